import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../core/db';
import { cargo, cargoCompetencia, categoria, competencia, departamento, identidade, usuario } from '../schema';

/** Demo departments, job titles (with skills), skills and categories, and where the demo people work. */
const DEMO = {
  departamentos: [
    { nome: 'Comercial', observacao: 'Vendas, pré-vendas e relacionamento com clientes.' },
    { nome: 'Financeiro', observacao: null },
    { nome: 'Recursos Humanos', observacao: 'Recrutamento, treinamento e desenvolvimento.' },
    { nome: 'Tecnologia da Informação', observacao: null },
    { nome: 'Operações', observacao: null },
    { nome: 'Marketing', observacao: null },
    { nome: 'Jurídico', observacao: 'Departamento incorporado ao Financeiro.', ativo: false },
  ],
  competencias: ['Comunicação', 'Liderança', 'Negociação', 'Trabalho em equipe', 'Excel avançado', 'Segurança da informação', 'Atendimento ao cliente'],
  cargos: [
    { nome: 'Analista de Recursos Humanos', competencias: ['Comunicação', 'Trabalho em equipe'] },
    { nome: 'Desenvolvedor de Software', competencias: ['Segurança da informação', 'Trabalho em equipe'] },
    { nome: 'Gerente Comercial', competencias: ['Liderança', 'Negociação', 'Comunicação'] },
    { nome: 'Analista Financeiro', competencias: ['Excel avançado'] },
    { nome: 'Assistente Administrativo', competencias: ['Atendimento ao cliente'] },
  ],
  categorias: ['Compliance', 'Desenvolvimento pessoal', 'Liderança e gestão', 'Onboarding', 'Tecnologia', 'Vendas'],
  pessoas: [
    { email: 'admin@demo.local', departamento: 'Recursos Humanos', cargo: 'Analista de Recursos Humanos' },
    { email: 'gestor@demo.local', departamento: 'Comercial', cargo: 'Gerente Comercial' },
    { email: 'aluno@demo.local', departamento: 'Tecnologia da Informação', cargo: 'Desenvolvedor de Software' },
  ],
  /** Who reports to whom (the manager's team of the dashboards): person -> direct supervisor, by e-mail. */
  superiores: [
    { email: 'aluno@demo.local', superior: 'gestor@demo.local' },
    { email: 'avaliador@demo.local', superior: 'gestor@demo.local' },
    { email: 'multi@demo.local', superior: 'aluno@demo.local' },
  ],
};

const ACME = {
  departamentos: [{ nome: 'Engenharia', observacao: null }, { nome: 'Vendas', observacao: null }],
  competencias: ['Gestão de projetos'],
  cargos: [{ nome: 'Engenheiro de Produção', competencias: ['Gestão de projetos'] }],
  categorias: ['Segurança do trabalho'],
  pessoas: [] as { email: string; departamento: string; cargo: string }[],
  superiores: [] as { email: string; superior: string }[],
};

const seedTenant = async (tx: Tx, tenantId: string, data: typeof DEMO) => {
  const departments = new Map<string, string>();
  for (const d of data.departamentos) {
    const [row] = await tx
      .insert(departamento)
      .values({ tenantId, nome: d.nome, observacao: d.observacao, ativo: 'ativo' in d ? d.ativo : true })
      .returning({ id: departamento.id });
    departments.set(d.nome, row.id);
  }
  const skills = new Map<string, string>();
  for (const nome of data.competencias) {
    const [row] = await tx.insert(competencia).values({ tenantId, nome }).returning({ id: competencia.id });
    skills.set(nome, row.id);
  }
  const jobTitles = new Map<string, string>();
  for (const c of data.cargos) {
    const [row] = await tx.insert(cargo).values({ tenantId, nome: c.nome }).returning({ id: cargo.id });
    jobTitles.set(c.nome, row.id);
    await tx.insert(cargoCompetencia).values(c.competencias.map((s) => ({ tenantId, cargoId: row.id, competenciaId: skills.get(s)! })));
  }
  if (data.categorias.length > 0) await tx.insert(categoria).values(data.categorias.map((nome) => ({ tenantId, nome })));
  for (const p of data.pessoas) {
    const people = await tx.select({ id: identidade.id }).from(identidade).where(eq(identidade.email, p.email));
    if (people.length === 0) continue;
    await tx
      .update(usuario)
      .set({ departamentoId: departments.get(p.departamento), cargoId: jobTitles.get(p.cargo) })
      .where(and(eq(usuario.tenantId, tenantId), inArray(usuario.identidadeId, people.map((x) => x.id))));
  }
  const accountOf = async (email: string) =>
    (
      await tx
        .select({ id: usuario.id })
        .from(usuario)
        .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
        .where(and(eq(usuario.tenantId, tenantId), eq(identidade.email, email)))
    )[0]?.id;
  for (const s of data.superiores) {
    const [person, boss] = [await accountOf(s.email), await accountOf(s.superior)];
    if (person && boss) await tx.update(usuario).set({ superiorDiretoId: boss }).where(and(eq(usuario.tenantId, tenantId), eq(usuario.id, person)));
  }
};

/** Seeds the organisation data of the demo companies (called by the demo seed, after the people). */
export const seedOrganisation = async (tx: Tx, tenants: Map<string, string>) => {
  const demo = tenants.get('demo');
  const acme = tenants.get('acme');
  if (demo) await seedTenant(tx, demo, DEMO);
  if (acme) await seedTenant(tx, acme, ACME);
};
