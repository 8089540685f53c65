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
import { eq } from 'drizzle-orm';
import { parseCertificateJson } from '@plataforma/shared/certificates';
import { type Tx } from '../../core/db';
import { certificado, certificadoUsuario, curso, cursoItem, inscricao, midia, midiaProgresso, secao, secaoItem } from '../schema';
import { countArg, ensureBenchTenant, insertBenchLearners, runBenchSeed, runSeedScript } from './bench-kit';
import { demoCertificateLayout } from './demo-certificate';

export const BENCH_CERTIFICATES_SUBDOMAIN = 'bench-certificados';
export const BENCH_COURSE_WITH = 'Curso com certificado (bench)';
export const BENCH_COURSE_WITHOUT = 'Curso sem certificado (bench)';

const EMAIL_PREFIX = 'bench.certificado.';

/** The e-mail of learner n (1-based). */
export const benchCertificateLearnerEmail = (n: number) => `${EMAIL_PREFIX}${n}@bench.local`;

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
  const { tenantId, groupId, created } = await ensureBenchTenant(tx, BENCH_CERTIFICATES_SUBDOMAIN, 'Bench Certificados', learners);
  if (!created) {
    const [template] = await tx.select({ id: certificado.id }).from(certificado).where(eq(certificado.tenantId, tenantId));
    const courses = await tx.select({ id: curso.id, titulo: curso.titulo }).from(curso).where(eq(curso.tenantId, tenantId));
    const idOf = (titulo: string) => courses.find((c) => c.titulo === titulo)!.id;
    return { tenantId, groupId, certificadoId: template.id, withId: idOf(BENCH_COURSE_WITH), withoutId: idOf(BENCH_COURSE_WITHOUT) };
  }
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
  return { tenantId, groupId, certificadoId: template.id, withId, withoutId };
};

/** Learners from..to (identity and account in one statement, CPF 71000000000 + n), enrolled in both courses. */
const insertLearners = (tx: Tx, b: Bench, from: number, to: number, senhaHash: string) =>
  insertBenchLearners(tx, { ...b, emailPrefix: EMAIL_PREFIX, namePrefix: 'Aluno Certificado ', cursoIds: [b.withId, b.withoutId], cpfBase: 71000000000 }, from, to, senhaHash);

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

export const seedBenchCertificates = (databaseUrl: string, learners: number, log: (line: string) => void = console.log) =>
  runBenchSeed({
    databaseUrl,
    learners,
    label: 'certificate',
    ensureContent,
    insertLearners,
    reset: resetTenant,
    removed: (n) => `${n} certificates of the previous run removed; progress and enrolments reset`,
    vacuum: ['identidade', 'usuario', 'inscricao', 'midia_progresso', 'certificado_usuario'],
    describe: (bench, total) =>
      `bench template ${bench.certificadoId}, courses ${bench.withId} (with) and ${bench.withoutId} (without) (tenant ${bench.tenantId}), ${total} learners enrolled`,
    log,
  });

await runSeedScript(import.meta.url, (url) => seedBenchCertificates(url, countArg('learners', 300)));
