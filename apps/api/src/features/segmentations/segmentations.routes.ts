import type { FastifyInstance } from 'fastify';
import {
  basicSegmentationsResponseSchema,
  createSegmentationRequestSchema,
  createSegmentationResponseSchema,
  deleteSegmentationResponseSchema,
  getSegmentationResponseSchema,
  listSegmentationsRequestSchema,
  listSegmentationsResponseSchema,
  segmentationUserOptionsRequestSchema,
  segmentationUserOptionsResponseSchema,
  segmentationUsersRequestSchema,
  segmentationUsersResponseSchema,
  updateSegmentationRequestSchema,
  updateSegmentationResponseSchema,
} from '@plataforma/shared/segmentations';
import { uuidParam } from '@plataforma/shared';
import { ctxOf } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { typed } from '../../core/route';
import { createSegmentationsService } from './segmentations.service';

const tags = ['Segmentacao'];
/** Every call needs 'Segmentações' (3-admin §2). */
const config = { permission: 'Segmentações' as const };

export const segmentationsRoutes = (deps: Deps) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const segmentations = createSegmentationsService(deps);

  app.get(
    '/api/v1/Segmentacao',
    { config, schema: { tags, querystring: listSegmentationsRequestSchema, response: { 200: listSegmentationsResponseSchema } } },
    (req) => segmentations.list(ctxOf(req), req.query),
  );
  // the user picker of the form (usuario/Basic needs 'Usuários' or 'Permissões')
  app.get(
    '/api/v1/Segmentacao/UserOptions',
    { config, schema: { tags, querystring: segmentationUserOptionsRequestSchema, response: { 200: segmentationUserOptionsResponseSchema } } },
    (req) => segmentations.userOptions(ctxOf(req), req.query.search),
  );
  app.get(
    '/api/v1/Segmentacao/:id',
    { config, schema: { tags, params: uuidParam, response: { 200: getSegmentationResponseSchema } } },
    (req) => segmentations.get(ctxOf(req), req.params.id),
  );
  app.get(
    '/api/v1/Segmentacao/:id/Users',
    { config, schema: { tags, params: uuidParam, querystring: segmentationUsersRequestSchema, response: { 200: segmentationUsersResponseSchema } } },
    (req) => segmentations.users(ctxOf(req), req.params.id, req.query),
  );
  app.post(
    '/api/v1/Segmentacao',
    { config, schema: { tags, body: createSegmentationRequestSchema, response: { 201: createSegmentationResponseSchema } } },
    async (req, reply) => reply.status(201).send(await segmentations.create(ctxOf(req), req.body)),
  );
  app.put(
    '/api/v1/Segmentacao/:id',
    { config, schema: { tags, params: uuidParam, body: updateSegmentationRequestSchema, response: { 200: updateSegmentationResponseSchema } } },
    (req) => segmentations.update(ctxOf(req), req.params.id, req.body),
  );
  app.delete(
    '/api/v1/Segmentacao/:id',
    { config, schema: { tags, params: uuidParam, response: { 200: deleteSegmentationResponseSchema } } },
    (req) => segmentations.remove(ctxOf(req), req.params.id),
  );
  // GET Segment: read from the identity host in the original; here the same basic list of active segmentations
  app.get('/api/v1/Segment', { config, schema: { tags, response: { 200: basicSegmentationsResponseSchema } } }, (req) => segmentations.basic(ctxOf(req)));
};
