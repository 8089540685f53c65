import { useSyncExternalStore } from 'react';
import { isElevatedLevel, type TokenResponse } from '@plataforma/shared/auth';
import { hasPermission } from '@plataforma/shared/permissions';
import type { User } from '@plataforma/shared/users';
import { decodeTokenClaims, type TokenClaims } from './jwt.ts';

/**
 * The browser session (1-shell §3, §4, §6): a small external store read with useSyncExternalStore.
 *
 * Where each part lives:
 * - the refresh token: nowhere JavaScript can reach. The API keeps it in an HttpOnly cookie sent only to the refresh and
 *   logout calls, persistent with "remember me", a session cookie otherwise (docs/decisions/0013);
 * - the short-lived access token and user info: sessionStorage (per tab); a tab without them (a new tab, a browser
 *   restarted with "remember me") gets a new access token through the refresh cookie at start (`restoreSession`);
 * - remember-me flag, the "signed in" mark (a refresh cookie is expected) and permissions: localStorage (permissions
 *   are a cache, refreshed after sign-in);
 * - client mode and the chosen partner tenant: sessionStorage (per tab).
 * `clearSession()` wipes all of them (logout).
 */

export type SessionTokens = {
  access: string;
  /** Epoch milliseconds when the access token expires. */
  expiresAt: number;
  scope: string;
  method: 'local' | 'sso';
  /** The person must set a new password before using the main area. */
  updatePassword: boolean;
};

export type ClientMode = { tenant: string; contract: string };

export type SessionState = {
  tokens: SessionTokens | null;
  remember: boolean;
  /** Decoded access-token claims (Level, Tenant, IdDoUsuario...). */
  payload: TokenClaims | null;
  user: User | null;
  /** Functionality names the user holds in the active tenant; null until loaded. */
  permissions: string[] | null;
  clientMode: ClientMode | null;
  /** Tenant chosen on /partner (or set automatically when the person has one account). */
  tenantPartner: string | null;
  /** The person's user in the partner tenant (each company has its own user of the same person); null without one. */
  partnerUserId: string | null;
};

export const SESSION_KEYS = {
  tokens: 'plataforma.tokens',
  user: 'plataforma.user',
  remember: 'plataforma.remember',
  /** Set while a refresh cookie is expected: a tab without an access token tries to restore the session. */
  signedIn: 'plataforma.signedIn',
  permissions: 'plataforma.permissions',
  clientMode: 'plataforma.clientMode',
  tenantPartner: 'plataforma.tenantPartner',
  partnerUserId: 'plataforma.partnerUserId',
  skipPartner: 'plataforma.partner.skip',
} as const;

const local = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};
const session = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
};

const readJson = <T>(storage: Storage | null, key: string): T | null => {
  const raw = storage?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
};

const writeJson = (storage: Storage | null, key: string, value: unknown): void => {
  try {
    if (value === null || value === undefined) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // quota or private mode: the in-memory state still works for this tab
  }
};

const isTokens = (value: unknown): value is SessionTokens => {
  if (!value || typeof value !== 'object') return false;
  const t = value as Record<string, unknown>;
  return typeof t.access === 'string' && typeof t.expiresAt === 'number';
};

const load = (): SessionState => {
  // Earlier versions kept the tokens, the refresh token included, in localStorage: never again.
  writeJson(local(), SESSION_KEYS.tokens, null);
  writeJson(local(), SESSION_KEYS.user, null);
  const remember = local()?.getItem(SESSION_KEYS.remember) === '1';
  const stored = readJson<Record<string, unknown>>(session(), SESSION_KEYS.tokens);
  if (stored && 'refresh' in stored) {
    delete stored.refresh;
    writeJson(session(), SESSION_KEYS.tokens, stored);
  }
  const tokens = isTokens(stored) ? stored : null;
  const permissions = tokens ? readJson<string[]>(local(), SESSION_KEYS.permissions) : null;
  return {
    tokens,
    remember,
    payload: tokens ? decodeTokenClaims(tokens.access) : null,
    user: tokens ? readJson<User>(session(), SESSION_KEYS.user) : null,
    permissions: Array.isArray(permissions) ? permissions : null,
    clientMode: tokens ? readJson<ClientMode>(session(), SESSION_KEYS.clientMode) : null,
    tenantPartner: tokens ? (session()?.getItem(SESSION_KEYS.tenantPartner) ?? null) : null,
    partnerUserId: tokens ? (session()?.getItem(SESSION_KEYS.partnerUserId) ?? null) : null,
  };
};

let state: SessionState = load();
const listeners = new Set<() => void>();

const emit = (next: SessionState): void => {
  state = next;
  listeners.forEach((listener) => listener());
};

export const getSession = (): SessionState => state;

