import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListNotesResponse, Note } from '@plataforma/shared/notes';
import { api } from '../../../lib/api-client.ts';

/** Calls of the notes (2-learner §7 MidiaAnotacaoUsuario). */

const BASE = '/api/v1/MidiaAnotacaoUsuario';
export const NOTES_KEY = ['MidiaAnotacaoUsuario'] as const;

export type NotesQuery = { pageNumber: number; pageSize: number; search?: string; midiaId?: string; cursoId?: string; formacaoId?: string };

/** GET MidiaAnotacaoUsuario: a page of the caller's notes, newest first. */
export const listNotes = (query: NotesQuery, signal?: AbortSignal) => {
  const clean = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>;
  return api.get<ListNotesResponse>(BASE, { query: clean, signal });
};

export const useNotesList = (query: NotesQuery) =>
  useQuery({ queryKey: [...NOTES_KEY, 'list', query], queryFn: ({ signal }) => listNotes(query, signal), placeholderData: keepPreviousData });

/** What the editor saves: the text fields, and the screenshot to send (a Blob), keep (undefined) or remove (null). */
export type NoteInput = {
  midiaId: string;
  titulo: string;
  descricao: string;
  tempo?: number | null;
  cursoId?: string | null;
  formacaoId?: string | null;
  image?: Blob | null;
};

/** The multipart body: text fields first, then the image (the server reads the fields before the file). */
export const noteFormData = (input: NoteInput, update: boolean): FormData => {
  const data = new FormData();
  if (!update) data.append('midiaId', input.midiaId);
  data.append('titulo', input.titulo);
  data.append('descricao', input.descricao);
  if (input.tempo !== undefined && input.tempo !== null) data.append('tempo', String(Math.floor(input.tempo)));
  if (input.cursoId) data.append('cursoId', input.cursoId);
  if (input.formacaoId) data.append('formacaoId', input.formacaoId);
  if (update && input.image === null) data.append('removerImagem', 'true');
  if (input.image) {
    const ext = input.image.type === 'image/jpeg' ? 'jpg' : input.image.type === 'image/webp' ? 'webp' : 'png';
    data.append('imagem', input.image, `captura.${ext}`);
  }
  return data;
};

/** POST MidiaAnotacaoUsuario, or PUT MidiaAnotacaoUsuario/{id} when `id` is given. */
export const saveNote = (input: NoteInput, id?: string) =>
  id ? api.put<Note>(`${BASE}/${encodeURIComponent(id)}`, noteFormData(input, true)) : api.post<Note>(BASE, noteFormData(input, false));

export const deleteNote = (id: string) => api.del<{ success: true }>(`${BASE}/${encodeURIComponent(id)}`);

export const useSaveNote = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id }: { input: NoteInput; id?: string }) => saveNote(input, id),
    onSuccess: () => client.invalidateQueries({ queryKey: NOTES_KEY }),
  });
};

export const useDeleteNote = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteNote, onSuccess: () => client.invalidateQueries({ queryKey: NOTES_KEY }) });
};
