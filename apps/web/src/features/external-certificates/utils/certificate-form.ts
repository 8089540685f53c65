import type { FormErrors } from '@mantine/form';
import { translate, type Language, type MessageKey } from '@plataforma/shared';
import {
  EXTERNAL_CERTIFICATE_ACCEPT,
  EXTERNAL_CERTIFICATE_FILE_MAX_MB,
  externalCertificateFieldsSchema,
  externalCertificateFileIssue,
  reviewIssue,
  type ExternalCertificate,
  type ExternalCertificateFields,
  type ExternalCertificateFileIssue,
  type ExternalCertificateStatus,
  type ExternalCertificateType,
  type ReviewExternalCertificateRequest,
} from '@plataforma/shared/external-certificates';
import { zodFormValidator } from '../../../lib/zod-form.ts';

export type CertificateStatus = ExternalCertificateStatus;
export type CertificateType = ExternalCertificateType;

export const CERTIFICATE_FILE_MAX_MB = EXTERNAL_CERTIFICATE_FILE_MAX_MB;

/** The `accept` attribute of the file input. */
export const CERTIFICATE_FILE_ACCEPT = EXTERNAL_CERTIFICATE_ACCEPT;

const MIME_OF_EXTENSION: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', pdf: 'application/pdf' };

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/**
 * The browser's check of a certificate file (2-learner §8: png, jpg or pdf up to 2 MB, exactly 2 MB allowed): null
 * when it passes, else the shared message key. A file the system gives no type to is judged by its extension; the
 * server decides again by the bytes.
 */
export function checkCertificateFile(file: { name: string; type: string; size: number }): ExternalCertificateFileIssue | null {
  const type = file.type || MIME_OF_EXTENSION[extensionOf(file.name)] || '';
  return externalCertificateFileIssue({ type, size: file.size });
}

/** How a served file is shown: an image, else a PDF frame. */
export function fileViewOf(mime: string | null | undefined, fileName: string | null | undefined): 'image' | 'pdf' {
  if (mime) return mime.startsWith('image/') ? 'image' : 'pdf';
  const extension = extensionOf(fileName ?? '');
  return extension === 'png' || extension === 'jpg' || extension === 'jpeg' ? 'image' : 'pdf';
}

/** The request form's values (dates 'YYYY-MM-DD' as @mantine/dates gives them; the workload as NumberInput gives it). */
export type CertificateFormValues = {
  name: string;
  type: CertificateType | null;
  otherTypeDescription: string;
  institution: string;
  workload: number | string;
  initDate: string | null;
  endDate: string | null;
  credentialUrl: string;
  credentialCode: string;
};

export const emptyCertificateForm = (): CertificateFormValues => ({
  name: '',
  type: null,
  otherTypeDescription: '',
  institution: '',
  workload: '',
  initDate: null,
  endDate: null,
  credentialUrl: '',
  credentialCode: '',
});

/** The day part of an ISO date or instant ('2026-03-01T00:00:00.000Z' -> '2026-03-01'). */
export const dayOf = (value: string | null | undefined): string | null => (value ? value.slice(0, 10) : null);

/** The form's values of a stored request (edit and resend). */
export function certificateFormOf(certificate: ExternalCertificate): CertificateFormValues {
  return {
    name: certificate.name,
    type: certificate.type,
    otherTypeDescription: certificate.otherTypeDescription ?? '',
    institution: certificate.institution,
    workload: certificate.workload,
    initDate: dayOf(certificate.initDate),
    endDate: dayOf(certificate.endDate),
    credentialUrl: certificate.credentialUrl ?? '',
    credentialCode: certificate.credentialCode ?? '',
  };
}

/**
 * The text fields as the server receives them (every multipart value is a string): trimmed, the type's description
 * only with the type 'other', empty optional fields left out.
 */
export function certificateFields(values: CertificateFormValues): ExternalCertificateFields {
  const optional = (text: string) => (text.trim() ? text.trim() : undefined);
  const fields: ExternalCertificateFields = {
    name: values.name.trim(),
    type: (values.type ?? '') as CertificateType,
    institution: values.institution.trim(),
    workload: values.workload === null ? '' : String(values.workload).trim(),
    initDate: dayOf(values.initDate) ?? '',
    endDate: dayOf(values.endDate) ?? '',
  };
  const other = values.type === 'other' ? optional(values.otherTypeDescription) : undefined;
  const credentialUrl = optional(values.credentialUrl);
  const credentialCode = optional(values.credentialCode);
  return {
    ...fields,
    ...(other ? { otherTypeDescription: other } : {}),
    ...(credentialUrl ? { credentialUrl } : {}),
    ...(credentialCode ? { credentialCode } : {}),
  };
}

