import type { Tx } from '../../core/db';

/**
 * The domain event 'communication published': a communication became published and active (created so, or changed
 * from draft or inactive), told in the same transaction with its audience's people resolved (one set-based
 * statement). A listener (Web Push: 'new communication') writes with the change or fails it. It is told once per
 * transition; the window's start is in the event for listeners that wait for it.
 */
export type CommunicationPublished = {
  tenantId: string;
  comunicacaoId: string;
  titulo: string;
  inicio: Date | null;
  termino: Date | null;
  /** The tenant's active people in the audience. */
  usuarioIds: string[];
};

export type CommunicationPublishedListener = (tx: Tx, event: CommunicationPublished) => Promise<void>;

const listeners = new Set<CommunicationPublishedListener>();

/** Adds a listener of published communications; returns the function that removes it. */
export const onCommunicationPublished = (listener: CommunicationPublishedListener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Tells every listener, one after the other, in the caller's transaction. */
export const emitCommunicationPublished = async (tx: Tx, event: CommunicationPublished): Promise<void> => {
  for (const listener of listeners) await listener(tx, event);
};

/** Whether a save is a publication: published and active now, and not both before (or new). */
export const isPublication = (before: { status: string; ativo: boolean } | null, after: { status: string; ativo: boolean }): boolean =>
  after.status === 'publicada' && after.ativo && !(before && before.status === 'publicada' && before.ativo);
