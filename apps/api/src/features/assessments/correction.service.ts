import {
  attemptStatus,
  gradeAttempt,
  isApprovedStatus,
  isValidCorrectionScore,
  minutesBetween,
  needsCorrection,
  type AnswerFile,
  type AssessmentResult,
  type Correction,
  type CorrectionAnswer,
  type CorrectionView,
  type EvaluatorRow,
  type GradedQuestion,
  type UploadSegment,
  type correctionAnswerRequestSchema,
  type evaluatorListQuerySchema,
  type finishCorrectionRequestSchema,
  type updateCorrectionRequestSchema,
} from '@plataforma/shared/assessments';
import { isLanguage, type Paged } from '@plataforma/shared';
import type { z } from 'zod';
import type { RequestContext } from '../../core/auth';
import type { Tx } from '../../core/db';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { MAIL_QUEUE } from '../../core/mail';
import { pageWindow, pagedReply } from '../../core/paging';
import { emitCorrectionReleased } from './assessment-events';
import { answerFileReply, putAnswerFile, recordAnswerFile, type UploadInput } from './answer-files';
import { refreshAssessmentProgress, resultOf } from './attempt-progress';
import * as attempts from './attempt.repository';
import { correctedMail } from './correction.mail';
import * as repo from './correction.repository';
import { questionReply } from './question-files';

/** The functionality of the evaluators' screens and calls. */
export const CORRECTIONS_PERMISSION = 'Correções de Avaliações';

type ListQuery = z.output<typeof evaluatorListQuerySchema>;
type CorrectionInput = z.output<typeof correctionAnswerRequestSchema>;
type UpdateInput = z.output<typeof updateCorrectionRequestSchema>;
type FinishInput = z.output<typeof finishCorrectionRequestSchema>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The files of answers or corrections grouped by their owner's id. */
const filesByOwner = (rows: attempts.AnswerFileRow[], owner: 'respostaId' | 'correcaoId'): Map<string, AnswerFile[]> => {
  const map = new Map<string, AnswerFile[]>();
  for (const row of rows) {
    const id = row[owner];
    if (id) map.set(id, [...(map.get(id) ?? []), answerFileReply(row)]);
  }
  return map;
};

/** What an upload call received: the file (still streaming) and its optional display name. */
export type ReceivedUpload = { input: UploadInput; name: string | null };

const rowReply = (r: repo.EvaluatorRowData): EvaluatorRow => ({
  id: r.id,
  avaliacaoId: r.avaliacaoId,
  title: r.title,
  usuarioId: r.usuarioId,
  userName: r.userName,
  userEmail: r.userEmail,
  finishedAt: iso(r.finalizadoEm),
  status: r.status,
  pendingAnswers: Number(r.pendingAnswers),
  score: r.nota,
  cursoTitulo: r.cursoTitulo,
  formacaoTitulo: r.formacaoTitulo,
});

/**
 * The evaluator's correction (2-learner §3 'Correction view', §4 'Evaluator correction'; 3-admin §4 'Assessment
 * correction', §7 Avaliacao evaluator calls; docs/assessments.md 'Correction'). Every call needs 'Correções de
 * Avaliações' (the route) and the caller among the assessment's evaluators (403 'avaliacoes.notEvaluator'). Essay and
 * practical answers get one correction each while the attempt awaits correction; finishing releases the grade.
 */
