import type { InscricaoStatus, InscricaoTipo } from '@plataforma/shared/enrolment';
import type { MyProgressResponse } from '@plataforma/shared/learner';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET usuario/progresso ('Meu Progresso'): the caller's enrolments with totals by status. */
export const MY_PROGRESS_KEY = ['usuario', 'progresso'] as const;

export type MyProgressQuery = { pageNumber: number; pageSize: number; tipo?: InscricaoTipo; status?: InscricaoStatus; search?: string };

export const getMyProgress = (query: MyProgressQuery, signal?: AbortSignal) =>
  api.get<MyProgressResponse>('/api/v1/usuario/progresso', {
    query: { pageNumber: query.pageNumber, pageSize: query.pageSize, tipo: query.tipo, status: query.status, search: query.search || undefined },
    signal,
  });

export const useMyProgress = (query: MyProgressQuery) =>
  useQuery({ queryKey: [...MY_PROGRESS_KEY, query], queryFn: ({ signal }) => getMyProgress(query, signal), placeholderData: keepPreviousData, staleTime: 0 });
