import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BasicSkillsResponse, CreateSkillRequest, ExibirEm, ListSkillsResponse, Skill, UpdateSkillRequest } from '@plataforma/shared/categories-skills';
import type { DeleteResponse } from '@plataforma/shared';
import { api } from '../../../lib/api-client.ts';

const BASE = '/api/v1/Competencia';
export const SKILLS_KEY = ['competencia'] as const;

/** GET Competencia: a page of skills (pageNumber, pageSize, orderBy, orderDirection, nome, exibirEm, createdAt range). */
export function listSkills(query: Record<string, string | number>, signal?: AbortSignal): Promise<ListSkillsResponse> {
  return api.get<ListSkillsResponse>(BASE, { query, signal });
}

export const useSkillsList = (query: Record<string, string | number>) =>
  useQuery({ queryKey: [...SKILLS_KEY, 'list', query], queryFn: ({ signal }) => listSkills(query, signal), placeholderData: keepPreviousData });

/** GET Competencia/{id}. */
export const getSkill = (id: string, signal?: AbortSignal) => api.get<Skill>(`${BASE}/${encodeURIComponent(id)}`, { signal });

/** POST Competencia. */
export const createSkill = (body: CreateSkillRequest) => api.post<Skill>(BASE, body);
/** PUT Competencia/{id}. */
export const updateSkill = (id: string, body: UpdateSkillRequest) => api.put<Skill>(`${BASE}/${encodeURIComponent(id)}`, body);
/** DELETE Competencia/{id}. */
export const deleteSkill = (id: string) => api.del<DeleteResponse>(`${BASE}/${encodeURIComponent(id)}`);

/** GET Competencia/Basic (ExibirEm): skills as select options. */
export const basicSkills = (exibirEm?: ExibirEm, signal?: AbortSignal) =>
  api.get<BasicSkillsResponse>(`${BASE}/Basic`, { query: { ExibirEm: exibirEm }, signal });

export const basicSkillsQueryOptions = (exibirEm?: ExibirEm) =>
  queryOptions({ queryKey: [...SKILLS_KEY, 'basic', exibirEm ?? ''], queryFn: ({ signal }) => basicSkills(exibirEm, signal), staleTime: 60_000 });

export const useBasicSkills = (exibirEm?: ExibirEm) => useQuery(basicSkillsQueryOptions(exibirEm));

/** Create (no id) or update a skill; every skill query is refreshed afterwards. */
export const useSaveSkillMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CreateSkillRequest }) => (id ? updateSkill(id, body) : createSkill(body)),
    onSuccess: () => client.invalidateQueries({ queryKey: SKILLS_KEY }),
  });
};

export const useDeleteSkillMutation = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteSkill, onSuccess: () => client.invalidateQueries({ queryKey: SKILLS_KEY }) });
};
