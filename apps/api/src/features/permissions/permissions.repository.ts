import { and, asc, count, eq, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PermissionGroupSortField } from '@plataforma/shared/permissions';
import type { Executor } from '../../core/db';
import { containsPattern, orderOf } from '../../core/paging';
import { grupoDePermissao, identidade, usuario } from '../../db/schema';

/** A user's group and its functionalities (none when the group is inactive: an inactive group grants nothing). */
export const permissionsOfUser = async (ex: Executor, tenantId: string, usuarioId: string) =>
  (await ex
    .select({
      usuarioId: usuario.id,
      grupoId: grupoDePermissao.id,
      grupoNome: grupoDePermissao.nome,
      funcionalidades: sql<string[] | null>`case when ${grupoDePermissao.ativo} then ${grupoDePermissao.funcionalidades} end`,
    })
    .from(usuario)
    .leftJoin(grupoDePermissao, eq(grupoDePermissao.id, usuario.grupoDePermissaoId))
    .where(and(eq(usuario.tenantId, tenantId), eq(usuario.id, usuarioId)))
    .limit(1))[0] ?? null;

// ---------------------------------------------------------------- groups

export type GroupFilters = {
  nome?: string;
  ativo?: boolean;
  createdAtFrom?: string;
  createdAtTo?: string;
  orderBy: PermissionGroupSortField;
  orderDirection: 'asc' | 'desc';
};

// Drizzle leaves columns unqualified in a single-table select: the outer row is named explicitly.
const linkedUsers = sql<number>`(select count(*)::int from ${usuario} u where u.grupo_de_permissao_id = "grupo_de_permissao"."id")`;

const groupColumns = {
  id: grupoDePermissao.id,
  tenantId: grupoDePermissao.tenantId,
  nome: grupoDePermissao.nome,
  descricao: grupoDePermissao.descricao,
  ativo: grupoDePermissao.ativo,
  funcionalidades: grupoDePermissao.funcionalidades,
  criadoEm: grupoDePermissao.criadoEm,
  totalUsuarios: linkedUsers,
};
export type GroupRow = {
  id: string;
  tenantId: string;
  nome: string;
  descricao: string | null;
  ativo: boolean;
  funcionalidades: string[];
  criadoEm: Date;
  totalUsuarios: number;
};

const groupWhere = (tenantId: string, f: Pick<GroupFilters, 'nome' | 'ativo' | 'createdAtFrom' | 'createdAtTo'>) =>
  and(
    eq(grupoDePermissao.tenantId, tenantId),
    f.nome ? ilike(grupoDePermissao.nome, containsPattern(f.nome)) : undefined,
    f.ativo === undefined ? undefined : eq(grupoDePermissao.ativo, f.ativo),
    f.createdAtFrom ? gte(grupoDePermissao.criadoEm, new Date(f.createdAtFrom)) : undefined,
    f.createdAtTo ? lt(grupoDePermissao.criadoEm, new Date(f.createdAtTo)) : undefined,
  );

const groupOrder = (f: GroupFilters): SQL[] => {
  const primary = {
    nome: orderOf(grupoDePermissao.nome, f.orderDirection, true),
    ativo: orderOf(grupoDePermissao.ativo, f.orderDirection),
    totalUsuarios: orderOf(linkedUsers, f.orderDirection),
    createdAt: orderOf(grupoDePermissao.criadoEm, f.orderDirection),
  }[f.orderBy];
  return [primary, asc(sql`lower(${grupoDePermissao.nome})`), asc(grupoDePermissao.id)];
};

export const countGroups = async (ex: Executor, tenantId: string, f: GroupFilters) =>
  (await ex.select({ total: count() }).from(grupoDePermissao).where(groupWhere(tenantId, f)))[0].total;

export const listGroups = (ex: Executor, tenantId: string, f: GroupFilters, offset: number, limit: number): Promise<GroupRow[]> =>
  ex.select(groupColumns).from(grupoDePermissao).where(groupWhere(tenantId, f)).orderBy(...groupOrder(f)).limit(limit).offset(offset);

export const findGroup = async (ex: Executor, tenantId: string, id: string): Promise<GroupRow | null> =>
  (await ex.select(groupColumns).from(grupoDePermissao).where(and(eq(grupoDePermissao.tenantId, tenantId), eq(grupoDePermissao.id, id))).limit(1))[0] ?? null;

