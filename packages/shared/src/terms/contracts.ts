import { z } from 'zod';
import { pageQuerySchema, pagedSchema } from '../core/envelope.ts';

export const TERM_TYPES = ['Platform', 'Learning'] as const;
export const termSchema = z.object({
  id: z.string(),
  nome: z.string(),
  conteudo: z.string(),
  tipo: z.enum(TERM_TYPES),
});
export type Term = z.infer<typeof termSchema>;

/** GET termoDeUso: the company's terms of use by name (pickers of courses and trails, the terms screen). */
export const listTermsRequestSchema = pageQuerySchema.extend({ search: z.string().trim().max(200).optional() });
export const termListItemSchema = z.object({ id: z.string(), nome: z.string(), tipo: z.enum(TERM_TYPES), createdAt: z.string() });
export type TermListItem = z.infer<typeof termListItemSchema>;
export const listTermsResponseSchema = pagedSchema(termListItemSchema);
export type ListTermsResponse = z.infer<typeof listTermsResponseSchema>;
export const termDecisionParamsSchema = z.object({ decision: z.enum(['accept', 'decline']), id: z.uuid() });
export const termDecisionResponseSchema = z.object({
  success: z.literal(true),
  dataTermoDeUsoAceito: z.string().nullable(),
  termoDeUsoId: z.string().nullable(),
});

/** A user must accept when a terms id exists and no acceptance date exists (1-shell §4). */
export const mustAcceptTerms = (termId: string | null | undefined, acceptedTermId: string | null, acceptedAt: string | null) =>
  Boolean(termId) && (!acceptedAt || acceptedTermId !== termId);
