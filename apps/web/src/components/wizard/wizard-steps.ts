/**
 * Pure rules of the wizard (no React): which form errors belong to a step, and where to go when errors appear.
 * A step owns form paths by prefix: the step field 'sso' owns the errors 'sso', 'sso.clientId' and 'sso.0.x'.
 */

export type FormErrorMap = Record<string, unknown>;

/** Whether an error path belongs to one of the step's field paths (exact or nested below it). */
export function ownsPath(fields: readonly string[], errorPath: string): boolean {
  return fields.some((field) => errorPath === field || errorPath.startsWith(`${field}.`));
}

/** The errors (with a message) that belong to the step. */
export function errorsOfStep<E extends FormErrorMap>(errors: E, fields: readonly string[] | undefined): E {
  if (!fields || fields.length === 0) return {} as E;
  return Object.fromEntries(Object.entries(errors).filter(([path, message]) => Boolean(message) && ownsPath(fields, path))) as E;
}

/** Whether the step has any error. */
export function stepHasErrors(errors: FormErrorMap, fields: readonly string[] | undefined): boolean {
  return Object.keys(errorsOfStep(errors, fields)).length > 0;
}

/** The index of the first step with an error, or -1. */
export function firstStepWithErrors(errors: FormErrorMap, steps: readonly { fields?: readonly string[] }[]): number {
  return steps.findIndex((step) => stepHasErrors(errors, step.fields));
}

/** Error paths present now that were not before (errors that just appeared, e.g. from the server). */
export function newErrorPaths(previous: FormErrorMap, current: FormErrorMap): string[] {
  return Object.entries(current)
    .filter(([path, message]) => Boolean(message) && !previous[path])
    .map(([path]) => path);
}

/**
 * Where the step indicator may send the user: 'none' nowhere; 'visited' to any step already reached (and always
 * back); 'all' anywhere (forward moves still validate the steps in between).
 */
export type StepNavigation = 'none' | 'visited' | 'all';

export function canSelectStep(target: number, active: number, furthest: number, mode: StepNavigation): boolean {
  if (target === active) return false;
  if (mode === 'none') return false;
  if (mode === 'all') return true;
  return target <= furthest;
}