/**
 * The multipart body of POST / PUT CertificadoExterno: the text fields first (the server reads them before the file),
 * then the file when one was chosen (an edit without a file keeps the stored one).
 */
export function certificateFormData(values: CertificateFormValues, file: Blob | null, fileName?: string): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(certificateFields(values))) {
    if (value !== undefined && value !== null && value !== '') data.append(key, String(value));
  }
  if (file) data.append('file', file, fileName ?? (file instanceof File ? file.name : 'certificado'));
  return data;
}

/**
 * The form's errors, with the server's own rules and messages (the shared contract): required fields, whole workload
 * ≥ 1 hour, start ≤ end and the end not in the future, the type's description for 'other', an http(s) credential
 * URL; plus the file, required on a new request.
 */
export function certificateFormErrors(values: CertificateFormValues, options: { hasFile: boolean; language: Language }): FormErrors {
  const errors = zodFormValidator(externalCertificateFieldsSchema, () => options.language)(certificateFields(values));
  if (!options.hasFile) errors.file = translate('certificadoExterno.fileRequired', options.language);
  return errors;
}

/** What the learner may do with a request: edit and delete while pending, resend (edit) and delete once denied. */
export function learnerActionsOf(status: CertificateStatus): ('edit' | 'resend' | 'delete')[] {
  if (status === 'pending') return ['edit', 'delete'];
  if (status === 'denied') return ['resend', 'delete'];
  return [];
}

/** The administrator's answer form: the justification type ('1'..'4', as the Select gives it) and its text. */
export type ReviewValues = { tipoJustificativa: string | null; descricaoJustificativa: string };

/** Body of PUT CertificadoExterno/AprovarCertificadoExterno/{id}: approve, or deny with the justification. */
export function reviewBody(id: string, approve: boolean, values: ReviewValues): ReviewExternalCertificateRequest {
  if (approve) return { id, aprovado: true };
  const text = values.descricaoJustificativa.trim();
  return {
    id,
    aprovado: false,
    tipoJustificativa: values.tipoJustificativa ? Number(values.tipoJustificativa) : null,
    descricaoJustificativa: text || null,
  };
}

/** What is missing to deny (the shared review rule): the field and its message, or null. */
export function denyError(values: ReviewValues, language: Language): { field: keyof ReviewValues; message: string } | null {
  const issue = reviewIssue({
    aprovado: false,
    tipoJustificativa: values.tipoJustificativa ? Number(values.tipoJustificativa) : null,
    descricaoJustificativa: values.descricaoJustificativa,
  });
  return issue ? { field: issue.field, message: translate(issue.message as MessageKey, language) } : null;
}

/** Today as 'YYYY-MM-DD' in the browser's time zone (the latest day the date pickers offer). */
export const todayIso = (now: Date = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** A calendar day 'YYYY-MM-DD' as a local date (no time-zone shift when formatted). */
export const localDay = (day: string): Date => {
  const [year, month, date] = day.slice(0, 10).split('-').map(Number);
  return new Date(year, month - 1, date);
};

type Translate = (key: string) => string;

/** The type's label; 'other' shows its description ('Outro: Workshop'). */
export function typeText(certificate: Pick<ExternalCertificate, 'type' | 'otherTypeDescription'>, t: Translate): string {
  const label = t(`type.${certificate.type}`);
  return certificate.type === 'other' && certificate.otherTypeDescription ? `${label}: ${certificate.otherTypeDescription}` : label;
}

/** The denial's reason: the justification type's label and, when given, its text ('Outro: Arquivo cortado'). */
export function justificationText(certificate: Pick<ExternalCertificate, 'tipoJustificativa' | 'descricaoJustificativa'>, t: Translate): string {
  const label = certificate.tipoJustificativa ? t(`justification.${certificate.tipoJustificativa}`) : '';
  const text = certificate.descricaoJustificativa?.trim() ?? '';
  if (label && text) return `${label}: ${text}`;
  return label || text;
}

/**
 * The file's address with the request's version (`updatedAt`): the route lets the browser keep a file for a few
 * minutes, and a resent request keeps its address, so the version makes a replaced file load afresh.
 */
export function fileUrlOf(certificate: Pick<ExternalCertificate, 'certificateUrl' | 'updatedAt'>): string {
  const separator = certificate.certificateUrl.includes('?') ? '&' : '?';
  return `${certificate.certificateUrl}${separator}v=${encodeURIComponent(certificate.updatedAt)}`;
}
