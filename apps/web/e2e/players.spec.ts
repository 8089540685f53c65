import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, rows, signIn } from './helpers.ts';
import ExcelJS from 'exceljs';
import { createObject, generatedMedia, storedZip, openPreview as openPreviewByName, pdfWithPages, SCORM_FIXTURES, scormRuntime, testVideo, waitReady, type Created, type ScormRuntimeApi } from './media-files.ts';

/**
 * The media players in the repository's preview modal (2-learner §4, §5, §9): a 3-page PDF with the watermark (the
 * demo administrator's name drawn over the pages), page navigation; a video with fast-forward disabled (plays,
 * seeking past the furthest point snaps back, speeds only 0.5-1); a SCORM 1.2 package (frame loads on the content origin,
 * window.API is installed there, a commit PUTs the record). The PDF is also opened on the public page /view/{id} without signing in.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? join(tmpdir(), 'players-shots');

const openPreview = (page: Page, object: Created) => openPreviewByName(page, object.nome);

test.describe('media players', () => {
  test.describe.configure({ mode: 'serial' });
  const stamp = Date.now().toString(36);
  let pdf: Created;
  let video: Created;
  let scorm: Created;
  let audio: Created;
  let image: Created;
  let link: Created;
  let embedded: Created;
  let portrait: Created;

  test.beforeAll(async ({ request }) => {
    test.setTimeout(240_000);
    const { access } = await apiSignIn(request, 'admin@demo.local');
    const headers = { authorization: `Bearer ${access}` };
    const dir = mkdtempSync(join(tmpdir(), 'players-e2e-'));
    const watermark = { enabled: true, userName: true };
    pdf = await createObject(
      request,
      headers,
      { nome: `Manual PDF E2E ${stamp}`, tipo: 'pdf', fileName: 'manual.pdf', watermark, qrCode: true },
      { name: 'manual.pdf', mimeType: 'application/pdf', buffer: await pdfWithPages(3) },
    );
    video = await createObject(
      request,
      headers,
      { nome: `Vídeo E2E ${stamp}`, tipo: 'video', fileName: 'video.mp4', disableFastForward: true, watermark },
      { name: 'video.mp4', mimeType: 'video/mp4', buffer: readFileSync(testVideo(dir, 'video.mp4', { width: 640, height: 360, seconds: 30 })) },
    );
    portrait = await createObject(
      request,
      headers,
      { nome: `Vídeo de celular E2E ${stamp}`, tipo: 'video', fileName: 'celular.mp4' },
      { name: 'celular.mp4', mimeType: 'video/mp4', buffer: readFileSync(testVideo(dir, 'celular.mp4', { width: 720, height: 1280, seconds: 4 })) },
    );
    scorm = await createObject(
      request,
      headers,
      { nome: `SCORM E2E ${stamp}`, tipo: 'scorm', scormType: 'scorm12', fileName: 'golf.zip', watermark },
      { name: 'golf.zip', mimeType: 'application/zip', buffer: readFileSync(SCORM_FIXTURES.scorm12) },
    );
    audio = await createObject(
      request,
      headers,
      { nome: `Áudio E2E ${stamp}`, tipo: 'audio', fileName: 'tone.m4a' },
      { name: 'tone.m4a', mimeType: 'audio/mp4', buffer: readFileSync(generatedMedia(dir, 'tone.m4a', ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100:duration=12'], ['-c:a', 'aac', '-b:a', '96k'])) },
    );
    image = await createObject(
      request,
      headers,
      { nome: `Imagem E2E ${stamp}`, tipo: 'imagem', fileName: 'bars.png' },
      { name: 'bars.png', mimeType: 'image/png', buffer: readFileSync(generatedMedia(dir, 'bars.png', ['-f', 'lavfi', '-i', 'smptebars=size=960x540'], ['-frames:v', '1'])) },
    );
    const linkCreated = await request.post('/api/v1/midia', {
      headers,
      data: { nome: `Link E2E ${stamp}`, tipo: 'link', link: 'https://example.com/artigo-sobre-seguranca' },
    });
    expect(linkCreated.ok(), await linkCreated.text()).toBeTruthy();
    link = { id: ((await linkCreated.json()) as { id: string }).id, nome: `Link E2E ${stamp}` };
    const embeddedCreated = await request.post('/api/v1/midia', {
      headers,
      data: { nome: `Vídeo do YouTube E2E ${stamp}`, tipo: 'link', link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    });
    expect(embeddedCreated.ok(), await embeddedCreated.text()).toBeTruthy();
    embedded = { id: ((await embeddedCreated.json()) as { id: string }).id, nome: `Vídeo do YouTube E2E ${stamp}` };
    await waitReady(request, headers, pdf.id, (info) => Boolean(info.fileUrl));
    await waitReady(request, headers, video.id, (info) => Boolean(info.hlsPlaylistUrl));
    await waitReady(request, headers, portrait.id, (info) => Boolean(info.hlsPlaylistUrl));
    await waitReady(request, headers, scorm.id, (info) => Boolean(info.scormScriptUrl));
  });

  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
  });

  test('PDF: page 1 of 3, next page, watermark with the person name', async ({ page }) => {
    const modal = await openPreview(page, pdf);
    const viewer = modal.getByTestId('pdf-viewer');
    await expect(viewer).toBeVisible({ timeout: 20_000 });
    await expect(viewer.getByTestId('pdf-page-input')).toHaveValue('1');
    await expect(viewer.getByTestId('pdf-page-count')).toHaveText('de 3');
    await expect(viewer.getByTestId('pdf-page')).toHaveCount(3);
    await expect(viewer.getByTestId('pdf-watermark').first()).toContainText('Ana Administradora');
    await page.waitForTimeout(800);
    await page.screenshot({ path: join(SHOTS, 'pdf.png') });
    await viewer.getByTestId('pdf-next').click();
    await expect(viewer.getByTestId('pdf-page-input')).toHaveValue('2');
    await expect(viewer.getByTestId('pdf-previous')).toBeEnabled();

    // its QR code is on: the repository offers the public link and the QR code image
    await modal.getByRole('button', { name: 'Fechar' }).click();
    await rows(page.getByTestId('repository-table')).filter({ hasText: pdf.nome }).getByTestId('row-action-share').click();
    const share = page.getByTestId('midia-share');
    await expect(share.getByTestId('midia-share-link')).toHaveValue(new RegExp(`/view/${pdf.id}$`));
    await expect(share.locator('canvas')).toBeVisible();
  });

  test('video: plays, a seek past the furthest point snaps back, speeds only 0.5-1', async ({ page }) => {
    const progressPost = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/midia/progresso'), { timeout: 30_000 });
    const modal = await openPreview(page, video);
    const element = modal.getByTestId('video-element');
    await expect(element).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => element.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThan(0);
    if (await element.evaluate((v: HTMLVideoElement) => v.paused)) await modal.getByTestId('media-play').click();
    await expect.poll(() => element.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(1);
    await page.screenshot({ path: join(SHOTS, 'video.png') });
    const posted = await progressPost;
    expect(posted.ok()).toBeTruthy();
    expect(((await posted.json()) as { percentualProgresso: number }).percentualProgresso).toBeGreaterThan(0);

    const watched = await element.evaluate((v: HTMLVideoElement) => v.currentTime);
    await element.evaluate((v: HTMLVideoElement) => {
      v.currentTime = v.duration - 2;
    });
    await expect(modal.getByTestId('media-blocked')).toBeVisible();
    const after = await element.evaluate((v: HTMLVideoElement) => v.currentTime);
    expect(after).toBeLessThan(watched + 4);

    await modal.getByTestId('media-speed').click();
    const options = page.getByTestId('media-speed-option');
    await expect(options).toHaveText(['0.5x', '0.75x', 'Normal']);
    await page.screenshot({ path: join(SHOTS, 'video-speed.png') });
    await options.first().click();
    await expect.poll(() => element.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(0.5);
    await element.evaluate((v: HTMLVideoElement) => {
      v.playbackRate = 2;
    });
    await expect.poll(() => element.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1);
  });

  test('a video still being converted shows its progress, never its uploaded file, then plays', async ({ page }) => {
    // the info as it reads while the ladder is being made (a phone's HEVC file would show black)
    const infoUrl = `**/api/v1/midia/getMidiaInfo/${portrait.id}`;
    await page.route(infoUrl, async (route) => {
      const reply = await route.fetch();
      const info = (await reply.json()) as Record<string, unknown>;
      await route.fulfill({ response: reply, json: { ...info, processingStatus: 'processing', processingProgress: 42, hlsPlaylistUrl: null } });
    });
    const modal = await openPreview(page, portrait);
    await expect(modal.getByTestId('player-processing')).toContainText('ainda está sendo processado');
    await expect(modal.getByTestId('player-processing')).toContainText('42 %');
    await expect(modal.getByTestId('video-element')).toHaveCount(0);
    // once done, the player appears by itself
    await page.unroute(infoUrl);
    await expect(modal.getByTestId('video-element')).toBeVisible({ timeout: 15_000 });
    await expect(modal.getByTestId('player-processing')).toHaveCount(0);
  });

  test('a portrait phone video starts at 720p, its qualities named by the shorter side', async ({ page }) => {
    const modal = await openPreview(page, portrait);
    const element = modal.getByTestId('video-element');
    await expect.poll(() => element.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThan(0);
    await modal.getByTestId('media-speed').click();
    const qualities = page.getByTestId('media-quality-option');
    await expect(qualities).toHaveText(['720p', '360p']);
    await expect(qualities.filter({ hasText: '720p' })).toHaveAttribute('data-selected', 'true');
    await expect.poll(() => element.evaluate((v: HTMLVideoElement) => v.videoHeight), { timeout: 20_000 }).toBe(1280);
  });

  test('SCORM: the package runs on the content origin, its window.API there, and a commit saves the record', async ({ page }) => {
    const modal = await openPreview(page, scorm);
    const frame = modal.getByTestId('scorm-frame');
    await expect(frame).toBeVisible({ timeout: 20_000 });
    // A sandboxed frame of another origin, which cannot navigate the platform; no runtime on the platform's window.
    await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
    expect(await frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    const src = new URL((await frame.getAttribute('src'))!);
    expect(src.origin).not.toBe(new URL(page.url()).origin);
    expect(src.pathname).toMatch(/^\/lancamento\//);
    const runtime = await scormRuntime(page);
    expect(await page.evaluate(() => typeof (window as unknown as { API?: unknown }).API)).toBe('undefined');
    await expect(page.frameLocator('[data-testid="scorm-frame"]').frameLocator('iframe').locator('body')).toBeVisible();
    await page.waitForTimeout(1_000);
    await page.screenshot({ path: join(SHOTS, 'scorm.png') });

    const put = page.waitForResponse((response) => response.request().method() === 'PUT' && /\/api\/v1\/scormacompanhamento\/[0-9a-f-]+$/.test(response.url()));
    await runtime.evaluate(() => {
      const api = (window as unknown as { API: ScormRuntimeApi }).API;
      api.LMSInitialize('');
      api.LMSSetValue('cmi.core.lesson_location', 'page-2');
      api.LMSSetValue('cmi.suspend_data', 'visited=1,2');
      api.LMSSetValue('cmi.core.lesson_status', 'completed');
      api.LMSCommit('');
    });
    const response = await put;
    expect(response.ok()).toBeTruthy();
    const saved = (await response.json()) as { location: string | null; suspendData: string | null; completionStatus: string | null };
    expect(saved).toMatchObject({ location: 'page-2', suspendData: 'visited=1,2', completionStatus: 'completed' });
    await expect(modal.getByTestId('scorm-progress')).toContainText('Concluído');
  });

  test('audio, image and link: cover with controls, the picture, the leaving-the-platform notice', async ({ page }) => {
    let modal = await openPreview(page, audio);
    await expect(modal.getByTestId('audio-player')).toBeVisible();
    await expect.poll(() => modal.getByTestId('audio-element').evaluate((a: HTMLAudioElement) => a.duration)).toBeGreaterThan(10);
    await expect(modal.getByTestId('media-time')).toContainText('0:12');
    await page.screenshot({ path: join(SHOTS, 'audio.png') });
    await modal.getByRole('button', { name: 'Fechar' }).click();

    modal = await openPreview(page, image);
    await expect.poll(() => modal.getByTestId('image-player').locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(960);
    await page.screenshot({ path: join(SHOTS, 'image.png') });
    await modal.getByRole('button', { name: 'Fechar' }).click();

    modal = await openPreview(page, link);
    await expect(modal.getByTestId('link-player')).toContainText('Você está saindo da plataforma');
    await expect(modal.getByRole('link', { name: 'Abrir link' })).toHaveAttribute('target', '_blank');
    await page.screenshot({ path: join(SHOTS, 'link.png') });
  });

  test('an embedded link that cannot load shows the notice with "open in a new tab" (offline, no answer)', async ({ page, context }) => {
    test.setTimeout(90_000);
    // the video platform never answers
    await page.route('https://www.youtube-nocookie.com/**', () => undefined);
    let modal = await openPreview(page, embedded);
    await expect(modal.getByTestId('link-embed')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/);
    // the way out is there from the start
    await expect(modal.getByTestId('link-embed-open')).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await expect(modal.getByTestId('link-embed-open')).toHaveAttribute('target', '_blank');

    // the connection drops before it loaded
    await context.setOffline(true);
    await expect(modal.getByTestId('link-embed-failed')).toContainText('Você está sem conexão com a internet');
    await expect(modal.getByTestId('link-embed')).toHaveCount(0);
    await context.setOffline(false);
    await modal.getByRole('button', { name: 'Fechar' }).click();

    // no answer at all: the notice replaces the blank frame
    modal = await openPreview(page, embedded);
    await expect(modal.getByTestId('link-embed')).toBeVisible();
    await expect(modal.getByTestId('link-embed-failed')).toContainText('Não foi possível exibir este conteúdo aqui', { timeout: 25_000 });
    await expect(modal.getByRole('link', { name: 'Abrir em nova aba' })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  });

  test('without a converter, a Word document and an Excel workbook are shown by the browser; the public page offers the allowed download', async ({ page, request, browser }) => {
    test.setTimeout(120_000);
    const { access } = await apiSignIn(request, 'admin@demo.local');
    const headers = { authorization: `Bearer ${access}` };
    const word = await createObject(
      request,
      headers,
      { nome: `Política E2E ${stamp}`, tipo: 'documento', fileName: 'politica.docx', downloadable: true, qrCode: true },
      {
        name: 'politica.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: storedZip({
          '[Content_Types].xml':
            '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
          '_rels/.rels':
            '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
          'word/document.xml':
            '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Política de segurança da informação</w:t></w:r></w:p><w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440"/></w:sectPr></w:body></w:document>',
        }),
      },
    );
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Horas por unidade');
    sheet.addRows([
      ['Unidade', 'Horas'],
      ['São Paulo', 128],
    ]);
    const excel = await createObject(
      request,
      headers,
      { nome: `Planilha E2E ${stamp}`, tipo: 'documento', fileName: 'horas.xlsx' },
      { name: 'horas.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await workbook.xlsx.writeBuffer()) },
    );
    for (const object of [word, excel]) await waitReady(request, headers, object.id, (info) => info.processingStatus !== 'pending' && info.processingStatus !== 'processing');
    // the server as it is without LibreOffice: no PDF made
    const withoutConverter = async (route: import('@playwright/test').Route) => {
      const reply = await route.fetch();
      await route.fulfill({ response: reply, json: { ...((await reply.json()) as Record<string, unknown>), previewPdfUrl: null, processingStatus: 'none' } });
    };
    await page.route('**/api/v1/midia/getMidiaInfo/**', withoutConverter);

    let modal = await openPreview(page, word);
    await expect(modal.getByTestId('office-docx')).toHaveAttribute('data-rendered', 'true', { timeout: 20_000 });
    await expect(modal.getByTestId('office-docx')).toContainText('Política de segurança da informação');
    await page.screenshot({ path: join(SHOTS, 'docx.png') });
    await modal.getByRole('button', { name: 'Fechar' }).click();

    modal = await openPreview(page, excel);
    await expect(modal.getByRole('tab', { name: 'Horas por unidade' })).toBeVisible({ timeout: 20_000 });
    const cells = modal.getByTestId('office-sheet').locator('td');
    await expect(cells).toHaveText(['Unidade', 'Horas', 'São Paulo', '128']);
    await page.screenshot({ path: join(SHOTS, 'xlsx.png') });

    // the public page (QR code) of the Word document: shown, with the download the object allows
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'pt-BR' });
    const visitor = await context.newPage();
    await visitor.route('**/api/v1/midia/public/**', withoutConverter);
    await visitor.goto(`/view/${word.id}`);
    await expect(visitor.getByTestId('office-docx')).toContainText('Política de segurança da informação', { timeout: 20_000 });
    const download = visitor.getByTestId('document-download');
    await expect(download).toHaveAttribute('download', 'politica.docx');
    const file = await visitor.request.get((await download.getAttribute('href'))!);
    expect(file.ok()).toBeTruthy();
    expect((await file.body()).subarray(0, 2).toString('latin1')).toBe('PK');
    await context.close();
  });

  test('public view: the PDF opens without signing in, an unknown id is not found', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto(`/view/${pdf.id}`);
    await expect(page.getByTestId('public-view')).toBeVisible();
    await expect(page.getByTestId('pdf-page-count')).toHaveText('de 3', { timeout: 20_000 });
    await page.screenshot({ path: join(SHOTS, 'public-pdf.png') });
    await page.goto('/view/00000000-0000-4000-8000-000000000000');
    await expect(page.getByTestId('public-view-not-found')).toBeVisible();
    await context.close();
  });
});
