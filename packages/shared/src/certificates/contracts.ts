import { z } from 'zod';
import { pageQuerySchema, pagedSchema } from '../core/envelope.ts';
import { queryBooleanSchema, sortQuerySchema } from '../core/list-query.ts';
import { CERTIFICATE_ALIAS_PATTERN, CERTIFICATE_NAME_MAX, CERTIFICATE_TYPES, parseCertificateJson } from './structure.ts';

/**
 * Certificate calls (2-learner §7 'Certificates (Certificado)'; 3-admin §7 'Certificado'; 1-shell §7 validation and
 * public URL). Field names are the spec's: nome, tipo, active, imprimeVerso, jsonCertificado for the template; title,
 * dataEmissao, nomeUsuario, cpf, cargo, cargaHoraria, dataInscricao, credential, url, trail[], course[] for printing.
 * Calls the spec does not show (the list, the files' addresses, the learner's certificates) are designed in the same
 * style; docs/certificates.md.
 */

/** Who manages templates (1-shell §6 route permission names, under 'Configurações'). */
export const CERTIFICATES_PERMISSION = 'Certificados';

/** Credential codes: 12 characters of Crockford's base32 (no I, L, O, U), read case-insensitively. */
export const CREDENTIAL_LENGTH = 12;
export const CREDENTIAL_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const normaliseCredential = (code: string): string => code.trim().toUpperCase();
export const isCredential = (code: string): boolean => new RegExp(`^[${CREDENTIAL_ALPHABET}]{${CREDENTIAL_LENGTH}}$`).test(normaliseCredential(code));

/** The public address of an issued certificate (1-shell §7 'Certificate public URL'). */
export const certificatePublicPath = (credential: string) => `/certificadousuario/${credential}/public`;

export const certificateFileSchema = z.object({ alias: z.string(), url: z.string(), mime: z.string(), size: z.number().int() });
export type CertificateFile = z.infer<typeof certificateFileSchema>;

const contentRef = z.object({ id: z.string(), titulo: z.string(), ativo: z.boolean() });

