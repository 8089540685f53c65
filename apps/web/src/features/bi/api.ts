import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BasicPanelAccess, DashboardResponse, ListPanelsResponse, Panel, PanelInput, PanelUsersResponse, SetPanelUsersRequest } from '@plataforma/shared/bi';
import type { DeleteResponse } from '@plataforma/shared';
import type { ListContractsResponse } from '@plataforma/shared/accounts';
import { api } from '../../lib/api-client.ts';

const BASE = '/api/v1/PainelVistraBI';
export const BI_KEY = ['PainelVistraBI'] as const;

/** GET PainelVistraBI: a page of the panels (pageNumber, pageSize, orderBy, orderDirection, search, ativo). */
export function listPanels(query: Record<string, string | number>, signal?: AbortSignal): Promise<ListPanelsResponse> {
  return api.get<ListPanelsResponse>(BASE, { query, signal });
}

export const usePanelsList = (query: Record<string, string | number>) =>
  useQuery({ queryKey: [...BI_KEY, 'list', query], queryFn: ({ signal }) => listPanels(query, signal), placeholderData: keepPreviousData });

export const useSavePanelMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: PanelInput }) => (id ? api.put<Panel>(`${BASE}/${encodeURIComponent(id)}`, body) : api.post<Panel>(BASE, body)),
    onSuccess: () => client.invalidateQueries({ queryKey: BI_KEY }),
  });
};

export const useDeletePanelMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.del<DeleteResponse>(`${BASE}/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: BI_KEY }),
  });
};

/** GET getUsersFromPanelId: the people the panel reaches, with hasAccess. */
export const usePanelUsers = (panelId: string | null, query: { search: string; pageNumber: number; pageSize: number }) =>
  useQuery({
    queryKey: [...BI_KEY, 'users', panelId, query],
    queryFn: ({ signal }) =>
      api.get<PanelUsersResponse>(`${BASE}/getUsersFromPanelId`, { query: { panelId: panelId!, pageNumber: query.pageNumber, pageSize: query.pageSize, ...(query.search ? { search: query.search } : {}) }, signal }),
    enabled: panelId !== null,
    placeholderData: keepPreviousData,
  });

/** POST {id}/usuarios: grant (hasAccess true) or revoke. */
export const useSetPanelUsersMutation = (panelId: string | null) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SetPanelUsersRequest) => api.post<{ success: true; alterados: number }>(`${BASE}/${encodeURIComponent(panelId!)}/usuarios`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: [...BI_KEY, 'users', panelId] }),
  });
};

/** The platform's contracts (GET Contrato), for the panel's contracts. */
export const useContractOptions = (enabled: boolean) =>
  useQuery({
    queryKey: [...BI_KEY, 'contracts'],
    queryFn: ({ signal }) => api.get<ListContractsResponse>('/api/v1/Contrato', { query: { pageSize: 50 }, signal }),
    enabled,
    staleTime: 60_000,
  });

/** GET getBasicPanelUserAccess: the panels the signed-in person may see. */
export const useMyPanels = () =>
  useQuery({ queryKey: [...BI_KEY, 'mine'], queryFn: ({ signal }) => api.get<BasicPanelAccess[]>(`${BASE}/getBasicPanelUserAccess`, { signal }), retry: false });

/** A minute before the token ends, the address is asked for again (the iframe reloads with a fresh token). */
const RENEW_BEFORE_MS = 60_000;

/** GET Dashboard: the signed iframe address of one panel; renewed before its token expires. */
export const useDashboard = (painelId: string | null) =>
  useQuery({
    queryKey: [...BI_KEY, 'dashboard', painelId],
    queryFn: ({ signal }) => api.get<DashboardResponse>(`${BASE}/Dashboard`, { query: { painelId: painelId! }, signal }),
    enabled: painelId !== null,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => {
      const expiresAt = query.state.data?.expiresAt;
      return expiresAt ? Math.max(30_000, new Date(expiresAt).getTime() - Date.now() - RENEW_BEFORE_MS) : false;
    },
  });
