import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../core/db';
import { grupoDePermissao, usuario } from '../../db/schema';

export const permissionsOfUser = async (ex: Executor, tenantId: string, usuarioId: string) =>
  (await ex
    .select({ usuarioId: usuario.id, grupoId: grupoDePermissao.id, grupoNome: grupoDePermissao.nome, funcionalidades: grupoDePermissao.funcionalidades })
    .from(usuario)
    .leftJoin(grupoDePermissao, eq(grupoDePermissao.id, usuario.grupoDePermissaoId))
    .where(and(eq(usuario.tenantId, tenantId), eq(usuario.id, usuarioId)))
    .limit(1))[0] ?? null;
