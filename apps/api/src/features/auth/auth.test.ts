import { and, eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { connect } from 'node:net';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenResponse } from '@plataforma/shared/auth';
import { identidade, logAutenticacao, refreshToken, tokenDeSenha } from '../../db/schema';
import {
  authHeaders,
  buildTestApp,
  callAs,
  createPerson,
  DEMO_PASSWORD,
  login,
  loginSession,
  refreshCookieOf,
  refreshWithCookie,
  type CapturedMail,
  type TestApp,
  uniqueEmail,
} from '../../test/build-test-app';
import { createAuthService } from './auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const loginRes = (username: string, password: string, headers: Record<string, string> = {}) => post('/api/v1/autenticacao/login', { username, password }, headers);
const refreshRes = (cookie: string) => refreshWithCookie(t.app, cookie);
const logoutRes = (cookie: string | null, access?: string, app: TestApp = t) =>
  app.app.inject({ method: 'POST', url: '/api/v1/autenticacao/logout', payload: {}, cookies: cookie ? { plataforma_refresh: cookie } : {}, headers: access ? authHeaders(access) : {} });
type SetCookie = { name: string; value: string; path?: string; maxAge?: number; expires?: Date; httpOnly?: boolean; secure?: boolean; sameSite?: string };
const setCookies = (res: { cookies: unknown }) => (res.cookies as SetCookie[]).filter((c) => c.name === 'plataforma_refresh');

const INVALID_CREDENTIALS = { success: false, notifications: [{ message: 'Usuário ou senha inválidos.' }] };
const INVALID_TOKEN = { success: false, notifications: [{ message: 'Token inválido ou expirado.' }] };

describe('POST /api/v1/autenticacao/login', () => {
  it('signs in by e-mail and replies with the token fields of the spec', async () => {
    const res = await loginRes('aluno@demo.local', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json<TokenResponse>();
    expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_in', 'method', 'refresh_token', 'scope', 'token_type', 'updatePassword']);
    expect(body).toMatchObject({ expires_in: t.config.accessTokenTtlSeconds, token_type: 'Bearer', method: 'local', updatePassword: false });
    expect(body.scope).toContain('offline_access');
    expect(body.access_token.split('.')).toHaveLength(3);
  });

  it('keeps the refresh token out of the body: an HttpOnly, SameSite=Strict cookie for the refresh and logout calls only', async () => {
    const res = await loginRes('aluno@demo.local', DEMO_PASSWORD);
    expect(res.json<TokenResponse>().refresh_token).toBe('');
    const cookies = setCookies(res);
    expect(cookies.map((c) => c.path).sort()).toEqual(['/api/v1/autenticacao/Refresh', '/api/v1/autenticacao/logout']);
    for (const c of cookies) {
      expect(c).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
      expect(c.secure).toBeFalsy(); // PUBLIC_URL is http here
      // Without "remember me": a session cookie, gone with the browser.
      expect(c.maxAge).toBeUndefined();
      expect(c.expires).toBeUndefined();
      expect(c.value).toMatch(/^s\.[\w-]{40,}$/);
    }
    expect(cookies[0].value).toBe(cookies[1].value);
    // The token is stored only as a hash.
    const token = cookies[0].value.slice(2);
    const stored = await t.database.auth((tx) => tx.select().from(refreshToken).where(eq(refreshToken.tokenHash, token)));
    expect(stored).toEqual([]);
  });

  it('makes the cookie persistent for the refresh lifetime with "remember me", through rotations too', async () => {
    const res = await post('/api/v1/autenticacao/login', { username: 'aluno@demo.local', password: DEMO_PASSWORD, remember: true });
    const [cookie] = setCookies(res);
    expect(cookie.maxAge).toBe(t.config.refreshTokenTtlSeconds);
    expect(cookie.value.startsWith('p.')).toBe(true);
    const rotated = setCookies(await refreshRes(cookie.value));
    expect(rotated).toHaveLength(2);
    expect(rotated[0]).toMatchObject({ maxAge: t.config.refreshTokenTtlSeconds, httpOnly: true, sameSite: 'Strict' });
    expect(rotated[0].value.startsWith('p.')).toBe(true);
    expect(rotated[0].value).not.toBe(cookie.value);
  });

  it('marks the cookie Secure when the public address is https', async () => {
    const tls = await buildTestApp({ publicUrl: 'https://lms.test' });
    try {
      const res = await tls.app.inject({ method: 'POST', url: '/api/v1/autenticacao/login', payload: { username: 'aluno@demo.local', password: DEMO_PASSWORD } });
      expect(setCookies(res).every((c) => c.secure === true)).toBe(true);
    } finally {
      await tls.close();
    }
  });

  it('puts Level, Tenant and IdDoUsuario in the access token', async () => {
    const aluno = decodeJwt((await login(t.app, 'aluno@demo.local')).access_token);
    expect(aluno).toMatchObject({ Level: 'N3', Tenant: t.tenants.demo, IdDoUsuario: await t.userId('aluno@demo.local') });
    expect(aluno.exp! - aluno.iat!).toBe(t.config.accessTokenTtlSeconds);

    const admin = decodeJwt((await login(t.app, 'superadmin@plataforma.local')).access_token);
    expect(admin).toMatchObject({ Level: 'N0', Tenant: t.tenants.plataforma, IdDoUsuario: await t.userId('superadmin@plataforma.local') });

    const companyAdmin = decodeJwt((await login(t.app, 'admin@demo.local')).access_token);
    expect(companyAdmin.Level).toBe('N2');
  });

  it('lands a person with several accounts on the default one', async () => {
    const multi = decodeJwt((await login(t.app, 'multi@demo.local')).access_token);
    expect(multi).toMatchObject({ Tenant: t.tenants.demo, IdDoUsuario: await t.userId('multi@demo.local', 'demo') });
  });

  it('accepts the CPF with and without the mask', async () => {
    const expected = await t.userId('aluno@demo.local');
    for (const cpf of ['11144477735', '111.444.777-35']) {
      const res = await loginRes(cpf, DEMO_PASSWORD);
      expect(res.statusCode, cpf).toBe(200);
      expect(decodeJwt(res.json<TokenResponse>().access_token).IdDoUsuario).toBe(expected);
    }
  });

  it('strips surrounding and inner spaces of the username and ignores the e-mail case', async () => {
    const expected = await t.userId('admin@demo.local');
    for (const username of ['  admin@demo.local  ', 'admin @demo. local', '\tADMIN@Demo.Local\n', ' 529.982.247 - 25 ']) {
      const res = await loginRes(username, DEMO_PASSWORD);
      expect(res.statusCode, username).toBe(200);
      expect(decodeJwt(res.json<TokenResponse>().access_token).IdDoUsuario).toBe(expected);
    }
  });

  it('answers a wrong password and an unknown user with the same status and body', async () => {
    const wrong = await loginRes('aluno@demo.local', 'Errada@123');
    const unknown = await loginRes('ninguem@demo.local', 'Errada@123');
    const unknownCpf = await loginRes('123.456.789-09', 'Errada@123');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknownCpf.statusCode).toBe(401);
    expect(wrong.json()).toEqual(INVALID_CREDENTIALS);
    expect(unknown.body).toBe(wrong.body);
    expect(unknownCpf.body).toBe(wrong.body);
  });

  it('logs failed and successful sign-ins', async () => {
    const person = await createPerson(t);
    await loginRes(person.email, 'Errada@123');
    await login(t.app, person.email);
    const rows = await t.database.system((tx) => tx.select().from(logAutenticacao).where(eq(logAutenticacao.identidadeId, person.identityId)));
    expect(rows.map((r) => [r.evento, r.sucesso]).sort()).toEqual([
      ['login', true],
      ['login-failed', false],
    ]);
    expect(rows.find((r) => r.sucesso)?.tenantId).toBe(t.tenants.demo);
  });

  it('refuses an inactive account only once the password is right', async () => {
    const person = await createPerson(t, { accounts: [{ tenant: 'demo', ativo: false }] });
    const wrong = await loginRes(person.email, 'Errada@123');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(INVALID_CREDENTIALS);
    const right = await loginRes(person.email, person.password);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ success: false, notifications: [{ message: 'Usuário inativo. Procure o administrador da plataforma.' }] });
  });

  it('validates the body', async () => {
    const blank = await loginRes('   ', DEMO_PASSWORD);
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ success: false, notifications: [{ message: 'Campo obrigatório', field: 'username' }] });
    const missing = await post('/api/v1/autenticacao/login', { username: 'aluno@demo.local' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().notifications).toEqual([{ message: 'Campo obrigatório', field: 'password' }]);
  });
});

