import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  SETTINGS_UPLOAD_KINDS,
  clientSettingsSchema,
  openSettingsRequestSchema,
  settingsFileSchema,
  settingsUpdateSchema,
} from '@plataforma/shared/settings';
import { batchReplicationRequestSchema, batchReplicationResponseSchema } from '@plataforma/shared/accounts';
import { ctxOf, isUuid } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { typed } from '../../core/route';
import { rangeOf } from '../content';
import type { TenancyService } from '../tenancy';
import { createSettingsFiles } from './settings.files';
import { createSettingsUpdate } from './settings.update';
import { createReplicationService } from './replication.service';
import { createSettingsService, etagMatches, type SettingsReply } from './settings.service';

const tags = ['Parametro'];
const manage = { permission: 'Configurações' } as const;
const binary = z.any().describe('the stored file (binary)');
const okSchema = z.object({ success: z.literal(true) });

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
  const updater = createSettingsUpdate(deps, settings.read);
  const files = createSettingsFiles(deps);

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

  // copies client settings to the tenants of several contracts (the platform's contracts screen, or a distributor to
  // its client contracts; the service decides which)
  app.put(
    '/api/v1/Parametro/BatchReplication',
    { config: { anyPermission: ['Contratos', 'Configurações'] }, schema: { tags, body: batchReplicationRequestSchema, response: { 200: batchReplicationResponseSchema } } },
    (req) => replication.replicate(ctxOf(req), req.body),
  );

  // saves groups of the client settings; the reply is what GET Parametro gives, and the header how many people are
  // asked to accept the platform term again
  app.put(
    '/api/v1/Parametro/update',
    { config: manage, schema: { tags, body: settingsUpdateSchema, response: { 200: clientSettingsSchema } } },
    async (req, reply) => {
      const result = await updater.update(ctxOf(req), req.body);
      reply.header('x-aceites-redefinidos', String(result.aceitesRedefinidos));
      return result.settings;
    },
  );

  app.post(
    '/api/v1/Parametro/AdicionarArquivo',
    {
      config: manage,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        querystring: z.object({ tipo: z.enum(SETTINGS_UPLOAD_KINDS) }),
        description: 'One file in the field `arquivo`; its kind decides the accepted types and sizes (1-shell §5).',
        response: { 200: settingsFileSchema },
      },
    },
    (req) => files.upload(ctxOf(req), req.query.tipo, req),
  );

  app.delete(
    '/api/v1/Parametro/RemoverArquivo/:id',
    { config: manage, schema: { tags, params: z.object({ id: z.string().max(60) }), response: { 200: okSchema } } },
    (req) => files.remove(ctxOf(req), req.params.id),
  );

  app.get(
    '/api/v1/Parametro/arquivo/:tenantId/:id',
    {
      config: { public: true },
      schema: {
        tags,
        params: z.object({ tenantId: z.string().max(40), id: z.string().max(60) }),
        description: "A tenant's customisation file (logos, backgrounds, slides, banners); immutable: a new file has a new id.",
        response: { 200: binary, 206: binary, 416: binary },
      },
    },
    async (req, reply) => {
      const asked = rangeOf(req.headers.range);
      const { mime, read } = await files.read(req.params.tenantId, req.params.id, asked);
      reply
        .header('content-type', mime)
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff');
      if (asked && !read.range) {
        read.stream.destroy();
        return reply.status(416).header('content-range', `bytes */${read.size}`).send();
      }
      if (read.range) {
        return reply
          .status(206)
          .header('content-range', `bytes ${read.range.start}-${read.range.end}/${read.size}`)
          .header('content-length', read.range.end - read.range.start + 1)
          .send(read.stream);
      }
      return reply.header('content-length', read.size).send(read.stream);
    },
  );
};
