import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  basicUnitsResponseSchema,
  createUnitRequestSchema,
  createUnitResponseSchema,
  deleteUnitResponseSchema,
  exportUnitsRequestSchema,
  getUnitResponseSchema,
  listUnitsRequestSchema,
  listUnitsResponseSchema,
  updateUnitRequestSchema,
  updateUnitResponseSchema,
} from '@plataforma/shared/accounts';
import { uuidParam } from '@plataforma/shared';
import { ctxOf } from '../../core/auth';
import { attachment } from '../../core/csv';
import type { Deps } from '../../core/deps';
import { typed } from '../../core/route';
import { createUnitsService } from './units.service';

const units = { tags: ['unidadeDeNegocio'] };
/** The tree, its export and changes need the functionality; Basic feeds other screens' selects (any signed-in user). */
const needs = { permission: 'Unidades de Negócio' } as const;

export const unitsRoutes = (deps: Deps) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const service = createUnitsService(deps);

  app.get(
    '/api/v1/unidadeDeNegocio/Basic',
    { schema: { ...units, description: 'Every unit as { value, label } with its path as the label, in tree order.', response: { 200: basicUnitsResponseSchema } } },
    (req) => service.basicUnits(ctxOf(req)),
  );
  app.get(
    '/api/v1/unidadeDeNegocio/csv',
    {
      config: needs,
      schema: { ...units, querystring: exportUnitsRequestSchema, response: { 200: z.string().describe('text/csv; ";" separated, UTF-8') } },
    },
    async (req, reply) => {
      const { fileName, content } = await service.exportUnits(ctxOf(req), req.query, req.lang);
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', attachment(fileName)).send(content);
    },
  );
  app.get(
    '/api/v1/unidadeDeNegocio',
    {
      config: needs,
      schema: {
        ...units,
        description: 'The tree of units (roots, each with children by name); with nome, the units whose name contains it and their ancestors.',
        querystring: listUnitsRequestSchema,
        response: { 200: listUnitsResponseSchema },
      },
    },
    (req) => service.listUnits(ctxOf(req), req.query),
  );
  app.get(
    '/api/v1/unidadeDeNegocio/:id',
    { config: needs, schema: { ...units, params: uuidParam, response: { 200: getUnitResponseSchema } } },
    (req) => service.getUnit(ctxOf(req), req.params.id),
  );
  app.post(
    '/api/v1/unidadeDeNegocio',
    { config: needs, schema: { ...units, body: createUnitRequestSchema, response: { 201: createUnitResponseSchema } } },
    async (req, reply) => reply.status(201).send(await service.createUnit(ctxOf(req), req.body)),
  );
  app.put(
    '/api/v1/unidadeDeNegocio/:id',
    { config: needs, schema: { ...units, params: uuidParam, body: updateUnitRequestSchema, response: { 200: updateUnitResponseSchema } } },
    (req) => service.updateUnit(ctxOf(req), req.params.id, req.body),
  );
  app.delete(
    '/api/v1/unidadeDeNegocio/:id',
    { config: needs, schema: { ...units, params: uuidParam, response: { 200: deleteUnitResponseSchema } } },
    (req) => service.deleteUnit(ctxOf(req), req.params.id),
  );
};