const wait = (pt: string) => ({ success: false, notifications: [{ message: `Muitas tentativas de acesso. Aguarde ${pt} e tente novamente.` }] });
const loginOn = (app: TestApp, username: string, password: string, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  app.app.inject({ method: 'POST', url: '/api/v1/autenticacao/login', payload: { username, password }, remoteAddress: options.remoteAddress, headers: options.headers });
/** Lets an account's lock-out run out now, as if its time had passed. */
const endLock = (app: TestApp, identityId: string) => app.database.db.execute(sql`update rate_limit set reset_at = now() where key = ${`login-bloqueio|${identityId}`}`);

describe('sign-in throttling per account', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ loginRateLimitMax: 3 });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('locks the account after the limit: 429 with the wait in the failure envelope, Retry-After, in the caller language', async () => {
    const person = await createPerson(limited);
    for (let i = 0; i < 3; i += 1) expect((await loginOn(limited, person.email, 'Errada@123')).statusCode).toBe(401);
    const blocked = await loginOn(limited, person.email, 'Errada@123');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(wait('1 minuto'));
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(55);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    const english = await loginOn(limited, person.email, 'Errada@123', { headers: { 'accept-language': 'en' } });
    expect(english.json().notifications[0].message).toBe('Too many sign-in attempts. Wait 1 minute and try again.');
    const spanish = await loginOn(limited, person.email, 'Errada@123', { headers: { 'accept-language': 'es' } });
    expect(spanish.json().notifications[0].message).toBe('Demasiados intentos de acceso. Espere 1 minuto e inténtelo de nuevo.');
    // The right password does not get through while locked, from another address either.
    expect((await loginOn(limited, person.email, person.password, { remoteAddress: '10.1.2.3' })).statusCode).toBe(429);
  });

  it('counts one account across its identifiers: e-mail, CPF with and without the mask', async () => {
    const person = await createPerson(limited, { cpf: '86288366757' });
    expect((await loginOn(limited, person.email, 'Errada@123')).statusCode).toBe(401);
    expect((await loginOn(limited, '862.883.667-57', 'Errada@123')).statusCode).toBe(401);
    expect((await loginOn(limited, ` ${person.email.toUpperCase()} `, 'Errada@123')).statusCode).toBe(401);
    // Three failures under three spellings: the account is locked, whichever identifier comes next.
    expect((await loginOn(limited, '86288366757', person.password)).statusCode).toBe(429);
    expect((await loginOn(limited, person.email, person.password)).statusCode).toBe(429);
  });

  it('doubles the lock-out at each failure after the limit, up to the cap', async () => {
    const person = await createPerson(limited);
    for (let i = 0; i < 3; i += 1) await loginOn(limited, person.email, 'Errada@123');
    const retryAfter = async () => {
      const res = await loginOn(limited, person.email, 'Errada@123');
      expect(res.statusCode).toBe(429);
      return Number(res.headers['retry-after']);
    };
    expect(await retryAfter()).toBe(60);
    // Once a lock-out has run out, one more attempt is allowed; failing it locks twice as long.
    const expected = [120, 240, 480, 960, 1920, 3600, 3600];
    const seen: number[] = [];
    for (let i = 0; i < expected.length; i += 1) {
      await endLock(limited, person.identityId);
      expect((await loginOn(limited, person.email, 'Errada@123')).statusCode).toBe(401);
      seen.push(await retryAfter());
    }
    expect(seen.map((s, i) => expected[i] - s <= 1)).toEqual(expected.map(() => true));
    const last = await loginOn(limited, person.email, 'Errada@123');
    expect(last.json()).toEqual(wait('60 minutos'));
  });

  it('starts over after a successful sign-in', async () => {
    const person = await createPerson(limited);
    for (let i = 0; i < 2; i += 1) expect((await loginOn(limited, person.email, 'Errada@123')).statusCode).toBe(401);
    expect((await loginOn(limited, person.email, person.password)).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await loginOn(limited, person.email, 'Errada@123')).statusCode).toBe(401);
    // Without the success this would be the fourth failure in a row, and locked.
    expect((await loginOn(limited, person.email, person.password)).statusCode).toBe(200);
    // A lock-out that ran out is forgotten too once the password is right.
    for (let i = 0; i < 3; i += 1) await loginOn(limited, person.email, 'Errada@123');
    await endLock(limited, person.identityId);
    expect((await loginOn(limited, person.email, person.password)).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await loginOn(limited, person.email, 'Errada@123')).statusCode).toBe(401);
  });

  it('locks unknown names alike, so a lock-out tells nothing about who exists', async () => {
    const unknown = uniqueEmail('ninguem');
    for (let i = 0; i < 3; i += 1) expect((await loginOn(limited, unknown, 'Errada@123')).statusCode).toBe(401);
    const blocked = await loginOn(limited, unknown, 'Errada@123');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(wait('1 minuto'));
  });

  it('lets colleagues behind the same address sign in while one account is locked', async () => {
    const locked = await createPerson(limited);
    const colleague = await createPerson(limited);
    for (let i = 0; i < 4; i += 1) await loginOn(limited, locked.email, 'Errada@123');
    expect((await loginOn(limited, colleague.email, colleague.password)).statusCode).toBe(200);
  });

  it('gives parallel guesses on one account no more than the limit', async () => {
    const person = await createPerson(limited);
    const replies = await Promise.all(Array.from({ length: 8 }, () => loginOn(limited, person.email, 'Errada@123')));
    expect(replies.filter((r) => r.statusCode === 401)).toHaveLength(3);
    expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(5);
  });
});

