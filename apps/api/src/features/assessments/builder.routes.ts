import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  associationsSchema,
  avaliacaoRowSchema,
  avaliacaoSchema,
  avaliadoresRequestSchema,
  avaliadoresResponseSchema,
  listAvaliacoesRequestSchema,
  QUESTION_ATTACHMENT_MAX_MB,
  saveAvaliacaoRequestSchema,
} from '@plataforma/shared/assessments';
import { deleteResponseSchema, pagedSchema, translate, uuidParam } from '@plataforma/shared';
import { ctxOf } from '../../core/auth';
import { attachment } from '../../core/csv';
import type { Deps } from '../../core/deps';
import { send } from '../../core/error-handler';
import { AppError } from '../../core/errors';
import { typed } from '../../core/route';
import { ASSESSMENTS_PERMISSION, createBuilderService } from './builder.service';

const tags = ['avaliacao'];
const needs = { permission: ASSESSMENTS_PERMISSION } as const;
/** A save carries its new question files as base64 (4/3 of their size): room for several attachments at their limit. */
export const SAVE_BODY_LIMIT = 5 * QUESTION_ATTACHMENT_MAX_MB * 1048576;
const fileParams = z.object({ questaoId: z.uuid(), fileId: z.uuid() });
const binary = z.any().describe('the stored file (binary)');

const fieldOf = (details: unknown): string | undefined =>
  typeof details === 'object' && details !== null && typeof (details as { field?: unknown }).field === 'string' ? (details as { field: string }).field : undefined;

/**
 * The assessment builder (3-admin §7 Avaliacao): list, read, create, replace, delete, where it is used, evaluators, and
 * the question files. 'Avaliações' needed, except for a question's file (learners see it while answering).
 */
export const assessmentBuilderRoutes = (deps: Deps) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const builder = createBuilderService(deps);

  // Refusals on one field (a question's file, an evaluator, a category) name it in the notification, as validation does.
  instance.setErrorHandler((error: FastifyError, request, reply) => {
    const field = error instanceof AppError ? fieldOf(error.details) : undefined;
    if (!(error instanceof AppError) || !field) throw error;
    return send(reply, error.status, [{ message: translate(error.key, request.lang, error.params), field }], error.details);
  });

  app.get('/api/v1/Avaliacao', { config: needs, schema: { tags, querystring: listAvaliacoesRequestSchema, response: { 200: pagedSchema(avaliacaoRowSchema) } } }, (req) =>
    builder.list(ctxOf(req), req.query),
  );
  app.get('/api/v1/Avaliacao/:id', { config: needs, schema: { tags, params: uuidParam, response: { 200: avaliacaoSchema } } }, (req) => builder.getOne(ctxOf(req), req.params.id));
  app.post(
    '/api/v1/Avaliacao',
    { config: needs, bodyLimit: SAVE_BODY_LIMIT, schema: { tags, body: saveAvaliacaoRequestSchema, description: 'Creates the assessment (active unless told) with its questions in order.', response: { 201: avaliacaoSchema } } },
    async (req, reply) => reply.status(201).send(await builder.create(ctxOf(req), req.body)),
  );
  app.put(
    '/api/v1/Avaliacao/:id',
    {
      config: needs,
      bodyLimit: SAVE_BODY_LIMIT,
      schema: {
        tags,
        params: uuidParam,
        body: saveAvaliacaoRequestSchema,
        description: 'Replaces every field and the questions in order, keeping question and option ids; answered questions left out are kept as removed.',
        response: { 200: avaliacaoSchema },
      },
    },
    (req) => builder.update(ctxOf(req), req.params.id, req.body),
  );
  app.delete(
    '/api/v1/Avaliacao/:id',
    { config: needs, schema: { tags, params: uuidParam, description: 'Refused (409) while a course or trail holds it or once anyone started it.', response: { 200: deleteResponseSchema } } },
    (req) => builder.remove(ctxOf(req), req.params.id),
  );
  app.get(
    '/api/v1/Avaliacao/:id/associations',
    { config: needs, schema: { tags, params: uuidParam, description: 'Courses and trails holding the assessment as an item.', response: { 200: associationsSchema } } },
    (req) => builder.associations(ctxOf(req), req.params.id),
  );
  app.put(
    '/api/v1/Avaliacao/:id/avaliadores',
    { config: needs, schema: { tags, params: uuidParam, body: avaliadoresRequestSchema, description: 'Replaces the evaluators (active users flagged as evaluators).', response: { 200: avaliadoresResponseSchema } } },
    (req) => builder.setEvaluators(ctxOf(req), req.params.id, req.body.usuariosIds),
  );
  app.get(
    '/api/v1/Avaliacao/questao/:questaoId/arquivo/:fileId',
    {
      schema: { tags, params: fileParams, description: "A question's image or attachment ('Aprendizado', 'Avaliações' or 'Correções de Avaliações').", response: { 200: binary } },
    },
    async (req, reply) => {
      const { file, read } = await builder.questionFile(ctxOf(req), req.params.questaoId, req.params.fileId);
      const disposition = file.tipoMime.startsWith('image/') ? 'inline' : attachment(file.nomeArquivo);
      return reply.header('content-type', file.tipoMime).header('content-disposition', disposition).header('content-length', read.size).header('cache-control', 'private, max-age=300').send(read.stream);
    },
  );
};
