import { and, arrayContains, asc, count, eq, gte, ilike, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { ExibirEm } from '@plataforma/shared/categories-skills';
import type { Executor } from '../../core/db';
import { containsPattern, orderOf } from '../../core/paging';
import { cargoCompetencia, categoria, competencia } from '../../db/schema';

type CreatedRange = { createdAtFrom?: string; createdAtTo?: string };
export type SkillFilters = CreatedRange & { nome?: string; exibirEm?: ExibirEm; orderBy: 'nome' | 'createdAt' | 'totalCargos'; orderDirection: 'asc' | 'desc' };
export type CategoryFilters = CreatedRange & { nome?: string; orderBy: 'nome' | 'createdAt'; orderDirection: 'asc' | 'desc' };

// ---------------------------------------------------------------- skills

// Drizzle leaves columns unqualified in a single-table select: the outer row is named explicitly.
const skillJobTitles = sql<number>`(select count(*)::int from ${cargoCompetencia} cc where cc.competencia_id = "competencia"."id")`;

const skillColumns = {
  id: competencia.id,
  tenantId: competencia.tenantId,
  nome: competencia.nome,
  origem: competencia.origem,
  exibirEm: competencia.exibirEm,
  criadoEm: competencia.criadoEm,
  totalCargos: skillJobTitles,
};
export type SkillRow = {
  id: string;
  tenantId: string;
  nome: string;
  origem: 'Manual' | 'Importacao' | 'Integracao';
  exibirEm: ExibirEm[];
  criadoEm: Date;
  totalCargos: number;
};

const skillWhere = (tenantId: string, f: Pick<SkillFilters, 'nome' | 'exibirEm' | 'createdAtFrom' | 'createdAtTo'>) =>
  and(
    eq(competencia.tenantId, tenantId),
    f.createdAtFrom ? gte(competencia.criadoEm, new Date(f.createdAtFrom)) : undefined,
    f.createdAtTo ? lt(competencia.criadoEm, new Date(f.createdAtTo)) : undefined,
    f.nome ? ilike(competencia.nome, containsPattern(f.nome)) : undefined,
    f.exibirEm ? arrayContains(competencia.exibirEm, [f.exibirEm]) : undefined,
  );

const skillOrder = (f: SkillFilters): SQL[] => {
  const primary = {
    nome: orderOf(competencia.nome, f.orderDirection, true),
    createdAt: orderOf(competencia.criadoEm, f.orderDirection),
    totalCargos: orderOf(skillJobTitles, f.orderDirection),
  }[f.orderBy];
  return [primary, asc(sql`lower(${competencia.nome})`), asc(competencia.id)];
};

export const countSkills = async (ex: Executor, tenantId: string, f: SkillFilters) =>
  (await ex.select({ total: count() }).from(competencia).where(skillWhere(tenantId, f)))[0].total;

export const listSkills = (ex: Executor, tenantId: string, f: SkillFilters, offset: number, limit: number): Promise<SkillRow[]> =>
  ex.select(skillColumns).from(competencia).where(skillWhere(tenantId, f)).orderBy(...skillOrder(f)).limit(limit).offset(offset);

export const findSkill = async (ex: Executor, tenantId: string, id: string): Promise<SkillRow | null> =>
  (await ex.select(skillColumns).from(competencia).where(and(eq(competencia.tenantId, tenantId), eq(competencia.id, id))).limit(1))[0] ?? null;

export const skillNameTaken = async (ex: Executor, tenantId: string, nome: string, exceptId?: string) =>
  (
    await ex
      .select({ id: competencia.id })
      .from(competencia)
      .where(and(eq(competencia.tenantId, tenantId), sql`lower(${competencia.nome}) = lower(${nome})`, exceptId ? ne(competencia.id, exceptId) : undefined))
      .limit(1)
  ).length > 0;

export const insertSkill = async (ex: Executor, tenantId: string, input: { nome: string; exibirEm: ExibirEm[] }) =>
  (await ex.insert(competencia).values({ tenantId, ...input }).returning({ id: competencia.id }))[0].id;

export const updateSkill = (ex: Executor, tenantId: string, id: string, input: { nome: string; exibirEm: ExibirEm[] }) =>
  ex
    .update(competencia)
    .set({ ...input, atualizadoEm: new Date() })
    .where(and(eq(competencia.tenantId, tenantId), eq(competencia.id, id)));

/** Links to job titles go with the skill (cargo_competencia cascades). */
export const deleteSkill = (ex: Executor, tenantId: string, id: string) => ex.delete(competencia).where(and(eq(competencia.tenantId, tenantId), eq(competencia.id, id)));

export const basicSkills = (ex: Executor, tenantId: string, exibirEm?: ExibirEm) =>
  ex
    .select({ value: competencia.id, label: competencia.nome })
    .from(competencia)
    .where(skillWhere(tenantId, { exibirEm }))
    .orderBy(asc(sql`lower(${competencia.nome})`), asc(competencia.id));

// ---------------------------------------------------------------- categories

const categoryColumns = { id: categoria.id, tenantId: categoria.tenantId, nome: categoria.nome, origem: categoria.origem, criadoEm: categoria.criadoEm };
export type CategoryRow = Omit<SkillRow, 'exibirEm' | 'totalCargos'>;

const categoryWhere = (tenantId: string, f: Pick<CategoryFilters, 'nome' | 'createdAtFrom' | 'createdAtTo'>) =>
  and(
    eq(categoria.tenantId, tenantId),
    f.nome ? ilike(categoria.nome, containsPattern(f.nome)) : undefined,
    f.createdAtFrom ? gte(categoria.criadoEm, new Date(f.createdAtFrom)) : undefined,
    f.createdAtTo ? lt(categoria.criadoEm, new Date(f.createdAtTo)) : undefined,
  );

export const countCategories = async (ex: Executor, tenantId: string, f: CategoryFilters) =>
  (await ex.select({ total: count() }).from(categoria).where(categoryWhere(tenantId, f)))[0].total;

export const listCategories = (ex: Executor, tenantId: string, f: CategoryFilters, offset: number, limit: number): Promise<CategoryRow[]> =>
  ex
    .select(categoryColumns)
    .from(categoria)
    .where(categoryWhere(tenantId, f))
    .orderBy(
      f.orderBy === 'createdAt' ? orderOf(categoria.criadoEm, f.orderDirection) : orderOf(categoria.nome, f.orderDirection, true),
      asc(sql`lower(${categoria.nome})`),
      asc(categoria.id),
    )
    .limit(limit)
    .offset(offset);

export const findCategory = async (ex: Executor, tenantId: string, id: string): Promise<CategoryRow | null> =>
  (await ex.select(categoryColumns).from(categoria).where(and(eq(categoria.tenantId, tenantId), eq(categoria.id, id))).limit(1))[0] ?? null;

export const categoryNameTaken = async (ex: Executor, tenantId: string, nome: string, exceptId?: string) =>
  (
    await ex
      .select({ id: categoria.id })
      .from(categoria)
      .where(and(eq(categoria.tenantId, tenantId), sql`lower(${categoria.nome}) = lower(${nome})`, exceptId ? ne(categoria.id, exceptId) : undefined))
      .limit(1)
  ).length > 0;

export const insertCategory = async (ex: Executor, tenantId: string, input: { nome: string }) =>
  (await ex.insert(categoria).values({ tenantId, ...input }).returning({ id: categoria.id }))[0].id;

export const updateCategory = (ex: Executor, tenantId: string, id: string, input: { nome: string }) =>
  ex
    .update(categoria)
    .set({ ...input, atualizadoEm: new Date() })
    .where(and(eq(categoria.tenantId, tenantId), eq(categoria.id, id)));

export const deleteCategory = (ex: Executor, tenantId: string, id: string) => ex.delete(categoria).where(and(eq(categoria.tenantId, tenantId), eq(categoria.id, id)));

export const basicCategories = (ex: Executor, tenantId: string) =>
  ex
    .select({ value: categoria.id, label: categoria.nome })
    .from(categoria)
    .where(eq(categoria.tenantId, tenantId))
    .orderBy(asc(sql`lower(${categoria.nome})`), asc(categoria.id));
