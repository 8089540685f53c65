import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { apiSignIn, signIn } from './helpers.ts';
import { openPreview, testVideo } from './media-files.ts';

/**
 * Notes (2-learner §3 Note, §5, §7): the administrator opens a video's preview in the repository, takes a note with
 * the player's 'Anotar' button (the current frame and time go into the editor), finds it in 'my notes' (/anotacoes)
 * with the screenshot and the time as mm:ss, edits it, and deletes it after confirming.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? join(tmpdir(), 'notes-shots');

test.describe('notes', () => {
  test.describe.configure({ mode: 'serial' });
  const stamp = Date.now().toString(36);
  const videoName = `Vídeo anotações ${stamp}`;
  const title = `Ponto importante ${stamp}`;

  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000);
    const { access } = await apiSignIn(request, 'admin@demo.local');
    const headers = { authorization: `Bearer ${access}` };
    const dir = mkdtempSync(join(tmpdir(), 'notes-e2e-'));
    const created = await request.post('/api/v1/midia', { headers, data: { nome: videoName, tipo: 'video', fileName: 'video.mp4' } });
    expect(created.ok(), await created.text()).toBeTruthy();
    const { id } = (await created.json()) as { id: string };
    const file = { name: 'video.mp4', mimeType: 'video/mp4', buffer: readFileSync(testVideo(dir, 'video.mp4', { width: 640, height: 360, seconds: 20 })) };
    const upload = await request.post(`/api/v1/midia/big/${id}/fileUpload`, { headers, multipart: { arquivo: file }, timeout: 120_000 });
    expect(upload.ok(), await upload.text()).toBeTruthy();
    await expect
      .poll(
        async () => {
          const info = await request.get(`/api/v1/midia/getMidiaInfo/${id}`, { headers });
          const body = (await info.json()) as { hlsPlaylistUrl: string | null };
          return info.ok() && Boolean(body.hlsPlaylistUrl);
        },
        { timeout: 90_000, intervals: [500, 1_000, 2_000] },
      )
      .toBe(true);
  });

  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
  });

  test("takes a note from the video player with the frame and the time, finds it in 'my notes', edits and deletes it", async ({ page }) => {
    // 1. the video plays in the repository preview; 'Anotar' pauses it and opens the editor with the frame and time
    const modal = await openPreview(page, videoName);
    const element = modal.getByTestId('video-element');
    await expect(element).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => element.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThan(1);
    if (await element.evaluate((v: HTMLVideoElement) => v.paused)) await modal.getByTestId('media-play').click();
    await expect.poll(() => element.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(3);
    await modal.getByTestId('media-take-note').click();
    const editor = page.getByTestId('note-editor');
    await expect(editor).toBeVisible();
    expect(await element.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    const seconds = Math.floor(await element.evaluate((v: HTMLVideoElement) => v.currentTime));
    const clock = `00:${String(seconds).padStart(2, '0')}`;
    await expect(editor.getByTestId('note-editor-time')).toContainText(clock);
    const shot = editor.getByTestId('note-editor-screenshot');
    await expect(shot).toBeVisible();
    await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);

    // typing a space in the editor does not play the video behind it
    await editor.getByTestId('note-editor-title').fill(title);
    await editor.getByTestId('note-editor-description').pressSequentially('Revisar o padrão de cores');
    await expect(editor.getByTestId('note-editor-description')).toHaveValue('Revisar o padrão de cores');
    expect(await element.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'note-editor.png') });
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/MidiaAnotacaoUsuario'));
    await editor.getByTestId('note-editor-submit').click();
    expect((await saved).status()).toBe(201);
    await expect(editor).toBeHidden();

    // 2. 'my notes' lists it with the screenshot, the time and the content's name; the menu leads there
    await page.goto('/anotacoes');
    await expect(page.getByTestId('nav-item-notes').first()).toBeAttached();
    await page.getByTestId('notes-search').fill(stamp);
    const card = page.getByTestId('note-card').filter({ hasText: title });
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('note-card-time')).toHaveText(clock);
    await expect(card.getByTestId('note-card-midia')).toHaveText(videoName);
    await expect(card.getByTestId('note-card-description')).toHaveText('Revisar o padrão de cores');
    const thumbnail = card.getByTestId('note-card-image');
    await expect(thumbnail).toBeVisible();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
    await page.screenshot({ path: join(SHOTS, 'notes-page.png') });

    // 3. edit: new title and text, the screenshot is kept
    await card.getByTestId('note-card-edit').click();
    await expect(editor).toBeVisible();
    await expect(editor.getByTestId('note-editor-title')).toHaveValue(title);
    await expect(editor.getByTestId('note-editor-screenshot')).toBeVisible();
    await editor.getByTestId('note-editor-title').fill(`${title} (revisado)`);
    await editor.getByTestId('note-editor-description').fill('Texto revisado');
    await page.screenshot({ path: join(SHOTS, 'note-edit.png') });
    await editor.getByTestId('note-editor-submit').click();
    await expect(editor).toBeHidden();
    const edited = page.getByTestId('note-card').filter({ hasText: `${title} (revisado)` });
    await expect(edited).toHaveCount(1);
    await expect(edited.getByTestId('note-card-description')).toHaveText('Texto revisado');
    await expect(edited.getByTestId('note-card-image')).toBeVisible();

    // 4. delete asks first: cancel keeps it, confirm removes it
    await edited.getByTestId('note-card-delete').click();
    const confirm = page.getByTestId('note-delete');
    await expect(confirm).toContainText(`${title} (revisado)`);
    await page.screenshot({ path: join(SHOTS, 'note-delete.png') });
    await page.getByTestId('note-delete-cancel').click();
    await expect(edited).toHaveCount(1);
    await edited.getByTestId('note-card-delete').click();
    await page.getByTestId('note-delete-confirm').click();
    await expect(page.getByTestId('note-card').filter({ hasText: title })).toHaveCount(0);
    await expect(page.getByTestId('notes-empty')).toBeVisible();
  });
});
