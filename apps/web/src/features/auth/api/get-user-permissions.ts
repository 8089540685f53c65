import { queryOptions, useQuery } from '@tanstack/react-query';
import { flattenPermissions, type UserPermissions } from '@plataforma/shared/permissions';
import { api } from '../../../lib/api-client.ts';

/** GET grupoDePermissao/getpermissionfromuser/{id}: the functionality names the user holds (flattened). */
export async function getUserPermissions(userId: string, signal?: AbortSignal): Promise<string[]> {
  const reply = await api.get<UserPermissions>(`/api/v1/grupoDePermissao/getpermissionfromuser/${encodeURIComponent(userId)}`, { signal });
  return flattenPermissions(reply?.modulos ?? []);
}

/** Cached 5 minutes (1-shell §9); `tenant` is part of the key: permissions belong to the active tenant. */
export const userPermissionsQueryOptions = (userId: string, tenant: string | null) =>
  queryOptions({
    queryKey: ['user-permissions', userId, tenant ?? ''],
    queryFn: ({ signal }) => getUserPermissions(userId, signal),
    staleTime: 5 * 60_000,
  });

export const useUserPermissions = (userId: string | null | undefined, tenant: string | null) =>
  useQuery({ ...userPermissionsQueryOptions(userId ?? '', tenant), enabled: Boolean(userId) });
