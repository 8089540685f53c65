import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { MultipartFile } from '@fastify/multipart';
import { AppError } from '../../core/errors';
import type { Storage } from '../../core/storage';
import { cleanFileName } from '@plataforma/shared';

/**
 * Streamed repository uploads: the file goes from the request to the storage without being held in memory. Only
 * the first bytes (SNIFF_BYTES) are kept to detect the type from the content (magic bytes) before anything is
 * stored; the size limit is the multipart parser's, per route.
 */

const SNIFF_BYTES = 1024 * 1024;

/** The file part of a multipart request, with the fields sent before it. */
export type FilePart = { fileName: string; stream: MultipartFile['file']; fields: Record<string, string>; maxBytes: number };

export type StoredUpload = { key: string; fileName: string; mimeType: string; ext: string; size: number };

const sizeParams = (maxBytes: number) =>
  maxBytes >= 1048576 ? { size: Math.round((maxBytes / 1048576) * 10) / 10, unit: 'MB' } : { size: Math.round((maxBytes / 1024) * 10) / 10, unit: 'KB' };

/** Reads the single file part of a multipart request (field name free), refusing a request without one. */
export const readFilePart = async (request: FastifyRequest, maxBytes: number): Promise<FilePart> => {
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError('midia.fileRequired', 400);
    throw error;
  }
  if (!part) throw new AppError('midia.fileRequired', 400);
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const field = Array.isArray(value) ? value[0] : value;
    if (field && field.type === 'field' && typeof field.value === 'string') fields[name] = field.value;
  }
  return { fileName: cleanFileName(part.filename, 'arquivo'), stream: part.file, fields, maxBytes };
};

/**
 * The registered media type of kinds whose detected type is a private name (file-type names MPEG program streams
 * 'video/MP1S' / 'video/MP2P', FLAC 'audio/x-flac', M4A 'audio/x-m4a'): what browsers and downloads expect.
 */
const REGISTERED_MIME: Readonly<Record<string, string>> = { mpg: 'video/mpeg', flac: 'audio/flac', m4a: 'audio/mp4' };
export const mimeOf = (detected: { ext: string; mime: string }): string => REGISTERED_MIME[detected.ext] ?? detected.mime;

/**
 * Detects the type of `part` from its first bytes, refuses a type outside `accepted` (415, the accepted list in the
 * message) before storing anything, then streams the whole file to `keyOf(ext)`. A file over the route's limit is
 * removed again and refused (413).
 */
export const storeUpload = async (storage: Storage, part: FilePart, accepted: readonly string[], keyOf: (ext: string) => string): Promise<StoredUpload> => {
  const iterator = part.stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let headLength = 0;
  let ended = false;
  while (headLength < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    headLength += next.value.length;
  }
  const first = Buffer.concat(head);
  if (part.stream.truncated) {
    await iterator.return?.();
    throw new AppError('validation.fileSizeExceeds', 413, sizeParams(part.maxBytes));
  }
  if (first.length === 0) throw new AppError('midia.fileRequired', 400);
  const detected = await fileTypeFromBuffer(first);
  if (!detected || !accepted.includes(detected.ext)) {
    await iterator.return?.();
    throw new AppError('validation.fileType', 415, { accepted: accepted.join(', ') });
  }
  async function* whole() {
    yield first;
    if (ended) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  const key = keyOf(detected.ext);
  const mimeType = mimeOf(detected);
  const stored = await storage.put(key, Readable.from(whole()), { contentType: mimeType });
  if (part.stream.truncated) {
    await storage.delete(key);
    throw new AppError('validation.fileSizeExceeds', 413, sizeParams(part.maxBytes));
  }
  return { key, fileName: cleanFileName(part.fileName, 'arquivo'), mimeType, ext: detected.ext, size: stored.size };
};

/**
 * The whole file part in memory, for small text files (subtitles: the route's limit is a few megabytes). Over the
 * limit: 413 with the limit in the message.
 */
export const readSmallFile = async (part: FilePart): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of part.stream) chunks.push(chunk as Buffer);
  if (part.stream.truncated) throw new AppError('validation.fileSizeExceeds', 413, sizeParams(part.maxBytes));
  const whole = Buffer.concat(chunks);
  if (whole.length === 0) throw new AppError('midia.fileRequired', 400);
  return whole;
};

/** Text of an uploaded text file: UTF-8 when it is valid UTF-8, otherwise Windows-1252 (older subtitle files). */
export const decodeText = (bytes: Buffer): string => {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
};
