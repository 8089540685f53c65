import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, callAs, login, type TestApp } from '../test/build-test-app';
import { multipartBody } from './multipart-body';
import { PNG } from '../test/learner-kit';
import { contentSecurityDirectives, isPdfWorkerPath } from './security-headers';
import { frameOriginsOf } from './config';

let t: TestApp;
let https: TestApp;
let webDist: string;
let admin: string;

beforeAll(async () => {
  // A built web app of two files is enough to see what its replies carry.
  webDist = mkdtempSync(join(tmpdir(), 'plataforma-web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head><script src="/boot.js"></script></head><body><div id="root"></div></body></html>');
  writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(webDist, 'assets', 'pdf.worker.min-Ab12_cd.mjs'), 'self.onmessage = () => {};');
  t = await buildTestApp({ webDist, contentOrigin: 'https://conteudo.lms.test' });
  https = await buildTestApp({ webDist, publicUrl: 'https://lms.example.com' });
  admin = (await login(t.app, 'admin@demo.local')).access_token;
});
afterAll(async () => {
  await https?.close();
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** The directives of a reply's policy, by name. */
const policyOf = (res: LightMyRequestResponse): Record<string, string[]> => {
  const header = res.headers['content-security-policy'];
  expect(header, `no policy on ${res.statusCode} ${res.body.slice(0, 100)}`).toBeTypeOf('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
};

/** What every reply carries, whatever answered it. */
const expectBaseHeaders = (res: LightMyRequestResponse) => {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  const policy = policyOf(res);
  expect(policy['frame-ancestors']).toEqual(["'self'"]);
  expect(policy['script-src']).toEqual(["'self'"]);
  expect(policy['default-src']).toEqual(["'self'"]);
};

describe('security headers', () => {
  it('are on an API reply, with the frame, media and worker sources the players need', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expectBaseHeaders(res);
    const policy = policyOf(res);
    expect(policy['frame-src']).toEqual(["'self'", 'blob:', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://w.soundcloud.com', 'https://conteudo.lms.test']);
    expect(policy['media-src']).toEqual(["'self'", 'blob:']);
    expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
    expect(policy['img-src']).toContain('data:');
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['upgrade-insecure-requests']).toBeUndefined();
  });

  it('are on a stored file', async () => {
    const section = await callAs(t.app, admin, { method: 'POST', url: '/api/v1/Secao', payload: { nome: `Seção cabeçalhos ${Date.now()}` } });
    expect(section.statusCode, section.body).toBe(201);
    const uploaded = await callAs(t.app, admin, {
      method: 'POST',
      url: `/api/v1/Secao/${section.json<{ id: string }>().id}/FileUpload/CardAndBanner/Card`,
      ...multipartBody({ field: 'arquivo', fileName: 'imagem.png', content: PNG, mimeType: 'image/png' }),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const image = await t.app.inject({ url: uploaded.json<{ secao: { imagemDoCard: string } }>().secao.imagemDoCard });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expectBaseHeaders(image);
  });

  it('are on the web app: its index (any path), its files and its root', async () => {
    for (const url of ['/', '/home', '/gestao/usuarios', '/assets/app.js']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expectBaseHeaders(res);
    }
  });

  it("let pdf.js's worker, and only it, compile WebAssembly (its image decoders)", async () => {
    const worker = await t.app.inject({ url: '/assets/pdf.worker.min-Ab12_cd.mjs' });
    expect(worker.statusCode).toBe(200);
    const policy = policyOf(worker);
    expect(policy['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    // the rest of its policy is the app's
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(worker.headers['x-content-type-options']).toBe('nosniff');
    // the pages and every other file keep script-src 'self'
    for (const url of ['/', '/view/abc', '/assets/app.js', '/assets/pdf.worker.min-Ab12_cd.mjs.map', '/api/health']) {
      expect(policyOf(await t.app.inject({ url }))['script-src'], url).toEqual(["'self'"]);
    }
    expect(isPdfWorkerPath('/assets/pdf.worker.min-CIqJB0yW.mjs?v=1')).toBe(true);
    expect(isPdfWorkerPath('/assets/sub/pdf.worker.min.mjs')).toBe(false);
    expect(isPdfWorkerPath('/x/assets/pdf.worker.min.mjs')).toBe(false);
    expect(isPdfWorkerPath('/assets/pdf-viewer-abc.js')).toBe(false);
  });

  it('are on error replies: unknown route, no session, bad input', async () => {
    const missing = await t.app.inject({ url: '/api/v1/nada-aqui' });
    expect(missing.statusCode).toBe(404);
    expectBaseHeaders(missing);
    const noSession = await t.app.inject({ url: '/api/v1/usuario' });
    expect(noSession.statusCode).toBe(401);
    expectBaseHeaders(noSession);
    const bad = await callAs(t.app, admin, { method: 'POST', url: '/api/v1/Secao', payload: { nome: 42 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false });
    expectBaseHeaders(bad);
  });

  it('pin the browser to TLS (HSTS) only when PUBLIC_URL is https', async () => {
    const plain = await t.app.inject({ url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await https.app.inject({ url: '/api/health' });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(policyOf(secure)['upgrade-insecure-requests']).toEqual([]);
    // Frames of this origin, previews, the embedded players and the configured content origin only.
    expect(policyOf(secure)['frame-src']).toEqual(["'self'", 'blob:', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://w.soundcloud.com', https.config.contentOrigin]);
    const index = await https.app.inject({ url: '/' });
    expect(index.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('policy builders', () => {
  it('take the content origin as an origin only, and ignore what is not an address', () => {
    expect(contentSecurityDirectives({ publicUrl: 'http://x.test', contentOrigin: 'https://c.x.test/pacotes/' })['frame-src']).toContain('https://c.x.test');
    expect(contentSecurityDirectives({ publicUrl: 'http://x.test', contentOrigin: 'not an address' })['frame-src']).not.toContain('not an address');
    // the BI tools' origins (BI_FRAME_ORIGINS), as origins only
    const bi = contentSecurityDirectives({ publicUrl: 'http://x.test', biFrameOrigins: ['https://bi.x.test/dash/', 'nope'] })['frame-src'];
    expect(bi).toContain('https://bi.x.test');
    expect(bi).not.toContain('nope');
    expect(frameOriginsOf(' https://bi.x.test/a , javascript:alert(1), http://metabase.local:3000/x, https://bi.x.test ')).toEqual(['https://bi.x.test', 'http://metabase.local:3000']);
    expect(contentSecurityDirectives({ publicUrl: 'http://x.test' })['frame-src']).toHaveLength(5);
  });

});
