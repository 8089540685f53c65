import { z } from 'zod';
import { pageQuerySchema, pagedSchema } from '../core/envelope.ts';
import { INSCRICAO_AUTOMATIZADA_TIPOS, INSCRICAO_ORIGENS, INSCRICAO_STATUS, INSCRICAO_TIPOS } from './rules.ts';

/**
 * Enrolment calls (2-learner §3 §4 §7 Course/Formation; 3-admin §3 'Subscription row', 'Automated enrolment', §7
 * Course, Trail, Usuario, Batch enrolment, inscricaoautomatizada). Field names are the spec's; shapes the spec does
 * not show are designed in the same style (docs/enrolment.md).
 */

// ---------------------------------------------------------------- learner: subscribe / unsubscribe

/**
 * POST curso/{id}/subscribe, curso/{id}/unsubscribe, formacao/{id}/Subscribe, formacao/{id}/UnSubscribe: no body.
 * The reply is the caller's enrolment afterwards (after unsubscribe: `inscrito` false, the rest null / 0).
 */
export const subscribeResponseSchema = z.object({
  inscrito: z.boolean(),
  /** ISO instant; null when not enrolled. */
  dataInscricao: z.string().nullable(),
  /** 0..100. */
  porcentagemDeConclusao: z.number().int(),
  /** null when not enrolled. */
  status: z.enum(INSCRICAO_STATUS).nullable(),
});
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;

// ---------------------------------------------------------------- admin: manual enrolment

/** Most people enrolled in one call. */
export const ENROL_USERS_MAX = 1000;

/** POST curso/inscreverusuarios/{id} and formacao/inscreverusuarios/{id}. */
export const enrolUsersRequestSchema = z.object({
  usuariosIds: z
    .array(z.uuid())
    .min(1, 'validation.required')
    .max(ENROL_USERS_MAX)
    .transform((list) => [...new Set(list)]),
  notificarPorEmail: z.boolean().default(false),
});
export type EnrolUsersRequest = z.input<typeof enrolUsersRequestSchema>;
export type EnrolUsersInput = z.output<typeof enrolUsersRequestSchema>;

/** A person who could not be enrolled and why (localised message). */
export const enrolFailureSchema = z.object({ usuarioId: z.string(), motivo: z.string() });
export type EnrolFailure = z.infer<typeof enrolFailureSchema>;

export const enrolUsersResponseSchema = z.object({
  /** New enrolments. */
  inscritos: z.number().int(),
  /** Already enrolled and active: left as they were. */
  jaInscritos: z.number().int(),
  /** Cancelled enrolments made active again (progress reset). */
  reativados: z.number().int(),
  falhas: z.array(enrolFailureSchema),
});
export type EnrolUsersResponse = z.infer<typeof enrolUsersResponseSchema>;

// ---------------------------------------------------------------- admin: subscription rows

/** The status filter of the subscription lists: every row, the cancelled ones, or active rows of one status. */
export const SUBSCRIPTION_LIST_STATUSES = ['all', 'cancelled', ...INSCRICAO_STATUS] as const;
export type SubscriptionListStatus = (typeof SUBSCRIPTION_LIST_STATUSES)[number];

const optionalUuid = z.uuid().optional();

/** Filters of GET curso/Usuarios/{status}/{id} (query) — the status is in the path. */
export const listSubscriptionsRequestSchema = pageQuerySchema.extend({
  /** Name, e-mail or CPF of the person. */
  search: z.string().trim().max(200).optional(),
  unidadeDeNegocioId: optionalUuid,
  departamentoId: optionalUuid,
  cargoId: optionalUuid,
  origem: z.enum(INSCRICAO_ORIGENS).optional(),
});
export type ListSubscriptionsRequest = z.input<typeof listSubscriptionsRequestSchema>;
export type ListSubscriptionsQuery = z.output<typeof listSubscriptionsRequestSchema>;

/** GET formacao/inscricoes/{id}: the same filters with the status in the query (default all). */
export const listTrailSubscriptionsRequestSchema = listSubscriptionsRequestSchema.extend({
  status: z.enum(SUBSCRIPTION_LIST_STATUSES).default('all'),
});
export type ListTrailSubscriptionsRequest = z.input<typeof listTrailSubscriptionsRequestSchema>;

