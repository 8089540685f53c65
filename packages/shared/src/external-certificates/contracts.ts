import { z } from 'zod';
import { pageQuerySchema, pagedSchema } from '../core/envelope.ts';
import { createdAtRangeQuerySchema } from '../core/list-query.ts';
import {
  CREDENTIAL_CODE_MAX,
  CREDENTIAL_URL_MAX,
  EXTERNAL_CERTIFICATE_INSTITUTION_MAX,
  EXTERNAL_CERTIFICATE_NAME_MAX,
  EXTERNAL_CERTIFICATE_STATUSES,
  EXTERNAL_CERTIFICATE_TYPES,
  externalCertificateDatesIssue,
  JUSTIFICATION_TEXT_MAX,
  OTHER_TYPE_DESCRIPTION_MAX,
  reviewIssue,
  WORKLOAD_MAX,
  WORKLOAD_MIN,
} from './rules.ts';

/**
 * External certificate calls (2-learner §7 'External certificates'; 3-admin §7 'External certificate'). Field names
 * are the spec's (English for the certificate, Portuguese for the review: aprovado, tipoJustificativa,
 * descricaoJustificativa). docs/external-certificates.md.
 */

/** One request as every reply shows it. `certificateUrl` is the file's route (owner and managers only). */
export const externalCertificateSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  name: z.string(),
  type: z.enum(EXTERNAL_CERTIFICATE_TYPES),
  otherTypeDescription: z.string().nullable(),
  institution: z.string(),
  /** Whole hours. */
  workload: z.number().int(),
  /** 'yyyy-MM-dd'. */
  initDate: z.string(),
  endDate: z.string(),
  certificateUrl: z.string(),
  certificateFileName: z.string(),
  certificateMime: z.string(),
  credentialUrl: z.string().nullable(),
  credentialCode: z.string().nullable(),
  status: z.enum(EXTERNAL_CERTIFICATE_STATUSES),
  /** 1..4 when denied, else null. */
  tipoJustificativa: z.number().int().nullable(),
  descricaoJustificativa: z.string().nullable(),
  /** Name of who answered the request (null while pending). */
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ExternalCertificate = z.infer<typeof externalCertificateSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/**
 * The text fields of POST and PUT CertificadoExterno (multipart: these fields + `file`). Every value arrives as a
 * string; the web form sends the same names. Dates are calendar days 'yyyy-MM-dd'.
 */
export const externalCertificateFieldsSchema = z
  .object({
    name: z.string().trim().min(1, 'certificadoExterno.nameRequired').max(EXTERNAL_CERTIFICATE_NAME_MAX),
    type: z.enum(EXTERNAL_CERTIFICATE_TYPES, 'certificadoExterno.typeRequired'),
    otherTypeDescription: optionalText(OTHER_TYPE_DESCRIPTION_MAX),
    institution: z
      .string()
      .trim()
      .min(1, 'certificadoExterno.institutionRequired')
      .max(EXTERNAL_CERTIFICATE_INSTITUTION_MAX),
    workload: z.coerce
      .number('certificadoExterno.workloadRange')
      .int('certificadoExterno.workloadRange')
      .min(WORKLOAD_MIN, 'certificadoExterno.workloadRange')
      .max(WORKLOAD_MAX, 'certificadoExterno.workloadRange'),
    initDate: z.string().trim().min(1, 'certificadoExterno.initDateRequired'),
    endDate: z.string().trim().min(1, 'certificadoExterno.endDateRequired'),
    credentialUrl: z
      .string()
      .trim()
      .max(CREDENTIAL_URL_MAX)
      .nullish()
      .transform((v) => v || null)
      .refine((v) => v === null || /^https?:\/\/[^\s]+$/i.test(v), 'certificadoExterno.credentialUrlInvalid'),
    credentialCode: optionalText(CREDENTIAL_CODE_MAX),
  })
  .superRefine((f, ctx) => {
    if (f.type === 'other' && !f.otherTypeDescription)
      ctx.addIssue({ code: 'custom', message: 'certificadoExterno.otherTypeDescriptionRequired', path: ['otherTypeDescription'] });
    const dates = externalCertificateDatesIssue(f.initDate, f.endDate);
    if (dates) ctx.addIssue({ code: 'custom', message: dates.message, path: [dates.field] });
  })
  .transform((f) => ({ ...f, otherTypeDescription: f.type === 'other' ? f.otherTypeDescription : null }));
