import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  attemptDeadline,
  attemptsAllowed,
  attemptStatus,
  startBlockMessage,
  canSkipAssessment,
  durationSeconds,
  gradeAttempt,
  gradeChoice,
  hasOptions,
  isTimeOver,
  needsCorrection,
  questionsPerAttempt,
  secondsLeft,
  shuffled,
  startBlock,
  uploadSegmentOf,
  type AnswerInput,
  type AnswerResult,
  type AssessmentAttempt,
  type AssessmentContext,
  type AssessmentInfo,
  type AssessmentResult,
  type AttemptReview,
  type NextQuestionResponse,
  type StudentQuestion,
  type UploadSegment,
} from '@plataforma/shared/assessments';
import type { MessageKey, Paged } from '@plataforma/shared';
import { hasPermission } from '@plataforma/shared/permissions';
import type { RequestContext } from '../../core/auth';
import { inSequence, type Tx } from '../../core/db';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { pagedReply, pageWindow } from '../../core/paging';
import { answerFileReply, putAnswerFile, readAnswerFilePart, recordAnswerFile } from './answer-files';
import { guardAssessment, type AssessmentRef } from './assessment-events';
import { buildResult, finishedStatuses, refreshAssessmentProgress, resultWith } from './attempt-progress';
import * as repo from './attempt.repository';
import { ASSESSMENTS_PERMISSION } from './builder.service';
import { questionFileReply } from './question-files';

/** The time ran out: the attempt was finished from the answers sent (the reply carries the result). */
class TimeOver {
  constructor(readonly result: AssessmentResult) {}
}

const attemptNotFound = () => new AppError('avaliacoes.attemptNotFound', 404);
const timeOverError = (result: AssessmentResult) => new AppError('avaliacoes.timeOver', 409, {}, { result });
const bad = (key: MessageKey, params: Record<string, string | number> = {}) => new AppError(key, 400, params);

const refOf = (c: AssessmentContext): AssessmentRef => ({ avaliacaoId: c.avaliacaoId, cursoId: c.cursoId ?? null, formacaoId: c.trilhaId ?? null });
const keyOf = (a: repo.AttemptRow) => ({ tenantId: a.tenantId, usuarioId: a.usuarioId, avaliacaoId: a.avaliacaoId, cursoId: a.cursoId, formacaoId: a.formacaoId });
const rulesOf = (a: repo.AvaliacaoRow) => ({ tipo: a.tipo, canRetry: a.permitirNovaTentativa, maxRetries: a.maxTentativas });

/** The right options of a question (never sent before it is answered, and then only when the assessment shows them). */
const correctIdsOf = (q: repo.QuestaoRow) => q.alternativas.filter((o) => o.correta).map((o) => o.id);

/** A question as the learner sees it: options in the attempt's order, without which are right. */
const studentQuestion = (q: repo.QuestaoRow, order: Record<string, string[]>): StudentQuestion => {
  const ids = order[q.id];
  const options = ids ? ids.map((id) => q.alternativas.find((o) => o.id === id)).filter((o) => o !== undefined) : q.alternativas;
  return {
    id: q.id,
    type: q.tipo,
    statement: q.enunciado,
    scale: q.tipo === 'Escala' ? q.escala : null,
    maxScore: q.pontuacaoMaxima,
    image: questionFileReply(q.id, q.imagem),
    attachment: questionFileReply(q.id, q.anexo),
    options: options.map((o) => ({ id: o.id, text: o.texto })),
    answerType: q.tipo === 'Pratica' ? q.tipoResposta : null,
    uploadKinds: q.tipo === 'Pratica' && q.tipoResposta === 'upload' ? q.tiposUpload : [],
  };
};

