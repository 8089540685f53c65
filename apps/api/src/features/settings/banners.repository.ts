import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { BannerOrigin, BannerPlace, BannerRowData } from '@plataforma/shared/settings';
import type { Executor } from '../../core/db';
import { personalizacaoFundoBanner as row } from '../../db/schema';

const columns = {
  id: row.id,
  active: row.ativo,
  ordem: row.ordem,
  ambiente: row.ambiente,
  tipoPlanoDeFundo: row.tipoPlanoDeFundo,
  planoDeFundoId: row.planoDeFundoId,
  planoDeFundoUrl: row.planoDeFundoUrl,
  tipoRecurso: row.tipoRecurso,
  bannerId: row.bannerId,
  bannerUrl: row.bannerUrl,
  linkRedirecionamentoBanner: row.linkRedirecionamentoBanner,
  newTab: row.newTab,
  public: row.publico,
  duracao: row.duracao,
  markdownConteudo: row.markdownConteudo,
  backgroundConteudo: row.backgroundConteudo,
  backgroundCopiedFrom: row.backgroundCopiedFrom,
  origem: row.origem,
};
const order = [asc(row.ordem), asc(row.criadoEm), asc(row.id)];

/** Every row of the tenant, in order (the administration screen). */
export const listBanners = (ex: Executor, tenantId: string) => ex.select(columns).from(row).where(eq(row.tenantId, tenantId)).orderBy(...order);
export type StoredBanner = Awaited<ReturnType<typeof listBanners>>[number];

/** The active rows shown at a place (home or catalog; 'Ambos' rows on both), in order. */
export const activeBannersAt = (ex: Executor, tenantId: string, place: BannerPlace) =>
  ex
    .select(columns)
    .from(row)
    .where(and(eq(row.tenantId, tenantId), eq(row.ativo, true), inArray(row.ambiente, [place, 'Ambos'])))
    .orderBy(...order);

export const findBanner = async (ex: Executor, tenantId: string, id: string) =>
  (await ex.select(columns).from(row).where(and(eq(row.tenantId, tenantId), eq(row.id, id))).limit(1))[0] ?? null;

/** How many rows show at each place, leaving one row out (the one being changed). */
export const countsByPlace = async (ex: Executor, tenantId: string, except: string | null) => {
  const [found] = await ex
    .select({
      Aprendizado: sql<number>`count(*) filter (where ${row.ambiente} in ('Aprendizado', 'Ambos'))::int`,
      Catalogo: sql<number>`count(*) filter (where ${row.ambiente} in ('Catalogo', 'Ambos'))::int`,
    })
    .from(row)
    .where(and(eq(row.tenantId, tenantId), except ? ne(row.id, except) : undefined));
  return found;
};

/** Serialises changes of the tenant's rows (the 10-slide limit is checked against a stable count). */
export const lockBanners = (ex: Executor, tenantId: string) => ex.execute(sql`select pg_advisory_xact_lock(hashtext('personalizacao_fundo_banner'), hashtext(${tenantId}))`);

const valuesOf = (data: BannerRowData) => ({
  ativo: data.active,
  ordem: data.ordem,
  ambiente: data.ambiente,
  tipoPlanoDeFundo: data.tipoPlanoDeFundo,
  planoDeFundoId: data.planoDeFundoId,
  planoDeFundoUrl: data.planoDeFundoUrl,
  tipoRecurso: data.tipoRecurso,
  bannerId: data.bannerId,
  bannerUrl: data.bannerUrl,
  linkRedirecionamentoBanner: data.linkRedirecionamentoBanner,
  newTab: data.newTab,
  publico: data.public,
  duracao: data.duracao,
  markdownConteudo: data.markdownConteudo,
  backgroundConteudo: data.backgroundConteudo,
  backgroundCopiedFrom: data.backgroundCopiedFrom,
});

export const insertBanner = async (ex: Executor, tenantId: string, data: BannerRowData, origem: BannerOrigin) =>
  (await ex
    .insert(row)
    .values({ tenantId, origem, ...valuesOf(data) })
    .returning({ id: row.id }))[0].id;

export const updateBanner = (ex: Executor, tenantId: string, id: string, data: BannerRowData) =>
  ex
    .update(row)
    .set({ ...valuesOf(data), atualizadoEm: new Date() })
    .where(and(eq(row.tenantId, tenantId), eq(row.id, id)));

export const deleteBanner = (ex: Executor, tenantId: string, id: string) => ex.delete(row).where(and(eq(row.tenantId, tenantId), eq(row.id, id)));
