import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import { UPLOAD_MAX_MB, type AnswerFile, type UploadSegment } from '@plataforma/shared/assessments';
import { hasPermission } from '@plataforma/shared/permissions';
import { ctxOf } from '../../core/auth';
import { attachment } from '../../core/csv';
import type { Tx } from '../../core/db';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { typed } from '../../core/route';
import { tenantKey, type Storage } from '../../core/storage';
import { rangeOf, readFilePart, sendStored, type FilePart } from '../content';
import * as repo from './attempt.repository';
import { ASSESSMENTS_PERMISSION } from './builder.service';
import { cleanFileName } from '@plataforma/shared';

/**
 * Files of practical answers (the learner's) and of corrections (the evaluator's): the real type is read from the
 * bytes (never the name or the declared type), each upload segment accepts its own types and size, the file goes to
 * the storage under the tenant's assessments folder and an avaliacao_arquivo row names it. GET
 * /api/v1/Avaliacao/arquivo/{fileId} serves it to the answer's owner, an evaluator of the assessment or an
 * 'Avaliações' holder (anyone else: not found). docs/assessments.md 'Attempt'.
 */

/** Bytes read before deciding the type (office documents are zip files: their parts are named in the first entries). */
const HEAD_BYTES = 1024 * 1024;

/** Detected extension -> the type kept for it, per upload segment (MediaRecorder records audio and video as webm). */
const ACCEPTED: Record<UploadSegment, Record<string, string>> = {
  Documentos: {
    pdf: 'application/pdf',
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    cfb: 'application/x-cfb',
    odt: 'application/vnd.oasis.opendocument.text',
    ods: 'application/vnd.oasis.opendocument.spreadsheet',
    odp: 'application/vnd.oasis.opendocument.presentation',
    rtf: 'application/rtf',
    txt: 'text/plain; charset=utf-8',
  },
  Imagens: { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' },
  Audio: {
    webm: 'audio/webm',
    ogg: 'audio/ogg',
    oga: 'audio/ogg',
    opus: 'audio/ogg',
    mp3: 'audio/mpeg',
    m4a: 'audio/mp4',
    mp4: 'audio/mp4',
    wav: 'audio/wav',
  },
  Video: { webm: 'video/webm', mp4: 'video/mp4', m4v: 'video/mp4', mov: 'video/quicktime', ogv: 'video/ogg', ogg: 'video/ogg' },
};

/** Old office files (.doc, .xls, .ppt) are compound files: their type comes from the declared name. */
const CFB_TYPES: Record<string, string> = { doc: 'application/msword', xls: 'application/vnd.ms-excel', ppt: 'application/vnd.ms-powerpoint' };

/** Plain text: no NUL byte and almost no control characters in the first bytes. */
const looksLikeText = (head: Buffer): boolean => {
  if (head.length === 0 || head.includes(0)) return false;
  let control = 0;
  for (const byte of head) if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) control += 1;
  return control / head.length < 0.01;
};

/** The type of a file of `kind` from its first bytes: { ext, mime } or null when the segment does not accept it. */
export const sniffAnswerFile = async (kind: UploadSegment, head: Buffer, fileName = ''): Promise<{ ext: string; mime: string } | null> => {
  const accepted = ACCEPTED[kind];
  const detected = await fileTypeFromBuffer(head);
  if (!detected) return kind === 'Documentos' && looksLikeText(head) ? { ext: 'txt', mime: accepted.txt } : null;
  const mime = accepted[detected.ext];
  if (!mime) return null;
  if (detected.ext === 'cfb') {
    const declared = fileName.split('.').pop()?.toLowerCase() ?? '';
    return CFB_TYPES[declared] ? { ext: declared, mime: CFB_TYPES[declared] } : null;
  }
  return { ext: detected.ext, mime };
};

export const maxBytesOf = (kind: UploadSegment) => UPLOAD_MAX_MB[kind] * 1048576;

/** A received file: its bytes in memory, or a stream (a multipart part, `truncated` when over the parser's limit). */
export type UploadInput = { filename: string; mimetype?: string; buffer?: Buffer; stream?: Readable & { truncated?: boolean } };

/** Exactly one owner: an answer (the learner's files) or a correction (the evaluator's). */
export type AnswerFileOwner = { respostaId: string; correcaoId?: undefined } | { correcaoId: string; respostaId?: undefined };

export type UploadRequest = AnswerFileOwner & { tenantId: string; kind: UploadSegment; file: UploadInput; name?: string | null };

/** A file in the storage, not yet recorded. */
export type PutFile = { id: string; key: string; name: string; mime: string; size: number; kind: UploadSegment };

const displayName = (name: string | null | undefined, fileName: string, ext: string): string => {
  return cleanFileName(name?.trim() || fileName, `arquivo.${ext}`);
};

const tooLarge = (kind: UploadSegment) => new AppError('avaliacoes.fileTooLarge', 413, { max: UPLOAD_MAX_MB[kind] });
const invalid = (name: string) => new AppError('avaliacoes.fileInvalid', 415, { name });

/**
 * Checks and stores a file (nothing is recorded): the type from the bytes, the size under UPLOAD_MAX_MB[kind]
 * (413), a type the segment accepts (415 'avaliacoes.fileInvalid'). Streams are never held in memory whole.
 */
