import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SubscribeResponse } from '@plataforma/shared/enrolment';
import {
  LEARNER_ITEMS_PAGE_SIZE,
  LEARNER_SECTIONS_PAGE_SIZE,
  type ActivesPagedResponse,
  type BookmarkResponse,
  type ContentDetail,
  type CountActivesItemsResponse,
  type FavoritesResponse,
  type MediaDetail,
  type PagedCardItems,
  type QuickSearchResponse,
  type Reacao,
  type SetReactionResponse,
} from '@plataforma/shared/learner';
import { api, type QueryValue } from '../../../lib/api-client.ts';
import type { ItemKind } from '../utils/type-and-id.ts';

/** Calls of the learner's home, catalog, search and item detail (2-learner §7 Sections, Search, Media, Course, Formation). */

export const LEARNER_KEY = ['learner'] as const;
/** Every list (sections, rows, favourites, search): refreshed after an enrolment, a favourite or a reaction. */
export const LISTS_KEY = [...LEARNER_KEY, 'lists'] as const;
export const DETAILS_KEY = [...LEARNER_KEY, 'detail'] as const;

/** Filters of Secao/ActivesPaged and Secao/{id}/ActivesItemsPaged (names of the call). */
export type LearnerFilterValues = {
  tiposConteudos?: string[];
  categoriasIds?: string[];
  competenciasIds?: string[];
  obrigatorio?: boolean;
  status?: string[];
  search?: string;
};

/** Drops empty values so the query string (and the cache key) holds only what filters. */
export function cleanFilters(filters: LearnerFilterValues): Record<string, QueryValue> {
  const out: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(filters) as [string, QueryValue][]) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}

const SECAO = '/api/v1/Secao';

/** GET Secao/ActivesPaged: sections with their first items; home (exibirNoAprendizado=true) or catalog (false). */
export const activesPaged = (query: Record<string, QueryValue>, signal?: AbortSignal) => api.get<ActivesPagedResponse>(`${SECAO}/ActivesPaged`, { query, signal });

