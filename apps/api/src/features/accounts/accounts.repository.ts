import { and, asc, count, eq, gte, ilike, inArray, lt, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../core/db';
import { containsPattern, orderOf } from '../../core/paging';
import { cargo, cargoCompetencia, competencia, departamento, usuario } from '../../db/schema';

/** Filters and order of the department and job title lists (already validated by the route schema). */
export type NamedListFilters = {
  id?: string;
  nome?: string;
  ativo?: boolean;
  /** Only the acting tenant can match (another tenant's id gives an empty list). */
  tenantId?: string;
  /** Created at or after (inclusive) / before (exclusive). */
  createdAtFrom?: Date;
  createdAtTo?: Date;
  orderBy: 'nome' | 'ativo' | 'createdAt' | 'totalUsuarios';
  orderDirection: 'asc' | 'desc';
};

export type NamedInput = { nome: string; ativo: boolean; observacao: string | null };

const lowerEq = (column: AnyColumn, value: string) => sql`lower(${column}) = lower(${value})`;

// ---------------------------------------------------------------- departments

// Drizzle leaves columns unqualified in a single-table select: the outer row is named explicitly.
const departmentUsers = sql<number>`(select count(*)::int from ${usuario} u where u.departamento_id = "departamento"."id")`;

const departmentColumns = {
  id: departamento.id,
  tenantId: departamento.tenantId,
  nome: departamento.nome,
  ativo: departamento.ativo,
  observacao: departamento.observacao,
  criadoEm: departamento.criadoEm,
  totalUsuarios: departmentUsers,
};
export type DepartmentRow = { id: string; tenantId: string; nome: string; ativo: boolean; observacao: string | null; criadoEm: Date; totalUsuarios: number };

const departmentWhere = (tenantId: string, f: Omit<NamedListFilters, 'orderBy' | 'orderDirection'>) =>
  and(
    eq(departamento.tenantId, tenantId),
    f.tenantId && f.tenantId !== tenantId ? sql`false` : undefined,
    f.id ? eq(departamento.id, f.id) : undefined,
    f.nome ? ilike(departamento.nome, containsPattern(f.nome)) : undefined,
    f.ativo === undefined ? undefined : eq(departamento.ativo, f.ativo),
    f.createdAtFrom ? gte(departamento.criadoEm, f.createdAtFrom) : undefined,
    f.createdAtTo ? lt(departamento.criadoEm, f.createdAtTo) : undefined,
  );

const departmentOrder = (f: NamedListFilters): SQL[] => {
  const primary = {
    nome: orderOf(departamento.nome, f.orderDirection, true),
    ativo: orderOf(departamento.ativo, f.orderDirection),
    createdAt: orderOf(departamento.criadoEm, f.orderDirection),
    totalUsuarios: orderOf(departmentUsers, f.orderDirection),
  }[f.orderBy];
  return [primary, asc(sql`lower(${departamento.nome})`), asc(departamento.id)];
};

export const countDepartments = async (ex: Executor, tenantId: string, f: NamedListFilters) =>
  (await ex.select({ total: count() }).from(departamento).where(departmentWhere(tenantId, f)))[0].total;

export const listDepartments = (ex: Executor, tenantId: string, f: NamedListFilters, offset: number, limit: number): Promise<DepartmentRow[]> =>
  ex
    .select(departmentColumns)
    .from(departamento)
    .where(departmentWhere(tenantId, f))
    .orderBy(...departmentOrder(f))
    .limit(limit)
    .offset(offset);

export const findDepartment = async (ex: Executor, tenantId: string, id: string): Promise<DepartmentRow | null> =>
  (await ex
    .select(departmentColumns)
    .from(departamento)
    .where(and(eq(departamento.tenantId, tenantId), eq(departamento.id, id)))
    .limit(1))[0] ?? null;

export const departmentNameTaken = async (ex: Executor, tenantId: string, nome: string, exceptId?: string) =>
  (
    await ex
      .select({ id: departamento.id })
      .from(departamento)
      .where(and(eq(departamento.tenantId, tenantId), lowerEq(departamento.nome, nome), exceptId ? ne(departamento.id, exceptId) : undefined))
      .limit(1)
  ).length > 0;

export const insertDepartment = async (ex: Executor, tenantId: string, input: NamedInput) =>
  (await ex.insert(departamento).values({ tenantId, ...input }).returning({ id: departamento.id }))[0].id;

export const updateDepartment = async (ex: Executor, tenantId: string, id: string, input: NamedInput) =>
  (
    await ex
      .update(departamento)
      .set({ ...input, atualizadoEm: new Date() })
      .where(and(eq(departamento.tenantId, tenantId), eq(departamento.id, id)))
      .returning({ id: departamento.id })
  ).length > 0;

export const deleteDepartment = (ex: Executor, tenantId: string, id: string) =>
  ex.delete(departamento).where(and(eq(departamento.tenantId, tenantId), eq(departamento.id, id)));

export const usersInDepartment = async (ex: Executor, tenantId: string, id: string) =>
  (await ex.select({ total: count() }).from(usuario).where(and(eq(usuario.tenantId, tenantId), eq(usuario.departamentoId, id))))[0].total;

export const basicDepartments = (ex: Executor, tenantId: string) =>
  ex
    .select({ value: departamento.id, label: departamento.nome })
    .from(departamento)
    .where(and(eq(departamento.tenantId, tenantId), eq(departamento.ativo, true)))
    .orderBy(asc(sql`lower(${departamento.nome})`), asc(departamento.id));

// ---------------------------------------------------------------- job titles

const jobTitleUsers = sql<number>`(select count(*)::int from ${usuario} u where u.cargo_id = "cargo"."id")`;

const jobTitleColumns = {
  id: cargo.id,
  tenantId: cargo.tenantId,
  nome: cargo.nome,
  ativo: cargo.ativo,
  observacao: cargo.observacao,
  criadoEm: cargo.criadoEm,
  totalUsuarios: jobTitleUsers,
};
export type JobTitleRow = DepartmentRow;
export type JobTitleListFilters = NamedListFilters & { competenciaId?: string };

const jobTitleWhere = (tenantId: string, f: Omit<JobTitleListFilters, 'orderBy' | 'orderDirection'>) =>
  and(
    eq(cargo.tenantId, tenantId),
    f.tenantId && f.tenantId !== tenantId ? sql`false` : undefined,
    f.id ? eq(cargo.id, f.id) : undefined,
    f.nome ? ilike(cargo.nome, containsPattern(f.nome)) : undefined,
    f.ativo === undefined ? undefined : eq(cargo.ativo, f.ativo),
    f.createdAtFrom ? gte(cargo.criadoEm, f.createdAtFrom) : undefined,
    f.createdAtTo ? lt(cargo.criadoEm, f.createdAtTo) : undefined,
    f.competenciaId
      ? sql`exists (select 1 from ${cargoCompetencia} cc where cc.cargo_id = "cargo"."id" and cc.competencia_id = ${f.competenciaId})`
      : undefined,
  );

const jobTitleOrder = (f: JobTitleListFilters): SQL[] => {
  const primary = {
    nome: orderOf(cargo.nome, f.orderDirection, true),
    ativo: orderOf(cargo.ativo, f.orderDirection),
    createdAt: orderOf(cargo.criadoEm, f.orderDirection),
    totalUsuarios: orderOf(jobTitleUsers, f.orderDirection),
  }[f.orderBy];
  return [primary, asc(sql`lower(${cargo.nome})`), asc(cargo.id)];
};

export const countJobTitles = async (ex: Executor, tenantId: string, f: JobTitleListFilters) =>
  (await ex.select({ total: count() }).from(cargo).where(jobTitleWhere(tenantId, f)))[0].total;

/** A page of job titles; without `limit`, every matching one (the CSV export). */
export const listJobTitles = (ex: Executor, tenantId: string, f: JobTitleListFilters, offset = 0, limit?: number): Promise<JobTitleRow[]> => {
  const query = ex.select(jobTitleColumns).from(cargo).where(jobTitleWhere(tenantId, f)).orderBy(...jobTitleOrder(f)).$dynamic();
  return limit === undefined ? query : query.limit(limit).offset(offset);
};

export const findJobTitle = async (ex: Executor, tenantId: string, id: string): Promise<JobTitleRow | null> =>
  (await ex.select(jobTitleColumns).from(cargo).where(and(eq(cargo.tenantId, tenantId), eq(cargo.id, id))).limit(1))[0] ?? null;

/** The skills of the given job titles, by name: `{ cargoId, value, label }`. */
export const skillsOfJobTitles = async (ex: Executor, tenantId: string, ids: string[]) =>
  ids.length === 0
    ? []
    : ex
        .select({ cargoId: cargoCompetencia.cargoId, value: competencia.id, label: competencia.nome })
        .from(cargoCompetencia)
        .innerJoin(competencia, and(eq(competencia.tenantId, cargoCompetencia.tenantId), eq(competencia.id, cargoCompetencia.competenciaId)))
        .where(and(eq(cargoCompetencia.tenantId, tenantId), inArray(cargoCompetencia.cargoId, ids)))
        .orderBy(asc(sql`lower(${competencia.nome})`), asc(competencia.id));


export const jobTitleNameTaken = async (ex: Executor, tenantId: string, nome: string, exceptId?: string) =>
  (
    await ex
      .select({ id: cargo.id })
      .from(cargo)
      .where(and(eq(cargo.tenantId, tenantId), lowerEq(cargo.nome, nome), exceptId ? ne(cargo.id, exceptId) : undefined))
      .limit(1)
  ).length > 0;

export const insertJobTitle = async (ex: Executor, tenantId: string, input: NamedInput) =>
  (await ex.insert(cargo).values({ tenantId, ...input }).returning({ id: cargo.id }))[0].id;

export const updateJobTitle = async (ex: Executor, tenantId: string, id: string, input: NamedInput) =>
  (
    await ex
      .update(cargo)
      .set({ ...input, atualizadoEm: new Date() })
      .where(and(eq(cargo.tenantId, tenantId), eq(cargo.id, id)))
      .returning({ id: cargo.id })
  ).length > 0;

/** Replaces the skills of a job title. */
export const setJobTitleSkills = async (ex: Executor, tenantId: string, cargoId: string, skillIds: string[]) => {
  await ex.delete(cargoCompetencia).where(and(eq(cargoCompetencia.tenantId, tenantId), eq(cargoCompetencia.cargoId, cargoId)));
  if (skillIds.length > 0) await ex.insert(cargoCompetencia).values(skillIds.map((competenciaId) => ({ tenantId, cargoId, competenciaId })));
};

export const deleteJobTitle = (ex: Executor, tenantId: string, id: string) => ex.delete(cargo).where(and(eq(cargo.tenantId, tenantId), eq(cargo.id, id)));

export const usersInJobTitle = async (ex: Executor, tenantId: string, id: string) =>
  (await ex.select({ total: count() }).from(usuario).where(and(eq(usuario.tenantId, tenantId), eq(usuario.cargoId, id))))[0].total;

export const basicJobTitles = (ex: Executor, tenantId: string) =>
  ex
    .select({ value: cargo.id, label: cargo.nome })
    .from(cargo)
    .where(and(eq(cargo.tenantId, tenantId), eq(cargo.ativo, true)))
    .orderBy(asc(sql`lower(${cargo.nome})`), asc(cargo.id));
