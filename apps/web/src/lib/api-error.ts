import type { Language, MessageKey } from '@plataforma/shared';
import { messageText } from './message-text.ts';

export type ApiNotification = { message: string; field?: string };

/** Failure of a server call: the HTTP status (0 = network failure) and the failure envelope's content. */
export class ApiError extends Error {
  readonly status: number;
  readonly notifications: ApiNotification[];
  readonly details: unknown;

  constructor(status: number, notifications: ApiNotification[], details?: unknown) {
    super(notifications[0]?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.notifications = notifications;
    this.details = details;
  }

  /** First server notification message, if any. */
  get firstMessage(): string | null {
    return this.notifications[0]?.message ?? null;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  get isTimeout(): boolean {
    return this.status === 408;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Message key used when a failure reply carries no notification. */
export function fallbackMessageKey(status: number): MessageKey {
  if (status === 0) return 'errors.connection';
  if (status === 400 || status === 422) return 'errors.invalidRequest';
  if (status === 401) return 'auth.unauthenticated';
  if (status === 403) return 'auth.forbidden';
  if (status === 404) return 'errors.notFound';
  if (status === 408) return 'settings.timeout';
  if (status === 409) return 'errors.conflict';
  if (status === 413) return 'errors.payloadTooLarge';
  if (status === 429) return 'auth.tooManyAttempts';
  if (status >= 500) return 'errors.unavailable';
  return 'errors.unexpected';
}

const toNotifications = (value: unknown): ApiNotification[] => {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): ApiNotification[] => {
    if (typeof item === 'string' && item.trim()) return [{ message: item }];
    if (item && typeof item === 'object' && typeof (item as { message?: unknown }).message === 'string') {
      const { message, field } = item as { message: string; field?: unknown };
      return message.trim() ? [{ message, ...(typeof field === 'string' ? { field } : {}) }] : [];
    }
    return [];
  });
};

/**
 * Builds the ApiError of a failure reply from its parsed body (the envelope
 * `{ success: false, notifications: [{ message }], details }`, or anything else). When the body carries no
 * message, the status' fallback message is used in the given language.
 */
export function apiErrorFromBody(status: number, body: unknown, language: Language): ApiError {
  let notifications: ApiNotification[] = [];
  let details: unknown;
  if (body && typeof body === 'object') {
    const envelope = body as { notifications?: unknown; details?: unknown; message?: unknown };
    notifications = toNotifications(envelope.notifications);
    details = envelope.details;
    if (notifications.length === 0) notifications = toNotifications(envelope.details);
    if (notifications.length === 0 && typeof envelope.message === 'string' && envelope.message.trim()) {
      notifications = [{ message: envelope.message }];
    }
  }
  if (notifications.length === 0) notifications = [{ message: messageText(fallbackMessageKey(status), language) }];
  return new ApiError(status, notifications, details);
}

/** Query string of a request; null/undefined values are left out, arrays repeat the key. */
export function buildQueryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
