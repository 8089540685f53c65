import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeleteResponse, Paged } from '@plataforma/shared';
import type { Associations, Avaliacao, AvaliacaoRow, SaveAvaliacaoRequest } from '@plataforma/shared/assessments';
import type { ListUsersResponse } from '@plataforma/shared/users';
import { api } from '../../../lib/api-client.ts';

/** Calls of the assessment builder /conteudo/avaliacao (3-admin §7 Avaliacao; docs/assessments-web.md). */

const enc = encodeURIComponent;
export const AVALIACAO_BASE = '/api/v1/Avaliacao';
export const ASSESSMENTS_KEY = ['avaliacao'] as const;

/** GET Avaliacao: a page (search, type, active, categoryId, orderBy title | type | createdAt). */
export const listAvaliacoes = (query: Record<string, string | number>, signal?: AbortSignal) => api.get<Paged<AvaliacaoRow>>(AVALIACAO_BASE, { query, signal });

export const useAvaliacoesList = (query: Record<string, string | number>) =>
  useQuery({ queryKey: [...ASSESSMENTS_KEY, 'list', query], queryFn: ({ signal }) => listAvaliacoes(query, signal), placeholderData: keepPreviousData });

/** GET Avaliacao/{id}: every field and the questions. */
export const getAvaliacao = (id: string, signal?: AbortSignal) => api.get<Avaliacao>(`${AVALIACAO_BASE}/${enc(id)}`, { signal });

export const useAvaliacao = (id: string | null) =>
  useQuery({ queryKey: [...ASSESSMENTS_KEY, 'one', id], queryFn: ({ signal }) => getAvaliacao(id!, signal), enabled: Boolean(id), staleTime: 0 });

/** POST Avaliacao (new) or PUT Avaliacao/{id}: the reply is the assessment saved. */
export const saveAvaliacao = (id: string | null, body: SaveAvaliacaoRequest) =>
  id ? api.put<Avaliacao>(`${AVALIACAO_BASE}/${enc(id)}`, body) : api.post<Avaliacao>(AVALIACAO_BASE, body);

export const useSaveAvaliacaoMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: SaveAvaliacaoRequest }) => saveAvaliacao(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ASSESSMENTS_KEY }),
  });
};

/** DELETE Avaliacao/{id} (409 when linked to courses or trails, or already answered). */
export const deleteAvaliacao = (id: string) => api.del<DeleteResponse>(`${AVALIACAO_BASE}/${enc(id)}`);

export const useDeleteAvaliacaoMutation = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: string) => deleteAvaliacao(id), onSettled: () => client.invalidateQueries({ queryKey: ASSESSMENTS_KEY }) });
};

/** GET Avaliacao/{id}/associations: the courses and trails holding the assessment. */
export const getAssociations = (id: string, signal?: AbortSignal) => api.get<Associations>(`${AVALIACAO_BASE}/${enc(id)}/associations`, { signal });

export const useAssociations = (id: string | null) =>
  useQuery({ queryKey: [...ASSESSMENTS_KEY, 'associations', id], queryFn: ({ signal }) => getAssociations(id!, signal), enabled: Boolean(id), staleTime: 0, retry: false });

/** An evaluator as the picker shows it. */
export type EvaluatorOption = { value: string; label: string };

/**
 * Active evaluators of the company (GET usuario?avaliador=true&ativo=true, by name), the first page matching `search`.
 * The list needs 'Usuários'; without it the picker offers only the evaluators the assessment already has.
 */
export const useEvaluatorOptions = (search: string) =>
  useQuery({
    queryKey: ['usuario', 'evaluators', search],
    queryFn: async ({ signal }): Promise<EvaluatorOption[]> => {
      const query = { pageNumber: 1, pageSize: 50, orderBy: 'nome', orderDirection: 'asc', avaliador: 'true', ativo: 'true', ...(search ? { nome: search } : {}) };
      const reply = await api.get<ListUsersResponse>('/api/v1/usuario', { query, signal });
      return reply.data.map((u) => ({ value: u.id, label: `${u.nomeCompleto} (${u.email})` }));
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
