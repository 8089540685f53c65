import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { CommunicationStatus } from '@plataforma/shared/communications';
import type { Executor } from '../../core/db';
import { containsPattern } from '../../core/paging';
import {
  comunicacao,
  comunicacaoCargo,
  comunicacaoContrato,
  comunicacaoDepartamento,
  comunicacaoPostagem,
  comunicacaoSegmentacao,
  comunicacaoUnidade,
  comunicacaoUsuario,
  contrato,
  usuario,
} from '../../db/schema';
import { inActiveSegmentationsSql } from '../segmentations';

/** Queries of communications. Every method takes the tenant and runs in the tenant's transaction (row-level security). */

export type CommunicationRow = typeof comunicacao.$inferSelect;
export type PostRow = typeof comunicacaoPostagem.$inferSelect;

export type CommunicationFilters = {
  search?: string;
  ativo?: boolean;
  status?: CommunicationStatus;
  orderBy: 'titulo' | 'inicio' | 'termino' | 'status' | 'ativo' | 'createdAt';
  orderDirection: 'asc' | 'desc';
};

export type CommunicationInput = {
  titulo: string;
  inicio: Date | null;
  termino: Date | null;
  ativo: boolean;
  publico: boolean;
  exibirSempre: boolean;
  naoExibir: boolean;
  status: CommunicationStatus;
};

export type AudienceLinks = { cargos: string[]; departamentos: string[]; unidadeDeNegocio: string[]; segmentacoes: string[] };
export type PostInputRow = { id: string | null; titulo: string | null; conteudo: string | null; imagemId: string | null; tipoArquivo: string | null; link: string | null };

const SORT = {
  titulo: sql`lower(${comunicacao.titulo})`,
  inicio: comunicacao.inicio,
  termino: comunicacao.termino,
  status: comunicacao.status,
  ativo: comunicacao.ativo,
  createdAt: comunicacao.criadoEm,
} as const;

const listWhere = (tenantId: string, f: Omit<CommunicationFilters, 'orderBy' | 'orderDirection'>) =>
  and(
    eq(comunicacao.tenantId, tenantId),
    f.search ? ilike(comunicacao.titulo, containsPattern(f.search)) : undefined,
    f.ativo === undefined ? undefined : eq(comunicacao.ativo, f.ativo),
    f.status ? eq(comunicacao.status, f.status) : undefined,
  );

export const countCommunications = async (ex: Executor, tenantId: string, f: CommunicationFilters) =>
  (await ex.select({ n: count() }).from(comunicacao).where(listWhere(tenantId, f)))[0].n;

export const listCommunications = (ex: Executor, tenantId: string, f: CommunicationFilters, offset: number, limit: number) => {
  const dir = f.orderDirection === 'desc' ? desc : asc;
  return ex
    .select()
    .from(comunicacao)
    .where(listWhere(tenantId, f))
    .orderBy(dir(SORT[f.orderBy]), asc(comunicacao.id))
    .limit(limit)
    .offset(offset);
};

export const findCommunication = async (ex: Executor, tenantId: string, id: string): Promise<CommunicationRow | null> =>
  (await ex.select().from(comunicacao).where(and(eq(comunicacao.tenantId, tenantId), eq(comunicacao.id, id))))[0] ?? null;

export const insertCommunication = async (ex: Executor, tenantId: string, input: CommunicationInput, origem: string) =>
  (await ex.insert(comunicacao).values({ tenantId, ...input, origem }).returning({ id: comunicacao.id }))[0].id;

export const updateCommunication = (ex: Executor, tenantId: string, id: string, input: CommunicationInput) =>
  ex
    .update(comunicacao)
    .set({ ...input, atualizadoEm: new Date() })
    .where(and(eq(comunicacao.tenantId, tenantId), eq(comunicacao.id, id)));

export const markPublished = (ex: Executor, tenantId: string, id: string, at: Date) =>
  ex
    .update(comunicacao)
    .set({ publicadaEm: sql`coalesce(${comunicacao.publicadaEm}, ${at})` })
    .where(and(eq(comunicacao.tenantId, tenantId), eq(comunicacao.id, id)));

export const deleteCommunication = (ex: Executor, tenantId: string, id: string) =>
  ex.delete(comunicacao).where(and(eq(comunicacao.tenantId, tenantId), eq(comunicacao.id, id)));

// ---------------------------------------------------------------- audience links

