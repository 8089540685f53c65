import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  createUserRequestSchema,
  createUserResponseSchema,
  deleteUserResponseSchema,
  exportUsersRequestSchema,
  listUsersRequestSchema,
  listUsersResponseSchema,
  npsStatusResponseSchema,
  updateEmailRequestSchema,
  updateEmailResponseSchema,
  updateUserRequestSchema,
  updateUserResponseSchema,
} from '@plataforma/shared/users';
import { uuidParam } from '@plataforma/shared';
import { ctxOf } from '../../core/auth';
import { attachment } from '../../core/csv';
import type { Deps } from '../../core/deps';
import { typed } from '../../core/route';
import type { AuthService } from '../auth';
import { createUsersAdminService } from './users-admin.service';

const tags = ['usuario'];
const needsUsers = { permission: 'Usuários' } as const;

/**
 * User administration (/conta/usuario, 3-admin §7 Usuario): GET list, GET csv, POST, PUT {id}, DELETE {id},
 * PUT updateEmail, GET nps. GET {id}, the password calls and Basic are in users.routes.ts.
 */
export const usersAdminRoutes = (deps: Deps, auth: AuthService) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const users = createUsersAdminService(deps, auth);

  app.get(
    '/api/v1/usuario',
    { config: needsUsers, schema: { tags, querystring: listUsersRequestSchema, response: { 200: listUsersResponseSchema } } },
    (req) => users.listUsers(ctxOf(req), req.query),
  );

  app.get(
    '/api/v1/usuario/csv',
    { config: needsUsers, schema: { tags, querystring: exportUsersRequestSchema, response: { 200: z.string().describe('text/csv; ";" separated, UTF-8') } } },
    async (req, reply) => {
      const { fileName, content } = await users.exportUsers(ctxOf(req), req.query, req.lang);
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', attachment(fileName)).send(content);
    },
  );

  app.get('/api/v1/usuario/nps', { schema: { tags, response: { 200: npsStatusResponseSchema } } }, (req) => users.npsStatus(ctxOf(req)));

  app.post(
    '/api/v1/usuario',
    { config: needsUsers, schema: { tags, body: createUserRequestSchema, response: { 201: createUserResponseSchema } } },
    async (req, reply) => reply.status(201).send(await users.createUser(ctxOf(req), req.body, req.lang)),
  );

  app.put(
    '/api/v1/usuario/updateEmail',
    { config: needsUsers, schema: { tags, body: updateEmailRequestSchema, response: { 200: updateEmailResponseSchema } } },
    (req) => users.updateEmail(ctxOf(req), req.body, req.lang),
  );

  app.put(
    '/api/v1/usuario/:id',
    { config: needsUsers, schema: { tags, params: uuidParam, body: updateUserRequestSchema, response: { 200: updateUserResponseSchema } } },
    (req) => users.updateUser(ctxOf(req), req.params.id, req.body),
  );

  app.delete(
    '/api/v1/usuario/:id',
    { config: needsUsers, schema: { tags, params: uuidParam, response: { 200: deleteUserResponseSchema } } },
    (req) => users.deleteUser(ctxOf(req), req.params.id),
  );
};
