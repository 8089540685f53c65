import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { CERTIFICATE_FILE_MAX_BYTES, CERTIFICATE_FILE_MAX_MB, CERTIFICATE_JSON_MAX } from '@plataforma/shared/certificates';
import { AppError } from '../../core/errors';
import { cleanFileName } from '@plataforma/shared';

/**
 * Multipart bodies of the certificate calls. The template form (POST and PUT Certificado) is text fields only, with
 * `jsonCertificado` up to 200,000 characters (a field longer than that is refused, never cut). The files (template
 * images, the share image) are small (5 MB at most), so they are read into memory, one byte past the limit at most,
 * and their type is decided by their bytes (magic numbers), never by the name or the declared type.
 */
export type ReceivedFile = { name: string; bytes: Buffer; truncated: boolean };
export type CertificateMultipart = { fields: Record<string, string>; truncatedFields: string[]; file: ReceivedFile | null };

/** A checked image, not stored yet. */
export type CheckedImage = { bytes: Buffer; ext: string; mime: string };

/** Template images: PNG, JPEG or WebP. The share image: PNG or JPEG (what a browser's canvas exports). */
export const TEMPLATE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const SHARE_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

// UTF-8 takes up to 4 bytes a character: the byte limit lets every allowed structure through.
const FIELD_MAX_BYTES = CERTIFICATE_JSON_MAX * 4;

export const readCertificateMultipart = async (request: FastifyRequest): Promise<CertificateMultipart> => {
  if (!request.isMultipart()) throw new AppError('certificados.multipartRequired', 415);
  const fields: Record<string, string> = {};
  const truncatedFields: string[] = [];
  let file: ReceivedFile | null = null;
  // A file over the limit is cut there and flagged (truncated) rather than thrown, so the reply names the rule.
  const options = { limits: { fileSize: CERTIFICATE_FILE_MAX_BYTES, files: 1, fieldSize: FIELD_MAX_BYTES }, throwFileSizeLimit: false };
  const parts: AsyncIterableIterator<Multipart> = request.parts(options);
  for await (const part of parts) {
    if (part.type === 'file') {
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.fieldname === 'file' && !file) file = { name: cleanFileName(part.filename, 'imagem'), bytes: Buffer.concat(chunks), truncated: part.file.truncated };
    } else if (typeof part.value === 'string' && !(part.fieldname in fields)) {
      fields[part.fieldname] = part.value;
      if (part.valueTruncated) truncatedFields.push(part.fieldname);
    }
  }
  return { fields, truncatedFields, file };
};

/** The image rule on the sniffed type: none -> 400 fileMissing; another type -> 415 fileType; over 5 MB -> 413. */
export const checkImage = async (file: ReceivedFile | null, accepted: readonly string[]): Promise<CheckedImage> => {
  if (!file || file.bytes.length === 0) throw new AppError('certificados.fileMissing', 400, {}, { field: 'file' });
  const detected = await fileTypeFromBuffer(file.bytes);
  if (!detected || !accepted.includes(detected.mime)) throw new AppError('certificados.fileType', 415, {}, { field: 'file' });
  if (file.truncated || file.bytes.length > CERTIFICATE_FILE_MAX_BYTES) throw new AppError('certificados.fileTooLarge', 413, { max: CERTIFICATE_FILE_MAX_MB }, { field: 'file' });
  return { bytes: file.bytes, ext: detected.ext, mime: detected.mime };
};
