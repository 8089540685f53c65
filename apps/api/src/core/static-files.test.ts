import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

/** The web app's files served by the API (a small dist folder): odd paths answer 404, never 500 or a file outside it. */
let t: TestApp;
let port: number;

/** A GET over a real connection with the path exactly as written (app.inject would normalise '%2e%2e' first). */
const rawGet = (path: string) =>
  new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
const dist = mkdtempSync(join(tmpdir(), 'plataforma-web-dist-'));

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  // Build-time siblings (vite-plugin-compression2): distinct bytes, so the test sees which one was sent.
  writeFileSync(join(dist, 'assets', 'app-1234.js.br'), 'brotli bytes');
  writeFileSync(join(dist, 'assets', 'app-1234.js.gz'), 'gzip bytes');
  writeFileSync(join(dist, 'boot.js'), 'document.documentElement.dataset.boot = "1"');
  t = await buildTestApp({ webDist: dist });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web app files', () => {
  it('serves an existing asset and the app at the root and at client routes', async () => {
    expect((await t.app.inject({ url: '/assets/app-1234.js' })).statusCode).toBe(200);
    const root = await t.app.inject({ url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<title>app</title>');
    const route = await t.app.inject({ url: '/admin/usuarios' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<title>app</title>');
  });

  it.each([
    '/assets/missing.js',
    '/assets/',
    '/assets/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/assets/..%2f..%2f..%2fetc%2fpasswd',
    '/assets/..%5c..%5cindex.html',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/assets/app-1234.js%00.png',
    '/assets/%00',
    '/assets/a%FFb.js',
    '/assets/%E2%80%AEsj.exe',
    '/assets/%ED%A0%80.js',
    '/assets/%',
    '/assets/%%32%65%%32%65/etc/passwd',
    '/assets/app-1234.js/',
    '/assets/app-1234.js/..',
    '/assets//etc/passwd',
    '/index.html%00',
    '/favicon.ico.map',
  ])('%s answers 404 in the failure envelope', async (url) => {
    const res = await rawGet(url);
    expect(res.statusCode, res.body).toBe(404);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, notifications: [{ message: expect.any(String) }] });
    expect(res.body).not.toContain('root:');
  });
});

describe('caching and compression of the web app files', () => {
  it('sends the pre-compressed sibling the browser accepts, brotli first, and the plain file otherwise', async () => {
    const br = await t.app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli bytes');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gzip = await t.app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toBe('gzip bytes');
    const plain = await t.app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('lets browsers keep hashed assets for a year and revalidate the entry and unhashed files on every use', async () => {
    for (const encoding of ['br', 'identity']) {
      const asset = await t.app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': encoding } });
      expect(asset.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
    }
    for (const url of ['/', '/login', '/catalog/abc', '/index.html', '/boot.js']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers a chunk of an older build with 404 and no caching hint that would keep the error', async () => {
    const res = await t.app.inject({ url: '/assets/index-OLDHASH.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['cache-control'] ?? '').not.toMatch(/immutable|max-age=[1-9]/);
  });
});
