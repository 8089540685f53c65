import { and, asc, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TentativaStatus } from '@plataforma/shared/assessments';
import type { Executor } from '../../core/db';
import { containsPattern } from '../../core/paging';
import { curso, formacao } from '../../db/schema';
import {
  avaliacao,
  avaliacaoArquivo,
  avaliacaoAvaliador,
  avaliacaoProgresso,
  correcaoResposta,
  questao,
  usuarioAvaliacao,
  usuarioAvaliacaoResposta,
} from '../../db/schema';

/** The context an assessment is taken in: a course, a trail, both (a course inside a trail) or none (a preview). */
export type AttemptContext = { cursoId: string | null; formacaoId: string | null };

export type AvaliacaoRow = typeof avaliacao.$inferSelect;
export type QuestaoRow = typeof questao.$inferSelect;
export type AttemptRow = typeof usuarioAvaliacao.$inferSelect;
export type AnswerRow = typeof usuarioAvaliacaoResposta.$inferSelect;
export type AnswerFileRow = typeof avaliacaoArquivo.$inferSelect;
export type CorrectionRow = typeof correcaoResposta.$inferSelect;

const sameContext = (cursoCol: AnyPgColumn, formacaoCol: AnyPgColumn, c: AttemptContext): SQL =>
  and(c.cursoId ? eq(cursoCol, c.cursoId) : isNull(cursoCol), c.formacaoId ? eq(formacaoCol, c.formacaoId) : isNull(formacaoCol))!;

// ---------------------------------------------------------------- assessment and questions

export const findAvaliacao = async (ex: Executor, tenantId: string, id: string): Promise<AvaliacaoRow | null> =>
  (await ex.select().from(avaliacao).where(and(eq(avaliacao.tenantId, tenantId), eq(avaliacao.id, id))).limit(1))[0] ?? null;

/** How many attempts an assessment allows (attemptsAllowed's inputs). */
export const retryRulesOf = async (ex: Executor, tenantId: string, id: string): Promise<{ canRetry: boolean; maxRetries: number | null }> => {
  const [row] = await ex
    .select({ canRetry: avaliacao.permitirNovaTentativa, maxRetries: avaliacao.maxTentativas })
    .from(avaliacao)
    .where(and(eq(avaliacao.tenantId, tenantId), eq(avaliacao.id, id)))
    .limit(1);
  return row ?? { canRetry: false, maxRetries: null };
};

/** The questions an attempt may ask: not removed, in the builder's order. */
export const activeQuestions = (ex: Executor, tenantId: string, avaliacaoId: string): Promise<QuestaoRow[]> =>
  ex
    .select()
    .from(questao)
    .where(and(eq(questao.tenantId, tenantId), eq(questao.avaliacaoId, avaliacaoId), isNull(questao.removidaEm)))
    .orderBy(asc(questao.ordem), asc(questao.criadoEm));

/** Questions by id (removed ones included: an attempt keeps the questions it started with). */
export const questionsByIds = async (ex: Executor, tenantId: string, ids: readonly string[]): Promise<QuestaoRow[]> =>
  ids.length === 0 ? [] : ex.select().from(questao).where(and(eq(questao.tenantId, tenantId), inArray(questao.id, [...ids])));

// ---------------------------------------------------------------- attempts

export const findAttempt = async (ex: Executor, tenantId: string, id: string, lock = false): Promise<AttemptRow | null> => {
  const query = ex.select().from(usuarioAvaliacao).where(and(eq(usuarioAvaliacao.tenantId, tenantId), eq(usuarioAvaliacao.id, id))).limit(1);
  return (await (lock ? query.for('update') : query))[0] ?? null;
};

/**
 * An attempt locked for the rest of the transaction, with its assessment (null when gone), in one statement: only the
 * attempt's row is locked.
 */
export const findAttemptWithAssessment = async (ex: Executor, tenantId: string, id: string): Promise<{ attempt: AttemptRow; avaliacao: AvaliacaoRow | null } | null> =>
  (
    await ex
      .select({ attempt: usuarioAvaliacao, avaliacao })
      .from(usuarioAvaliacao)
      .leftJoin(avaliacao, and(eq(avaliacao.tenantId, usuarioAvaliacao.tenantId), eq(avaliacao.id, usuarioAvaliacao.avaliacaoId)))
      .where(and(eq(usuarioAvaliacao.tenantId, tenantId), eq(usuarioAvaliacao.id, id)))
      .limit(1)
      .for('update', { of: usuarioAvaliacao })
  )[0] ?? null;

