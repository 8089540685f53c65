import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { apiSignIn, expectToast, signIn } from './helpers.ts';
import { generatedMedia, testVideo } from './media-files.ts';

/**
 * The sign-in page customisation (/settings/config/login, 1-shell §2 and §3 `login`): an administrator of Demo uploads
 * a slide image and a background image, sees a video with sound refused and a muted one accepted, reorders and removes
 * slides and saves; Demo's own sign-in page (its sub-domain, demo.localhost) then shows its carousel at 1280 px and its
 * background behind the form at 800 px, while another company's page does not. The demo's original login settings are
 * put back at the end. Screenshots of both screens at 390, 768 and 1440 px, light and dark.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? join(tmpdir(), 'settings-login-shots');
const MEDIA = join(tmpdir(), 'settings-login-media');
const SIZES = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
] as const;

/** A PNG of `width` x `height` in a diagonal gradient between two colours (pngjs, no file on disk). */
function gradientPng(width: number, height: number, from: [number, number, number], to: [number, number, number]): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const share = (x / width + y / height) / 2;
      const offset = (y * width + x) * 4;
      for (let channel = 0; channel < 3; channel += 1) png.data[offset + channel] = Math.round(from[channel]! + (to[channel]! - from[channel]!) * share);
      png.data[offset + 3] = 255;
    }
  return PNG.sync.write(png);
}

/** Demo's own sign-in page: its sub-domain on the loopback (Chromium resolves *.localhost to this machine). */
const demoLogin = (baseURL: string) => {
  const url = new URL(baseURL);
  url.hostname = 'demo.localhost';
  url.pathname = '/login';
  return url.toString();
};

const authHeaders = (access: string) => ({ Authorization: `Bearer ${access}` });

async function readLogin(request: APIRequestContext, access: string) {
  const response = await request.get('/api/v1/Parametro', { headers: authHeaders(access) });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { login: unknown }).login;
}

/** The theme follows the system (stored option dark: 2), switched with the emulated media query. */
async function dark(page: Page, on: boolean) {
  await page.evaluate(() => {
    const key = 'plataforma.options';
    let stored: Record<string, unknown> = {};
    try {
      stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    } catch {
      stored = {};
    }
    localStorage.setItem(key, JSON.stringify({ ...stored, dark: 2 }));
  });
  await page.emulateMedia({ colorScheme: on ? 'dark' : 'light' });
}

test.describe.configure({ mode: 'serial' });

