import type { FastifyInstance } from 'fastify';
import { clientSettingsSchema, openSettingsRequestSchema } from '@plataforma/shared/settings';
import { batchReplicationRequestSchema, batchReplicationResponseSchema } from '@plataforma/shared/accounts';
import { ctxOf, isUuid } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { typed } from '../../core/route';
import type { TenancyService } from '../tenancy';
import { createReplicationService } from './replication.service';
import { createSettingsService } from './settings.service';

const tags = ['Parametro'];

export const settingsRoutes = (deps: Deps, tenancy: TenancyService) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const settings = createSettingsService(deps, tenancy);
  const replication = createReplicationService(deps);

  app.post(
    '/api/v1/Parametro/open/parametros',
    { config: { public: true }, schema: { tags, body: openSettingsRequestSchema, response: { 200: clientSettingsSchema } } },
    (req) => {
      const header = req.headers['x-tenant'];
      return settings.open(req.body.subDomain, typeof header === 'string' && isUuid(header) ? header : null);
    },
  );

  app.get('/api/v1/Parametro', { config: { allowPendingPassword: true }, schema: { tags, response: { 200: clientSettingsSchema } } }, (req) =>
    settings.forUser(ctxOf(req)),
  );

  // copies client settings to the tenants of several contracts (platform administration; the contracts screen)
  app.put(
    '/api/v1/Parametro/BatchReplication',
    { config: { permission: 'Contratos' }, schema: { tags, body: batchReplicationRequestSchema, response: { 200: batchReplicationResponseSchema } } },
    (req) => replication.replicate(ctxOf(req), req.body),
  );
};
