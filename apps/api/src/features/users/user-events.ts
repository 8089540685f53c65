import type { FastifyBaseLogger } from 'fastify';

/**
 * Hook of a saved account: other features (automated enrolment) react when a person is created or updated, or comes in
 * through the user import. Listeners run after the save's commit, one at a time; a failing listener is logged and
 * never undoes the save.
 */
export type UserSavedEvent = {
  tenantId: string;
  userId: string;
  cargoId: string | null;
  unidadeDeNegocioId: string | null;
  ativo: boolean;
};
export type UserSavedListener = (event: UserSavedEvent) => Promise<void>;

const listeners = new Set<UserSavedListener>();

/** Adds a listener; answers the function that removes it. */
export const onUserSaved = (listener: UserSavedListener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const emitUserSaved = async (events: UserSavedEvent[], log: FastifyBaseLogger) => {
  for (const listener of [...listeners]) {
    for (const event of events) {
      try {
        await listener(event);
      } catch (err) {
        log.error({ err, userId: event.userId }, 'user saved listener failed');
      }
    }
  }
};
