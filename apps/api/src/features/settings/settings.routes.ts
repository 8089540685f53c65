import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { clientSettingsSchema, openSettingsRequestSchema } from '@plataforma/shared/settings';
import { batchReplicationRequestSchema, batchReplicationResponseSchema } from '@plataforma/shared/accounts';
import { ctxOf, isUuid } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { typed } from '../../core/route';
import type { TenancyService } from '../tenancy';
import { createReplicationService } from './replication.service';
import { createSettingsService, etagMatches, type SettingsReply } from './settings.service';

const tags = ['Parametro'];

/** 304 Not Modified: no body. */
const notModifiedSchema = z.null().describe('Not Modified: the settings named by If-None-Match are current');

/**
 * The settings with their entity tag; 304 without a body when If-None-Match names it (docs/caching.md). Also on the
 * public call's POST: it only reads, and its client revalidates with the tag it kept.
 */
const conditional = (req: FastifyRequest, reply: FastifyReply, found: SettingsReply) => {
  reply.header('etag', found.etag).header('cache-control', 'private, no-cache');
  if (etagMatches(req.headers['if-none-match'], found.etag)) return reply.code(304).send(null);
  return found.settings;
};

export const settingsRoutes = (deps: Deps, tenancy: TenancyService) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const settings = createSettingsService(deps, tenancy);
  const replication = createReplicationService(deps);

  app.post(
    '/api/v1/Parametro/open/parametros',
    { config: { public: true }, schema: { tags, body: openSettingsRequestSchema, response: { 200: clientSettingsSchema, 304: notModifiedSchema } } },
    async (req, reply) => {
      const header = req.headers['x-tenant'];
      return conditional(req, reply, await settings.open(req.body.subDomain, typeof header === 'string' && isUuid(header) ? header : null));
    },
  );

  app.get(
    '/api/v1/Parametro',
    { config: { allowPendingPassword: true }, schema: { tags, response: { 200: clientSettingsSchema, 304: notModifiedSchema } } },
    async (req, reply) => conditional(req, reply, await settings.forUser(ctxOf(req))),
  );

  // copies client settings to the tenants of several contracts (platform administration; the contracts screen)
  app.put(
    '/api/v1/Parametro/BatchReplication',
    { config: { permission: 'Contratos' }, schema: { tags, body: batchReplicationRequestSchema, response: { 200: batchReplicationResponseSchema } } },
    (req) => replication.replicate(ctxOf(req), req.body),
  );
};
