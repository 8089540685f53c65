import { queryOptions } from '@tanstack/react-query';
import type { QuickSearchResponse } from '@plataforma/shared/learner';
import { api } from '../../../lib/api-client.ts';
import { EMPTY_SEARCH, normaliseQuery } from '../utils/search.ts';

/**
 * GET midia/quickSearch?search= (1-shell §7): media, courses and trails matching the text. A cancelled search
 * rejects (TanStack Query drops it); any other failure answers empty lists.
 */
export async function quickSearch(search: string, signal?: AbortSignal): Promise<QuickSearchResponse> {
  try {
    const reply = await api.get<Partial<QuickSearchResponse> | undefined>('/api/v1/midia/quickSearch', { query: { search }, signal });
    return {
      midias: Array.isArray(reply?.midias) ? reply.midias : [],
      cursos: Array.isArray(reply?.cursos) ? reply.cursos : [],
      formacoes: Array.isArray(reply?.formacoes) ? reply.formacoes : [],
    };
  } catch (error) {
    if (signal?.aborted) throw error;
    return EMPTY_SEARCH;
  }
}

export const quickSearchQueryOptions = (search: string, tenant: string | null) =>
  queryOptions({
    queryKey: ['quick-search', tenant ?? '', normaliseQuery(search)],
    queryFn: ({ signal }) => quickSearch(normaliseQuery(search), signal),
    enabled: normaliseQuery(search).length > 0,
    staleTime: 60_000,
    retry: false,
  });
