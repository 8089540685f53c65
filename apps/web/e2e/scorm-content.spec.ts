import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, signIn } from './helpers.ts';
import { createObject, openPreview, storedZip, waitReady, type Created } from './media-files.ts';

/**
 * Real-world SCORM content plays as its authors meant (docs/scorm.md): packages written here, as authoring tools and
 * zip tools make them.
 *
 * - A SCORM 1.2 package of three SCOs and an asset, zipped without the UTF-8 flag (as Linux `zip` does) with accented
 *   folder and file names; its first SCO has a mastery score and launch data. In the repository preview: the table of
 *   contents, each SCO greets the learner by the name the runtime gives ('Last, First') and shows what the manifest
 *   gave it, every item is reached and completed, the object completes; opened again, the objectives and interactions
 *   a SCO wrote are there.
 * - A 1.2 SCO that only initialises and finishes: completed.
 * - A SCORM 2004 package of three SCOs and an asset in a course: the learner goes through it in the classroom, each
 *   SCO asking to continue to the next, and the course reaches 100 %.
 */

/** A SCO page: shows what the runtime gives it, and on 'Concluir' writes objectives, an interaction, a score and completes. */
const scoPage = (version: '1.2' | '2004', sco: string, extraBody = '') => {
  const shown =
    version === '1.2'
      ? ['cmi.core.student_name', 'cmi.core.student_id', 'cmi.core.credit', 'cmi.core.lesson_mode', 'cmi.student_data.mastery_score', 'cmi.launch_data', 'cmi.core.lesson_status', 'cmi.objectives._count', 'cmi.objectives.0.id', 'cmi.interactions._count', 'cmi.comments']
      : ['cmi.learner_name', 'cmi.learner_id', 'cmi.credit', 'cmi.mode', 'cmi.completion_threshold', 'cmi.launch_data', 'cmi.completion_status', 'cmi.objectives._count', 'cmi.objectives.0.id', 'cmi.interactions._count', 'cmi.interactions.0.id'];
  const finish =
    version === '1.2'
      ? `s('cmi.objectives.0.id','obj-${sco}');s('cmi.objectives.0.status','passed');s('cmi.interactions.0.id','q-${sco}');s('cmi.interactions.0.type','choice');
         s('cmi.interactions.0.student_response','b');s('cmi.comments','nota de ${sco}');s('cmi.core.score.raw','90');s('cmi.core.lesson_status','completed');
         s('cmi.core.exit','suspend');api.LMSCommit('');api.LMSFinish('');`
      : `s('cmi.objectives.0.id','obj-${sco}');s('cmi.objectives.0.success_status','passed');s('cmi.interactions.0.id','q-${sco}');s('cmi.interactions.0.type','choice');
         s('cmi.interactions.0.learner_response','b');s('cmi.score.scaled','0.9');s('cmi.completion_status','completed');s('cmi.success_status','passed');
         s('cmi.exit','suspend');s('adl.nav.request','continue');api.Commit('');api.Terminate('');`;
  const apiName = version === '1.2' ? 'API' : 'API_1484_11';
  return `<!doctype html><html lang="pt"><head><meta charset="utf-8"><title>${sco}</title></head><body>
<h1>${sco}</h1>${extraBody}
<ul id="values"></ul>
<button id="concluir" type="button">Concluir</button>
<script>
var w = window, api = null;
for (var i = 0; i < 10 && w; i++) { if (w.${apiName}) { api = w.${apiName}; break; } if (w === w.parent) break; w = w.parent; }
var get = function (k) { return ${version === '1.2' ? 'api.LMSGetValue(k)' : 'api.GetValue(k)'}; };
var s = function (k, v) { ${version === '1.2' ? 'api.LMSSetValue(k, v)' : 'api.SetValue(k, v)'}; };
${version === '1.2' ? "api.LMSInitialize('');" : "api.Initialize('');"}
${JSON.stringify(shown)}.forEach(function (k) { var li = document.createElement('li'); li.setAttribute('data-key', k); li.textContent = k + '=' + get(k); document.getElementById('values').appendChild(li); });
document.getElementById('concluir').onclick = function () { ${finish} document.body.setAttribute('data-finished', '1'); };
</script></body></html>`;
};

const NS12 = 'xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"';
const NS2004 = 'xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3" xmlns:imsss="http://www.imsglobal.org/xsd/imsss"';

