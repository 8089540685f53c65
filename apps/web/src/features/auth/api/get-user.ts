import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@plataforma/shared/users';
import { api } from '../../../lib/api-client.ts';

/** GET usuario/{id}: the signed-in person's user info. */
export function getUser(id: string, signal?: AbortSignal): Promise<User> {
  return api.get<User>(`/api/v1/usuario/${encodeURIComponent(id)}`, { signal });
}

/** `tenant` is part of the key: user info belongs to the active tenant. */
export const userQueryOptions = (id: string, tenant: string | null) =>
  queryOptions({
    queryKey: ['user', id, tenant ?? ''],
    queryFn: ({ signal }) => getUser(id, signal),
    staleTime: 5 * 60_000,
  });

export const useUser = (id: string | null | undefined, tenant: string | null) =>
  useQuery({ ...userQueryOptions(id ?? '', tenant), enabled: Boolean(id) });