/** The sections of the home or the catalog, 6 per page, loaded page after page ('load more'). */
export const sectionsInfiniteQuery = (home: boolean, filters: LearnerFilterValues = {}, tenant: string | null = null) => {
  const query = cleanFilters(filters);
  return infiniteQueryOptions({
    queryKey: [...LISTS_KEY, 'sections', tenant ?? '', home ? 'home' : 'catalog', query],
    queryFn: ({ pageParam, signal }) =>
      activesPaged({ ...query, exibirNoAprendizado: home, page: pageParam, size: LEARNER_SECTIONS_PAGE_SIZE, itemsSize: LEARNER_ITEMS_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: { pageNumber: number; totalPages: number }) => (last.pageNumber < last.totalPages ? last.pageNumber + 1 : undefined),
    placeholderData: keepPreviousData,
  });
};

/** One section's own fields (banner, description...) through ActivesPaged filtered by its id. */
export const sectionQuery = (id: string, tenant: string | null = null) =>
  queryOptions({
    queryKey: [...LISTS_KEY, 'section', tenant ?? '', id],
    queryFn: async ({ signal }) => {
      const reply = await activesPaged({ secoesIds: id, page: 1, size: 1, itemsSize: 1 }, signal);
      return reply.data.find((section) => section.id === id) ?? null;
    },
  });

/** GET Secao/{id}/ActivesItemsPaged: a page of a section's items (8 by default). */
export const sectionItemsQuery = (id: string, page: number, filters: LearnerFilterValues = {}, size = LEARNER_ITEMS_PAGE_SIZE) => {
  const query = cleanFilters(filters);
  return queryOptions({
    queryKey: [...LISTS_KEY, 'section-items', id, page, size, query],
    queryFn: ({ signal }) => api.get<PagedCardItems>(`${SECAO}/${encodeURIComponent(id)}/ActivesItemsPaged`, { query: { ...query, page, size }, signal }),
    placeholderData: keepPreviousData,
  });
};

/** The personal rows of the home: KeepLearningPaged, SuggestedForYouPaged. */
export type PersonalRow = 'KeepLearningPaged' | 'SuggestedForYouPaged';

/** GET Secao/Favoritos: the caller's favourites. */
export const favoritesQuery = (page: number, size = LEARNER_ITEMS_PAGE_SIZE, tenant: string | null = null) =>
  queryOptions({
    queryKey: [...LISTS_KEY, 'favoritos', tenant ?? '', page, size],
    queryFn: ({ signal }) => api.get<FavoritesResponse>(`${SECAO}/Favoritos`, { query: { page, size }, signal }),
    placeholderData: keepPreviousData,
  });

/** GET Secao/CountActivesItems: visible items (total and per section) with the same filters. */
export const countItemsQuery = (home: boolean, filters: LearnerFilterValues = {}, tenant: string | null = null) => {
  const query = cleanFilters(filters);
  return queryOptions({
    queryKey: [...LISTS_KEY, 'count', tenant ?? '', home, query],
    queryFn: ({ signal }) => api.get<CountActivesItemsResponse>(`${SECAO}/CountActivesItems`, { query: { ...query, exibirNoAprendizado: home }, signal }),
    retry: false,
  });
};

/** GET midia/quickSearch?search=: media, courses and trails the caller may see (at most 16 of each). */
export const searchQuery = (search: string, tenant: string | null = null) =>
  queryOptions({
    queryKey: [...LISTS_KEY, 'search', tenant ?? '', search],
    queryFn: ({ signal }) => api.get<QuickSearchResponse>('/api/v1/midia/quickSearch', { query: { search }, signal }),
    enabled: search.length > 0,
  });

// ---------------------------------------------------------------- details

export type ItemDetail = { kind: 'curso' | 'formacao'; detail: ContentDetail } | { kind: 'midia'; detail: MediaDetail };

const DETAIL_PATH: Record<ItemKind, string> = { curso: 'curso', formacao: 'trilha', midia: 'midia' };

/**
 * GET Secao/item/{curso|trilha|midia}/detalhes/{id}?ignoreFilterSection=true: the detail of an item the caller sees
 * in a section, or is enrolled in (opened from 'continue learning' or a share link).
 */
export async function getItemDetail(kind: ItemKind, id: string, signal?: AbortSignal): Promise<ItemDetail> {
  const path = `${SECAO}/item/${DETAIL_PATH[kind]}/detalhes/${encodeURIComponent(id)}`;
  const query = { ignoreFilterSection: true };
  if (kind === 'midia') return { kind, detail: await api.get<MediaDetail>(path, { query, signal }) };
  return { kind, detail: await api.get<ContentDetail>(path, { query, signal }) };
}

export const detailKey = (kind: ItemKind, id: string, tenant: string | null = null) => [...DETAILS_KEY, tenant ?? '', kind, id] as const;

/**
 * Details stay in the cache until pushed out of the last-10 list (see hooks/use-item-detail.ts), so gcTime is
 * infinite; a cached detail is shown at once and refreshed in the background.
 */
export const detailQuery = (kind: ItemKind, id: string, tenant: string | null = null) =>
  queryOptions({
    queryKey: detailKey(kind, id, tenant),
    queryFn: ({ signal }) => getItemDetail(kind, id, signal),
    gcTime: Infinity,
    staleTime: 0,
    retry: false,
  });

// ---------------------------------------------------------------- actions

const base = (kind: ItemKind, id: string) => `/api/v1/${kind}/${encodeURIComponent(id)}`;

/** POST {midia|curso|formacao}/{id}/bookmark or /unbookmark. */
export const setBookmark = (kind: ItemKind, id: string, favorito: boolean) =>
  api.post<BookmarkResponse>(`${base(kind, id)}/${favorito ? 'bookmark' : 'unbookmark'}`);

/** POST {midia|curso|formacao}/SetReaction with { id, reacao } (null removes it). */
export const setReaction = (kind: ItemKind, id: string, reacao: Reacao | null) => api.post<SetReactionResponse>(`/api/v1/${kind}/SetReaction`, { id, reacao });

/** POST curso/{id}/subscribe | unsubscribe, formacao/{id}/Subscribe | UnSubscribe. */
export const setSubscription = (kind: 'curso' | 'formacao', id: string, subscribe: boolean) => {
  const action = kind === 'curso' ? (subscribe ? 'subscribe' : 'unsubscribe') : subscribe ? 'Subscribe' : 'UnSubscribe';
  return api.post<SubscribeResponse>(`${base(kind, id)}/${action}`);
};

// ---------------------------------------------------------------- rows loaded page after page

const nextPage = (last: { pageNumber: number; totalPages: number }) => (last.pageNumber < last.totalPages ? last.pageNumber + 1 : undefined);

/** Continue learning / suggested for you, 8 per page, for a row with 'load more'. */
export const personalRowInfiniteQuery = (row: PersonalRow, tenant: string | null = null, size = LEARNER_ITEMS_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: [...LISTS_KEY, row, 'infinite', tenant ?? '', size],
    queryFn: ({ pageParam, signal }) => api.get<PagedCardItems>(`${SECAO}/${row}`, { query: { page: pageParam, size }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** The caller's favourites page after page. */
export const favoritesInfiniteQuery = (tenant: string | null = null, size = LEARNER_ITEMS_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: [...LISTS_KEY, 'favoritos', 'infinite', tenant ?? '', size],
    queryFn: ({ pageParam, signal }) => api.get<FavoritesResponse>(`${SECAO}/Favoritos`, { query: { page: pageParam, size }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