/** 1.2: three SCOs (the second in an accented folder with an accented image) and an accented asset; no UTF-8 flag. */
const package12 = () =>
  storedZip(
    {
      'imsmanifest.xml': `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="e2e-tres-12" version="1" ${NS12}>
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="o"><organization identifier="o"><title>Três lições</title>
    <item identifier="modulo"><title>Módulo de segurança</title>
      <item identifier="sco1" identifierref="r1"><title>Lição 1</title><adlcp:masteryscore>80</adlcp:masteryscore><adlcp:datafromlms>turma=A</adlcp:datafromlms></item>
      <item identifier="sco2" identifierref="r2"><title>Lição 2</title></item>
    </item>
    <item identifier="sco3" identifierref="r3"><title>Lição 3</title></item>
    <item identifier="glossario" identifierref="r4"><title>Glossário</title></item>
  </organization></organizations>
  <resources>
    <resource identifier="r1" type="webcontent" adlcp:scormtype="sco" href="sco1.html"/>
    <resource identifier="r2" type="webcontent" adlcp:scormtype="sco" href="lição 2/página.html"/>
    <resource identifier="r3" type="webcontent" adlcp:scormtype="sco" href="sco3.html"/>
    <resource identifier="r4" type="webcontent" adlcp:scormtype="asset" href="anexos/glossário.html"/>
  </resources>
</manifest>`,
      'sco1.html': scoPage('1.2', 'sco1'),
      'lição 2/página.html': scoPage('1.2', 'sco2', '<img id="figura" alt="Figura" src="imagem-ação.svg" width="40" height="40">'),
      'lição 2/imagem-ação.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="teal"/></svg>',
      'sco3.html': scoPage('1.2', 'sco3'),
      'anexos/glossário.html': '<!doctype html><html lang="pt"><head><meta charset="utf-8"><title>Glossário</title></head><body><h1>Glossário de segurança</h1></body></html>',
    },
    { utf8Flag: false },
  );

/** 2004: three SCOs (the first with a completion threshold and launch data) and an asset. */
const package2004 = () =>
  storedZip({
    'imsmanifest.xml': `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="e2e-tres-2004" version="1" ${NS2004}>
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 3rd Edition</schemaversion></metadata>
  <organizations default="o"><organization identifier="o"><title>Três unidades</title>
    <item identifier="sco1" identifierref="r1"><title>Unidade 1</title><adlcp:completionThreshold>0.8</adlcp:completionThreshold><adlcp:dataFromLMS>turma=B</adlcp:dataFromLMS></item>
    <item identifier="sco2" identifierref="r2"><title>Unidade 2</title></item>
    <item identifier="sco3" identifierref="r3"><title>Unidade 3</title></item>
    <item identifier="anexo" identifierref="r4"><title>Anexo</title></item>
  </organization></organizations>
  <resources>
    <resource identifier="r1" type="webcontent" adlcp:scormType="sco" href="u1.html"/>
    <resource identifier="r2" type="webcontent" adlcp:scormType="sco" href="u2.html"/>
    <resource identifier="r3" type="webcontent" adlcp:scormType="sco" href="u3.html"/>
    <resource identifier="r4" type="webcontent" adlcp:scormType="asset" href="anexo.html"/>
  </resources>
</manifest>`,
    'u1.html': scoPage('2004', 'sco1'),
    'u2.html': scoPage('2004', 'sco2'),
    'u3.html': scoPage('2004', 'sco3'),
    'anexo.html': '<!doctype html><html lang="pt"><head><meta charset="utf-8"><title>Anexo</title></head><body><h1>Anexo</h1></body></html>',
  });

/** A 1.2 SCO that opens its session and closes it at once, setting nothing. */
const packageInitFinish = () =>
  storedZip({
    'imsmanifest.xml': `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="e2e-abre-fecha" version="1" ${NS12}>
  <organizations default="o"><organization identifier="o"><title>Abre e fecha</title><item identifier="i" identifierref="r"><title>Página</title></item></organization></organizations>
  <resources><resource identifier="r" type="webcontent" adlcp:scormtype="sco" href="index.html"/></resources>
</manifest>`,
    'index.html': `<!doctype html><html><head><meta charset="utf-8"></head><body><p>Leitura</p><script>
var w = window, api = null; for (var i = 0; i < 10 && w; i++) { if (w.API) { api = w.API; break; } if (w === w.parent) break; w = w.parent; }
api.LMSInitialize(''); api.LMSFinish(''); document.body.setAttribute('data-finished', '1');
</script></body></html>`,
  });