describe('sign-in throttling per address', () => {
  it('blocks an address that tries many accounts, counting failures only', async () => {
    const sprayed = await buildTestApp({ loginAddressMax: 4 });
    try {
      const address = '203.0.113.7';
      const person = await createPerson(sprayed);
      // Successful sign-ins from the address are not failures.
      for (let i = 0; i < 5; i += 1) expect((await loginOn(sprayed, person.email, person.password, { remoteAddress: address })).statusCode).toBe(200);
      // Four different accounts, one guess each: each account is far from its own limit.
      for (let i = 0; i < 4; i += 1) expect((await loginOn(sprayed, uniqueEmail('alvo'), 'Verao@2026', { remoteAddress: address })).statusCode).toBe(401);
      const blocked = await loginOn(sprayed, uniqueEmail('alvo'), 'Verao@2026', { remoteAddress: address });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual(wait('15 minutos'));
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(890);
      // The address is blocked for every account, the right password included...
      expect((await loginOn(sprayed, person.email, person.password, { remoteAddress: address })).statusCode).toBe(429);
      // ...and other addresses are not.
      expect((await loginOn(sprayed, person.email, person.password, { remoteAddress: '198.51.100.2' })).statusCode).toBe(200);
    } finally {
      await sprayed.close();
    }
  });
});

/** The machine's Redis (REDIS_URL, else the usual local one), when it answers. */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisAnswers = await new Promise<boolean>((resolve) => {
  const socket = connect(Number(new URL(redisUrl).port || 6379), new URL(redisUrl).hostname);
  socket.setTimeout(1000);
  socket.once('connect', () => (socket.end(), resolve(true)));
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => (socket.destroy(), resolve(false)));
});

const WHERE = [
  ['in PostgreSQL', {}],
  ['in Redis (REDIS_URL)', { redisUrl }],
] as const;