/** One subscription row (3-admin §3 'Subscription row of a course'). `active` false = cancelled. */
export const subscriptionRowSchema = z.object({
  /** Id of the enrolment (for cancel / reactivate). */
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
  /** 0..100. */
  progress: z.number().int(),
  status: z.enum(INSCRICAO_STATUS),
  /** Names; null when the person has none. */
  unit: z.string().nullable(),
  department: z.string().nullable(),
  position: z.string().nullable(),
  origin: z.enum(INSCRICAO_ORIGENS),
  dataInscricao: z.string(),
  concluidoEm: z.string().nullable(),
});
export type SubscriptionRow = z.infer<typeof subscriptionRowSchema>;
export const listSubscriptionsResponseSchema = pagedSchema(subscriptionRowSchema);
export type ListSubscriptionsResponse = z.infer<typeof listSubscriptionsResponseSchema>;

/** GET usuario/inscricao/{id}: the enrolments of one person, newest first. */
export const userEnrolmentSchema = z.object({
  id: z.string(),
  tipo: z.enum(INSCRICAO_TIPOS),
  conteudoId: z.string(),
  titulo: z.string(),
  progress: z.number().int(),
  status: z.enum(INSCRICAO_STATUS),
  origin: z.enum(INSCRICAO_ORIGENS),
  active: z.boolean(),
  dataInscricao: z.string(),
  concluidoEm: z.string().nullable(),
});
export type UserEnrolment = z.infer<typeof userEnrolmentSchema>;
export const userEnrolmentsResponseSchema = z.array(userEnrolmentSchema);
export type UserEnrolmentsResponse = z.infer<typeof userEnrolmentsResponseSchema>;

/** PUT inscricao/{id}/cancelar and PUT inscricao/{id}/reativar (no body): the enrolment afterwards. */
export const enrolmentChangeResponseSchema = userEnrolmentSchema;
export type EnrolmentChangeResponse = z.infer<typeof enrolmentChangeResponseSchema>;

// ---------------------------------------------------------------- batch enrolment

/** Content kinds a batch row names (Portuguese words of the template). */
export const BATCH_CONTENT_KINDS = ['curso', 'trilha'] as const;
export type BatchContentKind = (typeof BATCH_CONTENT_KINDS)[number];
/** Accepted files: .xlsx and .csv. */
export const ENROLMENT_BATCH_FILE_EXTENSIONS = ['xlsx', 'csv'] as const;
/** Multipart field of POST inscricao/validatebatch. */
export const ENROLMENT_BATCH_FILE_FIELD = 'file';
/** The template's columns, in order: the person (e-mail or CPF), the content kind, the content code or title. */
export const ENROLMENT_BATCH_COLUMNS = ['Email ou CPF', 'Tipo', 'Conteudo'] as const;

/** One problem of one row (row 2 = first data row; null = the whole file). `campo` is the column's header. */
export const enrolmentBatchErrorSchema = z.object({
  linha: z.number().int().nullable(),
  campo: z.string().nullable(),
  mensagem: z.string(),
});
export type EnrolmentBatchError = z.infer<typeof enrolmentBatchErrorSchema>;

/** POST inscricao/validatebatch (multipart, field `file`): the report; nothing is enrolled yet. */
export const validateEnrolmentBatchResponseSchema = z.object({
  /** Id of the kept import, for POST inscricao/importbatch/{id}. */
  id: z.string(),
  totalLinhas: z.number().int(),
  linhasValidas: z.number().int(),
  linhasComErro: z.number().int(),
  erros: z.array(enrolmentBatchErrorSchema),
});
export type ValidateEnrolmentBatchResponse = z.infer<typeof validateEnrolmentBatchResponseSchema>;

/** POST inscricao/importbatch/{id}: optional body (no body = no e-mail). */
export const importEnrolmentBatchRequestSchema = z.object({ notificarPorEmail: z.boolean().default(false) }).nullish();
export type ImportEnrolmentBatchRequest = z.input<typeof importEnrolmentBatchRequestSchema>;

export const batchFailureSchema = z.object({ linha: z.number().int(), motivo: z.string() });
export type BatchFailure = z.infer<typeof batchFailureSchema>;
/** Valid rows run: new enrolments (reactivated ones count here), rows already enrolled, rows refused at run time. */
export const importEnrolmentBatchResponseSchema = z.object({
  inscritos: z.number().int(),
  jaInscritos: z.number().int(),
  falhas: z.array(batchFailureSchema),
});
export type ImportEnrolmentBatchResponse = z.infer<typeof importEnrolmentBatchResponseSchema>;

