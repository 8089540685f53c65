import { randomUUID } from 'node:crypto';
import {
  NOTE_IMAGE_EXTENSIONS,
  parseCreateNoteFields,
  parseUpdateNoteFields,
  type ListNotesResponse,
  type Note,
  type NoteFieldsResult,
} from '@plataforma/shared/notes';
import { hasPermission } from '@plataforma/shared/permissions';
import type { RequestContext } from '../../core/auth';
import type { Tx } from '../../core/db';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { pagedReply, pageWindow } from '../../core/paging';
import { tenantKey, type StorageRead } from '../../core/storage';
import { REPOSITORY_PERMISSION, storeUpload, type StoredUpload } from '../content';
import { signedAddresses } from '../../core/signed-address';
import * as repo from './notes.repository';
import type { NoteForm } from './notes.upload';

type Paging = { pageNumber: number; pageSize: number };

/** Inside the object's folder (`{tenantId}/midia/{midiaId}/`), so the screenshots go when the object is deleted. */
const imageStorageKey = (tenantId: string, midiaId: string, noteId: string, ext: string) =>
  tenantKey(tenantId, 'midia', midiaId, 'anotacoes', `${noteId}-${randomUUID().slice(0, 8)}.${ext}`);

const isHolder = (ctx: RequestContext) => hasPermission(ctx.permissions, REPOSITORY_PERMISSION);

/** The checked fields, or the first issue as a 400 naming the field. */
const fieldsOrFail = <T>(result: NoteFieldsResult<T>): T => {
  if (!result.ok) throw new AppError(result.key, 400, result.params, { field: result.field });
  return result.data;
};

export type NotesService = ReturnType<typeof createNotesService>;

/**
 * Notes on content (MidiaAnotacaoUsuario, 2-learner §3, §5, §7). Each person reads and changes only their own notes
 * (another person's note is not found); a note is written on an object the person may read (same tenant, active, or
 * inactive for 'Depósito' holders). Screenshots are JPEG, PNG or WebP by content, stored in the object's folder.
 */