export const setLinks = async (ex: Executor, tenantId: string, comunicacaoId: string, links: AudienceLinks) => {
  const base = { tenantId, comunicacaoId };
  for (const table of [comunicacaoCargo, comunicacaoDepartamento, comunicacaoUnidade, comunicacaoSegmentacao])
    await ex.delete(table).where(and(eq(table.tenantId, tenantId), eq(table.comunicacaoId, comunicacaoId)));
  if (links.cargos.length) await ex.insert(comunicacaoCargo).values(links.cargos.map((cargoId) => ({ ...base, cargoId })));
  if (links.departamentos.length) await ex.insert(comunicacaoDepartamento).values(links.departamentos.map((departamentoId) => ({ ...base, departamentoId })));
  if (links.unidadeDeNegocio.length) await ex.insert(comunicacaoUnidade).values(links.unidadeDeNegocio.map((unidadeDeNegocioId) => ({ ...base, unidadeDeNegocioId })));
  if (links.segmentacoes.length) await ex.insert(comunicacaoSegmentacao).values(links.segmentacoes.map((segmentacaoId) => ({ ...base, segmentacaoId })));
};

type Pair = { comunicacaoId: string; id: string };
export type LinkLists = { cargos: Pair[]; departamentos: Pair[]; unidades: Pair[]; segmentacoes: Pair[]; contratos: (Pair & { linkId: string })[] };

/** The linked ids of the given communications, per list. */
export const linksOf = async (ex: Executor, tenantId: string, ids: string[]): Promise<LinkLists> => {
  if (ids.length === 0) return { cargos: [], departamentos: [], unidades: [], segmentacoes: [], contratos: [] };
  const cargos = await ex
    .select({ comunicacaoId: comunicacaoCargo.comunicacaoId, id: comunicacaoCargo.cargoId })
    .from(comunicacaoCargo)
    .where(and(eq(comunicacaoCargo.tenantId, tenantId), inArray(comunicacaoCargo.comunicacaoId, ids)));
  const departamentos = await ex
    .select({ comunicacaoId: comunicacaoDepartamento.comunicacaoId, id: comunicacaoDepartamento.departamentoId })
    .from(comunicacaoDepartamento)
    .where(and(eq(comunicacaoDepartamento.tenantId, tenantId), inArray(comunicacaoDepartamento.comunicacaoId, ids)));
  const unidades = await ex
    .select({ comunicacaoId: comunicacaoUnidade.comunicacaoId, id: comunicacaoUnidade.unidadeDeNegocioId })
    .from(comunicacaoUnidade)
    .where(and(eq(comunicacaoUnidade.tenantId, tenantId), inArray(comunicacaoUnidade.comunicacaoId, ids)));
  const segmentacoes = await ex
    .select({ comunicacaoId: comunicacaoSegmentacao.comunicacaoId, id: comunicacaoSegmentacao.segmentacaoId })
    .from(comunicacaoSegmentacao)
    .where(and(eq(comunicacaoSegmentacao.tenantId, tenantId), inArray(comunicacaoSegmentacao.comunicacaoId, ids)));
  const contratos = await ex
    .select({ comunicacaoId: comunicacaoContrato.comunicacaoId, id: comunicacaoContrato.contratoId, linkId: comunicacaoContrato.id })
    .from(comunicacaoContrato)
    .where(and(eq(comunicacaoContrato.tenantId, tenantId), inArray(comunicacaoContrato.comunicacaoId, ids)))
    .orderBy(asc(comunicacaoContrato.contratoId));
  return { cargos, departamentos, unidades, segmentacoes, contratos };
};

// ---------------------------------------------------------------- posts

export const postsOf = (ex: Executor, tenantId: string, ids: string[]): Promise<PostRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : ex
        .select()
        .from(comunicacaoPostagem)
        .where(and(eq(comunicacaoPostagem.tenantId, tenantId), inArray(comunicacaoPostagem.comunicacaoId, ids)))
        .orderBy(asc(comunicacaoPostagem.comunicacaoId), asc(comunicacaoPostagem.ordem));

/** Replaces the posts (a kept post keeps its id when it was one of this communication's); order = position. */
export const setPosts = async (ex: Executor, tenantId: string, comunicacaoId: string, posts: PostInputRow[]) => {
  const current = new Set(
    (await ex.select({ id: comunicacaoPostagem.id }).from(comunicacaoPostagem).where(and(eq(comunicacaoPostagem.tenantId, tenantId), eq(comunicacaoPostagem.comunicacaoId, comunicacaoId)))).map(
      (r) => r.id,
    ),
  );
  await ex.delete(comunicacaoPostagem).where(and(eq(comunicacaoPostagem.tenantId, tenantId), eq(comunicacaoPostagem.comunicacaoId, comunicacaoId)));
  const seen = new Set<string>();
  await ex.insert(comunicacaoPostagem).values(
    posts.map((p, i) => {
      const keep = p.id && current.has(p.id) && !seen.has(p.id) ? p.id : undefined;
      if (keep) seen.add(keep);
      return { ...(keep ? { id: keep } : {}), tenantId, comunicacaoId, ordem: i + 1, titulo: p.titulo, conteudo: p.conteudo, imagemId: p.imagemId, tipoArquivo: p.tipoArquivo, link: p.link };
    }),
  );
};

