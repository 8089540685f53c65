import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../core/paging';
import type { Executor } from '../../core/db';
import { termoDeUso, usuario } from '../../db/schema';

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

const listWhere = (tenantId: string, search?: string): SQL | undefined =>
  and(eq(termoDeUso.tenantId, tenantId), search ? ilike(termoDeUso.nome, containsPattern(search)) : undefined);

export const countTerms = async (ex: Executor, tenantId: string, search?: string) =>
  (await ex.select({ total: count() }).from(termoDeUso).where(listWhere(tenantId, search)))[0].total;

export const listTerms = (ex: Executor, tenantId: string, search: string | undefined, offset: number, limit: number) =>
  ex
    .select({ id: termoDeUso.id, nome: termoDeUso.nome, tipo: termoDeUso.tipo, criadoEm: termoDeUso.criadoEm })
    .from(termoDeUso)
    .where(listWhere(tenantId, search))
    .orderBy(asc(termoDeUso.nome), asc(termoDeUso.id))
    .offset(offset)
    .limit(limit);
