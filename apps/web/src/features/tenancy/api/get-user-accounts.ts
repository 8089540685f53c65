import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserAccount } from '@plataforma/shared/tenancy';
import { api } from '../../../lib/api-client.ts';
import { sessionUserKey, useSession } from '../../../lib/session.ts';

/** GET usuario/useraccount: the person's accounts (companies). Sent without X-Tenant: the list spans companies. */
export function getUserAccounts(signal?: AbortSignal): Promise<UserAccount[]> {
  return api.get<UserAccount[]>('/api/v1/usuario/useraccount', { signal, tenant: null });
}

export const userAccountsQueryOptions = (userKey: string | null) =>
  queryOptions({
    queryKey: ['user-accounts', userKey ?? ''],
    queryFn: ({ signal }) => getUserAccounts(signal),
    staleTime: 60_000,
  });

export function useUserAccounts() {
  const session = useSession();
  return useQuery({ ...userAccountsQueryOptions(sessionUserKey(session)), enabled: session.tokens !== null });
}
