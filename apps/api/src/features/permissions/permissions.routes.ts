import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  addBondPermissionUserRequestSchema,
  addBondPermissionUserResponseSchema,
  createPermissionGroupRequestSchema,
  createPermissionGroupResponseSchema,
  deleteBulkingRequestSchema,
  deleteBulkingResponseSchema,
  deletePermissionGroupResponseSchema,
  disablePermissionUserParamsSchema,
  disablePermissionUserResponseSchema,
  getPermissionGroupResponseSchema,
  listGroupUsersRequestSchema,
  listGroupUsersResponseSchema,
  listPermissionGroupsRequestSchema,
  listPermissionGroupsResponseSchema,
  updatePermissionGroupRequestSchema,
  updatePermissionGroupResponseSchema,
  userPermissionsResponseSchema,
} from '@plataforma/shared/permissions';
import { uuidParam } from '@plataforma/shared';
import { ctxOf } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { typed } from '../../core/route';
import { createPermissionsService, isMissingId } from './permissions.service';

const tags = ['grupoDePermissao'];
const BASE = '/api/v1/grupoDePermissao';

/** Permission groups (3-admin §7, 1-shell §7): every call but a user's own lookup needs 'Permissões'. */
export const permissionsRoutes = (deps: Deps) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const permissions = createPermissionsService(deps);
  const pending = { allowPendingPassword: true };
  const manage = { permission: 'Permissões' };

  app.get(
    `${BASE}/getpermissionfromuser/:id`,
    {
      config: pending,
      schema: { tags, params: z.object({ id: z.string() }), response: { 200: userPermissionsResponseSchema } },
    },
    (req) => {
      const id = req.params.id.trim();
      if (isMissingId(id)) throw new AppError('permissions.userIdMissing', 400);
      if (!z.uuid().safeParse(id).success) throw new AppError('users.notFound', 404);
      return permissions.ofUser(ctxOf(req), id);
    },
  );

  app.get(`${BASE}/getpermissionfromuser`, { config: pending, schema: { tags } }, () => {
    throw new AppError('permissions.userIdMissing', 400);
  });

  app.get(
    BASE,
    { config: manage, schema: { tags, querystring: listPermissionGroupsRequestSchema, response: { 200: listPermissionGroupsResponseSchema } } },
    (req) => permissions.list(ctxOf(req), req.query),
  );
  app.get(
    `${BASE}/:id`,
    { config: manage, schema: { tags, params: uuidParam, response: { 200: getPermissionGroupResponseSchema } } },
    (req) => permissions.get(ctxOf(req), req.params.id),
  );
  app.get(
    `${BASE}/:id/usuarios`,
    { config: manage, schema: { tags, params: uuidParam, querystring: listGroupUsersRequestSchema, response: { 200: listGroupUsersResponseSchema } } },
    (req) => permissions.usersOf(ctxOf(req), req.params.id, req.query),
  );
  app.post(
    BASE,
    { config: manage, schema: { tags, body: createPermissionGroupRequestSchema, response: { 201: createPermissionGroupResponseSchema } } },
    async (req, reply) => reply.status(201).send(await permissions.create(ctxOf(req), req.body)),
  );
  app.put(
    `${BASE}/:id`,
    { config: manage, schema: { tags, params: uuidParam, body: updatePermissionGroupRequestSchema, response: { 200: updatePermissionGroupResponseSchema } } },
    (req) => permissions.update(ctxOf(req), req.params.id, req.body),
  );
  app.delete(
    `${BASE}/DeleteBulking`,
    { config: manage, schema: { tags, body: deleteBulkingRequestSchema, response: { 200: deleteBulkingResponseSchema } } },
    (req) => permissions.removeMany(ctxOf(req), req.body.ids, req.lang),
  );
  app.delete(
    `${BASE}/:id`,
    { config: manage, schema: { tags, params: uuidParam, response: { 200: deletePermissionGroupResponseSchema } } },
    (req) => permissions.remove(ctxOf(req), req.params.id),
  );

  app.post(
    '/api/v2/grupoDePermissao/AddBondPermissionUser',
    { config: manage, schema: { tags, body: addBondPermissionUserRequestSchema, response: { 200: addBondPermissionUserResponseSchema } } },
    (req) => permissions.link(ctxOf(req), req.body, req.lang),
  );

  app.put(
    `${BASE}/user/:userId/permission/:permissionId/disable`,
    { config: manage, schema: { tags, params: disablePermissionUserParamsSchema, response: { 200: disablePermissionUserResponseSchema } } },
    (req) => permissions.unlink(ctxOf(req), req.params.userId, req.params.permissionId, req.lang),
  );
  // the user id left out of the path altogether
  app.put(`${BASE}/user/permission/:permissionId/disable`, { config: manage, schema: { tags, params: z.object({ permissionId: z.string() }) } }, () => {
    throw new AppError('permissions.userIdMissing', 400);
  });
};
