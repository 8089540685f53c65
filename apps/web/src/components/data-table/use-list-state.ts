import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  FILTER_PARAM_PREFIX,
  listQueryOf,
  listStateFromSearch,
  listStateToSearch,
  withFilter,
  withFilters,
  withPage,
  withPageSize,
  withSort,
  type ListState,
  type ListStateOptions,
  type SortState,
} from '@plataforma/shared';

/** What a list screen and the data table share: the state in the URL, the call's query and the changes. */
export type ListStateControls = {
  state: ListState;
  /** Query of the paged list call: pageNumber, pageSize, orderBy, orderDirection and the filters. */
  query: Record<string, string | number>;
  setPage(page: number, totalItems?: number): void;
  setPageSize(pageSize: number): void;
  setSort(sort: SortState | null): void;
  /** Sets one filter ('' or null removes it); returns to page 1. */
  setFilter(key: string, value: string | null | undefined): void;
  clearFilters(): void;
};

/**
 * List state (page, page size, sort, filters) kept in the URL search params (`page`, `pageSize`, `sort=field:dir`,
 * `f_<filter>`), so a list can be shared, reloaded and navigated back to. The rules (sizes 10/20/50, page clamped,
 * a filter or sort change returns to page 1) are the shared ones of @plataforma/shared core/list-state.
 * Other search params of the page are kept. Changes replace the history entry.
 */
export function useListState(options: ListStateOptions): ListStateControls {
  const [search, setSearch] = useSearchParams();
  const { filterKeys, sortFields, defaultSort } = options;
  const keys = filterKeys.join('|');
  const fields = sortFields?.join('|');
  const sortKey = defaultSort ? `${defaultSort.field}:${defaultSort.direction}` : '';
  const stable = useMemo(
    () => ({ filterKeys: keys ? keys.split('|') : [], sortFields: fields ? fields.split('|') : undefined, defaultSort: sortKey ? defaultSort : null }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the options are compared by value
    [keys, fields, sortKey],
  );
  const state = useMemo(() => listStateFromSearch(search, stable), [search, stable]);

  const update = useCallback(
    (change: (current: ListState) => ListState) => {
      setSearch(
        (previous) => {
          const next = change(listStateFromSearch(previous, stable));
          const params = new URLSearchParams(previous);
          for (const key of [...params.keys()]) if (key === 'page' || key === 'pageSize' || key === 'sort' || key.startsWith(FILTER_PARAM_PREFIX)) params.delete(key);
          for (const [key, value] of Object.entries(listStateToSearch(next, stable))) params.set(key, value);
          return params;
        },
        { replace: true },
      );
    },
    [setSearch, stable],
  );

  return useMemo(
    () => ({
      state,
      query: listQueryOf(state),
      setPage: (page, totalItems) => update((s) => withPage(s, page, totalItems)),
      setPageSize: (pageSize) => update((s) => withPageSize(s, pageSize)),
      setSort: (sort) => update((s) => withSort(s, sort)),
      setFilter: (key, value) => update((s) => withFilter(s, key, value)),
      clearFilters: () => update((s) => withFilters(s, {})),
    }),
    [state, update],
  );
}
