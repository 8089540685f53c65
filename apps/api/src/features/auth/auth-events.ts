import type { FastifyBaseLogger } from 'fastify';

/**
 * The domain event 'signed in': a person's session began (sign-in) or was renewed (refresh-token rotation, so people
 * who stay signed in for days are seen each day). Told after the commit, outside the sign-in's transaction: a listener
 * (gamification's daily access) runs its own transaction, and its failure is logged, never the sign-in's.
 */
export type SignedIn = { tenantId: string; usuarioId: string; kind: 'login' | 'refresh'; at: Date };

export type SignedInListener = (event: SignedIn) => Promise<void>;

const listeners = new Set<SignedInListener>();

/** Adds a listener of sign-ins; returns the function that removes it. */
export const onSignedIn = (listener: SignedInListener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Tells every listener; a failing one is logged and the others still run. */
export const emitSignedIn = async (event: SignedIn, log: FastifyBaseLogger): Promise<void> => {
  for (const listener of listeners) {
    try {
      await listener(event);
    } catch (err) {
      log.error({ err, usuarioId: event.usuarioId }, 'sign-in listener failed');
    }
  }
};
