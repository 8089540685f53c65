import type { TokenResponse } from '@plataforma/shared/auth';
import { ApiError, apiErrorFromBody, buildQueryString, type QueryValue } from './api-error.ts';
import { getLanguage } from './language.ts';
import { messageText } from './message-text.ts';
import { clearSession, expectsRefreshCookie, getActiveTenant, getSession, restoreSession, updateTokens } from './session.ts';

export { ApiError, isApiError } from './api-error.ts';
export type { ApiNotification, QueryValue } from './api-error.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  /** JSON body (objects are serialised) or FormData / Blob sent as is. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Public call: no Authorization header and no refresh-and-retry on 401. */
  skipAuth?: boolean;
  headers?: Record<string, string>;
  /** Overrides the X-Tenant header; null sends none. Default: the active tenant of the session. */
  tenant?: string | null;
  /** Aborts after this many milliseconds with ApiError 408 ('settings.timeout'). */
  timeoutMs?: number;
  /**
   * How to read a successful reply (default json; an empty reply gives undefined). 'file' gives a DownloadedFile:
   * the blob and the name the server gives it in Content-Disposition.
   */
  responseType?: 'json' | 'text' | 'blob' | 'file';
};

/** A file the server sent: its content and its name (null when the server gave none). */
export type DownloadedFile = { blob: Blob; fileName: string | null };

/** The file name of a Content-Disposition header: the UTF-8 `filename*` when present, else `filename`. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed encoding falls back to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain ? plain[1].trim() : null;
}

/** Base of every path that does not start with a scheme; empty = same origin (Vite proxies /api in dev). */
const API_BASE = (import.meta.env.VITE_API_BASE as string | undefined) ?? '';

const REFRESH_PATH = '/api/v1/autenticacao/Refresh';

let onSessionExpired: () => void = () => {
  if (typeof window !== 'undefined') window.location.assign('/logout');
};

/** The router registers how to go to /logout when the session cannot be renewed. */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

const isBodyInit = (body: unknown): body is FormData | Blob | URLSearchParams =>
  (typeof FormData !== 'undefined' && body instanceof FormData) ||
  (typeof Blob !== 'undefined' && body instanceof Blob) ||
  (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams);