// ---------------------------------------------------------------- automated enrolment

export const inscricaoAutomatizadaItemRequestSchema = z.object({ tipo: z.enum(INSCRICAO_TIPOS), id: z.uuid() });

/** POST inscricaoautomatizada and PUT inscricaoautomatizada/{id}. */
export const saveInscricaoAutomatizadaRequestSchema = z
  .object({
    tipo: z.enum(INSCRICAO_AUTOMATIZADA_TIPOS),
    cargoId: z.uuid().nullish().transform((v) => v ?? null),
    unidadeDeNegocioId: z.uuid().nullish().transform((v) => v ?? null),
    itens: z.array(inscricaoAutomatizadaItemRequestSchema).min(1, 'validation.required').max(200),
    /** ISO instant (with offset); missing = now. */
    dataInicio: z.iso
      .datetime({ offset: true })
      .nullish()
      .transform((v) => v ?? null),
    notificarPorEmail: z.boolean().default(false),
    ativo: z.boolean().default(true),
  })
  .superRefine((r, ctx) => {
    if (r.tipo === 'Cargo' && !r.cargoId) ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['cargoId'] });
    if (r.tipo === 'Unidade' && !r.unidadeDeNegocioId) ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['unidadeDeNegocioId'] });
    const seen = new Set<string>();
    r.itens.forEach((item, index) => {
      const key = `${item.tipo}:${item.id}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: 'inscricoes.duplicateItem', path: ['itens', index, 'id'] });
      seen.add(key);
    });
  })
  .transform((r) => ({
    ...r,
    cargoId: r.tipo === 'Cargo' ? r.cargoId : null,
    unidadeDeNegocioId: r.tipo === 'Unidade' ? r.unidadeDeNegocioId : null,
  }));
export type SaveInscricaoAutomatizadaRequest = z.input<typeof saveInscricaoAutomatizadaRequestSchema>;
export type SaveInscricaoAutomatizadaInput = z.output<typeof saveInscricaoAutomatizadaRequestSchema>;

export const inscricaoAutomatizadaItemSchema = z.object({
  tipo: z.enum(INSCRICAO_TIPOS),
  id: z.string(),
  titulo: z.string(),
  ordem: z.number().int(),
});
export const inscricaoAutomatizadaSchema = z.object({
  id: z.string(),
  tipo: z.enum(INSCRICAO_AUTOMATIZADA_TIPOS),
  cargoId: z.string().nullable(),
  cargoNome: z.string().nullable(),
  unidadeDeNegocioId: z.string().nullable(),
  unidadeDeNegocioNome: z.string().nullable(),
  itens: z.array(inscricaoAutomatizadaItemSchema),
  dataInicio: z.string(),
  notificarPorEmail: z.boolean(),
  ativo: z.boolean(),
  /** When the rule was last applied; null = not yet (start date ahead, or inactive). */
  aplicadaEm: z.string().nullable(),
  createdAt: z.string(),
  lastUpdatedAt: z.string(),
});
export type InscricaoAutomatizada = z.infer<typeof inscricaoAutomatizadaSchema>;

/** Reply of POST / PUT: the rule and how many enrolments saving it created now. */
export const saveInscricaoAutomatizadaResponseSchema = inscricaoAutomatizadaSchema.extend({ inscritos: z.number().int() });
export type SaveInscricaoAutomatizadaResponse = z.infer<typeof saveInscricaoAutomatizadaResponseSchema>;

/** GET inscricaoautomatizada: paged, newest first. */
export const listInscricoesAutomatizadasRequestSchema = pageQuerySchema.extend({
  tipo: z.enum(INSCRICAO_AUTOMATIZADA_TIPOS).optional(),
  cargoId: optionalUuid,
  unidadeDeNegocioId: optionalUuid,
});
export type ListInscricoesAutomatizadasRequest = z.input<typeof listInscricoesAutomatizadasRequestSchema>;
export const listInscricoesAutomatizadasResponseSchema = pagedSchema(inscricaoAutomatizadaSchema);
export type ListInscricoesAutomatizadasResponse = z.infer<typeof listInscricoesAutomatizadasResponseSchema>;
