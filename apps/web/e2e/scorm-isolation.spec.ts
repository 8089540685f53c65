import { expect, test } from '@playwright/test';
import { apiSignIn, rows, signIn } from './helpers.ts';
import { createObject, scormRuntime, storedZip, waitReady, type Created } from './media-files.ts';

/**
 * A hostile SCORM package (docs/scorm.md 'Launch', docs/decisions/0012). Uploaded by an administrator and opened in
 * the repository preview by that administrator — the worst case: the person whose session would be worth stealing.
 * Its script tries everything a package could do to reach the platform: read storage and cookies, reach the parent
 * and top documents, read and change the top location, and call the API with any token it can find (its own launch
 * token, and whatever it finds in storage) — then writes what it got into its own page. It must get nothing, while
 * the runtime API still works (its commit completes the object through the bridge).
 */

const MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="hostil" version="1" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="o"><organization identifier="o"><title>Hostil</title><item identifier="i" identifierref="r"><title>Hostil</title></item></organization></organizations>
  <resources><resource identifier="r" type="webcontent" adlcp:scormtype="sco" href="index.html"><file href="index.html"/><file href="hostil.js"/></resource></resources>
</manifest>`;

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Hostil</title></head>
<body><h1>Pacote hostil</h1><pre id="findings"></pre><script src="hostil.js"></script></body></html>`;

/** The package's script; APP_ORIGIN is the platform's address (what an attacker would know). */
const SCRIPT = (appOrigin: string) => `
(async function () {
  var APP = ${JSON.stringify(appOrigin)};
  var found = {};
  var tokens = [];
  var grab = function (text) {
    var matches = String(text || '').match(/eyJ[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+/g) || [];
    tokens = tokens.concat(matches);
    return text;
  };
  var attempt = function (name, fn) {
    try { found[name] = fn(); } catch (e) { found[name] = 'blocked:' + (e && e.name); }
  };
  var dump = function (storage) {
    var out = {};
    for (var i = 0; i < storage.length; i++) out[storage.key(i)] = grab(storage.getItem(storage.key(i)));
    return JSON.stringify(out);
  };
  attempt('localStorage', function () { return dump(window.localStorage); });
  attempt('sessionStorage', function () { return dump(window.sessionStorage); });
  attempt('cookie', function () { return grab(document.cookie); });
  attempt('parentOrigin', function () { return parent.location.origin; });
  attempt('parentDocument', function () { return grab(parent.document.documentElement.outerHTML).length > 0 ? 'content origin page' : ''; });
  attempt('parentStorage', function () { return dump(parent.localStorage); });
  attempt('topDocument', function () { return grab(top.document.documentElement.outerHTML); });
  attempt('topLocation', function () { return top.location.href; });
  attempt('topStorage', function () { return dump(top.localStorage); });
  attempt('topSessionStorage', function () { return dump(top.sessionStorage); });
  attempt('grandParentDocument', function () { return grab(parent.parent.document.cookie); });
  attempt('topPlataforma', function () { return JSON.stringify(top.plataforma || top.__APP__ || null); });
  attempt('launchToken', function () { return location.pathname.split('/')[3]; });
  var launchToken = found.launchToken;
  var midiaId = location.pathname.split('/')[2];
  var candidates = [launchToken].concat(tokens);
  var routes = ['/api/v1/usuario/useraccount', '/api/v1/usuario', '/api/v1/curso/csv', '/api/v1/midia/getMidiaInfo/' + midiaId, '/api/v1/scormacompanhamento/midia/' + midiaId];
  var calls = {};
  for (var r = 0; r < routes.length; r++) {
    for (var c = 0; c < candidates.length; c++) {
      var key = routes[r] + ' bearer#' + c;
      try {
        var res = await fetch(APP + routes[r], { headers: { authorization: 'Bearer ' + candidates[c] } });
        calls[key] = res.status;
      } catch (e) { calls[key] = 'failed:' + e.name; }
    }
    try {
      var withCookies = await fetch(APP + routes[r], { credentials: 'include' });
      calls[routes[r] + ' cookies'] = withCookies.status + ':' + (await withCookies.text()).length;
    } catch (e) { calls[routes[r] + ' cookies'] = 'failed:' + e.name; }
    try {
      var here = await fetch(routes[r], { headers: { authorization: 'Bearer ' + launchToken } });
      calls[routes[r] + ' content origin'] = here.status;
    } catch (e) { calls[routes[r] + ' content origin'] = 'failed:' + e.name; }
  }
  try {
    var refresh = await fetch(APP + '/api/v1/autenticacao/refresh', { method: 'POST', credentials: 'include', headers: { 'content-type': 'text/plain' }, body: '{}' });
    calls['refresh cookies'] = refresh.status + ':' + (await refresh.text()).length;
  } catch (e) { calls['refresh cookies'] = 'failed:' + e.name; }
  found.calls = calls;
  found.tokensFound = tokens.length;
  attempt('topNavigation', function () { top.location.href = APP + '/tomado'; return 'assigned'; });
  attempt('scormApi', function () {
    var api = parent.API;
    api.LMSInitialize('');
    api.LMSSetValue('cmi.core.lesson_status', 'completed');
    api.LMSCommit('');
    return 'ok';
  });
  document.getElementById('findings').textContent = JSON.stringify(found);
  document.body.setAttribute('data-done', 'true');
})();
`;

