import type { Tx } from '../../core/db';

/**
 * The domain event 'external certificate answered': an administrator approved or denied a person's external
 * certificate request. Told in the reviewing transaction, so a listener (gamification, notifications) writes with the
 * answer or fails it. Features register at start-up.
 */
export type ExternalCertificateAnswered = {
  tenantId: string;
  usuarioId: string;
  certificadoExternoId: string;
  /** The request's name (the course or event the person certified). */
  nome: string;
  aprovado: boolean;
  respondidoEm: Date;
};

export type ExternalCertificateAnsweredListener = (tx: Tx, event: ExternalCertificateAnswered) => Promise<void>;

const listeners = new Set<ExternalCertificateAnsweredListener>();

/** Adds a listener of answered external certificates; returns the function that removes it. */
export const onExternalCertificateAnswered = (listener: ExternalCertificateAnsweredListener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Tells every listener, one after the other, in the caller's transaction. */
export const emitExternalCertificateAnswered = async (tx: Tx, event: ExternalCertificateAnswered): Promise<void> => {
  for (const listener of listeners) await listener(tx, event);
};
