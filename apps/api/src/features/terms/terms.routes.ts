import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listTermsRequestSchema, listTermsResponseSchema, termDecisionParamsSchema, termDecisionResponseSchema, termSchema } from '@plataforma/shared/terms';
import { uuidParam } from '@plataforma/shared';
import { ctxOf } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { typed } from '../../core/route';
import { createTermsService } from './terms.service';

const tags = ['termoDeUso'];

export const termsRoutes = (deps: Deps) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const terms = createTermsService(deps);

  app.get('/api/v1/termoDeUso', { schema: { tags, querystring: listTermsRequestSchema, response: { 200: listTermsResponseSchema } } }, (req) =>
    terms.list(ctxOf(req), req.query),
  );
  app.get('/api/v1/termoDeUso/:id', { schema: { tags, params: uuidParam, response: { 200: termSchema } } }, (req) => terms.get(ctxOf(req), req.params.id));

  app.put(
    '/api/v1/usuario/termoDeUso/:decision/:id',
    { schema: { tags, params: termDecisionParamsSchema, response: { 200: termDecisionResponseSchema } } },
    (req) => terms.decide(ctxOf(req), req.params.decision, req.params.id),
  );

  // The spec's short form: accept unless the body says otherwise (Fastify gives a request without a body `null`).
  app.put(
    '/api/v1/usuario/termoDeUso/:id',
    { schema: { tags, params: uuidParam, body: z.object({ aceito: z.boolean().default(true) }).nullish(), response: { 200: termDecisionResponseSchema } } },
    (req) => terms.decide(ctxOf(req), req.body?.aceito === false ? 'decline' : 'accept', req.params.id),
  );
};
