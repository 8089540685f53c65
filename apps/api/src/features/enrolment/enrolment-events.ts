import type { InscricaoTipo } from '@plataforma/shared/enrolment';
import type { Tx } from '../../core/db';

/**
 * The domain event 'enrolment completed': an enrolment's status changed INTO approved or completed when its progress
 * was recomputed (from media or assessment progress). Told in the same transaction, so a listener (certificates,
 * gamification, notifications) writes with the change or fails it. Features register at start-up.
 */
export type EnrolmentCompleted = {
  tenantId: string;
  usuarioId: string;
  inscricaoId: string;
  tipo: InscricaoTipo;
  cursoId: string | null;
  formacaoId: string | null;
  status: 'approved' | 'completed';
  /** The status before the change. */
  previousStatus: string;
  /** Floor of the mean of the graded assessment items' best scores; null when none is graded. */
  aproveitamento: number | null;
  /** When the person enrolled (certificates print it). */
  dataInscricao: Date;
  concluidoEm: Date;
};

export type EnrolmentCompletedListener = (tx: Tx, event: EnrolmentCompleted) => Promise<void>;

const listeners = new Set<EnrolmentCompletedListener>();

/** Adds a listener of completed enrolments; returns the function that removes it. */
export const onEnrolmentCompleted = (listener: EnrolmentCompletedListener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Tells every listener, one after the other, in the caller's transaction. */
export const emitEnrolmentCompleted = async (tx: Tx, event: EnrolmentCompleted): Promise<void> => {
  for (const listener of listeners) await listener(tx, event);
};

/**
 * Whether a status change is a completion: into approved or completed from any other status (completed -> approved,
 * once a pending correction is graded, is one too; a listener keeps its own effects idempotent).
 */
export const isCompletion = (previous: string, next: string): next is 'approved' | 'completed' => (next === 'approved' || next === 'completed') && previous !== next;

/**
 * The domain event 'enrolment started': people were enrolled in a content, or a cancelled enrolment of theirs was made
 * active again (from scratch). Told in the same transaction; the classroom recomputes the new trail enrolments so
 * work already concluded on its own counts at once (docs/classroom.md, 'Completed work counts everywhere').
 */
export type EnrolmentStarted = {
  tenantId: string;
  tipo: InscricaoTipo;
  contentId: string;
  usuarioIds: string[];
  /** Who enrolled them: an administrator's id (manual, batch, reactivation); null when people enrolled themselves or a rule did. */
  inscritoPorId: string | null;
};
export type EnrolmentStartedListener = (tx: Tx, event: EnrolmentStarted) => Promise<void>;

const startedListeners = new Set<EnrolmentStartedListener>();

/** Adds a listener of started enrolments; returns the function that removes it. */
export const onEnrolmentStarted = (listener: EnrolmentStartedListener): (() => void) => {
  startedListeners.add(listener);
  return () => startedListeners.delete(listener);
};

/** Tells every listener, one after the other, in the caller's transaction (nothing when nobody was enrolled). */
export const emitEnrolmentStarted = async (tx: Tx, event: EnrolmentStarted): Promise<void> => {
  if (event.usuarioIds.length === 0) return;
  for (const listener of startedListeners) await listener(tx, event);
};
