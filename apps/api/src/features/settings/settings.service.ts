import { createHash } from 'node:crypto';
import { defaultClientSettings, mergeSettings, type ClientSettings } from '@plataforma/shared/settings';
import type { RequestContext } from '../../core/auth';
import { platformDependency, readVersions, type Dependency } from '../../core/cache';
import type { Deps } from '../../core/deps';
import type { TenancyService } from '../tenancy';
import * as repo from './settings.repository';

/** A settings reply with its entity tag (the same in every process for the same stored settings). */
export type SettingsReply = { settings: ClientSettings; etag: string };

const tagOf = (version: number | string, settings: ClientSettings) =>
  `W/"${version}-${createHash('sha256').update(JSON.stringify(settings)).digest('base64url').slice(0, 22)}"`;

/** Whether an If-None-Match header names the tag (weak comparison, RFC 9110 §13.1.2; `*` matches any). */
export const etagMatches = (header: string | string[] | undefined, etag: string) => {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return (Array.isArray(header) ? header.join(',') : header).split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
};

/**
 * Client settings, kept per tenant while the tenant's 'parametros' version is unchanged (docs/caching.md): a read that
 * hits costs one statement (the versions), no transaction.
 */
export const createSettingsService = (deps: Deps, tenancy: TenancyService) => {
  const { database, config, cache } = deps;
  const tenantsDep = platformDependency('tenants');
  const settingsDep = (tenantId: string): Dependency => ({ tenantId, scope: 'parametros' });

  /** The tenant's settings at `version` (the tenant's 'parametros' version, read before). */
  const settingsAt = async (tenantId: string, version: number): Promise<SettingsReply> => {
    const key = `${tenantId}|parametros`;
    const hit = cache.peek<SettingsReply>(key, [version]);
    if (hit) return hit;
    const stored = await database.inTenant(tenantId, (tx) => repo.storedSettings(tx, tenantId));
    const settings: ClientSettings = { ...mergeSettings(defaultClientSettings(tenantId), stored ?? {}), tenantId, environment: config.environment };
    const reply = { settings, etag: tagOf(version, settings) };
    cache.put(key, [version], reply);
    return reply;
  };

  const read = async (tenantId: string): Promise<SettingsReply> => {
    const [version] = await readVersions(database.db, [settingsDep(tenantId)]);
    return settingsAt(tenantId, version);
  };

  /** The tenant the public call names: X-Tenant, else the sub-domain, else the platform's own (null: none). */
  const resolveTenant = async (subDomain: string, headerTenant: string | null) =>
    (headerTenant && (await tenancy.userlessTenantExists(headerTenant)) ? headerTenant : null) ??
    (await tenancy.tenantIdBySubdomain(subDomain)) ??
    (await database.system((tx) => repo.platformTenantId(tx)));

  /**
   * Public settings before sign-in: the tenant named by X-Tenant, else by sub-domain, else the platform's own;
   * with no tenant at all, the spec's defaults. The tenant found is kept too (platform scope 'tenants'); one statement
   * reads both versions, the settings' for the tenant found last time.
   */
  const open = async (subDomain: string, headerTenant: string | null): Promise<SettingsReply> => {
    const resolutionKey = `open|${headerTenant ?? ''}|${subDomain}`;
    const guess = cache.latest<string | null>(resolutionKey);
    const [tenantsVersion, guessedVersion] = await readVersions(database.db, guess ? [tenantsDep, settingsDep(guess)] : [tenantsDep]);
    let tenantId = cache.peek<string | null>(resolutionKey, [tenantsVersion]);
    if (tenantId === undefined) {
      tenantId = await resolveTenant(subDomain, headerTenant);
      cache.put(resolutionKey, [tenantsVersion], tenantId);
    }
    if (!tenantId) {
      const settings: ClientSettings = { ...defaultClientSettings(null), environment: config.environment };
      return { settings, etag: tagOf('padrao', settings) };
    }
    if (tenantId === guess && guessedVersion !== undefined) return settingsAt(tenantId, guessedVersion);
    return read(tenantId);
  };

  const forUser = (ctx: RequestContext) => read(ctx.tenantId);

  return { open, forUser, read };
};