export const putAnswerFile = async (storage: Storage, r: UploadRequest): Promise<PutFile> => {
  const max = maxBytesOf(r.kind);
  const source: Readable = r.file.buffer ? Readable.from([r.file.buffer]) : r.file.stream!;
  const truncated = () => !!r.file.stream?.truncated;
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < HEAD_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  const stop = async (error: AppError) => {
    await iterator.return?.();
    source.resume();
    return error;
  };
  if (head.length === 0) throw await stop(new AppError('avaliacoes.uploadFileRequired', 400));
  if (truncated() || head.length > max) throw await stop(tooLarge(r.kind));
  const type = await sniffAnswerFile(r.kind, head, r.file.filename);
  if (!type) throw await stop(invalid(displayName(r.name, r.file.filename, 'bin')));

  const id = randomUUID();
  const folder = r.respostaId ? ['respostas', r.respostaId] : ['correcoes', r.correcaoId!];
  const key = tenantKey(r.tenantId, 'avaliacoes', ...folder, `${id}.${type.ext}`);
  let size = 0;
  let over = false;
  async function* whole() {
    size += head.length;
    yield head;
    if (ended) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      size += next.value.length;
      if (size > max) {
        over = true;
        await iterator.return?.();
        return;
      }
      yield next.value;
    }
  }
  const stored = await storage.put(key, Readable.from(whole()), { contentType: type.mime });
  if (over || truncated() || stored.size > max) {
    await storage.delete(key);
    source.resume();
    throw tooLarge(r.kind);
  }
  return { id, key, name: displayName(r.name, r.file.filename, type.ext), mime: type.mime, size: stored.size, kind: r.kind };
};

export const answerFileUrl = (id: string) => `/api/v1/Avaliacao/arquivo/${id}`;

/** A file row as replies show it. */
export const answerFileReply = (f: { id: string; nomeArquivo: string; tipoMime: string; tamanho: number; tipo: UploadSegment }): AnswerFile => ({
  id: f.id,
  name: f.nomeArquivo,
  mime: f.tipoMime,
  size: f.tamanho,
  url: answerFileUrl(f.id),
  kind: f.tipo,
});

/** Records a stored file (the second step of putAnswerFile). */
export const recordAnswerFile = async (tx: Tx, tenantId: string, owner: AnswerFileOwner, f: PutFile): Promise<AnswerFile> =>
  answerFileReply(
    await repo.insertFile(tx, {
      id: f.id,
      tenantId,
      respostaId: owner.respostaId ?? null,
      correcaoId: owner.correcaoId ?? null,
      tipo: f.kind,
      chave: f.key,
      nomeArquivo: f.name,
      tipoMime: f.mime,
      tamanho: f.size,
    }),
  );

/**
 * Checks, stores and records a file of an answer or a correction in one go. The file is removed again when the row
 * cannot be written. For large streams prefer putAnswerFile outside the transaction, then recordAnswerFile.
 */
export const storeAssessmentUpload = async (deps: Pick<Deps, 'storage'>, tx: Tx, r: UploadRequest): Promise<AnswerFile> => {
  const put = await putAnswerFile(deps.storage, r);
  try {
    return await recordAnswerFile(tx, r.tenantId, r, put);
  } catch (error) {
    await deps.storage.delete(put.key).catch(() => undefined);
    throw error;
  }
};

/** The file part of an upload call (field `file`, optional text field `name` sent before it), with its segment's size limit. */
export const readAnswerFilePart = async (request: FastifyRequest, kind: UploadSegment): Promise<{ part: FilePart; input: UploadInput; name: string | null }> => {
  let part: FilePart;
  try {
    part = await readFilePart(request, maxBytesOf(kind));
  } catch (error) {
    if (error instanceof AppError && error.key === 'midia.fileRequired') throw new AppError('avaliacoes.uploadFileRequired', 400);
    throw error;
  }
  return { part, input: { filename: part.fileName, stream: part.stream }, name: part.fields.name ?? null };
};

// ---------------------------------------------------------------- serving

const fileParams = z.object({ fileId: z.uuid() });

/** GET /api/v1/Avaliacao/arquivo/{fileId}: the file, inline, with byte ranges; 404 for anyone but its readers. */
export const answerFileRoutes = (deps: Pick<Deps, 'database' | 'storage'>) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  app.get(
    '/api/v1/Avaliacao/arquivo/:fileId',
    {
      schema: {
        tags: ['avaliacao'],
        params: fileParams,
        description:
          "A file of an answer or of a correction, inline with byte ranges. Readable by the answer's owner, an evaluator of the assessment or an 'Avaliações' holder; anyone else (or another tenant) gets 404.",
      },
    },
    async (req, reply) => {
      const ctx = ctxOf(req);
      const found = await deps.database.inTenant(ctx.tenantId, async (tx) => {
        const row = await repo.findFileWithOwner(tx, ctx.tenantId, req.params.fileId);
        if (!row) return null;
        const allowed =
          row.usuarioId === ctx.userId || hasPermission(ctx.permissions, ASSESSMENTS_PERMISSION) || (await repo.isEvaluatorOf(tx, ctx.tenantId, row.avaliacaoId, ctx.userId));
        return allowed ? row.file : null;
      });
      if (!found) throw new AppError('errors.notFound', 404);
      // Audio and video players seek with byte ranges.
      const asked = rangeOf(req.headers.range);
      const read = await deps.storage.get(found.chave, asked);
      if (!read) throw new AppError('errors.notFound', 404);
      return sendStored(reply, read, found.tipoMime, attachment(found.nomeArquivo).replace(/^attachment/, 'inline'), asked);
    },
  );
};
