import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Midia, ScormRecord } from '@plataforma/shared/content';
import { contentOriginOf, loadConfig } from '../../core/config';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { publishInSection } from '../../test/classroom-kit';
import { contentTestKit } from './content.test-kit';
import { scormLaunchKey, scormLaunchToken, SCORM_LAUNCH_TTL_SECONDS } from './scorm-launch';

/**
 * The content origin (docs/scorm.md 'Launch', docs/decisions/0012): SCORM packages are served by the content listener
 * only, at addresses whose launch token opens that one package for that one person; the platform's origin refuses
 * them, the content origin refuses everything else, and the launch token opens nothing on the API.
 */

const FIXTURES = fileURLToPath(new URL('../../../../../../shared/fixtures/scorm/', import.meta.url));

let t: TestApp;
const { as, uploadPackage } = contentTestKit('midia-origin', (app) => (t = app));

/** A GET of the content listener (the content origin), by path or full address. */
const content = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'POST' | 'PUT' = 'GET') => {
  const address = new URL(url, t.config.contentOrigin);
  expect(address.origin).toBe(t.config.contentOrigin);
  return t.app.contentApp.inject({ method, url: `${address.pathname}${address.search}`, headers });
};
/** `{id}/{token}/{rest}` of a package address on the content origin. */
const partsOf = (url: string) => {
  const [, kind, id, token, ...rest] = new URL(url).pathname.split('/');
  return { kind, id, token, rest: rest.join('/') };
};

let pkg: Midia;
let other: Midia;
/** The learner's view of `pkg` and their SCORM record of it. */
let learnerView: Midia;
let record: ScormRecord;
let otherRecord: ScormRecord;

beforeAll(async () => {
  const zip = readFileSync(join(FIXTURES, 'singlesco_scorm12.zip'));
  pkg = await uploadPackage('admin@demo.local', zip);
  other = await uploadPackage('admin@demo.local', zip);
  for (const m of [pkg, other]) await publishInSection(t.database, t.tenants.demo, { tipo: 'midia', id: m.id });
  learnerView = (await as('aluno@demo.local', { method: 'GET', url: `/api/v1/midia/${pkg.id}` })).json<Midia>();
  const created = await as('aluno@demo.local', { method: 'POST', url: '/api/v1/scormacompanhamento', payload: { midiaId: pkg.id } });
  expect(created.statusCode, created.body).toBe(201);
  record = created.json<ScormRecord>();
  const second = await as('aluno@demo.local', { method: 'POST', url: '/api/v1/scormacompanhamento', payload: { midiaId: other.id } });
  expect(second.statusCode, second.body).toBe(201);
  otherRecord = second.json<ScormRecord>();
}, 120_000);

describe('the content origin setting', () => {
  it('defaults to the public address on the content port and must differ from the platform origin', () => {
    expect(contentOriginOf(undefined, 'http://localhost:3000', 3001)).toBe('http://localhost:3001');
    expect(contentOriginOf(undefined, 'https://lms.example.com/', 8443)).toBe('https://lms.example.com:8443');
    expect(contentOriginOf('https://conteudo.example.com/', 'https://lms.example.com', 3001)).toBe('https://conteudo.example.com');
    expect(() => contentOriginOf('https://lms.example.com', 'https://lms.example.com', 3001)).toThrow(/differ/);
    expect(() => contentOriginOf(undefined, 'http://localhost:3000', 3000)).toThrow(/differ/);
    expect(() => contentOriginOf('https://conteudo.example.com/pacotes', 'https://lms.example.com', 3001)).toThrow(/origin/);
    const config = loadConfig({ PORT: '4100', PUBLIC_URL: 'http://127.0.0.1:4100', DATA_DIR: t.config.dataDir, JWT_SECRET: 'x'.repeat(40) });
    expect(config).toMatchObject({ contentPort: 4101, contentOrigin: 'http://127.0.0.1:4101' });
    expect(loadConfig({ PORT: '4100', CONTENT_PORT: '4200', DATA_DIR: t.config.dataDir, JWT_SECRET: 'x'.repeat(40) })).toMatchObject({ contentPort: 4200, contentOrigin: 'http://localhost:4200' });
  });
});

