/**
 * Pure rules of external certificates (2-learner §3 'External certificate', §4 'External certificate request', §5;
 * 3-admin §3 'External certificate (admin view)', §4, §5): a learner submits a certificate earned elsewhere, an
 * administrator approves or denies it. Shared by the server (the judge) and the web (form validation, labels).
 * docs/external-certificates.md.
 */
import { toDate } from '../validation/date.ts';

/** Kinds of certificate (the spec's values); 'other' needs a description. */
export const EXTERNAL_CERTIFICATE_TYPES = ['extension', 'vocational', 'academic', 'specialization', 'other'] as const;
export type ExternalCertificateType = (typeof EXTERNAL_CERTIFICATE_TYPES)[number];

/** A request goes pending -> approved or pending -> denied; a denied one may be edited and resent (back to pending). */
export const EXTERNAL_CERTIFICATE_STATUSES = ['pending', 'approved', 'denied'] as const;
export type ExternalCertificateStatus = (typeof EXTERNAL_CERTIFICATE_STATUSES)[number];

/** Denial justification types, with the spec's numbers: IncompativelComFuncao=1 ... Outro=4 (Outro needs the text). */
export const TIPO_JUSTIFICATIVA = { IncompativelComFuncao: 1, CertificadoInvalido: 2, CertificadoIlegivel: 3, Outro: 4 } as const;
export type TipoJustificativa = (typeof TIPO_JUSTIFICATIVA)[keyof typeof TIPO_JUSTIFICATIVA];
export const TIPOS_JUSTIFICATIVA = [1, 2, 3, 4] as const satisfies readonly TipoJustificativa[];
/** Message key of each justification type's label. */
export const TIPO_JUSTIFICATIVA_LABELS = {
  1: 'certificadoExterno.justificativa1',
  2: 'certificadoExterno.justificativa2',
  3: 'certificadoExterno.justificativa3',
  4: 'certificadoExterno.justificativa4',
} as const satisfies Record<TipoJustificativa, string>;
/** Message key of each type's label. */
export const EXTERNAL_CERTIFICATE_TYPE_LABELS = {
  extension: 'certificadoExterno.typeExtension',
  vocational: 'certificadoExterno.typeVocational',
  academic: 'certificadoExterno.typeAcademic',
  specialization: 'certificadoExterno.typeSpecialization',
  other: 'certificadoExterno.typeOther',
} as const satisfies Record<ExternalCertificateType, string>;
/** Message key of each status's label. */
export const EXTERNAL_CERTIFICATE_STATUS_LABELS = {
  pending: 'certificadoExterno.statusPending',
  approved: 'certificadoExterno.statusApproved',
  denied: 'certificadoExterno.statusDenied',
} as const satisfies Record<ExternalCertificateStatus, string>;

/** Field limits (not shown by the spec; chosen in the style of the other forms). */
export const EXTERNAL_CERTIFICATE_NAME_MAX = 200;
export const EXTERNAL_CERTIFICATE_INSTITUTION_MAX = 200;
export const OTHER_TYPE_DESCRIPTION_MAX = 100;
export const CREDENTIAL_URL_MAX = 500;
export const CREDENTIAL_CODE_MAX = 100;
export const JUSTIFICATION_TEXT_MAX = 1000;
/** Workload in whole hours, from 1 to this. */
export const WORKLOAD_MIN = 1;
export const WORKLOAD_MAX = 99999;

/** The certificate file: png, jpg or pdf, up to 2 MB (2-learner §5, §9). The server decides the kind by the bytes. */
export const EXTERNAL_CERTIFICATE_FILE_MAX_MB = 2;
export const EXTERNAL_CERTIFICATE_FILE_MAX_BYTES = EXTERNAL_CERTIFICATE_FILE_MAX_MB * 1024 * 1024;
export const EXTERNAL_CERTIFICATE_MIMES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export type ExternalCertificateMime = (typeof EXTERNAL_CERTIFICATE_MIMES)[number];
/** What a file input accepts. */
export const EXTERNAL_CERTIFICATE_ACCEPT = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf';

export type ExternalCertificateFileIssue = 'certificadoExterno.fileType' | 'certificadoExterno.fileTooLarge' | 'certificadoExterno.fileRequired';

