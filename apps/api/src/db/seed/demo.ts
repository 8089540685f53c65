import { SEED_GROUPS } from '@plataforma/shared/permissions';
import { hashPassword } from '../../core/crypto';
import type { Database, Tx } from '../../core/db';
import { seedOrganisation } from './organisation';
import { seedPermissionGroups } from './permissions';
import { seedUnits } from './units';
import { seedCompaniesContracts } from './companies-contracts';
import { seedBiPanels } from './demo-bi';
import { contrato, empresa, grupoDePermissao, identidade, parametro, tenant, termoDeUso, usuario } from '../schema';

export const DEMO_PASSWORD = 'Demo@2026';

type Level = 'N0' | 'N1' | 'N2' | 'N3';
type Person = { email: string; cpf?: string; nome: string; accounts: { tenant: string; group: keyof typeof SEED_GROUPS; nivel: Level; classificacao: 'student' | 'manager' | 'admin'; avaliador?: boolean; padrao?: boolean }[] };

export const DEMO_PEOPLE: Person[] = [
  { email: 'superadmin@plataforma.local', nome: 'Administração da Plataforma', accounts: [{ tenant: 'plataforma', group: 'Administrador', nivel: 'N0', classificacao: 'admin', padrao: true }] },
  { email: 'admin@demo.local', cpf: '52998224725', nome: 'Ana Administradora', accounts: [{ tenant: 'demo', group: 'Administrador', nivel: 'N2', classificacao: 'admin', padrao: true }] },
  { email: 'gestor@demo.local', nome: 'Gustavo Gestor', accounts: [{ tenant: 'demo', group: 'Gestor', nivel: 'N3', classificacao: 'manager', padrao: true }] },
  { email: 'aluno@demo.local', cpf: '11144477735', nome: 'Alice Aluna', accounts: [{ tenant: 'demo', group: 'Aluno', nivel: 'N3', classificacao: 'student', padrao: true }] },
  { email: 'avaliador@demo.local', nome: 'Vitor Avaliador', accounts: [{ tenant: 'demo', group: 'Avaliador', nivel: 'N3', classificacao: 'student', avaliador: true, padrao: true }] },
  { email: 'admin@acme.local', nome: 'Carlos Administrador da Acme', accounts: [{ tenant: 'acme', group: 'Administrador', nivel: 'N2', classificacao: 'admin', padrao: true }] },
  { email: 'aluno@acme.local', nome: 'Beatriz Aluna da Acme', accounts: [{ tenant: 'acme', group: 'Aluno', nivel: 'N3', classificacao: 'student', padrao: true }] },
  {
    email: 'multi@demo.local',
    nome: 'Marina Multiempresa',
    accounts: [
      { tenant: 'demo', group: 'Aluno', nivel: 'N3', classificacao: 'student', padrao: true },
      { tenant: 'acme', group: 'Aluno', nivel: 'N3', classificacao: 'student' },
    ],
  },
];

const COMPANIES = [
  { sub: 'plataforma', nome: 'Plataforma', plataforma: true, contratados: 0, groups: ['Administrador'] as const },
  { sub: 'demo', nome: 'Demo', plataforma: false, contratados: 500, groups: ['Aluno', 'Gestor', 'Administrador', 'Avaliador'] as const },
  { sub: 'acme', nome: 'Acme', plataforma: false, contratados: 200, groups: ['Aluno', 'Gestor', 'Administrador', 'Avaliador'] as const },
];

const ACME_TERMS = `<h2>Termos de Uso da Acme</h2>
<p>Bem-vindo ao ambiente de aprendizagem da Acme. Ao usar a plataforma você concorda em utilizar os conteúdos apenas para o seu desenvolvimento profissional.</p>
<h3>1. Conta e acesso</h3><p>O acesso é pessoal e intransferível. Mantenha sua senha em sigilo e avise a administração se suspeitar de uso indevido.</p>
<h3>2. Conteúdos</h3><p>Os cursos, trilhas e materiais pertencem à Acme ou aos seus parceiros e não podem ser copiados ou distribuídos.</p>
<h3>3. Privacidade</h3><p>Seus dados de progresso, avaliações e certificados são usados para acompanhar a sua formação, conforme a política de privacidade.</p>
<h3>4. Conduta</h3><p>Respeite os colegas e os instrutores nas interações da plataforma.</p>
<h3>5. Alterações</h3><p>Estes termos podem mudar; quando isso acontecer, pediremos o seu aceite novamente.</p>`;

