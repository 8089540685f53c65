import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contractOwnerTenantsParamsSchema, contractOwnerTenantsResponseSchema, tenantResponseSchema, userAccountsResponseSchema } from '@plataforma/shared/tenancy';
import { successSchema } from '@plataforma/shared';
import { ctxOf } from '../../core/auth';
import { typed } from '../../core/route';
import type { TenancyService } from './tenancy.service';

export const tenancyRoutes = (tenancy: TenancyService) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const pending = { allowPendingPassword: true };

  app.get('/api/v1/usuario/useraccount', { config: pending, schema: { tags: ['usuario'], response: { 200: userAccountsResponseSchema } } }, (req) =>
    tenancy.userAccounts(ctxOf(req)),
  );

  app.post(
    '/api/v1/usuario/useraccount/tenant/:id',
    { schema: { tags: ['usuario'], params: z.object({ id: z.uuid() }), response: { 200: successSchema } } },
    (req) => tenancy.setDefault(ctxOf(req), req.params.id),
  );

  app.get('/api/v1/Tenant', { config: pending, schema: { tags: ['tenant'], response: { 200: tenantResponseSchema } } }, (req) => tenancy.current(ctxOf(req)));

  app.get(
    '/api/v2/Contrato/tenants/:ownerId',
    { schema: { tags: ['contrato'], params: contractOwnerTenantsParamsSchema, response: { 200: contractOwnerTenantsResponseSchema } } },
    (req) => tenancy.tenantsOfOwner(ctxOf(req), req.params.ownerId),
  );
};
