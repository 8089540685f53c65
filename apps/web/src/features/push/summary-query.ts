import { queryOptions } from '@tanstack/react-query';
import type { PushSummary } from '@plataforma/shared/push';
import { api } from '../../lib/api-client.ts';

// What the bell needs, apart from the rest of the calls (api.ts): the shell's chunk holds only this.

/** Every push query: reading, marking or deleting one refreshes them all (the bell, the drawer, the page). */
export const PUSH_KEY = ['Push'] as const;

/** GET Notificacao/PushList: the bell's unread count (read again every minute and when a push arrives). */
export const pushSummaryQuery = () =>
  queryOptions({
    queryKey: [...PUSH_KEY, 'summary'],
    queryFn: ({ signal }) => api.get<PushSummary>('/api/v1/Notificacao/PushList', { signal }),
    refetchInterval: 60_000,
    staleTime: 15_000,
  });

