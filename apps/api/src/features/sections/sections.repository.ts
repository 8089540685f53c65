import { and, asc, count, eq, gt, ilike, inArray, isNotNull, lt, max, or, sql, type SQL } from 'drizzle-orm';
import type { SectionCardOrientation, SectionEnvironment, SectionItemKind, SectionSortField, SectionStatus, SectionType } from '@plataforma/shared/sections';
import type { Executor } from '../../core/db';
import { containsPattern, orderOf } from '../../core/paging';
import { contrato, curso, formacao, midia, secao, secaoCargo, secaoContrato, secaoDepartamento, secaoItem, secaoSegmentacao, secaoUnidade } from '../../db/schema';

/** Queries of the sections. Every method takes the tenant and runs in the tenant's transaction (row-level security). */

export type SectionListFilters = {
  search?: string;
  id?: string;
  ativo?: boolean;
  status?: SectionStatus;
  tipo?: SectionType;
  exibirNoAprendizado?: boolean;
  exibirNoCatalogo?: boolean;
  secoesIds?: string[];
  midiaId?: string;
  orderBy: SectionSortField;
  orderDirection: 'asc' | 'desc';
};

export type SectionInput = {
  nome: string;
  observacao: string | null;
  exibirDescricao: boolean;
  tipo: SectionType;
  dtPublicacaoInicial: Date | null;
  dtPublicacaoFinal: Date | null;
  ambiente: SectionEnvironment;
  orientacaoDosCards: SectionCardOrientation;
  link: string | null;
  linkDeRedirecionamento: string | null;
  linkDeRedirecionamentoNewTab: boolean;
  publico: boolean;
  ativo: boolean;
};

export type SectionRow = typeof secao.$inferSelect;

const listWhere = (tenantId: string, f: Omit<SectionListFilters, 'orderBy' | 'orderDirection'>, now = new Date()) =>
  and(
    eq(secao.tenantId, tenantId),
    f.search ? ilike(secao.nome, containsPattern(f.search)) : undefined,
    f.id ? eq(secao.id, f.id) : undefined,
    f.ativo === undefined ? undefined : eq(secao.ativo, f.ativo),
    f.tipo ? eq(secao.tipo, f.tipo) : undefined,
    f.exibirNoAprendizado === undefined ? undefined : f.exibirNoAprendizado ? inArray(secao.ambiente, ['home', 'both']) : eq(secao.ambiente, 'catalog'),
    f.exibirNoCatalogo === undefined ? undefined : f.exibirNoCatalogo ? inArray(secao.ambiente, ['catalog', 'both']) : eq(secao.ambiente, 'home'),
    f.secoesIds?.length ? inArray(secao.id, f.secoesIds) : undefined,
    f.midiaId
      ? sql`exists (select 1 from ${secaoItem} i where i.secao_id = ${secao.id} and i.tenant_id = ${secao.tenantId} and i.midia_id = ${f.midiaId})`
      : undefined,
    f.status === 'agendada' ? and(isNotNull(secao.dtPublicacaoInicial), gt(secao.dtPublicacaoInicial, now)) : undefined,
    f.status === 'encerrada' ? and(isNotNull(secao.dtPublicacaoFinal), lt(secao.dtPublicacaoFinal, now)) : undefined,
    f.status === 'publicada'
      ? and(
          or(sql`${secao.dtPublicacaoInicial} is null`, sql`${secao.dtPublicacaoInicial} <= ${now}`),
          or(sql`${secao.dtPublicacaoFinal} is null`, sql`${secao.dtPublicacaoFinal} >= ${now}`),
        )
      : undefined,
  );

const listOrder = (f: SectionListFilters): SQL[] => {
  const primary = {
    nome: orderOf(secao.nome, f.orderDirection, true),
    ativo: orderOf(secao.ativo, f.orderDirection),
    tipo: orderOf(secao.tipo, f.orderDirection),
    ordemAprendizado: orderOf(secao.ordemAprendizado, f.orderDirection),
    ordemCatalogo: orderOf(secao.ordemCatalogo, f.orderDirection),
    dtPublicacaoInicial: orderOf(secao.dtPublicacaoInicial, f.orderDirection),
    createdAt: orderOf(secao.criadoEm, f.orderDirection),
  }[f.orderBy];
  return [primary, asc(sql`lower(${secao.nome})`), asc(secao.id)];
};

export const countSections = async (ex: Executor, tenantId: string, f: SectionListFilters) =>
  (await ex.select({ total: count() }).from(secao).where(listWhere(tenantId, f)))[0].total;

/** A page of sections; without `limit`, every matching one. */
export const listSections = (ex: Executor, tenantId: string, f: SectionListFilters, offset = 0, limit?: number): Promise<SectionRow[]> => {
  const query = ex.select().from(secao).where(listWhere(tenantId, f)).orderBy(...listOrder(f)).$dynamic();
  return limit === undefined ? query : query.limit(limit).offset(offset);
};

export const findSection = async (ex: Executor, tenantId: string, id: string): Promise<SectionRow | null> =>
  (await ex.select().from(secao).where(and(eq(secao.tenantId, tenantId), eq(secao.id, id))).limit(1))[0] ?? null;