/** The SCO inside the player's frame (launch page on the content origin, then the package's page). */
const sco = (page: Page) => page.frameLocator('[data-testid="scorm-frame"]').frameLocator('iframe');
const value = (page: Page, key: string) => sco(page).locator(`li[data-key="${key}"]`);
const tocItem = (page: Page, id: string) => page.locator(`[data-testid="scorm-toc-item"][data-item="${id}"]`);

async function acceptCookies(page: Page) {
  const accept = page.getByRole('button', { name: 'Entendi e aceito' });
  if (await accept.isVisible({ timeout: 3_000 }).catch(() => false)) await accept.click();
}

test.describe('SCORM content as its authors meant', () => {
  test.describe.configure({ mode: 'serial' });
  const stamp = Date.now().toString(36);
  let multi12: Created;
  let initFinish: Created;
  let multi2004: Created;
  let courseId = '';

  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000);
    const { access } = await apiSignIn(request, 'admin@demo.local');
    const headers = { authorization: `Bearer ${access}` };
    multi12 = await createObject(request, headers, { nome: `SCORM licoes ${stamp}`, tipo: 'scorm', scormType: 'scorm12', fileName: 'licoes.zip' }, { name: 'licoes.zip', mimeType: 'application/zip', buffer: package12() });
    initFinish = await createObject(request, headers, { nome: `SCORM abre e fecha ${stamp}`, tipo: 'scorm', scormType: 'scorm12', fileName: 'abre.zip' }, { name: 'abre.zip', mimeType: 'application/zip', buffer: packageInitFinish() });
    multi2004 = await createObject(request, headers, { nome: `SCORM unidades ${stamp}`, tipo: 'scorm', scormType: 'scorm2004', fileName: 'unidades.zip' }, { name: 'unidades.zip', mimeType: 'application/zip', buffer: package2004() });
    for (const object of [multi12, initFinish, multi2004]) await waitReady(request, headers, object.id, (info) => Boolean(info.scormScriptUrl));
    const course = await request.post('/api/v1/curso', { headers, data: { titulo: `Curso SCORM ${stamp}`, itens: [{ midiaId: multi2004.id }] } });
    expect(course.ok(), await course.text()).toBeTruthy();
    courseId = ((await course.json()) as { id: string }).id;
    const { userId: alunoId } = await apiSignIn(request, 'aluno@demo.local');
    const enrol = await request.post(`/api/v1/curso/inscreverusuarios/${courseId}`, { headers, data: { usuariosIds: [alunoId] } });
    expect(enrol.ok(), await enrol.text()).toBeTruthy();
  });

  test('1.2 package zipped without the UTF-8 flag: every item reached, the learner greeted by name, the object completes, the data kept', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, 'admin@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await acceptCookies(page);
    let modal = await openPreview(page, multi12.nome);
    const toc = modal.getByTestId('scorm-toc');
    await expect(toc).toBeVisible({ timeout: 20_000 });
    await expect(modal.getByTestId('scorm-toc-item')).toHaveCount(5);
    await expect(tocItem(page, 'modulo')).toHaveAttribute('data-status', 'group');
    await expect(tocItem(page, 'sco1')).toHaveAttribute('aria-current', 'page');

    // What the runtime told the first SCO: the learner ('Last, First') and id, credit, mode, the manifest's data.
    await expect(value(page, 'cmi.core.student_name')).toHaveText('cmi.core.student_name=Administradora, Ana', { timeout: 20_000 });
    await expect(value(page, 'cmi.core.student_id')).toHaveText(/^cmi\.core\.student_id=[0-9a-f-]{36}$/);
    await expect(value(page, 'cmi.core.credit')).toHaveText('cmi.core.credit=credit');
    await expect(value(page, 'cmi.core.lesson_mode')).toHaveText('cmi.core.lesson_mode=normal');
    await expect(value(page, 'cmi.student_data.mastery_score')).toHaveText('cmi.student_data.mastery_score=80');
    await expect(value(page, 'cmi.launch_data')).toHaveText('cmi.launch_data=turma=A');

    // Each SCO completed in turn; the accented folder's page and its accented image load.
    for (const id of ['sco1', 'sco2', 'sco3']) {
      await tocItem(page, id).click();
      await expect(modal.getByTestId('scorm-frame')).toHaveAttribute('data-item', id);
      await expect(sco(page).locator('h1')).toHaveText(id, { timeout: 20_000 });
      if (id === 'sco2') await expect.poll(() => sco(page).locator('#figura').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await sco(page).getByRole('button', { name: 'Concluir' }).click();
      await expect(sco(page).locator('body')).toHaveAttribute('data-finished', '1');
      await expect(tocItem(page, id)).toHaveAttribute('data-status', 'completed', { timeout: 15_000 });
      await expect(modal.getByTestId('scorm-progress')).not.toContainText('Concluído');
    }
    // The asset, by the next button: done when opened; then the object is complete.
    await modal.getByTestId('scorm-next').click();
    await expect(modal.getByTestId('scorm-frame')).toHaveAttribute('data-item', 'glossario');
    await expect(sco(page).locator('h1')).toHaveText('Glossário de segurança', { timeout: 20_000 });
    await expect(tocItem(page, 'glossario')).toHaveAttribute('data-status', 'completed', { timeout: 15_000 });
    await expect(modal.getByTestId('scorm-progress')).toContainText('Concluído');

    // Opened again: the second SCO finds the objectives, interactions and comments it wrote.
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await page.reload();
    modal = await openPreview(page, multi12.nome);
    await expect(modal.getByTestId('scorm-toc')).toBeVisible({ timeout: 20_000 });
    await tocItem(page, 'sco2').click();
    await expect(modal.getByTestId('scorm-frame')).toHaveAttribute('data-item', 'sco2');
    await expect(value(page, 'cmi.objectives._count')).toHaveText('cmi.objectives._count=1', { timeout: 20_000 });
    await expect(value(page, 'cmi.objectives.0.id')).toHaveText('cmi.objectives.0.id=obj-sco2');
    await expect(value(page, 'cmi.interactions._count')).toHaveText('cmi.interactions._count=1');
    await expect(value(page, 'cmi.comments')).toHaveText('cmi.comments=nota de sco2');
    await expect(value(page, 'cmi.core.lesson_status')).toHaveText('cmi.core.lesson_status=completed');
  });

  test('a 1.2 SCO that only initialises and finishes is completed', async ({ page }) => {
    await signIn(page, 'admin@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await acceptCookies(page);
    const modal = await openPreview(page, initFinish.nome);
    await expect(sco(page).locator('body')).toHaveAttribute('data-finished', '1', { timeout: 20_000 });
    await expect(modal.getByTestId('scorm-progress')).toContainText('Concluído', { timeout: 15_000 });
    // A single SCO has no table of contents.
    await expect(modal.getByTestId('scorm-toc')).toHaveCount(0);
  });

  test('2004 package in a course: the learner follows the SCOs to the end and the course reaches 100 %', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, 'aluno@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await acceptCookies(page);
    await page.goto(`/learning-center/view/${Buffer.from(`curso:${courseId}`).toString('base64url')}/0`);
    await expect(page.getByTestId('scorm-toc')).toBeVisible({ timeout: 30_000 });
    await expect(value(page, 'cmi.learner_name')).toHaveText(/^cmi\.learner_name=[^,=]+, \S.*$/, { timeout: 20_000 });
    await expect(value(page, 'cmi.completion_threshold')).toHaveText('cmi.completion_threshold=0.8');
    await expect(value(page, 'cmi.launch_data')).toHaveText('cmi.launch_data=turma=B');
    await expect(value(page, 'cmi.credit')).toHaveText('cmi.credit=credit');
    // Each SCO asks to continue when it finishes: the player opens the next item.
    for (const [id, next] of [['sco1', 'sco2'], ['sco2', 'sco3'], ['sco3', 'anexo']] as const) {
      await expect(page.getByTestId('scorm-frame')).toHaveAttribute('data-item', id);
      await expect(sco(page).locator('h1')).toHaveText(id, { timeout: 20_000 });
      await sco(page).getByRole('button', { name: 'Concluir' }).click();
      await expect(tocItem(page, id)).toHaveAttribute('data-status', 'completed', { timeout: 15_000 });
      await expect(page.getByTestId('scorm-frame')).toHaveAttribute('data-item', next, { timeout: 15_000 });
    }
    await expect(sco(page).locator('h1')).toHaveText('Anexo', { timeout: 20_000 });
    await expect(tocItem(page, 'anexo')).toHaveAttribute('data-status', 'completed', { timeout: 15_000 });
    await expect(page.getByTestId('classroom-progress')).toHaveAttribute('data-percent', '100', { timeout: 20_000 });
    // The previous button goes back, and the SCO finds what it wrote.
    await page.getByTestId('scorm-previous').click();
    await expect(page.getByTestId('scorm-frame')).toHaveAttribute('data-item', 'sco3');
    await expect(value(page, 'cmi.interactions.0.id')).toHaveText('cmi.interactions.0.id=q-sco3', { timeout: 20_000 });
  });
});
