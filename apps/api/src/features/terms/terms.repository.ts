import { and, asc, count, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TermInput } from '@plataforma/shared/terms';
import { containsPattern, orderOf } from '../../core/paging';
import type { Executor } from '../../core/db';
import { curso, formacao, parametro, termoDeUso, usuario } from '../../db/schema';

type TermType = 'Platform' | 'Learning';
export type TermFilters = {
  search?: string;
  nome?: string;
  tipo?: TermType;
  createdAtFrom?: string;
  createdAtTo?: string;
  orderBy: 'nome' | 'tipo' | 'createdAt' | 'totalConteudos';
  orderDirection: 'asc' | 'desc';
};

export const findTerm = async (ex: Executor, tenantId: string, id: string) =>
  (await ex
    .select({ id: termoDeUso.id, nome: termoDeUso.nome, conteudo: termoDeUso.conteudo, tipo: termoDeUso.tipo })
    .from(termoDeUso)
    .where(and(eq(termoDeUso.tenantId, tenantId), eq(termoDeUso.id, id)))
    .limit(1))[0] ?? null;

export const recordDecision = async (ex: Executor, tenantId: string, usuarioId: string, termId: string | null, at: Date | null) =>
  ex
    .update(usuario)
    .set({ termoDeUsoId: termId, dataTermoDeUsoAceito: at, atualizadoEm: new Date() })
    .where(and(eq(usuario.tenantId, tenantId), eq(usuario.id, usuarioId)));

/** The company's platform term (the settings' general.termOfUse), or null. */
export const platformTermId = async (ex: Executor, tenantId: string): Promise<string | null> =>
  (await ex
    .select({ id: sql<string | null>`${parametro.config} -> 'general' ->> 'termOfUse'` })
    .from(parametro)
    .where(eq(parametro.tenantId, tenantId))
    .limit(1))[0]?.id ?? null;

// Drizzle leaves columns unqualified in a single-table select: the outer row is named explicitly.
const usedBy = (table: typeof curso | typeof formacao) =>
  sql`(select count(*)::int from ${table} c where c.termo_introducao_id = "termo_de_uso"."id" or c.termo_conclusao_id = "termo_de_uso"."id")`;
const totalConteudos = sql<number>`(${usedBy(curso)} + ${usedBy(formacao)})`;

const listWhere = (tenantId: string, f: Omit<TermFilters, 'orderBy' | 'orderDirection'>): SQL | undefined =>
  and(
    eq(termoDeUso.tenantId, tenantId),
    f.search ? ilike(termoDeUso.nome, containsPattern(f.search)) : undefined,
    f.nome ? ilike(termoDeUso.nome, containsPattern(f.nome)) : undefined,
    f.tipo ? eq(termoDeUso.tipo, f.tipo) : undefined,
    f.createdAtFrom ? gte(termoDeUso.criadoEm, new Date(f.createdAtFrom)) : undefined,
    f.createdAtTo ? lt(termoDeUso.criadoEm, new Date(f.createdAtTo)) : undefined,
  );

const listOrder = (f: TermFilters): SQL[] => {
  const primary = {
    nome: orderOf(termoDeUso.nome, f.orderDirection, true),
    tipo: orderOf(termoDeUso.tipo, f.orderDirection),
    createdAt: orderOf(termoDeUso.criadoEm, f.orderDirection),
    totalConteudos: orderOf(totalConteudos, f.orderDirection),
  }[f.orderBy];
  return [primary, asc(sql`lower(${termoDeUso.nome})`), asc(termoDeUso.id)];
};

export const countTerms = async (ex: Executor, tenantId: string, f: TermFilters) =>
  (await ex.select({ total: count() }).from(termoDeUso).where(listWhere(tenantId, f)))[0].total;

export const listTerms = (ex: Executor, tenantId: string, f: TermFilters, offset?: number, limit?: number) => {
  const query = ex
    .select({ id: termoDeUso.id, nome: termoDeUso.nome, tipo: termoDeUso.tipo, criadoEm: termoDeUso.criadoEm, totalConteudos })
    .from(termoDeUso)
    .where(listWhere(tenantId, f))
    .orderBy(...listOrder(f));
  return limit === undefined ? query : query.offset(offset ?? 0).limit(limit);
};

/** Courses and trails that show the term at their introduction or closing. */
export const contentUsing = async (ex: Executor, tenantId: string, id: string): Promise<number> => {
  const uses = (table: typeof curso | typeof formacao) =>
    ex
      .select({ total: count() })
      .from(table)
      .where(and(eq(table.tenantId, tenantId), or(eq(table.termoIntroducaoId, id), eq(table.termoConclusaoId, id))));
  const [courses, trails] = await Promise.all([uses(curso), uses(formacao)]);
  return courses[0].total + trails[0].total;
};

export const insertTerm = async (ex: Executor, tenantId: string, input: Required<TermInput>) =>
  (await ex.insert(termoDeUso).values({ tenantId, nome: input.nome, conteudo: input.conteudo, tipo: input.tipo }).returning({ id: termoDeUso.id }))[0].id;

export const updateTerm = (ex: Executor, tenantId: string, id: string, input: Required<TermInput>) =>
  ex.update(termoDeUso).set({ nome: input.nome, conteudo: input.conteudo, tipo: input.tipo }).where(and(eq(termoDeUso.tenantId, tenantId), eq(termoDeUso.id, id)));

/** Everyone who accepted the term is asked again (its content changed). Answers how many. */
export const resetAcceptances = async (ex: Executor, tenantId: string, id: string): Promise<number> =>
  (
    await ex
      .update(usuario)
      .set({ dataTermoDeUsoAceito: null, atualizadoEm: new Date() })
      .where(and(eq(usuario.tenantId, tenantId), eq(usuario.termoDeUsoId, id), sql`${usuario.dataTermoDeUsoAceito} is not null`))
      .returning({ id: usuario.id })
  ).length;

export const deleteTerm = (ex: Executor, tenantId: string, id: string) => ex.delete(termoDeUso).where(and(eq(termoDeUso.tenantId, tenantId), eq(termoDeUso.id, id)));
