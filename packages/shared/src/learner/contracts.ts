import { z } from 'zod';

export const quickSearchQuerySchema = z.object({ search: z.string().max(200).default('') });
export const quickSearchItemSchema = z.object({ id: z.string(), titulo: z.string(), tipo: z.string(), imagem: z.string().nullable() });
export const quickSearchResponseSchema = z.object({
  midias: z.array(quickSearchItemSchema),
  cursos: z.array(quickSearchItemSchema),
  formacoes: z.array(quickSearchItemSchema),
});
export type QuickSearchResponse = z.infer<typeof quickSearchResponseSchema>;
