import type { RequestContext } from '../../core/auth';
import type { Tx } from '../../core/db';

/**
 * The seams between assessments and the features that hold them (courses and trails, the classroom roll-up, and later
 * certificates). Assessments do not import those features: they register here at start-up (docs/assessments.md).
 */

/** An assessment taken in a context: a course, a trail, a course inside a trail (both), or none (a preview). */
export type AssessmentRef = { avaliacaoId: string; cursoId: string | null; formacaoId: string | null };

/**
 * When a guard is asked: 'enter' before an attempt starts, continues or is skipped (the whole check); 'answer' before
 * an answer to an open attempt, which only a guarded start creates (the guard checks again, in one statement, what can
 * change while the attempt is open).
 */
export type GuardMoment = 'enter' | 'answer';

/**
 * Asked before an attempt starts, continues, is answered, or is skipped in a course/trail context: throws an AppError
 * when the person may not (not enrolled 403, the assessment is not an item of that content 404/422, the item is locked
 * 403). Registered by the classroom.
 */
export type AssessmentGuard = (tx: Tx, ctx: RequestContext, ref: AssessmentRef, moment?: GuardMoment) => Promise<void>;

/** A change of a person's standing in an assessment (the avaliacao_progresso row), told in the same transaction. */
export type AssessmentProgressChange = AssessmentRef & {
  tenantId: string;
  usuarioId: string;
  /** As a course item, 0..100 (rules.itemProgress). */
  percentual: number;
  /** Best final score (percent), null when none is graded. */
  nota: number | null;
  aprovado: boolean;
};

/** A listener may answer whether the change completed (approved) the enclosing course or trail. */
export type AssessmentProgressListener = (tx: Tx, change: AssessmentProgressChange) => Promise<{ completed: boolean } | void>;

const guards = new Set<AssessmentGuard>();
const listeners = new Set<AssessmentProgressListener>();

export const registerAssessmentGuard = (guard: AssessmentGuard): (() => void) => {
  guards.add(guard);
  return () => guards.delete(guard);
};

export const onAssessmentProgress = (listener: AssessmentProgressListener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Runs the guards of a context (none without a course or trail). */
export const guardAssessment = async (tx: Tx, ctx: RequestContext, ref: AssessmentRef, moment: GuardMoment = 'enter'): Promise<void> => {
  if (!ref.cursoId && !ref.formacaoId) return;
  for (const guard of guards) await guard(tx, ctx, ref, moment);
};

/** Tells the listeners; `courseCompleted` is true when one of them completed (approved) the enclosing content. */
export const emitAssessmentProgress = async (tx: Tx, change: AssessmentProgressChange): Promise<{ courseCompleted: boolean }> => {
  let courseCompleted = false;
  for (const listener of listeners) {
    const answer = await listener(tx, change);
    if (answer?.completed) courseCompleted = true;
  }
  return { courseCompleted };
};

/**
 * The domain event 'correction released': an evaluator finished the correction of an attempt, so its grade is now the
 * person's to see. Told in the correcting transaction (after the standing is refreshed) for notifications.
 */
export type CorrectionReleased = {
  tenantId: string;
  usuarioId: string;
  tentativaId: string;
  avaliacaoId: string;
  /** The assessment's title. */
  titulo: string;
  aprovado: boolean;
  nota: number;
};

export type CorrectionReleasedListener = (tx: Tx, event: CorrectionReleased) => Promise<void>;

const correctionListeners = new Set<CorrectionReleasedListener>();

/** Adds a listener of released corrections; returns the function that removes it. */
export const onCorrectionReleased = (listener: CorrectionReleasedListener): (() => void) => {
  correctionListeners.add(listener);
  return () => correctionListeners.delete(listener);
};

/** Tells every listener, one after the other, in the caller's transaction. */
export const emitCorrectionReleased = async (tx: Tx, event: CorrectionReleased): Promise<void> => {
  for (const listener of correctionListeners) await listener(tx, event);
};
