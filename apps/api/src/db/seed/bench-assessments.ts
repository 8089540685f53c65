/**
 * Bench data for the assessment attempt (bench/assessments.mjs): a dedicated tenant 'bench-avaliacoes' ("Bench
 * Avaliações") with the 'Aluno' permission group, N learners (default 500; e-mail bench.avaliacao.<n>@bench.local,
 * password Demo@2026), one active course in a section shown to everyone whose only item is one learning assessment of
 * 10 single-choice questions (4 options each, questions and options shuffled, minimum score 60 %, one attempt), and
 * every learner enrolled in the course.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx tsx apps/api/src/db/seed/bench-assessments.ts [--learners 500]
 *
 * PostgreSQL only. Migrations run first; the demo data is seeded when the database is empty. A second run tops the
 * learners up and, every run, removes the attempts of the bench assessment and resets the enrolments, so each bench
 * run starts from learners who have not taken it.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type Tx } from '../../core/db';
import { avaliacao, avaliacaoProgresso, curso, cursoItem, inscricao, questao, secao, secaoItem, usuarioAvaliacao } from '../schema';
import { countArg, ensureBenchTenant, insertBenchLearners, runBenchSeed, runSeedScript } from './bench-kit';

export const BENCH_ASSESSMENTS_SUBDOMAIN = 'bench-avaliacoes';
export const BENCH_ASSESSMENT_TITLE = 'Avaliação de aprendizagem (bench)';
export const BENCH_ASSESSMENT_QUESTIONS = 10;
const OPTIONS_PER_QUESTION = 4;

const EMAIL_PREFIX = 'bench.avaliacao.';

/** The e-mail of learner n (1-based). */
export const benchLearnerEmail = (n: number) => `${EMAIL_PREFIX}${n}@bench.local`;

/** The tenant, its 'Aluno' group, the assessment with its questions, the course holding it and its section, once. */
const ensureContent = async (tx: Tx, learners: number) => {
  const { tenantId, groupId, created } = await ensureBenchTenant(tx, BENCH_ASSESSMENTS_SUBDOMAIN, 'Bench Avaliações', learners);
  if (!created) {
    const [test] = await tx.select({ id: avaliacao.id }).from(avaliacao).where(eq(avaliacao.tenantId, tenantId));
    const [course] = await tx.select({ id: cursoItem.cursoId }).from(cursoItem).where(eq(cursoItem.avaliacaoId, test.id));
    return { tenantId, groupId, avaliacaoId: test.id, cursoId: course.id };
  }
  const [test] = await tx
    .insert(avaliacao)
    .values({
      tenantId,
      titulo: BENCH_ASSESSMENT_TITLE,
      observacao: 'Dez questões objetivas, em ordem embaralhada.',
      tipo: 'Aprendizagem',
      notaMinima: 60,
      permitirNovaTentativa: false,
      embaralharQuestoes: true,
      embaralharAlternativas: true,
    })
    .returning({ id: avaliacao.id });
  await tx.insert(questao).values(
    Array.from({ length: BENCH_ASSESSMENT_QUESTIONS }, (_, q) => ({
      tenantId,
      avaliacaoId: test.id,
      ordem: q + 1,
      tipo: 'Objetiva' as const,
      enunciado: `Questão ${q + 1}: qual alternativa está correta?`,
      pontuacaoMaxima: 1,
      // the right option moves with the question number
      alternativas: Array.from({ length: OPTIONS_PER_QUESTION }, (_, o) => ({ id: randomUUID(), texto: `Alternativa ${o + 1}`, correta: o === q % OPTIONS_PER_QUESTION })),
    })),
  );
  const [section] = await tx
    .insert(secao)
    .values({ tenantId, nome: 'Avaliações', tipo: 'conteudo', ambiente: 'both', publico: true, ordemAprendizado: 1, ordemCatalogo: 1 })
    .returning({ id: secao.id });
  const [course] = await tx
    .insert(curso)
    .values({ tenantId, titulo: 'Curso com avaliação (bench)', sinopse: 'Um curso cujo único item é a avaliação.', cargaHoraria: 30, secoesIds: [section.id] })
    .returning({ id: curso.id });
  await tx.insert(cursoItem).values({ tenantId, cursoId: course.id, ordem: 1, tipo: 'avaliacao', avaliacaoId: test.id });
  await tx.insert(secaoItem).values({ tenantId, secaoId: section.id, ordem: 1, tipo: 'curso', cursoId: course.id });
  return { tenantId, groupId, avaliacaoId: test.id, cursoId: course.id };
};

/** Learners from..to (identity and account in one statement), enrolled in the course. */
const insertLearners = (tx: Tx, b: Awaited<ReturnType<typeof ensureContent>>, from: number, to: number, senhaHash: string) =>
  insertBenchLearners(tx, { ...b, emailPrefix: EMAIL_PREFIX, namePrefix: 'Aluno Avaliação ', cursoIds: [b.cursoId] }, from, to, senhaHash);

/** Removes every attempt of the bench assessment and puts the enrolments back to not started. */
const resetAttempts = async (tx: Tx, b: Awaited<ReturnType<typeof ensureContent>>) => {
  const removed = await tx.delete(usuarioAvaliacao).where(eq(usuarioAvaliacao.avaliacaoId, b.avaliacaoId)).returning({ id: usuarioAvaliacao.id });
  await tx.delete(avaliacaoProgresso).where(eq(avaliacaoProgresso.avaliacaoId, b.avaliacaoId));
  await tx
    .update(inscricao)
    .set({ percentual: 0, status: 'not-started', aproveitamento: null, iniciadoEm: null, concluidoEm: null })
    .where(eq(inscricao.cursoId, b.cursoId));
  return removed.length;
};

export const seedBenchAssessments = (databaseUrl: string, learners: number, log: (line: string) => void = console.log) =>
  runBenchSeed({
    databaseUrl,
    learners,
    label: 'assessment',
    ensureContent,
    insertLearners,
    reset: resetAttempts,
    removed: (n) => `${n} attempts of the previous run removed; enrolments reset`,
    vacuum: ['identidade', 'usuario', 'inscricao', 'questao', 'usuario_avaliacao', 'usuario_avaliacao_resposta', 'avaliacao_progresso'],
    describe: (bench, total) => `bench assessment ${bench.avaliacaoId} in course ${bench.cursoId} (tenant ${bench.tenantId}), ${total} learners enrolled`,
    log,
  });

await runSeedScript(import.meta.url, (url) => seedBenchAssessments(url, countArg('learners', 500)));