/** New sections go last in both orders. */
export const insertSection = async (ex: Executor, tenantId: string, input: SectionInput) => {
  const [last] = await ex
    .select({ aprendizado: max(secao.ordemAprendizado), catalogo: max(secao.ordemCatalogo) })
    .from(secao)
    .where(eq(secao.tenantId, tenantId));
  return (
    await ex
      .insert(secao)
      .values({ tenantId, ...input, ordemAprendizado: (last?.aprendizado ?? 0) + 1, ordemCatalogo: (last?.catalogo ?? 0) + 1 })
      .returning({ id: secao.id })
  )[0].id;
};

export const updateSection = (ex: Executor, tenantId: string, id: string, input: SectionInput) =>
  ex
    .update(secao)
    .set({ ...input, atualizadoEm: new Date() })
    .where(and(eq(secao.tenantId, tenantId), eq(secao.id, id)));

export const setImage = (ex: Executor, tenantId: string, id: string, role: 'Card' | 'Banner', key: string, mime: string) =>
  ex
    .update(secao)
    .set(role === 'Card' ? { imagemCardChave: key, imagemCardTipo: mime, atualizadoEm: new Date() } : { imagemBannerChave: key, imagemBannerTipo: mime, atualizadoEm: new Date() })
    .where(and(eq(secao.tenantId, tenantId), eq(secao.id, id)));

export const deleteSection = (ex: Executor, tenantId: string, id: string) => ex.delete(secao).where(and(eq(secao.tenantId, tenantId), eq(secao.id, id)));

export const basicSections = (ex: Executor, tenantId: string) =>
  ex
    .select({ id: secao.id, nome: secao.nome, ativo: secao.ativo })
    .from(secao)
    .where(eq(secao.tenantId, tenantId))
    .orderBy(asc(sql`lower(${secao.nome})`), asc(secao.id));

/** Ids of the tenant's sections in one order (then by name). */
export const sectionIdsInOrder = async (ex: Executor, tenantId: string, field: 'ordemAprendizado' | 'ordemCatalogo') =>
  (
    await ex
      .select({ id: secao.id })
      .from(secao)
      .where(eq(secao.tenantId, tenantId))
      .orderBy(asc(secao[field]), asc(sql`lower(${secao.nome})`), asc(secao.id))
  ).map((r) => r.id);

export const setPosition = (ex: Executor, tenantId: string, id: string, field: 'ordemAprendizado' | 'ordemCatalogo', position: number) =>
  ex
    .update(secao)
    .set(field === 'ordemAprendizado' ? { ordemAprendizado: position } : { ordemCatalogo: position })
    .where(and(eq(secao.tenantId, tenantId), eq(secao.id, id)));

export const orderReply = (ex: Executor, tenantId: string, field: 'ordemAprendizado' | 'ordemCatalogo') =>
  ex
    .select({ id: secao.id, nome: secao.nome, ordemAprendizado: secao.ordemAprendizado, ordemCatalogo: secao.ordemCatalogo })
    .from(secao)
    .where(eq(secao.tenantId, tenantId))
    .orderBy(asc(secao[field]), asc(secao.id));

// ---------------------------------------------------------------- audience links

export type SectionLinks = { cargosIds: string[]; departamentosIds: string[]; unidadesDeNegociosIds: string[]; segmentacoesIds: string[] };

export const setLinks = async (ex: Executor, tenantId: string, secaoId: string, links: SectionLinks) => {
  const where = <T extends typeof secaoCargo | typeof secaoDepartamento | typeof secaoUnidade | typeof secaoSegmentacao>(table: T) =>
    and(eq(table.tenantId, tenantId), eq(table.secaoId, secaoId));
  await ex.delete(secaoCargo).where(where(secaoCargo));
  await ex.delete(secaoDepartamento).where(where(secaoDepartamento));
  await ex.delete(secaoUnidade).where(where(secaoUnidade));
  await ex.delete(secaoSegmentacao).where(where(secaoSegmentacao));
  const base = { tenantId, secaoId };
  if (links.cargosIds.length) await ex.insert(secaoCargo).values(links.cargosIds.map((cargoId) => ({ ...base, cargoId })));
  if (links.departamentosIds.length) await ex.insert(secaoDepartamento).values(links.departamentosIds.map((departamentoId) => ({ ...base, departamentoId })));
  if (links.unidadesDeNegociosIds.length) await ex.insert(secaoUnidade).values(links.unidadesDeNegociosIds.map((unidadeDeNegocioId) => ({ ...base, unidadeDeNegocioId })));
  if (links.segmentacoesIds.length) await ex.insert(secaoSegmentacao).values(links.segmentacoesIds.map((segmentacaoId) => ({ ...base, segmentacaoId })));
};

type Pair = { secaoId: string; id: string };

