import {
  attemptsAllowed,
  isApprovedStatus,
  isFinalStatus,
  itemProgress,
  minutesBetween,
  startBlock,
  type AssessmentResult,
  type TentativaStatus,
} from '@plataforma/shared/assessments';
import type { Tx } from '../../core/db';
import { AppError } from '../../core/errors';
import { emitAssessmentProgress } from './assessment-events';
import * as repo from './attempt.repository';

/** Who and where: the person's standing in one assessment in one context (docs/assessments.md 'Attempt'). */
export type ProgressKey = { tenantId: string; usuarioId: string; avaliacaoId: string; cursoId: string | null; formacaoId: string | null };

/** Statuses with a final grade: the best of them is the standing's score (a give-up that settles the item counts as zero). */
const scoreOf = (a: repo.AttemptRow, attemptsLeft: boolean): number | null => {
  if (a.status === 'Desistencia') return attemptsLeft ? null : 0;
  if (a.status === 'Aprovado' || a.status === 'Reprovado') return a.nota ?? 0;
  return null;
};

/** Attempts that are over (every status but the open one) count for startBlock. */
export const finishedStatuses = (attempts: readonly { status: TentativaStatus }[]): TentativaStatus[] =>
  attempts.filter((a) => a.status !== 'Pendente').map((a) => a.status);

/**
 * Recomputes the avaliacao_progresso row of a person in an assessment and context from every attempt there
 * (percentual = rules.itemProgress, nota = best final score, aprovado = any approved status, status = the latest
 * attempt's, tentativas = attempts), writes it and tells the listeners (the classroom roll-up). Answers whether the
 * change completed the enclosing course or trail, and the attempts it counted. Called by the attempt and correction
 * services in their transaction. `known`: the context's attempts as the caller has them after its change (read in
 * this transaction, oldest first, answers counted), else they are read here.
 */
export const refreshAssessmentProgress = async (
  tx: Tx,
  key: ProgressKey,
  known?: readonly repo.AttemptWithCount[],
): Promise<{ courseCompleted: boolean; attempts: repo.AttemptWithCount[] }> => {
  const context = { cursoId: key.cursoId, formacaoId: key.formacaoId };
  const attempts = known ? [...known] : await repo.attemptsInContext(tx, key.tenantId, key.usuarioId, key.avaliacaoId, context);
  if (attempts.length === 0) return { courseCompleted: false, attempts };
  const allowed = attemptsAllowed(await repo.retryRulesOf(tx, key.tenantId, key.avaliacaoId));
  const percentual = itemProgress(
    attempts.map((a) => ({ status: a.status, answered: a.answered, total: a.questoesIds.length })),
    allowed,
  );
  const scores = attempts.map((a, i) => scoreOf(a, i + 1 < allowed)).filter((s): s is number => s !== null);
  const nota = scores.length ? Math.max(...scores) : null;
  const aprovado = attempts.some((a) => isApprovedStatus(a.status));
  const latest = attempts[attempts.length - 1];
  await repo.upsertProgress(tx, key.tenantId, key.usuarioId, key.avaliacaoId, context, { percentual, nota, aprovado, status: latest.status, tentativas: attempts.length });
  const { courseCompleted } = await emitAssessmentProgress(tx, { ...key, percentual, nota, aprovado });
  return { courseCompleted, attempts };
};

/** What the caller adds to a result: whether the course was completed now, and whether the time ran out now. */
export type ResultExtra = { courseCompleted?: boolean; timeOver?: boolean; now?: Date };

/**
 * The result of an attempt (assessmentResultSchema): its grade and status, the attempts used in its context and
 * whether a new one may start. 404 'avaliacoes.attemptNotFound' when the attempt is not in the tenant.
 */
export const resultOf = async (tx: Tx, tenantId: string, attemptId: string, extra: ResultExtra = {}): Promise<AssessmentResult> => {
  const attempt = await repo.findAttempt(tx, tenantId, attemptId);
  if (!attempt) throw new AppError('avaliacoes.attemptNotFound', 404);
  const avaliacao = await repo.findAvaliacao(tx, tenantId, attempt.avaliacaoId);
  if (!avaliacao) throw new AppError('avaliacoes.attemptNotFound', 404);
  return resultWith(tx, avaliacao, attempt, extra);
};

/** The result of an attempt and its assessment already read: the attempts of its context are read. */
export const resultWith = async (tx: Tx, avaliacao: repo.AvaliacaoRow, attempt: repo.AttemptRow, extra: ResultExtra = {}): Promise<AssessmentResult> => {
  const attempts = await repo.attemptsInContext(tx, attempt.tenantId, attempt.usuarioId, attempt.avaliacaoId, { cursoId: attempt.cursoId, formacaoId: attempt.formacaoId });
  return buildResult(avaliacao, attempt, attempts, extra);
};

/** The result from rows already read (lists build many at once). */
export const buildResult = (avaliacao: repo.AvaliacaoRow, attempt: repo.AttemptRow, attempts: readonly { status: TentativaStatus }[], extra: ResultExtra = {}): AssessmentResult => {
  const rules = { tipo: avaliacao.tipo, canRetry: avaliacao.permitirNovaTentativa, maxRetries: avaliacao.maxTentativas };
  const open = attempts.some((a) => a.status === 'Pendente');
  return {
    userTestId: attempt.id,
    avaliacaoId: avaliacao.id,
    title: avaliacao.titulo,
    completed: attempt.finalizadoEm !== null || isFinalStatus(attempt.status),
    retries: attempts.length,
    attempt: attempt.tentativa,
    maxRetries: attemptsAllowed(rules),
    date: (attempt.finalizadoEm ?? attempt.iniciadoEm).toISOString(),
    score: attempt.nota,
    minimumScore: avaliacao.notaMinima,
    duration: minutesBetween(attempt.iniciadoEm, attempt.finalizadoEm ?? extra.now ?? new Date()),
    approved: isApprovedStatus(attempt.status),
    hit: attempt.acertos ?? 0,
    miss: attempt.erros ?? 0,
    pending: attempt.pendentes,
    status: attempt.status,
    timeOver: attempt.tempoEsgotado || !!extra.timeOver,
    courseCompleted: !!extra.courseCompleted,
    cursoId: attempt.cursoId,
    formacaoId: attempt.formacaoId,
    finalConsiderations: attempt.consideracoesFinais,
    canRetry: !open && startBlock(rules, finishedStatuses(attempts)) === null,
  };
};
