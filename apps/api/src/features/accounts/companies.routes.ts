import type { FastifyInstance } from 'fastify';
import {
  companyByDocumentParamsSchema,
  companyByDocumentResponseSchema,
  createCompanyRequestSchema,
  createCompanyResponseSchema,
  deleteCompanyResponseSchema,
  getCompanyResponseSchema,
  listCompaniesRequestSchema,
  listCompaniesResponseSchema,
  updateCompanyRequestSchema,
  updateCompanyResponseSchema,
} from '@plataforma/shared/accounts';
import { uuidParam } from '@plataforma/shared';
import { ctxOf } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { typed } from '../../core/route';
import { createCompaniesService } from './companies.service';

const tags = ['Empresa'];
/** The functionality 'Empresas'; the service also requires platform administration (elevated, not client mode). */
const config = { permission: 'Empresas' };

export const companiesRoutes = (deps: Deps) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const companies = createCompaniesService(deps);

  app.get(
    '/api/v1/Empresa/documentoidentificacao/:doc',
    { config, schema: { tags, params: companyByDocumentParamsSchema, response: { 200: companyByDocumentResponseSchema } } },
    (req) => companies.byDocument(ctxOf(req), req.params.doc),
  );
  app.get('/api/v1/Empresa', { config, schema: { tags, querystring: listCompaniesRequestSchema, response: { 200: listCompaniesResponseSchema } } }, (req) =>
    companies.list(ctxOf(req), req.query),
  );
  app.get('/api/v1/Empresa/:id', { config, schema: { tags, params: uuidParam, response: { 200: getCompanyResponseSchema } } }, (req) =>
    companies.get(ctxOf(req), req.params.id),
  );
  app.post(
    '/api/v1/Empresa',
    { config, schema: { tags, body: createCompanyRequestSchema, response: { 201: createCompanyResponseSchema } } },
    async (req, reply) => reply.status(201).send(await companies.create(ctxOf(req), req.body)),
  );
  app.put(
    '/api/v1/Empresa/:id',
    { config, schema: { tags, params: uuidParam, body: updateCompanyRequestSchema, response: { 200: updateCompanyResponseSchema } } },
    (req) => companies.update(ctxOf(req), req.params.id, req.body),
  );
  app.delete('/api/v1/Empresa/:id', { config, schema: { tags, params: uuidParam, response: { 200: deleteCompanyResponseSchema } } }, (req) =>
    companies.remove(ctxOf(req), req.params.id),
  );
};