export type ExternalCertificateFields = z.input<typeof externalCertificateFieldsSchema>;
export type ExternalCertificateFieldsParsed = z.output<typeof externalCertificateFieldsSchema>;

/** POST and PUT reply: the saved request. */
export const saveExternalCertificateResponseSchema = externalCertificateSchema;
export type SaveExternalCertificateResponse = ExternalCertificate;

/** GET CertificadoExterno?usuarioId=: the caller's own requests (another person's for managers), newest first. */
export const listExternalCertificatesRequestSchema = pageQuerySchema.extend({
  usuarioId: z.uuid().optional(),
  status: z.enum(EXTERNAL_CERTIFICATE_STATUSES).optional(),
  /** Certificate name or institution. */
  search: z.string().trim().max(200).optional(),
});
export type ListExternalCertificatesRequest = z.input<typeof listExternalCertificatesRequestSchema>;
export const listExternalCertificatesResponseSchema = pagedSchema(externalCertificateSchema);
export type ListExternalCertificatesResponse = z.infer<typeof listExternalCertificatesResponseSchema>;

/**
 * GET CertificadoExterno/admin: every request of the tenant, newest first; filters status, type, search (person's
 * name or e-mail, certificate name, institution) and the sending-date range (createdAtFrom inclusive, createdAtTo
 * exclusive).
 */
export const listExternalCertificatesAdminRequestSchema = pageQuerySchema.extend({
  status: z.enum(EXTERNAL_CERTIFICATE_STATUSES).optional(),
  type: z.enum(EXTERNAL_CERTIFICATE_TYPES).optional(),
  search: z.string().trim().max(200).optional(),
  ...createdAtRangeQuerySchema.shape,
});
export type ListExternalCertificatesAdminRequest = z.input<typeof listExternalCertificatesAdminRequestSchema>;
export const listExternalCertificatesAdminResponseSchema = pagedSchema(externalCertificateSchema);
export type ListExternalCertificatesAdminResponse = z.infer<typeof listExternalCertificatesAdminResponseSchema>;

/**
 * PUT CertificadoExterno/AprovarCertificadoExterno/{id}: approve (aprovado true) or deny with a justification type
 * (1..4; 4 = Outro needs descricaoJustificativa). `id` repeats the path's.
 */
export const reviewExternalCertificateRequestSchema = z
  .object({
    id: z.uuid().optional(),
    aprovado: z.boolean(),
    tipoJustificativa: z
      .number()
      .int()
      .nullish()
      .transform((v) => v ?? null),
    descricaoJustificativa: z
      .string()
      .trim()
      .max(JUSTIFICATION_TEXT_MAX)
      .nullish()
      .transform((v) => v || null),
  })
  .superRefine((r, ctx) => {
    const issue = reviewIssue(r);
    if (issue) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
  })
  .transform((r) => ({
    ...r,
    tipoJustificativa: r.aprovado ? null : r.tipoJustificativa,
    descricaoJustificativa: r.aprovado ? null : r.descricaoJustificativa,
  }));
export type ReviewExternalCertificateRequest = z.input<typeof reviewExternalCertificateRequestSchema>;
export const reviewExternalCertificateResponseSchema = externalCertificateSchema;
export type ReviewExternalCertificateResponse = ExternalCertificate;

/** DELETE reply. */
export const deleteExternalCertificateResponseSchema = z.object({ success: z.literal(true) });
export type DeleteExternalCertificateResponse = z.infer<typeof deleteExternalCertificateResponseSchema>;
