import { isDeepStrictEqual } from 'node:util';
import {
  SETTINGS_UPDATE_GROUPS,
  defaultClientSettings,
  mergeSettings,
  type ClientSettings,
  type SettingsUpdate,
  type SettingsUpdateGroup,
} from '@plataforma/shared/settings';
import type { RequestContext } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { AppError, FieldError } from '../../core/errors';
import { actingDistributorTenant, isPlatformAdmin, suppliedOf, targetTenant } from './settings-access';
import * as repo from './settings.repository';

export type SettingsUpdateResult = { settings: ClientSettings; aceitesRedefinidos: number };

/**
 * PUT Parametro/update (1-shell §7, 3-admin §7): each group given replaces the stored group after validation; groups
 * equal to what the tenant has now are no change (the screen may send every group it shows). Scripts change only by
 * platform administrators; a group a distributor supplied only by the platform or that distributor. A new or other
 * platform term resets the acceptances in the same transaction. Saving bumps the tenant's 'parametros' version (the
 * table's trigger, migration 0022), so the next settings read of every user sees it.
 */
export const createSettingsUpdate = ({ database }: Deps, read: (tenantId: string) => Promise<{ settings: ClientSettings }>) => {
  const update = async (ctx: RequestContext, body: SettingsUpdate): Promise<SettingsUpdateResult> => {
    const who = await database.system(async (tx) => ({
      target: await targetTenant(tx, ctx, body.tenantId),
      platform: isPlatformAdmin(ctx),
      distributor: await actingDistributorTenant(tx, ctx),
    }));
    const aceitesRedefinidos = await database.inTenant(who.target, async (tx) => {
      const stored = (await repo.storedSettings(tx, who.target)) ?? {};
      const current = mergeSettings(defaultClientSettings(who.target), stored);
      const supplied = suppliedOf(stored);
      const changed = SETTINGS_UPDATE_GROUPS.filter((g) => body[g] !== undefined && !isDeepStrictEqual(body[g], current[g]));
      if (changed.length === 0) return 0;
      for (const group of changed) {
        if (group === 'scripts' && !who.platform) throw new FieldError('scripts', 'settings.scriptsPlatformOnly', 403);
        const supplier = supplied[group];
        if (supplier && !who.platform && who.distributor !== supplier) throw new FieldError(group, 'settings.distributorSupplied', 403);
      }
      const general = changed.includes('general') ? body.general : undefined;
      let reset = 0;
      if (general) {
        const { course, formation } = general.certificate;
        if (course && course !== current.general.certificate.course && !(await repo.certificateExists(tx, who.target, course, 'Curso')))
          throw new FieldError('general.certificate.course', 'settings.certificateNotFound', 400);
        if (formation && formation !== current.general.certificate.formation && !(await repo.certificateExists(tx, who.target, formation, 'Formacao')))
          throw new FieldError('general.certificate.formation', 'settings.certificateNotFound', 400);
        if (general.termOfUse && general.termOfUse !== current.general.termOfUse) {
          if ((await repo.findTerm(tx, who.target, general.termOfUse))?.tipo !== 'Platform') throw new FieldError('general.termOfUse', 'settings.termNotPlatform', 400);
          reset = await repo.resetPlatformAcceptances(tx, who.target);
        }
      }
      const next: Record<string, unknown> = { ...stored };
      for (const group of changed) next[group] = body[group as SettingsUpdateGroup];
      try {
        mergeSettings(defaultClientSettings(who.target), next);
      } catch {
        throw new AppError('settings.saveError', 400);
      }
      await repo.saveSettings(tx, who.target, next);
      return reset;
    });
    return { settings: (await read(who.target)).settings, aceitesRedefinidos };
  };
  return { update };
};
