import { isApiError } from './api-error.ts';

type FieldErrorTarget = { setFieldError: (path: string, error: string) => void };

/**
 * Puts a failed save's server messages on the form: notifications with a `field` go to that field, and a 409
 * (duplicate name) goes to `conflictField`. Returns whether anything was placed (the caller still toasts the first
 * message).
 */
export function applyApiErrors(form: FieldErrorTarget, error: unknown, conflictField?: string): boolean {
  if (!isApiError(error)) return false;
  let placed = false;
  for (const notification of error.notifications) {
    if (notification.field) {
      form.setFieldError(notification.field, notification.message);
      placed = true;
    }
  }
  if (!placed && error.status === 409 && conflictField && error.firstMessage) {
    form.setFieldError(conflictField, error.firstMessage);
    placed = true;
  }
  return placed;
}
