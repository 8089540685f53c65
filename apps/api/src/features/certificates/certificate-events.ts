import type { Executor } from '../../core/db';

/**
 * The domain event 'certificate issued': a person's certificate of a course or trail was written (once per person and
 * content; a re-completion that keeps the first certificate tells nothing). Told in the issuing transaction, so a
 * listener (gamification, notifications) writes with the certificate or fails it. Features register at start-up.
 */
export type CertificateIssued = {
  tenantId: string;
  usuarioId: string;
  /** The issued certificate (certificado_usuario.id). */
  certificadoUsuarioId: string;
  tipo: 'Curso' | 'Formacao';
  cursoId: string | null;
  formacaoId: string | null;
  /** The content's title as the certificate froze it. */
  titulo: string;
  concluidoEm: Date;
};

export type CertificateIssuedListener = (tx: Executor, event: CertificateIssued) => Promise<void>;

const listeners = new Set<CertificateIssuedListener>();

/** Adds a listener of issued certificates; returns the function that removes it. */
export const onCertificateIssued = (listener: CertificateIssuedListener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Tells every listener, one after the other, in the caller's transaction. */
export const emitCertificateIssued = async (tx: Executor, event: CertificateIssued): Promise<void> => {
  for (const listener of listeners) await listener(tx, event);
};
