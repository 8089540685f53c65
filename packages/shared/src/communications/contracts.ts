import { z } from 'zod';
import { pageQuerySchema, pagedSchema } from '../core/envelope.ts';
import { deleteResponseSchema, queryBooleanSchema, sortQuerySchema } from '../core/list-query.ts';
import { audienceIsExclusive, COMMUNICATION_STATUSES, postIsComplete, windowIsValid } from './rules.ts';

/**
 * Communications (Comunicacao), 3-admin §3 'Communication', §5 'Post', §7; 2-learner §7 'Communications pop-up'. The
 * payload is the communication with Portuguese names (titulo, inicio, termino, exibirSempre, postagens, cargos,
 * departamentos, unidadeDeNegocio); docs/communications.md lists the names the spec leaves open (naoExibir, status,
 * segmentacoes, a post's imagemId / linkImagem / tipoArquivo).
 */

export const COMMUNICATION_TITLE_MAX = 200;
export const POST_TITLE_MAX = 200;
export const POST_CONTENT_MAX = 50_000;
export const POSTS_MAX = 30;
export const AUDIENCE_LIST_MAX = 500;
/** A stored post image: '<uuid>.png' or '<uuid>.jpg'. */
export const POST_IMAGE_ID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(png|jpg)$/;

const ids = z
  .array(z.uuid())
  .max(AUDIENCE_LIST_MAX)
  .default([])
  .transform((list) => [...new Set(list)]);
const instant = z.iso
  .datetime({ offset: true })
  .nullish()
  .transform((value) => value ?? null);
const optionalText = (max: number) =>
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
  .refine((value) => value === null || /^https?:\/\/\S+$/i.test(value), 'communications.invalidUrl');

export const communicationStatusSchema = z.enum(COMMUNICATION_STATUSES);

export const postInputSchema = z
  .object({
    /** A post kept from the stored communication (its id); new posts have none. */
    id: z.uuid().nullish(),
    titulo: optionalText(POST_TITLE_MAX),
    /** HTML from the editor; the server keeps only its allow-list (sanitize.ts). */
    conteudo: optionalText(POST_CONTENT_MAX),
    /** An image stored by POST Comunicacao/imagem. */
    imagemId: z
      .string()
      .regex(POST_IMAGE_ID, 'communications.imageNotFound')
      .nullish()
      .transform((value) => value ?? null),
    link: url,
  })
  .refine((p) => postIsComplete(p), { message: 'communications.postTitleOrImage', path: ['titulo'] });
export type PostInput = z.input<typeof postInputSchema>;

export const communicationInputSchema = z
  .object({
    titulo: z.string().trim().min(1, 'validation.required').max(COMMUNICATION_TITLE_MAX),
    inicio: instant,
    termino: instant,
    ativo: z.boolean().default(true),
    publico: z.boolean().default(false),
    /** Force display: pops up at every sign-in, also once seen. */
    exibirSempre: z.boolean().default(false),
    /** Don't display: never pops up; the person finds it from the user menu. */
    naoExibir: z.boolean().default(false),
    status: communicationStatusSchema.default('rascunho'),
    cargos: ids,
    departamentos: ids,
    unidadeDeNegocio: ids,
    segmentacoes: ids,
    /** In order: a post's position is its `ordem` (1..n). */
    postagens: z.array(postInputSchema).min(1, 'communications.postRequired').max(POSTS_MAX),
  })
  .superRefine((v, ctx) => {
    if (!windowIsValid(v.inicio, v.termino)) ctx.addIssue({ code: 'custom', path: ['termino'], message: 'communications.windowInvalid' });
    if (!audienceIsExclusive({ cargosIds: v.cargos, departamentosIds: v.departamentos, unidadesIds: v.unidadeDeNegocio, segmentacoesIds: v.segmentacoes }))
      ctx.addIssue({ code: 'custom', path: ['segmentacoes'], message: 'communications.audienceExclusive' });
    if (v.exibirSempre && v.naoExibir) ctx.addIssue({ code: 'custom', path: ['naoExibir'], message: 'communications.displayConflict' });
  });
export type CreateCommunicationRequest = z.input<typeof communicationInputSchema>;
export type CommunicationValues = z.output<typeof communicationInputSchema>;
export const createCommunicationRequestSchema = communicationInputSchema;
export const updateCommunicationRequestSchema = communicationInputSchema;

export const postSchema = z.object({
  id: z.string(),
  titulo: z.string().nullable(),
  /** Sanitised HTML. */
  conteudo: z.string().nullable(),
  imagemId: z.string().nullable(),
  /** Signed address of the image (null without one). */
  linkImagem: z.string().nullable(),
  /** The image's type (image/png or image/jpeg). */
  tipoArquivo: z.string().nullable(),
  link: z.string().nullable(),
  ordem: z.number().int(),
});
export type Post = z.infer<typeof postSchema>;

export const communicationContractSchema = z.object({ id: z.string(), communicationId: z.string(), contractId: z.string() });

