import { describe, expect, it } from 'vitest';
import type { ExternalCertificate } from '@plataforma/shared/external-certificates';
import {
  certificateFields,
  certificateFormData,
  certificateFormErrors,
  certificateFormOf,
  checkCertificateFile,
  denyError,
  emptyCertificateForm,
  fileUrlOf,
  fileViewOf,
  justificationText,
  learnerActionsOf,
  localDay,
  reviewBody,
  todayIso,
  typeText,
  type CertificateFormValues,
} from './certificate-form.ts';

const MB = 1024 * 1024;

const valid = (): CertificateFormValues => ({
  name: ' Gestão de projetos ',
  type: 'extension',
  otherTypeDescription: 'ignored unless other',
  institution: 'Universidade Aberta',
  workload: 40,
  initDate: '2025-02-01',
  endDate: '2025-03-01',
  credentialUrl: '',
  credentialCode: '',
});

const stored: ExternalCertificate = {
  id: 'c1',
  userId: 'u1',
  userName: 'Aluno Demo',
  userEmail: 'aluno@demo.local',
  name: 'Curso de SQL',
  type: 'other',
  otherTypeDescription: 'Workshop',
  institution: 'Escola X',
  workload: 12,
  initDate: '2025-01-10',
  endDate: '2025-01-20',
  certificateUrl: '/api/v1/CertificadoExterno/c1/arquivo',
  certificateFileName: 'certificado.png',
  certificateMime: 'image/png',
  credentialUrl: 'https://example.org/cred/1',
  credentialCode: 'ABC-1',
  status: 'denied',
  tipoJustificativa: 4,
  descricaoJustificativa: 'Arquivo cortado',
  reviewedBy: 'Admin Demo',
  reviewedAt: '2025-02-01T10:00:00.000Z',
  createdAt: '2025-01-21T10:00:00.000Z',
  updatedAt: '2025-02-01T10:00:00.000Z',
};

const t = (key: string) => `[${key}]`;

