import { and, count, eq, isNull, ne, sql, type AnyColumn } from 'drizzle-orm';
import type { Executor } from '../../core/db';
import { unidadeDeNegocio, usuario } from '../../db/schema';

export type UnitRow = {
  id: string;
  tenantId: string;
  unidadeDeNegocioPaiId: string | null;
  nome: string;
  codigo: string | null;
  criadoEm: Date;
  totalUsuarios: number;
};

export type UnitInput = { nome: string; codigo: string | null; unidadeDeNegocioPaiId: string | null };

const lowerEq = (column: AnyColumn, value: string) => sql`lower(${column}) = lower(${value})`;

// Drizzle leaves columns unqualified in a single-table select: the outer row is named explicitly.
const unitUsers = sql<number>`(select count(*)::int from ${usuario} u where u.unidade_de_negocio_id = "unidade_de_negocio"."id")`;

/**
 * Serialises changes to one tenant's tree (create, move, delete) for the rest of the transaction, so two saves at
 * once cannot together build a cycle or a 6th level that each alone would not.
 */
export const lockUnitTree = async (ex: Executor, tenantId: string) => {
  await ex.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`unidade_de_negocio:${tenantId}`}, 0))`);
};

/** Every unit of the tenant with its user count (a tenant's tree is small: hundreds of units at most). */
export const allUnits = (ex: Executor, tenantId: string): Promise<UnitRow[]> =>
  ex
    .select({
      id: unidadeDeNegocio.id,
      tenantId: unidadeDeNegocio.tenantId,
      unidadeDeNegocioPaiId: unidadeDeNegocio.unidadeDeNegocioPaiId,
      nome: unidadeDeNegocio.nome,
      codigo: unidadeDeNegocio.codigo,
      criadoEm: unidadeDeNegocio.criadoEm,
      totalUsuarios: unitUsers,
    })
    .from(unidadeDeNegocio)
    .where(eq(unidadeDeNegocio.tenantId, tenantId));

export const unitExists = async (ex: Executor, tenantId: string, id: string) =>
  (
    await ex
      .select({ id: unidadeDeNegocio.id })
      .from(unidadeDeNegocio)
      .where(and(eq(unidadeDeNegocio.tenantId, tenantId), eq(unidadeDeNegocio.id, id)))
      .limit(1)
  ).length > 0;

export const unitCodeTaken = async (ex: Executor, tenantId: string, codigo: string, exceptId?: string) =>
  (
    await ex
      .select({ id: unidadeDeNegocio.id })
      .from(unidadeDeNegocio)
      .where(and(eq(unidadeDeNegocio.tenantId, tenantId), lowerEq(unidadeDeNegocio.codigo, codigo), exceptId ? ne(unidadeDeNegocio.id, exceptId) : undefined))
      .limit(1)
  ).length > 0;

/** Whether a sibling (same parent; roots are siblings of each other) already has this name, ignoring case. */
export const unitSiblingNameTaken = async (ex: Executor, tenantId: string, parentId: string | null, nome: string, exceptId?: string) =>
  (
    await ex
      .select({ id: unidadeDeNegocio.id })
      .from(unidadeDeNegocio)
      .where(
        and(
          eq(unidadeDeNegocio.tenantId, tenantId),
          parentId ? eq(unidadeDeNegocio.unidadeDeNegocioPaiId, parentId) : isNull(unidadeDeNegocio.unidadeDeNegocioPaiId),
          lowerEq(unidadeDeNegocio.nome, nome),
          exceptId ? ne(unidadeDeNegocio.id, exceptId) : undefined,
        ),
      )
      .limit(1)
  ).length > 0;

export const insertUnit = async (ex: Executor, tenantId: string, input: UnitInput) =>
  (await ex.insert(unidadeDeNegocio).values({ tenantId, ...input }).returning({ id: unidadeDeNegocio.id }))[0].id;

export const updateUnit = (ex: Executor, tenantId: string, id: string, input: UnitInput) =>
  ex
    .update(unidadeDeNegocio)
    .set({ ...input, atualizadoEm: new Date() })
    .where(and(eq(unidadeDeNegocio.tenantId, tenantId), eq(unidadeDeNegocio.id, id)));

export const deleteUnit = (ex: Executor, tenantId: string, id: string) =>
  ex.delete(unidadeDeNegocio).where(and(eq(unidadeDeNegocio.tenantId, tenantId), eq(unidadeDeNegocio.id, id)));

export const subUnitsOf = async (ex: Executor, tenantId: string, id: string) =>
  (await ex.select({ total: count() }).from(unidadeDeNegocio).where(and(eq(unidadeDeNegocio.tenantId, tenantId), eq(unidadeDeNegocio.unidadeDeNegocioPaiId, id))))[0]
    .total;

export const usersInUnit = async (ex: Executor, tenantId: string, id: string) =>
  (await ex.select({ total: count() }).from(usuario).where(and(eq(usuario.tenantId, tenantId), eq(usuario.unidadeDeNegocioId, id))))[0].total;
