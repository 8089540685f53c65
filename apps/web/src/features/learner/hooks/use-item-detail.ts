import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useActiveTenant } from '../../../lib/session.ts';
import { detailKey, detailQuery } from '../api/learner.ts';
import { RecentList, detailStatus, type DetailStatus } from '../utils/recent-details.ts';
import type { ItemRef } from '../utils/type-and-id.ts';

/** The viewing order of details, one list per query client (each client owns its cache). */
const recentByClient = new WeakMap<QueryClient, { list: RecentList; keys: Map<string, readonly unknown[]> }>();

function recentOf(client: QueryClient) {
  let entry = recentByClient.get(client);
  if (!entry) {
    entry = { list: new RecentList(), keys: new Map() };
    recentByClient.set(client, entry);
  }
  return entry;
}

/**
 * The detail of an item (2-learner §4 Item view) with its status: initial, loading, cached, success or error. The
 * last 10 details viewed stay in the query cache (no expiry timer); opening an eleventh removes the oldest.
 */
export function useItemDetail(ref: ItemRef | null) {
  const client = useQueryClient();
  const tenant = useActiveTenant();
  const query = useQuery({ ...detailQuery(ref?.kind ?? 'curso', ref?.id ?? '', tenant), enabled: Boolean(ref) });
  const hasData = Boolean(ref) && query.data !== undefined;

  useEffect(() => {
    if (!ref || !hasData) return;
    const key = detailKey(ref.kind, ref.id, tenant);
    const name = JSON.stringify(key);
    const recent = recentOf(client);
    recent.keys.set(name, key);
    for (const evicted of recent.list.touch(name)) {
      const evictedKey = recent.keys.get(evicted);
      recent.keys.delete(evicted);
      if (evictedKey) client.removeQueries({ queryKey: evictedKey, exact: true });
    }
  }, [client, ref, hasData, tenant]);

  const status: DetailStatus = detailStatus({ hasId: Boolean(ref), hasData, isFetching: query.isFetching, isError: query.isError });
  return { status, data: ref ? query.data : undefined, error: query.error, refetch: query.refetch };
}
