import type { FastifyRequest } from 'fastify';
import type { MessageKey } from '@plataforma/shared';
import { AppError } from './errors';
import { cleanFileName } from '@plataforma/shared';

/** One uploaded file, read into memory (for small files such as spreadsheets; media uploads stream to storage). */
export type UploadedFile = { fileName: string; mimeType: string; buffer: Buffer };

type Codes = { code?: string };

/**
 * Reads the single file of a multipart request from `field`, refusing a missing file (400 `missingKey`) and one
 * over `maxBytes` (413 `tooLargeKey`, with `{ size: maxMb }`).
 */
export const readSingleFile = async (
  request: FastifyRequest,
  field: string,
  { maxBytes, missingKey, tooLargeKey }: { maxBytes: number; missingKey: MessageKey; tooLargeKey: MessageKey },
): Promise<UploadedFile> => {
  let part;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch (error) {
    if ((error as Codes).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError(missingKey, 400);
    throw error;
  }
  if (!part || part.fieldname !== field) throw new AppError(missingKey, 400);
  try {
    const buffer = await part.toBuffer();
    return { fileName: cleanFileName(part.filename, 'arquivo'), mimeType: part.mimetype, buffer };
  } catch (error) {
    if ((error as Codes).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(tooLargeKey, 413, { size: Math.round(maxBytes / 1048576) });
    throw error;
  }
};
