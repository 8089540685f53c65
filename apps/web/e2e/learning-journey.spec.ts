import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiSignIn, expectToast, rows, signIn } from './helpers.ts';
import { createObject, pdfWithPages, SCORM_FIXTURES, scormRuntime, testVideo, waitReady, type Created, type ScormRuntimeApi } from './media-files.ts';

/**
 * The learning journey of courses, trails, sections and enrolment: the administrator builds a trail of two steps (a
 * video and a PDF, then a SCORM package) in /conteudo/trilha and puts it in a section for the job title 'Desenvolvedor
 * de Software' in /conteudo/secao; the learner of that job title (aluno@demo.local) sees it on /home, enrols from the
 * detail, studies each item to 100 % in the classroom and the trail shows completed; a person of another job title
 * (gestor@demo.local, 'Gerente Comercial') does not see it.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? join(tmpdir(), 'learning-journey-shots');
mkdirSync(SHOTS, { recursive: true });

/** The cookie banner, when it is still there (it covers the bottom of the page). */
async function acceptCookies(page: Page) {
  const accept = page.getByRole('button', { name: 'Entendi e aceito' });
  if (await accept.isVisible({ timeout: 3_000 }).catch(() => false)) await accept.click();
}

async function pickOption(page: Page, field: Locator, typed: string, option: string) {
  await field.click();
  await field.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

test.describe('learning journey', () => {
  test.describe.configure({ mode: 'serial' });
  const stamp = Date.now().toString(36);
  const trailName = `Trilha do desenvolvedor ${stamp}`;
  const sectionName = `Para desenvolvedores ${stamp}`;
  let video: Created;
  let pdf: Created;
  let scorm: Created;
  let trailId = '';

  test.beforeAll(async ({ request }) => {
    test.setTimeout(240_000);
    const { access } = await apiSignIn(request, 'admin@demo.local');
    const headers = { authorization: `Bearer ${access}` };
    const dir = mkdtempSync(join(tmpdir(), 'journey-media-'));
    video = await createObject(
      request,
      headers,
      { nome: `Vídeo de boas práticas ${stamp}`, tipo: 'video', fileName: 'boas-praticas.mp4' },
      { name: 'boas-praticas.mp4', mimeType: 'video/mp4', buffer: readFileSync(testVideo(dir, 'boas-praticas.mp4', { width: 640, height: 360, seconds: 6 })) },
    );
    pdf = await createObject(
      request,
      headers,
      { nome: `Guia de código ${stamp}`, tipo: 'pdf', fileName: 'guia.pdf' },
      { name: 'guia.pdf', mimeType: 'application/pdf', buffer: await pdfWithPages(2, 'Guia de codigo') },
    );
    scorm = await createObject(
      request,
      headers,
      { nome: `Pacote de revisão ${stamp}`, tipo: 'scorm', fileName: 'revisao.zip', scormType: 'scorm12' },
      { name: 'revisao.zip', mimeType: 'application/zip', buffer: readFileSync(SCORM_FIXTURES.scorm12) },
    );
    await waitReady(request, headers, video.id, (info) => Boolean(info.hlsPlaylistUrl));
    await waitReady(request, headers, pdf.id, (info) => Boolean(info.fileUrl));
    await waitReady(request, headers, scorm.id, (info) => Boolean(info.scormScriptUrl));
  });

  test('the administrator builds the trail and a section for the job title', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, 'admin@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();

    // the trail: two steps, a video and a PDF in the first, the SCORM package in the second
    await page.goto('/conteudo/trilha');
    const trails = page.getByTestId('trails-table');
    await expect(trails).toBeVisible();
    await page.getByTestId('trails-new').click();
    const form = page.getByTestId('content-wizard-content');
    await expect(form).toBeVisible();
    await page.getByTestId('content-titulo').fill(trailName);
    await page.getByTestId('content-cargaHoraria').fill('01:00');
    await page.getByTestId('content-wizard-next').click();
    await page.getByTestId('content-wizard-next').click();
    await expect(form).toHaveAttribute('data-step', 'objects');
    await page.getByTestId('trail-new-step-name').fill('Fundamentos');
    await page.getByTestId('trail-add-step').click();
    const step1 = page.getByTestId('trail-step').nth(0);
    await pickOption(page, step1.getByTestId('trail-step-add-object'), video.nome.slice(0, 12), video.nome);
    await pickOption(page, step1.getByTestId('trail-step-add-object'), pdf.nome.slice(0, 12), pdf.nome);
    await expect(step1.getByTestId('trail-step-item')).toHaveCount(2);
    await page.getByTestId('trail-new-step-name').fill('Prática');
    await page.getByTestId('trail-add-step').click();
    const step2 = page.getByTestId('trail-step').nth(1);
    await pickOption(page, step2.getByTestId('trail-step-add-object'), scorm.nome.slice(0, 12), scorm.nome);
    await expect(step2.getByTestId('trail-step-item')).toHaveCount(1);
    await page.screenshot({ path: join(SHOTS, '01-trail-steps.png') });
    await page.getByTestId('content-wizard-next').click();
    await page.getByTestId('content-wizard-finish').click();
    await expectToast(page, 'Registro cadastrado com sucesso');
    const trailRow = rows(trails).filter({ hasText: trailName });
    await expect(trailRow.getByTestId('content-count')).toHaveText('2');

    // the section: audience = the job title 'Desenvolvedor de Software', item = the trail
    await page.goto('/conteudo/secao');
    await page.getByTestId('sections-new').click();
    const section = page.getByTestId('section-form');
    await expect(section).toBeVisible();
    await section.getByTestId('section-nome').fill(sectionName);
    await section.getByTestId('section-tab-audience').click();
    await pickOption(page, section.getByTestId('section-cargos'), 'Desenvolvedor', 'Desenvolvedor de Software');
    await section.getByTestId('section-cargos').press('Escape');
    await section.getByTestId('section-tab-items').click();
    await section.getByTestId('section-items-kind').getByText('Trilha', { exact: true }).click();
    await pickOption(page, section.getByTestId('section-items-search'), trailName.slice(0, 20), trailName);
    await expect(section.getByTestId('section-item')).toHaveCount(1);
    await page.screenshot({ path: join(SHOTS, '02-section.png') });
    await section.getByTestId('section-form-submit').click();
    await expectToast(page, 'Registro cadastrado com sucesso');
    await expect(rows(page.getByTestId('sections-table')).filter({ hasText: sectionName })).toHaveCount(1);

    const { access } = await apiSignIn(page.request, 'admin@demo.local');
    const found = await page.request.get('/api/v1/formacao', { headers: { authorization: `Bearer ${access}` }, params: { search: trailName } });
    trailId = ((await found.json()) as { data: { id: string; titulo: string }[] }).data.find((t) => t.titulo === trailName)!.id;
    expect(trailId).toBeTruthy();
  });

  test('the learner of that job title enrols and completes the trail; another job title does not see it', async ({ page, browser }) => {
    test.setTimeout(240_000);
    await signIn(page, 'aluno@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await acceptCookies(page);
    await page.goto('/home');
    const block = page.locator('section').filter({ has: page.getByRole('heading', { name: sectionName }) });
    await expect(block).toBeVisible({ timeout: 20_000 });
    const card = block.locator(`[data-testid="content-card"][data-id="${trailId}"]`);
    await expect(card).toBeVisible();
    await page.screenshot({ path: join(SHOTS, '03-home.png') });

    // the detail: two steps, enrol, then the classroom
    await card.getByTestId('content-card-open').click();
    const detail = page.getByTestId('item-detail');
    await expect(detail).toBeVisible();
    await expect(detail.getByTestId('detail-steps')).toContainText('Fundamentos');
    await expect(detail.getByTestId('detail-steps')).toContainText('Prática');
    await detail.getByTestId('detail-enrol').click();
    await expect(detail.getByTestId('detail-unenrol')).toBeVisible();
    await page.screenshot({ path: join(SHOTS, '04-detail-enrolled.png') });
    await detail.getByTestId('detail-action').click();
    const classroom = page.getByTestId('classroom');
    await expect(classroom).toHaveAttribute('data-load-state', '2');
    const items = page.getByTestId('classroom-item');
    await expect(items).toHaveCount(3);
    await expect(page.getByTestId('enrolment-status').first()).toHaveAttribute('data-status', 'not-started');

    // 1. the video, played to its end
    await expect(page.getByTestId('classroom-item-title')).toHaveText(video.nome);
    const element = page.getByTestId('video-element');
    await expect.poll(() => element.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 }).toBeGreaterThan(0);
    await element.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      await v.play();
    });
    await expect(items.nth(0)).toHaveAttribute('data-progress', '100', { timeout: 30_000 });
    await page.screenshot({ path: join(SHOTS, '05-video.png') });

    // 2. the PDF, read to its last page
    await page.getByTestId('classroom-next').click();
    await expect(page.getByTestId('classroom-item-title')).toHaveText(pdf.nome);
    const viewer = page.getByTestId('pdf-viewer');
    await expect(viewer).toBeVisible({ timeout: 20_000 });
    await viewer.getByTestId('pdf-next').click();
    await expect(viewer.getByTestId('pdf-page-input')).toHaveValue('2');
    await expect(items.nth(1)).toHaveAttribute('data-progress', '100', { timeout: 30_000 });

    // 3. the SCORM package: the lesson reports completed
    await page.getByTestId('classroom-next').click();
    await expect(page.getByTestId('classroom-item-title')).toHaveText(scorm.nome);
    await expect(page.getByTestId('scorm-frame')).toBeVisible({ timeout: 20_000 });
    const runtime = await scormRuntime(page);
    await page.waitForTimeout(1_500);
    await runtime.evaluate(() => {
      const api = (window as unknown as { API: ScormRuntimeApi }).API;
      api.LMSInitialize('');
      api.LMSSetValue('cmi.core.lesson_status', 'completed');
      api.LMSCommit('');
    });

    // the trail is complete
    await expect(page.getByTestId('classroom-completed')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('classroom-progress')).toHaveAttribute('data-percent', '100');
    await expect(page.getByTestId('enrolment-status').first()).toHaveAttribute('data-status', /approved|completed/);
    await page.screenshot({ path: join(SHOTS, '06-trail-completed.png') });

    // a person of another job title does not see the section nor the trail
    const other = await browser.newPage();
    await signIn(other, 'gestor@demo.local');
    await expect(other.getByTestId('main-layout')).toBeVisible();
    await acceptCookies(other);
    await other.goto('/home');
    await expect(other.getByTestId('learner-home')).toBeVisible();
    await expect(other.getByRole('heading', { name: 'Comece por aqui' })).toBeVisible({ timeout: 20_000 });
    await expect(other.getByRole('heading', { name: sectionName })).toHaveCount(0);
    await expect(other.locator(`[data-testid="content-card"][data-id="${trailId}"]`)).toHaveCount(0);
    const { access } = await apiSignIn(other.request, 'gestor@demo.local');
    const detail2 = await other.request.get(`/api/v1/formacao/Detalhes/${trailId}`, { headers: { authorization: `Bearer ${access}` } });
    expect(detail2.status()).toBe(404);
    await other.close();
  });
});
