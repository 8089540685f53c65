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
import { SUPPLIED_KEY, isPlatformAdmin, suppliedOf } from './settings-access';
import * as access from './settings-access.repository';
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
 * tenant; `replicationSpecificParameter` narrows the groups copied. Only the chosen tenants change.
 * Who (docs/settings-parameters.md): the platform's administration (level N0/N1, not in client mode, with 'Contratos')
 * to any contract; a distributor's administrators (in the distributor's tenant, with 'Configurações') to their own
 * client contracts only, never scripts. What a distributor copies is marked as supplied by it: from then on only the
 * distributor's users (or the platform) change those groups of that client; a copy by the platform clears the mark.
 */
export const createReplicationService = ({ database }: Deps) => {
  const replicate = async (ctx: RequestContext, body: BatchReplicationBody): Promise<BatchReplicationResponse> =>
    database.system(async (tx) => {
      const platform = isPlatformAdmin(ctx) && ctx.elevated && hasPermission(ctx.permissions, 'Contratos');
      const distributor = !platform && !ctx.clientMode && hasPermission(ctx.permissions, 'Configurações') ? await access.distributorOf(tx, ctx.tenantId) : null;
      if (!platform && !distributor) throw forbidden();
      const explicit = body.replicationSpecificParameter.length > 0;
      let groups = explicit ? body.replicationSpecificParameter : [...REPLICABLE_SETTINGS];
      if (distributor) {
        if (explicit && groups.includes('scripts')) throw new AppError('settings.scriptsPlatformOnly', 403);
        groups = groups.filter((g) => g !== 'scripts');
      }
      const ids = [...new Set(body.contractIds)];
      const targets = await contracts.contractTenants(tx, ids);
      if (targets.length !== ids.length) throw new AppError('contracts.notFound', 404);
      const clients = distributor ? new Set((await access.distributorClients(tx, distributor)).map((c) => c.contratoId)) : null;
      if (clients && targets.some((target) => !clients.has(target.contratoId))) throw forbidden();
      let source: Record<string, unknown>;
      if (body.parameters) {
        source = replicableOnly(body.parameters);
      } else {
        let sourceTenant = ctx.tenantId;
        if (body.sourceContractId) {
          const [found] = await contracts.contractTenants(tx, [body.sourceContractId]);
          if (!found) throw new AppError('contracts.notFound', 404);
          if (distributor && found.contratoId !== distributor.contratoId && !clients?.has(found.contratoId)) throw forbidden();
          sourceTenant = found.tenantId;
        }
        source = replicableOnly((await repo.storedSettings(tx, sourceTenant)) ?? {});
      }
      if (!groups.some((g) => g in source)) throw new AppError('contracts.replicationSourceMissing', 400);
      for (const target of targets) {
        const stored = (await repo.storedSettings(tx, target.tenantId)) ?? {};
        const next = replicateSettings(stored, source, groups);
        const supplied = suppliedOf(stored);
        for (const group of groups.filter((g) => g in source)) {
          if (distributor) supplied[group] = ctx.tenantId;
          else delete supplied[group];
        }
        if (Object.keys(supplied).length > 0) next[SUPPLIED_KEY] = supplied;
        else delete next[SUPPLIED_KEY];
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

  return { replicate };
};
