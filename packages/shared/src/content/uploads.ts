import { z } from 'zod';
import { pageQuerySchema, pagedSchema } from '../core/envelope.ts';

/**
 * Upload history (3-admin §2 /gestao/historico-envios, 'no permission filter'): the main files the signed-in person
 * sent to repository objects, newest first, with how their processing went.
 *
 * - 'Enviado': stored, its processing queued;
 * - 'Processando': the processing job is running (`progress` is the object's current percent);
 * - 'Concluido': stored and, for the kinds that have one, processed (HLS ladder, SCORM unpacked, PDF conversion);
 * - 'Erro': the processing failed, or was left for a newer file or a deleted object (`error` says which, translated).
 */
export const MIDIA_ENVIO_STATUSES = ['Enviado', 'Processando', 'Concluido', 'Erro'] as const;
export type MidiaEnvioStatus = (typeof MIDIA_ENVIO_STATUSES)[number];

export const midiaEnvioSchema = z.object({
  id: z.string(),
  /** The object (null once it was deleted). */
  midiaId: z.string().nullable(),
  /** The object's name when the file was sent. */
  midiaNome: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  fileSize: z.number().int(),
  status: z.enum(MIDIA_ENVIO_STATUSES),
  /** Why it failed, in the reader's language; null unless status is 'Erro'. */
  error: z.string().nullable(),
  /** 0-100 while processing (the object's current progress), 100 when done, null otherwise. */
  progress: z.number().int().min(0).max(100).nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type MidiaEnvio = z.infer<typeof midiaEnvioSchema>;

/** GET midia/envios: the caller's own uploads, paged, optionally of one status. */
export const listMidiaEnviosRequestSchema = pageQuerySchema.extend({
  status: z.enum(MIDIA_ENVIO_STATUSES).optional(),
});
export type ListMidiaEnviosRequest = z.input<typeof listMidiaEnviosRequestSchema>;
export const listMidiaEnviosResponseSchema = pagedSchema(midiaEnvioSchema);
export type ListMidiaEnviosResponse = z.infer<typeof listMidiaEnviosResponseSchema>;
