import type { FastifyInstance } from 'fastify';
import { bannerRowInputSchema, bannerRowSchema, listBannersRequestSchema, listBannersResponseSchema } from '@plataforma/shared/settings';
import { deleteResponseSchema, uuidParam } from '@plataforma/shared';
import { ctxOf } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { typed } from '../../core/route';
import { createBannersService } from './banners.service';

const tags = ['PersonalizacaoFundoBanner'];

/**
 * 3-admin §7 PersonalizacaoFundoBanner: POST, PUT {id}, GET, DELETE {id}. GET with `ambiente` is the learners' read
 * (home or catalog); without it, the administration screen's (needs 'Configurações', checked by the service).
 */
export const bannersRoutes = (deps: Deps) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const banners = createBannersService(deps);
  const manage = { permission: 'Configurações' };

  app.get('/api/v1/PersonalizacaoFundoBanner', { schema: { tags, querystring: listBannersRequestSchema, response: { 200: listBannersResponseSchema } } }, (req) =>
    banners.list(ctxOf(req), req.query.ambiente),
  );
  app.post(
    '/api/v1/PersonalizacaoFundoBanner',
    { config: manage, schema: { tags, body: bannerRowInputSchema, response: { 201: bannerRowSchema } } },
    async (req, reply) => reply.status(201).send(await banners.create(ctxOf(req), req.body)),
  );
  app.put(
    '/api/v1/PersonalizacaoFundoBanner/:id',
    { config: manage, schema: { tags, params: uuidParam, body: bannerRowInputSchema, response: { 200: bannerRowSchema } } },
    (req) => banners.update(ctxOf(req), req.params.id, req.body),
  );
  app.delete(
    '/api/v1/PersonalizacaoFundoBanner/:id',
    { config: manage, schema: { tags, params: uuidParam, response: { 200: deleteResponseSchema } } },
    (req) => banners.remove(ctxOf(req), req.params.id),
  );
};
