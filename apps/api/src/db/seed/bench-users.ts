/**
 * Bench data for the user list (bench/users-list.mjs): a dedicated tenant 'bench-users' ("Bench Usuários") with
 * departments, job titles, units, the four seed permission groups, an administrator (admin@bench.local, password
 * Demo@2026) and N users (default 100000), inserted with INSERT ... SELECT generate_series in batches.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run seed:bench -w apps/api [-- --count 100000]
 *
 * PostgreSQL only (DATABASE_URL must be set). Migrations run first; the demo data is seeded when the database is
 * empty. Running it again tops the tenant up to N users (nothing is inserted when it already has them).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { SEED_GROUPS } from '@plataforma/shared/permissions';
import { hashPassword } from '../../core/crypto';
import { openDatabase, type Tx } from '../../core/db';
import { cargo, contrato, departamento, empresa, grupoDePermissao, identidade, tenant, unidadeDeNegocio, usuario } from '../schema';
import { DEMO_PASSWORD, seedDemo } from './demo';

export const BENCH_SUBDOMAIN = 'bench-users';
export const BENCH_ADMIN_EMAIL = 'admin@bench.local';
const BATCH = 10_000;

const DEPARTMENTS = ['Comercial', 'Financeiro', 'Recursos Humanos', 'Tecnologia', 'Operações', 'Marketing', 'Jurídico', 'Logística', 'Compras', 'Qualidade', 'Produção', 'Atendimento'];
const JOB_TITLES = [
  'Analista', 'Assistente', 'Coordenador', 'Gerente', 'Diretor', 'Estagiário', 'Técnico', 'Especialista', 'Supervisor', 'Consultor',
  'Desenvolvedor', 'Vendedor', 'Operador', 'Auxiliar', 'Engenheiro',
];
const UNITS = ['Matriz', 'Filial Norte', 'Filial Sul', 'Filial Leste', 'Filial Oeste', 'Centro de Distribuição', 'Fábrica', 'Escritório Regional'];
const FIRST = ['Ana', 'Bruno', 'Carla', 'Daniel', 'Eduarda', 'Felipe', 'Gabriela', 'Henrique', 'Isabela', 'João', 'Karina', 'Lucas', 'Mariana', 'Nicolas', 'Olívia', 'Pedro', 'Rafaela', 'Samuel', 'Tatiana', 'Vinícius'];
const MIDDLE = ['Alves', 'Barbosa', 'Cardoso', 'Dias', 'Esteves', 'Fernandes', 'Gomes', 'Horta', 'Ibrahim', 'Jardim', 'Lima', 'Moreira', 'Nogueira', 'Oliveira', 'Pereira', 'Queiroz', 'Ribeiro', 'Santos', 'Teixeira', 'Vieira', 'Xavier', 'Zanetti', 'Costa', 'Martins', 'Rocha', 'Souza', 'Carvalho', 'Melo', 'Araújo', 'Castro'];
const LAST = ['Silva', 'Souza', 'Oliveira', 'Rodrigues', 'Ferreira', 'Almeida', 'Nascimento', 'Lopes', 'Mendes', 'Freitas', 'Barros', 'Pinto', 'Moura', 'Cavalcanti', 'Dantas', 'Monteiro', 'Campos', 'Cunha', 'Rezende', 'Sales', 'Batista', 'Fonseca', 'Machado', 'Ramos', 'Duarte'];

const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;
const uuidArray = (values: readonly string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::uuid[]`;

/** The bench tenant and its organisation, created once; returns the ids the users are spread over. */
const ensureBenchTenant = async (tx: Tx, count: number) => {
  const existing = await tx.select({ id: tenant.id }).from(tenant).where(sql`${tenant.subdominio} = ${BENCH_SUBDOMAIN}`);
  let tenantId = existing[0]?.id;
  if (!tenantId) {
    const [company] = await tx.insert(empresa).values({ nome: 'Bench Usuários' }).returning({ id: empresa.id });
    const [contract] = await tx.insert(contrato).values({ empresaId: company.id, nome: 'Contrato Bench Usuários', usuariosContratados: count + 1000 }).returning({ id: contrato.id });
    [{ id: tenantId }] = await tx.insert(tenant).values({ nome: 'Bench Usuários', subdominio: BENCH_SUBDOMAIN, contratoId: contract.id }).returning({ id: tenant.id });
    const groups = new Map<string, string>();
    for (const nome of ['Aluno', 'Gestor', 'Administrador', 'Avaliador'] as const) {
      const [g] = await tx.insert(grupoDePermissao).values({ tenantId, nome, descricao: `Grupo ${nome}`, funcionalidades: [...SEED_GROUPS[nome]] }).returning({ id: grupoDePermissao.id });
      groups.set(nome, g.id);
    }
    await tx.insert(departamento).values(DEPARTMENTS.map((nome) => ({ tenantId, nome })));
    await tx.insert(cargo).values(JOB_TITLES.map((nome) => ({ tenantId, nome })));
    await tx.insert(unidadeDeNegocio).values(UNITS.map((nome) => ({ tenantId, nome })));
    const [admin] = await tx
      .insert(identidade)
      .values({ email: BENCH_ADMIN_EMAIL, senhaHash: await hashPassword(DEMO_PASSWORD), emailConfirmadoEm: new Date() })
      .returning({ id: identidade.id });
    await tx.insert(usuario).values({
      tenantId,
      identidadeId: admin.id,
      nomeCompleto: 'Administração do Bench',
      grupoDePermissaoId: groups.get('Administrador')!,
      nivel: 'N2',
      classificacao: 'admin',
      padrao: true,
    });
  } else {
    // a larger run needs room in the contract
    await tx.execute(sql`update contrato set usuarios_contratados = greatest(usuarios_contratados, ${count + 1000}) where id = (select contrato_id from tenant where id = ${tenantId})`);
  }
  const ids = async (table: typeof departamento | typeof cargo | typeof unidadeDeNegocio | typeof grupoDePermissao) =>
    (await tx.select({ id: table.id }).from(table).where(sql`${table.tenantId} = ${tenantId}`).orderBy(table.id)).map((r) => r.id);
  return { tenantId, departments: await ids(departamento), jobTitles: await ids(cargo), units: await ids(unidadeDeNegocio), groups: await ids(grupoDePermissao) };
};

