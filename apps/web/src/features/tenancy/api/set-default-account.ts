import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST usuario/useraccount/tenant/{tenantId}: makes that company the person's default account. */
export function setDefaultAccount(tenantId: string): Promise<unknown> {
  return api.post(`/api/v1/usuario/useraccount/tenant/${encodeURIComponent(tenantId)}`, undefined, { tenant: null });
}

export function useSetDefaultAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user-accounts'] }),
  });
}