export const communicationSchema = z.object({
  id: z.string(),
  titulo: z.string(),
  inicio: z.string().nullable(),
  termino: z.string().nullable(),
  ativo: z.boolean(),
  publico: z.boolean(),
  exibirSempre: z.boolean(),
  naoExibir: z.boolean(),
  status: communicationStatusSchema,
  /** Who made it: the company itself (Cliente) or a distributor / the platform acting in it (Distribuidor). */
  origem: z.string().nullable(),
  cargos: z.array(z.string()),
  departamentos: z.array(z.string()),
  unidadeDeNegocio: z.array(z.string()),
  segmentacoes: z.array(z.string()),
  postagens: z.array(postSchema),
  contratosComunicacoes: z.array(communicationContractSchema),
  publicadaEm: z.string().nullable(),
  createdAt: z.string(),
});
export type Communication = z.infer<typeof communicationSchema>;

export const COMMUNICATION_SORT_FIELDS = ['titulo', 'inicio', 'termino', 'status', 'ativo', 'createdAt'] as const;
export const listCommunicationsRequestSchema = pageQuerySchema.extend(sortQuerySchema(COMMUNICATION_SORT_FIELDS, 'createdAt').shape).extend({
  search: z.string().trim().max(200).optional(),
  titulo: z.string().trim().max(200).optional(),
  ativo: queryBooleanSchema.optional(),
  status: communicationStatusSchema.optional(),
});
export type ListCommunicationsRequest = z.input<typeof listCommunicationsRequestSchema>;
export const listCommunicationsResponseSchema = pagedSchema(communicationSchema);
export type ListCommunicationsResponse = z.infer<typeof listCommunicationsResponseSchema>;
export const deleteCommunicationResponseSchema = deleteResponseSchema;

/** PUT Comunicacao/{id}/UpdateContratosComunicacoes: the full list of contracts the communication is offered to. */
export const updateCommunicationContractsRequestSchema = z.object({ contratosIds: z.array(z.uuid()).max(AUDIENCE_LIST_MAX).transform((list) => [...new Set(list)]) });
export type UpdateCommunicationContractsRequest = z.input<typeof updateCommunicationContractsRequestSchema>;

/** POST Comunicacao/imagem: a post image stored (multipart field `arquivo`). */
export const postImageUploadResponseSchema = z.object({
  imagemId: z.string(),
  linkImagem: z.string(),
  tipoArquivo: z.string(),
  largura: z.number().int(),
  altura: z.number().int(),
  tamanho: z.number().int(),
});
export type PostImageUploadResponse = z.infer<typeof postImageUploadResponseSchema>;

// ---------------------------------------------------------------- the learner's calls (2-learner §7)

/** A communication as the person reads it: `oculta` (hidden by them) and `visualizada` (opened once). */
export const userCommunicationSchema = z.object({
  id: z.string(),
  titulo: z.string(),
  inicio: z.string().nullable(),
  termino: z.string().nullable(),
  exibirSempre: z.boolean(),
  naoExibir: z.boolean(),
  oculta: z.boolean(),
  visualizada: z.boolean(),
  totalPostagens: z.number().int(),
});
export type UserCommunication = z.infer<typeof userCommunicationSchema>;

export const listUserCommunicationsQuerySchema = z.object({
  /** true: also the communications the person hid (the user menu's list); false or absent: only the enabled ones. */
  exibirComunicacoesDesabilitadas: queryBooleanSchema.optional(),
});
export const listUserCommunicationsResponseSchema = z.array(userCommunicationSchema);

/** GET getUserCommunication: the pop-up's flag and the communications to show after sign-in. */
export const pendingCommunicationsResponseSchema = z.object({
  /** The pop-up flag (2-learner §7): true when the person has any enabled communication to show now. */
  possuiComunicacoes: z.boolean(),
  comunicacoes: z.array(userCommunicationSchema),
});
export type PendingCommunicationsResponse = z.infer<typeof pendingCommunicationsResponseSchema>;

export const userCommunicationByIdQuerySchema = z.object({ id: z.uuid() });
export const userCommunicationDetailSchema = userCommunicationSchema.extend({ postagens: z.array(postSchema) });
export type UserCommunicationDetail = z.infer<typeof userCommunicationDetailSchema>;

/** POST ChangeUserCommunicationStatus/{bool}: the body is the list of communication ids; true hides them, false shows them again. */
export const changeUserCommunicationStatusParamsSchema = z.object({ bool: queryBooleanSchema });
export const changeUserCommunicationStatusRequestSchema = z.array(z.uuid()).max(AUDIENCE_LIST_MAX);
export const changeUserCommunicationStatusResponseSchema = z.object({ success: z.literal(true), oculta: z.boolean(), alteradas: z.number().int() });
export type ChangeUserCommunicationStatusResponse = z.infer<typeof changeUserCommunicationStatusResponseSchema>;
