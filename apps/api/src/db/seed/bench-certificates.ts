/**
 * Bench data for issuing and reading certificates (bench/certificates.mjs): a dedicated tenant 'bench-certificados'
 * ("Bench Certificados") with the 'Aluno' permission group, one active course template (the demo layout: front and
 * back), N learners (default 300; e-mail bench.certificado.<n>@bench.local, password Demo@2026) and two active
 * courses in a section shown to everyone, each with one link object as its only item: 'Curso com certificado (bench)'
 * gives the template, 'Curso sem certificado (bench)' gives none. Every learner is enrolled in both.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx tsx apps/api/src/db/seed/bench-certificates.ts [--learners 300]
 *
 * PostgreSQL only. Migrations run first; the demo data is seeded when the database is empty. A second run tops the
 * learners up and, every run, removes the tenant's issued certificates and progress and resets its enrolments, so each
 * bench run starts from learners who have completed nothing.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { parseCertificateJson } from '@plataforma/shared/certificates';
import { SEED_GROUPS } from '@plataforma/shared/permissions';
import { hashPassword } from '../../core/crypto';
import { openDatabase, type Tx } from '../../core/db';
import {
  certificado,
  certificadoUsuario,
  contrato,
  curso,
  cursoItem,
  empresa,
  grupoDePermissao,
  inscricao,
  midia,
  midiaProgresso,
  secao,
  secaoItem,
  tenant,
  usuario,
} from '../schema';
import { demoCertificateLayout } from './demo-certificate';
import { DEMO_PASSWORD, seedDemo } from './demo';

export const BENCH_CERTIFICATES_SUBDOMAIN = 'bench-certificados';
export const BENCH_COURSE_WITH = 'Curso com certificado (bench)';
export const BENCH_COURSE_WITHOUT = 'Curso sem certificado (bench)';

/** The e-mail of learner n (1-based). */
export const benchCertificateLearnerEmail = (n: number) => `bench.certificado.${n}@bench.local`;

type Bench = { tenantId: string; groupId: string; certificadoId: string; withId: string; withoutId: string };

/** A course whose only item is one link object, in the section. */
const insertCourse = async (tx: Tx, tenantId: string, secaoId: string, ordem: number, titulo: string, certificadoId: string | null) => {
  const [object] = await tx
    .insert(midia)
    .values({ tenantId, nome: `Material de ${titulo}`, descricao: 'Um link para ler.', tipo: 'link', link: 'https://example.com/material', duracao: 600, marcaDagua: { enabled: false, userName: false, email: false, company: false, unit: false, department: false, position: false, dateTime: false, ip: false }, finalizado: true })
    .returning({ id: midia.id });
  const [course] = await tx
    .insert(curso)
    .values({ tenantId, titulo, sinopse: 'Um curso cujo único item é um link.', cargaHoraria: 60, secoesIds: [secaoId], certificadoId })
    .returning({ id: curso.id });
  await tx.insert(cursoItem).values({ tenantId, cursoId: course.id, ordem: 1, midiaId: object.id });
  await tx.insert(secaoItem).values({ tenantId, secaoId, ordem, tipo: 'curso', cursoId: course.id });
  return course.id;
};

/** The tenant, its 'Aluno' group, the template, the two courses and their section, once. */
const ensureContent = async (tx: Tx, learners: number): Promise<Bench> => {
  const existing = await tx.select({ id: tenant.id }).from(tenant).where(eq(tenant.subdominio, BENCH_CERTIFICATES_SUBDOMAIN));
  if (existing[0]) {
    const tenantId = existing[0].id;
    await tx.execute(sql`update contrato set usuarios_contratados = greatest(usuarios_contratados, ${learners + 100}) where id = (select contrato_id from tenant where id = ${tenantId})`);
    const [group] = await tx.select({ id: grupoDePermissao.id }).from(grupoDePermissao).where(and(eq(grupoDePermissao.tenantId, tenantId), eq(grupoDePermissao.nome, 'Aluno')));
    const [template] = await tx.select({ id: certificado.id }).from(certificado).where(eq(certificado.tenantId, tenantId));
    const courses = await tx.select({ id: curso.id, titulo: curso.titulo }).from(curso).where(eq(curso.tenantId, tenantId));
    const idOf = (titulo: string) => courses.find((c) => c.titulo === titulo)!.id;
    return { tenantId, groupId: group.id, certificadoId: template.id, withId: idOf(BENCH_COURSE_WITH), withoutId: idOf(BENCH_COURSE_WITHOUT) };
  }
  const [company] = await tx.insert(empresa).values({ nome: 'Bench Certificados' }).returning({ id: empresa.id });
  const [contract] = await tx.insert(contrato).values({ empresaId: company.id, nome: 'Contrato Bench Certificados', usuariosContratados: learners + 100 }).returning({ id: contrato.id });
  const [{ id: tenantId }] = await tx.insert(tenant).values({ nome: 'Bench Certificados', subdominio: BENCH_CERTIFICATES_SUBDOMAIN, contratoId: contract.id }).returning({ id: tenant.id });
  const [group] = await tx
    .insert(grupoDePermissao)
    .values({ tenantId, nome: 'Aluno', descricao: 'Grupo Aluno', funcionalidades: [...SEED_GROUPS.Aluno] })
    .returning({ id: grupoDePermissao.id });
  // stored as the API stores it: the parsed version 2 structure, defaults filled
  const parsed = parseCertificateJson(JSON.stringify(demoCertificateLayout()));
  if (!parsed.ok) throw new Error(parsed.error);
  const [template] = await tx
    .insert(certificado)
    .values({ tenantId, nome: 'Certificado de conclusão (bench)', tipo: 'Curso', ativo: true, imprimeVerso: true, jsonCertificado: JSON.stringify(parsed.structure) })
    .returning({ id: certificado.id });
  const [section] = await tx
    .insert(secao)
    .values({ tenantId, nome: 'Cursos', tipo: 'conteudo', ambiente: 'both', publico: true, ordemAprendizado: 1, ordemCatalogo: 1 })
    .returning({ id: secao.id });
  const withId = await insertCourse(tx, tenantId, section.id, 1, BENCH_COURSE_WITH, template.id);
  const withoutId = await insertCourse(tx, tenantId, section.id, 2, BENCH_COURSE_WITHOUT, null);
  return { tenantId, groupId: group.id, certificadoId: template.id, withId, withoutId };
};

