import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BatchReplicationRequest,
  BatchReplicationResponse,
  Contract,
  ContractRequest,
  DeleteContractResponse,
  IsDistributorResponse,
  ListContractsResponse,
  SubscriptionResponse,
  UsageInfo,
} from '@plataforma/shared/accounts';
import type { TenantResponse } from '@plataforma/shared/tenancy';
import { api } from '../../../lib/api-client.ts';
import { useActiveTenant } from '../../../lib/session.ts';
import { COMPANIES_KEY } from './companies.ts';

const V1 = '/api/v1/Contrato';
const V2 = '/api/v2/Contrato';
export const CONTRACTS_KEY = ['contrato'] as const;

/** GET Contrato: a page with qtdeUsuarioAtivos per row (filters nomeEmpresa, search, empresaId, statusProjeto, classificacaoCliente, active, isDistribuidor). */
export const listContracts = (query: Record<string, string | number>, signal?: AbortSignal) => api.get<ListContractsResponse>(V1, { query, signal });

export const useContractsList = (query: Record<string, string | number>) =>
  useQuery({ queryKey: [...CONTRACTS_KEY, 'list', query], queryFn: ({ signal }) => listContracts(query, signal), placeholderData: keepPreviousData });

/** Contract options for the replication's multi-select (up to 50 matching a search). */
export const useContractOptions = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: [...CONTRACTS_KEY, 'options', search],
    queryFn: ({ signal }) => listContracts({ pageNumber: 1, pageSize: 50, orderBy: 'nomeEmpresa', orderDirection: 'asc', ...(search ? { search } : {}) }, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** GET Contrato/{id}. */
export const getContract = (id: string, signal?: AbortSignal) => api.get<Contract>(`${V1}/${encodeURIComponent(id)}`, { signal });
/** POST v2 Contrato: creates the contract and its tenant. */
export const createContract = (body: ContractRequest) => api.post<Contract>(V2, body);
/** PUT Contrato/{id} (the company cannot change). */
export const updateContract = (id: string, body: ContractRequest) => api.put<Contract>(`${V1}/${encodeURIComponent(id)}`, body);
/** DELETE Contrato/{id}: `desativado` when the contract had users and was deactivated instead. */
export const deleteContract = (id: string) => api.del<DeleteContractResponse>(`${V1}/${encodeURIComponent(id)}`);
/** PUT Parametro/BatchReplication. */
export const replicateSettings = (body: BatchReplicationRequest) => api.put<BatchReplicationResponse>('/api/v1/Parametro/BatchReplication', body);

/** GET Contrato/UsageInfo of the active tenant. */
export const getUsageInfo = (signal?: AbortSignal) => api.get<UsageInfo>(`${V1}/UsageInfo`, { signal });
/** GET Contrato/IsDistribuidor of the active tenant. */
export const getIsDistributor = (signal?: AbortSignal) => api.get<IsDistributorResponse>(`${V1}/IsDistribuidor`, { signal });
/** GET v2 Contrato/subscription/{id}. */
export const getSubscription = (id: string, signal?: AbortSignal) => api.get<SubscriptionResponse>(`${V2}/subscription/${encodeURIComponent(id)}`, { signal });

export const useSaveContractMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ContractRequest }) => (id ? updateContract(id, body) : createContract(body)),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: CONTRACTS_KEY }), client.invalidateQueries({ queryKey: COMPANIES_KEY })]),
  });
};

export const useDeleteContractMutation = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteContract, onSettled: () => client.invalidateQueries({ queryKey: CONTRACTS_KEY }) });
};

export const useReplicateSettingsMutation = () => useMutation({ mutationFn: replicateSettings });

/**
 * Meu Contrato: the active tenant's contract (GET Tenant gives its id), its subscription and the usage. Keys start with
 * 'tenant' so a change of tenant (client mode) drops them.
 */
export const useMyContract = () => {
  const activeTenant = useActiveTenant();
  const tenant = useQuery({
    queryKey: ['tenant', 'my-contract', activeTenant],
    queryFn: ({ signal }) => api.get<TenantResponse>('/api/v1/Tenant', { signal }),
  });
  const contratoId = tenant.data?.atual.contratoId ?? null;
  const subscription = useQuery({
    queryKey: ['tenant', 'subscription', activeTenant, contratoId],
    queryFn: ({ signal }) => getSubscription(contratoId!, signal),
    enabled: Boolean(contratoId),
  });
  const usage = useQuery({ queryKey: ['tenant', 'usage-info', activeTenant], queryFn: ({ signal }) => getUsageInfo(signal) });
  return { tenant, contratoId, subscription, usage };
};