export type AttemptWithCount = AttemptRow & { answered: number };

// The outer column is written qualified: an unqualified "id" inside the subquery would be the answer's own.
const answeredCount = sql<number>`(select count(*)::int from ${usuarioAvaliacaoResposta} r where r.usuario_avaliacao_id = "usuario_avaliacao"."id")`;

/** Every attempt of a person at an assessment in one context, oldest first, with its answers counted. */
export const attemptsInContext = async (ex: Executor, tenantId: string, usuarioId: string, avaliacaoId: string, c: AttemptContext): Promise<AttemptWithCount[]> => {
  const rows = await ex
    .select({ attempt: usuarioAvaliacao, answered: answeredCount })
    .from(usuarioAvaliacao)
    .where(and(eq(usuarioAvaliacao.tenantId, tenantId), eq(usuarioAvaliacao.usuarioId, usuarioId), eq(usuarioAvaliacao.avaliacaoId, avaliacaoId), sameContext(usuarioAvaliacao.cursoId, usuarioAvaliacao.formacaoId, c)))
    .orderBy(asc(usuarioAvaliacao.tentativa), asc(usuarioAvaliacao.iniciadoEm));
  return rows.map((r) => ({ ...r.attempt, answered: Number(r.answered) }));
};

export type NewAttempt = typeof usuarioAvaliacao.$inferInsert;

/** Inserts an attempt; null when an open attempt of the same context already exists (a concurrent start won). */
export const insertAttempt = async (ex: Executor, values: NewAttempt): Promise<AttemptRow | null> =>
  (await ex.insert(usuarioAvaliacao).values(values).onConflictDoNothing().returning())[0] ?? null;

export const updateAttempt = async (ex: Executor, tenantId: string, id: string, values: Partial<NewAttempt>): Promise<AttemptRow> =>
  (
    await ex
      .update(usuarioAvaliacao)
      .set({ ...values, atualizadoEm: new Date() })
      .where(and(eq(usuarioAvaliacao.tenantId, tenantId), eq(usuarioAvaliacao.id, id)))
      .returning()
  )[0];

/** Open attempts of a person that have a deadline, each with its assessment (lazy finishing of the expired ones). */
export const timedOpenAttemptsOf = (ex: Executor, tenantId: string, usuarioId: string): Promise<{ attempt: AttemptRow; avaliacao: AvaliacaoRow }[]> =>
  ex
    .select({ attempt: usuarioAvaliacao, avaliacao })
    .from(usuarioAvaliacao)
    .innerJoin(avaliacao, and(eq(avaliacao.tenantId, usuarioAvaliacao.tenantId), eq(avaliacao.id, usuarioAvaliacao.avaliacaoId)))
    .where(
      and(
        eq(usuarioAvaliacao.tenantId, tenantId),
        eq(usuarioAvaliacao.usuarioId, usuarioId),
        eq(usuarioAvaliacao.status, 'Pendente'),
        sql`${usuarioAvaliacao.prazo} is not null`,
      ),
    );

export type MyAttemptsFilter = { search?: string; status?: TentativaStatus };

const myAttemptsWhere = (tenantId: string, usuarioId: string, f: MyAttemptsFilter) =>
  and(
    eq(usuarioAvaliacao.tenantId, tenantId),
    eq(usuarioAvaliacao.usuarioId, usuarioId),
    f.status ? eq(usuarioAvaliacao.status, f.status) : undefined,
    f.search ? ilike(avaliacao.titulo, containsPattern(f.search)) : undefined,
  );

export const countMyAttempts = async (ex: Executor, tenantId: string, usuarioId: string, f: MyAttemptsFilter): Promise<number> =>
  Number(
    (
      await ex
        .select({ n: count() })
        .from(usuarioAvaliacao)
        .innerJoin(avaliacao, and(eq(avaliacao.tenantId, usuarioAvaliacao.tenantId), eq(avaliacao.id, usuarioAvaliacao.avaliacaoId)))
        .where(myAttemptsWhere(tenantId, usuarioId, f))
    )[0]?.n ?? 0,
  );

/** A row of the person's attempts list: the attempt, its assessment, the statuses of every attempt of its context and the context's titles. */
export type MyAttemptRow = { attempt: AttemptRow; avaliacao: AvaliacaoRow; statuses: TentativaStatus[]; cursoTitulo: string | null; formacaoTitulo: string | null };

