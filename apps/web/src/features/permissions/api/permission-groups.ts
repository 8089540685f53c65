import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddBondPermissionUserResponse,
  CreatePermissionGroupRequest,
  DeleteBulkingResponse,
  ListGroupUsersResponse,
  ListPermissionGroupsResponse,
  PermissionGroup,
  PermissionGroupDetail,
  UpdatePermissionGroupRequest,
} from '@plataforma/shared/permissions';
import type { BasicUsersResponse } from '@plataforma/shared/users';
import type { DeleteResponse, Success } from '@plataforma/shared';
import { api } from '../../../lib/api-client.ts';

const BASE = '/api/v1/grupoDePermissao';
export const PERMISSION_GROUPS_KEY = ['grupoDePermissao'] as const;
/** The signed-in user's own permissions (features/auth caches them): refreshed after links change. */
const USER_PERMISSIONS_KEY = ['user-permissions'] as const;

/** GET grupoDePermissao: a page of groups (pageNumber, pageSize, orderBy, orderDirection, nome, ativo, createdAt range). */
export function listPermissionGroups(query: Record<string, string | number>, signal?: AbortSignal): Promise<ListPermissionGroupsResponse> {
  return api.get<ListPermissionGroupsResponse>(BASE, { query, signal });
}

export const usePermissionGroupsList = (query: Record<string, string | number>) =>
  useQuery({ queryKey: [...PERMISSION_GROUPS_KEY, 'list', query], queryFn: ({ signal }) => listPermissionGroups(query, signal), placeholderData: keepPreviousData });

/** GET grupoDePermissao/{id}: productProfile, modules and usersProfiles. */
export const getPermissionGroup = (id: string, signal?: AbortSignal) => api.get<PermissionGroupDetail>(`${BASE}/${encodeURIComponent(id)}`, { signal });

/** GET grupoDePermissao/{id}/usuarios: the linked users, paged and searched. */
export const listGroupUsers = (id: string, query: { pageNumber: number; pageSize: number; search?: string }, signal?: AbortSignal) =>
  api.get<ListGroupUsersResponse>(`${BASE}/${encodeURIComponent(id)}/usuarios`, { query, signal });

export const useGroupUsers = (id: string | null, query: { pageNumber: number; pageSize: number; search?: string }) =>
  useQuery({
    queryKey: [...PERMISSION_GROUPS_KEY, 'users', id ?? '', query],
    queryFn: ({ signal }) => listGroupUsers(id!, query, signal),
    enabled: Boolean(id),
    placeholderData: keepPreviousData,
  });

/** GET usuario/Basic?search: active users of the tenant as options (at most 50). */
export const basicUsers = (search: string, signal?: AbortSignal) =>
  api.get<BasicUsersResponse>('/api/v1/usuario/Basic', { query: { search: search || undefined }, signal });

export const basicUsersQueryOptions = (search: string) =>
  queryOptions({ queryKey: ['usuario', 'basic', search], queryFn: ({ signal }) => basicUsers(search, signal), staleTime: 30_000 });

export const useBasicUsers = (search: string, enabled = true) => useQuery({ ...basicUsersQueryOptions(search), enabled, placeholderData: keepPreviousData });

export const createPermissionGroup = (body: CreatePermissionGroupRequest) => api.post<PermissionGroup>(BASE, body);
export const updatePermissionGroup = (id: string, body: UpdatePermissionGroupRequest) => api.put<PermissionGroup>(`${BASE}/${encodeURIComponent(id)}`, body);
export const deletePermissionGroup = (id: string) => api.del<DeleteResponse>(`${BASE}/${encodeURIComponent(id)}`);
/** DELETE grupoDePermissao/DeleteBulking with body {ids}. */
export const deletePermissionGroups = (ids: string[]) => api.del<DeleteBulkingResponse>(`${BASE}/DeleteBulking`, { body: { ids } });
/** POST v2 grupoDePermissao/AddBondPermissionUser {permissionId, usersIds}. */
export const linkUsers = (permissionId: string, usersIds: string[]) =>
  api.post<AddBondPermissionUserResponse>('/api/v2/grupoDePermissao/AddBondPermissionUser', { permissionId, usersIds });
/** PUT grupoDePermissao/user/{userId}/permission/{permissionId}/disable (one call per user). */
export const unlinkUser = (userId: string, permissionId: string) =>
  api.put<Success>(`${BASE}/user/${encodeURIComponent(userId)}/permission/${encodeURIComponent(permissionId)}/disable`);

/** Every query of the groups, and the own permissions (a link may concern the signed-in user). */
const useRefresh = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([client.invalidateQueries({ queryKey: PERMISSION_GROUPS_KEY }), client.invalidateQueries({ queryKey: USER_PERMISSIONS_KEY })]);
};

export const useSavePermissionGroupMutation = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CreatePermissionGroupRequest }) => (id ? updatePermissionGroup(id, body) : createPermissionGroup(body)),
    onSuccess: refresh,
  });
};

export const useDeletePermissionGroupMutation = () => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: deletePermissionGroup, onSuccess: refresh });
};

export const useDeletePermissionGroupsMutation = () => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: deletePermissionGroups, onSettled: refresh });
};

export const useLinkUsersMutation = () => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: ({ permissionId, usersIds }: { permissionId: string; usersIds: string[] }) => linkUsers(permissionId, usersIds), onSettled: refresh });
};

/** Unlinks users one call each; resolves with the ids that went and the failures with their errors. */
export const useUnlinkUsersMutation = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ permissionId, users }: { permissionId: string; users: { userId: string; name: string }[] }) => {
      const outcome = { successItems: [] as { userId: string; name: string }[], failedItems: [] as { userId: string; name: string; error: unknown }[] };
      for (const user of users) {
        try {
          await unlinkUser(user.userId, permissionId);
          outcome.successItems.push(user);
        } catch (error) {
          outcome.failedItems.push({ ...user, error });
        }
      }
      return outcome;
    },
    onSettled: refresh,
  });
};
