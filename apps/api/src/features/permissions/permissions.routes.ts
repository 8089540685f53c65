import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { userPermissionsResponseSchema } from '@plataforma/shared/permissions';
import { ctxOf } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { typed } from '../../core/route';
import { createPermissionsService } from './permissions.service';

const tags = ['grupoDePermissao'];

export const permissionsRoutes = (deps: Deps) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const permissions = createPermissionsService(deps);
  const pending = { allowPendingPassword: true };

  app.get(
    '/api/v1/grupoDePermissao/getpermissionfromuser/:id',
    {
      config: pending,
      schema: { tags, params: z.object({ id: z.string() }), response: { 200: userPermissionsResponseSchema } },
    },
    (req) => {
      const id = req.params.id.trim();
      if (!id || id === 'undefined' || id === 'null') throw new AppError('permissions.userIdMissing', 400);
      if (!z.uuid().safeParse(id).success) throw new AppError('users.notFound', 404);
      return permissions.ofUser(ctxOf(req), id);
    },
  );

  app.get('/api/v1/grupoDePermissao/getpermissionfromuser', { config: pending, schema: { tags } }, () => {
    throw new AppError('permissions.userIdMissing', 400);
  });
};
