import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoViolations, watchViolations } from './csp.ts';
import { apiSignIn, rows, signIn } from './helpers.ts';
import { createObject, openPreview, pdfWithPages, SCORM_FIXTURES, testVideo, waitReady, type Created } from './media-files.ts';

/**
 * The content security policy (docs/security-headers.md) lets the app work: the main pages (sign-in, the learner's home, an
 * administration list, the players of a PDF, an HLS video and a SCORM package) load and run with not one violation
 * reported by Chromium, neither in the console nor as a `securitypolicyviolation` event.
 */

test.describe('content security policy', () => {
  // Players start workers and transcoded media: generous on a busy machine.
  test.describe.configure({ mode: 'serial', timeout: 150_000 });
  const stamp = Date.now().toString(36);
  let pdf: Created;
  let video: Created;
  let scorm: Created;

  test.beforeAll(async ({ request }) => {
    test.setTimeout(240_000);
    const { access } = await apiSignIn(request, 'admin@demo.local');
    const headers = { authorization: `Bearer ${access}` };
    const dir = mkdtempSync(join(tmpdir(), 'csp-e2e-'));
    pdf = await createObject(request, headers, { nome: `PDF CSP ${stamp}`, tipo: 'pdf', fileName: 'manual.pdf', qrCode: true }, { name: 'manual.pdf', mimeType: 'application/pdf', buffer: await pdfWithPages(2) });
    video = await createObject(
      request,
      headers,
      { nome: `Vídeo CSP ${stamp}`, tipo: 'video', fileName: 'video.mp4' },
      { name: 'video.mp4', mimeType: 'video/mp4', buffer: readFileSync(testVideo(dir, 'video.mp4', { width: 320, height: 180, seconds: 6 })) },
    );
    scorm = await createObject(
      request,
      headers,
      { nome: `SCORM CSP ${stamp}`, tipo: 'scorm', scormType: 'scorm12', fileName: 'golf.zip' },
      { name: 'golf.zip', mimeType: 'application/zip', buffer: readFileSync(SCORM_FIXTURES.scorm12) },
    );
    await waitReady(request, headers, pdf.id, (info) => Boolean(info.fileUrl));
    await waitReady(request, headers, video.id, (info) => Boolean(info.hlsPlaylistUrl) && info.processingStatus === 'done');
    await waitReady(request, headers, scorm.id, (info) => Boolean(info.scormScriptUrl));
  });

  test('the replies carry the policy, nosniff and the referrer policy', async ({ request }) => {
    for (const path of ['/login', '/api/health', '/boot.js']) {
      const reply = await request.get(path);
      expect(reply.ok(), path).toBeTruthy();
      expect(reply.headers()['content-security-policy'], path).toContain("frame-ancestors 'self'");
      expect(reply.headers()['x-content-type-options'], path).toBe('nosniff');
      expect(reply.headers()['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    }
  });

  test('sign-in, the learner home and a public player: no violation', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/login');
    await expect(page.getByLabel('Usuário')).toBeVisible();
    // The colour scheme is applied by the start-up script file before the app loads.
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await signIn(page, 'aluno@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await page.goto('/home');
    await expect(page.getByTestId('home-welcome')).toBeVisible();
    await page.goto(`/view/${pdf.id}`);
    await expect(page.getByTestId('public-view')).toBeVisible();
    await expect(page.getByTestId('pdf-page-count')).toHaveText('de 2', { timeout: 45_000 });
    await expectNoViolations(violations);
  });

  test('an administration page and the PDF, video and SCORM players: no violation', async ({ page }) => {
    const violations = await watchViolations(page);
    await signIn(page, 'admin@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await page.goto('/conta/usuario');
    await expect(rows(page.getByTestId('users-table')).first()).toBeVisible();
    await expectNoViolations(violations);

    let modal = await openPreview(page, pdf.nome);
    await expect(modal.getByTestId('pdf-page').first()).toBeVisible({ timeout: 45_000 });
    await modal.getByRole('button', { name: 'Fechar' }).click();

    modal = await openPreview(page, video.nome);
    const element = modal.getByTestId('video-element');
    await expect(element).toBeVisible({ timeout: 45_000 });
    // hls.js feeds the element through MediaSource (a blob: address) once the ladder loads.
    await expect.poll(() => element.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 45_000 }).toBeGreaterThan(0);
    expect(await element.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/^blob:/);
    await modal.getByRole('button', { name: 'Fechar' }).click();

    modal = await openPreview(page, scorm.nome);
    const frame = modal.getByTestId('scorm-frame');
    await expect(frame).toBeVisible({ timeout: 45_000 });
    await expect.poll(() => page.frames().some((f) => f.url().includes('/scorm/')), { timeout: 45_000 }).toBe(true);
    const content = page.frames().find((f) => f.url().includes('/scorm/'))!;
    await content.waitForLoadState('load');
    // The package's own scripts ran in its frame (it found the runtime API).
    await expect.poll(() => content.evaluate(() => document.body.innerText.length), { timeout: 45_000 }).toBeGreaterThan(0);
    await expectNoViolations(violations);
  });
});
