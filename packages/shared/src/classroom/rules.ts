/**
 * Pure rules of the classroom (2-learner §3 'Classroom item', §4 Media progress; 3-admin §3 Course/Trail:
 * sequenciaObrigatoria, controleDeConsumo, prerequisites, terms of use). The server decides locks and roll-ups with
 * them; the web shows the same answers.
 */
import { clampPercent, rollUpProgress } from '../enrolment/rules.ts';
import type { LockReason } from './contracts.ts';

/** What locks every item of a content at once (sequence aside). */
export type ClassroomGate = {
  /** controleDeConsumo: 'Imediato', or 'DataHora' at or after dataHoraLiberacao. */
  released: boolean;
  /** Every prerequisite complete (no prerequisites: true). */
  prerequisitesMet: boolean;
  /** The introduction term is accepted, or the content has none. */
  introTermAccepted: boolean;
  /** The enrolment's days limit ran out before completion. */
  expired: boolean;
};

export const OPEN_GATE: ClassroomGate = { released: true, prerequisitesMet: true, introTermAccepted: true, expired: false };

/**
 * The reason that locks the whole content, by precedence: not released, prerequisites incomplete, introduction term
 * not accepted. Expiry is not here: it only forbids reporting (see `itemLockReasons`). Null when open.
 */
export const gateReason = (gate: ClassroomGate): Exclude<LockReason, 'sequence' | 'expired'> | null => {
  if (!gate.released) return 'release';
  if (!gate.prerequisitesMet) return 'prerequisite';
  if (!gate.introTermAccepted) return 'term';
  return null;
};

/** An item is complete at 100. */
export const isComplete = (progress: number | null | undefined): boolean => clampPercent(progress) === 100;

/**
 * Sequence locks (sequenciaObrigatoria): item i is locked while any earlier item is below 100. Without sequence
 * nothing is locked.
 */
export const sequenceLocks = (progress: readonly (number | null | undefined)[], sequential: boolean): boolean[] => {
  let allBeforeComplete = true;
  return progress.map((p) => {
    const locked = sequential && !allBeforeComplete;
    if (!isComplete(p)) allBeforeComplete = false;
    return locked;
  });
};

/**
 * The lock reason of every item, in order (the items of a trail flattened: the steps' items one after the other).
 * Precedence: the gate's reason, then the sequence, then 'expired' (open read-only, nothing reported).
 */
export const itemLockReasons = (gate: ClassroomGate, sequential: boolean, progress: readonly (number | null | undefined)[]): (LockReason | null)[] => {
  const whole = gateReason(gate);
  const sequence = sequenceLocks(progress, sequential);
  return progress.map((_, i) => whole ?? (sequence[i] ? 'sequence' : gate.expired ? 'expired' : null));
};

/** Whether an item with this reason can be opened (read-only when expired). */
export const canOpenItem = (reason: LockReason | null): boolean => reason === null || reason === 'expired';

/** Whether progress may be reported for an item with this reason. */
export const canReportItem = (reason: LockReason | null): boolean => reason === null;

/** 'Continue': index of the first item that is open to report and not complete, or -1. */
export const nextItemIndex = (progress: readonly (number | null | undefined)[], reasons: readonly (LockReason | null)[]): number =>
  progress.findIndex((p, i) => canReportItem(reasons[i] ?? null) && !isComplete(p));

/**
 * Progress of a course from its items: the roll-up of the required ones (obrigatorio), or of all of them when every
 * item is optional. No items: 0.
 */
export const courseProgress = (items: readonly { percentual: number | null | undefined; obrigatorio: boolean }[]): number =>
  rollUpProgress(countedItems(items).map((i) => i.percentual));

/** The items of a course that count for its completion: the required ones, or all of them when every one is optional. */
export const countedItems = <T extends { obrigatorio: boolean }>(items: readonly T[]): T[] => {
  const required = items.filter((i) => i.obrigatorio);
  return required.length > 0 ? required : [...items];
};

/** An assessment item that counts, as the enrolment sees it: graded (not a reaction survey), best score, approved. */
export type AssessmentItemStanding = { graded: boolean; nota: number | null | undefined; aprovado: boolean };

/**
 * The assessment side of an enrolment, from the assessment items that count (objects are left out by the caller):
 * `aproveitamento` is the floor of the mean of the graded items' best scores (null when none is graded yet);
 * `assessmentsApproved` whether every graded item is approved (undefined when there is none: enrolmentStatus then
 * reads only the score).
 */
export const assessmentRollUp = (items: readonly AssessmentItemStanding[]): { aproveitamento: number | null; assessmentsApproved: boolean | undefined } => {
  const graded = items.filter((i) => i.graded);
  const notas = graded.flatMap((i) => (i.nota === null || i.nota === undefined || !Number.isFinite(i.nota) ? [] : [i.nota]));
  return {
    aproveitamento: notas.length === 0 ? null : clampPercent(notas.reduce((sum, n) => sum + n, 0) / notas.length),
    assessmentsApproved: graded.length === 0 ? undefined : graded.every((i) => i.aprovado),
  };
};

/** The conclusion term is asked once progress is 100, the content has one and it is not accepted yet. */
export const conclusionTermPending = (hasTerm: boolean, acceptedAt: Date | string | null | undefined, percentual: number | null | undefined): boolean =>
  hasTerm && !acceptedAt && isComplete(percentual);
