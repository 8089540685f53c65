import { and, asc, count, eq, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { SegmentationGender, SegmentationOperator, SegmentationSortField } from '@plataforma/shared/segmentations';
import type { Executor } from '../../core/db';
import { containsPattern, orderOf } from '../../core/paging';
import {
  cargo,
  departamento,
  identidade,
  segmentacao,
  segmentacaoCargo,
  segmentacaoDepartamento,
  segmentacaoUnidade,
  segmentacaoUsuario,
  unidadeDeNegocio,
  usuario,
} from '../../db/schema';

/** Queries of the segmentations. Every method takes the tenant and runs in the tenant's transaction (row-level security). */

export type SegmentationListFilters = {
  nome?: string;
  ativo?: boolean;
  operator?: SegmentationOperator;
  createdAtFrom?: Date;
  createdAtTo?: Date;
  orderBy: SegmentationSortField;
  orderDirection: 'asc' | 'desc';
};

export type SegmentationInput = {
  nome: string;
  ativo: boolean;
  observacao: string | null;
  operador: SegmentationOperator;
  generos: SegmentationGender[];
};

const columns = {
  id: segmentacao.id,
  tenantId: segmentacao.tenantId,
  nome: segmentacao.nome,
  ativo: segmentacao.ativo,
  observacao: segmentacao.observacao,
  operador: segmentacao.operador,
  generos: segmentacao.generos,
  criadoEm: segmentacao.criadoEm,
};
export type SegmentationRow = {
  id: string;
  tenantId: string;
  nome: string;
  ativo: boolean;
  observacao: string | null;
  operador: SegmentationOperator;
  generos: SegmentationGender[];
  criadoEm: Date;
};

const listWhere = (tenantId: string, f: Omit<SegmentationListFilters, 'orderBy' | 'orderDirection'>) =>
  and(
    eq(segmentacao.tenantId, tenantId),
    f.nome ? ilike(segmentacao.nome, containsPattern(f.nome)) : undefined,
    f.ativo === undefined ? undefined : eq(segmentacao.ativo, f.ativo),
    f.operator ? eq(segmentacao.operador, f.operator) : undefined,
    f.createdAtFrom ? gte(segmentacao.criadoEm, f.createdAtFrom) : undefined,
    f.createdAtTo ? lt(segmentacao.criadoEm, f.createdAtTo) : undefined,
  );

const listOrder = (f: SegmentationListFilters): SQL[] => {
  const primary = {
    nome: orderOf(segmentacao.nome, f.orderDirection, true),
    ativo: orderOf(segmentacao.ativo, f.orderDirection),
    operator: orderOf(segmentacao.operador, f.orderDirection),
    createdAt: orderOf(segmentacao.criadoEm, f.orderDirection),
  }[f.orderBy];
  return [primary, asc(sql`lower(${segmentacao.nome})`), asc(segmentacao.id)];
};

export const countSegmentations = async (ex: Executor, tenantId: string, f: SegmentationListFilters) =>
  (await ex.select({ total: count() }).from(segmentacao).where(listWhere(tenantId, f)))[0].total;

/** A page of segmentations; without `limit`, every matching one. */
export const listSegmentations = (ex: Executor, tenantId: string, f: SegmentationListFilters, offset = 0, limit?: number): Promise<SegmentationRow[]> => {
  const query = ex.select(columns).from(segmentacao).where(listWhere(tenantId, f)).orderBy(...listOrder(f)).$dynamic();
  return limit === undefined ? query : query.limit(limit).offset(offset);
};

export const findSegmentation = async (ex: Executor, tenantId: string, id: string): Promise<SegmentationRow | null> =>
  (await ex.select(columns).from(segmentacao).where(and(eq(segmentacao.tenantId, tenantId), eq(segmentacao.id, id))).limit(1))[0] ?? null;

export const segmentationNameTaken = async (ex: Executor, tenantId: string, nome: string, exceptId?: string) =>
  (
    await ex
      .select({ id: segmentacao.id })
      .from(segmentacao)
      .where(and(eq(segmentacao.tenantId, tenantId), sql`lower(${segmentacao.nome}) = lower(${nome})`, exceptId ? ne(segmentacao.id, exceptId) : undefined))
      .limit(1)
  ).length > 0;

export const insertSegmentation = async (ex: Executor, tenantId: string, input: SegmentationInput) =>
  (await ex.insert(segmentacao).values({ tenantId, ...input }).returning({ id: segmentacao.id }))[0].id;

export const updateSegmentation = (ex: Executor, tenantId: string, id: string, input: SegmentationInput) =>
  ex
    .update(segmentacao)
    .set({ ...input, atualizadoEm: new Date() })
    .where(and(eq(segmentacao.tenantId, tenantId), eq(segmentacao.id, id)));

export const deleteSegmentation = (ex: Executor, tenantId: string, id: string) =>
  ex.delete(segmentacao).where(and(eq(segmentacao.tenantId, tenantId), eq(segmentacao.id, id)));

/** GET Segment: active segmentations by name. */
export const basicSegmentations = (ex: Executor, tenantId: string) =>
  ex
    .select({ id: segmentacao.id, nome: segmentacao.nome, ativo: segmentacao.ativo })
    .from(segmentacao)
    .where(and(eq(segmentacao.tenantId, tenantId), eq(segmentacao.ativo, true)))
    .orderBy(asc(sql`lower(${segmentacao.nome})`), asc(segmentacao.id));

// ---------------------------------------------------------------- links

export type SegmentationLinks = { cargosIds: string[]; departamentosIds: string[]; unidadesDeNegociosIds: string[]; usuariosIds: string[] };

/** Replaces the linked job titles, departments, units and users of a segmentation. */
export const setLinks = async (ex: Executor, tenantId: string, segmentacaoId: string, links: SegmentationLinks) => {
  const where = <T extends typeof segmentacaoCargo | typeof segmentacaoDepartamento | typeof segmentacaoUnidade | typeof segmentacaoUsuario>(table: T) =>
    and(eq(table.tenantId, tenantId), eq(table.segmentacaoId, segmentacaoId));
  await ex.delete(segmentacaoCargo).where(where(segmentacaoCargo));
  await ex.delete(segmentacaoDepartamento).where(where(segmentacaoDepartamento));
  await ex.delete(segmentacaoUnidade).where(where(segmentacaoUnidade));
  await ex.delete(segmentacaoUsuario).where(where(segmentacaoUsuario));
  const base = { tenantId, segmentacaoId };
  if (links.cargosIds.length) await ex.insert(segmentacaoCargo).values(links.cargosIds.map((cargoId) => ({ ...base, cargoId })));
  if (links.departamentosIds.length) await ex.insert(segmentacaoDepartamento).values(links.departamentosIds.map((departamentoId) => ({ ...base, departamentoId })));
  if (links.unidadesDeNegociosIds.length)
    await ex.insert(segmentacaoUnidade).values(links.unidadesDeNegociosIds.map((unidadeDeNegocioId) => ({ ...base, unidadeDeNegocioId })));
  if (links.usuariosIds.length) await ex.insert(segmentacaoUsuario).values(links.usuariosIds.map((usuarioId) => ({ ...base, usuarioId })));
};

export type LinkOption = { segmentacaoId: string; value: string; label: string };

/** The linked records of the given segmentations with their names, by name. */
export const linksOf = async (ex: Executor, tenantId: string, ids: string[]) => {
  if (ids.length === 0) return { cargos: [], departamentos: [], unidades: [], usuarios: [] } as Record<'cargos' | 'departamentos' | 'unidades' | 'usuarios', LinkOption[]>;
  const cargos = await ex
    .select({ segmentacaoId: segmentacaoCargo.segmentacaoId, value: cargo.id, label: cargo.nome })
    .from(segmentacaoCargo)
    .innerJoin(cargo, and(eq(cargo.tenantId, segmentacaoCargo.tenantId), eq(cargo.id, segmentacaoCargo.cargoId)))
    .where(and(eq(segmentacaoCargo.tenantId, tenantId), inArray(segmentacaoCargo.segmentacaoId, ids)))
    .orderBy(asc(sql`lower(${cargo.nome})`), asc(cargo.id));
  const departamentos = await ex
    .select({ segmentacaoId: segmentacaoDepartamento.segmentacaoId, value: departamento.id, label: departamento.nome })
    .from(segmentacaoDepartamento)
    .innerJoin(departamento, and(eq(departamento.tenantId, segmentacaoDepartamento.tenantId), eq(departamento.id, segmentacaoDepartamento.departamentoId)))
    .where(and(eq(segmentacaoDepartamento.tenantId, tenantId), inArray(segmentacaoDepartamento.segmentacaoId, ids)))
    .orderBy(asc(sql`lower(${departamento.nome})`), asc(departamento.id));
  const unidades = await ex
    .select({ segmentacaoId: segmentacaoUnidade.segmentacaoId, value: unidadeDeNegocio.id, label: unidadeDeNegocio.nome })
    .from(segmentacaoUnidade)
    .innerJoin(unidadeDeNegocio, and(eq(unidadeDeNegocio.tenantId, segmentacaoUnidade.tenantId), eq(unidadeDeNegocio.id, segmentacaoUnidade.unidadeDeNegocioId)))
    .where(and(eq(segmentacaoUnidade.tenantId, tenantId), inArray(segmentacaoUnidade.segmentacaoId, ids)))
    .orderBy(asc(sql`lower(${unidadeDeNegocio.nome})`), asc(unidadeDeNegocio.id));
  const usuarios = await ex
    .select({ segmentacaoId: segmentacaoUsuario.segmentacaoId, value: usuario.id, label: usuario.nomeCompleto })
    .from(segmentacaoUsuario)
    .innerJoin(usuario, and(eq(usuario.tenantId, segmentacaoUsuario.tenantId), eq(usuario.id, segmentacaoUsuario.usuarioId)))
    .where(and(eq(segmentacaoUsuario.tenantId, tenantId), inArray(segmentacaoUsuario.segmentacaoId, ids)))
    .orderBy(asc(sql`lower(${usuario.nomeCompleto})`), asc(usuario.id));
  return { cargos, departamentos, unidades, usuarios };
};

/** Which of the given ids exist in the tenant, per list (an id of another tenant is not found: RLS and the tenant filter). */
// ---------------------------------------------------------------- audience

/**
 * Whether the user row of the outer query ("usuario") is in the audience of the segmentation row `s`: the SQL form of
 * segmentationMatches (packages/shared/src/segmentations/rules.ts). Empty lists do not take part; OR needs one
 * non-empty list to match, AND every one; a segmentation without lists matches nobody; a null job title, department,
 * unit or gender never matches a list.
 */
const audienceOf = (s: SQL) => {
  const has = (table: SQL) => sql`exists (select 1 from ${table} x where x.segmentacao_id = ${s}.id)`;
  const hit = (table: SQL, column: SQL, userColumn: SQL) => sql`exists (select 1 from ${table} x where x.segmentacao_id = ${s}.id and x.${column} = ${userColumn})`;
  const lists = [
    { has: has(sql`segmentacao_cargo`), hit: hit(sql`segmentacao_cargo`, sql`cargo_id`, sql`"usuario"."cargo_id"`) },
    { has: has(sql`segmentacao_departamento`), hit: hit(sql`segmentacao_departamento`, sql`departamento_id`, sql`"usuario"."departamento_id"`) },
    { has: has(sql`segmentacao_unidade`), hit: hit(sql`segmentacao_unidade`, sql`unidade_de_negocio_id`, sql`"usuario"."unidade_de_negocio_id"`) },
    { has: sql`cardinality(${s}.generos) > 0`, hit: sql`coalesce("usuario"."genero" = any(${s}.generos), false)` },
    { has: has(sql`segmentacao_usuario`), hit: hit(sql`segmentacao_usuario`, sql`usuario_id`, sql`"usuario"."id"`) },
  ];
  const every = sql.join(
    lists.map((l) => sql`(not ${l.has} or ${l.hit})`),
    sql` and `,
  );
  const anyList = sql.join(
    lists.map((l) => l.has),
    sql` or `,
  );
  const some = sql.join(
    lists.map((l) => l.hit),
    sql` or `,
  );
  return sql`(case when ${s}.operador = 'AND' then (${every}) and (${anyList}) else (${some}) end)`;
};

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** The user row is in the audience of segmentation `id` of the tenant (active or not: the preview of its rules). */
const inSegmentation = (tenantId: string, id: string) =>
  sql`exists (select 1 from segmentacao s where s.tenant_id = ${tenantId} and s.id = ${id} and ${audienceOf(sql`s`)})`;

/** The user row is in the audience of any of the active segmentations `ids` of the tenant. */
export const inActiveSegmentations = (tenantId: string, ids: string[]) =>
  sql`exists (select 1 from segmentacao s where s.tenant_id = ${tenantId} and s.ativo and s.id in (${idList(ids)}) and ${audienceOf(sql`s`)})`;

const audienceUserColumns = {
  id: usuario.id,
  nomeCompleto: usuario.nomeCompleto,
  email: identidade.email,
  genero: usuario.genero,
  cargoId: usuario.cargoId,
  cargo: cargo.nome,
  departamentoId: usuario.departamentoId,
  departamento: departamento.nome,
  unidadeDeNegocioId: usuario.unidadeDeNegocioId,
  unidadeDeNegocio: unidadeDeNegocio.nome,
};

const audienceWhere = (tenantId: string, id: string, search?: string) =>
  and(
    eq(usuario.tenantId, tenantId),
    eq(usuario.ativo, true),
    search ? or(ilike(usuario.nomeCompleto, containsPattern(search)), ilike(identidade.email, containsPattern(search))) : undefined,
    inSegmentation(tenantId, id),
  );

export const countSegmentationUsers = async (ex: Executor, tenantId: string, id: string, search?: string) =>
  (
    await ex
      .select({ total: count() })
      .from(usuario)
      .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
      .where(audienceWhere(tenantId, id, search))
  )[0].total;

/** A page of the active users of the tenant in segmentation `id`'s audience, by name (without `limit`, all of them). */
export const segmentationUsers = (ex: Executor, tenantId: string, id: string, search: string | undefined, offset = 0, limit?: number) => {
  const query = ex
    .select(audienceUserColumns)
    .from(usuario)
    .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
    .leftJoin(cargo, and(eq(cargo.tenantId, usuario.tenantId), eq(cargo.id, usuario.cargoId)))
    .leftJoin(departamento, and(eq(departamento.tenantId, usuario.tenantId), eq(departamento.id, usuario.departamentoId)))
    .leftJoin(unidadeDeNegocio, and(eq(unidadeDeNegocio.tenantId, usuario.tenantId), eq(unidadeDeNegocio.id, usuario.unidadeDeNegocioId)))
    .where(audienceWhere(tenantId, id, search))
    .orderBy(asc(sql`lower(${usuario.nomeCompleto})`), asc(usuario.id))
    .$dynamic();
  return limit === undefined ? query : query.limit(limit).offset(offset);
};

/** Ids of the active users of the tenant in any of the active segmentations `ids`. */
export const usersOfSegmentations = async (ex: Executor, tenantId: string, ids: string[]): Promise<string[]> =>
  ids.length === 0
    ? []
    : (
        await ex
          .select({ id: usuario.id })
          .from(usuario)
          .where(and(eq(usuario.tenantId, tenantId), eq(usuario.ativo, true), inActiveSegmentations(tenantId, ids)))
          .orderBy(asc(usuario.id))
      ).map((r) => r.id);

/** Whether the user (active, of the tenant) is in any of the active segmentations `ids`. */
export const userMatchesSegmentations = async (ex: Executor, tenantId: string, userId: string, ids: string[]): Promise<boolean> =>
  ids.length > 0 &&
  (
    await ex
      .select({ id: usuario.id })
      .from(usuario)
      .where(and(eq(usuario.tenantId, tenantId), eq(usuario.id, userId), eq(usuario.ativo, true), inActiveSegmentations(tenantId, ids)))
      .limit(1)
  ).length > 0;

/** Active users of the tenant as picker options, searched by name or e-mail. */
export const userOptions = (ex: Executor, tenantId: string, search: string | undefined, limit: number) =>
  ex
    .select({ value: usuario.id, label: usuario.nomeCompleto, email: identidade.email })
    .from(usuario)
    .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
    .where(
      and(
        eq(usuario.tenantId, tenantId),
        eq(usuario.ativo, true),
        search ? or(ilike(usuario.nomeCompleto, containsPattern(search)), ilike(identidade.email, containsPattern(search))) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${usuario.nomeCompleto})`), asc(usuario.id))
    .limit(limit);

/** Ids of the tenant's active segmentations whose audience holds the (active) user. */
export const segmentationsOfUser = async (ex: Executor, tenantId: string, userId: string): Promise<string[]> =>
  (
    await ex
      .select({ id: segmentacao.id })
      .from(segmentacao)
      .innerJoin(usuario, and(eq(usuario.tenantId, segmentacao.tenantId), eq(usuario.id, userId), eq(usuario.ativo, true)))
      .where(and(eq(segmentacao.tenantId, tenantId), eq(segmentacao.ativo, true), audienceOf(sql`"segmentacao"`)))
  ).map((r) => r.id);
