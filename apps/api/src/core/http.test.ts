import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, callAs, DEMO_PASSWORD, login, type TestApp } from '../test/build-test-app';
import { usuario } from '../db/schema';
import { signAccessToken } from './auth';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const envelope = (message: string) => ({ success: false, notifications: [{ message }] });

describe('request bodies', () => {
  it('answers malformed JSON with 400 and the envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/autenticacao/login', headers: { 'content-type': 'application/json' }, payload: '{"username": "aluno@demo.local", ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(envelope('O corpo da requisição não é um JSON válido.'));
    const english = await t.app.inject({ method: 'POST', url: '/api/v1/autenticacao/login', headers: { 'content-type': 'application/json', 'accept-language': 'en' }, payload: '{' });
    expect(english.json()).toEqual(envelope('The request body is not valid JSON.'));
  });

  it('answers an empty JSON body with 400 and the envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/autenticacao/login', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('answers a body over the limit with 413 and the envelope', async () => {
    const small = await buildTestApp({ bodyLimitBytes: 64 });
    try {
      const res = await small.app.inject({ method: 'POST', url: '/api/v1/autenticacao/login', payload: { username: 'aluno@demo.local', password: 'x'.repeat(100) } });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual(envelope('O conteúdo enviado excede o tamanho permitido.'));
      const fits = await small.app.inject({ method: 'POST', url: '/api/v1/autenticacao/login', payload: { username: 'aluno@demo.local', password: DEMO_PASSWORD } });
      expect(fits.statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('answers a multipart body that breaks its boundary with 400 and the envelope', async () => {
    const { access_token } = await login(t.app, 'admin@demo.local', DEMO_PASSWORD);
    const res = await callAs(t.app, access_token, {
      method: 'POST',
      url: '/api/v1/usuario/validate/batch',
      headers: { 'content-type': 'multipart/form-data; boundary=limite' },
      payload: '--limite\r\nContent-Disposition: form-data; name="usersBatch"; filename="a.xlsx"\r\n\r\nPK\u0003\u0004 sem fim',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('answers an unsupported media type with the envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/autenticacao/login', headers: { 'content-type': 'application/xml' }, payload: '<login/>' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual(envelope('Requisição inválida.'));
  });

  it('names the missing field as required and a wrong type as invalid', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/autenticacao/login', payload: { username: 42 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      notifications: [
        { message: 'Requisição inválida.', field: 'username' },
        { message: 'Campo obrigatório', field: 'password' },
      ],
      details: { validation: 'body' },
    });
  });
});

describe('authentication', () => {
  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/Tenant' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(envelope('Sessão expirada. Entre novamente.'));
  });

  it('answers 401 for a bad, foreign, expired or non-bearer token', async () => {
    const { access_token } = await login(t.app, 'aluno@demo.local');
    const [header, payload] = access_token.split('.');
    const foreign = await signAccessToken({ jwtSecret: new TextEncoder().encode('outro-segredo-qualquer-bem-comprido'), accessTokenTtlSeconds: 60 }, {
      sub: 'x',
      Level: 'N0',
      Tenant: t.tenants.demo,
      IdDoUsuario: await t.userId('aluno@demo.local'),
      method: 'local',
    });
    const expired = await new SignJWT({ Level: 'N3', Tenant: t.tenants.demo, IdDoUsuario: await t.userId('aluno@demo.local'), method: 'local' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('x')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 120)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(t.config.jwtSecret);
    for (const token of ['nao-e-um-jwt', `${header}.${payload}.assinatura`, foreign, expired]) {
      const res = await callAs(t.app, token, { method: 'GET', url: '/api/v1/Tenant' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(envelope('Token inválido ou expirado.'));
    }
    const basic = await t.app.inject({ method: 'GET', url: '/api/v1/Tenant', headers: { authorization: `Basic ${access_token}` } });
    expect(basic.statusCode).toBe(401);
    expect((await callAs(t.app, access_token, { method: 'GET', url: '/api/v1/Tenant' })).statusCode).toBe(200);
  });

  it('refuses a token whose account was deactivated', async () => {
    const { access_token } = await login(t.app, 'avaliador@demo.local');
    const id = await t.userId('avaliador@demo.local');
    await t.database.system((tx) => tx.update(usuario).set({ ativo: false }).where(eq(usuario.id, id)));
    try {
      expect((await callAs(t.app, access_token, { method: 'GET', url: '/api/v1/Tenant' })).statusCode).toBe(401);
    } finally {
      await t.database.system((tx) => tx.update(usuario).set({ ativo: true }).where(eq(usuario.id, id)));
    }
  });
});

describe('languages', () => {
  it('localises the messages by Accept-Language, Portuguese by default', async () => {
    const attempt = (lang?: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/autenticacao/login', payload: { username: 'aluno@demo.local', password: 'Errada@123' }, headers: lang ? { 'accept-language': lang } : {} });
    expect((await attempt()).json().notifications[0].message).toBe('Usuário ou senha inválidos.');
    expect((await attempt('en')).json().notifications[0].message).toBe('Invalid user or password.');
    expect((await attempt('es')).json().notifications[0].message).toBe('Usuario o contraseña no válidos.');
    expect((await attempt('en-US,en;q=0.9')).json().notifications[0].message).toBe('Invalid user or password.');
    expect((await attempt('fr-FR, es;q=0.8, en;q=0.5')).json().notifications[0].message).toBe('Usuario o contraseña no válidos.');
    expect((await attempt('de')).json().notifications[0].message).toBe('Usuário ou senha inválidos.');
  });

  it('localises validation and authorisation messages', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/autenticacao/login', payload: { username: 'a' }, headers: { 'accept-language': 'es' } });
    expect(missing.json().notifications).toEqual([{ message: 'Campo obligatorio', field: 'password' }]);
    const unauth = await t.app.inject({ method: 'GET', url: '/api/v1/Tenant', headers: { 'accept-language': 'en' } });
    expect(unauth.json()).toEqual(envelope('Your session has expired. Sign in again.'));
    const notFound = await t.app.inject({ method: 'GET', url: '/api/v1/nada', headers: { 'accept-language': 'es' } });
    expect(notFound.json()).toEqual(envelope('Página no encontrada'));
  });
});

describe('routing', () => {
  it('matches routes whatever the case and a trailing slash', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/API/V1/AUTENTICACAO/LOGIN', payload: { username: 'aluno@demo.local', password: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(res.json().token_type).toBe('Bearer');
    const { access_token } = res.json();
    expect((await callAs(t.app, access_token, { method: 'GET', url: '/api/v1/tenant/' })).statusCode).toBe(200);
    expect((await callAs(t.app, access_token, { method: 'GET', url: '/api/v1/USUARIO/USERACCOUNT' })).statusCode).toBe(200);
  });

  it('keeps the case of path parameters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/Autenticacao/ForgotPassword/Aluno@Demo.Local' });
    expect(res.statusCode).toBe(200);
    const mail = await t.waitForMail((m) => m.to.includes('aluno@demo.local'));
    const hash = /hash=([^\s]+)/.exec(mail.text)![1];
    const userId = await t.userId('aluno@demo.local');
    const check = await t.app.inject({ method: 'GET', url: `/API/V1/USUARIO/${userId}/LINKRESETPASSWORD?hash=${hash}` });
    expect(check.statusCode).toBe(200);
    expect(check.json().token).toBe(decodeURIComponent(hash));
  });

  it('answers unknown API paths with 404 and the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/naoExiste' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(envelope('Página não encontrada'));
  });

  it('reports its health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok', version: '0.0.5', database: t.database.kind });
  });
});

