import type { AcceptClassroomTermResponse, ClassroomInfo, ClassroomItemResponse, SalaTipo, TermoMomento } from '@plataforma/shared/classroom';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { whileProcessing } from '../../content';

/** Calls of the classroom (docs/classroom.md, decision 0007): the classroom info, one item, terms, enrolment. */

const enc = encodeURIComponent;
export const CLASSROOM_KEY = ['salaDeAula'] as const;

/** GET salaDeAula/{tipo}/{id}: the classroom info with its items or steps, locks and terms. */
export const getClassroom = (tipo: SalaTipo, id: string, signal?: AbortSignal) => api.get<ClassroomInfo>(`/api/v1/salaDeAula/${tipo}/${enc(id)}`, { signal });

export const classroomQuery = (tipo: SalaTipo, id: string) =>
  queryOptions({
    queryKey: [...CLASSROOM_KEY, tipo, id],
    queryFn: ({ signal }) => getClassroom(tipo, id, signal),
    staleTime: 0,
    retry: false,
  });

/** GET salaDeAula/{tipo}/{id}/item/{midiaId}?cursoId=: what the player needs and the progress in that context. */
export const getClassroomItem = (tipo: SalaTipo, id: string, midiaId: string, cursoId: string | null, signal?: AbortSignal) =>
  api.get<ClassroomItemResponse>(`/api/v1/salaDeAula/${tipo}/${enc(id)}/item/${enc(midiaId)}`, {
    query: cursoId && cursoId !== id ? { cursoId } : {},
    signal,
  });

export const useClassroomItem = (tipo: SalaTipo, id: string, midiaId: string | null, cursoId: string | null) =>
  useQuery({
    queryKey: [...CLASSROOM_KEY, tipo, id, 'item', midiaId, cursoId],
    queryFn: ({ signal }) => getClassroomItem(tipo, id, midiaId!, cursoId, signal),
    enabled: Boolean(midiaId),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    // a video still being converted shows its progress and plays once its ladder is there
    refetchInterval: whileProcessing((item: ClassroomItemResponse) => item.midia),
  });

/** POST salaDeAula/{tipo}/{id}/termo/{introducao|conclusao}/aceitar. */
export const acceptClassroomTerm = (tipo: 'curso' | 'formacao', id: string, momento: TermoMomento) =>
  api.post<AcceptClassroomTermResponse>(`/api/v1/salaDeAula/${tipo}/${enc(id)}/termo/${momento}/aceitar`);

/** The learner's enrolment (2-learner §7): POST curso/{id}/subscribe or formacao/{id}/Subscribe. */
export const subscribe = (tipo: 'curso' | 'formacao', id: string) =>
  api.post<{ inscrito: boolean }>(tipo === 'curso' ? `/api/v1/curso/${enc(id)}/subscribe` : `/api/v1/formacao/${enc(id)}/Subscribe`);

/** Reads the classroom again (after a progress report, a term, an enrolment). */
export const useRefreshClassroom = (tipo: SalaTipo, id: string) => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [...CLASSROOM_KEY, tipo, id], exact: true });
};

export const useAcceptTerm = (tipo: SalaTipo, id: string) => {
  const refresh = useRefreshClassroom(tipo, id);
  return useMutation({
    mutationFn: (momento: TermoMomento) => acceptClassroomTerm(tipo === 'formacao' ? 'formacao' : 'curso', id, momento),
    onSuccess: () => refresh(),
  });
};

export const useSubscribe = (tipo: SalaTipo, id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => subscribe(tipo === 'formacao' ? 'formacao' : 'curso', id),
    onSuccess: () => client.invalidateQueries({ queryKey: CLASSROOM_KEY }),
  });
};
