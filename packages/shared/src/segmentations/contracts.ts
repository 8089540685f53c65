import { z } from 'zod';
import { basicOptionSchema, createdAtRangeQuerySchema, deleteResponseSchema, queryBooleanSchema, sortQuerySchema } from '../core/list-query.ts';
import { pageQuerySchema, pagedSchema } from '../core/envelope.ts';
import { hasAnyLink, SEGMENTATION_GENDERS, SEGMENTATION_OPERATORS } from './rules.ts';

/**
 * Segmentations (Segmentacao), 3-admin §3, §5, §7: audience rules that sections, automated notifications and
 * challenges use. Field names follow the spec's Portuguese ones (nome, ativo, observacao, cargosIds, departamentosIds,
 * unidadesDeNegociosIds, generos, usuariosIds) and `operator` (OR / AND). docs/segmentations.md lists the shapes the
 * spec leaves open.
 */

export const SEGMENTATION_NAME_MAX = 100;
export const SEGMENTATION_NOTES_MAX = 500;
/** Most entries one list of a segmentation may hold. */
export const SEGMENTATION_LIST_MAX = 500;

const nome = z.string().trim().min(1, 'validation.required').max(SEGMENTATION_NAME_MAX);
const observacao = z
  .string()
  .trim()
  .max(SEGMENTATION_NOTES_MAX)
  .nullish()
  .transform((value) => (value ? value : null));
const ids = z
  .array(z.uuid())
  .max(SEGMENTATION_LIST_MAX)
  .default([])
  .transform((list) => [...new Set(list)]);

export const segmentationGenderSchema = z.enum(SEGMENTATION_GENDERS);
export const segmentationOperatorSchema = z.enum(SEGMENTATION_OPERATORS);

export const segmentationSchema = z.object({
  id: z.string(),
  nome: z.string(),
  ativo: z.boolean(),
  observacao: z.string().nullable(),
  operator: segmentationOperatorSchema,
  cargosIds: z.array(z.string()),
  departamentosIds: z.array(z.string()),
  unidadesDeNegociosIds: z.array(z.string()),
  generos: z.array(segmentationGenderSchema),
  usuariosIds: z.array(z.string()),
  /** The linked records with their names, by name (for lists and forms). */
  cargos: z.array(basicOptionSchema),
  departamentos: z.array(basicOptionSchema),
  unidadesDeNegocios: z.array(basicOptionSchema),
  usuarios: z.array(basicOptionSchema),
  createdAt: z.string(),
  tenantId: z.string(),
});
export type Segmentation = z.infer<typeof segmentationSchema>;

export const SEGMENTATION_SORT_FIELDS = ['nome', 'ativo', 'operator', 'createdAt'] as const;
export type SegmentationSortField = (typeof SEGMENTATION_SORT_FIELDS)[number];

/** GET Segmentacao: paged, filtered by name (`nome` / `search` / `name`), active (`ativo` / `active`), operator and creation date. */
export const listSegmentationsRequestSchema = pageQuerySchema.extend(sortQuerySchema(SEGMENTATION_SORT_FIELDS, 'nome').shape).extend({
  nome: z.string().trim().max(SEGMENTATION_NAME_MAX).optional(),
  name: z.string().trim().max(SEGMENTATION_NAME_MAX).optional(),
  search: z.string().trim().max(SEGMENTATION_NAME_MAX).optional(),
  ativo: queryBooleanSchema.optional(),
  active: queryBooleanSchema.optional(),
  operator: segmentationOperatorSchema.optional(),
  ...createdAtRangeQuerySchema.shape,
});
export type ListSegmentationsRequest = z.input<typeof listSegmentationsRequestSchema>;
export const listSegmentationsResponseSchema = pagedSchema(segmentationSchema);
export type ListSegmentationsResponse = z.infer<typeof listSegmentationsResponseSchema>;

export const getSegmentationResponseSchema = segmentationSchema;

/** POST / PUT Segmentacao: at least one list must hold an entry ('segmentations.needsLink', reported on cargosIds). */
export const createSegmentationRequestSchema = z
  .object({
    nome,
    ativo: z.boolean().default(true),
    observacao,
    operator: segmentationOperatorSchema.default('OR'),
    cargosIds: ids,
    departamentosIds: ids,
    unidadesDeNegociosIds: ids,
    generos: z
      .array(segmentationGenderSchema)
      .max(SEGMENTATION_GENDERS.length)
      .default([])
      .transform((list) => [...new Set(list)]),
    usuariosIds: ids,
  })
  .refine((value) => hasAnyLink(value), { path: ['cargosIds'], message: 'segmentations.needsLink' });
export type CreateSegmentationRequest = z.input<typeof createSegmentationRequestSchema>;
export type SegmentationBody = z.output<typeof createSegmentationRequestSchema>;
export const createSegmentationResponseSchema = segmentationSchema;

export const updateSegmentationRequestSchema = createSegmentationRequestSchema;
export type UpdateSegmentationRequest = CreateSegmentationRequest;
export const updateSegmentationResponseSchema = segmentationSchema;

export const deleteSegmentationResponseSchema = deleteResponseSchema;

/** GET Segmentacao/{id}/Users: the tenant's active users the rules match, paged, searched by name or e-mail. */
export const segmentationUsersRequestSchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});
export type SegmentationUsersRequest = z.input<typeof segmentationUsersRequestSchema>;
export const segmentationUserSchema = z.object({
  id: z.string(),
  nomeCompleto: z.string(),
  email: z.string(),
  genero: segmentationGenderSchema.nullable(),
  cargoId: z.string().nullable(),
  cargo: z.string().nullable(),
  departamentoId: z.string().nullable(),
  departamento: z.string().nullable(),
  unidadeDeNegocioId: z.string().nullable(),
  unidadeDeNegocio: z.string().nullable(),
});
export type SegmentationUser = z.infer<typeof segmentationUserSchema>;
export const segmentationUsersResponseSchema = pagedSchema(segmentationUserSchema);
export type SegmentationUsersResponse = z.infer<typeof segmentationUsersResponseSchema>;

/** GET Segment: the active segmentations as a basic list {id, nome, ativo}, by name (pickers of other screens). */
export const basicSegmentationSchema = z.object({ id: z.string(), nome: z.string(), ativo: z.boolean() });
export type BasicSegmentation = z.infer<typeof basicSegmentationSchema>;
export const basicSegmentationsResponseSchema = z.array(basicSegmentationSchema);
export type BasicSegmentationsResponse = z.infer<typeof basicSegmentationsResponseSchema>;

/** GET Segmentacao/UserOptions?search: active users of the tenant as options for the form's user picker (at most 50). */
export const SEGMENTATION_USER_OPTIONS_LIMIT = 50;
export const segmentationUserOptionsRequestSchema = z.object({ search: z.string().trim().max(100).optional() });
export const segmentationUserOptionSchema = z.object({ value: z.string(), label: z.string(), email: z.string() });
export const segmentationUserOptionsResponseSchema = z.array(segmentationUserOptionSchema);
export type SegmentationUserOptionsResponse = z.infer<typeof segmentationUserOptionsResponseSchema>;