/** Which of the image ids are still used by a post of the tenant. */
export const imagesInUse = async (ex: Executor, tenantId: string, imagemIds: string[]): Promise<Set<string>> =>
  imagemIds.length === 0
    ? new Set()
    : new Set(
        (
          await ex
            .selectDistinct({ id: comunicacaoPostagem.imagemId })
            .from(comunicacaoPostagem)
            .where(and(eq(comunicacaoPostagem.tenantId, tenantId), inArray(comunicacaoPostagem.imagemId, imagemIds)))
        ).map((r) => r.id!),
      );

// ---------------------------------------------------------------- contracts

export const existingContracts = async (ex: Executor, ids: string[]) =>
  ids.length === 0 ? [] : (await ex.select({ id: contrato.id }).from(contrato).where(inArray(contrato.id, ids))).map((r) => r.id);

export const contractsOf = async (ex: Executor, tenantId: string, comunicacaoId: string) =>
  (
    await ex
      .select({ id: comunicacaoContrato.contratoId })
      .from(comunicacaoContrato)
      .where(and(eq(comunicacaoContrato.tenantId, tenantId), eq(comunicacaoContrato.comunicacaoId, comunicacaoId)))
  ).map((r) => r.id);

/** Removes `remove` and adds `add` (contracts the caller may change); other links stay. */
export const changeContracts = async (ex: Executor, tenantId: string, comunicacaoId: string, remove: string[], add: string[]) => {
  if (remove.length)
    await ex
      .delete(comunicacaoContrato)
      .where(and(eq(comunicacaoContrato.tenantId, tenantId), eq(comunicacaoContrato.comunicacaoId, comunicacaoId), inArray(comunicacaoContrato.contratoId, remove)));
  if (add.length)
    await ex
      .insert(comunicacaoContrato)
      .values(add.map((contratoId) => ({ tenantId, comunicacaoId, contratoId })))
      .onConflictDoNothing();
};

// ---------------------------------------------------------------- the learner's side

export type Viewer = { userId: string; cargoId: string | null; departamentoId: string | null; unidadeDeNegocioId: string | null; segmentacoesIds: string[] };

const uuidArray = (ids: string[]) => (ids.length === 0 ? sql`array[]::uuid[]` : sql`array[${sql.join(ids.map((i) => sql`${i}::uuid`), sql`, `)}]`);

/**
 * The SQL condition "communication row `comunicacao` is shown to `viewer` at `now`": published and active, inside its
 * window, and the viewer in its audience (packages/shared communications/rules.ts audienceMatches).
 */
export const visibleTo = (tenantId: string, viewer: Viewer, now: Date): SQL => {
  const list = (table: string, column: string, value: string | null) => ({
    has: sql`exists (select 1 from ${sql.raw(table)} x where x.comunicacao_id = ${comunicacao.id})`,
    hit: value === null ? sql`false` : sql`exists (select 1 from ${sql.raw(table)} x where x.comunicacao_id = ${comunicacao.id} and x.${sql.raw(column)} = ${value}::uuid)`,
  });
  const cargo = list('comunicacao_cargo', 'cargo_id', viewer.cargoId);
  const departamento = list('comunicacao_departamento', 'departamento_id', viewer.departamentoId);
  const unidade = list('comunicacao_unidade', 'unidade_de_negocio_id', viewer.unidadeDeNegocioId);
  const segmentacoes = {
    has: sql`exists (select 1 from comunicacao_segmentacao x where x.comunicacao_id = ${comunicacao.id})`,
    hit: sql`exists (select 1 from comunicacao_segmentacao x where x.comunicacao_id = ${comunicacao.id} and x.segmentacao_id = any(${uuidArray(viewer.segmentacoesIds)}))`,
  };
  const noAudience = sql`not (${cargo.has} or ${departamento.has} or ${unidade.has} or ${segmentacoes.has})`;
  const byLinks = sql`(not ${segmentacoes.has} and (not ${cargo.has} or ${cargo.hit}) and (not ${departamento.has} or ${departamento.hit}) and (not ${unidade.has} or ${unidade.hit}))`;
  return and(
    eq(comunicacao.tenantId, tenantId),
    eq(comunicacao.ativo, true),
    eq(comunicacao.status, 'publicada'),
    sql`(${comunicacao.inicio} is null or ${comunicacao.inicio} <= ${now})`,
    sql`(${comunicacao.termino} is null or ${comunicacao.termino} >= ${now})`,
    sql`(${comunicacao.publico} or ${noAudience} or ${segmentacoes.hit} or ${byLinks})`,
  )!;
};