export const subscribeSession = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Another tab signed out or signed in anew (the "signed in" mark changed, or the storage was cleared): the refresh cookie
 * this tab relied on is gone or belongs to the new sign-in, so this tab's session ends. Only this tab's own storage is
 * wiped: what is shared (localStorage) belongs to the other tab's doing.
 */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if ((event.key === null || event.key === SESSION_KEYS.signedIn) && state.tokens) endTabSession();
  });
}

/** Whether a refresh cookie is expected (signed in on this browser and not signed out since). */
export const expectsRefreshCookie = (): boolean => local()?.getItem(SESSION_KEYS.signedIn) === '1';

const toSessionTokens = (reply: TokenResponse): SessionTokens => ({
  access: reply.access_token,
  expiresAt: Date.now() + reply.expires_in * 1000,
  scope: reply.scope,
  method: reply.method,
  updatePassword: reply.updatePassword,
});

/** Starts a session from the login reply. Anything of a previous session is dropped first. */
export function startSession(reply: TokenResponse, options: { remember: boolean }): void {
  wipeStorage();
  const tokens = toSessionTokens(reply);
  writeJson(local(), SESSION_KEYS.remember, options.remember ? 1 : null);
  writeJson(local(), SESSION_KEYS.signedIn, 1);
  writeJson(session(), SESSION_KEYS.tokens, tokens);
  emit({
    tokens,
    remember: options.remember,
    payload: decodeTokenClaims(tokens.access),
    user: null,
    permissions: null,
    clientMode: null,
    tenantPartner: null,
    partnerUserId: null,
  });
}

/**
 * A tab without an access token got one through the refresh cookie: the session goes on in this tab, with the tab's
 * own client mode and partner tenant when it had them (a reload).
 */
export function restoreSession(reply: TokenResponse): void {
  const tokens = toSessionTokens(reply);
  writeJson(session(), SESSION_KEYS.tokens, tokens);
  const remember = local()?.getItem(SESSION_KEYS.remember) === '1';
  const permissions = readJson<string[]>(local(), SESSION_KEYS.permissions);
  emit({
    tokens,
    remember,
    payload: decodeTokenClaims(tokens.access),
    user: null,
    permissions: Array.isArray(permissions) ? permissions : null,
    clientMode: readJson<ClientMode>(session(), SESSION_KEYS.clientMode),
    tenantPartner: session()?.getItem(SESSION_KEYS.tenantPartner) ?? null,
    partnerUserId: session()?.getItem(SESSION_KEYS.partnerUserId) ?? null,
  });
}

/** Stores renewed tokens (refresh), keeping the rest of the session. */
export function updateTokens(reply: TokenResponse): void {
  if (!state.tokens) return;
  const tokens = { ...toSessionTokens(reply), updatePassword: state.tokens.updatePassword || reply.updatePassword };
  writeJson(session(), SESSION_KEYS.tokens, tokens);
  emit({ ...state, tokens, payload: decodeTokenClaims(tokens.access) });
}

/** Clears (or sets) the forced password-update flag, e.g. after the person set a new password. */
export function setUpdatePassword(value: boolean): void {
  if (!state.tokens) return;
  const tokens = { ...state.tokens, updatePassword: value };
  writeJson(session(), SESSION_KEYS.tokens, tokens);
  emit({ ...state, tokens });
}

export function setUser(user: User | null): void {
  writeJson(session(), SESSION_KEYS.user, user);
  emit({ ...state, user });
}

export function setPermissions(permissions: readonly string[] | null): void {
  const next = permissions ? [...permissions] : null;
  writeJson(local(), SESSION_KEYS.permissions, next);
  emit({ ...state, permissions: next });
}

/** Enters (tenant + contract) or leaves (null) client mode. Permissions and user info belong to a tenant: dropped. */
export function setClientMode(clientMode: ClientMode | null): void {
  writeJson(session(), SESSION_KEYS.clientMode, clientMode);
  writeJson(local(), SESSION_KEYS.permissions, null);
  writeJson(session(), SESSION_KEYS.user, null);
  emit({ ...state, clientMode, permissions: null, user: null });
}

/**
 * Chooses the partner tenant (X-Tenant) and the person's user there (`usuarioId` of usuario/useraccount: the same
 * person has one user per company). Changing it drops the permissions and user info of the previous one.
 */