describe('checkCertificateFile', () => {
  it('accepts png, jpg and pdf up to exactly 2 MB', () => {
    expect(checkCertificateFile({ name: 'a.png', type: 'image/png', size: 2 * MB })).toBeNull();
    expect(checkCertificateFile({ name: 'a.jpg', type: 'image/jpeg', size: 1 })).toBeNull();
    expect(checkCertificateFile({ name: 'a.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
  });

  it('refuses one byte over 2 MB, other types and empty files', () => {
    expect(checkCertificateFile({ name: 'a.png', type: 'image/png', size: 2 * MB + 1 })).toBe('certificadoExterno.fileTooLarge');
    expect(checkCertificateFile({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('certificadoExterno.fileType');
    expect(checkCertificateFile({ name: 'a.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 10 })).toBe(
      'certificadoExterno.fileType',
    );
    expect(checkCertificateFile({ name: 'a.png', type: 'image/png', size: 0 })).toBe('certificadoExterno.fileRequired');
  });

  it('judges a file without a type by its extension', () => {
    expect(checkCertificateFile({ name: 'SCAN.JPEG', type: '', size: 10 })).toBeNull();
    expect(checkCertificateFile({ name: 'notes.txt', type: '', size: 10 })).toBe('certificadoExterno.fileType');
    expect(checkCertificateFile({ name: 'noextension', type: '', size: 10 })).toBe('certificadoExterno.fileType');
  });
});

describe('fileViewOf', () => {
  it('shows images as images and the rest as a pdf frame', () => {
    expect(fileViewOf('image/jpeg', 'x.pdf')).toBe('image');
    expect(fileViewOf('application/pdf', 'x.png')).toBe('pdf');
    expect(fileViewOf(null, 'scan.JPG')).toBe('image');
    expect(fileViewOf(null, 'scan.pdf')).toBe('pdf');
  });
});

describe('form mapping', () => {
  it('sends trimmed fields, the type description only with other, and leaves out empty optional fields', () => {
    expect(certificateFields(valid())).toEqual({
      name: 'Gestão de projetos',
      type: 'extension',
      institution: 'Universidade Aberta',
      workload: '40',
      initDate: '2025-02-01',
      endDate: '2025-03-01',
    });
    const other = certificateFields({ ...valid(), type: 'other', otherTypeDescription: ' Workshop ', credentialUrl: ' https://x.org/1 ', credentialCode: 'K1' });
    expect(other).toMatchObject({ type: 'other', otherTypeDescription: 'Workshop', credentialUrl: 'https://x.org/1', credentialCode: 'K1' });
  });

  it('builds the multipart body with the file last, and without a file on an edit that keeps it', () => {
    const file = new File([new Uint8Array([1, 2, 3])], 'cert.png', { type: 'image/png' });
    const data = certificateFormData(valid(), file);
    const keys = [...data.keys()];
    expect(keys).toEqual(['name', 'type', 'institution', 'workload', 'initDate', 'endDate', 'file']);
    expect((data.get('file') as File).name).toBe('cert.png');
    expect(data.get('workload')).toBe('40');
    expect(certificateFormData(valid(), null).has('file')).toBe(false);
  });

  it('fills the form from a stored request and back to the same fields', () => {
    const values = certificateFormOf({ ...stored, initDate: '2025-01-10T00:00:00.000Z' });
    expect(values).toMatchObject({ type: 'other', otherTypeDescription: 'Workshop', workload: 12, initDate: '2025-01-10', endDate: '2025-01-20' });
    expect(certificateFields(values)).toEqual({
      name: 'Curso de SQL',
      type: 'other',
      otherTypeDescription: 'Workshop',
      institution: 'Escola X',
      workload: '12',
      initDate: '2025-01-10',
      endDate: '2025-01-20',
      credentialUrl: 'https://example.org/cred/1',
      credentialCode: 'ABC-1',
    });
  });
});

describe('certificateFormErrors', () => {
  it('passes a complete form with a file', () => {
    expect(certificateFormErrors(valid(), { hasFile: true, language: 'pt' })).toEqual({});
  });

  it('asks for every required field and the file on an empty form', () => {
    const errors = certificateFormErrors(emptyCertificateForm(), { hasFile: false, language: 'pt' });
    expect(Object.keys(errors).sort()).toEqual(['endDate', 'file', 'initDate', 'institution', 'name', 'type', 'workload']);
    expect(errors.file).toBe('Anexe o arquivo do certificado.');
    expect(errors.name).toBe('Informe o nome do certificado.');
  });

  it('applies the workload, other type, dates and URL rules with the server messages', () => {
    const check = (change: Partial<CertificateFormValues>) => certificateFormErrors({ ...valid(), ...change }, { hasFile: true, language: 'pt' });
    expect(check({ workload: 0 }).workload).toBe('Informe a carga horária em horas inteiras (mínimo 1).');
    expect(check({ workload: 1.5 }).workload).toBeDefined();
    expect(check({ workload: 1 })).toEqual({});
    expect(check({ type: 'other', otherTypeDescription: '  ' }).otherTypeDescription).toBe('Descreva o tipo do certificado.');
    expect(check({ initDate: '2025-03-01', endDate: '2025-03-01' })).toEqual({});
    expect(check({ initDate: '2025-03-02', endDate: '2025-03-01' }).endDate).toBe('A data de término não pode ser anterior à data de início.');
    expect(check({ initDate: '2025-01-01', endDate: '2999-01-01' }).endDate).toBe('A data de término não pode estar no futuro.');
    expect(check({ credentialUrl: 'ftp://x' }).credentialUrl).toBe('Informe uma URL válida (http ou https).');
    expect(certificateFormErrors({ ...valid(), name: '' }, { hasFile: true, language: 'en' }).name).toBe('Enter the certificate name.');
  });
});

describe('learner actions', () => {
  it('edits or deletes a pending request, resends or deletes a denied one, nothing once approved', () => {
    expect(learnerActionsOf('pending')).toEqual(['edit', 'delete']);
    expect(learnerActionsOf('denied')).toEqual(['resend', 'delete']);
    expect(learnerActionsOf('approved')).toEqual([]);
  });
});

describe('review', () => {
  it('approves with nothing else, denies with the type and the text', () => {
    expect(reviewBody('c1', true, { tipoJustificativa: '2', descricaoJustificativa: 'x' })).toEqual({ id: 'c1', aprovado: true });
    expect(reviewBody('c1', false, { tipoJustificativa: '4', descricaoJustificativa: ' Arquivo cortado ' })).toEqual({
      id: 'c1',
      aprovado: false,
      tipoJustificativa: 4,
      descricaoJustificativa: 'Arquivo cortado',
    });
    expect(reviewBody('c1', false, { tipoJustificativa: '3', descricaoJustificativa: '' })).toEqual({
      id: 'c1',
      aprovado: false,
      tipoJustificativa: 3,
      descricaoJustificativa: null,
    });
  });

  it('needs a justification type to deny, and the text for Outro', () => {
    expect(denyError({ tipoJustificativa: null, descricaoJustificativa: 'x' }, 'pt')).toEqual({
      field: 'tipoJustificativa',
      message: 'Selecione a justificativa da recusa.',
    });
    expect(denyError({ tipoJustificativa: '4', descricaoJustificativa: '   ' }, 'pt')?.field).toBe('descricaoJustificativa');
    expect(denyError({ tipoJustificativa: '4', descricaoJustificativa: 'Ilegível no canto' }, 'pt')).toBeNull();
    expect(denyError({ tipoJustificativa: '1', descricaoJustificativa: '' }, 'pt')).toBeNull();
  });
});

describe('labels', () => {
  it('shows the other type with its description and the denial reason with its text', () => {
    expect(typeText(stored, t)).toBe('[type.other]: Workshop');
    expect(typeText({ type: 'academic', otherTypeDescription: null }, t)).toBe('[type.academic]');
    expect(justificationText(stored, t)).toBe('[justification.4]: Arquivo cortado');
    expect(justificationText({ tipoJustificativa: 2, descricaoJustificativa: null }, t)).toBe('[justification.2]');
  });

  it('reads calendar days without a time-zone shift', () => {
    const day = localDay('2025-01-31');
    expect([day.getFullYear(), day.getMonth(), day.getDate()]).toEqual([2025, 0, 31]);
    expect(todayIso(new Date(2026, 10, 5))).toBe('2026-11-05');
  });
});

describe('fileUrlOf', () => {
  it('adds the request version so a replaced file is not served from the cache', () => {
    expect(fileUrlOf(stored)).toBe('/api/v1/CertificadoExterno/c1/arquivo?v=2025-02-01T10%3A00%3A00.000Z');
    expect(fileUrlOf({ certificateUrl: '/f?x=1', updatedAt: 'u' })).toBe('/f?x=1&v=u');
  });
});
