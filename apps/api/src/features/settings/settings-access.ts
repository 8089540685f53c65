import { isElevatedLevel } from '@plataforma/shared/auth';
import type { RequestContext } from '../../core/auth';
import type { Executor } from '../../core/db';
import { AppError, forbidden } from '../../core/errors';
import * as access from './settings-access.repository';

/**
 * Who may change which tenant's settings (docs/settings-parameters.md).
 * - Platform administrators: an account of level N0/N1 acting in its own tenant (not in client mode). They may name
 *   any tenant (`tenantId`) and are the only ones who change scripts (they run for every user of the tenant).
 * - A distributor's users: acting in the distributor's tenant they may name its client tenants; they (and the
 *   platform) are the only ones who change a group a distributor supplied to a client.
 */
export const isPlatformAdmin = (ctx: RequestContext) => !ctx.clientMode && isElevatedLevel(ctx.level);

/** The stored marker of the groups a distributor supplied: group -> the distributor's tenant. */
export const SUPPLIED_KEY = 'fornecidoPor';

export const suppliedOf = (stored: Record<string, unknown> | null): Record<string, string> => {
  const value = stored?.[SUPPLIED_KEY];
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
};

/** The tenant whose settings a call changes: `requested` when given and allowed (403 otherwise, 404 unknown). */
export const targetTenant = async (tx: Executor, ctx: RequestContext, requested: string | null | undefined): Promise<string> => {
  if (!requested || requested === ctx.tenantId) return ctx.tenantId;
  if (isPlatformAdmin(ctx)) {
    if (!(await access.tenantExists(tx, requested))) throw new AppError('errors.notFound', 404);
    return requested;
  }
  const distributor = ctx.clientMode ? null : await access.distributorOf(tx, ctx.tenantId);
  if (distributor && (await access.distributorClients(tx, distributor)).some((c) => c.tenantId === requested)) return requested;
  throw forbidden();
};

/** The distributor tenant the person acts for: the acting tenant, or their home tenant in client mode. */
export const actingDistributorTenant = async (tx: Executor, ctx: RequestContext): Promise<string | null> => {
  const tenantId = ctx.clientMode ? ctx.homeTenantId : ctx.tenantId;
  return (await access.distributorOf(tx, tenantId)) ? tenantId : null;
};

/** Refuses a change to a group a distributor supplied unless the person is the platform's or that distributor's. */
export const assertMayChangeSupplied = async (tx: Executor, ctx: RequestContext, supplier: string | undefined) => {
  if (!supplier || isPlatformAdmin(ctx)) return;
  if ((await actingDistributorTenant(tx, ctx)) === supplier) return;
  throw new AppError('settings.distributorSupplied', 403);
};
