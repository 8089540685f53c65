import { loadMessagesNamespace } from '../test/messages-namespace.ts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TokenResponse } from '@plataforma/shared/auth';
import { MemoryStorage, fakeJwt } from '../test/memory-storage.ts';

vi.stubGlobal('localStorage', new MemoryStorage());
vi.stubGlobal('sessionStorage', new MemoryStorage());

const session = await import('./session.ts');
const { ApiError, api, apiRequest, fileNameFromDisposition, restoreSessionFromCookie, setSessionExpiredHandler } = await import('./api-client.ts');
const { setLanguage } = await import('./language.ts');

const tokens = (n: number): TokenResponse => ({
  access_token: fakeJwt({ sub: 's', Level: 'N2', Tenant: 't', IdDoUsuario: 'u', method: 'local', n }),
  expires_in: 900,
  refresh_token: '',
  scope: 'offline_access',
  token_type: 'Bearer',
  method: 'local',
  updatePassword: false,
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };
let calls: Call[] = [];
const fetchMock = vi.fn();

beforeEach(() => {
  calls = [];
  fetchMock.mockReset();
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const call = { url, method: init.method ?? 'GET', headers: init.headers as Record<string, string>, body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    return fetchMock(call) as Response;
  });
  session.startSession(tokens(1), { remember: false });
  setLanguage('pt');
});

afterEach(() => {
  session.clearSession();
});

beforeAll(() => loadMessagesNamespace());