export const createCorrectionService = (deps: Deps) => {
  const { database } = deps;

  const assertEvaluator = async (tx: Tx, ctx: RequestContext, avaliacaoId: string) => {
    if (!(await attempts.isEvaluatorOf(tx, ctx.tenantId, avaliacaoId, ctx.userId))) throw new AppError('avaliacoes.notEvaluator', 403);
  };

  /** The assessment of the tenant the caller evaluates (404 / 403). */
  const evaluatedAssessment = async (tx: Tx, ctx: RequestContext, avaliacaoId: string) => {
    const avaliacao = await attempts.findAvaliacao(tx, ctx.tenantId, avaliacaoId);
    if (!avaliacao) throw new AppError('avaliacoes.notFound', 404);
    await assertEvaluator(tx, ctx, avaliacaoId);
    return avaliacao;
  };

  // ---------------------------------------------------------------- lists

  /** GET evaluator: attempts of the assessments the caller evaluates, newest finished first. */
  const list = (ctx: RequestContext, query: ListQuery): Promise<Paged<EvaluatorRow>> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      if (query.avaliacaoId) await evaluatedAssessment(tx, ctx, query.avaliacaoId);
      const filters = { status: query.status, avaliacaoId: query.avaliacaoId, search: query.search || undefined };
      const total = await repo.countEvaluatorRows(tx, ctx.tenantId, ctx.userId, filters);
      const { page, offset, limit } = pageWindow(query.pageNumber, query.pageSize, total);
      const rows = total === 0 ? [] : await repo.listEvaluatorRows(tx, ctx.tenantId, ctx.userId, filters, offset, limit);
      return pagedReply(rows.map(rowReply), page, query.pageSize, total);
    });

  /** GET evaluator/{avaliacaoId}/{usuarioId}/items: every finished attempt of that person in that assessment. */
  const items = (ctx: RequestContext, avaliacaoId: string, usuarioId: string): Promise<EvaluatorRow[]> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      await evaluatedAssessment(tx, ctx, avaliacaoId);
      if (!(await repo.userExists(tx, ctx.tenantId, usuarioId))) throw new AppError('users.notFound', 404);
      return (await repo.personAttemptRows(tx, ctx.tenantId, avaliacaoId, usuarioId)).map(rowReply);
    });

  // ---------------------------------------------------------------- the correction view

  const correctionReply = (c: repo.CorrectionRow, files: AnswerFile[]): Correction => ({
    id: c.id,
    userAssessmentResponseId: c.respostaId,
    score: c.nota,
    observations: c.observacoes,
    files,
    evaluatorName: c.evaluatorName,
    correctedAt: c.atualizadoEm.toISOString(),
  });

  /** Questions, answers, corrections and files of an attempt, in the attempt's order (deleted questions skipped). */
  const attemptContent = async (tx: Tx, tenantId: string, attempt: attempts.AttemptRow) => {
    const questions = new Map((await attempts.questionsByIds(tx, tenantId, attempt.questoesIds)).map((q) => [q.id, q]));
    const answers = new Map((await attempts.answersOf(tx, tenantId, attempt.id)).map((a) => [a.questaoId, a]));
    const answerIds = [...answers.values()].map((a) => a.id);
    const corrections = new Map((await repo.correctionsWithEvaluator(tx, tenantId, answerIds)).map((c) => [c.respostaId, c]));
    const ordered = attempt.questoesIds.flatMap((id) => {
      const question = questions.get(id);
      return question ? [{ question, answer: answers.get(id) ?? null, correction: answers.has(id) ? (corrections.get(answers.get(id)!.id) ?? null) : null }] : [];
    });
    return { ordered, answerIds, correctionIds: [...corrections.values()].map((c) => c.id) };
  };

  /** GET evaluator/{id}: the attempt with every question (right options included), answer and correction. */
  const view = (ctx: RequestContext, attemptId: string): Promise<CorrectionView> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const found = await repo.findAttemptWithPerson(tx, ctx.tenantId, attemptId);
      if (!found) throw new AppError('avaliacoes.attemptNotFound', 404);
      await assertEvaluator(tx, ctx, found.attempt.avaliacaoId);
      const { attempt } = found;
      // An open attempt is the learner's until they finish it.
      if (attempt.status === 'Pendente') throw new AppError('avaliacoes.attemptNotFound', 404);
      const { ordered, answerIds, correctionIds } = await attemptContent(tx, ctx.tenantId, attempt);
      const answerFiles = filesByOwner(await attempts.filesOfAnswers(tx, ctx.tenantId, answerIds), 'respostaId');
      const correctionFiles = filesByOwner(await attempts.filesOfCorrections(tx, ctx.tenantId, correctionIds), 'correcaoId');
      const answers: CorrectionAnswer[] = ordered.map(({ question, answer, correction }) => {
        const manual = needsCorrection(question.tipo);
        return {
          id: answer?.id ?? '',
          question: questionReply(question),
          status: manual && answer && !correction ? 'pending' : 'submitted',
          userAnswers: answer?.alternativasIds ?? [],
          answerDiscourse: answer?.texto ?? null,
          link: answer?.link ?? null,
          scale: answer?.escala ?? null,
          files: answer ? (answerFiles.get(answer.id) ?? []) : [],
          score: !answer ? null : manual ? (correction?.nota ?? null) : answer.nota,
          needsCorrection: manual && answer !== null,
          correction: correction ? correctionReply(correction, correctionFiles.get(correction.id) ?? []) : null,
        };
      });
      return {
        id: attempt.id,
        avaliacaoId: attempt.avaliacaoId,
        title: found.titulo,
        timeSpent: minutesBetween(attempt.iniciadoEm, attempt.finalizadoEm ?? new Date()),
        score: attempt.nota,
        minimumScore: found.notaMinima,
        answers,
        finalConsiderations: attempt.consideracoesFinais,
        status: attempt.status,
        usuarioId: attempt.usuarioId,
        userName: found.userName,
        userEmail: found.userEmail,
        finishedAt: iso(attempt.finalizadoEm),
      };
    });

  // ---------------------------------------------------------------- corrections

  /**
   * The answer an evaluator may correct now: of the tenant (404), of an assessment the caller evaluates (403), an essay
   * or practical answer (422), of an attempt awaiting correction (409; the attempt is locked until the commit so a
   * finish cannot interleave).
   */
  const correctableAnswer = async (tx: Tx, ctx: RequestContext, respostaId: string, missing: 'avaliacoes.answerNotFound' | 'avaliacoes.correctionNotFound') => {
    const found = await repo.findAnswerInAttempt(tx, ctx.tenantId, respostaId);
    if (!found) throw new AppError(missing, 404);
    await assertEvaluator(tx, ctx, found.avaliacaoId);
    const attempt = await attempts.findAttempt(tx, ctx.tenantId, found.attemptId, true);
    if (attempt?.status !== 'PendenteDeCorrecao') throw new AppError('avaliacoes.notPendingCorrection', 409);
    if (!needsCorrection(found.questao.tipo)) throw new AppError('avaliacoes.noCorrectionNeeded', 422);
    return found;
  };

  /** The stored correction of an answer as replies show it. */
  const correctionOf = async (tx: Tx, tenantId: string, respostaId: string): Promise<Correction> => {
    const [correction] = await repo.correctionsWithEvaluator(tx, tenantId, [respostaId]);
    if (!correction) throw new AppError('avaliacoes.correctionNotFound', 404);
    const files = (await attempts.filesOfCorrections(tx, tenantId, [correction.id])).map(answerFileReply);
    return correctionReply(correction, files);
  };

  const save = async (tx: Tx, ctx: RequestContext, respostaId: string, input: UpdateInput, missing: 'avaliacoes.answerNotFound' | 'avaliacoes.correctionNotFound') => {
    const found = await correctableAnswer(tx, ctx, respostaId, missing);
    const max = found.questao.pontuacaoMaxima;
    if (!isValidCorrectionScore(input.score, max)) throw new AppError('avaliacoes.correctionScoreRange', 400, { max });
    await repo.upsertCorrection(tx, ctx.tenantId, { respostaId, avaliadorId: ctx.userId, nota: input.score, observacoes: input.observations });
    return correctionOf(tx, ctx.tenantId, respostaId);
  };

  /** POST evaluator/correction-answer: corrects an answer (a second call replaces the correction). */
  const correct = (ctx: RequestContext, input: CorrectionInput): Promise<Correction> =>
    database.inTenant(ctx.tenantId, (tx) => save(tx, ctx, input.userAssessmentResponseId, input, 'avaliacoes.answerNotFound'));

  /** The answer a correction of the tenant belongs to (404 'avaliacoes.correctionNotFound'). */
  const answerOfCorrection = async (tx: Tx, tenantId: string, correcaoId: string) => {
    const respostaId = await repo.answerIdOfCorrection(tx, tenantId, correcaoId);
    if (!respostaId) throw new AppError('avaliacoes.correctionNotFound', 404);
    return respostaId;
  };

  /** PUT evaluator/{id}/correction-answer (id = the correction). */
  const update = (ctx: RequestContext, correcaoId: string, input: UpdateInput): Promise<Correction> =>
    database.inTenant(ctx.tenantId, async (tx) => save(tx, ctx, await answerOfCorrection(tx, ctx.tenantId, correcaoId), input, 'avaliacoes.correctionNotFound'));

  /**
   * POST evaluator/{id}/correction-answer/{type}/upload (id = the correction): a file of the evaluator's. The access is
   * checked first, the file is stored outside any transaction (it may be large), then recorded after checking again
   * that the attempt still awaits correction (else the stored file is removed).
   */
  const upload = async (ctx: RequestContext, correcaoId: string, kind: UploadSegment, receive: () => Promise<ReceivedUpload>): Promise<AnswerFile> => {
    const check = (tx: Tx) => answerOfCorrection(tx, ctx.tenantId, correcaoId).then((respostaId) => correctableAnswer(tx, ctx, respostaId, 'avaliacoes.correctionNotFound'));
    await database.inTenant(ctx.tenantId, check);
    const { input, name } = await receive();
    const put = await putAnswerFile(deps.storage, { tenantId: ctx.tenantId, correcaoId, kind, file: input, name });
    try {
      return await database.inTenant(ctx.tenantId, async (tx) => {
        await check(tx);
        return recordAnswerFile(tx, ctx.tenantId, { correcaoId }, put);
      });
    } catch (error) {
      await deps.storage.delete(put.key).catch(() => undefined);
      throw error;
    }
  };

  // ---------------------------------------------------------------- finishing

  /**
   * POST evaluator/{id}/finish-correction (id = the attempt): every essay and practical answer must have its correction
   * (409 'avaliacoes.correctionPending' {count}); the corrections' scores become the answers' grades, the attempt is
   * graded (Aprovado / Reprovado), the standing refreshed (the grade is released and the course item completed through
   * the listeners), and the person is told by e-mail after the commit.
   */
  const finish = async (ctx: RequestContext, attemptId: string, input: FinishInput): Promise<AssessmentResult> => {
    const { result, notice } = await database.inTenant(ctx.tenantId, async (tx) => {
      const found = await repo.findAttemptWithPerson(tx, ctx.tenantId, attemptId, true);
      if (!found) throw new AppError('avaliacoes.attemptNotFound', 404);
      await assertEvaluator(tx, ctx, found.attempt.avaliacaoId);
      const { attempt } = found;
      if (attempt.status !== 'PendenteDeCorrecao') throw new AppError('avaliacoes.notPendingCorrection', 409);
      const { ordered } = await attemptContent(tx, ctx.tenantId, attempt);
      const uncorrected = ordered.filter((o) => o.answer && needsCorrection(o.question.tipo) && !o.correction).length;
      if (uncorrected > 0) throw new AppError('avaliacoes.correctionPending', 409, { count: uncorrected });

      const graded: GradedQuestion[] = [];
      for (const { question, answer, correction } of ordered) {
        const maxScore = question.pontuacaoMaxima;
        let score = answer?.nota ?? null;
        if (answer && correction) {
          score = correction.nota;
          await repo.gradeAnswer(tx, ctx.tenantId, answer.id, { nota: score, correta: score >= maxScore, parcialmenteCorreta: score > 0 && score < maxScore });
        }
        graded.push({ tipo: question.tipo, maxScore, answered: answer !== null, score, pending: false });
      }
      const grade = gradeAttempt(graded);
      const status = attemptStatus({ tipo: found.tipo, minimumScore: found.notaMinima, grade });
      await attempts.updateAttempt(tx, ctx.tenantId, attempt.id, {
        status,
        nota: grade.score,
        acertos: grade.hit,
        erros: grade.miss,
        pendentes: grade.pendingCount,
        consideracoesFinais: input.finalConsiderations,
        corrigidoPorId: ctx.userId,
        corrigidoEm: new Date(),
      });
      const { courseCompleted } = await refreshAssessmentProgress(tx, {
        tenantId: ctx.tenantId,
        usuarioId: attempt.usuarioId,
        avaliacaoId: attempt.avaliacaoId,
        cursoId: attempt.cursoId,
        formacaoId: attempt.formacaoId,
      });
      await emitCorrectionReleased(tx, {
        tenantId: ctx.tenantId,
        usuarioId: attempt.usuarioId,
        tentativaId: attempt.id,
        avaliacaoId: attempt.avaliacaoId,
        titulo: found.titulo,
        aprovado: isApprovedStatus(status),
        nota: grade.score,
      });
      return {
        result: await resultOf(tx, ctx.tenantId, attempt.id, { courseCompleted }),
        notice: { to: found.userEmail, name: found.userName, title: found.titulo, status, score: grade.score, lang: isLanguage(found.userLanguage) ? found.userLanguage : ('pt' as const) },
      };
    });
    const message = correctedMail({ ...notice, link: `${deps.config.publicUrl}/gestao/minhas-avaliacoes/${attemptId}` });
    await deps.jobs.send(MAIL_QUEUE, message).catch((err: unknown) => deps.log.error({ err, to: notice.to }, 'correction e-mail not queued'));
    return result;
  };

  return { list, items, view, correct, update, upload, finish };
};

export type CorrectionService = ReturnType<typeof createCorrectionService>;
