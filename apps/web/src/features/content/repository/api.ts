import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeleteResponse } from '@plataforma/shared';
import type { Chapter, ListMidiaResponse, Midia, MidiaArquivo, SaveMidiaRequest, SaveSubtitleRequest, Subtitle } from '@plataforma/shared/content';
import { api } from '../../../lib/api-client.ts';

/** Calls of the repository screens (3-admin §7 'Media' and 'Media files'). */

const BASE = '/api/v1/midia';
export const MIDIA_KEY = ['midia'] as const;
const enc = encodeURIComponent;

/** GET midia: a page with the filters active, search, types, categoryIds, competencies, origin and the order. */
export const listMidia = (query: Record<string, string | number>, signal?: AbortSignal) => api.get<ListMidiaResponse>(BASE, { query, signal });

export const useMidiaList = (query: Record<string, string | number>, options: { refetchInterval?: number | false } = {}) =>
  useQuery({
    queryKey: [...MIDIA_KEY, 'list', query],
    queryFn: ({ signal }) => listMidia(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: options.refetchInterval,
  });

export const getMidia = (id: string, signal?: AbortSignal) => api.get<Midia>(`${BASE}/${enc(id)}`, { signal });

export const useMidia = (id: string | null) =>
  useQuery({ queryKey: [...MIDIA_KEY, 'one', id], queryFn: ({ signal }) => getMidia(id!, signal), enabled: Boolean(id), staleTime: 0 });

export const createMidia = (body: SaveMidiaRequest) => api.post<Midia>(BASE, body);
export const updateMidia = (id: string, body: SaveMidiaRequest) => api.put<Midia>(`${BASE}/${enc(id)}`, body);
export const deleteMidia = (id: string) => api.del<DeleteResponse>(`${BASE}/${enc(id)}`);

/** Where an object is used: GET midia/vinculos/{id}. */
export type MidiaBond = { id: string; nome: string };
export type MidiaBonds = { cursos: MidiaBond[]; formacoes: MidiaBond[]; secoes: MidiaBond[]; avaliacoes: MidiaBond[]; total: number };
export const getMidiaBonds = (id: string, signal?: AbortSignal) => api.get<MidiaBonds>(`${BASE}/vinculos/${enc(id)}`, { signal });
export const useMidiaBonds = (id: string | null) =>
  useQuery({ queryKey: [...MIDIA_KEY, 'bonds', id], queryFn: ({ signal }) => getMidiaBonds(id!, signal), enabled: Boolean(id), staleTime: 0, retry: false });

const multipart = (file: File, fields: Record<string, string> = {}) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('arquivo', file, file.name);
  return body;
};

/** Card images (POST midia/{id}/fileUpload/CardHorizontal|CardVertical) and the video cover (POST midia/uploadThumbnail/{id}). */
export type MidiaImageRole = 'cardHorizontal' | 'cardVertical' | 'thumbnail';
export const uploadMidiaImage = (id: string, role: MidiaImageRole, file: File) => {
  const path = role === 'thumbnail' ? `${BASE}/uploadThumbnail/${enc(id)}` : `${BASE}/${enc(id)}/fileUpload/${role === 'cardHorizontal' ? 'CardHorizontal' : 'CardVertical'}`;
  return api.post<Midia>(path, multipart(file));
};

/** The main file goes through the upload bar (XMLHttpRequest with progress): this is its path. */
export const mainFileUploadPath = (id: string) => `${BASE}/big/${enc(id)}/fileUpload`;

// ------------------------------------------------------------------ subtitles

/** POST midia/uploadLegenda/{id}: the fields name and srclang, then the file. */
export const uploadSubtitle = (midiaId: string, values: SaveSubtitleRequest, file: File) =>
  api.post<Subtitle>(`${BASE}/uploadLegenda/${enc(midiaId)}`, multipart(file, { name: values.name, srclang: values.srclang }));
export const updateSubtitle = (subtitleId: string, values: SaveSubtitleRequest) => api.put<Subtitle>(`${BASE}/updateLegenda/${enc(subtitleId)}`, values);
export const deleteSubtitle = (subtitleId: string) => api.del<DeleteResponse>(`${BASE}/deleteLegenda/${enc(subtitleId)}`);

// ------------------------------------------------------------------ chapters

/** POST midia/updateVideoInfo/{id} with the whole chapter list. */
export const saveChapters = (midiaId: string, chapters: Chapter[]) => api.post<unknown>(`${BASE}/updateVideoInfo/${enc(midiaId)}`, { chapters });

// ------------------------------------------------------------------ carousel items (midiaArquivo)

export const addCarouselItem = (midiaId: string, file: File) => api.post<MidiaArquivo>(`/api/v1/midiaArquivo/${enc(midiaId)}/Carrossel`, multipart(file));
export const deleteCarouselItem = (fileId: string) => api.del<DeleteResponse>(`/api/v1/midiaArquivo/${enc(fileId)}`);
export const orderCarousel = (midiaId: string, ids: string[]) => api.post<MidiaArquivo[]>('/api/v1/midiaArquivo/order', { midiaId, ids });

export const useDeleteMidiaMutation = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteMidia, onSettled: () => client.invalidateQueries({ queryKey: MIDIA_KEY }) });
};

/** Reads the object again after a change made from the form (subtitles, chapters, images, carousel). */
export const useRefreshMidia = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: MIDIA_KEY });
};