/** An answer as its owner sees it: right options only when the assessment displays them, feedback only when the question shows it. */
const answerResult = (
  q: repo.QuestaoRow,
  a: repo.AnswerRow,
  files: repo.AnswerFileRow[],
  displayAnswers: boolean,
  correction: repo.CorrectionRow | null = null,
): AnswerResult => {
  // An essay or practical answer is graded when the evaluator finishes the correction (its score becomes the answer's).
  const pending = needsCorrection(q.tipo) && (a.nota === null || !correction);
  const correct = hasOptions(q.tipo) ? a.correta : needsCorrection(q.tipo) && !pending ? (a.correta ?? (a.nota ?? 0) >= q.pontuacaoMaxima) : null;
  return {
    id: a.id,
    questaoId: q.id,
    status: pending ? 'pending' : 'submitted',
    correct,
    partiallyCorrect: a.parcialmenteCorreta,
    correctAnswers: displayAnswers && hasOptions(q.tipo) ? correctIdsOf(q) : [],
    userAnswers: a.alternativasIds,
    scale: a.escala,
    answerDiscourse: a.texto,
    link: a.link,
    files: files.filter((f) => f.respostaId === a.id).map(answerFileReply),
    hitFeedback: q.exibirFeedback && correct === true ? q.feedbackAcerto : null,
    missFeedback: q.exibirFeedback && correct === false ? q.feedbackErro : null,
    score: pending ? null : a.nota,
  };
};

/** The checked fields of an answer, by question type (400 with the first problem). */
const checkAnswer = (q: repo.QuestaoRow, body: AnswerInput): Omit<repo.NewAnswer, 'tenantId' | 'usuarioAvaliacaoId' | 'questaoId'> => {
  const blank = { alternativasIds: [] as string[], texto: null, escala: null, link: null, tipoResposta: null };
  if (hasOptions(q.tipo)) {
    const chosen = [...new Set(body.alternativasIds)];
    if (chosen.length === 0) throw bad('avaliacoes.answerRequired');
    if (q.tipo !== 'Multipla' && chosen.length > 1) throw bad('avaliacoes.oneOptionOnly');
    if (chosen.some((id) => !q.alternativas.some((o) => o.id === id))) throw bad('avaliacoes.optionInvalid');
    const grade = gradeChoice(q.tipo, q.pontuacaoMaxima, correctIdsOf(q), chosen);
    return { ...blank, alternativasIds: chosen, nota: grade.score, correta: grade.correct, parcialmenteCorreta: grade.partiallyCorrect };
  }
  if (q.tipo === 'Escala') {
    const max = q.escala ?? 0;
    if (body.escala === null || body.escala < 1 || body.escala > max) throw bad('avaliacoes.scaleOutOfRange', { max });
    return { ...blank, escala: body.escala, nota: null, correta: null };
  }
  if (q.tipo === 'Dissertativa') {
    if (!body.texto) throw bad('avaliacoes.answerRequired');
    return { ...blank, texto: body.texto, nota: null, correta: null };
  }
  // Pratica: the answer type is the question's; text and link answers carry them, uploads send files afterwards.
  if (!body.answerType || body.answerType !== q.tipoResposta) throw bad('avaliacoes.answerTypeMismatch');
  if (body.answerType === 'text' && !body.texto) throw bad('avaliacoes.answerRequired');
  if (body.answerType === 'link' && !body.link) throw bad('avaliacoes.answerRequired');
  return { ...blank, tipoResposta: body.answerType, texto: body.texto, link: body.answerType === 'link' ? body.link : null, nota: null, correta: null };
};

export type AttemptService = ReturnType<typeof createAttemptService>;

/**
 * The learner's attempt (2-learner §3, §4 'Assessment flow', §7 Assessments; docs/assessments.md 'Attempt'). The
 * server is the only judge: it shuffles, grades, keeps the clock and decides whether a new attempt may start.
 * `now` is the clock (tests move it).
 */
