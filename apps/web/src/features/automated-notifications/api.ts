import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AutomatedNotification,
  ExecuteNotificationResponse,
  ListNotificationsResponse,
  NotificationInput,
  SendTestEmailRequest,
  SendTestEmailResponse,
} from '@plataforma/shared/automated-notifications';
import type { DeleteResponse } from '@plataforma/shared';
import type { BasicSegmentation } from '@plataforma/shared/segmentations';
import { api } from '../../lib/api-client.ts';

const BASE = '/api/v1/NotificacaoAutomatizada';
export const NOTIFICATIONS_KEY = ['NotificacaoAutomatizada'] as const;

/** GET NotificacaoAutomatizada: a page of rules (pageNumber, pageSize, orderBy, orderDirection, name, eventType, sendingInterval). */
export function listNotifications(query: Record<string, string | number>, signal?: AbortSignal): Promise<ListNotificationsResponse> {
  return api.get<ListNotificationsResponse>(BASE, { query, signal });
}

export const useNotificationsList = (query: Record<string, string | number>) =>
  useQuery({ queryKey: [...NOTIFICATIONS_KEY, 'list', query], queryFn: ({ signal }) => listNotifications(query, signal), placeholderData: keepPreviousData });

export const useSaveNotificationMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: NotificationInput }) =>
      id ? api.put<AutomatedNotification>(`${BASE}/${encodeURIComponent(id)}`, body) : api.post<AutomatedNotification>(BASE, body),
    onSuccess: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
};

export const useDeleteNotificationMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.del<DeleteResponse>(`${BASE}/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
};

/** POST SendTestEmail: the subject and template being edited, with sample values. */
export const useSendTestEmailMutation = () => useMutation({ mutationFn: (body: SendTestEmailRequest) => api.post<SendTestEmailResponse>(`${BASE}/SendTestEmail`, body) });

/** POST {id}/ExecutePerTenant: the rule runs now. */
export const useExecuteNotificationMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<ExecuteNotificationResponse>(`${BASE}/${encodeURIComponent(id)}/ExecutePerTenant`),
    onSuccess: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
};

/** GET Segment: the company's segmentations for the audience picker (needs 'Segmentações'). */
export const useSegmentationOptions = (enabled: boolean) =>
  useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'segmentations'],
    queryFn: ({ signal }) => api.get<BasicSegmentation[]>('/api/v1/Segment', { signal }),
    enabled,
    staleTime: 60_000,
  });
