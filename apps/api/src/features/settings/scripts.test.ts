import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { saveSettings, storedSettings } from './settings.repository';
import { linkScriptOrigins, subDomainOfHost, withScriptSources } from './scripts.routes';

let t: TestApp;
let webDist: string;
let original: Record<string, unknown> | null;

const CONTENT = "window.__tenantScript = (window.__tenantScript || 0) + 1; // </script> and 'quotes'";
const scripts = [
  { name: 'Analytics', content: CONTENT, isLink: false },
  { name: 'Chat', content: 'https://chat.example.com/widget.js?key=1', isLink: true },
  { name: 'Plain http', content: 'http://insecure.example.com/x.js', isLink: true },
];

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'plataforma-web-dist-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  t = await buildTestApp({ webDist });
  original = (await t.database.inTenant(t.tenants.demo, (tx) => storedSettings(tx, t.tenants.demo))) as Record<string, unknown> | null;
  await t.database.inTenant(t.tenants.demo, (tx) => saveSettings(tx, t.tenants.demo, { ...(original ?? {}), scripts }));
});
afterAll(async () => {
  if (t) await t.database.inTenant(t.tenants.demo, (tx) => saveSettings(tx, t.tenants.demo, original ?? {}));
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const scriptAt = (tenantId: string, index: number | string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/Parametro/script/${tenantId}/${index}?v=abc`, headers });

const scriptSrc = (res: LightMyRequestResponse) =>
  String(res.headers['content-security-policy'])
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1);

describe('GET /api/v1/Parametro/script/{tenantId}/{index}', () => {
  it("serves a content script from this origin as JavaScript, word for word, without a session", async () => {
    const res = await scriptAt(t.tenants.demo, 0);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toBe(CONTENT);
  });

  it('answers 304 while the script is the same', async () => {
    const first = await scriptAt(t.tenants.demo, 0);
    const again = await scriptAt(t.tenants.demo, 0, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 for a link, an index past the list, another tenant without scripts and an unknown tenant', async () => {
    for (const res of [
      await scriptAt(t.tenants.demo, 1),
      await scriptAt(t.tenants.demo, 3),
      await scriptAt(t.tenants.acme, 0),
      await scriptAt('7d8f8a8e-0000-4000-8000-000000000000', 0),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, notifications: [{ message: 'Registro não encontrado.' }] });
    }
  });

  it('refuses an id that is not a uuid or an index out of range', async () => {
    expect((await scriptAt('nao-e-uuid', 0)).statusCode).toBe(400);
    expect((await scriptAt(t.tenants.demo, -1)).statusCode).toBe(400);
    expect((await scriptAt(t.tenants.demo, 100)).statusCode).toBe(400);
  });
});

describe("the entry document's policy with a tenant's link scripts", () => {
  it("adds the tenant's https link origins to script-src on its own sub-domain only", async () => {
    const page = (host: string) => t.app.inject({ method: 'GET', url: '/home', headers: { host } });
    const demo = await page('demo.plataforma.local:3000');
    expect(demo.statusCode).toBe(200);
    expect(scriptSrc(demo)).toEqual(["'self'", 'https://chat.example.com']);
    // another tenant's sub-domain, the shared host and an API reply keep the policy of everyone
    expect(scriptSrc(await page('acme.plataforma.local'))).toEqual(["'self'"]);
    expect(scriptSrc(await page('localhost:3000'))).toEqual(["'self'"]);
    const api = await t.app.inject({ method: 'POST', url: '/api/v1/Parametro/open/parametros', payload: { subDomain: 'demo' }, headers: { host: 'demo.plataforma.local' } });
    expect(scriptSrc(api)).toEqual(["'self'"]);
  });
});

describe('rules of the link origins', () => {
  it('keeps https origins only, once each', () => {
    expect(
      linkScriptOrigins([
        { content: ' https://a.example.com/x.js ', isLink: true },
        { content: 'https://a.example.com/y.js', isLink: true },
        { content: 'http://b.example.com/x.js', isLink: true },
        { content: 'javascript:alert(1)', isLink: true },
        { content: 'not a url', isLink: true },
        { content: 'https://c.example.com/inline-content-is-not-a-link', isLink: false },
      ]),
    ).toEqual(['https://a.example.com']);
  });

  it('reads the sub-domain from the host like the web app', () => {
    expect(subDomainOfHost('demo.plataforma.local:3000')).toBe('demo');
    expect(subDomainOfHost('DEMO.plataforma.local.')).toBe('demo');
    expect(subDomainOfHost('localhost')).toBe('');
    expect(subDomainOfHost('127.0.0.1:80')).toBe('');
    expect(subDomainOfHost('[::1]:3000')).toBe('');
    expect(subDomainOfHost('intranet')).toBe('');
  });

  it('adds sources to script-src alone', () => {
    expect(withScriptSources("default-src 'self';script-src 'self';script-src-attr 'none'", ['https://a.example.com'])).toBe(
      "default-src 'self';script-src 'self' https://a.example.com;script-src-attr 'none'",
    );
    expect(withScriptSources("script-src 'self'", [])).toBe("script-src 'self'");
  });
});
