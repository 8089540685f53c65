import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IMPORT_MAX_FILE_MB, importBatchRequestSchema, importBatchResponseSchema, importSchema, validateBatchResponseSchema } from '@plataforma/shared/imports';
import { uuidParam } from '@plataforma/shared';
import { ctxOf } from '../../core/auth';
import { attachment } from '../../core/csv';
import type { Deps } from '../../core/deps';
import { typed } from '../../core/route';
import { XLSX_MIME } from '../../core/spreadsheet';
import { readSingleFile } from '../../core/uploads';
import type { AuthService } from '../auth';
import type { ImportsService } from '../imports';
import { createUsersImportService } from './users-import.service';

const tags = ['usuario'];
const needsUsers = { permission: 'Usuários' } as const;

/**
 * User import (3-admin §7 Usuario): POST validate/batch (multipart `usersBatch`, .xls/.xlsx), POST import/batch/{id},
 * GET import/batch/{id} (progress) and GET import/template. The history is in features/imports.
 */
export const usersImportRoutes = (deps: Deps, auth: AuthService, imports: ImportsService) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const service = createUsersImportService(deps, auth, imports);

  app.post(
    '/api/v1/usuario/validate/batch',
    {
      config: needsUsers,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: `multipart/form-data with the spreadsheet (.xls or .xlsx, up to ${IMPORT_MAX_FILE_MB} MB) in the field usersBatch. Writes no user.`,
        response: { 200: validateBatchResponseSchema },
      },
    },
    async (req) => {
      const file = await readSingleFile(req, 'usersBatch', { maxBytes: IMPORT_MAX_FILE_MB * 1048576, missingKey: 'imports.fileRequired', tooLargeKey: 'imports.fileTooLarge' });
      return service.validate(ctxOf(req), file, req.lang);
    },
  );

  app.post(
    '/api/v1/usuario/import/batch/:id',
    { config: needsUsers, schema: { tags, params: uuidParam, body: importBatchRequestSchema.optional(), response: { 202: importBatchResponseSchema } } },
    async (req, reply) => reply.status(202).send(await service.start(ctxOf(req), req.params.id, req.body?.enviarEmail ?? true)),
  );

  app.get(
    '/api/v1/usuario/import/batch/:id',
    { config: needsUsers, schema: { tags, params: uuidParam, response: { 200: importSchema } } },
    (req) => service.find(ctxOf(req), req.params.id),
  );

  app.get(
    '/api/v1/usuario/import/template',
    { config: needsUsers, schema: { tags, response: { 200: z.any().describe(`${XLSX_MIME}: the spreadsheet to fill`) } } },
    async (req, reply) => {
      const { fileName, content } = await service.template(ctxOf(req), req.lang);
      return reply.header('content-type', XLSX_MIME).header('content-disposition', attachment(fileName)).send(content);
    },
  );
};
