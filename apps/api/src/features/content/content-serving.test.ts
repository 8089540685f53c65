import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Midia } from '@plataforma/shared/content';
import type { TestApp } from '../../test/build-test-app';
import { contentTestKit, makeZip } from './content.test-kit';
import { outputKey, safeRelativePath, storageSegment } from './content.processing';
import { publishInSection } from '../../test/classroom-kit';

const FIXTURES = fileURLToPath(new URL('../../../../../../shared/fixtures/scorm/', import.meta.url));

let t: TestApp;
const { as, uploadPackage } = contentTestKit('midia-serving', (app) => (t = app));
/** A GET of a content origin address, answered by the content listener. */
const fetchUrl = (url: string, headers: Record<string, string> = {}) => {
  const address = new URL(url, t.config.contentOrigin);
  expect(address.origin).toBe(t.config.contentOrigin);
  return t.app.contentApp.inject({ method: 'GET', url: `${address.pathname}${address.search}`, headers });
};
/** The root of a package's files: `{contentOrigin}/scorm/{id}/{token}/`. */
const rootOf = (m: Midia) => m.scormScriptUrl!.split('/').slice(0, 6).join('/') + '/';

const storedZip = (entries: { name: string; data: string }[]) => makeZip(entries);

/** A 1.2 package whose names need encoding: spaces, accents, a literal '%41' and a video file. */
const PACKAGE = storedZip([
  {
    name: 'imsmanifest.xml',
    data: `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="nomes" version="1" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <organizations default="o"><organization identifier="o"><title>Nomes</title><item identifier="i" identifierref="r" parameters="?modo=aula"><title>I</title></item></organization></organizations>
  <resources><resource identifier="r" type="webcontent" adlcp:scormtype="sco" href="pasta%20com%20espa%C3%A7o/p%C3%A1gina%201.html"/></resources>
</manifest>`,
  },
  { name: 'pasta com espaço/página 1.html', data: '<!doctype html><html><body>Página 1</body></html>' },
  { name: 'pasta com espaço/estilo.css', data: 'body { color: #333 }' },
  { name: 'a%41.html', data: '<html>literal</html>' },
  { name: '_h.reservado.js', data: 'var x = 1;' },
  { name: 'media/clip.mp4', data: '0123456789abcdefghij' },
]);

let demo: Midia;
let demoRoot: string;
let acme: Midia;

beforeAll(async () => {
  demo = await uploadPackage('admin@demo.local', PACKAGE);
  demoRoot = rootOf(demo);
  acme = await uploadPackage('admin@acme.local', readFileSync(join(FIXTURES, 'singlesco_scorm12.zip')));
}, 90_000);

describe('paths inside an output folder', () => {
  it('keeps plain names and hashes the others, so any package name maps to a safe storage key', () => {
    expect(storageSegment('launchpage.html')).toBe('launchpage.html');
    expect(storageSegment('página 1.html')).toMatch(/^_h\.[0-9a-f]{40}$/);
    expect(storageSegment('_h.reservado.js')).not.toBe('_h.reservado.js');
    expect(storageSegment('x'.repeat(200))).toMatch(/^_h\./);
    expect(outputKey('t', 'm', 'scorm', ['a b', 'c.html'])).toMatch(/^t\/midia\/m\/scorm\/_h\.[0-9a-f]{40}\/c\.html$/);
    expect(safeRelativePath('a/b.html')).toEqual(['a', 'b.html']);
    for (const bad of ['', '../x', 'a/../../x', 'a/./b', '/etc/passwd', 'a//b', 'a\\..\\b', 'a\0b']) expect(safeRelativePath(bad)).toBeNull();
  });
});

describe('serving the unpacked package', () => {
  it('answers the launch page with its parameters kept in scormScriptUrl, decoding the address once', async () => {
    expect(demoRoot).toMatch(new RegExp(`^${t.config.contentOrigin}/scorm/${demo.id}/[^/]+/$`));
    expect(demo.scormScriptUrl).toBe(`${demoRoot}pasta%20com%20espa%C3%A7o/p%C3%A1gina%201.html?modo=aula`);
    const page = await fetchUrl(demo.scormScriptUrl!);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Página 1');
    const css = await fetchUrl(`${demoRoot}pasta%20com%20espa%C3%A7o/estilo.css`);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['x-content-type-options']).toBe('nosniff');
    // '%2541' is decoded once to the literal name 'a%41.html' (twice would ask for 'aA.html').
    const literal = await fetchUrl(`${demoRoot}a%2541.html`);
    expect(literal.statusCode).toBe(200);
    expect(literal.body).toBe('<html>literal</html>');
    expect((await fetchUrl(`${demoRoot}_h.reservado.js`)).body).toBe('var x = 1;');
  });

  it('answers byte ranges of media files inside the package', async () => {
    const part = await fetchUrl(`${demoRoot}media/clip.mp4`, { range: 'bytes=2-5' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.headers['content-range']).toBe('bytes 2-5/20');
    expect(part.body).toBe('2345');
  });

  it.each([
    '..%2f..%2fprincipal.zip',
    '%2e%2e/%2e%2e/x',
    'pasta%20com%20espa%C3%A7o/..%2f..%2fimsmanifest.xml',
    'a%5c..%5cimsmanifest.xml',
    'a%00.html',
    '',
    'nao-existe.html',
  ])('answers 404 for %s', async (rest) => {
    const res = await fetchUrl(`${demoRoot}${rest}`);
    expect(res.statusCode, res.body).toBe(404);
  });
});

