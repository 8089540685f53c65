import { z } from 'zod';
import { basicOptionsSchema, createdAtRangeQuerySchema, deleteResponseSchema, sortQuerySchema } from '../core/list-query.ts';
import { pageQuerySchema, pagedSchema, uuidParam } from '../core/envelope.ts';

/**
 * Skills (Competencia) and categories (Categoria), 3-admin §3 and §7: id, nome, origem; Basic lists map to value
 * and label; a skill is shown in Midia, Curso, Formacao and/or Avaliacao.
 */

export const CATALOG_NAME_MAX = 100;

/** Where a skill may be offered (the Basic list's ExibirEm filter). */
export const EXIBIR_EM = ['Midia', 'Curso', 'Formacao', 'Avaliacao'] as const;
export type ExibirEm = (typeof EXIBIR_EM)[number];

/** Origin of a record: created on the admin screens; imports and integrations will set their own. */
export const ORIGENS = ['Manual', 'Importacao', 'Integracao'] as const;
export type Origem = (typeof ORIGENS)[number];

const nome = z.string().trim().min(1, 'validation.required').max(CATALOG_NAME_MAX);

// ---------------------------------------------------------------- Competencia

export const skillSchema = z.object({
  id: z.string(),
  nome: z.string(),
  origem: z.enum(ORIGENS),
  exibirEm: z.array(z.enum(EXIBIR_EM)),
  createdAt: z.string(),
  tenantId: z.string(),
  /** Job titles linked to the skill. */
  totalCargos: z.number().int(),
});
export type Skill = z.infer<typeof skillSchema>;

export const SKILL_SORT_FIELDS = ['nome', 'createdAt', 'totalCargos'] as const;

export const listSkillsRequestSchema = pageQuerySchema.extend(sortQuerySchema(SKILL_SORT_FIELDS, 'nome').shape).extend({
  nome: z.string().trim().max(CATALOG_NAME_MAX).optional(),
  exibirEm: z.enum(EXIBIR_EM).optional(),
  ...createdAtRangeQuerySchema.shape,
});
export type ListSkillsRequest = z.input<typeof listSkillsRequestSchema>;
export const listSkillsResponseSchema = pagedSchema(skillSchema);
export type ListSkillsResponse = z.infer<typeof listSkillsResponseSchema>;

export const getSkillResponseSchema = skillSchema;

export const createSkillRequestSchema = z.object({
  nome,
  /** Default: every place. At least one. */
  exibirEm: z
    .array(z.enum(EXIBIR_EM))
    .min(1, 'validation.selectOne')
    .default([...EXIBIR_EM])
    .transform((values) => EXIBIR_EM.filter((e) => values.includes(e))),
});
export type CreateSkillRequest = z.input<typeof createSkillRequestSchema>;
export const createSkillResponseSchema = skillSchema;
export const updateSkillRequestSchema = createSkillRequestSchema;
export type UpdateSkillRequest = z.input<typeof updateSkillRequestSchema>;
export const updateSkillResponseSchema = skillSchema;
export const deleteSkillResponseSchema = deleteResponseSchema;

/** GET Competencia/Basic?ExibirEm=Curso: skills offered there (all when omitted), by name. */
export const basicSkillsRequestSchema = z.object({
  ExibirEm: z.enum(EXIBIR_EM).optional(),
  exibirEm: z.enum(EXIBIR_EM).optional(),
});
export type BasicSkillsRequest = z.input<typeof basicSkillsRequestSchema>;
export const basicSkillsResponseSchema = basicOptionsSchema;
export type BasicSkillsResponse = z.infer<typeof basicSkillsResponseSchema>;

/** GET Competencia/GetAllBySection/{id}: the skills of a section's items ([] until sections exist). */
export const skillsBySectionParamsSchema = uuidParam;
export const skillsBySectionResponseSchema = basicOptionsSchema;

// ---------------------------------------------------------------- Categoria

export const categorySchema = z.object({
  id: z.string(),
  nome: z.string(),
  origem: z.enum(ORIGENS),
  createdAt: z.string(),
  tenantId: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const CATEGORY_SORT_FIELDS = ['nome', 'createdAt'] as const;

export const listCategoriesRequestSchema = pageQuerySchema.extend(sortQuerySchema(CATEGORY_SORT_FIELDS, 'nome').shape).extend({
  nome: z.string().trim().max(CATALOG_NAME_MAX).optional(),
  ...createdAtRangeQuerySchema.shape,
});
export type ListCategoriesRequest = z.input<typeof listCategoriesRequestSchema>;
export const listCategoriesResponseSchema = pagedSchema(categorySchema);
export type ListCategoriesResponse = z.infer<typeof listCategoriesResponseSchema>;

export const getCategoryResponseSchema = categorySchema;
export const createCategoryRequestSchema = z.object({ nome });
export type CreateCategoryRequest = z.input<typeof createCategoryRequestSchema>;
export const createCategoryResponseSchema = categorySchema;
export const updateCategoryRequestSchema = createCategoryRequestSchema;
export type UpdateCategoryRequest = z.input<typeof updateCategoryRequestSchema>;
export const updateCategoryResponseSchema = categorySchema;
export const deleteCategoryResponseSchema = deleteResponseSchema;

export const basicCategoriesResponseSchema = basicOptionsSchema;
export type BasicCategoriesResponse = z.infer<typeof basicCategoriesResponseSchema>;
