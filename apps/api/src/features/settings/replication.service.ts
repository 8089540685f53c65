import {
  REPLICABLE_SETTINGS,
  replicateSettings,
  type BatchReplicationResponse,
  type ReplicableSetting,
} from '@plataforma/shared/accounts';
import { defaultClientSettings, mergeSettings } from '@plataforma/shared/settings';
import { hasPermission } from '@plataforma/shared/permissions';
import type { RequestContext } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { AppError, forbidden } from '../../core/errors';
import * as contracts from './replication.repository';
import * as repo from './settings.repository';

export type BatchReplicationBody = {
  contractIds: string[];
  parameters?: Record<string, unknown> | null;
  replicationSpecificParameter: ReplicableSetting[];
  sourceContractId?: string | null;
};

/** Only the replicable groups of a settings object (tenant-bound values such as tenantId or ssoConfig never travel). */
const replicableOnly = (settings: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(settings).filter(([key]) => (REPLICABLE_SETTINGS as readonly string[]).includes(key)));

/**
 * PUT Parametro/BatchReplication (1-shell §7, 3-admin §7): copies client settings to the tenants of several contracts.
 * The source is `parameters` when given, else the stored settings of `sourceContractId`'s tenant, else of the acting
 * tenant; `replicationSpecificParameter` narrows the groups copied. Only the chosen tenants change. Platform
 * administration only (elevated, not client mode, with 'Contratos').
 */
export const createReplicationService = ({ database }: Deps) => {
  const replicate = async (ctx: RequestContext, body: BatchReplicationBody): Promise<BatchReplicationResponse> => {
    if (!ctx.elevated || ctx.clientMode || !hasPermission(ctx.permissions, 'Contratos')) throw forbidden();
    const groups = body.replicationSpecificParameter.length > 0 ? body.replicationSpecificParameter : [...REPLICABLE_SETTINGS];
    const ids = [...new Set(body.contractIds)];
    return database.system(async (tx) => {
      const targets = await contracts.contractTenants(tx, ids);
      if (targets.length !== ids.length) throw new AppError('contracts.notFound', 404);
      let source: Record<string, unknown>;
      if (body.parameters) {
        source = replicableOnly(body.parameters);
      } else {
        let sourceTenant = ctx.tenantId;
        if (body.sourceContractId) {
          const [found] = await contracts.contractTenants(tx, [body.sourceContractId]);
          if (!found) throw new AppError('contracts.notFound', 404);
          sourceTenant = found.tenantId;
        }
        source = replicableOnly((await repo.storedSettings(tx, sourceTenant)) ?? {});
      }
      if (!groups.some((g) => g in source)) throw new AppError('contracts.replicationSourceMissing', 400);
      for (const target of targets) {
        const next = replicateSettings((await repo.storedSettings(tx, target.tenantId)) ?? {}, source, groups);
        try {
          // what is stored must still read as valid settings
          mergeSettings(defaultClientSettings(target.tenantId), next);
        } catch {
          throw new AppError('contracts.invalidParameters', 400);
        }
        await repo.saveSettings(tx, target.tenantId, next);
      }
      return { success: true as const, replicados: targets, grupos: groups };
    });
  };

  return { replicate };
};
