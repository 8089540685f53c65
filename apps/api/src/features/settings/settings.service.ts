import { defaultClientSettings, mergeSettings, type ClientSettings } from '@plataforma/shared/settings';
import type { RequestContext } from '../../core/auth';
import type { Deps } from '../../core/deps';
import type { TenancyService } from '../tenancy';
import * as repo from './settings.repository';

export const createSettingsService = (deps: Deps, tenancy: TenancyService) => {
  const { database, config } = deps;

  const read = async (tenantId: string): Promise<ClientSettings> => {
    const stored = await database.inTenant(tenantId, (tx) => repo.storedSettings(tx, tenantId));
    return { ...mergeSettings(defaultClientSettings(tenantId), stored ?? {}), tenantId, environment: config.environment };
  };

  /**
   * Public settings before sign-in: the tenant named by X-Tenant, else by sub-domain, else the platform's own;
   * with no tenant at all, the spec's defaults.
   */
  const open = async (subDomain: string, headerTenant: string | null): Promise<ClientSettings> => {
    const tenantId =
      (headerTenant && (await tenancy.userlessTenantExists(headerTenant)) ? headerTenant : null) ??
      (await tenancy.tenantIdBySubdomain(subDomain)) ??
      (await database.system((tx) => repo.platformTenantId(tx)));
    if (!tenantId) return { ...defaultClientSettings(null), environment: config.environment };
    return read(tenantId);
  };

  const forUser = (ctx: RequestContext) => read(ctx.tenantId);

  return { open, forUser, read };
};
