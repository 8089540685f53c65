import { z } from 'zod';
import { deleteResponseSchema, queryBooleanSchema, sortQuerySchema } from '../core/list-query.ts';
import { pageQuerySchema, pagedSchema } from '../core/envelope.ts';
import {
  audienceIsExclusive,
  SECTION_CARD_ORIENTATIONS,
  SECTION_ENVIRONMENTS,
  SECTION_ITEM_KINDS,
  SECTION_ORDER_FIELDS,
  SECTION_STATUSES,
  SECTION_TYPES,
  windowIsValid,
} from './rules.ts';

/**
 * Sections (Secao), 3-admin §3, §5, §7: groups of repository objects, courses and trails shown on the learner's home
 * and catalog for an audience. Field names follow the spec. docs/sections.md lists the shapes the spec leaves open.
 */

export const SECTION_NAME_MAX = 100;
export const SECTION_NOTES_MAX = 1000;
export const SECTION_LIST_MAX = 500;
export const SECTION_ITEMS_MAX = 200;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
const url = z
  .string()
  .trim()
  .max(2000)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || /^https?:\/\/\S+$/i.test(value), 'sections.invalidUrl');
const ids = z
  .array(z.uuid())
  .max(SECTION_LIST_MAX)
  .default([])
  .transform((list) => [...new Set(list)]);
const instant = z.iso
  .datetime({ offset: true })
  .nullish()
  .transform((value) => value ?? null);

export const sectionTypeSchema = z.enum(SECTION_TYPES);
export const sectionEnvironmentSchema = z.enum(SECTION_ENVIRONMENTS);
export const sectionCardOrientationSchema = z.enum(SECTION_CARD_ORIENTATIONS);
export const sectionItemKindSchema = z.enum(SECTION_ITEM_KINDS);

export const sectionItemInputSchema = z.object({ tipo: sectionItemKindSchema, id: z.uuid() });
export const sectionItemSchema = z.object({ tipo: sectionItemKindSchema, id: z.string(), nome: z.string(), ordem: z.number().int(), subtipo: z.string().nullable() });
export type SectionItem = z.infer<typeof sectionItemSchema>;

export const sectionSchema = z.object({
  id: z.string(),
  nome: z.string(),
  observacao: z.string().nullable(),
  exibirDescricao: z.boolean(),
  tipo: sectionTypeSchema,
  dtPublicacaoInicial: z.string().nullable(),
  dtPublicacaoFinal: z.string().nullable(),
  status: z.enum(SECTION_STATUSES),
  ordemAprendizado: z.number().int(),
  ordemCatalogo: z.number().int(),
  ambiente: sectionEnvironmentSchema,
  exibirNoAprendizado: z.boolean(),
  exibirNoCatalogo: z.boolean(),
  /** Signed addresses of the images (null without one); urlDaImagem repeats the card's. */
  imagemDoCard: z.string().nullable(),
  imagemDoBanner: z.string().nullable(),
  urlDaImagem: z.string().nullable(),
  orientacaoDosCards: sectionCardOrientationSchema,
  totalDeItens: z.number().int(),
  link: z.string().nullable(),
  linkDeRedirecionamento: z.string().nullable(),
  linkDeRedirecionamentoNewTab: z.boolean(),
  origem: z.string().nullable(),
  secaoOrigemId: z.string().nullable(),
  publico: z.boolean(),
  cargosIds: z.array(z.string()),
  departamentosIds: z.array(z.string()),
  unidadesDeNegociosIds: z.array(z.string()),
  segmentacoesIds: z.array(z.string()),
  contratosIds: z.array(z.string()),
  itensDaSecao: z.array(sectionItemSchema),
  ativo: z.boolean(),
  createdAt: z.string(),
  tenantId: z.string(),
});
export type Section = z.infer<typeof sectionSchema>;

export const SECTION_SORT_FIELDS = ['nome', 'ativo', 'tipo', 'ordemAprendizado', 'ordemCatalogo', 'dtPublicacaoInicial', 'createdAt'] as const;
export type SectionSortField = (typeof SECTION_SORT_FIELDS)[number];

/**
 * GET Secao: paged; filters search / nome (name contains), id, ativo, status (agendada, publicada, encerrada at the
 * time of the call), tipo, exibirNoAprendizado (home), exibirNoCatalogo, secoesIds (comma list) and midiaId (sections
 * holding the object). `page`/`size` are accepted as aliases of pageNumber/pageSize.
 */