const seedInto = async (tx: Tx) => {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const tenants = new Map<string, string>();
  const groups = new Map<string, string>();
  for (const c of COMPANIES) {
    const [company] = await tx.insert(empresa).values({ nome: c.nome, documentoIdentificacao: null }).returning({ id: empresa.id });
    const [contract] = await tx
      .insert(contrato)
      .values({ empresaId: company.id, nome: `Contrato ${c.nome}`, usuariosContratados: c.contratados })
      .returning({ id: contrato.id });
    const [t] = await tx.insert(tenant).values({ nome: c.nome, subdominio: c.sub, contratoId: contract.id, plataforma: c.plataforma }).returning({ id: tenant.id });
    tenants.set(c.sub, t.id);
    for (const g of c.groups) {
      const [row] = await tx
        .insert(grupoDePermissao)
        .values({ tenantId: t.id, nome: g, descricao: `Grupo ${g}`, funcionalidades: [...SEED_GROUPS[g]] })
        .returning({ id: grupoDePermissao.id });
      groups.set(`${c.sub}:${g}`, row.id);
    }
  }
  for (const p of DEMO_PEOPLE) {
    const [person] = await tx
      .insert(identidade)
      .values({ email: p.email, cpf: p.cpf ?? null, senhaHash: passwordHash, emailConfirmadoEm: new Date() })
      .returning({ id: identidade.id });
    for (const a of p.accounts) {
      await tx.insert(usuario).values({
        tenantId: tenants.get(a.tenant)!,
        identidadeId: person.id,
        nomeCompleto: p.nome,
        apelido: p.nome.split(' ')[0],
        grupoDePermissaoId: groups.get(`${a.tenant}:${a.group}`)!,
        nivel: a.nivel,
        classificacao: a.classificacao,
        avaliador: a.avaliador ?? false,
        padrao: a.padrao ?? false,
      });
    }
  }
  // A learning term of the Demo company, for courses and trails to ask at their introduction (not the platform's gate).
  await tx.insert(termoDeUso).values({
    tenantId: tenants.get('demo')!,
    nome: 'Termo de compromisso com a aprendizagem',
    conteudo: '<h2>Termo de compromisso com a aprendizagem</h2><p>Comprometo-me a concluir as atividades no prazo e a não compartilhar o conteúdo fora da empresa.</p>',
    tipo: 'Learning',
  });
  const acme = tenants.get('acme')!;
  const [term] = await tx.insert(termoDeUso).values({ tenantId: acme, nome: 'Termos de Uso da Acme', conteudo: ACME_TERMS, tipo: 'Platform' }).returning({ id: termoDeUso.id });
  await tx.insert(parametro).values({
    tenantId: acme,
    config: {
      general: { termOfUse: term.id },
      colors: { interface: { primary: '#1c7ed6', textColor: '#ffffff', autoFontColor: true } },
      page: { title: 'Acme Academy', description: 'Aprendizagem corporativa da Acme' },
    },
  });
  await tx.insert(parametro).values({ tenantId: tenants.get('demo')!, config: { page: { title: 'Demo Academy', description: 'Plataforma de aprendizagem da Demo' } } });
  await seedOrganisation(tx, tenants);
  await seedUnits(tx, tenants);
  await seedCompaniesContracts(tx, tenants);
  await seedPermissionGroups(tx, tenants);
  await seedBiPanels(tx, tenants);
  return tenants;
};

/** Seeds the demo companies, groups and accounts once: on a database with no tenant yet. Returns whether it ran. */
export const seedDemo = async (database: Database): Promise<boolean> =>
  database.system(async (tx) => {
    const existing = await tx.select({ id: tenant.id }).from(tenant).limit(1);
    if (existing.length > 0) return false;
    await seedInto(tx);
    return true;
  });