/** The linked ids of the given sections, per list. */
export const linksOf = async (ex: Executor, tenantId: string, ids: string[]) => {
  if (ids.length === 0) return { cargos: [], departamentos: [], unidades: [], segmentacoes: [], contratos: [] } as Record<'cargos' | 'departamentos' | 'unidades' | 'segmentacoes' | 'contratos', Pair[]>;
  const cargos = await ex
    .select({ secaoId: secaoCargo.secaoId, id: secaoCargo.cargoId })
    .from(secaoCargo)
    .where(and(eq(secaoCargo.tenantId, tenantId), inArray(secaoCargo.secaoId, ids)));
  const departamentos = await ex
    .select({ secaoId: secaoDepartamento.secaoId, id: secaoDepartamento.departamentoId })
    .from(secaoDepartamento)
    .where(and(eq(secaoDepartamento.tenantId, tenantId), inArray(secaoDepartamento.secaoId, ids)));
  const unidades = await ex
    .select({ secaoId: secaoUnidade.secaoId, id: secaoUnidade.unidadeDeNegocioId })
    .from(secaoUnidade)
    .where(and(eq(secaoUnidade.tenantId, tenantId), inArray(secaoUnidade.secaoId, ids)));
  const segmentacoes = await ex
    .select({ secaoId: secaoSegmentacao.secaoId, id: secaoSegmentacao.segmentacaoId })
    .from(secaoSegmentacao)
    .where(and(eq(secaoSegmentacao.tenantId, tenantId), inArray(secaoSegmentacao.secaoId, ids)));
  const contratos = await ex
    .select({ secaoId: secaoContrato.secaoId, id: secaoContrato.contratoId })
    .from(secaoContrato)
    .where(and(eq(secaoContrato.tenantId, tenantId), inArray(secaoContrato.secaoId, ids)));
  return { cargos, departamentos, unidades, segmentacoes, contratos };
};


// ---------------------------------------------------------------- items

export const setItems = async (ex: Executor, tenantId: string, secaoId: string, items: { tipo: SectionItemKind; id: string }[]) => {
  await ex.delete(secaoItem).where(and(eq(secaoItem.tenantId, tenantId), eq(secaoItem.secaoId, secaoId)));
  if (items.length)
    await ex.insert(secaoItem).values(
      items.map((item, i) => ({
        tenantId,
        secaoId,
        ordem: i + 1,
        tipo: item.tipo,
        midiaId: item.tipo === 'midia' ? item.id : null,
        cursoId: item.tipo === 'curso' ? item.id : null,
        formacaoId: item.tipo === 'formacao' ? item.id : null,
      })),
    );
};

export type ItemRow = { secaoId: string; tipo: SectionItemKind; id: string; nome: string; ordem: number; subtipo: string | null };

/** The items of the given sections, in order, with the names of their targets (object name, course or trail title). */
export const itemsOf = async (ex: Executor, tenantId: string, ids: string[]): Promise<ItemRow[]> =>
  ids.length === 0
    ? []
    : (
        await ex
          .select({
            secaoId: secaoItem.secaoId,
            tipo: secaoItem.tipo,
            id: sql<string>`coalesce(${secaoItem.midiaId}, ${secaoItem.cursoId}, ${secaoItem.formacaoId})`,
            nome: sql<string>`coalesce(${midia.nome}, ${curso.titulo}, ${formacao.titulo}, '')`,
            ordem: secaoItem.ordem,
            subtipo: midia.tipo,
          })
          .from(secaoItem)
          .leftJoin(midia, and(eq(midia.tenantId, secaoItem.tenantId), eq(midia.id, secaoItem.midiaId)))
          .leftJoin(curso, and(eq(curso.tenantId, secaoItem.tenantId), eq(curso.id, secaoItem.cursoId)))
          .leftJoin(formacao, and(eq(formacao.tenantId, secaoItem.tenantId), eq(formacao.id, secaoItem.formacaoId)))
          .where(and(eq(secaoItem.tenantId, tenantId), inArray(secaoItem.secaoId, ids)))
          .orderBy(asc(secaoItem.secaoId), asc(secaoItem.ordem))
      ).map((r) => ({ ...r, subtipo: (r.subtipo as string | null) ?? null }));

/** The sections of the tenant holding the object (bonds of GET midia/vinculos/{id}). */
export const sectionsWithMidia = (ex: Executor, tenantId: string, midiaId: string) =>
  ex
    .selectDistinct({ id: secao.id, nome: secao.nome })
    .from(secaoItem)
    .innerJoin(secao, and(eq(secao.tenantId, secaoItem.tenantId), eq(secao.id, secaoItem.secaoId)))
    .where(and(eq(secaoItem.tenantId, tenantId), eq(secaoItem.midiaId, midiaId)));

// ---------------------------------------------------------------- contracts

export const existingContracts = async (ex: Executor, ids: string[]) =>
  ids.length === 0 ? [] : (await ex.select({ id: contrato.id }).from(contrato).where(inArray(contrato.id, ids))).map((r) => r.id);

export const setContracts = async (ex: Executor, tenantId: string, secaoId: string, contratosIds: string[]) => {
  await ex.delete(secaoContrato).where(and(eq(secaoContrato.tenantId, tenantId), eq(secaoContrato.secaoId, secaoId)));
  if (contratosIds.length) await ex.insert(secaoContrato).values(contratosIds.map((contratoId) => ({ tenantId, secaoId, contratoId })));
};
