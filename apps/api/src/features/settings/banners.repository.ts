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

/**
 * Of the given customisation file ids, those still named anywhere in the tenant: by a background or banner row (its id
 * or its address) or in the settings (logos, slides). A file named nowhere can be deleted.
 */
export const filesInUse = async (ex: Executor, tenantId: string, fileIds: readonly string[]): Promise<Set<string>> => {
  if (fileIds.length === 0) return new Set();
  // The ids are checked names (uuid.ext), safe inside an array literal.
  const ids = sql`${`{${fileIds.join(',')}}`}::text[]`;
  const rows = await ex.execute(sql`
    select f.id
      from unnest(${ids}) as f(id)
     where exists (
             select 1 from personalizacao_fundo_banner b
              where b.tenant_id = ${tenantId}::uuid
                and (f.id in (b.plano_de_fundo_id, b.banner_id) or b.plano_de_fundo_url like '%/' || f.id or b.banner_url like '%/' || f.id))
        or exists (select 1 from parametro p where p.tenant_id = ${tenantId}::uuid and strpos(p.config::text, f.id) > 0)`);
  const found = Array.isArray(rows) ? (rows as { id: string }[]) : (rows as { rows: { id: string }[] }).rows;
  return new Set(found.map((r) => r.id));
};
