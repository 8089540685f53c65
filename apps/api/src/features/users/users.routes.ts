import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  changeOwnPasswordRequestSchema,
  changePasswordBatchRequestSchema,
  changePasswordBatchResponseSchema,
  changePasswordSingleRequestSchema,
  userSchema,
} from '@plataforma/shared/users';
import { successSchema, uuidParam } from '@plataforma/shared';
import { ctxOf } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { metaOf, typed } from '../../core/route';
import type { AuthService } from '../auth';
import { createUsersService } from './users.service';
import { basicUsers } from './users.service';
import { basicUsersRequestSchema, basicUsersResponseSchema } from '@plataforma/shared/users';

const tags = ['usuario'];

export const usersRoutes = (deps: Deps, auth: AuthService) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const users = createUsersService(deps, auth);

  app.get('/api/v1/usuario/:id', { schema: { tags, params: uuidParam, response: { 200: userSchema } } }, (req) => users.getUser(ctxOf(req), req.params.id));

  app.post(
    '/api/v1/usuario/alterar-senha-individual',
    { config: { permission: 'Usuários' }, schema: { tags, body: changePasswordSingleRequestSchema, response: { 200: successSchema } } },
    (req) => users.changeSingle(ctxOf(req), req.body, req.lang),
  );

  app.post(
    '/api/v1/usuario/alterar-senha-em-lote',
    { config: { permission: 'Usuários' }, schema: { tags, body: changePasswordBatchRequestSchema, response: { 200: changePasswordBatchResponseSchema } } },
    (req) => users.changeBatch(ctxOf(req), req.body, req.lang),
  );

  app.post(
    '/api/v1/usuario/alterar-senha-propria',
    { config: { allowPendingPassword: true }, schema: { tags, body: changeOwnPasswordRequestSchema, response: { 200: successSchema } } },
    (req) => auth.changeOwnPassword(ctxOf(req), req.body.senha, metaOf(req), req.body.senhaAtual),
  );

  app.get(
    '/api/v1/usuario/forgotpassword/:id',
    { schema: { tags, params: z.object({ id: z.uuid() }), response: { 200: successSchema } } },
    (req) => users.sendPasswordChangeMail(ctxOf(req), req.params.id, req.lang),
  );

  // usuario/Basic: the user picker of other screens (permission groups); 'Usuários' or 'Permissões' (checked in the service)
  app.get(
    '/api/v1/usuario/Basic',
    { schema: { tags, querystring: basicUsersRequestSchema, response: { 200: basicUsersResponseSchema } } },
    (req) => basicUsers(deps, ctxOf(req), req.query.search),
  );
};
