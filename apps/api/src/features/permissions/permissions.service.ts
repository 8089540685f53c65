import {
  groupGrantRefusal,
  hasPermission,
  locksOutOfPermissions,
  missingMenuAccess,
  unheldFunctionalities,
  toPermissionModules,
  type AddBondPermissionUserResponse,
  type DeleteBulkingResponse,
  type ListGroupUsersResponse,
  type ListPermissionGroupsResponse,
  type PermissionGroup,
  type PermissionGroupDetail,
  type UserPermissions,
  type UserProfile,
} from '@plataforma/shared/permissions';
import { translate, type Language } from '@plataforma/shared';
import { isUuid, type RequestContext } from '../../core/auth';
import { isForeignKeyViolation, isUniqueViolation } from '../../core/db-errors';
import type { Deps } from '../../core/deps';
import { AppError, FieldError, forbidden, notFound } from '../../core/errors';
import { pageWindow, pagedReply } from '../../core/paging';
import * as repo from './permissions.repository';

type Paging = { pageNumber: number; pageSize: number };

const toGroup = (row: repo.GroupRow): PermissionGroup => ({
  id: row.id,
  nome: row.nome,
  descricao: row.descricao,
  ativo: row.ativo,
  funcionalidades: row.funcionalidades,
  totalUsuarios: Number(row.totalUsuarios),
  createdAt: row.criadoEm.toISOString(),
  tenantId: row.tenantId,
});

/** A missing user id as the web app may send it (an unset variable in the path or the list). */
export const isMissingId = (id: string | null | undefined) => {
  const value = (id ?? '').trim();
  return value === '' || value === 'undefined' || value === 'null';
};

/**
 * The caller's own account in the acting tenant: the one whose group may not lose the permission screen. In client
 * mode the caller acts with their home account's functionalities, so nothing in the customer's tenant locks them out.
 */
const ownAccount = (ctx: RequestContext) => (ctx.clientMode ? null : ctx.userId);

const uniqueName = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('permissions.duplicateName', 409);
    throw error;
  }
};

/**
 * What a group may hold and who may give it (issue 16 §3, permissions/grants.ts): the /conta and /settings
 * functionalities come with their menu group's access (400, the screen says the same), and nobody adds a
 * functionality they do not hold themselves (403), which also keeps anyone from raising their own group.
 */
const assertGroupGrant = (ctx: RequestContext, before: readonly string[] | null, after: readonly string[]) => {
  const [orphans] = missingMenuAccess(after);
  if (orphans) {
    throw new FieldError('funcionalidades', 'permissions.menuAccessRequired', 400, { names: orphans.funcionalidades.join(', '), module: orphans.modulo });
  }
  const refusal = groupGrantRefusal(ctx.permissions, before, after);
  if (refusal) throw new FieldError('funcionalidades', refusal.key, 403, refusal.params);
};

