import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { AppError } from '../../core/errors';
import type { FilePart } from '../content';
import { cleanFileName } from '@plataforma/shared';

/** A note form: its text fields and, when one was sent, the screenshot (still streaming). */
export type NoteForm = { fields: Record<string, string>; file: FilePart | null };

/**
 * Reads the multipart body of POST and PUT MidiaAnotacaoUsuario: the text fields written before the file, then the
 * optional file (field name free, e.g. imagem), left as a stream for the storage. Fields after the file are ignored.
 */
export const readNoteForm = async (request: FastifyRequest, maxBytes: number): Promise<NoteForm> => {
  if (!request.isMultipart()) throw new AppError('anotacao.multipartRequired', 415);
  const fields: Record<string, string> = {};
  const parts = request.parts({ limits: { fileSize: maxBytes, files: 1 } })[Symbol.asyncIterator]();
  for (;;) {
    const next: IteratorResult<Multipart> = await parts.next();
    if (next.done) return { fields, file: null };
    const part = next.value;
    if (part.type === 'file') {
      // The rest of the body is this file: the iterator is left here, as the single-file reader does.
      return { fields, file: { fileName: cleanFileName(part.filename, 'imagem'), stream: part.file, fields, maxBytes } };
    }
    if (typeof part.value === 'string' && !(part.fieldname in fields)) fields[part.fieldname] = part.value;
  }
};