describe('apiRequest', () => {
  it('sends Authorization, X-Tenant and Accept-Language', async () => {
    session.setTenantPartner('t-partner');
    setLanguage('es');
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await expect(api.get('/api/v1/x', { query: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(calls[0].url).toBe('/api/v1/x?a=1');
    expect(calls[0].headers.Authorization).toBe(`Bearer ${session.getSession().tokens?.access}`);
    expect(calls[0].headers['X-Tenant']).toBe('t-partner');
    expect(calls[0].headers['Accept-Language']).toBe('es');
  });

  it('sends no Authorization on public calls and no X-Tenant without an active tenant', async () => {
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await api.post('/api/v1/open', { a: 1 }, { skipAuth: true });
    expect(calls[0].headers.Authorization).toBeUndefined();
    expect(calls[0].headers['X-Tenant']).toBeUndefined();
    expect(calls[0].headers['Content-Type']).toBe('application/json');
    expect(calls[0].body).toEqual({ a: 1 });
  });

  it('throws ApiError from the failure envelope', async () => {
    fetchMock.mockResolvedValueOnce(json(409, { success: false, notifications: [{ message: 'Conflito' }], details: 'd' }));
    const error = await apiRequest('PUT', '/api/v1/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, notifications: [{ message: 'Conflito' }], details: 'd' });
  });

  it('turns network failures into ApiError 0 with the connection message', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('/api/v1/x')).rejects.toMatchObject({ status: 0, notifications: [{ message: 'Falha de conexão. Verifique sua internet e tente novamente.' }] });
  });

  it('gives undefined for an empty reply', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(api.del('/api/v1/x/1')).resolves.toBeUndefined();
  });

  it('does not refresh a public call that answers 401 (wrong credentials)', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { success: false, notifications: [{ message: 'Usuário ou senha inválidos.' }] }));
    await expect(api.post('/api/v1/autenticacao/login', {}, { skipAuth: true })).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
  });

  it('refreshes once for concurrent 401s and retries each call with the new token', async () => {
    const oldAccess = session.getSession().tokens?.access;
    let refreshes = 0;
    fetchMock.mockImplementation(async (call: Call) => {
      if (call.url.endsWith('/autenticacao/Refresh')) {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
        return json(200, tokens(2));
      }
      return call.headers.Authorization === `Bearer ${oldAccess}` ? json(401, { success: false, notifications: [] }) : json(200, { url: call.url });
    });
    const results = await Promise.all([api.get('/api/v1/a'), api.get('/api/v1/b'), api.get('/api/v1/c')]);
    expect(results).toEqual([{ url: '/api/v1/a' }, { url: '/api/v1/b' }, { url: '/api/v1/c' }]);
    expect(refreshes).toBe(1);
    const refresh = calls.find((c) => c.url.endsWith('/Refresh'));
    // The refresh token travels in its HttpOnly cookie (the browser adds it), never in the body.
    expect(refresh?.body).toEqual({ scope: 'offline_access', grant_type: 'refresh_token' });
    expect(refresh?.headers.Authorization).toBeUndefined();
    expect(session.getSession().tokens?.access).toBe(tokens(2).access_token);
  });

  it('restores a tab without an access token through the refresh cookie when one is expected', async () => {
    sessionStorage.removeItem(session.SESSION_KEYS.tokens);
    const signedIn = session.getSession().tokens;
    session.clearSession();
    expect(signedIn).not.toBeNull();
    // Signed out: no cookie expected, nothing asked.
    expect(await restoreSessionFromCookie()).toBe(false);
    expect(calls).toEqual([]);
    // Signed in on this browser (another tab, or before a restart with "remember me"): asked once, in the cookie.
    localStorage.setItem(session.SESSION_KEYS.signedIn, '1');
    fetchMock.mockImplementation(async () => json(200, tokens(5)));
    expect(await restoreSessionFromCookie()).toBe(true);
    expect(calls.map((c) => [c.url, c.body])).toEqual([['/api/v1/autenticacao/Refresh', { scope: 'offline_access', grant_type: 'refresh_token' }]]);
    expect(session.getSession().tokens?.access).toBe(tokens(5).access_token);
  });

  it('starts signed out and forgets the mark when the refresh cookie is refused', async () => {
    session.clearSession();
    localStorage.setItem(session.SESSION_KEYS.signedIn, '1');
    fetchMock.mockImplementation(async () => json(401, { success: false, notifications: [] }));
    expect(await restoreSessionFromCookie()).toBe(false);
    expect(session.getSession().tokens).toBeNull();
    expect(session.expectsRefreshCookie()).toBe(false);
  });

  it('goes to /logout when the refresh fails', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    fetchMock.mockImplementation(async (call: Call) =>
      call.url.endsWith('/Refresh') ? json(401, { success: false, notifications: [] }) : json(401, { success: false, notifications: [] }),
    );
    await expect(api.get('/api/v1/a')).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('refreshes before the call when the access token has expired', async () => {
    session.startSession({ ...tokens(1), expires_in: 0 }, { remember: false });
    fetchMock.mockImplementation(async (call: Call) => (call.url.endsWith('/Refresh') ? json(200, tokens(3)) : json(200, {})));
    await api.get('/api/v1/a');
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/autenticacao/Refresh', '/api/v1/a']);
    expect(calls[1].headers.Authorization).toBe(`Bearer ${tokens(3).access_token}`);
  });

  it('times out with ApiError 408 and the settings time-out message', async () => {
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    await expect(api.get('/api/v1/slow', { timeoutMs: 20 })).rejects.toMatchObject({
      status: 408,
      notifications: [{ message: 'O tempo de requisição foi excedido, o servidor não respondeu a tempo.' }],
    });
  });

  it('rethrows a cancellation by the caller as is', async () => {
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const controller = new AbortController();
    const promise = api.get('/api/v1/x', { signal: controller.signal });
    controller.abort();
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 name, falls back to the plain one, and gives null without a header', () => {
    expect(fileNameFromDisposition(`attachment; filename="erros-importacao-equipe.xlsx"; filename*=UTF-8''erros-importa%C3%A7%C3%A3o.xlsx`)).toBe('erros-importação.xlsx');
    expect(fileNameFromDisposition('attachment; filename="modelo.xlsx"')).toBe('modelo.xlsx');
    expect(fileNameFromDisposition('attachment; filename=semaspas.csv')).toBe('semaspas.csv');
    expect(fileNameFromDisposition(`attachment; filename="ok.xlsx"; filename*=UTF-8''%E0%A4%A`)).toBe('ok.xlsx');
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
