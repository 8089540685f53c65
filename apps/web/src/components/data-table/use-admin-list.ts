import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { withDateRangeQuery, type ListStateOptions } from '@plataforma/shared';
import { fetchAllPages } from './export-xlsx.ts';
import { useListState } from './use-list-state.ts';

type Page<T> = { data: T[]; totalItems: number };
type Query = Record<string, string | number>;

export type AdminListOptions<T> = ListStateOptions & {
  /** The screen's list query (its feature's hook over the paged GET). */
  useList: (query: Query) => UseQueryResult<Page<T>>;
  /** One page of the same call, for the spreadsheet export of the whole filtered list. */
  fetchPage: (query: Query) => Promise<Page<T>>;
  /** The filter that is a date range, sent as `<key>From`/`<key>To` instants (default createdAt). */
  dateRangeKey?: string;
};

/**
 * What an admin list screen feeds its table: the list state in the URL, the query with its date range as instants,
 * the page loaded, and the table's props for records, paging, loading, error and retry, and the export.
 */
export function useAdminList<T>({ useList, fetchPage, dateRangeKey = 'createdAt', ...listOptions }: AdminListOptions<T>) {
  const list = useListState(listOptions);
  const apiQuery = useMemo(() => withDateRangeQuery(list.query, dateRangeKey), [list.query, dateRangeKey]);
  const query = useList(apiQuery);
  const table = {
    list,
    records: query.data?.data,
    totalRecords: query.data?.totalItems ?? 0,
    fetching: query.isFetching,
    error: query.error,
    onRetry: () => void query.refetch(),
    exportRows: () => fetchAllPages((pageNumber, pageSize) => fetchPage({ ...apiQuery, pageNumber, pageSize })),
  };
  return { list, apiQuery, query, table };
}
