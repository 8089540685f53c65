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
  refresh_token: 'refresh-1',
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
  it('keeps tokens in sessionStorage without remember-me and in localStorage with it', () => {
    store.startSession(reply(), { remember: false });
    expect(session.getItem(store.SESSION_KEYS.tokens)).not.toBeNull();
    expect(local.getItem(store.SESSION_KEYS.tokens)).toBeNull();

    store.startSession(reply(), { remember: true });
    expect(local.getItem(store.SESSION_KEYS.tokens)).not.toBeNull();
    expect(session.getItem(store.SESSION_KEYS.tokens)).toBeNull();
    expect(local.getItem(store.SESSION_KEYS.remember)).toBe('1');
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
    store.updateTokens(reply({}, { refresh_token: 'refresh-2' }));
    expect(store.getSession().tokens?.updatePassword).toBe(true);
    expect(store.getSession().tokens?.refresh).toBe('refresh-2');
    store.setUpdatePassword(false);
    expect(JSON.parse(local.getItem(store.SESSION_KEYS.tokens) ?? '{}').updatePassword).toBe(false);
  });

  it('clearSession wipes tokens, user, permissions, client mode, partner and remember-me', () => {
    store.startSession(reply(), { remember: true });
    store.setPermissions(['Aprendizado']);
    store.setTenantPartner('t-p');
    store.setClientMode({ tenant: 't', contract: 'c' });
    store.clearSession();
    expect(store.getSession()).toEqual({ tokens: null, remember: false, payload: null, user: null, permissions: null, clientMode: null, tenantPartner: null });
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
