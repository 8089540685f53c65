import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateSegmentationRequest,
  ListSegmentationsResponse,
  Segmentation,
  SegmentationUserOptionsResponse,
  SegmentationUsersResponse,
  UpdateSegmentationRequest,
} from '@plataforma/shared/segmentations';
import type { DeleteResponse } from '@plataforma/shared';
import { api } from '../../../lib/api-client.ts';

const BASE = '/api/v1/Segmentacao';
export const SEGMENTATIONS_KEY = ['segmentacao'] as const;
const path = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** GET Segmentacao: a page (pageNumber, pageSize, orderBy, orderDirection, nome, ativo, operator, createdAt range). */
export const listSegmentations = (query: Record<string, string | number>, signal?: AbortSignal) => api.get<ListSegmentationsResponse>(BASE, { query, signal });

export const useSegmentationsList = (query: Record<string, string | number>) =>
  useQuery({ queryKey: [...SEGMENTATIONS_KEY, 'list', query], queryFn: ({ signal }) => listSegmentations(query, signal), placeholderData: keepPreviousData });

/** POST Segmentacao. */
export const createSegmentation = (body: CreateSegmentationRequest) => api.post<Segmentation>(BASE, body);
/** PUT Segmentacao/{id}. */
export const updateSegmentation = (id: string, body: UpdateSegmentationRequest) => api.put<Segmentation>(path(id), body);
/** DELETE Segmentacao/{id}. */
export const deleteSegmentation = (id: string) => api.del<DeleteResponse>(path(id));

/** GET Segmentacao/{id}/Users: the active users the rules match (paged, searched by name or e-mail). */
export const segmentationUsers = (id: string, query: { pageNumber: number; pageSize: number; search?: string }, signal?: AbortSignal) =>
  api.get<SegmentationUsersResponse>(`${path(id)}/Users`, { query: { ...query, search: query.search || undefined }, signal });

export const useSegmentationUsers = (id: string | null, query: { pageNumber: number; pageSize: number; search?: string }) =>
  useQuery({
    queryKey: [...SEGMENTATIONS_KEY, 'users', id, query],
    queryFn: ({ signal }) => segmentationUsers(id!, query, signal),
    enabled: id !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** GET Segmentacao/UserOptions?search: the form's user picker. */
export const segmentationUserOptions = (search: string, signal?: AbortSignal) =>
  api.get<SegmentationUserOptionsResponse>(`${BASE}/UserOptions`, { query: { search: search || undefined }, signal });

export const useSegmentationUserOptions = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: [...SEGMENTATIONS_KEY, 'user-options', search],
    queryFn: ({ signal }) => segmentationUserOptions(search, signal),
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useSaveSegmentationMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CreateSegmentationRequest }) => (id ? updateSegmentation(id, body) : createSegmentation(body)),
    onSuccess: () => client.invalidateQueries({ queryKey: SEGMENTATIONS_KEY }),
  });
};

export const useDeleteSegmentationMutation = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteSegmentation, onSettled: () => client.invalidateQueries({ queryKey: SEGMENTATIONS_KEY }) });
};
