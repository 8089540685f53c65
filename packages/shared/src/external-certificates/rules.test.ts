import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/messages.ts';
import {
  externalCertificateFieldsSchema,
  listExternalCertificatesAdminRequestSchema,
  reviewExternalCertificateRequestSchema,
} from './contracts.ts';
import {
  canChangeExternalCertificate,
  canReviewExternalCertificate,
  EXTERNAL_CERTIFICATE_FILE_MAX_BYTES,
  EXTERNAL_CERTIFICATE_STATUS_LABELS,
  EXTERNAL_CERTIFICATE_TYPE_LABELS,
  externalCertificateDatesIssue,
  externalCertificateFileIssue,
  reviewIssue,
  TIPO_JUSTIFICATIVA_LABELS,
} from './rules.ts';

const today = new Date(2026, 4, 15, 13, 30); // 15/05/2026, local time

describe('externalCertificateFileIssue', () => {
  it('accepts png, jpg and pdf up to exactly 2 MB', () => {
    expect(EXTERNAL_CERTIFICATE_FILE_MAX_BYTES).toBe(2097152);
    for (const type of ['image/png', 'image/jpeg', 'image/jpg', 'application/pdf', 'IMAGE/PNG']) {
      expect(externalCertificateFileIssue({ type, size: 1 })).toBeNull();
      expect(externalCertificateFileIssue({ type, size: 2097152 })).toBeNull();
    }
  });
  it('refuses 2 MB + 1 byte, other types and empty files', () => {
    expect(externalCertificateFileIssue({ type: 'application/pdf', size: 2097153 })).toBe('certificadoExterno.fileTooLarge');
    expect(externalCertificateFileIssue({ type: 'image/gif', size: 10 })).toBe('certificadoExterno.fileType');
    expect(externalCertificateFileIssue({ type: 'text/plain', size: 10 })).toBe('certificadoExterno.fileType');
    expect(externalCertificateFileIssue({ type: '', size: 10 })).toBe('certificadoExterno.fileType');
    expect(externalCertificateFileIssue({ type: 'application/pdf', size: 0 })).toBe('certificadoExterno.fileRequired');
  });
});

describe('externalCertificateDatesIssue', () => {
  it('accepts equal dates and an end date of today', () => {
    expect(externalCertificateDatesIssue('2026-05-15', '2026-05-15', today)).toBeNull();
    expect(externalCertificateDatesIssue('2020-01-01', '2026-05-14', today)).toBeNull();
  });
  it('refuses a start after the end, an end after today and days that do not exist', () => {
    expect(externalCertificateDatesIssue('2026-05-02', '2026-05-01', today)).toEqual({ field: 'endDate', message: 'certificadoExterno.endBeforeInit' });
    expect(externalCertificateDatesIssue('2026-05-01', '2026-05-16', today)).toEqual({ field: 'endDate', message: 'certificadoExterno.endDateFuture' });
    expect(externalCertificateDatesIssue('2025-02-29', '2025-03-01', today)?.field).toBe('initDate');
    expect(externalCertificateDatesIssue('2025-01-01', '01/03/2025', today)?.field).toBe('endDate');
  });
});

describe('status rules', () => {
  it('lets the owner change pending and denied requests, and answers only pending ones', () => {
    expect([canChangeExternalCertificate('pending'), canChangeExternalCertificate('denied'), canChangeExternalCertificate('approved')]).toEqual([true, true, false]);
    expect([canReviewExternalCertificate('pending'), canReviewExternalCertificate('denied'), canReviewExternalCertificate('approved')]).toEqual([true, false, false]);
  });
});

describe('reviewIssue', () => {
  it('approves without a justification', () => {
    expect(reviewIssue({ aprovado: true })).toBeNull();
  });
  it('needs a justification type 1..4 to deny, and the text for Outro (4)', () => {
    expect(reviewIssue({ aprovado: false })?.message).toBe('certificadoExterno.justificationRequired');
    expect(reviewIssue({ aprovado: false, tipoJustificativa: 0 })?.message).toBe('certificadoExterno.justificationRequired');
    expect(reviewIssue({ aprovado: false, tipoJustificativa: 5 })?.message).toBe('certificadoExterno.justificationRequired');
    expect(reviewIssue({ aprovado: false, tipoJustificativa: 1 })).toBeNull();
    expect(reviewIssue({ aprovado: false, tipoJustificativa: 3 })).toBeNull();
    expect(reviewIssue({ aprovado: false, tipoJustificativa: 4, descricaoJustificativa: '   ' })).toEqual({
      field: 'descricaoJustificativa',
      message: 'certificadoExterno.justificationTextRequired',
    });
    expect(reviewIssue({ aprovado: false, tipoJustificativa: 4, descricaoJustificativa: 'Carga horária não confere' })).toBeNull();
  });
});

