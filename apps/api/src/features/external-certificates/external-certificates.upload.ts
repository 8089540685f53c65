import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { EXTERNAL_CERTIFICATE_FILE_MAX_BYTES, externalCertificateFileIssue } from '@plataforma/shared/external-certificates';
import { AppError } from '../../core/errors';
import { cleanFileName } from '@plataforma/shared';

/**
 * The multipart body of POST and PUT CertificadoExterno: the text fields (in any order) and at most one file (field
 * `file`; the name is not enforced). The file is small (2 MB at most), so it is read into memory, one byte past the
 * limit at most, and its type is decided by its bytes (magic numbers), never by the name or the declared type.
 */
export type ReceivedFile = { name: string; bytes: Buffer; truncated: boolean };
export type CertificateForm = { fields: Record<string, string>; file: ReceivedFile | null };

/** A checked certificate file, not stored yet. */
export type CertificateFile = { name: string; bytes: Buffer; ext: string; mime: string };

export const readCertificateForm = async (request: FastifyRequest): Promise<CertificateForm> => {
  if (!request.isMultipart()) throw new AppError('certificadoExterno.multipartRequired', 415);
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  // A file over the limit is cut there and flagged (truncated) rather than thrown, so the reply names the rule.
  const options = { limits: { fileSize: EXTERNAL_CERTIFICATE_FILE_MAX_BYTES, files: 1 }, throwFileSizeLimit: false };
  const parts: AsyncIterableIterator<Multipart> = request.parts(options);
  for await (const part of parts) {
    if (part.type === 'file') {
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      file = { name: cleanFileName(part.filename, 'certificado'), bytes: Buffer.concat(chunks), truncated: part.file.truncated };
    } else if (typeof part.value === 'string' && !(part.fieldname in fields)) {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file };
};

/**
 * The shared file rule on the sniffed type: none or empty -> 400 fileRequired; not png, jpg or pdf by content -> 415
 * fileType; over 2 MB -> 413 fileTooLarge.
 */
export const checkCertificateFile = async (file: ReceivedFile | null): Promise<CertificateFile> => {
  if (!file || file.bytes.length === 0) throw new AppError('certificadoExterno.fileRequired', 400, {}, { field: 'file' });
  const detected = await fileTypeFromBuffer(file.bytes);
  const size = file.truncated ? EXTERNAL_CERTIFICATE_FILE_MAX_BYTES + 1 : file.bytes.length;
  const issue = externalCertificateFileIssue({ type: detected?.mime ?? '', size });
  if (issue === 'certificadoExterno.fileType') throw new AppError(issue, 415, {}, { field: 'file' });
  if (issue === 'certificadoExterno.fileTooLarge') throw new AppError(issue, 413, {}, { field: 'file' });
  if (issue || !detected) throw new AppError('certificadoExterno.fileRequired', 400, {}, { field: 'file' });
  return { name: cleanFileName(file.name, 'certificado'), bytes: file.bytes, ext: detected.ext, mime: detected.mime };
};