export type UserCommunicationRow = CommunicationRow & { oculta: boolean; visualizadaEm: Date | null; totalPostagens: number };

/** The communications shown to the viewer now, with their status for the person (newest window first). */
export const visibleCommunications = async (ex: Executor, tenantId: string, viewer: Viewer, now: Date, id?: string): Promise<UserCommunicationRow[]> =>
  (
    await ex
      .select({
        row: comunicacao,
        oculta: sql<boolean>`coalesce(${comunicacaoUsuario.oculta}, false)`,
        visualizadaEm: comunicacaoUsuario.visualizadaEm,
        totalPostagens: sql<number>`(select count(*)::int from comunicacao_postagem p where p.comunicacao_id = ${comunicacao.id})`,
      })
      .from(comunicacao)
      .leftJoin(
        comunicacaoUsuario,
        and(eq(comunicacaoUsuario.tenantId, comunicacao.tenantId), eq(comunicacaoUsuario.comunicacaoId, comunicacao.id), eq(comunicacaoUsuario.usuarioId, viewer.userId)),
      )
      .where(and(visibleTo(tenantId, viewer, now), id ? eq(comunicacao.id, id) : undefined))
      .orderBy(desc(sql`coalesce(${comunicacao.inicio}, ${comunicacao.criadoEm})`), asc(comunicacao.id))
  ).map((r) => ({ ...r.row, oculta: r.oculta, visualizadaEm: r.visualizadaEm ?? null, totalPostagens: Number(r.totalPostagens) }));

/** Sets the person's hidden flag of the communications (one statement; rows made when missing). */
export const setHidden = async (ex: Executor, tenantId: string, usuarioId: string, ids: string[], oculta: boolean) => {
  if (ids.length === 0) return;
  await ex
    .insert(comunicacaoUsuario)
    .values(ids.map((comunicacaoId) => ({ tenantId, comunicacaoId, usuarioId, oculta })))
    .onConflictDoUpdate({ target: [comunicacaoUsuario.comunicacaoId, comunicacaoUsuario.usuarioId], set: { oculta, atualizadoEm: new Date() } });
};

/** Records the first time the person opened the communication. */
export const markSeen = (ex: Executor, tenantId: string, usuarioId: string, comunicacaoId: string, at: Date) =>
  ex
    .insert(comunicacaoUsuario)
    .values({ tenantId, comunicacaoId, usuarioId, visualizadaEm: at })
    .onConflictDoUpdate({ target: [comunicacaoUsuario.comunicacaoId, comunicacaoUsuario.usuarioId], set: { visualizadaEm: sql`coalesce(${comunicacaoUsuario.visualizadaEm}, ${at})` } });

/**
 * The ids of the tenant's active people in a communication's audience, in one statement (set-based: no query per
 * person): everyone when public or without lists; the people of the linked active segmentations; else those whose job
 * title, department and unit are in each non-empty list.
 */
export const audienceUserIds = async (ex: Executor, tenantId: string, publico: boolean, links: AudienceLinks): Promise<string[]> => {
  const hasLists = links.cargos.length + links.departamentos.length + links.unidadeDeNegocio.length + links.segmentacoes.length > 0;
  const audience =
    publico || !hasLists
      ? undefined
      : links.segmentacoes.length > 0
        ? inActiveSegmentationsSql(tenantId, links.segmentacoes)
        : and(
            links.cargos.length ? inArray(usuario.cargoId, links.cargos) : undefined,
            links.departamentos.length ? inArray(usuario.departamentoId, links.departamentos) : undefined,
            links.unidadeDeNegocio.length ? inArray(usuario.unidadeDeNegocioId, links.unidadeDeNegocio) : undefined,
          );
  return (
    await ex
      .select({ id: usuario.id })
      .from(usuario)
      .where(and(eq(usuario.tenantId, tenantId), eq(usuario.ativo, true), audience))
      .orderBy(asc(usuario.id))
  ).map((r) => r.id);
};
