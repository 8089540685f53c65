import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectToast, rows, signIn } from './helpers.ts';
import { openPreview, pdfWithPages, SCORM_FIXTURES, scormRuntime, testVideo } from './media-files.ts';

/**
 * The repository 'Depósito' (3-admin §2, §3, §5, §7 Media) with the upload bar (2-learner §4, §9) and the upload
 * history /gestao/historico-envios: the administrator creates a PDF object with its file, a link object (a duplicate
 * object code is refused on the field), and a video object whose file goes through the upload bar to 'finished' and
 * whose processing becomes ready; adds a subtitle to the video, edits the link, finds both uploads in the history and
 * deletes the link object.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? join(tmpdir(), 'repository-e2e-shots');

const shot = async (page: Page, name: string) => {
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: false });
};

async function chooseKind(page: Page, kind: string) {
  await page.getByTestId('repository-new').click();
  await expect(page.getByTestId('midia-form')).toBeVisible();
  await page.getByTestId(`midia-kind-${kind}`).click();
  await page.getByTestId('midia-wizard-next').click();
}

test.describe('repository', () => {
  test('PDF, link and video objects, upload bar to finished and ready, subtitle, edit, history, delete', async ({ page }) => {
    test.setTimeout(180_000);
    mkdirSync(SHOTS, { recursive: true });
    const id = Date.now().toString(36);
    const dir = mkdtempSync(join(tmpdir(), 'repository-e2e-'));
    const pdfFile = join(dir, `manual-${id}.pdf`);
    writeFileSync(pdfFile, await pdfWithPages(1));
    const videoFile = testVideo(dir, `aula-${id}.mp4`, { width: 320, height: 180, seconds: 2 });
    const subtitleFile = join(dir, `legenda-${id}.srt`);
    writeFileSync(subtitleFile, '1\n00:00:00,000 --> 00:00:01,500\nOlá, bem-vindo!\n\n2\n00:00:01,500 --> 00:00:02,000\nAté logo.\n');
    const pdfName = `Manual E2E ${id}`;
    const linkName = `Link E2E ${id}`;
    const videoName = `Vídeo E2E ${id}`;
    const code = `PDF-${id}`.toUpperCase();

    await signIn(page, 'admin@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await page.goto('/content/files');
    const table = page.getByTestId('repository-table');
    await expect(table).toBeVisible();
    await shot(page, '01-repository-list');

    // ---------------------------------------------------------------- PDF with its file
    await page.getByTestId('repository-new').click();
    await expect(page.getByTestId('midia-form')).toBeVisible();
    await shot(page, '02-kind-step');
    await page.getByTestId('midia-kind-pdf').click();
    await page.getByTestId('midia-wizard-next').click();
    await page.getByTestId('midia-nome').fill(pdfName);
    await page.getByTestId('midia-objectCode').fill(code);
    await shot(page, '03-data-step');
    await page.getByTestId('midia-wizard-next').click();
    // the file is required: 'Next' stays with the server's message
    await page.getByTestId('midia-wizard-next').click();
    await expect(page.getByTestId('midia-file-error')).toHaveText('O objeto não pode ser salvo sem um arquivo, um link válido ou um tipo de scorm.');
    // a wrong type is refused with the accepted files
    await page.getByTestId('midia-file-input').setInputFiles({ name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('texto') });
    await expectToast(page, 'Ops', 'Arquivos aceitos: .pdf');
    await page.getByTestId('midia-file-input').setInputFiles(pdfFile);
    await expect(page.getByTestId('midia-file-name')).toHaveText(`manual-${id}.pdf`);
    await page.getByTestId('midia-watermark').check({ force: true });
    await page.getByTestId('midia-watermark-userName').check({ force: true });
    await shot(page, '04-content-step');
    await page.getByTestId('midia-wizard-next').click();
    await shot(page, '05-images-step');
    await page.getByTestId('midia-wizard-finish').click();
    await expectToast(page, 'Registro cadastrado com sucesso');
    await expect(page.getByTestId('midia-form')).toBeHidden();

    // the upload bar follows the file to 'Upload concluído'
    await page.getByTestId('upload-bar-toggle').click();
    const bar = page.getByTestId('upload-bar');
    await expect(bar.getByTestId('transfer-row').filter({ hasText: `manual-${id}.pdf` })).toHaveAttribute('data-status', '3', { timeout: 30_000 });
    await page.keyboard.press('Escape');
    await expect(rows(table).filter({ hasText: pdfName })).toBeVisible();

    // ---------------------------------------------------------------- link: the code already used is refused on the field
    await chooseKind(page, 'link');
    await page.getByTestId('midia-nome').fill(linkName);
    await page.getByTestId('midia-objectCode').fill(code);
    await page.getByTestId('midia-wizard-next').click();
    await page.getByTestId('midia-link').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await expect(page.getByTestId('midia-link-kind')).toHaveText('YouTube');
    await page.getByTestId('midia-wizard-next').click();
    await page.getByTestId('midia-wizard-finish').click();
    await expect(page.getByTestId('midia-objectCode')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('midia-form')).toContainText('Já existe um objeto com este código.');
    await shot(page, '06-duplicate-code');
    await page.getByTestId('midia-objectCode').fill(`LNK-${id}`.toUpperCase());
    await page.getByTestId('midia-wizard-next').click();
    await page.getByTestId('midia-wizard-next').click();
    await page.getByTestId('midia-wizard-finish').click();
    await expectToast(page, 'Registro cadastrado com sucesso');
    await expect(page.getByTestId('midia-form')).toBeHidden();

    // ---------------------------------------------------------------- video: file through the bar, subtitle on the saved object
    await chooseKind(page, 'video');
    await page.getByTestId('midia-nome').fill(videoName);
    await page.getByTestId('midia-wizard-next').click();
    // a text file named .mp4 is refused when chosen, by its content as the server would: nothing is saved or sent
    await page.getByTestId('midia-file-input').setInputFiles({ name: 'falso.mp4', mimeType: 'video/mp4', buffer: Buffer.from('apenas texto, não é um vídeo\n'.repeat(200)) });
    await expectToast(page, 'Ops', 'Arquivos aceitos: .mp4');
    await expect(page.getByTestId('midia-file-name')).toHaveCount(0);
    await page.getByTestId('midia-file-input').setInputFiles(videoFile);
    await expect(page.getByTestId('midia-file-name')).toHaveText(`aula-${id}.mp4`);
    await page.getByTestId('midia-disableFastForward').check({ force: true });
    await page.getByTestId('midia-wizard-next').click();
    await page.getByTestId('midia-wizard-next').click();
    await expect(page.getByTestId('midia-extras-after-save')).toBeVisible();
    await page.getByTestId('midia-wizard-finish').click();
    await expectToast(page, 'Registro cadastrado com sucesso');
    // the form stays open on the subtitles of the saved video
    const subtitles = page.getByTestId('subtitles-panel');
    await expect(subtitles).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('subtitle-file').click();
    await (await chooser).setFiles(subtitleFile);
    await page.getByTestId('subtitle-name').fill('Português');
    await page.getByTestId('subtitle-srclang').fill('pt-BR');
    await page.getByTestId('subtitle-add').click();
    await expect(subtitles.getByTestId('subtitle-row').filter({ hasText: 'Português' })).toBeVisible();
    await shot(page, '07-video-subtitles');
    await page.getByTestId('midia-wizard-cancel').click();
    await expect(page.getByTestId('midia-form')).toBeHidden();

    await page.getByTestId('upload-bar-toggle').click();
    const videoRow = bar.getByTestId('transfer-row').filter({ hasText: `aula-${id}.mp4` });
    await expect(videoRow).toHaveAttribute('data-status', '3', { timeout: 60_000 });
    await shot(page, '08-upload-bar');
    await expect(videoRow.getByTestId('processing-badge')).toHaveAttribute('data-status', 'ready', { timeout: 90_000 });
    await shot(page, '09-upload-bar-ready');
    await page.keyboard.press('Escape');
    await expect(rows(table).filter({ hasText: videoName }).getByTestId('processing-badge')).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
    await shot(page, '10-repository-with-objects');

    // ---------------------------------------------------------------- chapters of the video, checked against its duration
    await rows(table).filter({ hasText: videoName }).getByTestId('row-action-edit').click();
    await page.getByTestId('midia-wizard-step-extras').click();
    await page.getByTestId('midia-tab-chapters').click();
    await page.getByTestId('chapter-add').click();
    await page.getByTestId('chapter-title').fill('Abertura');
    await page.getByTestId('chapter-start').fill('00:00:00');
    await page.getByTestId('chapter-end').fill('00:00:09');
    await page.getByTestId('chapters-save').click();
    await expect(page.getByTestId('chapters-panel')).toContainText('O fim do capítulo não pode ultrapassar a duração do vídeo (00:00:02).');
    await page.getByTestId('chapter-end').fill('00:00:02');
    await page.getByTestId('chapters-save').click();
    await expectToast(page, 'Registro atualizado com sucesso');
    await expect(page.getByTestId('midia-tab-chapters')).toHaveText('Capítulos (1)');
    await shot(page, '10b-video-chapters');
    await page.getByTestId('midia-wizard-cancel').click();

    // ---------------------------------------------------------------- edit the link
    await rows(table).filter({ hasText: linkName }).getByTestId('row-action-edit').click();
    await expect(page.getByTestId('midia-nome')).toHaveValue(linkName);
    await page.getByTestId('midia-nome').fill(`${linkName} editado`);
    await page.getByTestId('midia-wizard-finish').click();
    await expectToast(page, 'Registro atualizado com sucesso');
    await expect(rows(table).filter({ hasText: `${linkName} editado` })).toBeVisible();

    // ---------------------------------------------------------------- bonds
    await rows(table).filter({ hasText: pdfName }).getByTestId('row-action-bonds').click();
    await expect(page.getByTestId('midia-bonds-none')).toBeVisible();
    await page.keyboard.press('Escape');

    // ---------------------------------------------------------------- history
    await page.goto('/gestao/historico-envios');
    const history = page.getByTestId('upload-history-table');
    await expect(rows(history).filter({ hasText: `manual-${id}.pdf` })).toBeVisible();
    const videoEnvio = rows(history).filter({ hasText: `aula-${id}.mp4` });
    await expect(videoEnvio.getByTestId('envio-status')).toHaveAttribute('data-status', 'Concluido', { timeout: 15_000 });
    await shot(page, '11-upload-history');
    await videoEnvio.getByTestId('envio-object').click();
    await expect(page.getByTestId('midia-nome')).toHaveValue(videoName);
    await page.getByTestId('midia-wizard-cancel').click();

    // ---------------------------------------------------------------- delete the link object
    await page.goto('/content/files');
    await rows(table).filter({ hasText: `${linkName} editado` }).getByTestId('row-action-delete').click();
    await page.getByTestId('confirm-delete-confirm').click();
    await expectToast(page, 'Registro removido com sucesso');
    await expect(rows(table).filter({ hasText: linkName })).toHaveCount(0);
  });

  test('a large upload refused on its first bytes is answered at once on a slow connection, not after the whole file', async ({ page }) => {
    await signIn(page, 'admin@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    const token = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('plataforma.tokens') ?? localStorage.getItem('plataforma.tokens') ?? '{}') as { access?: string }).access ?? '');
    expect(token).not.toBe('');
    const created = await page.request.post('/api/v1/midia', { headers: { authorization: `Bearer ${token}` }, data: { nome: `Vídeo recusado ${Date.now().toString(36)}`, tipo: 'video', fileName: 'enorme.mp4' } });
    expect(created.ok(), await created.text()).toBeTruthy();
    const { id } = (await created.json()) as { id: string };
    // 2 MB/s upwards: the whole 40 MB would take 20 s
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: 10 * 1024 * 1024, uploadThroughput: 2 * 1024 * 1024 });
    const outcome = await page.evaluate(
      async ({ id, token }) => {
        const started = performance.now();
        const body = new FormData();
        body.append('arquivo', new Blob([new Uint8Array(40 * 1024 * 1024).fill(120)], { type: 'video/mp4' }), 'enorme.mp4');
        return new Promise<{ status: number; text: string; seconds: number }>((resolve) => {
          const xhr = new XMLHttpRequest();
          xhr.open('POST', `/api/v1/midia/big/${id}/fileUpload`);
          xhr.setRequestHeader('authorization', `Bearer ${token}`);
          const done = () => resolve({ status: xhr.status, text: xhr.responseText, seconds: (performance.now() - started) / 1000 });
          xhr.onload = done;
          xhr.onerror = done;
          xhr.send(body);
        });
      },
      { id, token },
    );
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    expect(outcome.status).toBe(415);
    expect(outcome.text).toContain('Arquivo inválido. Arquivos aceitos:');
    expect(outcome.seconds).toBeLessThan(10);
  });

  test('a PDF, a video and a SCORM package uploaded here each play in the preview', async ({ page }) => {
    test.setTimeout(300_000);
    mkdirSync(SHOTS, { recursive: true });
    const id = Date.now().toString(36);
    const dir = mkdtempSync(join(tmpdir(), 'repository-preview-e2e-'));
    const pdfFile = join(dir, `guia-${id}.pdf`);
    writeFileSync(pdfFile, await pdfWithPages(3, 'Guia de seguranca'));
    const videoFile = testVideo(dir, `treinamento-${id}.mp4`, { width: 640, height: 360, seconds: 20 });
    const names = { pdf: `Guia PDF ${id}`, video: `Treinamento vídeo ${id}`, scorm: `Pacote SCORM ${id}` };

    await signIn(page, 'admin@demo.local');
    // Signed in (the tokens are stored) before the next address loads the app again.
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await page.goto('/content/files');
    const table = page.getByTestId('repository-table');
    await expect(table).toBeVisible();

    // ---------------------------------------------------------------- a PDF with the reader's name as watermark
    await chooseKind(page, 'pdf');
    await page.getByTestId('midia-nome').fill(names.pdf);
    await page.getByTestId('midia-wizard-next').click();
    await page.getByTestId('midia-file-input').setInputFiles(pdfFile);
    await expect(page.getByTestId('midia-file-name')).toBeVisible();
    await page.getByTestId('midia-watermark').check({ force: true });
    await page.getByTestId('midia-watermark-userName').check({ force: true });
    await expect(page.getByTestId('midia-watermark-userName')).toBeChecked();
    await page.getByTestId('midia-wizard-next').click();
    await page.getByTestId('midia-wizard-finish').click();
    await expectToast(page, 'Registro cadastrado com sucesso');

    // ---------------------------------------------------------------- a video whose fast-forward is blocked
    await chooseKind(page, 'video');
    await page.getByTestId('midia-nome').fill(names.video);
    await page.getByTestId('midia-wizard-next').click();
    await page.getByTestId('midia-file-input').setInputFiles(videoFile);
    // the file is checked in the browser first: the step settles once its name shows
    await expect(page.getByTestId('midia-file-name')).toBeVisible();
    await page.getByTestId('midia-disableFastForward').check({ force: true });
    await expect(page.getByTestId('midia-disableFastForward')).toBeChecked();
    await page.getByTestId('midia-wizard-next').click();
    await page.getByTestId('midia-wizard-next').click();
    await page.getByTestId('midia-wizard-finish').click();
    await expectToast(page, 'Registro cadastrado com sucesso');
    await page.getByTestId('midia-wizard-cancel').click();

    // ---------------------------------------------------------------- a SCORM 2004 package written by others
    await chooseKind(page, 'scorm');
    await page.getByTestId('midia-nome').fill(names.scorm);
    await page.getByTestId('midia-wizard-next').click();
    await page.getByTestId('midia-scormType').getByText('SCORM 2004').click();
    await page.getByTestId('midia-file-input').setInputFiles(SCORM_FIXTURES.scorm2004);
    await page.getByTestId('midia-wizard-next').click();
    await page.getByTestId('midia-wizard-finish').click();
    await expectToast(page, 'Registro cadastrado com sucesso');

    // the video is transcoded and the package unpacked in the background
    for (const name of [names.video, names.scorm]) {
      await expect(rows(table).filter({ hasText: name }).getByTestId('processing-badge')).toHaveAttribute('data-status', 'ready', { timeout: 150_000 });
    }

    // ---------------------------------------------------------------- PDF: pages, and the watermark with the person's name
    let modal = await openPreview(page, names.pdf);
    const viewer = modal.getByTestId('pdf-viewer');
    await expect(viewer.getByTestId('pdf-page-count')).toHaveText('de 3', { timeout: 20_000 });
    await expect(viewer.getByTestId('pdf-watermark').first()).toContainText('Ana Administradora');
    await viewer.getByTestId('pdf-next').click();
    await expect(viewer.getByTestId('pdf-page-input')).toHaveValue('2');
    await shot(page, '12-preview-pdf');
    await modal.getByRole('button', { name: 'Fechar' }).click();

    // ---------------------------------------------------------------- video: plays from the HLS ladder; no seeking ahead
    modal = await openPreview(page, names.video);
    const video = modal.getByTestId('video-element');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThan(0);
    if (await video.evaluate((v: HTMLVideoElement) => v.paused)) await modal.getByTestId('media-play').click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(1);
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc.startsWith('blob:'))).toBe(true);
    const watched = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
    await video.evaluate((v: HTMLVideoElement) => {
      v.currentTime = v.duration - 1;
    });
    await expect(modal.getByTestId('media-blocked')).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeLessThan(watched + 4);
    await shot(page, '13-preview-video');
    await modal.getByRole('button', { name: 'Fechar' }).click();

    // ---------------------------------------------------------------- SCORM: the content starts its session with the runtime; leaving saves it
    modal = await openPreview(page, names.scorm);
    await expect(modal.getByTestId('scorm-frame')).toBeVisible({ timeout: 20_000 });
    // The runtime lives in the launch page on the content origin (docs/scorm.md 'Launch'), never on the platform's window.
    type Runtime = { isInitialized(): boolean };
    const runtime = await scormRuntime(page);
    await expect
      .poll(() => runtime.evaluate(() => (window as unknown as { API_1484_11?: Runtime }).API_1484_11?.isInitialized() ?? false), { timeout: 20_000 })
      .toBe(true);
    expect(await page.evaluate(() => typeof (window as unknown as { API_1484_11?: unknown }).API_1484_11)).toBe('undefined');
    await shot(page, '14-preview-scorm');
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/api\/v1\/scormacompanhamento\/[0-9a-f-]+$/.test(r.url()));
    await modal.getByRole('button', { name: 'Fechar' }).click();
    expect((await saved).ok()).toBe(true);
  });
});
