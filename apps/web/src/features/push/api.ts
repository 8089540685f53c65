import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeviceToken, DeviceTokenRequest, ListPushResponse, PushPublicKey, PushStatus } from '@plataforma/shared/push';
import { api } from '../../lib/api-client.ts';
import { PUSH_KEY } from './summary-query.ts';

export { PUSH_KEY };

/** GET Push/List: a page of the caller's notifications, newest first; status SENT = unread only. */
export const usePushList = (pageNumber: number, pageSize: number, status?: PushStatus) =>
  useQuery({
    queryKey: [...PUSH_KEY, 'list', pageNumber, pageSize, status ?? 'all'],
    queryFn: ({ signal }) => api.get<ListPushResponse>('/api/v1/Push/List', { query: { pageNumber, pageSize, ...(status ? { status } : {}) }, signal }),
    placeholderData: keepPreviousData,
  });

export const useMarkReadMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ success: true }>(`/api/v1/Push/Lida/${encodeURIComponent(id)}`),
    onSettled: () => client.invalidateQueries({ queryKey: PUSH_KEY }),
  });
};

export const useDeletePushMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.del<{ success: true }>(`/api/v1/Push/${encodeURIComponent(id)}`),
    onSettled: () => client.invalidateQueries({ queryKey: PUSH_KEY }),
  });
};

/** GET Push/ChavePublica: the VAPID key the browser subscribes with. */
export const getPushPublicKey = () => api.get<PushPublicKey>('/api/v1/Push/ChavePublica');
/** GET DeviceToken?token=: this browser's registration for the caller (empty when not registered). */
export const findDevice = (token: string) => api.get<DeviceToken[]>('/api/v1/DeviceToken', { query: { token } });
/** POST DeviceToken: registers this browser for the caller. */
export const registerDevice = (body: DeviceTokenRequest) => api.post<DeviceToken>('/api/v1/DeviceToken', body);
