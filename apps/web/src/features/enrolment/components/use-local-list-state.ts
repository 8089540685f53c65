import { useMemo, useState } from 'react';
import { initialListState, listQueryOf, withFilter, withFilters, withPage, withPageSize, withSort, type ListState } from '@plataforma/shared';
import type { ListStateControls } from '../../../components/data-table/index.ts';

type LocalListState = ListStateControls & { reset: () => void };

/**
 * List state (page, page size, filters) kept in memory: the lists inside a dialog must not take over the page's URL
 * list state (the courses list behind the dialog keeps its own `page` and `f_*` parameters). Same shared rules as
 * `useListState` (sizes 10/20/50, a filter change returns to page 1). The setters keep their identity.
 */
export function useLocalListState(): LocalListState {
  const [state, setState] = useState<ListState>(() => initialListState());
  const setters = useMemo(
    () => ({
      setPage: (page: number, totalItems?: number) => setState((s) => withPage(s, page, totalItems)),
      setPageSize: (pageSize: number) => setState((s) => withPageSize(s, pageSize)),
      setSort: (sort: Parameters<typeof withSort>[1]) => setState((s) => withSort(s, sort)),
      setFilter: (key: string, value: string | null | undefined) => setState((s) => withFilter(s, key, value)),
      clearFilters: () => setState((s) => withFilters(s, {})),
      reset: () => setState(initialListState()),
    }),
    [],
  );
  return useMemo(() => ({ state, query: listQueryOf(state), ...setters }), [state, setters]);
}