/** Learners from..to (identity and account in one statement), enrolled in both courses. */
const insertLearners = (tx: Tx, b: Bench, from: number, to: number, senhaHash: string) =>
  tx.execute(sql`
    with pessoas as (
      insert into identidade (email, senha_hash, email_confirmado_em, cpf)
      select 'bench.certificado.' || n || '@bench.local', ${senhaHash}, now(), (71000000000 + n)::text from generate_series(${from}::int, ${to}::int) as n
      returning id, split_part(split_part(email, '@', 1), '.', 3)::int as n
    ),
    contas as (
      insert into usuario (tenant_id, identidade_id, nome_completo, apelido, classificacao, grupo_de_permissao_id, nivel, padrao)
      select ${b.tenantId}::uuid, p.id, 'Aluno Certificado ' || p.n, 'Aluno ' || p.n, 'student', ${b.groupId}::uuid, 'N3', true from pessoas p
      returning id
    )
    insert into inscricao (tenant_id, usuario_id, tipo, curso_id, origem)
    select ${b.tenantId}::uuid, c.id, 'curso', k.curso_id, 'manual' from contas c cross join (values (${b.withId}::uuid), (${b.withoutId}::uuid)) as k(curso_id)`);

/** Removes the tenant's issued certificates and progress and puts its enrolments back to not started. */
const resetTenant = async (tx: Tx, b: Bench) => {
  const removed = await tx.delete(certificadoUsuario).where(eq(certificadoUsuario.tenantId, b.tenantId)).returning({ id: certificadoUsuario.id });
  await tx.delete(midiaProgresso).where(eq(midiaProgresso.tenantId, b.tenantId));
  await tx
    .update(inscricao)
    .set({ percentual: 0, status: 'not-started', aproveitamento: null, iniciadoEm: null, concluidoEm: null })
    .where(eq(inscricao.tenantId, b.tenantId));
  return removed.length;
};

export const seedBenchCertificates = async (databaseUrl: string, learners: number, log: (line: string) => void = console.log) => {
  const database = await openDatabase({ databaseUrl, inMemoryDatabase: false, dataDir: '.' });
  try {
    if (database.kind !== 'postgres') throw new Error('the bench seed needs PostgreSQL (DATABASE_URL)');
    await seedDemo(database);
    const bench = await database.system((tx) => ensureContent(tx, learners));
    const [{ n: existing }] = await database.system((tx) =>
      tx.select({ n: sql<number>`count(*)::int` }).from(usuario).where(eq(usuario.tenantId, bench.tenantId)),
    );
    if (existing < learners) {
      const senhaHash = await hashPassword(DEMO_PASSWORD);
      await database.system((tx) => insertLearners(tx, bench, existing + 1, learners, senhaHash));
      log(`learners ${existing + 1}..${learners} inserted and enrolled`);
    } else log(`bench certificate tenant already has ${existing} learners`);
    const removed = await database.system((tx) => resetTenant(tx, bench));
    if (removed) log(`${removed} certificates of the previous run removed; progress and enrolments reset`);
    for (const table of ['identidade', 'usuario', 'inscricao', 'midia_progresso', 'certificado_usuario']) {
      await database.db.execute(sql.raw(`vacuum analyze ${table}`));
    }
    log(`bench template ${bench.certificadoId}, courses ${bench.withId} (with) and ${bench.withoutId} (without) (tenant ${bench.tenantId}), ${Math.max(existing, learners)} learners enrolled`);
    return bench;
  } finally {
    await database.close();
  }
};

const learnersArg = () => {
  const i = process.argv.indexOf('--learners');
  const n = Number(i > 0 ? process.argv[i + 1] : 300);
  if (!Number.isInteger(n) || n < 1) throw new Error('invalid --learners');
  return n;
};

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const url = process.env.DATABASE_URL;
  if (!url || url === 'memory') {
    console.error('Set DATABASE_URL to a PostgreSQL database, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench');
    process.exit(1);
  }
  await seedBenchCertificates(url, learnersArg());
}
