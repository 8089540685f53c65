import { queryOptions } from '@tanstack/react-query';
import type { TenantResponse } from '@plataforma/shared/tenancy';
import { api } from '../../../lib/api-client.ts';

/** GET Tenant: the active tenant's data and the tenants this person may enter (client mode for elevated users). */
export function getTenants(signal?: AbortSignal, tenant?: string | null): Promise<TenantResponse> {
  return api.get<TenantResponse>('/api/v1/Tenant', { signal, ...(tenant === undefined ? {} : { tenant }) });
}

/** The active tenant (client-mode tenant, else partner, else the token's) with the list. */
export const tenantsQueryOptions = (activeTenant: string | null) =>
  queryOptions({
    queryKey: ['tenant', activeTenant ?? ''],
    queryFn: ({ signal }) => getTenants(signal),
    staleTime: 5 * 60_000,
  });