export const createNotesService = ({ database, storage, config, log }: Pick<Deps, 'database' | 'storage' | 'config' | 'log'>) => {
  // Screenshot addresses, /api/v1/MidiaAnotacaoUsuario/{id}/imagem/{token} (core/signed-address.ts): bound to the
  // storage key, so an address stops working when the screenshot is replaced or removed, or the note deleted. Only
  // the note's owner receives one (the list and save replies).
  const addresses = signedAddresses(config, 'anotacao-imagem');

  const toNote = (row: repo.NoteRow): Note => ({
    id: row.id,
    midiaId: row.midiaId,
    midiaNome: row.midiaNome,
    midiaTipo: row.midiaTipo,
    cursoId: row.cursoId,
    formacaoId: row.formacaoId,
    userId: row.usuarioId,
    titulo: row.titulo,
    descricao: row.descricao,
    tempo: row.tempo,
    imagemUrl: row.imagemChave ? `/api/v1/MidiaAnotacaoUsuario/${row.id}/imagem/${addresses.token(row.tenantId, row.id, [row.imagemChave])}` : null,
    criadoEm: row.criadoEm.toISOString(),
    atualizadoEm: row.atualizadoEm.toISOString(),
  });

  const readableMidia = async (tx: Tx, ctx: RequestContext, midiaId: string) => {
    const row = await repo.findMidiaBrief(tx, ctx.tenantId, midiaId);
    if (!row || (!row.ativo && !isHolder(ctx))) throw new AppError('midia.notFound', 404);
    return row;
  };

  const ownNote = async (tx: Tx, ctx: RequestContext, id: string) => {
    const row = await repo.findOwnNote(tx, ctx.tenantId, ctx.userId, id);
    if (!row) throw new AppError('anotacao.notFound', 404);
    return row;
  };

  /** Stored files no longer referenced; a failure is logged, never the caller's. */
  const discard = async (key: string | null | undefined) => {
    if (!key) return;
    await storage.delete(key).catch((error: unknown) => log.warn({ err: error, key }, 'note screenshot not removed'));
  };

  /** Runs the checks made before the file is read; on failure the file part is drained so the reply can go. */
  const beforeFile = async <T>(form: NoteForm, check: () => Promise<T>): Promise<T> => {
    try {
      return await check();
    } catch (error) {
      form.file?.stream.resume();
      throw error;
    }
  };

  const store = (form: NoteForm, tenantId: string, midiaId: string, noteId: string): Promise<StoredUpload | null> =>
    form.file ? storeUpload(storage, form.file, NOTE_IMAGE_EXTENSIONS, (ext) => imageStorageKey(tenantId, midiaId, noteId, ext)) : Promise.resolve(null);

  const list = (ctx: RequestContext, q: Paging & repo.NoteFilters): Promise<ListNotesResponse> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const total = await repo.countNotes(tx, ctx.tenantId, ctx.userId, q);
      const { page, offset, limit } = pageWindow(q.pageNumber, q.pageSize, total);
      const rows = await repo.listNotes(tx, ctx.tenantId, ctx.userId, q, offset, limit);
      return pagedReply(rows.map(toNote), page, q.pageSize, total);
    });

  const create = async (ctx: RequestContext, form: NoteForm): Promise<Note> => {
    const input = await beforeFile(form, async () => {
      const fields = fieldsOrFail(parseCreateNoteFields(form.fields));
      await database.inTenant(ctx.tenantId, (tx) => readableMidia(tx, ctx, fields.midiaId));
      return fields;
    });
    const id = randomUUID();
    const stored = await store(form, ctx.tenantId, input.midiaId, id);
    try {
      return await database.inTenant(ctx.tenantId, async (tx) => {
        await readableMidia(tx, ctx, input.midiaId);
        const { midiaId, ...values } = input;
        await repo.insertNote(tx, ctx.tenantId, ctx.userId, id, midiaId, { ...values, imagemChave: stored?.key ?? null, imagemTipo: stored?.mimeType ?? null });
        return toNote(await ownNote(tx, ctx, id));
      });
    } catch (error) {
      await discard(stored?.key);
      throw error;
    }
  };

  /** Changes the text; a new image replaces the screenshot, removerImagem=true (without an image) removes it. */
  const update = async (ctx: RequestContext, id: string, form: NoteForm): Promise<Note> => {
    const { input, current } = await beforeFile(form, async () => {
      const fields = fieldsOrFail(parseUpdateNoteFields(form.fields));
      const row = await database.inTenant(ctx.tenantId, async (tx) => {
        const note = await ownNote(tx, ctx, id);
        await readableMidia(tx, ctx, note.midiaId);
        return note;
      });
      return { input: fields, current: row };
    });
    const stored = await store(form, ctx.tenantId, current.midiaId, id);
    let replaced: string | null = null;
    try {
      const note = await database.inTenant(ctx.tenantId, async (tx) => {
        const row = await ownNote(tx, ctx, id);
        const { removerImagem, ...values } = input;
        const image = stored
          ? { imagemChave: stored.key, imagemTipo: stored.mimeType }
          : removerImagem
            ? { imagemChave: null, imagemTipo: null }
            : { imagemChave: row.imagemChave, imagemTipo: row.imagemTipo };
        await repo.updateNote(tx, ctx.tenantId, id, { ...values, ...image });
        if (row.imagemChave && row.imagemChave !== image.imagemChave) replaced = row.imagemChave;
        return toNote(await ownNote(tx, ctx, id));
      });
      await discard(replaced);
      return note;
    } catch (error) {
      await discard(stored?.key);
      throw error;
    }
  };

  const remove = async (ctx: RequestContext, id: string) => {
    const row = await database.inTenant(ctx.tenantId, async (tx) => {
      const note = await ownNote(tx, ctx, id);
      await repo.deleteNote(tx, ctx.tenantId, ctx.userId, id);
      return note;
    });
    await discard(row.imagemChave);
    return { success: true as const };
  };

  /** The screenshot behind an address: 404 unless the token opens this note's current image. */
  const serveImage = async (id: string, token: string, now = Date.now()): Promise<{ mime: string; read: StorageRead }> => {
    const claims = addresses.read(token);
    if (!claims) throw new AppError('anotacao.notFound', 404);
    const row = await database.inTenant(claims.tenantId, (tx) => repo.findNoteImage(tx, claims.tenantId, id));
    if (!row?.imagemChave || !addresses.matches(claims, id, [row.imagemChave])) throw new AppError('anotacao.notFound', 404);
    if (addresses.expired(claims, now)) throw new AppError('midia.accessExpired', 403);
    const read = await storage.get(row.imagemChave);
    if (!read) throw new AppError('anotacao.notFound', 404);
    return { mime: row.imagemTipo ?? 'application/octet-stream', read };
  };

  return { list, create, update, remove, serveImage };
};
