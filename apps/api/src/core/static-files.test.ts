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