describe('sign-in throttling across API processes', () => {
  it.each(WHERE)('shares one count between two apps on the same database, as between two API processes: %s', async (_where, extra) => {
    if ('redisUrl' in extra && !redisAnswers) throw new Error(`no Redis answers at ${redisUrl} (set TEST_REDIS_URL)`);
    const one = await buildTestApp({ loginRateLimitMax: 3, ...extra });
    const two = await buildTestApp({ loginRateLimitMax: 3, ...extra });
    try {
      const username = uniqueEmail('limite');
      const attempt = (app: TestApp) => loginOn(app, username, 'Errada@123');
      expect((await attempt(one)).statusCode).toBe(401);
      expect((await attempt(two)).statusCode).toBe(401);
      expect((await attempt(one)).statusCode).toBe(401);
      // The fourth attempt, wherever it lands, is refused.
      expect((await attempt(two)).statusCode).toBe(429);
      expect((await attempt(one)).statusCode).toBe(429);
      // The count is where it was said to be.
      if ('redisUrl' in extra) {
        const redis = new Redis(redisUrl);
        const failures = await redis.get(`plataforma-login-login-falhas|?${username}`);
        const lock = await redis.pttl(`plataforma-login-login-bloqueio|?${username}`);
        await redis.quit();
        expect(failures).toBe('3');
        expect(lock).toBeGreaterThan(50_000);
      } else {
        const rows = await one.database.db.execute(sql`select key, hits from rate_limit where key like ${`login-%|?${username}`} order by key`);
        expect((rows as unknown as { rows: { key: string; hits: number }[] }).rows).toEqual([
          { key: `login-bloqueio|?${username}`, hits: 3 },
          { key: `login-falhas|?${username}`, hits: 3 },
        ]);
      }
    } finally {
      await one.close();
      await two.close();
    }
  });
});

describe('POST /api/v1/Login (portal)', () => {
  it('signs in with e-mail or username and the same reply as autenticacao/login', async () => {
    for (const payload of [
      { email: 'aluno@demo.local', password: DEMO_PASSWORD },
      { username: '111.444.777-35', password: DEMO_PASSWORD },
    ]) {
      const res = await post('/api/v1/Login', payload);
      expect(res.statusCode).toBe(200);
      const body = res.json<TokenResponse>();
      expect(body).toMatchObject({ token_type: 'Bearer', method: 'local', updatePassword: false });
      expect(decodeJwt(body.access_token).IdDoUsuario).toBe(await t.userId('aluno@demo.local'));
    }
  });

  it('refuses wrong credentials without telling whether the user exists', async () => {
    const wrong = await post('/api/v1/Login', { email: 'aluno@demo.local', password: 'Errada@123' });
    const unknown = await post('/api/v1/Login', { email: 'nao.existe@demo.local', password: 'Errada@123' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(INVALID_CREDENTIALS);
    expect(unknown.body).toBe(wrong.body);
    expect((await post('/api/v1/Login', { password: DEMO_PASSWORD })).statusCode).toBe(400);
  });
});

describe('POST /api/v1/autenticacao/Refresh', () => {
  it('rotates the refresh cookie and the new access token works', async () => {
    const first = await loginSession(t.app, 'gestor@demo.local');
    const res = await refreshRes(first.cookie);
    expect(res.statusCode).toBe(200);
    const second = res.json<TokenResponse>();
    expect(second.refresh_token).toBe('');
    const rotated = refreshCookieOf(res);
    expect(rotated).not.toBeNull();
    expect(rotated).not.toBe(first.cookie);
    expect(setCookies(res).every((c) => c.httpOnly && c.sameSite === 'Strict' && c.maxAge === undefined)).toBe(true);
    expect(second).toMatchObject({ token_type: 'Bearer', expires_in: t.config.accessTokenTtlSeconds, method: 'local', updatePassword: false });
    expect(decodeJwt(second.access_token)).toMatchObject({ Tenant: t.tenants.demo, IdDoUsuario: await t.userId('gestor@demo.local') });
    const me = await callAs(t.app, second.access_token, { method: 'GET', url: '/api/v1/Tenant' });
    expect(me.statusCode).toBe(200);
  });

  it("answers the cookie calls only from the platform's own pages: another port of the same host gets 403 and the sign-in lives on", async () => {
    const session = await loginSession(t.app, 'gestor@demo.local');
    const cookieCall = (url: string, headers: Record<string, string>, payload: object = { grant_type: 'refresh_token' }) =>
      t.app.inject({ method: 'POST', url, payload, headers: { host: 'plataforma.test:3100', ...headers }, cookies: { plataforma_refresh: session.cookie } });
    const CROSS = { success: false, notifications: [{ message: 'Esta chamada só é aceita a partir da própria plataforma.' }] };
    // A page of the content origin (same host, another port) sends same-site, not same-origin.
    const forged: Record<string, string>[] = [{ 'sec-fetch-site': 'same-site' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'http://plataforma.test:4100' }, { origin: 'null' }];
    for (const headers of forged) {
      for (const url of ['/api/v1/autenticacao/Refresh', '/api/v1/autenticacao/logout']) {
        const res = await cookieCall(url, headers);
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.json()).toEqual(CROSS);
        expect(setCookies(res)).toEqual([]);
      }
      const forgedSignIn = await cookieCall('/api/v1/autenticacao/login', headers, { username: 'gestor@demo.local', password: DEMO_PASSWORD });
      expect(forgedSignIn.statusCode).toBe(403);
      expect(setCookies(forgedSignIn)).toEqual([]);
    }
    // Nothing was rotated or revoked: the platform's own page still refreshes with the same cookie.
    expect((await cookieCall('/api/v1/autenticacao/Refresh', { 'sec-fetch-site': 'same-origin', origin: 'http://plataforma.test:3100' })).statusCode).toBe(200);
  });

  it('accepts an Origin naming the host called when the browser sends no Sec-Fetch-Site', async () => {
    const session = await loginSession(t.app, 'gestor@demo.local');
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/autenticacao/Refresh', payload: { grant_type: 'refresh_token' }, headers: { host: 'plataforma.test:3100', origin: 'http://plataforma.test:3100' }, cookies: { plataforma_refresh: session.cookie } });
    expect(res.statusCode).toBe(200);
  });

  it('reads the token from the cookie only, not from the body', async () => {
    const first = await loginSession(t.app, 'gestor@demo.local');
    const bodyOnly = await post('/api/v1/autenticacao/Refresh', { grant_type: 'refresh_token', refresh_token: first.cookie.slice(2) });
    expect(bodyOnly.statusCode).toBe(401);
    expect(bodyOnly.json()).toEqual(INVALID_TOKEN);
    expect((await refreshRes(first.cookie)).statusCode).toBe(200);
  });

  it('refuses a used token afterwards and its reuse revokes the rotated one too', async () => {
    const first = await loginSession(t.app, 'gestor@demo.local');
    const second = refreshCookieOf(await refreshRes(first.cookie))!;
    const reuse = await refreshRes(first.cookie);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual(INVALID_TOKEN);
    // A refused cookie is cleared.
    expect(setCookies(reuse).every((c) => c.value === '' && (c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() <= Date.now())))).toBe(true);
    const stolen = await refreshRes(second);
    expect(stolen.statusCode).toBe(401);
  });

  it('keeps other sign-ins of the same person alive when one family is revoked', async () => {
    const a = await loginSession(t.app, 'gestor@demo.local');
    const b = await loginSession(t.app, 'gestor@demo.local');
    await refreshRes(a.cookie);
    await refreshRes(a.cookie);
    expect((await refreshRes(b.cookie)).statusCode).toBe(200);
  });

  it('refuses unknown, malformed and expired tokens and a wrong grant type', async () => {
    expect((await refreshRes('s.nao-existe')).json()).toEqual(INVALID_TOKEN);
    expect((await refreshRes('sem-prefixo')).statusCode).toBe(401);
    expect((await post('/api/v1/autenticacao/Refresh', { grant_type: 'refresh_token' })).statusCode).toBe(401);
    const person = await createPerson(t);
    const session = await loginSession(t.app, person.email);
    await t.database.auth((tx) => tx.update(refreshToken).set({ expiraEm: new Date(Date.now() - 1000) }).where(eq(refreshToken.identidadeId, person.identityId)));
    expect((await refreshRes(session.cookie)).statusCode).toBe(401);
    const grant = await t.app.inject({ method: 'POST', url: '/api/v1/autenticacao/Refresh', payload: { grant_type: 'password' }, cookies: { plataforma_refresh: session.cookie } });
    expect(grant.statusCode).toBe(400);
    expect(grant.json().success).toBe(false);
  });
});

