import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeleteResponse } from '@plataforma/shared';
import type {
  Communication,
  CreateCommunicationRequest,
  ListCommunicationsResponse,
  PostImageUploadResponse,
} from '@plataforma/shared/communications';
import { api } from '../../lib/api-client.ts';
import { postWithProgress } from '../../lib/upload-with-progress.ts';

/** Calls of communications (3-admin §7 Comunicacao; 2-learner §7 'Communications pop-up'). */

const BASE = '/api/v1/Comunicacao';
export const COMMUNICATIONS_KEY = ['comunicacao'] as const;
const path = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const listCommunications = (query: Record<string, string | number>, signal?: AbortSignal) => api.get<ListCommunicationsResponse>(BASE, { query, signal });
export const useCommunicationsList = (query: Record<string, string | number>) =>
  useQuery({ queryKey: [...COMMUNICATIONS_KEY, 'list', query], queryFn: ({ signal }) => listCommunications(query, signal), placeholderData: keepPreviousData });

export const createCommunication = (body: CreateCommunicationRequest) => api.post<Communication>(BASE, body);
export const updateCommunication = (id: string, body: CreateCommunicationRequest) => api.put<Communication>(path(id), body);
export const deleteCommunication = (id: string) => api.del<DeleteResponse>(path(id));
export const updateCommunicationContracts = (id: string, contratosIds: string[]) => api.put<Communication>(`${path(id)}/UpdateContratosComunicacoes`, { contratosIds });

/** POST Comunicacao/imagem: one post image (field arquivo), with the upload's progress. */
export const uploadPostImage = (file: File, onProgress: (share: number) => void = () => undefined) =>
  postWithProgress<PostImageUploadResponse>(
    `${BASE}/imagem`,
    () => {
      const body = new FormData();
      body.append('arquivo', file, file.name);
      return body;
    },
    onProgress,
  );

export const useSaveCommunicationMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CreateCommunicationRequest }) => (id ? updateCommunication(id, body) : createCommunication(body)),
    onSettled: () => client.invalidateQueries({ queryKey: COMMUNICATIONS_KEY }),
  });
};

export const useDeleteCommunicationMutation = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteCommunication, onSettled: () => client.invalidateQueries({ queryKey: COMMUNICATIONS_KEY }) });
};