export const createAttemptService = ({ database, storage, log }: Pick<Deps, 'database' | 'storage' | 'log'>, now: () => Date = () => new Date()) => {
  const discard = (keys: string[]) =>
    Promise.all(keys.map((key) => storage.delete(key).catch((error: unknown) => log.warn({ err: error, key }, 'answer file not removed'))));

  /** The assessment of a context the caller may take: 404 elsewhere; without a course or trail only for 'Avaliações' holders. */
  const reachable = async (tx: Tx, ctx: RequestContext, ref: AssessmentRef, guard: boolean): Promise<repo.AvaliacaoRow> => {
    const avaliacao = await repo.findAvaliacao(tx, ctx.tenantId, ref.avaliacaoId);
    if (!avaliacao) throw new AppError('avaliacoes.notFound', 404);
    if (!ref.cursoId && !ref.formacaoId) {
      if (!hasPermission(ctx.permissions, ASSESSMENTS_PERMISSION)) throw new AppError('avaliacoes.contextRequired', 403);
    } else if (guard) await guardAssessment(tx, ctx, ref);
    return avaliacao;
  };

  /** An attempt just closed: its row as written, the attempts of its context read after it, and whether that completed the course. */
  type Closed = { attempt: repo.AttemptRow; attempts: repo.AttemptWithCount[]; courseCompleted: boolean };

  /** The result of an attempt just closed, from the rows the closing has (nothing read again). */
  const closedResult = (avaliacao: repo.AvaliacaoRow, closed: Closed, timeOver = false): AssessmentResult =>
    buildResult(avaliacao, closed.attempt, closed.attempts, { courseCompleted: closed.courseCompleted, timeOver, now: now() });

  /**
   * Grades an attempt from its answers (unanswered questions score zero) and closes it: status from the rules
   * (PendenteDeCorrecao while an essay or practical answer awaits its correction, score null until then), then the
   * standing is refreshed. `timeOver`: the deadline passed; the attempt ends at its deadline.
   */
  const close = async (tx: Tx, avaliacao: repo.AvaliacaoRow, attempt: repo.AttemptRow, timeOver: boolean): Promise<Closed> => {
    const [questions, answers] = await inSequence(() => repo.questionsByIds(tx, attempt.tenantId, attempt.questoesIds), () => repo.answersOf(tx, attempt.tenantId, attempt.id));
    const graded = attempt.questoesIds.flatMap((id) => {
      const q = questions.find((x) => x.id === id);
      if (!q) return [];
      const a = answers.find((x) => x.questaoId === id);
      const pending = !!a && needsCorrection(q.tipo) && a.nota === null;
      return [{ tipo: q.tipo, maxScore: q.pontuacaoMaxima, answered: !!a, score: a ? a.nota : 0, pending }];
    });
    const grade = gradeAttempt(graded);
    const status = attemptStatus({ tipo: avaliacao.tipo, minimumScore: avaliacao.notaMinima, grade });
    const at = timeOver && attempt.prazo ? attempt.prazo : now();
    const closed = await repo.updateAttempt(tx, attempt.tenantId, attempt.id, {
      status,
      nota: grade.pending ? null : grade.score,
      acertos: grade.hit,
      erros: grade.miss,
      pendentes: grade.pendingCount,
      finalizadoEm: at,
      tempoEsgotado: timeOver,
    });
    const { courseCompleted, attempts } = await refreshAssessmentProgress(tx, keyOf(closed));
    return { attempt: closed, attempts, courseCompleted };
  };

  /** Closes the attempt when its time is over (lazy finishing); answers what the closing has then, else null. */
  const expireIfOver = async (tx: Tx, avaliacao: repo.AvaliacaoRow, attempt: repo.AttemptRow): Promise<Closed | null> =>
    attempt.status !== 'Pendente' || !isTimeOver(attempt.prazo, now()) ? null : close(tx, avaliacao, attempt, true);

  /** Closes the attempt when its time is over (lazy finishing); answers the result then, else null. */
  const closeIfExpired = async (tx: Tx, avaliacao: repo.AvaliacaoRow, attempt: repo.AttemptRow): Promise<AssessmentResult | null> => {
    const closed = await expireIfOver(tx, avaliacao, attempt);
    return closed ? closedResult(avaliacao, closed, true) : null;
  };

  /**
   * The caller's open attempt, locked: another person's (or another tenant's) is not found, a finished one is a
   * conflict, an expired one is finished and answered as TimeOver (committed before the caller throws).
   */
  const openAttempt = async (tx: Tx, ctx: RequestContext, id: string): Promise<{ attempt: repo.AttemptRow; avaliacao: repo.AvaliacaoRow } | TimeOver> => {
    const found = await repo.findAttemptWithAssessment(tx, ctx.tenantId, id);
    if (!found || found.attempt.usuarioId !== ctx.userId) throw attemptNotFound();
    const { attempt, avaliacao } = found;
    if (attempt.status !== 'Pendente') throw new AppError('avaliacoes.attemptClosed', 409);
    if (!avaliacao) throw attemptNotFound();
    const expired = await closeIfExpired(tx, avaliacao, attempt);
    return expired ? new TimeOver(expired) : { attempt, avaliacao };
  };

  /** Runs `fn` in the tenant; a TimeOver it returns becomes the 409 after the finishing was committed. */
  const onOpen = async <T>(ctx: RequestContext, fn: (tx: Tx) => Promise<T | TimeOver>): Promise<T> => {
    const outcome = await database.inTenant(ctx.tenantId, fn);
    if (outcome instanceof TimeOver) throw timeOverError(outcome.result);
    return outcome;
  };

  const attemptReply = (attempt: repo.AttemptRow, answers: readonly { questaoId: string }[], continued: boolean): AssessmentAttempt => {
    const answered = new Set(answers.map((a) => a.questaoId));
    return {
      id: attempt.id,
      continue: continued,
      startTime: attempt.iniciadoEm.toISOString(),
      deadline: attempt.prazo?.toISOString() ?? null,
      secondsLeft: secondsLeft(attempt.prazo, now()),
      questionsAnswered: attempt.questoesIds.filter((id) => answered.has(id)).length,
      totalQuestions: attempt.questoesIds.length,
      questions: attempt.questoesIds.map((id, i) => ({ id, order: i + 1, answered: answered.has(id) })),
    };
  };

  /** Closes the expired open attempts among `attempts` (lazy finishing); answers the context's attempts as they are then. */
  const settle = async (tx: Tx, avaliacao: repo.AvaliacaoRow, attempts: repo.AttemptWithCount[]) => {
    let latest = attempts;
    for (const a of attempts) {
      const closed = await expireIfOver(tx, avaliacao, a);
      // The closing read the context's attempts again after writing: they are the current list.
      if (closed) latest = closed.attempts;
    }
    return latest;
  };

  /** GET basic: the info page; expired open attempts of the context are finished first. */
  const basic = (ctx: RequestContext, c: AssessmentContext): Promise<AssessmentInfo> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const ref = refOf(c);
      const avaliacao = await reachable(tx, ctx, ref, false);
      const attempts = await settle(tx, avaliacao, await repo.attemptsInContext(tx, ctx.tenantId, ctx.userId, ref.avaliacaoId, ref));
      const open = attempts.find((a) => a.status === 'Pendente') ?? null;
      const pool = (await repo.activeQuestions(tx, ctx.tenantId, avaliacao.id)).length;
      const perAttempt = questionsPerAttempt(pool, avaliacao.maxQuestoes);
      const finished = attempts.filter((a) => a.status !== 'Pendente');
      const last = finished[finished.length - 1];
      return {
        id: avaliacao.id,
        title: avaliacao.titulo,
        observation: avaliacao.observacao,
        maxQuestions: open ? open.questoesIds.length : perAttempt,
        duration: avaliacao.exibirCronometro ? durationSeconds(avaliacao.duracao) : null,
        canRetry: avaliacao.permitirNovaTentativa,
        retries: attempts.length,
        maxRetries: attemptsAllowed(rulesOf(avaliacao)),
        score: avaliacao.notaMinima,
        type: avaliacao.tipo,
        displayAnswers: avaliacao.exibirRespostas,
        showTimer: avaliacao.exibirCronometro,
        continue: !!open,
        userTestId: open?.id ?? null,
        totalQuestionsAnswered: open?.answered ?? 0,
        totalQuestionsToAnswer: open ? open.questoesIds.length : perAttempt,
        canSkip: canSkipAssessment(avaliacao.tipo) && attempts.length === 0 && avaliacao.ativo,
        blocked: open ? null : startBlock(rulesOf(avaliacao), finishedStatuses(attempts)),
        lastResult: last ? buildResult(avaliacao, last, attempts, { now: now() }) : null,
        cursoId: ref.cursoId,
        formacaoId: ref.formacaoId,
      };
    });

  /** POST student/start: continues the open attempt of the context, or starts a new one when the rules allow it. */
  const start = (ctx: RequestContext, c: AssessmentContext): Promise<AssessmentAttempt> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const ref = refOf(c);
      const avaliacao = await reachable(tx, ctx, ref, true);
      if (!avaliacao.ativo) throw new AppError('avaliacoes.inactive', 409);
      const attempts = await settle(tx, avaliacao, await repo.attemptsInContext(tx, ctx.tenantId, ctx.userId, ref.avaliacaoId, ref));
      const continued = async (open: repo.AttemptRow) => attemptReply(open, await repo.answersOf(tx, ctx.tenantId, open.id), true);
      const open = attempts.find((a) => a.status === 'Pendente');
      if (open) return continued(open);
      const block = startBlock(rulesOf(avaliacao), finishedStatuses(attempts));
      if (block) throw new AppError(startBlockMessage(block), 409, {}, { blocked: block });
      const pool = await repo.activeQuestions(tx, ctx.tenantId, avaliacao.id);
      if (pool.length === 0) throw new AppError('avaliacoes.malformed', 422);

      const id = randomUUID();
      const ordered = avaliacao.embaralharQuestoes ? shuffled(pool, id) : pool;
      const chosen = ordered.slice(0, questionsPerAttempt(pool.length, avaliacao.maxQuestoes));
      const optionOrder: Record<string, string[]> = {};
      if (avaliacao.embaralharAlternativas) {
        for (const q of chosen) if (q.alternativas.length > 1) optionOrder[q.id] = shuffled(q.alternativas, `${id}:${q.id}`).map((o) => o.id);
      }
      const startedAt = now();
      const inserted = await repo.insertAttempt(tx, {
        id,
        tenantId: ctx.tenantId,
        usuarioId: ctx.userId,
        avaliacaoId: avaliacao.id,
        cursoId: ref.cursoId,
        formacaoId: ref.formacaoId,
        tentativa: attempts.length + 1,
        status: 'Pendente',
        questoesIds: chosen.map((q) => q.id),
        alternativasOrdem: optionOrder,
        iniciadoEm: startedAt,
        prazo: attemptDeadline(startedAt, durationSeconds(avaliacao.duracao), avaliacao.exibirCronometro),
      });
      if (!inserted) {
        // A concurrent start of the same context won: continue its attempt.
        const winner = (await repo.attemptsInContext(tx, ctx.tenantId, ctx.userId, ref.avaliacaoId, ref)).find((a) => a.status === 'Pendente');
        if (!winner) throw new AppError('avaliacoes.attemptNotFound', 409);
        return continued(winner);
      }
      // The context's attempts are the ones read above (none of them open) and the new one, with no answer yet.
      await refreshAssessmentProgress(tx, keyOf(inserted), [...attempts, { ...inserted, answered: 0 }]);
      return attemptReply(inserted, [], false);
    });

  /** GET student/{id}/nextQuestion: the first unanswered question, or question `index` (1-based) with its answer. */
  const nextQuestion = (ctx: RequestContext, id: string, index?: number): Promise<NextQuestionResponse> =>
    onOpen(ctx, async (tx) => {
      const open = await openAttempt(tx, ctx, id);
      if (open instanceof TimeOver) return open;
      const { attempt, avaliacao } = open;
      const answers = await repo.answersOf(tx, ctx.tenantId, attempt.id);
      const total = attempt.questoesIds.length;
      const answeredIds = new Set(answers.map((a) => a.questaoId));
      const done = attempt.questoesIds.every((q) => answeredIds.has(q));
      const position = index ?? attempt.questoesIds.findIndex((q) => !answeredIds.has(q)) + 1;
      const left = secondsLeft(attempt.prazo, now());
      if (position === 0) return { done: true, index: total, total, question: null, answer: null, secondsLeft: left };
      if (position > total) throw new AppError('avaliacoes.questionLoadError', 404);
      const questaoId = attempt.questoesIds[position - 1];
      const [q] = await repo.questionsByIds(tx, ctx.tenantId, [questaoId]);
      if (!q) throw new AppError('avaliacoes.questionLoadError', 404);
      const a = answers.find((x) => x.questaoId === questaoId) ?? null;
      const files = a ? await repo.filesOfAnswers(tx, ctx.tenantId, [a.id]) : [];
      return {
        done,
        index: position,
        total,
        question: studentQuestion(q, attempt.alternativasOrdem),
        answer: a ? answerResult(q, a, files, avaliacao.exibirRespostas) : null,
        secondsLeft: left,
      };
    });

  /** POST student/answer: each question of the attempt once; choice answers are graded at once. */
  const answer = (ctx: RequestContext, body: AnswerInput): Promise<AnswerResult> =>
    onOpen(ctx, async (tx) => {
      const open = await openAttempt(tx, ctx, body.usuarioAvaliacaoId);
      if (open instanceof TimeOver) return open;
      const { attempt, avaliacao } = open;
      // The attempt was opened by a guarded start: what can change since then is checked again in one statement.
      await guardAssessment(tx, ctx, { avaliacaoId: attempt.avaliacaoId, cursoId: attempt.cursoId, formacaoId: attempt.formacaoId }, 'answer');
      if (!attempt.questoesIds.includes(body.questaoId)) throw new AppError('avaliacoes.questionNotInAttempt', 422);
      const [q] = await repo.questionsByIds(tx, ctx.tenantId, [body.questaoId]);
      if (!q) throw new AppError('avaliacoes.questionNotInAttempt', 422);
      const values = checkAnswer(q, body);
      const row = await repo.insertAnswer(tx, { ...values, tenantId: ctx.tenantId, usuarioAvaliacaoId: attempt.id, questaoId: q.id, respondidaEm: now() });
      if (!row) throw new AppError('avaliacoes.alreadyAnswered', 409);
      await refreshAssessmentProgress(tx, keyOf(attempt));
      return answerResult(q, row, [], avaliacao.exibirRespostas);
    });

  /**
   * POST student/{answerId}/answer/{kind}/upload: a file of a practical upload answer, by the attempt's owner while it
   * is open, of a kind the question allows. The checks run before the file is read; the file is stored outside the
   * transaction and recorded after checking again.
   */
  const upload = async (ctx: RequestContext, answerId: string, kind: UploadSegment, request: FastifyRequest) => {
    const { part, input, name } = await readAnswerFilePart(request, kind);
    const check = (tx: Tx) =>
      (async () => {
        const row = await repo.findAnswer(tx, ctx.tenantId, answerId);
        if (!row) throw new AppError('avaliacoes.answerNotFound', 404);
        const attempt = await repo.findAttempt(tx, ctx.tenantId, row.usuarioAvaliacaoId);
        if (!attempt || attempt.usuarioId !== ctx.userId) throw new AppError('avaliacoes.answerNotFound', 404);
        const open = await openAttempt(tx, ctx, attempt.id);
        if (open instanceof TimeOver) return open;
        const [q] = await repo.questionsByIds(tx, ctx.tenantId, [row.questaoId]);
        if (!q || q.tipo !== 'Pratica' || q.tipoResposta !== 'upload' || !q.tiposUpload.some((k) => uploadSegmentOf(k) === kind)) {
          throw new AppError('avaliacoes.uploadKindNotAllowed', 422);
        }
        return row;
      })();
    try {
      await onOpen(ctx, check);
    } catch (error) {
      part.stream.resume();
      throw error;
    }
    const put = await putAnswerFile(storage, { tenantId: ctx.tenantId, respostaId: answerId, kind, file: input, name });
    try {
      const file = await onOpen(ctx, async (tx) => {
        const checked = await check(tx);
        if (checked instanceof TimeOver) return checked;
        return recordAnswerFile(tx, ctx.tenantId, { respostaId: answerId }, put);
      });
      return { file };
    } catch (error) {
      await discard([put.key]);
      throw error;
    }
  };

  /**
   * POST student/{id}/finish: grades and closes the attempt (an already finished one answers its result again). Finishing
   * after the deadline (within the grace for answers in flight) is recorded as time over: the server's clock decides,
   * not the browser.
   */
  const finish = (ctx: RequestContext, id: string): Promise<AssessmentResult> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const found = await repo.findAttemptWithAssessment(tx, ctx.tenantId, id);
      if (!found || found.attempt.usuarioId !== ctx.userId || !found.avaliacao) throw attemptNotFound();
      const { attempt, avaliacao } = found;
      if (attempt.status !== 'Pendente') return resultWith(tx, avaliacao, attempt, { now: now() });
      const expired = await closeIfExpired(tx, avaliacao, attempt);
      if (expired) return expired;
      const late = attempt.prazo !== null && now().getTime() > attempt.prazo.getTime();
      return closedResult(avaliacao, await close(tx, avaliacao, attempt, late), late);
    });

  /** PUT student/{id}/finish/giveup: the answers are discarded and the attempt ends with status Desistencia and score zero. */
  const giveUp = async (ctx: RequestContext, id: string): Promise<AssessmentResult> => {
    let removed: string[] = [];
    const result = await database.inTenant(ctx.tenantId, async (tx) => {
      const open = await openAttempt(tx, ctx, id);
      if (open instanceof TimeOver) return open.result;
      const { attempt, avaliacao } = open;
      removed = await repo.deleteAnswers(tx, ctx.tenantId, attempt.id);
      const graded = (await repo.questionsByIds(tx, ctx.tenantId, attempt.questoesIds)).filter((q) => q.tipo !== 'Escala').length;
      const closed = await repo.updateAttempt(tx, ctx.tenantId, attempt.id, { status: 'Desistencia', nota: 0, acertos: 0, erros: graded, pendentes: 0, finalizadoEm: now() });
      const { courseCompleted, attempts } = await refreshAssessmentProgress(tx, keyOf(attempt));
      return closedResult(avaliacao, { attempt: closed, attempts, courseCompleted });
    });
    await discard(removed);
    return result;
  };

  /** POST student/finish/dontAnswer: reaction and diagnostic assessments may be skipped before any attempt (approved, complete). */
  const dontAnswer = (ctx: RequestContext, c: AssessmentContext): Promise<AssessmentResult> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const ref = refOf(c);
      const avaliacao = await reachable(tx, ctx, ref, true);
      if (!avaliacao.ativo) throw new AppError('avaliacoes.inactive', 409);
      if (!canSkipAssessment(avaliacao.tipo)) throw new AppError('avaliacoes.cannotSkip', 409);
      const attempts = await repo.attemptsInContext(tx, ctx.tenantId, ctx.userId, ref.avaliacaoId, ref);
      const block = startBlock(rulesOf(avaliacao), finishedStatuses(attempts));
      if (block) throw new AppError(startBlockMessage(block), 409, {}, { blocked: block });
      if (attempts.length > 0) throw new AppError('avaliacoes.cannotSkip', 409);
      const at = now();
      const row = await repo.insertAttempt(tx, {
        tenantId: ctx.tenantId,
        usuarioId: ctx.userId,
        avaliacaoId: avaliacao.id,
        cursoId: ref.cursoId,
        formacaoId: ref.formacaoId,
        tentativa: 1,
        status: 'NaoRespondido',
        questoesIds: [],
        iniciadoEm: at,
        finalizadoEm: at,
        nota: null,
      });
      if (!row) throw new AppError('avaliacoes.cannotSkip', 409);
      // The context had no attempt (checked above): the skipped one is its only attempt.
      const refreshed = await refreshAssessmentProgress(tx, keyOf(row), [...attempts, { ...row, answered: 0 }]);
      return buildResult(avaliacao, row, refreshed.attempts, { courseCompleted: refreshed.courseCompleted, now: at });
    });

  /** GET student: the caller's attempts, newest first (expired open attempts are finished first). */
  const mine = (ctx: RequestContext, q: { pageNumber: number; pageSize: number } & repo.MyAttemptsFilter): Promise<Paged<AssessmentResult>> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      for (const { attempt, avaliacao } of await repo.timedOpenAttemptsOf(tx, ctx.tenantId, ctx.userId)) await expireIfOver(tx, avaliacao, attempt);
      const filter = { search: q.search, status: q.status };
      const total = await repo.countMyAttempts(tx, ctx.tenantId, ctx.userId, filter);
      const { page, offset, limit } = pageWindow(q.pageNumber, q.pageSize, total);
      // One statement for the page: each attempt with its assessment, its context's attempt statuses and titles.
      const rows = await repo.listMyAttempts(tx, ctx.tenantId, ctx.userId, filter, offset, limit);
      const named = rows.map((r) => ({
        ...buildResult(r.avaliacao, r.attempt, r.statuses.map((status) => ({ status })), { now: now() }),
        cursoTitulo: r.attempt.cursoId ? r.cursoTitulo : null,
        formacaoTitulo: r.attempt.formacaoId ? r.formacaoTitulo : null,
      }));
      return pagedReply(named, page, q.pageSize, total);
    });

  /** GET student/{id}: the caller's finished attempt with its questions, answers and corrections (an open one is not found). */
  const review = (ctx: RequestContext, id: string): Promise<AttemptReview> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      let attempt = await repo.findAttempt(tx, ctx.tenantId, id);
      if (!attempt || attempt.usuarioId !== ctx.userId) throw attemptNotFound();
      const avaliacao = await repo.findAvaliacao(tx, ctx.tenantId, attempt.avaliacaoId);
      if (!avaliacao) throw attemptNotFound();
      const expired = await expireIfOver(tx, avaliacao, attempt);
      if (expired) attempt = expired.attempt;
      if (attempt.status === 'Pendente') throw attemptNotFound();
      const [questions, answers] = await inSequence(() => repo.questionsByIds(tx, ctx.tenantId, attempt.questoesIds), () => repo.answersOf(tx, ctx.tenantId, attempt.id));
      const answerIds = answers.map((a) => a.id);
      const [files, corrections] = await inSequence(() => repo.filesOfAnswers(tx, ctx.tenantId, answerIds), () => repo.correctionsOf(tx, ctx.tenantId, answerIds));
      const correctionFiles = await repo.filesOfCorrections(
        tx,
        ctx.tenantId,
        corrections.map((c) => c.id),
      );
      const items = attempt.questoesIds.flatMap((qid) => {
        const q = questions.find((x) => x.id === qid);
        if (!q) return [];
        const a = answers.find((x) => x.questaoId === qid) ?? null;
        // Corrections are shown once the evaluator finished (not while the attempt still awaits correction).
        const correction = a && attempt.status !== 'PendenteDeCorrecao' ? (corrections.find((c) => c.respostaId === a.id) ?? null) : null;
        return [
          {
            question: studentQuestion(q, attempt.alternativasOrdem),
            answer: a ? answerResult(q, a, files, avaliacao.exibirRespostas, correction) : null,
            correction: correction
              ? { score: correction.nota, observations: correction.observacoes, files: correctionFiles.filter((f) => f.correcaoId === correction.id).map(answerFileReply) }
              : null,
          },
        ];
      });
      return { result: await resultWith(tx, avaliacao, attempt, { now: now() }), items };
    });

  return { basic, start, nextQuestion, answer, upload, finish, giveUp, dontAnswer, mine, review };
};
