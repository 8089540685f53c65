import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { importSchema, listImportsRequestSchema, listImportsResponseSchema } from '@plataforma/shared/imports';
import { uuidParam } from '@plataforma/shared';
import { ctxOf } from '../../core/auth';
import { attachment } from '../../core/csv';
import { typed } from '../../core/route';
import { XLSX_MIME } from '../../core/spreadsheet';
import type { ImportsService } from './imports.service';

const tags = ['importacao'];
const needsHistory = { permission: 'Histórico de Importações' } as const;

/** Import history (/gestao/importacoes): GET importacao, GET importacao/{id}, GET importacao/{id}/erros (.xlsx), POST importacao/{id}/descartar. */
export const importsRoutes = (imports: ImportsService) => async (instance: FastifyInstance) => {
  const app = typed(instance);

  app.get(
    '/api/v1/importacao',
    { config: needsHistory, schema: { tags, querystring: listImportsRequestSchema, response: { 200: listImportsResponseSchema } } },
    (req) => imports.list(ctxOf(req), req.query),
  );

  app.get(
    '/api/v1/importacao/:id',
    { config: needsHistory, schema: { tags, params: uuidParam, response: { 200: importSchema } } },
    (req) => imports.find(ctxOf(req).tenantId, req.params.id),
  );

  // The kind's run permission is checked in the service ('Usuários' for users, 'Cursos' or 'Trilhas' for enrolments).
  app.post(
    '/api/v1/importacao/:id/descartar',
    {
      schema: {
        tags,
        params: uuidParam,
        description: "Sets a validated import that has not run aside as 'Descartado' (it can no longer run). Needs the permission that runs imports of its kind; 409 in any other status.",
        response: { 200: importSchema },
      },
    },
    (req) => imports.discard(ctxOf(req), req.params.id),
  );

  app.get(
    '/api/v1/importacao/:id/erros',
    { config: needsHistory, schema: { tags, params: uuidParam, response: { 200: z.any().describe(`${XLSX_MIME}: sheet 'Dados' with row, column and message`) } } },
    async (req, reply) => {
      const { fileName, content } = await imports.errorReport(ctxOf(req), req.params.id, req.lang);
      return reply.header('content-type', XLSX_MIME).header('content-disposition', attachment(fileName)).send(content);
    },
  );
};