test.describe('sign-in page customisation', () => {
  let original: unknown;
  let access = '';

  test.beforeAll(async ({ request }) => {
    mkdirSync(SHOTS, { recursive: true });
    mkdirSync(MEDIA, { recursive: true });
    ({ access } = await apiSignIn(request, 'admin@demo.local'));
    original = await readLogin(request, access);
  });

  test.afterAll(async ({ request }) => {
    if (!access || original === undefined) return;
    const response = await request.put('/api/v1/Parametro/update', { headers: authHeaders(access), data: { login: original } });
    expect(response.ok(), 'the demo login settings are put back').toBeTruthy();
  });

  test('an administrator uploads a slide and a background and saves', async ({ page }) => {
    // uploads probed by ffprobe and twelve screenshots
    test.setTimeout(240_000);
    await signIn(page, 'admin@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await page.goto('/settings/config/login');
    await expect(page.getByTestId('login-settings')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Página de login', selected: true })).toBeVisible();
    const acceptCookies = page.getByRole('button', { name: 'Entendi e aceito' });
    await acceptCookies
      .waitFor({ timeout: 5_000 })
      .then(() => acceptCookies.click())
      .catch(() => undefined);

    // start from no slides and no background (the original is restored at the end)
    while ((await page.getByTestId('login-slide-row').count()) > 0) await page.getByTestId('login-slide-remove').first().click();
    if (await page.getByTestId('login-background-remove').isVisible()) await page.getByTestId('login-background-remove').click();

    // a slide image with its progress, then the background
    await page.getByTestId('login-slide-add-input').setInputFiles({ name: 'slide-azul.png', mimeType: 'image/png', buffer: gradientPng(320, 192, [30, 64, 175], [125, 211, 252]) });
    await expect(page.getByTestId('login-slide-row')).toHaveCount(1);
    await expect(page.getByTestId('login-slide-row').first()).toContainText('Imagem');
    await page.getByTestId('login-background-upload-input').setInputFiles({ name: 'fundo-verde.png', mimeType: 'image/png', buffer: gradientPng(320, 192, [6, 95, 70], [190, 242, 100]) });
    await expect(page.getByTestId('login-background-preview')).toHaveAttribute('data-kind', 'image');

    // a file that is not an image or a video is refused in the browser, with the accepted types
    await page.getByTestId('login-slide-add-input').setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('texto') });
    await expect(page.getByTestId('login-slide-add-error')).toContainText('Arquivo inválido. Arquivos aceitos');

    // a video with an audio track is refused by the server; a muted one is a video slide
    const withSound = testVideo(MEDIA, 'com-som.mp4', { width: 160, height: 96, seconds: 1 });
    await page.getByTestId('login-slide-add-input').setInputFiles(withSound);
    await expect(page.getByTestId('login-slide-add-error')).toContainText(/áudio/i);
    await expect(page.getByTestId('login-slide-row')).toHaveCount(1);
    const muted = generatedMedia(MEDIA, 'sem-som.mp4', ['-f', 'lavfi', '-i', 'testsrc=size=160x96:rate=25:duration=1'], ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-an']);
    await page.getByTestId('login-slide-add-input').setInputFiles(muted);
    await expect(page.getByTestId('login-slide-row')).toHaveCount(2);
    await expect(page.getByTestId('login-slide-row').nth(1)).toContainText('Vídeo');

    // order: the video first, then back; then the video is removed
    await page.getByTestId('login-slide-up').nth(1).click();
    await expect(page.getByTestId('login-slide-row').first()).toContainText('Vídeo');
    await page.getByTestId('login-slide-down').first().click();
    await expect(page.getByTestId('login-slide-row').first()).toContainText('Imagem');
    await page.getByTestId('login-slide-remove').nth(1).click();
    await expect(page.getByTestId('login-slide-row')).toHaveCount(1);
    // the muted video again, as the second slide
    await page.getByTestId('login-slide-add-input').setInputFiles(muted);
    await expect(page.getByTestId('login-slide-row')).toHaveCount(2);

    await page.getByTestId('login-align').getByText('Esquerda').click();
    await expect(page.getByTestId('login-settings-state').first()).toHaveText('Alterações não salvas');
    await page.getByTestId('login-settings-save').first().click();
    await expectToast(page, 'Registro atualizado com sucesso');
    await expect(page.getByTestId('login-settings-state').first()).toHaveText('Salvo');

    const saved = (await readLogin(page.request, access)) as { backgrounds: string[]; align: string; carousels: { slides: { image?: string }[] }[] };
    expect(saved.align).toBe('left');
    expect(saved.backgrounds).toHaveLength(1);
    expect(saved.carousels.flatMap((carousel) => carousel.slides)).toHaveLength(2);

    for (const scheme of [false, true]) {
      await dark(page, scheme);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.reload();
        await expect(page.getByTestId('login-slide-row')).toHaveCount(2);
        await expect(page.getByTestId('login-background-preview').locator('img')).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/settings-login-${size.width}-${scheme ? 'dark' : 'light'}.png`, fullPage: true });
      }
    }
    await dark(page, false);
  });

  test("Demo's sign-in page shows its carousel at 1280 px and its background at 800 px", async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const url = demoLogin(baseURL!);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(url);
    const layout = page.getByTestId('login-layout');
    await expect(layout).toHaveAttribute('data-align', 'left');
    const carousel = page.getByTestId('login-carousel');
    await expect(carousel).toBeVisible();
    await expect(carousel.getByTestId('login-slide')).toHaveCount(2);
    const slide = carousel.locator('img').first();
    await expect(slide).toHaveAttribute('alt', '');
    await expect.poll(() => slide.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(320);
    // the video slide is muted, looping and without controls; the pause button stops the slideshow
    const video = carousel.locator('video');
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveJSProperty('loop', true);
    await expect(video).toHaveJSProperty('controls', false);
    const pause = page.getByTestId('login-carousel-pause');
    await expect(pause).toHaveAttribute('aria-label', 'Pausar apresentação');
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await expect(pause).toHaveAttribute('aria-label', 'Continuar apresentação');
    await expect(page.getByLabel('Usuário')).toBeVisible();

    // below 1024 px: no carousel, the background behind the form
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(carousel).toHaveCount(0);
    await expect(layout).toHaveAttribute('data-background', 'image');
    await expect.poll(() => layout.evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(/url\(/);
    await expect(page.getByLabel('Usuário')).toBeVisible();

    for (const scheme of [false, true]) {
      await dark(page, scheme);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.reload();
        await expect(page.getByLabel('Usuário')).toBeVisible();
        if (size.width >= 1024) await expect(page.getByTestId('login-carousel')).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/login-page-${size.width}-${scheme ? 'dark' : 'light'}.png` });
      }
    }
    await dark(page, false);

    // another company's sign-in page keeps its own look
    const acme = new URL(url);
    acme.hostname = 'acme.localhost';
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(acme.toString());
    await expect(page.getByLabel('Usuário')).toBeVisible();
    await expect(page.getByTestId('login-carousel')).toHaveCount(0);
  });
});