describe('externalCertificateFieldsSchema', () => {
  const valid = { name: 'Gestão Ágil', type: 'extension', institution: 'Universidade X', workload: '40', initDate: '2024-01-10', endDate: '2024-02-10' };
  const messageOf = (input: Record<string, string>) => {
    const parsed = externalCertificateFieldsSchema.safeParse(input);
    return parsed.success ? null : parsed.error.issues[0].message;
  };

  it('reads the multipart strings: whole hours, optional credential fields', () => {
    expect(externalCertificateFieldsSchema.parse({ ...valid, otherTypeDescription: 'ignorada', credentialUrl: '', credentialCode: ' ' })).toMatchObject({
      workload: 40,
      otherTypeDescription: null,
      credentialUrl: null,
      credentialCode: null,
    });
    expect(externalCertificateFieldsSchema.parse({ ...valid, credentialUrl: 'https://cred.example/abc', workload: '1' })).toMatchObject({ workload: 1, credentialUrl: 'https://cred.example/abc' });
  });
  it('refuses workload 0, fractions and text; a bad URL; other without its description', () => {
    expect(messageOf({ ...valid, workload: '0' })).toBe('certificadoExterno.workloadRange');
    expect(messageOf({ ...valid, workload: '1.5' })).toBe('certificadoExterno.workloadRange');
    expect(messageOf({ ...valid, workload: 'dez' })).toBe('certificadoExterno.workloadRange');
    expect(messageOf({ ...valid, credentialUrl: 'javascript:alert(1)' })).toBe('certificadoExterno.credentialUrlInvalid');
    expect(messageOf({ ...valid, type: 'other' })).toBe('certificadoExterno.otherTypeDescriptionRequired');
    expect(externalCertificateFieldsSchema.parse({ ...valid, type: 'other', otherTypeDescription: 'Bootcamp' }).otherTypeDescription).toBe('Bootcamp');
    expect(messageOf({ ...valid, type: 'course' })).toBe('certificadoExterno.typeRequired');
    expect(messageOf({ ...valid, name: '  ' })).toBe('certificadoExterno.nameRequired');
    expect(messageOf({ ...valid, initDate: '2024-03-01' })).toBe('certificadoExterno.endBeforeInit');
  });
});

describe('review and list contracts', () => {
  it('clears the justification of an approval and checks a denial', () => {
    expect(reviewExternalCertificateRequestSchema.parse({ aprovado: true, tipoJustificativa: 2, descricaoJustificativa: 'x' })).toMatchObject({
      tipoJustificativa: null,
      descricaoJustificativa: null,
    });
    expect(reviewExternalCertificateRequestSchema.safeParse({ aprovado: false }).success).toBe(false);
    expect(reviewExternalCertificateRequestSchema.safeParse({ aprovado: false, tipoJustificativa: 4 }).success).toBe(false);
    expect(reviewExternalCertificateRequestSchema.parse({ aprovado: false, tipoJustificativa: 2 })).toMatchObject({ tipoJustificativa: 2, descricaoJustificativa: null });
  });
  it('takes the admin filters', () => {
    expect(listExternalCertificatesAdminRequestSchema.parse({ status: 'denied', type: 'academic', pageSize: '20' })).toMatchObject({ status: 'denied', type: 'academic', pageNumber: 1, pageSize: 20 });
    expect(listExternalCertificatesAdminRequestSchema.safeParse({ status: 'rejected' }).success).toBe(false);
  });
});

describe('labels', () => {
  it('name every type, status and justification in the catalogue', () => {
    for (const key of [...Object.values(EXTERNAL_CERTIFICATE_TYPE_LABELS), ...Object.values(EXTERNAL_CERTIFICATE_STATUS_LABELS), ...Object.values(TIPO_JUSTIFICATIVA_LABELS)])
      expect(Object.hasOwn(messages, key), key).toBe(true);
  });
});