/**
 * The file rule on a declared (browser) or sniffed (server) MIME type and a size in bytes: empty -> fileRequired;
 * another type -> fileType; more than 2 MB (2 097 152 bytes; exactly 2 MB is accepted) -> fileTooLarge.
 */
export function externalCertificateFileIssue(file: { type: string; size: number }): ExternalCertificateFileIssue | null {
  if (file.size <= 0) return 'certificadoExterno.fileRequired';
  const mime = file.type.split(';')[0].trim().toLowerCase();
  const normalised = mime === 'image/jpg' || mime === 'image/pjpeg' ? 'image/jpeg' : mime;
  if (!(EXTERNAL_CERTIFICATE_MIMES as readonly string[]).includes(normalised)) return 'certificadoExterno.fileType';
  if (file.size > EXTERNAL_CERTIFICATE_FILE_MAX_BYTES) return 'certificadoExterno.fileTooLarge';
  return null;
}

export type ExternalCertificateDatesIssue = { field: 'initDate' | 'endDate'; message: string };

const dayNumber = (date: Date): number => date.getFullYear() * 10000 + (date.getMonth() + 1) * 100 + date.getDate();

/**
 * Dates rule: both are calendar days ('yyyy-MM-dd'); the start is not after the end (equal is fine); the end is not
 * after today (`today`'s local calendar day; finishing today is fine).
 */
export function externalCertificateDatesIssue(initDate: string, endDate: string, today: Date = new Date()): ExternalCertificateDatesIssue | null {
  const init = /^\d{4}-\d{2}-\d{2}$/.test(initDate) ? toDate(initDate) : null;
  if (!init) return { field: 'initDate', message: 'certificadoExterno.initDateInvalid' };
  const end = /^\d{4}-\d{2}-\d{2}$/.test(endDate) ? toDate(endDate) : null;
  if (!end) return { field: 'endDate', message: 'certificadoExterno.endDateInvalid' };
  if (dayNumber(init) > dayNumber(end)) return { field: 'endDate', message: 'certificadoExterno.endBeforeInit' };
  if (dayNumber(end) > dayNumber(today)) return { field: 'endDate', message: 'certificadoExterno.endDateFuture' };
  return null;
}

/** The owner may edit or delete a request while it is pending or denied; an approved one is final. */
export const canChangeExternalCertificate = (status: ExternalCertificateStatus): boolean => status === 'pending' || status === 'denied';
/** Only pending requests are answered. */
export const canReviewExternalCertificate = (status: ExternalCertificateStatus): boolean => status === 'pending';

export type ReviewInput = { aprovado: boolean; tipoJustificativa?: number | null; descricaoJustificativa?: string | null };
export type ReviewIssue = { field: 'tipoJustificativa' | 'descricaoJustificativa'; message: string };

/**
 * Review rule (3-admin §5 'External certificate denial needs a justification selected'): an approval needs nothing;
 * a denial needs a justification type 1..4, and type 4 (Outro) needs a non-blank text.
 */
export function reviewIssue(input: ReviewInput): ReviewIssue | null {
  if (input.aprovado) return null;
  const tipo = input.tipoJustificativa;
  if (tipo === null || tipo === undefined || !(TIPOS_JUSTIFICATIVA as readonly number[]).includes(tipo))
    return { field: 'tipoJustificativa', message: 'certificadoExterno.justificationRequired' };
  if (tipo === TIPO_JUSTIFICATIVA.Outro && !(input.descricaoJustificativa ?? '').trim())
    return { field: 'descricaoJustificativa', message: 'certificadoExterno.justificationTextRequired' };
  return null;
}

/** Where the learner follows their requests (the e-mail links there). */
export const EXTERNAL_CERTIFICATES_LEARNER_PATH = '/gestao/certificados-externos';
export const EXTERNAL_CERTIFICATES_ADMIN_PATH = '/conteudo/certificados-externos-admin';
/** Permission names (1-shell §8). */
export const EXTERNAL_CERTIFICATES_PERMISSION = 'Certificados Externos';
export const EXTERNAL_CERTIFICATES_MANAGE_PERMISSION = 'Gerir Certificados Externos';