/**
 * A page of the person's attempts, newest first, in one statement: each with its assessment, the statuses of the
 * attempts of its context (as attemptsInContext orders them) and the titles of its course and trail.
 */
export const listMyAttempts = async (ex: Executor, tenantId: string, usuarioId: string, f: MyAttemptsFilter, offset: number, limit: number): Promise<MyAttemptRow[]> => {
  const rows = await ex
    .select({
      attempt: usuarioAvaliacao,
      avaliacao,
      statuses: sql<TentativaStatus[] | null>`(select array_agg(o.status order by o.tentativa, o.iniciado_em) from ${usuarioAvaliacao} o
        where o.tenant_id = ${usuarioAvaliacao.tenantId} and o.usuario_id = ${usuarioAvaliacao.usuarioId} and o.avaliacao_id = ${usuarioAvaliacao.avaliacaoId}
          and o.curso_id is not distinct from ${usuarioAvaliacao.cursoId} and o.formacao_id is not distinct from ${usuarioAvaliacao.formacaoId})`,
      cursoTitulo: curso.titulo,
      formacaoTitulo: formacao.titulo,
    })
    .from(usuarioAvaliacao)
    .innerJoin(avaliacao, and(eq(avaliacao.tenantId, usuarioAvaliacao.tenantId), eq(avaliacao.id, usuarioAvaliacao.avaliacaoId)))
    .leftJoin(curso, and(eq(curso.tenantId, usuarioAvaliacao.tenantId), eq(curso.id, usuarioAvaliacao.cursoId)))
    .leftJoin(formacao, and(eq(formacao.tenantId, usuarioAvaliacao.tenantId), eq(formacao.id, usuarioAvaliacao.formacaoId)))
    .where(myAttemptsWhere(tenantId, usuarioId, f))
    .orderBy(desc(usuarioAvaliacao.iniciadoEm), desc(usuarioAvaliacao.id))
    .offset(offset)
    .limit(limit);
  return rows.map((r) => ({ ...r, statuses: r.statuses ?? [] }));
};

// ---------------------------------------------------------------- answers

export const answersOf = (ex: Executor, tenantId: string, attemptId: string): Promise<AnswerRow[]> =>
  ex
    .select()
    .from(usuarioAvaliacaoResposta)
    .where(and(eq(usuarioAvaliacaoResposta.tenantId, tenantId), eq(usuarioAvaliacaoResposta.usuarioAvaliacaoId, attemptId)));

export const findAnswer = async (ex: Executor, tenantId: string, id: string): Promise<AnswerRow | null> =>
  (await ex.select().from(usuarioAvaliacaoResposta).where(and(eq(usuarioAvaliacaoResposta.tenantId, tenantId), eq(usuarioAvaliacaoResposta.id, id))).limit(1))[0] ?? null;

export type NewAnswer = typeof usuarioAvaliacaoResposta.$inferInsert;

/** Inserts an answer; null when the question was already answered in this attempt. */
export const insertAnswer = async (ex: Executor, values: NewAnswer): Promise<AnswerRow | null> =>
  (await ex.insert(usuarioAvaliacaoResposta).values(values).onConflictDoNothing().returning())[0] ?? null;

/** Removes the answers of an attempt (giving up); their files go with them. Answers the storage keys to remove. */
export const deleteAnswers = async (ex: Executor, tenantId: string, attemptId: string): Promise<string[]> => {
  const answerIds = (await answersOf(ex, tenantId, attemptId)).map((a) => a.id);
  if (answerIds.length === 0) return [];
  const keys = (await filesOfAnswers(ex, tenantId, answerIds)).map((f) => f.chave);
  const corrections = await correctionsOf(ex, tenantId, answerIds);
  if (corrections.length) keys.push(...(await filesOfCorrections(ex, tenantId, corrections.map((c) => c.id))).map((f) => f.chave));
  await ex.delete(usuarioAvaliacaoResposta).where(and(eq(usuarioAvaliacaoResposta.tenantId, tenantId), eq(usuarioAvaliacaoResposta.usuarioAvaliacaoId, attemptId)));
  return keys;
};

export const correctionsOf = async (ex: Executor, tenantId: string, answerIds: readonly string[]): Promise<CorrectionRow[]> =>
  answerIds.length === 0 ? [] : ex.select().from(correcaoResposta).where(and(eq(correcaoResposta.tenantId, tenantId), inArray(correcaoResposta.respostaId, [...answerIds])));

// ---------------------------------------------------------------- files

