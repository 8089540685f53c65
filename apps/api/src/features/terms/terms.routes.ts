import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  exportTermsRequestSchema,
  listTermsRequestSchema,
  listTermsResponseSchema,
  termDecisionParamsSchema,
  termDecisionResponseSchema,
  termInputSchema,
  termSchema,
  updateTermResponseSchema,
} from '@plataforma/shared/terms';
import { deleteResponseSchema, uuidParam } from '@plataforma/shared';
import { ctxOf } from '../../core/auth';
import { attachment } from '../../core/csv';
import type { Deps } from '../../core/deps';
import { typed } from '../../core/route';
import { createTermsService } from './terms.service';

const tags = ['termoDeUso'];

/** Reading is open to every signed-in person (pickers, acceptance dialogs); changes and the export need 'Termos de Uso'. */
export const termsRoutes = (deps: Deps) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const terms = createTermsService(deps);
  const manage = { permission: 'Termos de Uso' };

  app.get(
    '/api/v1/termoDeUso/csv',
    { config: manage, schema: { tags, querystring: exportTermsRequestSchema, response: { 200: z.string().describe('text/csv; ";" separated, UTF-8') } } },
    async (req, reply) => {
      const { fileName, content } = await terms.exportCsv(ctxOf(req), req.query, req.lang);
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', attachment(fileName)).send(content);
    },
  );
  app.get('/api/v1/termoDeUso', { schema: { tags, querystring: listTermsRequestSchema, response: { 200: listTermsResponseSchema } } }, (req) =>
    terms.list(ctxOf(req), req.query),
  );
  app.get('/api/v1/termoDeUso/:id', { schema: { tags, params: uuidParam, response: { 200: termSchema } } }, (req) => terms.get(ctxOf(req), req.params.id));
  app.post('/api/v1/termoDeUso', { config: manage, schema: { tags, body: termInputSchema, response: { 201: termSchema } } }, async (req, reply) =>
    reply.status(201).send(await terms.create(ctxOf(req), req.body)),
  );
  app.put(
    '/api/v1/termoDeUso/:id',
    { config: manage, schema: { tags, params: uuidParam, body: termInputSchema, response: { 200: updateTermResponseSchema } } },
    (req) => terms.update(ctxOf(req), req.params.id, req.body),
  );
  app.delete('/api/v1/termoDeUso/:id', { config: manage, schema: { tags, params: uuidParam, response: { 200: deleteResponseSchema } } }, (req) =>
    terms.remove(ctxOf(req), req.params.id),
  );

  // One route per decision, so each of the spec's paths is its own operation in the OpenAPI document.
  for (const decision of termDecisionParamsSchema.shape.decision.options) {
    app.put(`/api/v1/usuario/termoDeUso/${decision}/:id`, { schema: { tags, params: uuidParam, response: { 200: termDecisionResponseSchema } } }, (req) =>
      terms.decide(ctxOf(req), decision, req.params.id),
    );
  }

  // The spec's short form: accept unless the body says otherwise (Fastify gives a request without a body `null`).
  app.put(
    '/api/v1/usuario/termoDeUso/:id',
    { schema: { tags, params: uuidParam, body: z.object({ aceito: z.boolean().default(true) }).nullish(), response: { 200: termDecisionResponseSchema } } },
    (req) => terms.decide(ctxOf(req), req.body?.aceito === false ? 'decline' : 'accept', req.params.id),
  );
};
