import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  assessmentResultSchema,
  correctionAnswerRequestSchema,
  correctionSchema,
  correctionUploadParamsSchema,
  correctionViewSchema,
  evaluatorItemsParamsSchema,
  evaluatorListQuerySchema,
  evaluatorRowSchema,
  finishCorrectionRequestSchema,
  updateCorrectionRequestSchema,
  uploadResponseSchema,
  UPLOAD_MAX_MB,
} from '@plataforma/shared/assessments';
import { pagedSchema, uuidParam } from '@plataforma/shared';
import { ctxOf } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { typed } from '../../core/route';
import { readAnswerFilePart } from './answer-files';
import { CORRECTIONS_PERMISSION, createCorrectionService } from './correction.service';

const tags = ['avaliacao'];
const config = { permission: CORRECTIONS_PERMISSION } as const;
const limits = Object.entries(UPLOAD_MAX_MB)
  .map(([kind, mb]) => `${kind} ${mb} MB`)
  .join(', ');

/**
 * The evaluator's calls (2-learner §7 Assessments; 3-admin §7 Avaliacao; docs/assessments.md 'Correction'): every one
 * needs 'Correções de Avaliações' and the caller among the evaluators of the attempt's assessment.
 */
export const assessmentCorrectionRoutes = (deps: Deps) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const service = createCorrectionService(deps);

  app.get(
    '/api/v1/Avaliacao/evaluator',
    {
      config,
      schema: {
        tags,
        querystring: evaluatorListQuerySchema,
        description:
          'Attempts of the assessments the caller evaluates, newest finished first. status: pending (awaiting correction, the default), corrected (correction finished) or all (both). Filters avaliacaoId (403 when the caller does not evaluate it) and search (name or e-mail).',
        response: { 200: pagedSchema(evaluatorRowSchema) },
      },
    },
    (req) => service.list(ctxOf(req), req.query),
  );
  app.get(
    '/api/v1/Avaliacao/evaluator/:a/:b/items',
    {
      config,
      schema: {
        tags,
        params: evaluatorItemsParamsSchema,
        description: 'a = the assessment, b = the person: every finished attempt of that person in that assessment (any status but open), newest first.',
        response: { 200: z.array(evaluatorRowSchema) },
      },
    },
    (req) => service.items(ctxOf(req), req.params.a, req.params.b),
  );
  app.get(
    '/api/v1/Avaliacao/evaluator/:id',
    {
      config,
      schema: {
        tags,
        params: uuidParam,
        description:
          "The correction view of a finished attempt: every question asked (right options included) with the person's answer (null fields when unanswered), the automatic score of choice answers and the correction of essay and practical answers.",
        response: { 200: correctionViewSchema },
      },
    },
    (req) => service.view(ctxOf(req), req.params.id),
  );
  app.post(
    '/api/v1/Avaliacao/evaluator/correction-answer',
    {
      config,
      schema: {
        tags,
        body: correctionAnswerRequestSchema,
        description:
          'Corrects an essay or practical answer of an attempt awaiting correction (score 0..the question maxScore); a second call replaces the correction. Choice answers: 422.',
        response: { 200: correctionSchema },
      },
    },
    (req) => service.correct(ctxOf(req), req.body),
  );
  app.put(
    '/api/v1/Avaliacao/evaluator/:id/correction-answer',
    {
      config,
      schema: { tags, params: uuidParam, body: updateCorrectionRequestSchema, description: 'id = the correction: changes its score and observations while the attempt awaits correction.', response: { 200: correctionSchema } },
    },
    (req) => service.update(ctxOf(req), req.params.id, req.body),
  );
  app.post(
    '/api/v1/Avaliacao/evaluator/:id/correction-answer/:type/upload',
    {
      config,
      schema: {
        tags,
        params: correctionUploadParamsSchema,
        consumes: ['multipart/form-data'],
        description: `id = the correction; type Documentos, Audio, Video or Imagens. multipart/form-data: optional text field name, then the file (field file), checked by its content; at most ${limits}.`,
        response: { 200: uploadResponseSchema },
      },
    },
    async (req) => ({ file: await service.upload(ctxOf(req), req.params.id, req.params.type, () => readAnswerFilePart(req, req.params.type)) }),
  );
  app.post(
    '/api/v1/Avaliacao/evaluator/:id/finish-correction',
    {
      config,
      schema: {
        tags,
        params: uuidParam,
        body: finishCorrectionRequestSchema,
        description:
          "id = the attempt. Needs every essay and practical answer corrected (409 with count otherwise); releases the grade (Aprovado / Reprovado), completes the course item when approved and e-mails the person. Replies the attempt's result.",
        response: { 200: assessmentResultSchema },
      },
    },
    (req) => service.finish(ctxOf(req), req.params.id, req.body),
  );
};