export const filesOfAnswers = async (ex: Executor, tenantId: string, answerIds: readonly string[]): Promise<AnswerFileRow[]> =>
  answerIds.length === 0
    ? []
    : ex
        .select()
        .from(avaliacaoArquivo)
        .where(and(eq(avaliacaoArquivo.tenantId, tenantId), inArray(avaliacaoArquivo.respostaId, [...answerIds])))
        .orderBy(asc(avaliacaoArquivo.criadoEm));

export const filesOfCorrections = async (ex: Executor, tenantId: string, correctionIds: readonly string[]): Promise<AnswerFileRow[]> =>
  correctionIds.length === 0
    ? []
    : ex
        .select()
        .from(avaliacaoArquivo)
        .where(and(eq(avaliacaoArquivo.tenantId, tenantId), inArray(avaliacaoArquivo.correcaoId, [...correctionIds])))
        .orderBy(asc(avaliacaoArquivo.criadoEm));

export const insertFile = async (ex: Executor, values: typeof avaliacaoArquivo.$inferInsert): Promise<AnswerFileRow> =>
  (await ex.insert(avaliacaoArquivo).values(values).returning())[0];

/** A file with the attempt it belongs to (through its answer, or through the correction of an answer). */
export const findFileWithOwner = async (
  ex: Executor,
  tenantId: string,
  fileId: string,
): Promise<{ file: AnswerFileRow; usuarioId: string; avaliacaoId: string } | null> => {
  const file = (await ex.select().from(avaliacaoArquivo).where(and(eq(avaliacaoArquivo.tenantId, tenantId), eq(avaliacaoArquivo.id, fileId))).limit(1))[0];
  if (!file) return null;
  let respostaId = file.respostaId;
  if (!respostaId && file.correcaoId) {
    respostaId = (await ex.select({ id: correcaoResposta.respostaId }).from(correcaoResposta).where(and(eq(correcaoResposta.tenantId, tenantId), eq(correcaoResposta.id, file.correcaoId))))[0]?.id ?? null;
  }
  if (!respostaId) return null;
  const owner = (
    await ex
      .select({ usuarioId: usuarioAvaliacao.usuarioId, avaliacaoId: usuarioAvaliacao.avaliacaoId })
      .from(usuarioAvaliacaoResposta)
      .innerJoin(usuarioAvaliacao, and(eq(usuarioAvaliacao.tenantId, usuarioAvaliacaoResposta.tenantId), eq(usuarioAvaliacao.id, usuarioAvaliacaoResposta.usuarioAvaliacaoId)))
      .where(and(eq(usuarioAvaliacaoResposta.tenantId, tenantId), eq(usuarioAvaliacaoResposta.id, respostaId)))
  )[0];
  return owner ? { file, ...owner } : null;
};

export const isEvaluatorOf = async (ex: Executor, tenantId: string, avaliacaoId: string, usuarioId: string): Promise<boolean> =>
  (
    await ex
      .select({ id: avaliacaoAvaliador.usuarioId })
      .from(avaliacaoAvaliador)
      .where(and(eq(avaliacaoAvaliador.tenantId, tenantId), eq(avaliacaoAvaliador.avaliacaoId, avaliacaoId), eq(avaliacaoAvaliador.usuarioId, usuarioId)))
      .limit(1)
  ).length > 0;

// ---------------------------------------------------------------- progress

export type ProgressValues = { percentual: number; nota: number | null; aprovado: boolean; status: TentativaStatus; tentativas: number };

/** Writes the standing of a person in an assessment in one context (one row per context). */
export const upsertProgress = async (ex: Executor, tenantId: string, usuarioId: string, avaliacaoId: string, c: AttemptContext, v: ProgressValues): Promise<void> => {
  const where = and(
    eq(avaliacaoProgresso.tenantId, tenantId),
    eq(avaliacaoProgresso.usuarioId, usuarioId),
    eq(avaliacaoProgresso.avaliacaoId, avaliacaoId),
    sameContext(avaliacaoProgresso.cursoId, avaliacaoProgresso.formacaoId, c),
  );
  const update = () => ex.update(avaliacaoProgresso).set({ ...v, atualizadoEm: new Date() }).where(where).returning({ id: avaliacaoProgresso.id });
  if ((await update()).length) return;
  const inserted = await ex
    .insert(avaliacaoProgresso)
    .values({ tenantId, usuarioId, avaliacaoId, ...c, ...v })
    .onConflictDoNothing()
    .returning({ id: avaliacaoProgresso.id });
  if (!inserted.length) await update();
};