describe('package files on the content origin only', () => {
  it('addresses every package on the content origin, with a launch token per person', () => {
    for (const m of [pkg, learnerView]) expect(m.scormScriptUrl).toMatch(new RegExp(`^${t.config.contentOrigin}/scorm/${pkg.id}/[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+/shared/launchpage\\.html$`));
    expect(partsOf(learnerView.scormScriptUrl!).token).not.toBe(partsOf(pkg.scormScriptUrl!).token);
  });

  it('gives the learner\'s media detail the same launch on the content origin', async () => {
    const detail = await as('aluno@demo.local', { method: 'GET', url: `/api/v1/midia/Detalhes/${pkg.id}` });
    expect(detail.statusCode, detail.body).toBe(200);
    const link = detail.json<{ scormScriptLink: string }>().scormScriptLink;
    expect(new URL(link).origin).toBe(t.config.contentOrigin);
    expect({ ...partsOf(link), token: '' }).toEqual({ ...partsOf(learnerView.scormScriptUrl!), token: '' });
    expect((await content(link)).statusCode).toBe(200);
  });

  it('serves the files with a valid launch, with the content origin headers', async () => {
    const page = await content(learnerView.scormScriptUrl!);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toBe(`frame-ancestors 'self' ${new URL(t.config.publicUrl).origin}`);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const { id, token } = partsOf(learnerView.scormScriptUrl!);
    expect((await content(`/scorm/${id}/${token}/imsmanifest.xml`)).statusCode).toBe(200);
  });

  it('serves the launch page: the runtime of the version, the platform origin it reports to', async () => {
    const { id, token, rest } = partsOf(learnerView.scormScriptUrl!);
    const page = await content(`/lancamento/${id}/${token}/${rest}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toBe(`frame-ancestors 'self' ${new URL(t.config.publicUrl).origin}`);
    expect(page.body).toContain('<script src="/runtime/scorm12.js"></script>');
    expect(page.body).toContain(`data-app-origin="${new URL(t.config.publicUrl).origin}"`);
    const runtime = await content('/runtime/scorm12.js');
    expect(runtime.statusCode).toBe(200);
    expect(runtime.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(runtime.body).toContain('Scorm12API');
    const launch = await content('/runtime/launch.js');
    expect(launch.body).toContain("'scorm:init'");
    for (const name of ['nada.js', '..%2fcontent-origin.ts', 'scorm-runtime.js']) expect((await content(`/runtime/${name}`)).statusCode).toBe(404);
  });

  it('refuses an address without a valid launch: forged, another object, a media address token, expired', async () => {
    const { id, token, rest } = partsOf(learnerView.scormScriptUrl!);
    const damaged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await content(`/scorm/${id}/${damaged}/${rest}`)).statusCode).toBe(404);
    expect((await content(`/scorm/${other.id}/${token}/${rest}`)).statusCode).toBe(404);
    expect((await content(`/lancamento/${other.id}/${token}/${rest}`)).statusCode).toBe(404);
    // The token of the object's other file addresses (media-access.ts) is signed with another key.
    const mediaToken = pkg.fileUrl!.split('/')[6];
    expect((await content(`/scorm/${id}/${mediaToken}/${rest}`)).statusCode).toBe(404);
    // A launch of the past: 403, the player reads the object again for a fresh one.
    const key = scormLaunchKey(t.config);
    const learnerId = await t.userId('aluno@demo.local');
    const old = scormLaunchToken(key, { tenantId: t.tenants.demo, midiaId: id, userId: learnerId, holder: false }, Date.now() - (SCORM_LAUNCH_TTL_SECONDS + 700) * 1000);
    expect((await content(`/scorm/${id}/${old}/${rest}`)).statusCode).toBe(403);
    const fresh = scormLaunchToken(key, { tenantId: t.tenants.demo, midiaId: id, userId: learnerId, holder: false });
    expect((await content(`/scorm/${id}/${fresh}/${rest}`)).statusCode).toBe(200);
  });

  it('the platform origin answers 404 for package files, by any address, even when it serves the web app', async () => {
    const { id, token, rest } = partsOf(learnerView.scormScriptUrl!);
    const mediaToken = pkg.fileUrl!.split('/')[6];
    for (const url of [`/scorm/${id}/${token}/${rest}`, `/lancamento/${id}/${token}/${rest}`, `/api/v1/midia/${id}/acesso/${mediaToken}/scorm/${rest}`, `/api/v1/midia/${id}/acesso/${token}/scorm/${rest}`, '/runtime/scorm12.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('ADL SCORM');
    }
    // With the web app served, unknown paths answer its index.html; the content paths still answer 404.
    const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>app</title>');
    const withWeb = await buildTestApp({ webDist });
    try {
      expect((await withWeb.app.inject({ method: 'GET', url: '/alguma-tela' })).statusCode).toBe(200);
      for (const url of [`/scorm/${id}/${token}/${rest}`, `/lancamento/${id}/${token}/${rest}`, '/runtime/scorm12.js', '/runtime/launch.js']) {
        const res = await withWeb.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body).not.toContain('<title>app</title>');
      }
    } finally {
      await withWeb.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });

  it('the content origin answers 404 for everything else: API, web app, other files of the object', async () => {
    const mediaToken = pkg.fileUrl!.split('/')[6];
    const fileId = pkg.fileUrl!.split('/')[8];
    for (const url of ['/', '/login', '/index.html', '/api/health', '/api/docs/json', '/api/v1/usuario', `/api/v1/midia/${pkg.id}`, `/api/v1/midia/${pkg.id}/acesso/${mediaToken}/arquivo/${fileId}`, '/api/v1/autenticacao/login']) {
      const res = await content(url, { authorization: `Bearer ${record.id}` });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-security-policy']).toContain('frame-ancestors');
    }
    const { id, token, rest } = partsOf(learnerView.scormScriptUrl!);
    expect((await content(`/scorm/${id}/${token}/${rest}`, {}, 'POST')).statusCode).toBe(404);
    expect((await content(`/scorm/${id}/${token}/${rest}`, {}, 'PUT')).statusCode).toBe(404);
  });
});

describe('the launch token opens nothing on the API', () => {
  it('answers 401 to it on every route: users, courses, this and another record, the object itself', async () => {
    const { token } = partsOf(learnerView.scormScriptUrl!);
    const bearer = { authorization: `Bearer ${token}` };
    const calls = [
      { method: 'GET', url: '/api/v1/usuario/useraccount' },
      { method: 'GET', url: `/api/v1/usuario/${await t.userId('aluno@demo.local')}` },
      { method: 'GET', url: '/api/v1/curso/csv' },
      { method: 'POST', url: '/api/v1/curso', payload: { titulo: 'x' } },
      { method: 'GET', url: `/api/v1/midia/${pkg.id}` },
      { method: 'GET', url: `/api/v1/midia/getMidiaInfo/${pkg.id}` },
      { method: 'GET', url: `/api/v1/scormacompanhamento/midia/${pkg.id}` },
      { method: 'GET', url: `/api/v1/scormacompanhamento/midia/${other.id}` },
      { method: 'PUT', url: `/api/v1/scormacompanhamento/${record.id}`, payload: { ...record, completionStatus: 'completed' } },
      { method: 'PUT', url: `/api/v1/scormacompanhamento/${otherRecord.id}`, payload: { ...otherRecord, completionStatus: 'completed' } },
      { method: 'POST', url: '/api/v1/scormacompanhamento', payload: { midiaId: other.id } },
      { method: 'POST', url: '/api/v1/midia/progresso', payload: { midiaId: pkg.id, percentualProgresso: 100 } },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: bearer });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
    // Nothing was written: the records are as created.
    const mine = await as('aluno@demo.local', { method: 'GET', url: `/api/v1/scormacompanhamento/midia/${other.id}` });
    expect(mine.json<ScormRecord>().completionStatus).toBe(otherRecord.completionStatus);
  });

  it('the record of a launch is written by the platform window with the person\'s own session only', async () => {
    const saved = await as('aluno@demo.local', { method: 'PUT', url: `/api/v1/scormacompanhamento/${record.id}`, payload: { ...record, location: 'p2', completionStatus: 'incomplete' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ScormRecord>()).toMatchObject({ id: record.id, location: 'p2' });
    // Another person's session cannot write it.
    const foreign = await as('admin@demo.local', { method: 'PUT', url: `/api/v1/scormacompanhamento/${record.id}`, payload: { ...record, location: 'x' } });
    expect(foreign.statusCode).toBeGreaterThanOrEqual(400);
  });
});
