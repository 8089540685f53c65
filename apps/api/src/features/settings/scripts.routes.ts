import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AppError } from '../../core/errors';
import type { Deps } from '../../core/deps';
import { typed } from '../../core/route';
import type { TenancyService } from '../tenancy';
import { createSettingsService, etagMatches } from './settings.service';

/**
 * The client's own scripts (settings `scripts`: name, content or link) under the content security policy
 * (docs/decisions/0027-tenant-scripts-under-the-content-security-policy.md):
 * - a script given by its content is served from this origin as JavaScript, so the web app's `script-src 'self'` runs
 *   it and the policy stays the same for everyone;
 * - a script given by a link runs only where the page's policy names its origin: the web app's entry document served
 *   on the tenant's own sub-domain adds the https origins of that tenant's links to its `script-src`, and no other
 *   response changes.
 */

const tags = ['Parametro'];
const MAX_SCRIPTS = 100;

/** The https origins of a tenant's link scripts (anything else is left out: never http, data: or javascript:). */
export const linkScriptOrigins = (scripts: readonly { content: string; isLink: boolean }[]): string[] => {
  const origins = new Set<string>();
  for (const script of scripts) {
    if (!script.isLink) continue;
    try {
      const url = new URL(script.content.trim());
      if (url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // not an address: nothing to allow
    }
  }
  return [...origins];
};

/** The first label of a host name ('' for localhost, IP addresses and single-label hosts), as the web app sends it. */
export const subDomainOfHost = (hostname: string): string => {
  const host = hostname.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (!host || host === 'localhost' || host.includes(':') || host.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return '';
  const labels = host.split('.');
  return labels.length > 1 ? labels[0] : '';
};

/** A policy header with more sources in one directive (the others untouched). */
export const withScriptSources = (policy: string, sources: readonly string[]): string =>
  sources.length === 0
    ? policy
    : policy
        .split(';')
        .map((directive) => (directive.trim().split(/\s+/)[0] === 'script-src' ? `${directive.trim()} ${sources.join(' ')}` : directive))
        .join(';');

const scriptParams = z.object({ tenantId: z.uuid(), index: z.coerce.number().int().min(0).max(MAX_SCRIPTS - 1) });

export const tenantScriptRoutes = (deps: Deps, tenancy: TenancyService) =>
  fp(async (instance: FastifyInstance) => {
    const app = typed(instance);
    const settings = createSettingsService(deps, tenancy);

    // public: a <script src> carries no session; the same scripts are in the public settings of the tenant
    app.get(
      '/api/v1/Parametro/script/:tenantId/:index',
      {
        config: { public: true },
        schema: {
          tags,
          params: scriptParams,
          querystring: z.object({ v: z.string().max(64).optional() }),
          response: { 200: z.string().describe('The script, as text/javascript'), 304: z.null() },
        },
      },
      async (req, reply) => {
        const { tenantId, index } = req.params;
        if (!(await tenancy.userlessTenantExists(tenantId))) throw new AppError('errors.notFound', 404);
        const found = await settings.read(tenantId);
        const script = found.settings.scripts[index];
        if (!script || script.isLink) throw new AppError('errors.notFound', 404);
        const etag = `${found.etag.slice(0, -1)}-${index}"`;
        reply.header('etag', etag).header('cache-control', 'private, no-cache');
        if (etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send(null);
        reply.type('text/javascript; charset=utf-8');
        return reply.serializer((payload: unknown) => String(payload)).send(script.content);
      },
    );

    // the entry document on a tenant's own sub-domain: that tenant's link origins join script-src
    instance.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' || request.url.startsWith('/api/')) return payload;
      if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy !== 'string') return payload;
      const tenantId = await tenancy.tenantIdBySubdomain(subDomainOfHost(request.hostname));
      if (!tenantId) return payload;
      const origins = linkScriptOrigins((await settings.read(tenantId)).settings.scripts);
      if (origins.length > 0) reply.header('content-security-policy', withScriptSources(policy, origins));
      return payload;
    });
  });
