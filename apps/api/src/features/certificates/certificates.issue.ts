import { randomInt } from 'node:crypto';
import { isoDateIn } from '@plataforma/shared/accounts';
import { CREDENTIAL_ALPHABET, CREDENTIAL_LENGTH } from '@plataforma/shared/certificates';
import type { Executor, Tx } from '../../core/db';
import { AppError } from '../../core/errors';
import type { EnrolmentCompleted } from '../enrolment';
import { emitCertificateIssued } from './certificate-events';
import * as repo from './certificates.repository';

/**
 * Issuing a certificate (docs/certificates.md): once per person and course or trail, when the enrolment is approved
 * and the content gives an active template of its type. The row freezes what was certified (title, workload in
 * minutes, enrolment day, content lists); the credential is 12 characters of Crockford's base32 drawn by crypto
 * randomness, unique across the platform.
 */

/** A new credential code (60 random bits). */
export const newCredential = (): string => Array.from({ length: CREDENTIAL_LENGTH }, () => CREDENTIAL_ALPHABET[randomInt(CREDENTIAL_ALPHABET.length)]).join('');

const ATTEMPTS = 8;

export type IssueInput = {
  tenantId: string;
  usuarioId: string;
  ref: repo.ContentRef;
  /** The template the content gives (checked active and of the content's type by the caller or here). */
  certificadoId: string;
  inscricaoId: string | null;
  dataInscricao: Date | null;
  concluidoEm: Date;
  /** The content, when the caller has just read it. */
  content?: repo.ContentInfo;
};

/**
 * Writes the certificate unless the person already has one for the content (a re-completion keeps the first), and
 * answers the person's certificate for it. A credential taken meanwhile (in any tenant) is drawn again; the insert
 * never fails the caller's transaction (`on conflict do nothing`).
 */
export const issueCertificate = async (tx: Tx | Executor, input: IssueInput): Promise<repo.IssuedRow> => {
  const existing = await repo.findIssued(tx, input.tenantId, input.usuarioId, input.ref);
  if (existing) return existing;
  const content = input.content ?? (await repo.findContent(tx, input.tenantId, input.ref));
  if (!content) throw new AppError('certificados.notFound', 404);
  const course = input.ref.tipo === 'Curso' ? ((await repo.courseEntries(tx, input.tenantId, [content.id])).get(content.id) ?? []) : [];
  const trail = input.ref.tipo === 'Formacao' ? await repo.trailEntries(tx, input.tenantId, content.id) : [];
  const dados = {
    title: content.titulo,
    cargaHoraria: content.cargaHoraria,
    dataInscricao: input.dataInscricao ? isoDateIn(input.dataInscricao) : null,
    course,
    trail,
  };
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const written = await repo.insertIssued(tx, {
      tenantId: input.tenantId,
      certificadoId: input.certificadoId,
      usuarioId: input.usuarioId,
      tipo: input.ref.tipo,
      cursoId: input.ref.tipo === 'Curso' ? input.ref.id : null,
      formacaoId: input.ref.tipo === 'Formacao' ? input.ref.id : null,
      inscricaoId: input.inscricaoId,
      credencial: newCredential(),
      dados,
      concluidoEm: input.concluidoEm,
    });
    if (written) {
      await emitCertificateIssued(tx, {
        tenantId: input.tenantId,
        usuarioId: input.usuarioId,
        certificadoUsuarioId: written.id,
        tipo: input.ref.tipo,
        cursoId: written.cursoId,
        formacaoId: written.formacaoId,
        titulo: content.titulo,
        concluidoEm: input.concluidoEm,
      });
      return written;
    }
    // Not written: either the person's certificate exists (written meanwhile) or the credential was taken.
    const row = await repo.findIssued(tx, input.tenantId, input.usuarioId, input.ref);
    if (row) return row;
  }
  throw new AppError('certificados.generationError', 500);
};

/**
 * The template a content would issue now: its certificate when active and of the content's type; null otherwise.
 */
export const issuableTemplate = async (tx: Executor, tenantId: string, ref: repo.ContentRef, certificadoId: string | null): Promise<string | null> =>
  certificadoId && (await repo.isActiveOfType(tx, tenantId, certificadoId, ref.tipo)) ? certificadoId : null;

/**
 * The 'enrolment completed' listener: an approved enrolment in a content with an active template issues its
 * certificate in the same transaction. 'completed' (100% without a graded score) issues nothing.
 */
export const issueOnCompletion = async (tx: Tx, event: EnrolmentCompleted): Promise<void> => {
  if (event.status !== 'approved') return;
  const ref: repo.ContentRef = event.tipo === 'curso' ? { tipo: 'Curso', id: event.cursoId! } : { tipo: 'Formacao', id: event.formacaoId! };
  const content = await repo.findContent(tx, event.tenantId, ref);
  const certificadoId = content ? await issuableTemplate(tx, event.tenantId, ref, content.certificadoId) : null;
  if (!certificadoId) return;
  await issueCertificate(tx, {
    tenantId: event.tenantId,
    usuarioId: event.usuarioId,
    ref,
    certificadoId,
    inscricaoId: event.inscricaoId,
    dataInscricao: event.dataInscricao,
    concluidoEm: event.concluidoEm,
    content: content ?? undefined,
  });
};