describe('OpenAPI document', () => {
  it('is served at /api/docs/json without a session and lists every path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; info: { version: string }; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.version).toBe('0.0.5');
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/api/v1/autenticacao/login',
      '/api/v1/Login',
      '/api/v1/autenticacao/Refresh',
      '/api/v1/autenticacao/logout',
      '/api/v1/autenticacao/forgotpassword/{user}',
      '/api/v1/autenticacao/AuthenticationLog',
      '/api/v1/autenticacao/CreatePassword',
      '/api/v1/User/CreatePassword',
      '/api/v1/usuario/CreatePassword',
      '/api/v1/User/ConfirmEmail',
      '/api/v1/usuario/{id}/LinkResetPassword',
      '/api/v1/usuario/useraccount',
      '/api/v1/usuario/useraccount/tenant/{id}',
      '/api/v1/Tenant',
      '/api/v2/Contrato/tenants/{ownerId}',
      '/api/v1/Parametro/open/parametros',
      '/api/v1/Parametro',
      '/api/v1/termoDeUso/{id}',
      '/api/v1/usuario/termoDeUso/accept/{id}',
      '/api/v1/usuario/termoDeUso/decline/{id}',
      '/api/v1/usuario/termoDeUso/{id}',
      '/api/v1/grupoDePermissao/getpermissionfromuser/{id}',
      '/api/v1/midia/quickSearch',
      '/api/v1/usuario/{id}',
      '/api/v1/usuario/alterar-senha-individual',
      '/api/v1/usuario/alterar-senha-em-lote',
      '/api/v1/usuario/alterar-senha-propria',
      '/api/v1/usuario/forgotpassword/{id}',
    ]) {
      expect(paths, path).toContain(path);
    }
    expect(doc.paths['/api/v1/autenticacao/login'].post).toMatchObject({ tags: ['autenticacao'] });
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBeLessThan(400);
  });
});

describe('the web app', () => {
  it('answers its index.html at the root and at its own routes, never at unknown API paths', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Plataforma</title>');
    writeFileSync(join(dist, 'app.js'), 'console.log(1)');
    const web = await buildTestApp({ webDist: dist });
    try {
      for (const url of ['/', '/login', '/certificadousuario/ABC/public']) {
        const res = await web.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('<title>Plataforma</title>');
      }
      expect((await web.app.inject({ method: 'GET', url: '/app.js' })).body).toBe('console.log(1)');
      expect((await web.app.inject({ method: 'GET', url: '/api/v1/nada' })).statusCode).toBe(404);
    } finally {
      await web.close();
    }
  });
});
