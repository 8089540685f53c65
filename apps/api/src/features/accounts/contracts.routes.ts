import type { FastifyInstance } from 'fastify';
import {
  createContractRequestSchema,
  createContractResponseSchema,
  deleteContractResponseSchema,
  getContractResponseSchema,
  isDistributorResponseSchema,
  listContractsRequestSchema,
  listContractsResponseSchema,
  subscriptionResponseSchema,
  updateContractRequestSchema,
  updateContractResponseSchema,
  usageInfoResponseSchema,
} from '@plataforma/shared/accounts';
import { uuidParam } from '@plataforma/shared';
import { ctxOf } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { typed } from '../../core/route';
import { createContractsService } from './contracts.service';

const tags = ['Contrato'];
/** The functionality 'Contratos'; the service also requires platform administration (elevated, not client mode). */
const config = { permission: 'Contratos' };

export const contractsRoutes = (deps: Deps) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const contracts = createContractsService(deps);

  // the active tenant's contract: before /:id so the static paths win
  app.get('/api/v1/Contrato/IsDistribuidor', { schema: { tags, response: { 200: isDistributorResponseSchema } } }, (req) => contracts.isDistributor(ctxOf(req)));
  app.get('/api/v1/Contrato/UsageInfo', { schema: { tags, response: { 200: usageInfoResponseSchema } } }, (req) => contracts.usageInfo(ctxOf(req)));
  app.get('/api/v2/Contrato/subscription/:id', { schema: { tags, params: uuidParam, response: { 200: subscriptionResponseSchema } } }, (req) =>
    contracts.subscription(ctxOf(req), req.params.id),
  );

  app.get('/api/v1/Contrato', { config, schema: { tags, querystring: listContractsRequestSchema, response: { 200: listContractsResponseSchema } } }, (req) =>
    contracts.list(ctxOf(req), req.query),
  );
  app.get('/api/v1/Contrato/:id', { config, schema: { tags, params: uuidParam, response: { 200: getContractResponseSchema } } }, (req) =>
    contracts.get(ctxOf(req), req.params.id),
  );
  app.post(
    '/api/v2/Contrato',
    { config, schema: { tags, body: createContractRequestSchema, response: { 201: createContractResponseSchema } } },
    async (req, reply) => reply.status(201).send(await contracts.create(ctxOf(req), req.body)),
  );
  app.put(
    '/api/v1/Contrato/:id',
    { config, schema: { tags, params: uuidParam, body: updateContractRequestSchema, response: { 200: updateContractResponseSchema } } },
    (req) => contracts.update(ctxOf(req), req.params.id, req.body),
  );
  app.delete('/api/v1/Contrato/:id', { config, schema: { tags, params: uuidParam, response: { 200: deleteContractResponseSchema } } }, (req) =>
    contracts.remove(ctxOf(req), req.params.id),
  );
};