describe('POST /api/v1/autenticacao/logout', () => {
  it('revokes the refresh token and clears its cookies', async () => {
    const session = await loginSession(t.app, 'avaliador@demo.local');
    const res = await logoutRes(session.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const cleared = setCookies(res);
    expect(cleared.map((c) => c.path).sort()).toEqual(['/api/v1/autenticacao/Refresh', '/api/v1/autenticacao/logout']);
    expect(cleared.every((c) => c.value === '' && c.httpOnly)).toBe(true);
    expect((await refreshRes(session.cookie)).statusCode).toBe(401);
  });

  it('also revokes the tokens rotated from the same sign-in', async () => {
    const first = await loginSession(t.app, 'avaliador@demo.local');
    const second = refreshCookieOf(await refreshRes(first.cookie))!;
    expect((await logoutRes(first.cookie)).statusCode).toBe(200);
    expect((await refreshRes(second)).statusCode).toBe(401);
  });

  it('answers success without a cookie or with an unknown one', async () => {
    expect((await logoutRes('s.desconhecido')).json()).toEqual({ success: true });
    expect((await logoutRes(null)).json()).toEqual({ success: true });
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/autenticacao/logout' })).json()).toEqual({ success: true });
  });
});

describe('signed-out access tokens', () => {
  it('refuses the access token at once after logout, while another sign-in of the person keeps working', async () => {
    const session = await loginSession(t.app, 'avaliador@demo.local');
    const other = await loginSession(t.app, 'avaliador@demo.local');
    expect((await callAs(t.app, session.access_token, { method: 'GET', url: '/api/v1/Tenant' })).statusCode).toBe(200);
    expect((await logoutRes(session.cookie, session.access_token)).statusCode).toBe(200);
    const after = await callAs(t.app, session.access_token, { method: 'GET', url: '/api/v1/Tenant' });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(INVALID_TOKEN);
    expect((await callAs(t.app, other.access_token, { method: 'GET', url: '/api/v1/Tenant' })).statusCode).toBe(200);
  });

  it('gives every access token its own id', async () => {
    const a = decodeJwt((await login(t.app, 'aluno@demo.local')).access_token);
    const b = decodeJwt((await login(t.app, 'aluno@demo.local')).access_token);
    expect(a.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.jti).not.toBe(b.jti);
  });

  it.each(WHERE)('refuses it on a second app on the same database too, kept until the token expires: %s', async (_where, extra) => {
    if ('redisUrl' in extra && !redisAnswers) throw new Error(`no Redis answers at ${redisUrl} (set TEST_REDIS_URL)`);
    const one = await buildTestApp({ ...extra });
    const two = await buildTestApp({ ...extra });
    try {
      const session = await loginSession(one.app, 'gestor@demo.local');
      expect((await callAs(two.app, session.access_token, { method: 'GET', url: '/api/v1/Tenant' })).statusCode).toBe(200);
      expect((await logoutRes(session.cookie, session.access_token, one)).statusCode).toBe(200);
      expect((await callAs(two.app, session.access_token, { method: 'GET', url: '/api/v1/Tenant' })).statusCode).toBe(401);
      expect((await callAs(one.app, session.access_token, { method: 'GET', url: '/api/v1/Tenant' })).statusCode).toBe(401);
      const { jti, exp } = decodeJwt(session.access_token);
      if ('redisUrl' in extra) {
        const redis = new Redis(redisUrl);
        const ttl = await redis.pttl(`plataforma-negado-${jti}`);
        await redis.quit();
        expect(Math.abs(Date.now() + ttl - exp! * 1000)).toBeLessThan(5000);
      } else {
        const rows = await one.database.db.execute(sql`select extract(epoch from reset_at)::float8 as until from rate_limit where key = ${`negado|${jti}`}`);
        expect((rows as unknown as { rows: { until: number }[] }).rows.map((r) => Math.round(r.until))).toEqual([exp]);
      }
    } finally {
      await one.close();
      await two.close();
    }
  });
});

/** The link of a recovery e-mail, its user id and token. */
const resetLinkOf = (mail: CapturedMail) => {
  const match = /(http:\/\/lms\.test\/auth\/new-password\?userId=([0-9a-f-]{36})&hash=([^\s"&<]+))/.exec(mail.text);
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return { link: match[1], userId: match[2], token: decodeURIComponent(match[3]) };
};

const forgot = (user: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/autenticacao/forgotpassword/${encodeURIComponent(user)}`, headers });

/** Asks for a recovery link and returns it from the captured e-mail. */
const requestReset = async (email: string, user: string = email) => {
  const before = t.mails.length;
  const res = await forgot(user);
  expect(res.statusCode).toBe(200);
  const mail = await t.waitForMail((m) => t.mails.indexOf(m) >= before && m.to.includes(email));
  return { mail, ...resetLinkOf(mail) };
};

const linkCheck = (userId: string, hash: string) => t.app.inject({ method: 'GET', url: `/api/v1/usuario/${userId}/LinkResetPassword?hash=${encodeURIComponent(hash)}` });

describe('password recovery', () => {
  it('replies the same for known and unknown users and mails a link only to the known one', async () => {
    const person = await createPerson(t, { nome: 'Rita Recuperação' });
    const before = t.mails.length;
    const known = await forgot(person.email);
    const unknown = await forgot('ninguem.aqui@demo.local');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true, message: 'Se o e-mail estiver cadastrado, você receberá as instruções para criar uma nova senha.' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);

    const mail = await t.waitForMail((m) => t.mails.indexOf(m) >= before && m.to.includes(person.email));
    expect(mail.subject).toBe('Redefinição de senha');
    expect(mail.from).toBe('nao-responda@plataforma.local');
    expect(mail.text).toContain('Olá, Rita Recuperação!');
    const { link, userId } = resetLinkOf(mail);
    expect(userId).toBe(person.accounts.demo);
    expect(mail.html).toContain('/auth/new-password?userId=');
    expect(link.startsWith(`http://lms.test/auth/new-password?userId=${person.accounts.demo}&hash=`)).toBe(true);
    // Only the known person received a message.
    expect(t.mails.slice(before).every((m) => m.to.includes(person.email))).toBe(true);
  });

  it('does the same work on the request path for known and unknown users: one queued job each, nothing written', async () => {
    // An API-only process: it answers, the job waits for a worker.
    const api = await buildTestApp({ role: 'api' });
    try {
      const person = await createPerson(api, { nome: 'Rui Recuperação' });
      const unknown = uniqueEmail('ninguem');
      const tokensOf = () => api.database.auth((tx) => tx.select().from(tokenDeSenha).where(eq(tokenDeSenha.identidadeId, person.identityId)));
      const jobsOf = async () =>
        (
          (await api.database.db.execute(sql`select data from pgboss.job where name = 'auth.recovery' and data->>'user' in (${person.email}, ${unknown})`)) as unknown as {
            rows: { data: { user: string; lang: string; meta: object } }[];
          }
        ).rows.map((r) => r.data);
      const known = await api.app.inject({ method: 'GET', url: `/api/v1/autenticacao/forgotpassword/${encodeURIComponent(person.email)}` });
      const other = await api.app.inject({ method: 'GET', url: `/api/v1/autenticacao/forgotpassword/${encodeURIComponent(unknown)}` });
      expect(known.statusCode).toBe(200);
      expect(other.body).toBe(known.body);
      // The reply came before any token was written or any mail composed...
      expect(await tokensOf()).toEqual([]);
      const logged = await api.database.system((tx) => tx.select().from(logAutenticacao).where(eq(logAutenticacao.identidadeId, person.identityId)));
      expect(logged).toEqual([]);
      // ...and both requests left the same kind of job.
      const jobs = await jobsOf();
      expect(jobs.map((j) => j.user).sort()).toEqual([person.email, unknown].sort());
      expect(jobs.map((j) => Object.keys(j).sort())).toEqual([
        ['lang', 'meta', 'user'],
        ['lang', 'meta', 'user'],
      ]);
      // A worker on the same database does the rest: a link for the known person only.
      const before = t.mails.length;
      await t.app.deps.jobs.start();
      const mail = await t.waitForMail((m) => t.mails.indexOf(m) >= before && m.to.includes(person.email), 15_000);
      expect(mail.text).toContain('Olá, Rui Recuperação!');
      expect(await tokensOf()).toHaveLength(1);
      expect(t.mails.slice(before).some((m) => m.to.includes(unknown))).toBe(false);
    } finally {
      await api.close();
    }
  });

  it('writes the e-mail in the caller language and finds the person by CPF', async () => {
    const person = await createPerson(t, { cpf: '39053344705' });
    const before = t.mails.length;
    expect((await forgot('390.533.447-05', { 'accept-language': 'en' })).json().message).toBe(
      'If the email is registered, you will receive instructions to create a new password.',
    );
    const mail = await t.waitForMail((m) => t.mails.indexOf(m) >= before && m.to.includes(person.email));
    expect(mail.subject).toBe('Password reset');
    expect(mail.text).toContain('Create a new password: http://lms.test/auth/new-password?userId=');
  });

  it('validates the link, sets the password once and ends the sessions', async () => {
    const person = await createPerson(t);
    const session = await loginSession(t.app, person.email);
    const { userId, token } = await requestReset(person.email);

    const check = await linkCheck(userId, token);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ token, userId, email: person.email, nomeCompleto: 'Pessoa de Teste' });
    expect(Date.parse(check.json().expiresAt)).toBeGreaterThan(Date.now());

    const created = await post('/api/v1/autenticacao/CreatePassword', { userId, email: person.email, password: 'Nova@Senha1', token });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ success: true });
    expect((await loginRes(person.email, person.password)).statusCode).toBe(401);
    expect((await login(t.app, person.email, 'Nova@Senha1')).updatePassword).toBe(false);
    expect((await refreshRes(session.cookie)).statusCode).toBe(401);

    const again = await post('/api/v1/autenticacao/CreatePassword', { userId, email: person.email, password: 'Outra@Senha2', token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_TOKEN);
    expect((await linkCheck(userId, token)).statusCode).toBe(400);
    expect((await loginRes(person.email, 'Outra@Senha2')).statusCode).toBe(401);
  });

  it('refuses an expired link', async () => {
    const person = await createPerson(t);
    const { userId, token } = await requestReset(person.email);
    await t.database.auth((tx) =>
      tx.update(tokenDeSenha).set({ expiraEm: new Date(Date.now() - 1000) }).where(and(eq(tokenDeSenha.identidadeId, person.identityId), eq(tokenDeSenha.tipo, 'reset'))),
    );
    const check = await linkCheck(userId, token);
    expect(check.statusCode).toBe(400);
    expect(check.json()).toEqual(INVALID_TOKEN);
    const created = await post('/api/v1/autenticacao/CreatePassword', { userId, password: 'Nova@Senha1', token });
    expect(created.statusCode).toBe(400);
    expect((await loginRes(person.email, 'Nova@Senha1')).statusCode).toBe(401);
  });

  it('refuses a link once its time-to-live has passed', async () => {
    const short = await buildTestApp({ resetTokenTtlSeconds: 1 });
    try {
      const person = await createPerson(short);
      // The recovery job as this app's worker runs it (its link lives RESET_TOKEN_TTL: 1 s); other apps on the same
      // database would take a queued job with their own settings.
      await createAuthService(short.app.deps).runRecovery({ user: person.email, lang: 'pt', meta: { ip: null, userAgent: null } });
      const mail = await short.waitForMail((m) => m.to.includes(person.email));
      const { userId, token } = resetLinkOf(mail);
      await new Promise((r) => setTimeout(r, 1100));
      const res = await short.app.inject({ method: 'POST', url: '/api/v1/autenticacao/CreatePassword', payload: { userId, password: 'Nova@Senha1', token } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(INVALID_TOKEN);
    } finally {
      await short.close();
    }
  });

  it('retires the previous link when a new one is requested', async () => {
    const person = await createPerson(t);
    const first = await requestReset(person.email);
    const second = await requestReset(person.email);
    expect(second.token).not.toBe(first.token);
    expect((await linkCheck(first.userId, first.token)).statusCode).toBe(400);
    expect((await linkCheck(second.userId, second.token)).statusCode).toBe(200);
  });

  it('refuses weak passwords with the spec messages and keeps the link usable', async () => {
    const person = await createPerson(t);
    const { userId, token } = await requestReset(person.email);
    const cases: [string, string][] = [
      ['Ab1!', 'A senha deve ter entre 8 e 20 caracteres.'],
      ['Abcdefghijk1!Abcdefghij', 'A senha deve ter entre 8 e 20 caracteres.'],
      ['12345678!', 'A senha deve conter pelo menos 1 letra.'],
      ['abcdefg1!', 'A senha deve conter pelo menos 1 letra maiúscula.'],
      ['Abcdefgh!', 'A senha deve conter pelo menos 1 número.'],
      ['Abcdefgh1', 'A senha deve conter pelo menos 1 caractere especial: ! @ # $ % ^ & * ( ) , . ? " : { } | < >'],
      ['', 'Campo obrigatório'],
    ];
    for (const [password, message] of cases) {
      const res = await post('/api/v1/autenticacao/CreatePassword', { userId, password, token });
      expect(res.statusCode, password).toBe(400);
      expect(res.json(), password).toEqual({ success: false, notifications: [{ message }] });
    }
    const english = await post('/api/v1/autenticacao/CreatePassword', { userId, password: 'Ab1!', token }, { 'accept-language': 'en' });
    expect(english.json().notifications[0].message).toBe('The password must have between 8 and 20 characters.');
    expect((await linkCheck(userId, token)).statusCode).toBe(200);
  });

  it('refuses a link used with another person or e-mail', async () => {
    const person = await createPerson(t);
    const { userId, token } = await requestReset(person.email);
    const otherUser = await post('/api/v1/autenticacao/CreatePassword', { userId: await t.userId('aluno@demo.local'), password: 'Nova@Senha1', token });
    expect(otherUser.statusCode).toBe(400);
    const otherEmail = await post('/api/v1/autenticacao/CreatePassword', { userId, email: 'aluno@demo.local', password: 'Nova@Senha1', token });
    expect(otherEmail.statusCode).toBe(400);
    const notAnId = await post('/api/v1/autenticacao/CreatePassword', { userId: 'abc', password: 'Nova@Senha1', token });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json()).toEqual(INVALID_TOKEN);
    expect((await linkCheck(await t.userId('aluno@demo.local'), token)).statusCode).toBe(400);
    expect((await linkCheck(userId, 'forjado')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/usuario/${userId}/LinkResetPassword` })).statusCode).toBe(400);
  });

  it.each(['/api/v1/User/CreatePassword', '/api/v1/usuario/CreatePassword'])('accepts the alias %s', async (path) => {
    const person = await createPerson(t);
    const { userId, token } = await requestReset(person.email);
    const res = await post(path, { userId, email: person.email, password: 'Alias@Senha9', token, clientId: 'web', tenantId: t.tenants.demo });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await login(t.app, person.email, 'Alias@Senha9')).token_type).toBe('Bearer');
    expect((await post(path, { userId, password: 'Alias@Senha8', token })).statusCode).toBe(400);
  });
});

describe('POST /api/v1/User/ConfirmEmail', () => {
  it('confirms the e-mail with a token issued by the auth service, once', async () => {
    const person = await createPerson(t);
    const auth = createAuthService(t.app.deps);
    const token = await auth.issueEmailConfirmation(person.identityId, person.accounts.demo);

    const wrongUser = await post('/api/v1/User/ConfirmEmail', { userId: await t.userId('aluno@demo.local'), token });
    expect(wrongUser.statusCode).toBe(400);

    const res = await post('/api/v1/User/ConfirmEmail', { userId: person.accounts.demo, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const [row] = await t.database.auth((tx) => tx.select().from(identidade).where(eq(identidade.id, person.identityId)));
    expect(row.emailConfirmadoEm).toBeInstanceOf(Date);

    const again = await post('/api/v1/User/ConfirmEmail', { userId: person.accounts.demo, token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_TOKEN);
  });

  it('does not accept a recovery token as a confirmation token', async () => {
    const person = await createPerson(t);
    const { userId, token } = await requestReset(person.email);
    expect((await post('/api/v1/User/ConfirmEmail', { userId, token })).statusCode).toBe(400);
    expect((await post('/api/v1/User/ConfirmEmail', { userId })).statusCode).toBe(400);
  });
});

describe('POST /api/v1/autenticacao/AuthenticationLog', () => {
  const logsOf = (identityId: string) => t.database.system((tx) => tx.select().from(logAutenticacao).where(eq(logAutenticacao.identidadeId, identityId)));

  it('records an event of the signed-in person in the active tenant', async () => {
    const person = await createPerson(t);
    const { access_token } = await login(t.app, person.email);
    const res = await callAs(t.app, access_token, { method: 'POST', url: '/api/v1/autenticacao/AuthenticationLog', payload: { evento: 'logout', detalhes: 'pelo menu' }, headers: { 'user-agent': 'vitest' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const row = (await logsOf(person.identityId)).find((r) => r.evento === 'logout');
    expect(row).toMatchObject({ sucesso: true, metodo: 'local', tenantId: t.tenants.demo, usuarioId: person.accounts.demo, detalhes: 'pelo menu', userAgent: 'vitest' });
  });

  it('records client-mode entry into another tenant for a platform administrator', async () => {
    const { access_token } = await login(t.app, 'superadmin@plataforma.local');
    const res = await callAs(t.app, access_token, { method: 'POST', url: '/api/v1/autenticacao/AuthenticationLog', payload: { evento: 'client-mode-enter', tenantId: t.tenants.acme } });
    expect(res.statusCode).toBe(200);
    const [identity] = await t.database.auth((tx) => tx.select().from(identidade).where(eq(identidade.email, 'superadmin@plataforma.local')));
    expect((await logsOf(identity.id)).some((r) => r.evento === 'client-mode-enter' && r.tenantId === t.tenants.acme)).toBe(true);
  });

  it('refuses a tenant the person cannot act in, or one that does not exist', async () => {
    const person = await createPerson(t);
    const { access_token } = await login(t.app, person.email);
    const other = await callAs(t.app, access_token, { method: 'POST', url: '/api/v1/autenticacao/AuthenticationLog', payload: { evento: 'login', tenantId: t.tenants.acme } });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ success: false, notifications: [{ message: 'Você não tem acesso a esta empresa.' }] });
    const { access_token: admin } = await login(t.app, 'superadmin@plataforma.local');
    const missing = await callAs(t.app, admin, { method: 'POST', url: '/api/v1/autenticacao/AuthenticationLog', payload: { evento: 'client-mode-enter', tenantId: '00000000-0000-4000-8000-000000000000' } });
    expect(missing.statusCode).toBe(403);
    expect((await logsOf(person.identityId)).filter((r) => r.tenantId === t.tenants.acme)).toEqual([]);
  });

  it('needs a session and a known event', async () => {
    expect((await post('/api/v1/autenticacao/AuthenticationLog', { evento: 'login' })).statusCode).toBe(401);
    const { access_token } = await login(t.app, 'aluno@demo.local');
    const bad = await t.app.inject({ method: 'POST', url: '/api/v1/autenticacao/AuthenticationLog', payload: { evento: 'login-failed' }, headers: authHeaders(access_token) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().notifications[0].field).toBe('evento');
  });
});