/** Groups of the tenant among `ids` (unknown ids and other tenants' are left out). */
export const findGroups = (ex: Executor, tenantId: string, ids: string[]): Promise<GroupRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : ex.select(groupColumns).from(grupoDePermissao).where(and(eq(grupoDePermissao.tenantId, tenantId), inArray(grupoDePermissao.id, ids)));

export const groupNameTaken = async (ex: Executor, tenantId: string, nome: string, exceptId?: string) =>
  (
    await ex
      .select({ id: grupoDePermissao.id })
      .from(grupoDePermissao)
      .where(and(eq(grupoDePermissao.tenantId, tenantId), sql`lower(${grupoDePermissao.nome}) = lower(${nome})`, exceptId ? ne(grupoDePermissao.id, exceptId) : undefined))
      .limit(1)
  ).length > 0;

export type GroupInput = { nome: string; descricao: string | null; ativo: boolean; funcionalidades: string[] };

export const insertGroup = async (ex: Executor, tenantId: string, input: GroupInput) =>
  (await ex.insert(grupoDePermissao).values({ tenantId, ...input }).returning({ id: grupoDePermissao.id }))[0].id;

export const updateGroup = (ex: Executor, tenantId: string, id: string, input: GroupInput) =>
  ex
    .update(grupoDePermissao)
    .set({ ...input, atualizadoEm: new Date() })
    .where(and(eq(grupoDePermissao.tenantId, tenantId), eq(grupoDePermissao.id, id)));

export const deleteGroup = (ex: Executor, tenantId: string, id: string) =>
  ex.delete(grupoDePermissao).where(and(eq(grupoDePermissao.tenantId, tenantId), eq(grupoDePermissao.id, id)));

// ---------------------------------------------------------------- linked users

export type LinkedUserRow = { userId: string; permissionId: string; active: boolean; name: string; email: string };

const linkedUserColumns = {
  userId: usuario.id,
  permissionId: sql<string>`${usuario.grupoDePermissaoId}`,
  active: usuario.ativo,
  name: usuario.nomeCompleto,
  email: identidade.email,
};

const linkedWhere = (tenantId: string, groupId: string, search?: string) =>
  and(
    eq(usuario.tenantId, tenantId),
    eq(usuario.grupoDePermissaoId, groupId),
    search ? or(ilike(usuario.nomeCompleto, containsPattern(search)), ilike(identidade.email, containsPattern(search))) : undefined,
  );

/** Every user linked to a group, by name. */
export const usersOfGroup = (ex: Executor, tenantId: string, groupId: string): Promise<LinkedUserRow[]> =>
  ex
    .select(linkedUserColumns)
    .from(usuario)
    .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
    .where(linkedWhere(tenantId, groupId))
    .orderBy(asc(sql`lower(${usuario.nomeCompleto})`), asc(usuario.id));

export const countUsersOfGroup = async (ex: Executor, tenantId: string, groupId: string, search?: string) =>
  (
    await ex
      .select({ total: count() })
      .from(usuario)
      .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
      .where(linkedWhere(tenantId, groupId, search))
  )[0].total;

export const pageUsersOfGroup = (ex: Executor, tenantId: string, groupId: string, search: string | undefined, offset: number, limit: number): Promise<LinkedUserRow[]> =>
  ex
    .select(linkedUserColumns)
    .from(usuario)
    .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
    .where(linkedWhere(tenantId, groupId, search))
    .orderBy(asc(sql`lower(${usuario.nomeCompleto})`), asc(usuario.id))
    .limit(limit)
    .offset(offset);

/** Accounts of the tenant among `ids` with their current group (unknown ids and other tenants' are left out). */
export const accountsAmong = (ex: Executor, tenantId: string, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : ex
        .select({ id: usuario.id, nome: usuario.nomeCompleto, grupoId: usuario.grupoDePermissaoId })
        .from(usuario)
        .where(and(eq(usuario.tenantId, tenantId), inArray(usuario.id, ids)));

/** Links the accounts to a group (null: no group), replacing their previous one. */
export const setGroupOf = (ex: Executor, tenantId: string, userIds: string[], groupId: string | null) =>
  userIds.length === 0
    ? Promise.resolve()
    : ex
        .update(usuario)
        .set({ grupoDePermissaoId: groupId, atualizadoEm: new Date() })
        .where(and(eq(usuario.tenantId, tenantId), inArray(usuario.id, userIds)))
        .then(() => undefined);