export function setTenantPartner(tenantId: string | null, usuarioId: string | null = null): void {
  const userId = tenantId ? usuarioId : null;
  try {
    if (tenantId) session()?.setItem(SESSION_KEYS.tenantPartner, tenantId);
    else session()?.removeItem(SESSION_KEYS.tenantPartner);
    if (userId) session()?.setItem(SESSION_KEYS.partnerUserId, userId);
    else session()?.removeItem(SESSION_KEYS.partnerUserId);
  } catch {
    // ignore storage failures
  }
  if (tenantId === state.tenantPartner && userId === state.partnerUserId) return;
  writeJson(local(), SESSION_KEYS.permissions, null);
  writeJson(session(), SESSION_KEYS.user, null);
  emit({ ...state, tenantPartner: tenantId, partnerUserId: userId, permissions: null, user: null });
}

const wipeStorage = (): void => {
  for (const storage of [local(), session()]) {
    for (const key of [SESSION_KEYS.tokens, SESSION_KEYS.user, SESSION_KEYS.permissions, SESSION_KEYS.clientMode, SESSION_KEYS.tenantPartner, SESSION_KEYS.partnerUserId, SESSION_KEYS.remember, SESSION_KEYS.signedIn]) {
      try {
        storage?.removeItem(key);
      } catch {
        // ignore
      }
    }
  }
};

const EMPTY_STATE: SessionState = { tokens: null, remember: false, payload: null, user: null, permissions: null, clientMode: null, tenantPartner: null, partnerUserId: null };

/** Ends the session in this tab only (another tab signed out or in). */
export function endTabSession(): void {
  for (const key of [SESSION_KEYS.tokens, SESSION_KEYS.user, SESSION_KEYS.clientMode, SESSION_KEYS.tenantPartner, SESSION_KEYS.partnerUserId]) {
    try {
      session()?.removeItem(key);
    } catch {
      // ignore
    }
  }
  emit(EMPTY_STATE);
}

/** Logout: wipes tokens, user info, permissions, client mode, tenant partner and the remember-me flag. */
export function clearSession(): void {
  wipeStorage();
  emit(EMPTY_STATE);
}

/** Active tenant for X-Tenant: client-mode tenant, then the chosen partner tenant, then none (the token's). */
export function getActiveTenant(current: SessionState = state): string | null {
  return current.clientMode?.tenant ?? current.tenantPartner ?? null;
}

/**
 * The person's own user and the tenant it lives in (X-Tenant; null: the token's): in the partner tenant its user,
 * else the token's. Client mode does not change them — the person has no user in a customer's tenant.
 */
export function ownUser(current: SessionState = state): { userId: string | null; tenant: string | null } {
  if (current.tenantPartner && current.partnerUserId) return { userId: current.partnerUserId, tenant: current.tenantPartner };
  return { userId: current.payload?.IdDoUsuario ?? null, tenant: current.tenantPartner };
}

export const isAuthenticated = (current: SessionState = state): boolean => current.tokens !== null;

/** Elevated privileges: Level N0 or N1 outside client mode (1-shell §6). Also "admin mode". */
export function isElevated(current: SessionState = state): boolean {
  return Boolean(current.payload && isElevatedLevel(current.payload.Level) && !current.clientMode);
}

/** "Do not show again" of the company chooser, remembered per person on this browser. */
export function shouldSkipPartnerChooser(userKey: string | null | undefined): boolean {
  if (!userKey) return false;
  const list = readJson<string[]>(local(), SESSION_KEYS.skipPartner);
  return Array.isArray(list) && list.includes(userKey);
}

export function setSkipPartnerChooser(userKey: string | null | undefined, skip: boolean): void {
  if (!userKey) return;
  const list = readJson<string[]>(local(), SESSION_KEYS.skipPartner);
  const current = new Set(Array.isArray(list) ? list : []);
  if (skip) current.add(userKey);
  else current.delete(userKey);
  writeJson(local(), SESSION_KEYS.skipPartner, current.size > 0 ? [...current] : null);
}

/** The key under which per-person browser preferences are kept (token subject, else user id). */
export const sessionUserKey = (current: SessionState = state): string | null => current.payload?.sub ?? current.payload?.IdDoUsuario ?? null;

// ---------------------------------------------------------------- hooks

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

export function useIsAuthenticated(): boolean {
  return useSyncExternalStore(subscribeSession, () => isAuthenticated(), () => isAuthenticated());
}

/** Held functionality names (empty while not loaded). */
export function usePermissions(): readonly string[] {
  return useSession().permissions ?? EMPTY;
}
const EMPTY: readonly string[] = Object.freeze([]);

/** True when the user holds the permission, or all of the permissions when given a list. */
export function useHasPermission(required: string | readonly string[]): boolean {
  return hasPermission(usePermissions(), required);
}

export function useIsElevated(): boolean {
  return useSyncExternalStore(subscribeSession, () => isElevated(), () => isElevated());
}

export function useActiveTenant(): string | null {
  return useSyncExternalStore(subscribeSession, () => getActiveTenant(), () => getActiveTenant());
}
