import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BasicJobTitlesResponse, CreateJobTitleRequest, JobTitle, ListJobTitlesResponse, UpdateJobTitleRequest } from '@plataforma/shared/accounts';
import type { DeleteResponse } from '@plataforma/shared';
import { api } from '../../../lib/api-client.ts';

const BASE = '/api/v1/Cargo';
export const JOB_TITLES_KEY = ['cargo'] as const;
/** GET Cargo/csv: the filtered list as CSV (the data table downloads it). */
export const JOB_TITLES_CSV_PATH = `${BASE}/csv`;

/** GET Cargo: a page (pageNumber, pageSize, orderBy, orderDirection, nome, ativo, competenciaId, createdAt range). */
export const listJobTitles = (query: Record<string, string | number>, signal?: AbortSignal) => api.get<ListJobTitlesResponse>(BASE, { query, signal });

export const useJobTitlesList = (query: Record<string, string | number>) =>
  useQuery({ queryKey: [...JOB_TITLES_KEY, 'list', query], queryFn: ({ signal }) => listJobTitles(query, signal), placeholderData: keepPreviousData });

/** GET Cargo/{id}. */
export const getJobTitle = (id: string, signal?: AbortSignal) => api.get<JobTitle>(`${BASE}/${encodeURIComponent(id)}`, { signal });
/** POST Cargo. */
export const createJobTitle = (body: CreateJobTitleRequest) => api.post<JobTitle>(BASE, body);
/** PUT Cargo/{id}. */
export const updateJobTitle = (id: string, body: UpdateJobTitleRequest) => api.put<JobTitle>(`${BASE}/${encodeURIComponent(id)}`, body);
/** DELETE Cargo/{id} (409 while users are linked). */
export const deleteJobTitle = (id: string) => api.del<DeleteResponse>(`${BASE}/${encodeURIComponent(id)}`);

/** GET Cargo/Basic: active job titles as select options. */
export const basicJobTitles = (signal?: AbortSignal) => api.get<BasicJobTitlesResponse>(`${BASE}/Basic`, { signal });
export const basicJobTitlesQueryOptions = () =>
  queryOptions({ queryKey: [...JOB_TITLES_KEY, 'basic'], queryFn: ({ signal }) => basicJobTitles(signal), staleTime: 60_000 });
export const useBasicJobTitles = () => useQuery(basicJobTitlesQueryOptions());

export const useSaveJobTitleMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CreateJobTitleRequest }) => (id ? updateJobTitle(id, body) : createJobTitle(body)),
    onSuccess: () => client.invalidateQueries({ queryKey: JOB_TITLES_KEY }),
  });
};

export const useDeleteJobTitleMutation = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteJobTitle, onSettled: () => client.invalidateQueries({ queryKey: JOB_TITLES_KEY }) });
};
