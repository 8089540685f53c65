import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AchievementsResponse,
  Challenge,
  ChallengeInput,
  ContentType,
  Environment,
  ListChallengesResponse,
  MyRanking,
  RankingResponse,
  Rule,
} from '@plataforma/shared/gamification';
import type { DeleteResponse } from '@plataforma/shared';
import { api } from '../../lib/api-client.ts';

const BASE = '/api/v1/Desafio';
export const GAMIFICATION_KEY = ['Desafio'] as const;

/** GET Desafio/MeuRanking: score, rank (null = 'Indefinido'), trophies; with a unit, the rank in it. */
export const useMyRanking = (unidadeDeNegocioId?: string | null) =>
  useQuery({
    queryKey: [...GAMIFICATION_KEY, 'me', unidadeDeNegocioId ?? null],
    queryFn: ({ signal }) => api.get<MyRanking>(`${BASE}/MeuRanking`, { query: unidadeDeNegocioId ? { UnidadeDeNegocioId: unidadeDeNegocioId } : {}, signal }),
  });

/** GET Desafio/RankingGeral (page from 1, size; a unit for the unit's ranking). */
export const useRanking = (page: number, size: number, unidadeDeNegocioId?: string | null) =>
  useQuery({
    queryKey: [...GAMIFICATION_KEY, 'ranking', page, size, unidadeDeNegocioId ?? null],
    queryFn: ({ signal }) => api.get<RankingResponse>(`${BASE}/RankingGeral`, { query: { page, size, ...(unidadeDeNegocioId ? { unidadeDeNegocioId } : {}) }, signal }),
    placeholderData: keepPreviousData,
  });

/** GET Desafio/Conquistas: the person's trophies, newest first. */
export const useAchievements = (page: number, size: number) =>
  useQuery({
    queryKey: [...GAMIFICATION_KEY, 'achievements', page, size],
    queryFn: ({ signal }) => api.get<AchievementsResponse>(`${BASE}/Conquistas`, { query: { page, size }, signal }),
    placeholderData: keepPreviousData,
  });

/** GET Desafio/Regra?ambiente=: the rules of an environment ('Erro ao tentar buscar regras!' on failure). */
export const useRules = (ambiente?: Environment) =>
  useQuery({
    queryKey: [...GAMIFICATION_KEY, 'rules', ambiente ?? null],
    queryFn: ({ signal }) => api.get<Rule[]>(`${BASE}/Regra`, { query: ambiente ? { ambiente } : {}, signal }),
    staleTime: 5 * 60_000,
  });

/** GET Desafio: a page of challenges. */
export function listChallenges(query: Record<string, string | number>, signal?: AbortSignal): Promise<ListChallengesResponse> {
  return api.get<ListChallengesResponse>(BASE, { query, signal });
}
export const useChallengesList = (query: Record<string, string | number>) =>
  useQuery({ queryKey: [...GAMIFICATION_KEY, 'list', query], queryFn: ({ signal }) => listChallenges(query, signal), placeholderData: keepPreviousData });

export const useSaveChallengeMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ChallengeInput }) =>
      id ? api.put<Challenge>(`${BASE}/${encodeURIComponent(id)}`, body) : api.post<Challenge>(BASE, body),
    onSuccess: () => client.invalidateQueries({ queryKey: GAMIFICATION_KEY }),
  });
};

/** PUT Desafio/{id}/UpdateDesafioCursosFormacoes/{type}. */
export const useAssociateContentsMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, type, ids }: { id: string; type: ContentType; ids: string[] }) =>
      api.put<Challenge>(`${BASE}/${encodeURIComponent(id)}/UpdateDesafioCursosFormacoes/${type === 'Curso' ? 'curso' : 'formacao'}`, ids),
    onSuccess: () => client.invalidateQueries({ queryKey: GAMIFICATION_KEY }),
  });
};

/** DELETE Desafio/{id} with the reason (motivo). */
export const useDeleteChallengeMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, motivo }: { id: string; motivo: string }) => api.del<DeleteResponse>(`${BASE}/${encodeURIComponent(id)}`, { body: { motivo } }),
    onSuccess: () => client.invalidateQueries({ queryKey: GAMIFICATION_KEY }),
  });
};

type ContentRow = { id: string; titulo: string };

/** GET curso / GET formacao (first 50 by title): the challenge's content picker. */
export const useContentChoices = (type: ContentType, enabled: boolean) =>
  useQuery({
    queryKey: [...GAMIFICATION_KEY, 'contents', type],
    queryFn: ({ signal }) =>
      api.get<{ data: ContentRow[] }>(type === 'Curso' ? '/api/v1/curso' : '/api/v1/formacao', { query: { pageNumber: 1, pageSize: 50, orderBy: 'titulo', orderDirection: 'asc' }, signal }),
    enabled,
    staleTime: 60_000,
  });

/** GET Segment: the company's segmentations (needs 'Segmentações'). */
export const useSegmentationChoices = (enabled: boolean) =>
  useQuery({
    queryKey: [...GAMIFICATION_KEY, 'segmentations'],
    queryFn: ({ signal }) => api.get<{ id: string; nome: string }[]>('/api/v1/Segment', { signal }),
    enabled,
    staleTime: 60_000,
  });