/**
 * Permission groups of the acting tenant (3-admin §3-§8). Routes check 'Permissões' first; the server reads a
 * user's group on every request, so a change applies to the users' next request.
 */
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

  const toProfile = (ctx: RequestContext, row: repo.LinkedUserRow): UserProfile => ({ ...row, blocked: row.userId === ownAccount(ctx) });

  // ------------------------------------------------------------ CRUD

  const list = (ctx: RequestContext, q: Paging & repo.GroupFilters): Promise<ListPermissionGroupsResponse> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const total = await repo.countGroups(tx, ctx.tenantId, q);
      const { page, offset, limit } = pageWindow(q.pageNumber, q.pageSize, total);
      return pagedReply((await repo.listGroups(tx, ctx.tenantId, q, offset, limit)).map(toGroup), page, q.pageSize, total);
    });

  const get = (ctx: RequestContext, id: string): Promise<PermissionGroupDetail> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const row = await repo.findGroup(tx, ctx.tenantId, id);
      if (!row) throw notFound('permissions.notFound');
      const users = await repo.usersOfGroup(tx, ctx.tenantId, id);
      return {
        ...toGroup(row),
        productProfile: { description: row.nome, active: row.ativo },
        modulos: toPermissionModules(row.funcionalidades),
        usersProfiles: users.map((u) => toProfile(ctx, u)),
      };
    });

  const create = (ctx: RequestContext, body: repo.GroupInput) =>
    uniqueName(() =>
      database.inTenant(ctx.tenantId, async (tx) => {
        assertGroupGrant(ctx, null, body.funcionalidades);
        if (await repo.groupNameTaken(tx, ctx.tenantId, body.nome)) throw new AppError('permissions.duplicateName', 409);
        const id = await repo.insertGroup(tx, ctx.tenantId, body);
        return toGroup((await repo.findGroup(tx, ctx.tenantId, id))!);
      }),
    );

  /** The caller's own group must stay active with 'Configurações' and 'Permissões' (lock-out rule). */
  const update = (ctx: RequestContext, id: string, body: repo.GroupInput) =>
    uniqueName(() =>
      database.inTenant(ctx.tenantId, async (tx) => {
        const stored = await repo.findGroup(tx, ctx.tenantId, id);
        if (!stored) throw notFound('permissions.notFound');
        if (await repo.groupNameTaken(tx, ctx.tenantId, body.nome, id)) throw new AppError('permissions.duplicateName', 409);
        const own = ownAccount(ctx);
        if (own && locksOutOfPermissions(body)) {
          const [me] = await repo.accountsAmong(tx, ctx.tenantId, [own]);
          if (me?.grupoId === id) throw new AppError('permissions.selfLockout', 409);
        }
        assertGroupGrant(ctx, stored.funcionalidades, body.funcionalidades);
        await repo.updateGroup(tx, ctx.tenantId, id, body);
        return toGroup((await repo.findGroup(tx, ctx.tenantId, id))!);
      }),
    );

  /** A group with users is not deleted (409): unlink them first. The caller's own group always has them. */
  const remove = (ctx: RequestContext, id: string) =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const row = await repo.findGroup(tx, ctx.tenantId, id);
      if (!row) throw notFound('permissions.notFound');
      if (row.totalUsuarios > 0) throw new AppError('permissions.inUse', 409, { count: row.totalUsuarios });
      try {
        await repo.deleteGroup(tx, ctx.tenantId, id);
      } catch (error) {
        // a user linked between the check and the deletion
        if (isForeignKeyViolation(error)) throw new AppError('permissions.inUse', 409, { count: 1 });
        throw error;
      }
      return { success: true as const };
    });

  /** DeleteBulking: each group is deleted (no users) or reported with the reason; one transaction, per-item answers. */
  const removeMany = (ctx: RequestContext, rawIds: string[], lang: Language): Promise<DeleteBulkingResponse> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const ids = [...new Set(rawIds)];
      const found = new Map((await repo.findGroups(tx, ctx.tenantId, ids.filter(isUuid))).map((g) => [g.id, g]));
      const reply: DeleteBulkingResponse = { successItems: [], failedItems: [] };
      for (const id of ids) {
        const group = found.get(id);
        if (!group) reply.failedItems.push({ id, nome: null, message: translate('permissions.notFound', lang) });
        else if (group.totalUsuarios > 0) reply.failedItems.push({ id, nome: group.nome, message: translate('permissions.inUse', lang, { count: group.totalUsuarios }) });
        else reply.successItems.push({ id, nome: group.nome });
      }
      for (const { id } of reply.successItems) await repo.deleteGroup(tx, ctx.tenantId, id);
      return reply;
    });

  // ------------------------------------------------------------ links

  const usersOf = (ctx: RequestContext, id: string, q: Paging & { search?: string }): Promise<ListGroupUsersResponse> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      if (!(await repo.findGroup(tx, ctx.tenantId, id))) throw notFound('permissions.notFound');
      const total = await repo.countUsersOfGroup(tx, ctx.tenantId, id, q.search);
      const { page, offset, limit } = pageWindow(q.pageNumber, q.pageSize, total);
      const rows = await repo.pageUsersOfGroup(tx, ctx.tenantId, id, q.search, offset, limit);
      return pagedReply(rows.map((u) => toProfile(ctx, u)), page, q.pageSize, total);
    });

  /**
   * AddBondPermissionUser: links each user to the group, replacing the user's previous group. A group holding a
   * functionality the caller lacks is refused whole (403, nothing linked). Per item: a missing id ('Id do usuário não
   * informado!'), an unknown user or one of another tenant, and the caller moving themselves to another group fail;
   * the others succeed (already linked counts as success).
   */
  const link = (ctx: RequestContext, input: { permissionId: string; usersIds: string[] }, lang: Language): Promise<AddBondPermissionUserResponse> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const ids = [...new Set(input.usersIds)];
      if (ids.length === 0) throw new AppError('users.noneSelected', 400);
      const group = await repo.findGroup(tx, ctx.tenantId, input.permissionId);
      if (!group) throw notFound('permissions.notFound');
      if (!group.ativo) throw new AppError('permissions.inactiveGroup', 409);
      const unheld = unheldFunctionalities(ctx.permissions, group.funcionalidades);
      if (unheld.length > 0) throw new FieldError('permissionId', 'permissions.groupAboveCaller', 403, { group: group.nome, names: unheld.join(', ') });
      const accounts = new Map((await repo.accountsAmong(tx, ctx.tenantId, ids.filter(isUuid))).map((a) => [a.id, a]));
      const own = ownAccount(ctx);
      const reply: AddBondPermissionUserResponse = { successItems: [], failedItems: [] };
      for (const userId of ids) {
        const account = accounts.get(userId);
        if (isMissingId(userId)) reply.failedItems.push({ userId, name: null, message: translate('permissions.userIdMissing', lang) });
        else if (!account) reply.failedItems.push({ userId, name: null, message: translate('users.notFound', lang) });
        else if (userId === own && account.grupoId !== group.id) {
          reply.failedItems.push({ userId, name: account.nome, message: translate('permissions.selfGroup', lang) });
        } else reply.successItems.push({ userId, name: account.nome });
      }
      await repo.setGroupOf(
        tx,
        ctx.tenantId,
        reply.successItems.map((s) => s.userId),
        group.id,
      );
      return reply;
    });

  /** Unlinks one user from the group (the user is left without a group). The caller may not unlink themselves. */
  const unlink = async (ctx: RequestContext, userId: string, permissionId: string, lang: Language) => {
    if (isMissingId(userId)) throw new AppError('permissions.userIdMissing', 400);
    if (!isUuid(permissionId)) throw notFound('permissions.notFound');
    return database.inTenant(ctx.tenantId, async (tx) => {
      if (!(await repo.findGroup(tx, ctx.tenantId, permissionId))) throw notFound('permissions.notFound');
      const [account] = isUuid(userId) ? await repo.accountsAmong(tx, ctx.tenantId, [userId]) : [];
      if (!account) throw notFound('users.notFound');
      if (account.grupoId !== permissionId) throw new AppError('permissions.userNotLinked', 409);
      if (userId === ownAccount(ctx)) throw new AppError('permissions.selfUnlink', 409);
      await repo.setGroupOf(tx, ctx.tenantId, [userId], null);
      return { success: true as const, message: translate('permissions.unlinkOk', lang) };
    });
  };

  return { ofUser, list, get, create, update, remove, removeMany, usersOf, link, unlink };
};
