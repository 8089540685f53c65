import { hasPermission, toPermissionModules, type UserPermissions } from '@plataforma/shared/permissions';
import type { RequestContext } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { forbidden, notFound } from '../../core/errors';
import * as repo from './permissions.repository';

export const createPermissionsService = ({ database }: Deps) => {
  /**
   * The functionalities of a user, grouped by module. Asking for oneself returns what the request context
   * holds (in client mode, the elevated account's own); asking for another user needs 'Permissões' or 'Usuários'.
   */
  const ofUser = async (ctx: RequestContext, usuarioId: string): Promise<UserPermissions> => {
    if (usuarioId === ctx.userId || usuarioId === ctx.homeUserId) {
      const own = ctx.clientMode ? null : await database.inTenant(ctx.tenantId, (tx) => repo.permissionsOfUser(tx, ctx.tenantId, ctx.userId));
      return { usuarioId, grupoDePermissaoId: own?.grupoId ?? null, grupoDePermissaoNome: own?.grupoNome ?? null, modulos: toPermissionModules(ctx.permissions) };
    }
    if (!hasPermission(ctx.permissions, 'Permissões') && !hasPermission(ctx.permissions, 'Usuários')) throw forbidden();
    const row = await database.inTenant(ctx.tenantId, (tx) => repo.permissionsOfUser(tx, ctx.tenantId, usuarioId));
    if (!row) throw notFound('users.notFound');
    return { usuarioId, grupoDePermissaoId: row.grupoId, grupoDePermissaoNome: row.grupoNome, modulos: toPermissionModules(row.funcionalidades ?? []) };
  };
  return { ofUser };
};
