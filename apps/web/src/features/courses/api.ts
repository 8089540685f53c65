import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeleteResponse, Paged } from '@plataforma/shared';
import type { AvaliacaoRow } from '@plataforma/shared/assessments';
import type { ListMidiaResponse } from '@plataforma/shared/content';
import type { CardKind, Curso, CursoBonds, Formacao, FormacaoBonds, SaveCursoRequest, SaveFormacaoRequest } from '@plataforma/shared/courses';
import { api } from '../../lib/api-client.ts';
import type { ContentKind } from './content-form.ts';

/** Calls of the course and trail screens (3-admin §7 Course, Trail; docs/courses.md). */

const enc = encodeURIComponent;
export const BASE: Record<ContentKind, string> = { curso: '/api/v1/curso', formacao: '/api/v1/formacao' };
export const COURSES_KEY = ['cursos'] as const;

export type ContentRecord<K extends ContentKind> = K extends 'curso' ? Curso : Formacao;
export type AnyContent = Curso | Formacao;
export type AnyBonds = CursoBonds | FormacaoBonds;

export const listContents = <K extends ContentKind>(kind: K, query: Record<string, string | number>, signal?: AbortSignal) =>
  api.get<Paged<ContentRecord<K>>>(BASE[kind], { query, signal });

export const useContentList = <K extends ContentKind>(kind: K, query: Record<string, string | number>) =>
  useQuery({ queryKey: [...COURSES_KEY, kind, 'list', query], queryFn: ({ signal }) => listContents(kind, query, signal), placeholderData: keepPreviousData });

export const getContent = <K extends ContentKind>(kind: K, id: string, signal?: AbortSignal) => api.get<ContentRecord<K>>(`${BASE[kind]}/${enc(id)}`, { signal });

export const useContent = <K extends ContentKind>(kind: K, id: string | null) =>
  useQuery({ queryKey: [...COURSES_KEY, kind, 'one', id], queryFn: ({ signal }) => getContent(kind, id!, signal), enabled: Boolean(id), staleTime: 0 });

export const saveCourse = (id: string | null, body: SaveCursoRequest) => (id ? api.put<Curso>(`${BASE.curso}/${enc(id)}`, body) : api.post<Curso>(BASE.curso, body));
export const saveTrail = (id: string | null, body: SaveFormacaoRequest) =>
  id ? api.put<Formacao>(`${BASE.formacao}/${enc(id)}`, body) : api.post<Formacao>(BASE.formacao, body);
export const deleteContent = (kind: ContentKind, id: string) => api.del<DeleteResponse>(`${BASE[kind]}/${enc(id)}`);

export const useDeleteContentMutation = (kind: ContentKind) => {
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: string) => deleteContent(kind, id), onSettled: () => client.invalidateQueries({ queryKey: COURSES_KEY }) });
};

/** Reads the lists again after a save. */
export const useRefreshContents = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: COURSES_KEY });
};

/** GET curso/vinculos/{id} or formacao/vinculos/{id}. */
export const getContentBonds = (kind: ContentKind, id: string, signal?: AbortSignal) => api.get<AnyBonds>(`${BASE[kind]}/vinculos/${enc(id)}`, { signal });
export const useContentBonds = (kind: ContentKind, id: string | null) =>
  useQuery({ queryKey: [...COURSES_KEY, kind, 'bonds', id], queryFn: ({ signal }) => getContentBonds(kind, id!, signal), enabled: Boolean(id), staleTime: 0, retry: false });

/** Card images, sent after the course or trail is saved (trails: the field `tipo` before the file). */
export function uploadCard(kind: ContentKind, id: string, card: CardKind, file: File) {
  const body = new FormData();
  if (kind === 'formacao') {
    body.append('tipo', card);
    body.append('arquivo', file, file.name);
    return api.post<Formacao>(`${BASE.formacao}/${enc(id)}/fileUpload`, body);
  }
  body.append('arquivo', file, file.name);
  return api.post<Curso>(`${BASE.curso}/${enc(id)}/fileUpload/${card}`, body);
}

/** Repository objects to add (GET midia?search=), the first page. */
export const useMidiaSearch = (search: string) =>
  useQuery({
    queryKey: ['midia', 'list', { search, pageSize: 20, source: 'courses' }],
    queryFn: ({ signal }) => api.get<ListMidiaResponse>('/api/v1/midia', { query: { search, pageNumber: 1, pageSize: 20, orderBy: 'nome', orderDirection: 'asc' }, signal }),
    placeholderData: keepPreviousData,
  });

/** Active assessments to add as items (GET Avaliacao?active=true&search=), the first page by title. */
export const useAssessmentSearch = (search: string) =>
  useQuery({
    queryKey: ['avaliacao', 'list', { search, active: true, pageSize: 20, source: 'courses' }],
    queryFn: ({ signal }) =>
      api.get<Paged<AvaliacaoRow>>('/api/v1/Avaliacao', { query: { active: 'true', search, pageNumber: 1, pageSize: 20, orderBy: 'title', orderDirection: 'asc' }, signal }),
    placeholderData: keepPreviousData,
  });

/** Courses or trails for the pickers (prerequisites, trail steps): the first 50 by title matching `search`. */
export const useContentOptions = <K extends ContentKind>(kind: K, search = '') =>
  useQuery({
    queryKey: [...COURSES_KEY, kind, 'options', search],
    queryFn: ({ signal }) => listContents(kind, { pageNumber: 1, pageSize: 50, orderBy: 'titulo', orderDirection: 'asc', ...(search ? { search } : {}) }, signal),
    placeholderData: keepPreviousData,
  });

/** A term of use as listed for the pickers. */
export type TermOption = { id: string; nome: string };

/** The company's terms of use (GET termoDeUso, 3-admin §7 'Terms of use'), by name, for the pickers. */
export const useTermOptions = () =>
  useQuery({
    queryKey: ['term', 'options'],
    queryFn: async ({ signal }) => (await api.get<Paged<TermOption>>('/api/v1/termoDeUso', { query: { pageNumber: 1, pageSize: 50 }, signal })).data,
    staleTime: 5 * 60_000,
  });