const parseBody = async (response: Response, type: RequestOptions['responseType']): Promise<unknown> => {
  if (type === 'blob') return response.blob();
  if (type === 'file') return { blob: await response.blob(), fileName: fileNameFromDisposition(response.headers.get('content-disposition')) } satisfies DownloadedFile;
  const text = await response.text();
  if (type === 'text') return text;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const combineSignals = (signal: AbortSignal | undefined, timeoutMs: number | undefined) => {
  if (!timeoutMs) return { signal, timeout: undefined };
  const timeout = AbortSignal.timeout(timeoutMs);
  return { signal: signal ? AbortSignal.any([signal, timeout]) : timeout, timeout };
};

type Sent = { response: Response; accessUsed: string | null };

/**
 * Headers of an API call: Accept, Accept-Language, Authorization (the session's access token, unless `skipAuth`) and
 * X-Tenant (the active tenant, or `tenant`). Also used by calls made without fetch (uploads with progress).
 */
export function apiHeaders(options: Pick<RequestOptions, 'skipAuth' | 'tenant'> = {}): Record<string, string> {
  const session = getSession();
  const access = options.skipAuth ? null : (session.tokens?.access ?? null);
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': getLanguage() };
  if (access) headers.Authorization = `Bearer ${access}`;
  const tenant = options.tenant === undefined ? getActiveTenant(session) : options.tenant;
  if (tenant) headers['X-Tenant'] = tenant;
  return headers;
}

/** Full address of an API path (paths with a scheme are kept). */
export const apiUrl = (path: string): string => (/^https?:\/\//.test(path) ? path : `${API_BASE}${path}`);

async function send(method: HttpMethod, path: string, options: RequestOptions): Promise<Sent> {
  const headers = apiHeaders(options);
  const accessUsed = headers.Authorization ? headers.Authorization.slice('Bearer '.length) : null;

  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (isBodyInit(options.body)) body = options.body;
    else {
      body = JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }
  }
  Object.assign(headers, options.headers);

  const url = apiUrl(path);
  const { signal, timeout } = combineSignals(options.signal, options.timeoutMs);
  try {
    const response = await fetch(`${url}${buildQueryString(options.query)}`, { method, headers, body, signal });
    return { response, accessUsed };
  } catch (error) {
    if (timeout?.aborted && !options.signal?.aborted) {
      throw new ApiError(408, [{ message: messageText('settings.timeout', getLanguage()) }]);
    }
    if (options.signal?.aborted) throw error; // cancelled by the caller (TanStack Query): not a failure
    throw new ApiError(0, [{ message: messageText('errors.connection', getLanguage()) }], error);
  }
}

let refreshing: Promise<boolean> | null = null;

/**
 * Tabs share the refresh cookie and each use rotates it: one refresh at a time across the browser's tabs (Web Locks),
 * so no tab presents a cookie another tab has just used (which would end the sign-in as a stolen token).
 */
const oneTabAtATime = <T>(work: () => Promise<T>): Promise<T> => {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  return locks ? (locks.request('plataforma.refresh', work) as Promise<T>) : work();
};

/** POST autenticacao/Refresh: the refresh token goes in its HttpOnly cookie, the body keeps the spec's fields. */
async function requestNewTokens(): Promise<TokenResponse | null> {
  const { response } = await oneTabAtATime(() => send('POST', REFRESH_PATH, { skipAuth: true, body: { scope: 'offline_access', grant_type: 'refresh_token' } }));
  if (!response.ok) return null;
  const reply = (await parseBody(response, 'json')) as TokenResponse | undefined;
  return reply && typeof reply.access_token === 'string' ? reply : null;
}

async function doRefresh(): Promise<boolean> {
  if (!getSession().tokens) return false;
  try {
    const reply = await requestNewTokens();
    if (!reply) throw new Error('refresh refused');
    updateTokens(reply);
    return true;
  } catch {
    if (getSession().tokens) onSessionExpired();
    return false;
  }
}

/** Renews the session with the refresh cookie; concurrent callers share one request. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= doRefresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * At start: a tab without an access token (a new tab, a browser restarted with "remember me") while a refresh cookie is
 * expected asks for one. Without a valid cookie the "signed in" mark is dropped and the app starts signed out.
 */
export async function restoreSessionFromCookie(): Promise<boolean> {
  if (getSession().tokens || !expectsRefreshCookie()) return Boolean(getSession().tokens);
  try {
    const reply = await requestNewTokens();
    if (reply) {
      restoreSession(reply);
      return true;
    }
  } catch {
    // offline or the server is away: start signed out, the mark stays for the next start
    return false;
  }
  clearSession();
  return false;
}

/**
 * Calls the API. Sends Authorization, X-Tenant and Accept-Language; on 401 from an authenticated call the session is
 * renewed once (shared between concurrent calls) and the call retried; if renewing fails, the app goes to /logout.
 * Failures throw ApiError (status 0 for network failures).
 */
export async function apiRequest<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  const authenticated = !options.skipAuth;
  const tokens = getSession().tokens;
  if (authenticated && tokens && tokens.expiresAt - Date.now() < 5_000) await refreshSession();

  let { response, accessUsed } = await send(method, path, options);
  if (response.status === 401 && authenticated && accessUsed) {
    const current = getSession().tokens?.access ?? null;
    const renewed = current !== null && current !== accessUsed ? true : await refreshSession();
    if (renewed) ({ response, accessUsed } = await send(method, path, options));
  }

  const body = await parseBody(response, response.ok ? options.responseType : 'json');
  if (!response.ok) throw apiErrorFromBody(response.status, body, getLanguage());
  return body as T;
}

type Opts = Omit<RequestOptions, 'body'>;

export const api = {
  get: <T>(path: string, options?: Opts) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Opts) => apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Opts) => apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: Opts) => apiRequest<T>('PATCH', path, { ...options, body }),
  del: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};
