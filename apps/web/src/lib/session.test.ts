import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TokenResponse } from '@plataforma/shared/auth';
import { MemoryStorage, fakeJwt } from '../test/memory-storage.ts';

const local = new MemoryStorage();
const session = new MemoryStorage();
vi.stubGlobal('localStorage', local);
vi.stubGlobal('sessionStorage', session);

const store = await import('./session.ts');

const reply = (claims: Record<string, unknown> = {}, extra: Partial<TokenResponse> = {}): TokenResponse => ({
  access_token: fakeJwt({ sub: 'login-1', Level: 'N2', Tenant: 't-token', IdDoUsuario: 'u-1', method: 'local', ...claims }),
  expires_in: 900,
  refresh_token: '',
  scope: 'openid profile offline_access',
  token_type: 'Bearer',
  method: 'local',
  updatePassword: false,
  ...extra,
});

beforeEach(() => {
  store.clearSession();
  local.clear();
  session.clear();
});

describe('session store', () => {
  it('keeps the access token in the tab (sessionStorage) with or without remember-me, and no refresh token anywhere', () => {
    for (const remember of [false, true]) {
      store.startSession(reply(), { remember });
      expect(JSON.parse(session.getItem(store.SESSION_KEYS.tokens) ?? '{}').access).toBe(reply().access_token);
      expect(local.getItem(store.SESSION_KEYS.tokens)).toBeNull();
      expect(local.getItem(store.SESSION_KEYS.remember)).toBe(remember ? '1' : null);
      // A refresh cookie is now expected: a new tab will ask for an access token with it.
      expect(store.expectsRefreshCookie()).toBe(true);
      const dump = (storage: MemoryStorage) => Array.from({ length: storage.length }, (_, i) => `${storage.key(i)}=${storage.getItem(storage.key(i) ?? '')}`);
      const everything = [...dump(local), ...dump(session)].join(' ');
      expect(everything).not.toMatch(/refresh/i);
      expect(Object.keys(store.getSession().tokens ?? {})).not.toContain('refresh');
    }
  });

  it('ends the session of this tab only when another tab signs out or in, leaving the shared storage alone', () => {
    store.startSession(reply(), { remember: true });
    store.setTenantPartner('t-p');
    store.endTabSession();
    expect(store.getSession().tokens).toBeNull();
    expect(session.getItem(store.SESSION_KEYS.tokens)).toBeNull();
    expect(session.getItem(store.SESSION_KEYS.tenantPartner)).toBeNull();
    // The other tab's sign-in keeps its marks.
    expect(local.getItem(store.SESSION_KEYS.signedIn)).toBe('1');
    expect(local.getItem(store.SESSION_KEYS.remember)).toBe('1');
  });

  it('restores a session in a tab without tokens from a refresh reply, keeping the tab client mode', () => {
    store.startSession(reply(), { remember: true });
    store.setClientMode({ tenant: 't-c', contract: 'c-1' });
    session.removeItem(store.SESSION_KEYS.tokens);
    store.restoreSession(reply({ IdDoUsuario: 'u-2' }));
    const state = store.getSession();
    expect(state.payload?.IdDoUsuario).toBe('u-2');
    expect(state.remember).toBe(true);
    expect(state.clientMode).toEqual({ tenant: 't-c', contract: 'c-1' });
    expect(session.getItem(store.SESSION_KEYS.tokens)).not.toBeNull();
  });

  it('decodes the payload and the expiry', () => {
    const before = Date.now();
    store.startSession(reply(), { remember: false });
    const state = store.getSession();
    expect(state.payload?.IdDoUsuario).toBe('u-1');
    expect(state.payload?.Level).toBe('N2');
    expect(state.tokens?.expiresAt).toBeGreaterThanOrEqual(before + 900_000);
    expect(store.isAuthenticated()).toBe(true);
  });

  it('orders the active tenant: client mode, then partner, then none', () => {
    store.startSession(reply(), { remember: false });
    expect(store.getActiveTenant()).toBeNull();
    store.setTenantPartner('t-partner');
    expect(store.getActiveTenant()).toBe('t-partner');
    store.setClientMode({ tenant: 't-client', contract: 'c-1' });
    expect(store.getActiveTenant()).toBe('t-client');
    store.setClientMode(null);
    expect(store.getActiveTenant()).toBe('t-partner');
  });

  it("the person's own user is the partner company's user once one is chosen (survives a reload), else the token's; client mode keeps it", () => {
    store.startSession(reply(), { remember: false });
    const tokenUser = store.getSession().payload?.IdDoUsuario;
    expect(tokenUser).toBeTruthy();
    expect(store.ownUser()).toEqual({ userId: tokenUser, tenant: null });
    store.setTenantPartner('t-acme', 'u-acme');
    expect(store.ownUser()).toEqual({ userId: 'u-acme', tenant: 't-acme' });
    expect(session.getItem(store.SESSION_KEYS.partnerUserId)).toBe('u-acme');
    store.setClientMode({ tenant: 't-client', contract: 'c-1' });
    expect(store.ownUser()).toEqual({ userId: 'u-acme', tenant: 't-acme' });
    store.setClientMode(null);
    store.setTenantPartner(null);
    expect(store.ownUser()).toEqual({ userId: tokenUser, tenant: null });
    expect(session.getItem(store.SESSION_KEYS.partnerUserId)).toBeNull();
  });

  it('drops permissions and user info when the tenant changes', () => {
    store.startSession(reply(), { remember: false });
    store.setPermissions(['Aprendizado']);
    expect(JSON.parse(local.getItem(store.SESSION_KEYS.permissions) ?? 'null')).toEqual(['Aprendizado']);
    store.setTenantPartner('t-2');
    expect(store.getSession().permissions).toBeNull();
    expect(local.getItem(store.SESSION_KEYS.permissions)).toBeNull();
  });

  it('is elevated for N0/N1 outside client mode only', () => {
    store.startSession(reply({ Level: 'N1' }), { remember: false });
    expect(store.isElevated()).toBe(true);
    store.setClientMode({ tenant: 't', contract: 'c' });
    expect(store.isElevated()).toBe(false);
    store.startSession(reply({ Level: 'N3' }), { remember: false });
    expect(store.isElevated()).toBe(false);
  });

  it('keeps the forced password update until cleared', () => {
    store.startSession(reply({}, { updatePassword: true }), { remember: true });
    expect(store.getSession().tokens?.updatePassword).toBe(true);
    store.updateTokens(reply({ IdDoUsuario: 'u-9' }));
    expect(store.getSession().tokens?.updatePassword).toBe(true);
    expect(store.getSession().payload?.IdDoUsuario).toBe('u-9');
    store.setUpdatePassword(false);
    expect(JSON.parse(session.getItem(store.SESSION_KEYS.tokens) ?? '{}').updatePassword).toBe(false);
  });

  it('clearSession wipes tokens, user, permissions, client mode, partner and remember-me', () => {
    store.startSession(reply(), { remember: true });
    store.setPermissions(['Aprendizado']);
    store.setTenantPartner('t-p');
    store.setClientMode({ tenant: 't', contract: 'c' });
    store.clearSession();
    expect(store.getSession()).toEqual({ tokens: null, remember: false, payload: null, user: null, permissions: null, clientMode: null, tenantPartner: null, partnerUserId: null });
    for (const key of Object.values(store.SESSION_KEYS).filter((k) => k !== store.SESSION_KEYS.skipPartner)) {
      expect(local.getItem(key)).toBeNull();
      expect(session.getItem(key)).toBeNull();
    }
  });

  it('notifies subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = store.subscribeSession(listener);
    store.startSession(reply(), { remember: false });
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });

  it('remembers "do not show again" per person', () => {
    store.setSkipPartnerChooser('a', true);
    expect(store.shouldSkipPartnerChooser('a')).toBe(true);
    expect(store.shouldSkipPartnerChooser('b')).toBe(false);
    store.setSkipPartnerChooser('a', false);
    expect(store.shouldSkipPartnerChooser('a')).toBe(false);
    expect(store.shouldSkipPartnerChooser(null)).toBe(false);
  });
});