export const listSectionsRequestSchema = pageQuerySchema.extend(sortQuerySchema(SECTION_SORT_FIELDS, 'ordemAprendizado').shape).extend({
  search: z.string().trim().max(SECTION_NAME_MAX).optional(),
  nome: z.string().trim().max(SECTION_NAME_MAX).optional(),
  id: z.uuid().optional(),
  ativo: queryBooleanSchema.optional(),
  status: z.enum(SECTION_STATUSES).optional(),
  tipo: sectionTypeSchema.optional(),
  exibirNoAprendizado: queryBooleanSchema.optional(),
  exibirNoCatalogo: queryBooleanSchema.optional(),
  secoesIds: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(',').map((s) => s.trim()).filter(Boolean) : undefined))
    .pipe(z.array(z.uuid()).optional()),
  midiaId: z.uuid().optional(),
});
export type ListSectionsRequest = z.input<typeof listSectionsRequestSchema>;
export type ListSectionsQuery = z.output<typeof listSectionsRequestSchema>;
export const listSectionsResponseSchema = pagedSchema(sectionSchema);
export type ListSectionsResponse = z.infer<typeof listSectionsResponseSchema>;

/** POST / PUT Secao. Audience: segmentacoesIds OR (cargosIds, departamentosIds, unidadesDeNegociosIds); publico = everyone. */
export const createSectionRequestSchema = z
  .object({
    nome: z.string().trim().min(1, 'validation.required').max(SECTION_NAME_MAX),
    observacao: text(SECTION_NOTES_MAX),
    exibirDescricao: z.boolean().default(false),
    tipo: sectionTypeSchema.default('conteudo'),
    dtPublicacaoInicial: instant,
    dtPublicacaoFinal: instant,
    ambiente: sectionEnvironmentSchema.default('both'),
    orientacaoDosCards: sectionCardOrientationSchema.default('horizontal'),
    link: url,
    linkDeRedirecionamento: url,
    linkDeRedirecionamentoNewTab: z.boolean().default(false),
    publico: z.boolean().default(false),
    cargosIds: ids,
    departamentosIds: ids,
    unidadesDeNegociosIds: ids,
    segmentacoesIds: ids,
    itensDaSecao: z.array(sectionItemInputSchema).max(SECTION_ITEMS_MAX).default([]),
    ativo: z.boolean().default(true),
  })
  .refine((v) => audienceIsExclusive(v), { path: ['segmentacoesIds'], message: 'sections.audienceExclusive' })
  .refine((v) => windowIsValid(v.dtPublicacaoInicial, v.dtPublicacaoFinal), { path: ['dtPublicacaoFinal'], message: 'sections.publicationWindow' })
  .refine((v) => new Set(v.itensDaSecao.map((i) => `${i.tipo}:${i.id}`)).size === v.itensDaSecao.length, {
    path: ['itensDaSecao'],
    message: 'sections.duplicateItem',
  });
export type CreateSectionRequest = z.input<typeof createSectionRequestSchema>;
export type SectionBody = z.output<typeof createSectionRequestSchema>;
export const updateSectionRequestSchema = createSectionRequestSchema;
export type UpdateSectionRequest = CreateSectionRequest;

export const deleteSectionResponseSchema = deleteResponseSchema;

/** GET Secao/Basic: every section of the tenant as {id, nome, ativo}, by name. */
export const basicSectionSchema = z.object({ id: z.string(), nome: z.string(), ativo: z.boolean() });
export const basicSectionsResponseSchema = z.array(basicSectionSchema);
export type BasicSection = z.infer<typeof basicSectionSchema>;

/** PUT Secao/{id}/UpdateContratosSecoes: the full list of contracts the section is offered to (replaces the previous one). */
export const updateSectionContractsRequestSchema = z.object({ contratosIds: ids });
export type UpdateSectionContractsRequest = z.input<typeof updateSectionContractsRequestSchema>;

/**
 * POST Secao/Ordenar: `campo` is the order to set (ordemAprendizado: home, ordemCatalogo: catalog); `secoesIds` the
 * sections in their new order (positions 1..n). Sections left out keep their relative order after the listed ones.
 */
export const orderSectionsRequestSchema = z.object({
  campo: z.enum(SECTION_ORDER_FIELDS),
  secoesIds: z
    .array(z.uuid())
    .min(1)
    .max(5000)
    .refine((list) => new Set(list).size === list.length, 'sections.orderUnknown'),
});
export type OrderSectionsRequest = z.input<typeof orderSectionsRequestSchema>;
export const orderSectionsResponseSchema = z.array(z.object({ id: z.string(), nome: z.string(), ordemAprendizado: z.number().int(), ordemCatalogo: z.number().int() }));

/** Reply of an image upload: the section and the stored image's pixel size with whether it is the design's size. */
export const sectionImageUploadResponseSchema = z.object({
  secao: sectionSchema,
  largura: z.number().int().nullable(),
  altura: z.number().int().nullable(),
  tamanhoRecomendado: z.boolean(),
});
export type SectionImageUploadResponse = z.infer<typeof sectionImageUploadResponseSchema>;

export const sectionImageParamsSchema = z.object({ id: z.uuid(), role: z.enum(['Card', 'Banner']), token: z.string().max(200) });
