import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListTermsResponse, Term, TermInput, UpdateTermResponse } from '@plataforma/shared/terms';
import type { DeleteResponse } from '@plataforma/shared';
import { api } from '../../lib/api-client.ts';

const BASE = '/api/v1/termoDeUso';
export const TERMS_KEY = ['termoDeUso'] as const;
/** GET termoDeUso/csv: the filtered list as CSV (the table's CSV export). */
export const TERMS_CSV_PATH = `${BASE}/csv`;

/** GET termoDeUso: a page of terms (pageNumber, pageSize, orderBy, orderDirection, nome, tipo, createdAt range). */
export function listTerms(query: Record<string, string | number>, signal?: AbortSignal): Promise<ListTermsResponse> {
  return api.get<ListTermsResponse>(BASE, { query, signal });
}

export const useTermsList = (query: Record<string, string | number>) =>
  useQuery({ queryKey: [...TERMS_KEY, 'list', query], queryFn: ({ signal }) => listTerms(query, signal), placeholderData: keepPreviousData });

/** GET termoDeUso/{id}: the whole term with its content. */
export const useTerm = (id: string | null) =>
  useQuery({ queryKey: [...TERMS_KEY, 'one', id], queryFn: ({ signal }) => api.get<Term>(`${BASE}/${encodeURIComponent(id!)}`, { signal }), enabled: Boolean(id) });

export const useSaveTermMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TermInput }): Promise<Term | UpdateTermResponse> =>
      id ? api.put<UpdateTermResponse>(`${BASE}/${encodeURIComponent(id)}`, body) : api.post<Term>(BASE, body),
    onSuccess: () => client.invalidateQueries({ queryKey: TERMS_KEY }),
  });
};

export const useDeleteTermMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.del<DeleteResponse>(`${BASE}/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: TERMS_KEY }),
  });
};
