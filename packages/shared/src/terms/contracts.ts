import { z } from 'zod';
import { pageQuerySchema, pagedSchema } from '../core/envelope.ts';
import { createdAtRangeQuerySchema, sortQuerySchema } from '../core/list-query.ts';

export const TERM_TYPES = ['Platform', 'Learning'] as const;
export const termSchema = z.object({
  id: z.string(),
  nome: z.string(),
  conteudo: z.string(),
  tipo: z.enum(TERM_TYPES),
});
export type Term = z.infer<typeof termSchema>;

export const TERM_NAME_MAX = 100;
/** The HTML of a term (a long contract fits; a pasted image does not — images are links). */
export const TERM_CONTENT_MAX = 200_000;
export const TERM_SORT_FIELDS = ['nome', 'tipo', 'createdAt', 'totalConteudos'] as const;

/** The visible text of a term's HTML: tags and entities removed, spaces folded. */
export const termText = (html: string): string =>
  html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, 'x')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * GET termoDeUso: the company's terms of use (pickers of courses and trails, /settings/termos-uso), filtered by name
 * (`nome`, or `search` as the pickers send it), type and creation date, sorted by the list's fields.
 */
export const listTermsRequestSchema = pageQuerySchema.extend(sortQuerySchema(TERM_SORT_FIELDS, 'nome').shape).extend({
  search: z.string().trim().max(200).optional(),
  nome: z.string().trim().max(200).optional(),
  tipo: z.enum(TERM_TYPES).optional(),
  ...createdAtRangeQuerySchema.shape,
});
export type ListTermsRequest = z.input<typeof listTermsRequestSchema>;
export const termListItemSchema = z.object({
  id: z.string(),
  nome: z.string(),
  tipo: z.enum(TERM_TYPES),
  createdAt: z.string(),
  /** Courses and trails that show it at their introduction or closing. */
  totalConteudos: z.number().int(),
  /** The term every person accepts to use the platform (the settings' general.termOfUse). */
  termoDaPlataforma: z.boolean(),
});
export type TermListItem = z.infer<typeof termListItemSchema>;
export const listTermsResponseSchema = pagedSchema(termListItemSchema);
export type ListTermsResponse = z.infer<typeof listTermsResponseSchema>;
/** GET termoDeUso/csv: the whole filtered list. */
export const exportTermsRequestSchema = listTermsRequestSchema.omit({ pageNumber: true, pageSize: true });

/** POST termoDeUso and PUT termoDeUso/{id}: name, HTML content (with some visible text) and type. */
export const termInputSchema = z.object({
  nome: z.string().trim().min(1, 'validation.required').max(TERM_NAME_MAX),
  conteudo: z
    .string()
    .max(TERM_CONTENT_MAX, 'terms.contentTooLong')
    .refine((html) => termText(html).length > 0, 'validation.required'),
  tipo: z.enum(TERM_TYPES),
});
export type TermInput = z.input<typeof termInputSchema>;
/** PUT termoDeUso/{id}: the saved term and how many people must accept it again (its content changed). */
export const updateTermResponseSchema = termSchema.extend({ aceitesRedefinidos: z.number().int() });
export type UpdateTermResponse = z.infer<typeof updateTermResponseSchema>;

export const termDecisionParamsSchema = z.object({ decision: z.enum(['accept', 'decline']), id: z.uuid() });
export const termDecisionResponseSchema = z.object({
  success: z.literal(true),
  dataTermoDeUsoAceito: z.string().nullable(),
  termoDeUsoId: z.string().nullable(),
});

/** A user must accept when a terms id exists and no acceptance date exists (1-shell §4). */
export const mustAcceptTerms = (termId: string | null | undefined, acceptedTermId: string | null, acceptedAt: string | null) =>
  Boolean(termId) && (!acceptedAt || acceptedTermId !== termId);
