import type { FastifyInstance } from 'fastify';
import {
  answerRequestSchema,
  answerResultSchema,
  assessmentAttemptSchema,
  assessmentContextSchema,
  assessmentInfoSchema,
  assessmentResultSchema,
  attemptReviewSchema,
  dontAnswerRequestSchema,
  myAssessmentsQuerySchema,
  nextQuestionQuerySchema,
  nextQuestionResponseSchema,
  UPLOAD_MAX_MB,
  uploadParamsSchema,
  uploadResponseSchema,
  UPLOAD_SEGMENTS,
} from '@plataforma/shared/assessments';
import { pagedSchema, uuidParam } from '@plataforma/shared';
import { ctxOf } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { typed } from '../../core/route';
import { answerFileRoutes } from './answer-files';
import { createAttemptService } from './attempt.service';

const tags = ['avaliacao'];
/** The learner's side: 'Aprendizado' for every call. */
const config = { permission: 'Aprendizado' as const };
const limits = Object.entries(UPLOAD_MAX_MB)
  .map(([kind, mb]) => `${kind} ${mb} MB`)
  .join(', ');

/** The learner's attempt (2-learner §7 Assessments; docs/assessments.md 'Attempt') and the answer files. */
export const attemptRoutes = (deps: Deps) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const service = createAttemptService(deps);
  await instance.register(answerFileRoutes(deps));

  app.get(
    '/api/v1/Avaliacao/basic',
    {
      config,
      schema: {
        tags,
        querystring: assessmentContextSchema,
        description:
          "The assessment's info page for the caller in a course/trail context (trilhaId = the trail). Without a context only for 'Avaliações' holders (a preview; else 403 'avaliacoes.contextRequired'). An open attempt whose time is over is finished first (lazy finishing).",
        response: { 200: assessmentInfoSchema },
      },
    },
    (req) => service.basic(ctxOf(req), req.query),
  );
  app.post(
    '/api/v1/Avaliacao/student/start',
    {
      config,
      schema: {
        tags,
        body: assessmentContextSchema,
        description:
          "Continues the caller's open attempt of the context (continue true) or starts a new one: questions shuffled and cut to maxQuestions, options shuffled, deadline from the duration. 409 'avaliacoes.inactive', 409 'avaliacoes.blocked<Approved|Exhausted|PendingCorrection|ReactionDone|Skipped>'.",
        response: { 200: assessmentAttemptSchema },
      },
    },
    (req) => service.start(ctxOf(req), req.body),
  );
  app.get(
    '/api/v1/Avaliacao/student',
    {
      config,
      schema: {
        tags,
        querystring: myAssessmentsQuerySchema,
        description: "The caller's attempts, newest first (Minhas Avaliações). Expired open attempts are finished first.",
        response: { 200: pagedSchema(assessmentResultSchema) },
      },
    },
    (req) => service.mine(ctxOf(req), req.query),
  );
  app.get(
    '/api/v1/Avaliacao/student/:id/nextQuestion',
    {
      config,
      schema: {
        tags,
        params: uuidParam,
        querystring: nextQuestionQuerySchema,
        description:
          "The first unanswered question of the caller's open attempt, or question `index` (1-based) with its answer; done=true when every question is answered. Never which options are right. 409 'avaliacoes.timeOver' (details.result) when the time ran out.",
        response: { 200: nextQuestionResponseSchema },
      },
    },
    (req) => service.nextQuestion(ctxOf(req), req.params.id, req.query.index),
  );
  app.post(
    '/api/v1/Avaliacao/student/answer',
    {
      config,
      schema: {
        tags,
        body: answerRequestSchema,
        description:
          "Answers one question of the caller's open attempt, once (409 'avaliacoes.alreadyAnswered'; 422 'avaliacoes.questionNotInAttempt'). Choice questions are graded at once; right options only when the assessment displays answers. 409 'avaliacoes.timeOver' (details.result) when the time ran out.",
        response: { 200: answerResultSchema },
      },
    },
    (req) => service.answer(ctxOf(req), req.body),
  );
  // One route per kind (the spec's paths name the kind: Documentos, Audio, Video, Imagens).
  for (const kind of UPLOAD_SEGMENTS) {
    app.post(
      `/api/v1/Avaliacao/student/:answerId/answer/${kind}/upload`,
      {
        config,
        schema: {
          tags,
          params: uploadParamsSchema.pick({ answerId: true }),
          consumes: ['multipart/form-data'],
          description: `A ${kind} file of a practical upload answer (multipart: optional field name, then file), by the attempt's owner while it is open, of a kind the question allows (422 'avaliacoes.uploadKindNotAllowed'). The type is read from the bytes (415 'avaliacoes.fileInvalid'); sizes: ${limits}.`,
          response: { 200: uploadResponseSchema },
        },
      },
      (req) => service.upload(ctxOf(req), req.params.answerId, kind, req),
    );
  }
  app.post(
    '/api/v1/Avaliacao/student/:id/finish',
    {
      config,
      schema: {
        tags,
        params: uuidParam,
        description:
          'Grades and closes the attempt (unanswered questions score zero; PendenteDeCorrecao while an essay or practical answer awaits correction). After the deadline the result has timeOver true. A finished attempt answers its result again.',
        response: { 200: assessmentResultSchema },
      },
    },
    (req) => service.finish(ctxOf(req), req.params.id),
  );
  app.put(
    '/api/v1/Avaliacao/student/:id/finish/giveup',
    {
      config,
      schema: { tags, params: uuidParam, description: 'Gives up the open attempt: its answers are discarded, status Desistencia, score 0.', response: { 200: assessmentResultSchema } },
    },
    (req) => service.giveUp(ctxOf(req), req.params.id),
  );
  app.post(
    '/api/v1/Avaliacao/student/finish/dontAnswer',
    {
      config,
      schema: {
        tags,
        body: dontAnswerRequestSchema,
        description:
          "Skips a reaction or diagnostic assessment before any attempt (status NaoRespondido: the item is complete and approved). 409 'avaliacoes.cannotSkip' or 'avaliacoes.blocked*'.",
        response: { 200: assessmentResultSchema },
      },
    },
    (req) => service.dontAnswer(ctxOf(req), req.body),
  );
  app.get(
    '/api/v1/Avaliacao/student/:id',
    {
      config,
      schema: {
        tags,
        params: uuidParam,
        description: "The caller's finished attempt with its questions, answers and corrections (review). Right options only when the assessment displays answers.",
        response: { 200: attemptReviewSchema },
      },
    },
    (req) => service.review(ctxOf(req), req.params.id),
  );
};
