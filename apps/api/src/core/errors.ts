import type { MessageKey, MessageParams } from '@plataforma/shared';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

/** A failure the services raise on purpose; the error handler turns it into the failure envelope. */
export class AppError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly status: ErrorStatus = 400,
    readonly params: MessageParams = {},
    readonly details?: unknown,
    /** Headers of the failure reply (Retry-After of a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

/** An AppError about one request field, named in the envelope's notification (as validation does). */
export class FieldError extends AppError {
  constructor(
    readonly field: string,
    key: MessageKey,
    status: ErrorStatus = 400,
    params: MessageParams = {},
    details?: unknown,
  ) {
    super(key, status, params, details);
  }
}

export const notFound = (key: MessageKey = 'errors.notFound') => new AppError(key, 404);
export const forbidden = (key: MessageKey = 'auth.forbidden') => new AppError(key, 403);
export const unauthorized = (key: MessageKey = 'auth.unauthenticated') => new AppError(key, 401);