describe('a package zipped without the UTF-8 flag (Linux zip, many Windows tools)', () => {
  it('plays: the accented launch page is accepted and its accented assets answer', async () => {
    const zip = makeZip([
      {
        name: 'imsmanifest.xml',
        utf8Flag: false,
        data: `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="acentos" version="1" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <organizations default="o"><organization identifier="o"><title>Acentos</title><item identifier="i" identifierref="r"><title>Lição</title></item></organization></organizations>
  <resources><resource identifier="r" type="webcontent" adlcp:scormtype="sco" href="lição/introdução.html"/></resources>
</manifest>`,
      },
      { name: 'lição/introdução.html', utf8Flag: false, data: '<!doctype html><html><body><img src="imagens/ação.png">Introdução</body></html>' },
      { name: 'lição/imagens/ação.png', utf8Flag: false, data: 'imagem' },
    ]);
    const m = await uploadPackage('admin@demo.local', zip);
    const root = rootOf(m);
    expect(m.scormScriptUrl).toBe(`${root}lição/introdução.html`);
    const page = await fetchUrl(m.scormScriptUrl!);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('Introdução');
    const image = await fetchUrl(`${root}li%C3%A7%C3%A3o/imagens/a%C3%A7%C3%A3o.png`);
    expect(image.statusCode).toBe(200);
    expect(image.body).toBe('imagem');
    // The same name with decomposed accents (as some systems send it) is the same file.
    const decomposed = encodeURI('lição/imagens/ação.png'.normalize('NFD'));
    expect((await fetchUrl(`${root}${decomposed}`)).body).toBe('imagem');
  });
});

describe('access through the token only', () => {
  it('never serves another object or another company with a token issued for one object', async () => {
    const acmeRoot = rootOf(acme);
    expect((await fetchUrl(`${acmeRoot}shared/launchpage.html`)).statusCode).toBe(200);
    const demoToken = demoRoot.split('/')[5];
    const acmeToken = acmeRoot.split('/')[5];
    // Demo's token with Acme's object id, and the other way round: the signature binds the object.
    expect((await fetchUrl(`/scorm/${acme.id}/${demoToken}/shared/launchpage.html`)).statusCode).toBe(404);
    expect((await fetchUrl(`/scorm/${demo.id}/${acmeToken}/imsmanifest.xml`)).statusCode).toBe(404);
    // A damaged token.
    const damaged = `${demoToken.slice(0, -2)}${demoToken.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await fetchUrl(`/scorm/${demo.id}/${damaged}/imsmanifest.xml`)).statusCode).toBe(404);
    // Acme's administrator reading Demo's object gets nothing to open it with.
    expect((await as('admin@acme.local', { method: 'GET', url: `/api/v1/midia/${demo.id}` })).statusCode).toBe(404);
  });

  it('an inactive object opens only for Depósito holders, a deleted one for nobody', async () => {
    const own = await uploadPackage('admin@demo.local', readFileSync(join(FIXTURES, 'singlesco_scorm12.zip')));
    await publishInSection(t.database, t.tenants.demo, { tipo: 'midia', id: own.id });
    const learner = (await as('aluno@demo.local', { method: 'GET', url: `/api/v1/midia/${own.id}` })).json<Midia>();
    expect((await fetchUrl(learner.scormScriptUrl!)).statusCode).toBe(200);
    const deactivate = await as('admin@demo.local', { method: 'PUT', url: `/api/v1/midia/${own.id}`, payload: { nome: own.nome, tipo: 'scorm', scormType: 'scorm12', active: false } });
    expect(deactivate.statusCode, deactivate.body).toBe(200);
    expect((await fetchUrl(learner.scormScriptUrl!)).statusCode).toBe(404);
    expect((await fetchUrl(own.scormScriptUrl!)).statusCode).toBe(200);
    expect((await as('admin@demo.local', { method: 'DELETE', url: `/api/v1/midia/${own.id}` })).statusCode).toBe(200);
    expect((await fetchUrl(own.scormScriptUrl!)).statusCode).toBe(404);
  }, 60_000);
});

describe('routes', () => {
  it('GET midia/envios is its own route beside GET midia/{id}, and both are in the API document', async () => {
    const res = await as('admin@demo.local', { method: 'GET', url: '/api/v1/midia/envios' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ pageNumber: 1, pageSize: 10 });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/midia/envios' })).statusCode).toBe(401);
    expect((await as('admin@demo.local', { method: 'GET', url: `/api/v1/midia/${demo.id}` })).statusCode).toBe(200);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/midia/envios', '/api/v1/midia/{id}/acesso/{token}/hls/{*}', '/api/v1/midia/{id}/acesso/{token}/documento.pdf']),
    );
    // The package is served by the content listener only (content-origin.test.ts).
    expect(Object.keys(doc.paths).filter((path) => path.includes('scorm/'))).toEqual([]);
  });
});