/**
 * Users numbered from..to: e-mail bench.<n>@bench.local, CPF 9 + n (11 digits), names from the lists above, 90 %
 * active, 85 % students / 10 % managers / 5 % administrators, 1 in 50 evaluators, creation spread over ~3 years.
 */
const insertBatch = (tx: Tx, b: Awaited<ReturnType<typeof ensureBenchTenant>>, from: number, to: number, senhaHash: string) =>
  tx.execute(sql`
    with pessoas as (
      insert into identidade (email, cpf, senha_hash, email_confirmado_em)
      select 'bench.' || n || '@bench.local', '9' || lpad(n::text, 10, '0'), ${senhaHash}, now()
      from generate_series(${from}::int, ${to}::int) as n
      returning id, split_part(split_part(email, '@', 1), '.', 2)::int as n
    )
    insert into usuario (tenant_id, identidade_id, nome_completo, apelido, ativo, classificacao, avaliador, cargo_id, departamento_id,
                         unidade_de_negocio_id, grupo_de_permissao_id, nivel, padrao, criado_em, atualizado_em)
    select ${b.tenantId}::uuid, p.id,
           (${textArray(FIRST)})[1 + p.n % ${FIRST.length}] || ' ' || (${textArray(MIDDLE)})[1 + (p.n / ${FIRST.length}) % ${MIDDLE.length}] || ' ' ||
             (${textArray(LAST)})[1 + (p.n / ${FIRST.length * MIDDLE.length}) % ${LAST.length}],
           (${textArray(FIRST)})[1 + p.n % ${FIRST.length}],
           p.n % 10 <> 0,
           case when p.n % 20 = 0 then 'admin' when p.n % 10 = 1 then 'manager' else 'student' end,
           p.n % 50 = 7,
           (${uuidArray(b.jobTitles)})[1 + p.n % ${b.jobTitles.length}],
           (${uuidArray(b.departments)})[1 + (p.n / 3) % ${b.departments.length}],
           (${uuidArray(b.units)})[1 + (p.n / 7) % ${b.units.length}],
           (${uuidArray(b.groups)})[1 + p.n % ${b.groups.length}],
           'N3', true,
           now() - make_interval(mins => p.n * 15),
           now()
    from pessoas p`);

export const seedBenchUsers = async (databaseUrl: string, count: number, log: (line: string) => void = console.log) => {
  const database = await openDatabase({ databaseUrl });
  try {
    await seedDemo(database);
    const bench = await database.system((tx) => ensureBenchTenant(tx, count));
    const [{ n: existing }] = await database.system(async (tx) =>
      tx.select({ n: sql<number>`count(*)::int` }).from(usuario).where(sql`${usuario.tenantId} = ${bench.tenantId} and ${usuario.identidadeId} <> (select id from identidade where email = ${BENCH_ADMIN_EMAIL})`),
    );
    if (existing >= count) {
      await database.db.execute(sql`vacuum analyze usuario`);
      log(`bench tenant already has ${existing} users (asked ${count}); nothing inserted`);
      return { tenantId: bench.tenantId, inserted: 0, total: existing };
    }
    const senhaHash = await hashPassword(DEMO_PASSWORD);
    const started = Date.now();
    for (let from = existing + 1; from <= count; from += BATCH) {
      const to = Math.min(from + BATCH - 1, count);
      await database.system((tx) => insertBatch(tx, bench, from, to, senhaHash));
      log(`  users ${from}..${to} inserted (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
    // as autovacuum would: statistics for the planner and the visibility map for index-only scans
    await database.db.execute(sql`vacuum analyze usuario`);
    await database.db.execute(sql`vacuum analyze identidade`);
    log(`bench tenant ${bench.tenantId}: ${count} users (${count - existing} inserted in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return { tenantId: bench.tenantId, inserted: count - existing, total: count };
  } finally {
    await database.close();
  }
};

const countArg = () => {
  const i = process.argv.indexOf('--count');
  const raw = i > 0 ? process.argv[i + 1] : (process.env.BENCH_USERS ?? '100000');
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`invalid --count: ${raw}`);
  return n;
};

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const url = process.env.DATABASE_URL;
  if (!url || url === 'memory') {
    console.error('Set DATABASE_URL to a PostgreSQL database, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench');
    process.exit(1);
  }
  await seedBenchUsers(url, countArg());
}
