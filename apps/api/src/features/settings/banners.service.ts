import {
  BANNER_MAX_PER_PLACE,
  BANNER_PLACES,
  SETTINGS_FILE_ID,
  bannerShowsAt,
  type BannerOrigin,
  type BannerPlace,
  type BannerRow,
  type BannerRowData,
} from '@plataforma/shared/settings';
import { hasPermission } from '@plataforma/shared/permissions';
import type { RequestContext } from '../../core/auth';
import type { Deps } from '../../core/deps';
import type { Tx } from '../../core/db';
import { AppError, forbidden } from '../../core/errors';
import * as repo from './banners.repository';
import { settingsFileKey } from './settings.files';

/** The customisation files a row names (its ids, or the last segment of its addresses). */
const filesOf = (r: Pick<repo.StoredBanner, 'planoDeFundoId' | 'planoDeFundoUrl' | 'bannerId' | 'bannerUrl'>): string[] =>
  [r.planoDeFundoId, r.bannerId, r.planoDeFundoUrl?.split('/').pop(), r.bannerUrl?.split('/').pop()].filter((id): id is string => Boolean(id && SETTINGS_FILE_ID.test(id)));

/** Distributor access (1-shell §6): a distributor's or the platform's users (elevated), also acting in client mode. */
const distributorAccess = (ctx: RequestContext) => ctx.elevated || ctx.clientMode;
const originOf = (ctx: RequestContext): BannerOrigin => (distributorAccess(ctx) ? 'Distribuidor' : 'Cliente');
const mayChange = (ctx: RequestContext, origem: BannerOrigin) => origem === 'Cliente' || distributorAccess(ctx);

const toRow = (ctx: RequestContext, stored: repo.StoredBanner): BannerRow => ({ ...stored, podeAlterar: mayChange(ctx, stored.origem) });

/**
 * Background and banner rows (3-admin §7 PersonalizacaoFundoBanner; docs/settings-banners.md). Learners read the active
 * rows of their place (kept while the tenant's 'banners' version stands); changes need 'Configurações' (the routes) and,
 * for rows a distributor supplied, distributor access. At most 10 rows show at each place.
 */
export const createBannersService = ({ database, cache, storage, log }: Deps) => {
  /**
   * After a row changed or went: the files it named that nothing in the tenant names any more are deleted (after the
   * commit; a failure is logged and leaves the file, never the change).
   */
  const dropUnused = async (tenantId: string, before: readonly string[], after: readonly string[]) => {
    const candidates = [...new Set(before)].filter((id) => !after.includes(id));
    if (candidates.length === 0) return;
    try {
      const inUse = await database.inTenant(tenantId, (tx) => repo.filesInUse(tx, tenantId, candidates));
      for (const id of candidates) if (!inUse.has(id)) await storage.delete(settingsFileKey(tenantId, id));
    } catch (err) {
      log.error({ err, tenantId }, 'unused banner files not deleted');
    }
  };

  const list = (ctx: RequestContext, ambiente: BannerPlace | undefined): Promise<BannerRow[]> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      if (ambiente) {
        const rows = await cache.inTenant(tx, ctx.tenantId, ['banners'], `banners|${ambiente}`, () => repo.activeBannersAt(tx, ctx.tenantId, ambiente));
        return rows.map((r) => toRow(ctx, r));
      }
      if (!hasPermission(ctx.permissions, 'Configurações')) throw forbidden();
      return (await repo.listBanners(tx, ctx.tenantId)).map((r) => toRow(ctx, r));
    });

  /** Refuses a row that would make more than 10 rows show at one of its places. */
  const checkLimit = async (tx: Tx, tenantId: string, data: BannerRowData, except: string | null) => {
    await repo.lockBanners(tx, tenantId);
    const counts = await repo.countsByPlace(tx, tenantId, except);
    if (BANNER_PLACES.some((place) => bannerShowsAt(data.ambiente, place) && counts[place] + 1 > BANNER_MAX_PER_PLACE))
      throw new AppError('settings.bannerLimit', 409);
  };

  /** The row to change: 404 when not the tenant's, 403 when a distributor supplied it and the user lacks that access. */
  const changeable = async (tx: Tx, ctx: RequestContext, id: string) => {
    const found = await repo.findBanner(tx, ctx.tenantId, id);
    if (!found) throw new AppError('settings.bannerNotFound', 404);
    if (!mayChange(ctx, found.origem)) throw forbidden('settings.bannerDistributorOnly');
    return found;
  };

  const create = (ctx: RequestContext, data: BannerRowData) =>
    database.inTenant(ctx.tenantId, async (tx) => {
      await checkLimit(tx, ctx.tenantId, data, null);
      const id = await repo.insertBanner(tx, ctx.tenantId, data, originOf(ctx));
      return toRow(ctx, (await repo.findBanner(tx, ctx.tenantId, id))!);
    });

  const update = async (ctx: RequestContext, id: string, data: BannerRowData) => {
    const { before, after } = await database.inTenant(ctx.tenantId, async (tx) => {
      const current = await changeable(tx, ctx, id);
      if (current.ambiente !== data.ambiente) await checkLimit(tx, ctx.tenantId, data, id);
      await repo.updateBanner(tx, ctx.tenantId, id, data);
      return { before: current, after: (await repo.findBanner(tx, ctx.tenantId, id))! };
    });
    await dropUnused(ctx.tenantId, filesOf(before), filesOf(after));
    return toRow(ctx, after);
  };

  const remove = async (ctx: RequestContext, id: string) => {
    const before = await database.inTenant(ctx.tenantId, async (tx) => {
      const current = await changeable(tx, ctx, id);
      await repo.deleteBanner(tx, ctx.tenantId, id);
      return current;
    });
    await dropUnused(ctx.tenantId, filesOf(before), []);
    return { success: true as const };
  };

  return { list, create, update, remove };
};
