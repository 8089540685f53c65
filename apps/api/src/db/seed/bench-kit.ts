/**
 * What the bench seeds of one feature share: a dedicated tenant with its 'Aluno' group, learners inserted in one
 * statement and enrolled, the seeding run (top up, reset, vacuum) and the command-line entry.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { SEED_GROUPS } from '@plataforma/shared/permissions';
import { hashPassword } from '../../core/crypto';
import { openDatabase, type Tx } from '../../core/db';
import { contrato, empresa, grupoDePermissao, tenant, usuario } from '../schema';
import { DEMO_PASSWORD, seedDemo } from './demo';

/**
 * The tenant of `subdomain` with its 'Aluno' group: created with its company and contract when missing (contract
 * sized for the learners and 100 more), otherwise its contract grown to fit. `created` says which.
 */
export const ensureBenchTenant = async (tx: Tx, subdomain: string, name: string, learners: number) => {
  const existing = await tx.select({ id: tenant.id }).from(tenant).where(eq(tenant.subdominio, subdomain));
  if (existing[0]) {
    const tenantId = existing[0].id;
    await tx.execute(sql`update contrato set usuarios_contratados = greatest(usuarios_contratados, ${learners + 100}) where id = (select contrato_id from tenant where id = ${tenantId})`);
    const [group] = await tx.select({ id: grupoDePermissao.id }).from(grupoDePermissao).where(and(eq(grupoDePermissao.tenantId, tenantId), eq(grupoDePermissao.nome, 'Aluno')));
    return { tenantId, groupId: group.id, created: false };
  }
  const [company] = await tx.insert(empresa).values({ nome: name }).returning({ id: empresa.id });
  const [contract] = await tx.insert(contrato).values({ empresaId: company.id, nome: `Contrato ${name}`, usuariosContratados: learners + 100 }).returning({ id: contrato.id });
  const [{ id: tenantId }] = await tx.insert(tenant).values({ nome: name, subdominio: subdomain, contratoId: contract.id }).returning({ id: tenant.id });
  const [group] = await tx
    .insert(grupoDePermissao)
    .values({ tenantId, nome: 'Aluno', descricao: 'Grupo Aluno', funcionalidades: [...SEED_GROUPS.Aluno] })
    .returning({ id: grupoDePermissao.id });
  return { tenantId, groupId: group.id, created: true };
};

export type BenchLearners = {
  tenantId: string;
  groupId: string;
  /** The e-mail of learner n is `<emailPrefix><n>@bench.local`; the prefix holds two dots ('bench.<kind>.'). */
  emailPrefix: string;
  /** The full name of learner n is `<namePrefix><n>`. */
  namePrefix: string;
  /** Every learner is enrolled in each of these courses. */
  cursoIds: string[];
  /** When given, learner n gets the CPF `cpfBase + n`. */
  cpfBase?: number;
};

/** Learners from..to of the 'Aluno' group (identity and account in one statement), enrolled in the courses. */
export const insertBenchLearners = (tx: Tx, b: BenchLearners, from: number, to: number, senhaHash: string) =>
  tx.execute(sql`
    with pessoas as (
      insert into identidade (email, senha_hash, email_confirmado_em, cpf)
      select ${b.emailPrefix}::text || n || '@bench.local', ${senhaHash}, now(), (${b.cpfBase ?? null}::bigint + n)::text from generate_series(${from}::int, ${to}::int) as n
      returning id, split_part(split_part(email, '@', 1), '.', 3)::int as n
    ),
    contas as (
      insert into usuario (tenant_id, identidade_id, nome_completo, apelido, classificacao, grupo_de_permissao_id, nivel, padrao)
      select ${b.tenantId}::uuid, p.id, ${b.namePrefix}::text || p.n, 'Aluno ' || p.n, 'student', ${b.groupId}::uuid, 'N3', true from pessoas p
      returning id
    )
    insert into inscricao (tenant_id, usuario_id, tipo, curso_id, origem)
    select ${b.tenantId}::uuid, c.id, 'curso', k.curso_id, 'manual' from contas c cross join (values ${sql.join(
      b.cursoIds.map((id) => sql`(${id}::uuid)`),
      sql`, `,
    )}) as k(curso_id)`);

/**
 * One bench seeding run on PostgreSQL: the demo data when the database is empty, the bench content, the learners
 * topped up to `learners` (password of the demo), the previous run's traces removed, the tables vacuumed and analysed.
 */
export const runBenchSeed = async <B extends { tenantId: string }>(options: {
  databaseUrl: string;
  learners: number;
  /** 'assessment', 'certificate': how the log names the tenant. */
  label: string;
  ensureContent: (tx: Tx, learners: number) => Promise<B>;
  insertLearners: (tx: Tx, bench: B, from: number, to: number, senhaHash: string) => Promise<unknown>;
  /** Removes the previous run's traces; returns how many of its main rows went. */
  reset: (tx: Tx, bench: B) => Promise<number>;
  /** The log line when `reset` removed some. */
  removed: (count: number) => string;
  vacuum: string[];
  /** The last log line. */
  describe: (bench: B, learners: number) => string;
  log: (line: string) => void;
}) => {
  const { databaseUrl, learners, log } = options;
  const database = await openDatabase({ databaseUrl });
  try {
    await seedDemo(database);
    const bench = await database.system((tx) => options.ensureContent(tx, learners));
    const [{ n: existing }] = await database.system((tx) =>
      tx.select({ n: sql<number>`count(*)::int` }).from(usuario).where(eq(usuario.tenantId, bench.tenantId)),
    );
    if (existing < learners) {
      const senhaHash = await hashPassword(DEMO_PASSWORD);
      await database.system((tx) => options.insertLearners(tx, bench, existing + 1, learners, senhaHash));
      log(`learners ${existing + 1}..${learners} inserted and enrolled`);
    } else log(`bench ${options.label} tenant already has ${existing} learners`);
    const removed = await database.system((tx) => options.reset(tx, bench));
    if (removed) log(options.removed(removed));
    for (const table of options.vacuum) {
      await database.db.execute(sql.raw(`vacuum analyze ${table}`));
    }
    log(options.describe(bench, Math.max(existing, learners)));
    return bench;
  } finally {
    await database.close();
  }
};

/** `--name N` of the command line, a positive whole number, or the fallback. */
export const countArg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  const n = Number(i > 0 ? process.argv[i + 1] : fallback);
  if (!Number.isInteger(n) || n < 1) throw new Error(`invalid --${name}`);
  return n;
};

/**
 * Runs `seed` on DATABASE_URL when the module of `moduleUrl` (its import.meta.url) is the script node was started
 * with; exits with a hint when DATABASE_URL is not a PostgreSQL database.
 */
export const runSeedScript = async (moduleUrl: string, seed: (databaseUrl: string) => Promise<unknown>) => {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(resolve(process.argv[1])).href) return;
  const url = process.env.DATABASE_URL;
  if (!url || url === 'memory') {
    console.error('Set DATABASE_URL to a PostgreSQL database, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench');
    process.exit(1);
  }
  await seed(url);
};
