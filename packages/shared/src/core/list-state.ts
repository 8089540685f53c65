import { PAGE_SIZES } from './envelope.ts';

/**
 * Pure rules of the admin list pattern (1-shell §5, 3-admin §5 and §9): page sizes 10 (default), 20 and 50; the page
 * is clamped between 1 and the last page; a filter change returns to page 1; the state lives in the URL.
 * The server clamps with the same functions, so a stale page number in a link still answers the last page.
 */

export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

export type SortDirection = 'asc' | 'desc';
export type SortState = { field: string; direction: SortDirection };

/** Filters by key; every value is a string as it is kept in the URL ('' and absent mean "no filter"). */
export type ListFilters = Readonly<Record<string, string>>;

export type ListState = {
  page: number;
  pageSize: PageSize;
  sort: SortState | null;
  filters: ListFilters;
};

export const isPageSize = (value: unknown): value is PageSize => (PAGE_SIZES as readonly unknown[]).includes(value);

/** A page size from the URL or a control: one of 10, 20, 50, else the default (10). */
export function normalizePageSize(value: unknown): PageSize {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return isPageSize(n) ? n : DEFAULT_PAGE_SIZE;
}

/** The last page for a total: at least 1 (an empty list still has page 1). */
export function lastPage(totalItems: number, pageSize: number): number {
  if (!Number.isFinite(totalItems) || totalItems <= 0 || !Number.isFinite(pageSize) || pageSize <= 0) return 1;
  return Math.ceil(totalItems / pageSize);
}

/** The page clamped to 1..last page; anything that is not a number is page 1. */
export function clampPage(page: number, totalItems: number, pageSize: number): number {
  const whole = Number.isFinite(page) ? Math.trunc(page) : 1;
  return Math.min(Math.max(whole, 1), lastPage(totalItems, pageSize));
}

/** Rows to skip for a page (page 1 skips none). */
export function pageOffset(page: number, pageSize: number): number {
  return (Math.max(Math.trunc(page), 1) - 1) * pageSize;
}

const cleanFilters = (filters: Record<string, string | null | undefined>): ListFilters =>
  Object.fromEntries(
    Object.entries(filters)
      .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : ''] as const)
      .filter(([, value]) => value !== ''),
  );

export const initialListState = (sort: SortState | null = null): ListState => ({ page: 1, pageSize: DEFAULT_PAGE_SIZE, sort, filters: {} });

/** Sets (or, with an empty value, removes) one filter and returns to page 1. */
export function withFilter(state: ListState, key: string, value: string | null | undefined): ListState {
  return { ...state, page: 1, filters: cleanFilters({ ...state.filters, [key]: value }) };
}

/** Replaces every filter (e.g. "clear filters": `{}`) and returns to page 1. */
export function withFilters(state: ListState, filters: Record<string, string | null | undefined>): ListState {
  return { ...state, page: 1, filters: cleanFilters(filters) };
}

/** A new sort order shows its first page. */
export function withSort(state: ListState, sort: SortState | null): ListState {
  return { ...state, page: 1, sort };
}

/** A new page size starts at page 1. */
export function withPageSize(state: ListState, pageSize: unknown): ListState {
  return { ...state, page: 1, pageSize: normalizePageSize(pageSize) };
}

/** Goes to a page; with the total known, the page is clamped to 1..last. */
export function withPage(state: ListState, page: number, totalItems?: number): ListState {
  const next = totalItems === undefined ? Math.max(Number.isFinite(page) ? Math.trunc(page) : 1, 1) : clampPage(page, totalItems, state.pageSize);
  return { ...state, page: next };
}

export const FILTER_PARAM_PREFIX = 'f_';

/** `nome:asc` / `createdAt:desc` as kept in the URL; null when unreadable or not one of `fields` (when given). */
export function parseSort(value: string | null | undefined, fields?: readonly string[]): SortState | null {
  if (!value) return null;
  const match = /^([A-Za-z0-9_.]+):(asc|desc)$/.exec(value.trim());
  if (!match) return null;
  if (fields && !fields.includes(match[1])) return null;
  return { field: match[1], direction: match[2] as SortDirection };
}

export const formatSort = (sort: SortState): string => `${sort.field}:${sort.direction}`;

export type ListStateOptions = {
  /** Filter keys the list knows; other `f_` parameters are ignored. */
  filterKeys: readonly string[];
  /** Sortable fields; a sort on another field is ignored. */
  sortFields?: readonly string[];
  /** The order used when the URL names none. */
  defaultSort?: SortState | null;
};

type SearchLike = { get(name: string): string | null };

/** Reads the list state from URL search params: `page`, `pageSize`, `sort` and `f_<filter>`. */
export function listStateFromSearch(search: SearchLike, options: ListStateOptions): ListState {
  const pageText = search.get('page');
  const page = pageText && /^\d+$/.test(pageText) ? Math.max(Number(pageText), 1) : 1;
  const filters: Record<string, string> = {};
  for (const key of options.filterKeys) {
    const value = search.get(`${FILTER_PARAM_PREFIX}${key}`);
    if (value !== null) filters[key] = value;
  }
  return {
    page,
    pageSize: normalizePageSize(search.get('pageSize')),
    sort: parseSort(search.get('sort'), options.sortFields) ?? options.defaultSort ?? null,
    filters: cleanFilters(filters),
  };
}

/** The URL search params of a list state; defaults (page 1, size 10, the default sort) are left out. */
export function listStateToSearch(state: ListState, options: Pick<ListStateOptions, 'defaultSort'> = {}): Record<string, string> {
  const params: Record<string, string> = {};
  if (state.page > 1) params.page = String(state.page);
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.pageSize = String(state.pageSize);
  const defaultSort = options.defaultSort ?? null;
  const sameAsDefault = state.sort && defaultSort && state.sort.field === defaultSort.field && state.sort.direction === defaultSort.direction;
  if (state.sort && !sameAsDefault) params.sort = formatSort(state.sort);
  for (const [key, value] of Object.entries(state.filters)) if (value) params[`${FILTER_PARAM_PREFIX}${key}`] = value;
  return params;
}

/** The query of a paged list call: pageNumber, pageSize, orderBy, orderDirection and the filters. */
export function listQueryOf(state: ListState): Record<string, string | number> {
  return {
    pageNumber: state.page,
    pageSize: state.pageSize,
    ...(state.sort ? { orderBy: state.sort.field, orderDirection: state.sort.direction } : {}),
    ...state.filters,
  };
}
