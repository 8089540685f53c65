import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BasicUnitsResponse, CreateUnitRequest, ListUnitsResponse, UnitNode, UpdateUnitRequest } from '@plataforma/shared/accounts';
import type { DeleteResponse } from '@plataforma/shared';
import { api } from '../../../lib/api-client.ts';

const BASE = '/api/v1/unidadeDeNegocio';
export const UNITS_KEY = ['unidadeDeNegocio'] as const;

/** GET unidadeDeNegocio: the whole tree (the screen searches it locally with the shared rule). */
export const listUnits = (signal?: AbortSignal) => api.get<ListUnitsResponse>(BASE, { signal });
export const unitsTreeQueryOptions = () => queryOptions({ queryKey: [...UNITS_KEY, 'tree'], queryFn: ({ signal }) => listUnits(signal) });
export const useUnitsTree = () => useQuery(unitsTreeQueryOptions());

/** GET unidadeDeNegocio/{id}: a unit with its sub-tree. */
export const getUnit = (id: string, signal?: AbortSignal) => api.get<UnitNode>(`${BASE}/${encodeURIComponent(id)}`, { signal });
/** POST unidadeDeNegocio. */
export const createUnit = (body: CreateUnitRequest) => api.post<UnitNode>(BASE, body);
/** PUT unidadeDeNegocio/{id}: rename, recode or move (with its sub-tree). */
export const updateUnit = (id: string, body: UpdateUnitRequest) => api.put<UnitNode>(`${BASE}/${encodeURIComponent(id)}`, body);
/** DELETE unidadeDeNegocio/{id} (409 with sub-units or users). */
export const deleteUnit = (id: string) => api.del<DeleteResponse>(`${BASE}/${encodeURIComponent(id)}`);
/** GET unidadeDeNegocio/csv: the (filtered) tree flattened, as a file. */
export const exportUnitsCsv = (nome?: string) => api.get<Blob>(`${BASE}/csv`, { query: nome ? { nome } : {}, responseType: 'blob' });

/** GET unidadeDeNegocio/Basic: every unit with its path as the label ('Brasil / São Paulo / Vendas'). */
export const basicUnits = (signal?: AbortSignal) => api.get<BasicUnitsResponse>(`${BASE}/Basic`, { signal });
export const basicUnitsQueryOptions = () => queryOptions({ queryKey: [...UNITS_KEY, 'basic'], queryFn: ({ signal }) => basicUnits(signal), staleTime: 60_000 });
export const useBasicUnits = () => useQuery(basicUnitsQueryOptions());

export const useSaveUnitMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CreateUnitRequest }) => (id ? updateUnit(id, body) : createUnit(body)),
    onSuccess: () => client.invalidateQueries({ queryKey: UNITS_KEY }),
  });
};

export const useDeleteUnitMutation = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteUnit, onSettled: () => client.invalidateQueries({ queryKey: UNITS_KEY }) });
};
