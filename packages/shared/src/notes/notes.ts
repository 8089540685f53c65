import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from '../core/envelope.ts';
import type { MessageKey } from '../i18n/messages.ts';

/**
 * Notes on content (MidiaAnotacaoUsuario, 2-learner §3 Note, §5, §7): a person's own notes tied to a repository
 * object (and, when taken in one, the course or trail), with an optional screenshot and the video time. The spec
 * does not show the maximum note length: the description is limited to NOTE_DESCRIPTION_MAX characters (docs/notes.md).
 */

export const NOTE_TITLE_MAX = 120;
/** The 'maximum note length' of 2-learner §5 (value not shown in the spec; chosen here). */
export const NOTE_DESCRIPTION_MAX = 2000;
export const NOTE_IMAGE_MAX_MB = 5;
export const NOTE_IMAGE_MAX_BYTES = NOTE_IMAGE_MAX_MB * 1048576;
/** Screenshot kinds, as detected from the file's content (extension names). */
export const NOTE_IMAGE_EXTENSIONS = ['jpg', 'png', 'webp'] as const;
/** The same kinds as MIME subtypes, for the browser's file check (validation/file.ts). */
export const NOTE_IMAGE_MIME_SUBTYPES = ['jpeg', 'png', 'webp'] as const;
/** Video times beyond this (seconds) are refused: 24 hours. */
export const NOTE_TIME_MAX = 24 * 3600;

/** The text fields of POST and PUT MidiaAnotacaoUsuario (multipart), once checked. */
export type NoteFields = {
  titulo: string;
  descricao: string | null;
  /** Whole seconds into the video; null when the note is not tied to a moment. */
  tempo: number | null;
  cursoId: string | null;
  formacaoId: string | null;
};
export type CreateNoteFields = NoteFields & { midiaId: string };
export type UpdateNoteFields = NoteFields & { removerImagem: boolean };

export type NoteFieldIssue = { key: MessageKey; field: string; params: Record<string, string | number> };
export type NoteFieldsResult<T> = { ok: true; data: T } | ({ ok: false } & NoteFieldIssue);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A video time as sent ('', '83', '83.7'): whole seconds (floored), null when empty; undefined when not a time. */
export const parseNoteTime = (value: string | undefined): number | null | undefined => {
  const text = (value ?? '').trim();
  if (text === '' || text === 'null') return null;
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  const seconds = Math.floor(Number(text));
  return seconds <= NOTE_TIME_MAX ? seconds : undefined;
};

const optionalId = (value: string | undefined): string | null | undefined => {
  const text = (value ?? '').trim();
  if (text === '' || text === 'null') return null;
  return UUID.test(text) ? text.toLowerCase() : undefined;
};

const fail = (key: MessageKey, field: string, params: Record<string, string | number> = {}): { ok: false } & NoteFieldIssue => ({ ok: false, key, field, params });

const commonFields = (fields: Record<string, string | undefined>): NoteFieldsResult<NoteFields> => {
  const titulo = (fields.titulo ?? '').trim();
  if (!titulo) return fail('validation.required', 'titulo');
  if (titulo.length > NOTE_TITLE_MAX) return fail('anotacao.titleTooLong', 'titulo', { max: NOTE_TITLE_MAX });
  const descricao = (fields.descricao ?? '').trim();
  if (descricao.length > NOTE_DESCRIPTION_MAX) return fail('anotacao.tooLong', 'descricao', { max: NOTE_DESCRIPTION_MAX.toLocaleString('pt-BR') });
  const tempo = parseNoteTime(fields.tempo);
  if (tempo === undefined) return fail('anotacao.invalidTime', 'tempo');
  const cursoId = optionalId(fields.cursoId);
  if (cursoId === undefined) return fail('anotacao.invalidId', 'cursoId');
  const formacaoId = optionalId(fields.formacaoId);
  if (formacaoId === undefined) return fail('anotacao.invalidId', 'formacaoId');
  return { ok: true, data: { titulo, descricao: descricao || null, tempo, cursoId, formacaoId } };
};

/** The fields of POST MidiaAnotacaoUsuario: midiaId and titulo required; the first issue otherwise. */
export const parseCreateNoteFields = (fields: Record<string, string | undefined>): NoteFieldsResult<CreateNoteFields> => {
  const midiaId = (fields.midiaId ?? '').trim();
  if (!midiaId) return fail('validation.required', 'midiaId');
  if (!UUID.test(midiaId)) return fail('anotacao.invalidId', 'midiaId');
  const common = commonFields(fields);
  return common.ok ? { ok: true, data: { ...common.data, midiaId: midiaId.toLowerCase() } } : common;
};

/**
 * The fields of PUT MidiaAnotacaoUsuario/{id}: the note's object does not change (a midiaId sent is ignored);
 * removerImagem=true removes the stored screenshot when no new image is sent.
 */
export const parseUpdateNoteFields = (fields: Record<string, string | undefined>): NoteFieldsResult<UpdateNoteFields> => {
  const common = commonFields(fields);
  return common.ok ? { ok: true, data: { ...common.data, removerImagem: (fields.removerImagem ?? '').trim().toLowerCase() === 'true' } } : common;
};

/** A video time as the notes show it: mm:ss under an hour ('00:05', '12:34'), h:mm:ss above ('1:02:03'). */
export const formatNoteTime = (seconds: number): string => {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${String(m).padStart(2, '0')}:${ss}`;
};

// ---------------------------------------------------------------- contracts

/** A note as the API answers it. `imagemUrl` carries its own access token (an <img> sends no session header). */
export const noteSchema = z.object({
  id: z.string(),
  midiaId: z.string(),
  midiaNome: z.string(),
  midiaTipo: z.string(),
  cursoId: z.string().nullable(),
  formacaoId: z.string().nullable(),
  userId: z.string(),
  titulo: z.string(),
  descricao: z.string().nullable(),
  /** Whole seconds into the video; null when not tied to a moment. */
  tempo: z.number().int().nullable(),
  imagemUrl: z.string().nullable(),
  criadoEm: z.string(),
  atualizadoEm: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

const optionalUuidQuery = z.uuid().optional();

/** GET MidiaAnotacaoUsuario: the caller's notes, newest first; filters by object, course, trail and text. */
export const listNotesRequestSchema = pageQuerySchema.extend({
  midiaId: optionalUuidQuery,
  cursoId: optionalUuidQuery,
  formacaoId: optionalUuidQuery,
  /** Title, description or the object's name. */
  search: z.string().trim().max(200).optional(),
});
export type ListNotesRequest = z.input<typeof listNotesRequestSchema>;
export const listNotesResponseSchema = pagedSchema(noteSchema);
export type ListNotesResponse = z.infer<typeof listNotesResponseSchema>;

/** Parameters of the screenshot address: the note and its access token. */
export const noteImageParamsSchema = z.object({ id: z.uuid(), token: z.string().min(10).max(200) });