test.describe('a hostile SCORM package', () => {
  let hostile: Created;

  test.beforeAll(async ({ request, baseURL }) => {
    test.setTimeout(120_000);
    const { access } = await apiSignIn(request, 'admin@demo.local');
    const headers = { authorization: `Bearer ${access}` };
    const zip = storedZip({ 'imsmanifest.xml': MANIFEST, 'index.html': PAGE, 'hostil.js': SCRIPT(new URL(baseURL!).origin) });
    hostile = await createObject(
      request,
      headers,
      { nome: `Pacote hostil ${Date.now().toString(36)}`, tipo: 'scorm', scormType: 'scorm12', fileName: 'hostil.zip' },
      { name: 'hostil.zip', mimeType: 'application/zip', buffer: zip },
    );
    await waitReady(request, headers, hostile.id, (info) => Boolean(info.scormScriptUrl));
  });

  test('gets no session, no platform document, no API; its runtime still works', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, 'admin@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    // The repository's first load can be slow while the demo content is still being processed.
    await page.goto(`/conteudo/deposito?f_search=${encodeURIComponent(hostile.nome)}`);
    const row = rows(page.getByTestId('repository-table')).filter({ hasText: hostile.nome });
    await expect(row).toHaveCount(1, { timeout: 30_000 });
    await row.getByTestId('row-action-preview').click();
    const modal = page.getByRole('dialog');
    await expect(modal.getByTestId('media-preview-title')).toHaveText(hostile.nome, { timeout: 30_000 });
    const platformUrl = page.url();
    await expect(modal.getByTestId('scorm-frame')).toBeVisible({ timeout: 20_000 });
    await scormRuntime(page);
    const findingsBox = page.frameLocator('[data-testid="scorm-frame"]').frameLocator('iframe').locator('body[data-done="true"] #findings');
    await expect(findingsBox).not.toBeEmpty({ timeout: 30_000 });
    const found = JSON.parse((await findingsBox.textContent())!) as Record<string, unknown> & { calls: Record<string, string | number>; tokensFound: number };

    // What there was to steal: the session the platform keeps in this page's storage (whatever its form).
    const secrets = await page.evaluate(() => {
      const all = [...Object.values({ ...window.localStorage }), ...Object.values({ ...window.sessionStorage })].join(' ');
      return all.match(/eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+|[A-Za-z0-9_-]{32,}/g) ?? [];
    });
    const report = JSON.stringify(found);
    await test.info().attach('findings.json', { body: JSON.stringify(found, null, 2), contentType: 'application/json' });
    for (const secret of secrets) expect(report).not.toContain(secret);
    expect(found.tokensFound).toBe(0);
    expect(report).not.toMatch(/eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\./);

    // Its own origin's storage is empty; the platform's documents, storage and location are out of reach.
    expect(found.localStorage).toBe('{}');
    expect(found.sessionStorage).toBe('{}');
    expect(found.parentOrigin).not.toBe(new URL(platformUrl).origin);
    for (const name of ['topDocument', 'topLocation', 'topStorage', 'topSessionStorage', 'grandParentDocument', 'topPlataforma']) {
      expect(String(found[name]), name).toMatch(/^blocked:/);
    }
    // No API call succeeded: cross-origin calls fail, the content origin answers 404 to API paths.
    for (const [call, result] of Object.entries(found.calls)) {
      expect(String(result), call).toMatch(/^(failed:|401|403|404)/);
    }
    // It could not navigate the platform away, and its runtime API still worked through the bridge.
    expect(page.url()).toBe(platformUrl);
    expect(found.scormApi).toBe('ok');
    await expect(modal.getByTestId('scorm-progress')).toContainText('Concluído', { timeout: 20_000 });
    await page.screenshot({ path: test.info().outputPath('hostile-scorm.png') });
  });
});