/** A template as GET Certificado/{id} answers it. `jsonCertificado` is the version 2 structure as JSON text. */
export const certificateSchema = z.object({
  id: z.string(),
  nome: z.string(),
  tipo: z.enum(CERTIFICATE_TYPES),
  active: z.boolean(),
  imprimeVerso: z.boolean(),
  jsonCertificado: z.string(),
  /** The uploaded files with addresses the browser can draw (signed, a few hours). */
  arquivos: z.array(certificateFileSchema),
  /** The courses (tipo Curso) or trails (tipo Formacao) that give it. */
  cursos: z.array(contentRef),
  formacoes: z.array(contentRef),
  /** Certificates issued from it. */
  emitidos: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const CERTIFICATE_SORT_FIELDS = ['nome', 'tipo', 'createdAt'] as const;
/** GET Certificado: paged, filtered ('Certificados'). */
export const listCertificatesRequestSchema = pageQuerySchema.merge(sortQuerySchema(CERTIFICATE_SORT_FIELDS, 'createdAt')).extend({
  search: z.string().trim().max(200).optional(),
  tipo: z.enum(CERTIFICATE_TYPES).optional(),
  active: queryBooleanSchema.optional(),
});
export type ListCertificatesRequest = z.input<typeof listCertificatesRequestSchema>;
export type ListCertificatesQuery = z.output<typeof listCertificatesRequestSchema>;

export const certificateRowSchema = z.object({
  id: z.string(),
  nome: z.string(),
  tipo: z.enum(CERTIFICATE_TYPES),
  active: z.boolean(),
  imprimeVerso: z.boolean(),
  /** Courses or trails that give it. */
  vinculos: z.number().int(),
  emitidos: z.number().int(),
  createdAt: z.string(),
});
export type CertificateRow = z.infer<typeof certificateRowSchema>;
export const listCertificatesResponseSchema = pagedSchema(certificateRowSchema);

const formBoolean = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true');

/**
 * The multipart fields of POST and PUT Certificado: nome, tipo, jsonCertificado (a version 2 structure, or a legacy
 * layout converted on save), imprimeVerso, active (default true).
 */
export const certificateFormSchema = z.object({
  nome: z.string().trim().min(1, 'validation.required').max(CERTIFICATE_NAME_MAX),
  tipo: z.enum(CERTIFICATE_TYPES),
  jsonCertificado: z
    .string()
    .transform((text, ctx) => {
      const parsed = parseCertificateJson(text);
      if (!parsed.ok) {
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      return parsed.structure;
    }),
  imprimeVerso: formBoolean.default(false),
  active: formBoolean.default(true),
});
export type CertificateFormInput = z.input<typeof certificateFormSchema>;
export type CertificateForm = z.output<typeof certificateFormSchema>;

export const certificateFileParamsSchema = z.object({ certificateId: z.uuid(), alias: z.string().regex(CERTIFICATE_ALIAS_PATTERN) });

/** One entry of a content list as printed (minutes). */
export type CertificateContentEntryReply = { name: string; duration: number | null; items?: CertificateContentEntryReply[] };
export const certificateContentEntrySchema: z.ZodType<CertificateContentEntryReply> = z.lazy(() =>
  z.object({ name: z.string(), duration: z.number().int().nullable(), items: z.array(certificateContentEntrySchema).optional() }),
);

/**
 * What prints a person's certificate (GET Certificado/Imprimir/...; the public page without the CPF's digits): the
 * template's layout and files and the issued certificate's data, frozen when it was issued (title, workload, dates,
 * content lists) except the person's name, CPF and role, read when printed.
 */
export const certificatePrintSchema = z.object({
  id: z.string(),
  certificadoId: z.string(),
  tipo: z.enum(CERTIFICATE_TYPES),
  cursoId: z.string().nullable(),
  formacaoId: z.string().nullable(),
  usuarioId: z.string(),
  jsonCertificado: z.string(),
  arquivos: z.array(certificateFileSchema),
  title: z.string(),
  /** 'yyyy-MM-dd' (the platform's day, America/Sao_Paulo). */
  dataEmissao: z.string(),
  nomeUsuario: z.string(),
  cpf: z.string().nullable(),
  cargo: z.string().nullable(),
  /** Minutes. */
  cargaHoraria: z.number().int().nullable(),
  dataInscricao: z.string().nullable(),
  credential: z.string(),
  /** The public address (absolute). */
  url: z.string(),
  course: z.array(certificateContentEntrySchema),
  trail: z.array(certificateContentEntrySchema),
  /** The company that issued it. */
  empresa: z.string().nullable(),
  /** The image sent for sharing (POST certificadoUsuario), when there is one. */
  imagemUrl: z.string().nullable(),
});
export type CertificatePrint = z.infer<typeof certificatePrintSchema>;

export const printParamsSchema = z.object({ a: z.uuid(), b: z.uuid() });
export const printForUserParamsSchema = printParamsSchema.extend({ c: z.uuid() });
export const credentialParamsSchema = z.object({ credential: z.string().trim().min(1).max(64) });

/** GET Certificado/validate/{credential}/credential (public): an issued certificate's facts. 404 when unknown. */
export const certificateValidationSchema = z.object({
  valido: z.literal(true),
  credencial: z.string(),
  nomeUsuario: z.string(),
  titulo: z.string(),
  tipo: z.enum(CERTIFICATE_TYPES),
  /** Minutes. */
  cargaHoraria: z.number().int().nullable(),
  dataConclusao: z.string(),
  dataEmissao: z.string(),
  empresa: z.string().nullable(),
  url: z.string(),
});
export type CertificateValidation = z.infer<typeof certificateValidationSchema>;

/** POST certificadoUsuario/{certificateId}/usuario/{userId}/tipo/{type}/{idCourseFormation}. */
export const shareParamsSchema = z.object({ a: z.uuid(), b: z.uuid(), c: z.enum(CERTIFICATE_TYPES), d: z.uuid() });
export const shareResponseSchema = z.object({ credencial: z.string(), url: z.string(), imagemUrl: z.string().nullable() });
export type ShareResponse = z.infer<typeof shareResponseSchema>;

/** One of the caller's certificates (GET certificadousuario). */
export const myCertificateSchema = z.object({
  id: z.string(),
  certificadoId: z.string(),
  tipo: z.enum(CERTIFICATE_TYPES),
  cursoId: z.string().nullable(),
  formacaoId: z.string().nullable(),
  title: z.string(),
  cargaHoraria: z.number().int().nullable(),
  dataEmissao: z.string(),
  credential: z.string(),
  url: z.string(),
});
export type MyCertificate = z.infer<typeof myCertificateSchema>;
export const myCertificatesResponseSchema = z.array(myCertificateSchema);
