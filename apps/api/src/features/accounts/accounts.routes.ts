import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  basicDepartmentsResponseSchema,
  basicJobTitlesResponseSchema,
  createDepartmentRequestSchema,
  createDepartmentResponseSchema,
  createJobTitleRequestSchema,
  createJobTitleResponseSchema,
  deleteDepartmentResponseSchema,
  deleteJobTitleResponseSchema,
  exportJobTitlesRequestSchema,
  getDepartmentResponseSchema,
  getJobTitleResponseSchema,
  listDepartmentsRequestSchema,
  listDepartmentsResponseSchema,
  listJobTitlesRequestSchema,
  listJobTitlesResponseSchema,
  updateDepartmentRequestSchema,
  updateDepartmentResponseSchema,
  updateJobTitleRequestSchema,
  updateJobTitleResponseSchema,
} from '@plataforma/shared/accounts';
import { uuidParam } from '@plataforma/shared';
import { ctxOf } from '../../core/auth';
import { attachment } from '../../core/csv';
import type { Deps } from '../../core/deps';
import { typed } from '../../core/route';
import { createAccountsService } from './accounts.service';

const departments = { tags: ['Departamento'] };
const jobTitles = { tags: ['Cargo'] };
/** Lists and changes need the functionality; the Basic lists feed other screens' selects (any signed-in user). */
const needs = (permission: 'Departamentos' | 'Cargos') => ({ permission });

export const accountsRoutes = (deps: Deps) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const accounts = createAccountsService(deps);

  // ------------------------------------------------------------ Departamento
  app.get('/api/v1/Departamento/Basic', { schema: { ...departments, response: { 200: basicDepartmentsResponseSchema } } }, (req) =>
    accounts.basicDepartments(ctxOf(req)),
  );
  app.get(
    '/api/v1/Departamento',
    { config: needs('Departamentos'), schema: { ...departments, querystring: listDepartmentsRequestSchema, response: { 200: listDepartmentsResponseSchema } } },
    (req) => accounts.listDepartments(ctxOf(req), req.query),
  );
  app.get(
    '/api/v1/Departamento/:id',
    { config: needs('Departamentos'), schema: { ...departments, params: uuidParam, response: { 200: getDepartmentResponseSchema } } },
    (req) => accounts.getDepartment(ctxOf(req), req.params.id),
  );
  app.post(
    '/api/v1/Departamento',
    { config: needs('Departamentos'), schema: { ...departments, body: createDepartmentRequestSchema, response: { 201: createDepartmentResponseSchema } } },
    async (req, reply) => reply.status(201).send(await accounts.createDepartment(ctxOf(req), req.body)),
  );
  app.put(
    '/api/v1/Departamento/:id',
    {
      config: needs('Departamentos'),
      schema: { ...departments, params: uuidParam, body: updateDepartmentRequestSchema, response: { 200: updateDepartmentResponseSchema } },
    },
    (req) => accounts.updateDepartment(ctxOf(req), req.params.id, req.body),
  );
  app.delete(
    '/api/v1/Departamento/:id',
    { config: needs('Departamentos'), schema: { ...departments, params: uuidParam, response: { 200: deleteDepartmentResponseSchema } } },
    (req) => accounts.deleteDepartment(ctxOf(req), req.params.id),
  );

  // ------------------------------------------------------------ Cargo
  app.get('/api/v1/Cargo/Basic', { schema: { ...jobTitles, response: { 200: basicJobTitlesResponseSchema } } }, (req) => accounts.basicJobTitles(ctxOf(req)));
  app.get(
    '/api/v1/Cargo/csv',
    { config: needs('Cargos'), schema: { ...jobTitles, querystring: exportJobTitlesRequestSchema, response: { 200: z.string().describe('text/csv; ";" separated, UTF-8') } } },
    async (req, reply) => {
      const { fileName, content } = await accounts.exportJobTitles(ctxOf(req), req.query, req.lang);
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', attachment(fileName)).send(content);
    },
  );
  app.get(
    '/api/v1/Cargo',
    { config: needs('Cargos'), schema: { ...jobTitles, querystring: listJobTitlesRequestSchema, response: { 200: listJobTitlesResponseSchema } } },
    (req) => accounts.listJobTitles(ctxOf(req), req.query),
  );
  app.get(
    '/api/v1/Cargo/:id',
    { config: needs('Cargos'), schema: { ...jobTitles, params: uuidParam, response: { 200: getJobTitleResponseSchema } } },
    (req) => accounts.getJobTitle(ctxOf(req), req.params.id),
  );
  app.post(
    '/api/v1/Cargo',
    { config: needs('Cargos'), schema: { ...jobTitles, body: createJobTitleRequestSchema, response: { 201: createJobTitleResponseSchema } } },
    async (req, reply) => reply.status(201).send(await accounts.createJobTitle(ctxOf(req), req.body)),
  );
  app.put(
    '/api/v1/Cargo/:id',
    { config: needs('Cargos'), schema: { ...jobTitles, params: uuidParam, body: updateJobTitleRequestSchema, response: { 200: updateJobTitleResponseSchema } } },
    (req) => accounts.updateJobTitle(ctxOf(req), req.params.id, req.body),
  );
  app.delete(
    '/api/v1/Cargo/:id',
    { config: needs('Cargos'), schema: { ...jobTitles, params: uuidParam, response: { 200: deleteJobTitleResponseSchema } } },
    (req) => accounts.deleteJobTitle(ctxOf(req), req.params.id),
  );
};
