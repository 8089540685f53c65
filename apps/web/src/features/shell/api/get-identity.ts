import { queryOptions } from '@tanstack/react-query';
import type { User } from '@plataforma/shared/users';
import { api } from '../../../lib/api-client.ts';

/**
 * GET usuario/{id} in the person's own tenant (the partner tenant, else the token's), ignoring client mode: in a
 * customer's tenant the person has no user, but the top bar still shows who is signed in.
 */
export function getIdentity(userId: string, ownTenant: string | null, signal?: AbortSignal): Promise<User> {
  return api.get<User>(`/api/v1/usuario/${encodeURIComponent(userId)}`, { signal, tenant: ownTenant });
}

export const identityQueryOptions = (userId: string, ownTenant: string | null) =>
  queryOptions({
    queryKey: ['shell-identity', userId, ownTenant ?? ''],
    queryFn: ({ signal }) => getIdentity(userId, ownTenant, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });
