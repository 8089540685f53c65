import { and, eq } from 'drizzle-orm';
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
