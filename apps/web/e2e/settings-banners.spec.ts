import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { expectNoSeriousViolations } from './axe.ts';
import { apiSignIn, expectToast, signIn } from './helpers.ts';

/**
 * Backgrounds and banners (/settings/config/backgrounds-and-banners, 1-shell §3 and §4): an administrator adds a text
 * slide with a redirect link, a second slide for home and catalog and an image banner with a link opening in a new
 * tab (uploaded through the file service), is stopped by a bad link, saves, reorders
 * with the move buttons and saves again; the learner's home shows the slides as a rotating banner with the link, the
 * catalog the 'Ambos' one. The slides are deleted at the end. Screenshots at 390, 768 and 1440 px, light and dark.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? join(tmpdir(), 'banners-shots');
const SIZES = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
] as const;
const stamp = Date.now().toString(36);
const LINK = `https://example.com/e2e-${stamp}`;
const FIRST = `Novidades ${stamp}`;
const SECOND = `Trilha nova ${stamp}`;
const BANNER_LINK = `https://example.com/banner-${stamp}`;
const URL_PATH = '/api/v1/PersonalizacaoFundoBanner';

/** A 1156x384 PNG (the banner's design size) in two colours. */
function bannerPng(): Buffer {
  const png = new PNG({ width: 1156, height: 384 });
  for (let y = 0; y < png.height; y += 1)
    for (let x = 0; x < png.width; x += 1) {
      const i = (png.width * y + x) << 2;
      const left = x < png.width / 2;
      png.data[i] = left ? 14 : 250;
      png.data[i + 1] = left ? 116 : 176;
      png.data[i + 2] = left ? 144 : 5;
      png.data[i + 3] = 255;
    }
  return PNG.sync.write(png);
}

/** The cookie notice, once accepted, leaves the screenshots clear. */
async function acceptCookies(page: Page) {
  const accept = page.getByRole('button', { name: 'Entendi e aceito' });
  if (await accept.isVisible()) await accept.click();
}

async function openScreen(page: Page) {
  await signIn(page, 'admin@demo.local');
  await expect(page.getByTestId('main-layout')).toBeVisible({ timeout: 30_000 });
  await acceptCookies(page);
  await page.goto('/settings/config/backgrounds-and-banners');
  await expect(page.getByTestId('banners-page')).toBeVisible();
  await expect(page.getByTestId('banners-count-Aprendizado')).toBeVisible();
}

const rowsOf = (page: Page) => page.locator('[data-testid^="banner-row-"][data-testid$="-preview"]');

async function learnerPage(browser: Browser, scheme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({ colorScheme: scheme });
  if (scheme === 'dark')
    await context.addInitScript(() => {
      const stored = JSON.parse(localStorage.getItem('plataforma.options') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('plataforma.options', JSON.stringify({ ...stored, dark: 2 }));
    });
  const page = await context.newPage();
  await signIn(page, 'aluno@demo.local');
  await expect(page.getByTestId('main-layout')).toBeVisible({ timeout: 30_000 });
  await acceptCookies(page);
  return page;
}

test.describe.serial('backgrounds and banners', () => {
  // each test signs in once or twice and uploads a file: room for a machine the other journeys share
  test.describe.configure({ timeout: 180_000 });
  test.afterAll(async ({ request }) => {
    // the journey's own slides go away whatever happened
    const { access } = await apiSignIn(request, 'admin@demo.local');
    const headers = { authorization: `Bearer ${access}` };
    const rows = (await (await request.get(URL_PATH, { headers })).json()) as { id: string; markdownConteudo: string | null; linkRedirecionamentoBanner: string | null }[];
    for (const row of rows.filter((r) => `${r.markdownConteudo}${r.linkRedirecionamentoBanner}`.includes(stamp))) await request.delete(`${URL_PATH}/${row.id}`, { headers });
  });

  test('an administrator adds, saves and reorders slides', async ({ page }) => {
    await openScreen(page);
    const before = await rowsOf(page).count();

    await page.getByTestId('banners-add').click();
    const first = page.getByTestId(`banner-row-${before}`);
    await expect(first).toBeVisible();
    await first.getByTestId(`banner-row-${before}-markdown`).fill(`# ${FIRST}\nConheça os **cursos** de ${stamp}`);
    await first.getByTestId(`banner-row-${before}-link`).fill(LINK);
    await first.getByTestId(`banner-row-${before}-transparent`).uncheck();
    await first.getByTestId(`banner-row-${before}-color`).fill('#1E3A8A');
    await expect(first.getByTestId(`banner-row-${before}-preview`).locator('h2')).toHaveText(FIRST);

    await page.getByTestId('banners-add').click();
    const second = page.getByTestId(`banner-row-${before + 1}`);
    await second.getByTestId(`banner-row-${before + 1}-ambiente`).getByText('Ambos').click();
    await second.getByTestId(`banner-row-${before + 1}-markdown`).fill(`## ${SECOND}\n- ${stamp}`);
    await second.getByTestId(`banner-row-${before + 1}-duracao`).fill('6');
    await second.getByTestId(`banner-row-${before + 1}-link`).fill('exemplo.com');

    // a link without http(s) is refused before anything is sent
    await page.getByTestId('banners-save').click();
    await expect(second.getByText('Link de redirecionamento inválido (use http:// ou https://).')).toBeVisible();
    await expect(first.getByText('Novo', { exact: true })).toBeVisible();
    await second.getByTestId(`banner-row-${before + 1}-link`).fill('');

    // an image banner with a link opening in a new tab: its image goes through the file service on save
    await page.getByTestId('banners-add').click();
    const third = page.getByTestId(`banner-row-${before + 2}`);
    await third.getByTestId(`banner-row-${before + 2}-recurso`).getByText('Banner de imagem').click();
    await third.getByTestId(`banner-row-${before + 2}-banner-input`).setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: bannerPng() });
    await expect(third.getByTestId(`banner-row-${before + 2}-preview`).locator('img')).toBeVisible();
    await third.getByTestId(`banner-row-${before + 2}-link`).fill(BANNER_LINK);
    await third.getByTestId(`banner-row-${before + 2}-newtab`).check();
    await page.getByTestId('banners-save').click();
    await expectToast(page, 'Registro atualizado com sucesso');
    await expect(page.getByTestId('banners-save')).toBeDisabled();
    await expect(first.getByText('Novo', { exact: true })).toBeHidden();

    // reorder with the keyboard alternative: the second slide moves up, then is saved in its new place
    await page.getByTestId(`banner-row-${before + 1}-up`).click();
    await expect(page.getByTestId(`banner-row-${before}-preview`)).toContainText(SECOND);
    await page.getByTestId('banners-save').click();
    await expectToast(page, 'Registro atualizado com sucesso');
    await page.reload();
    await expect(page.getByTestId(`banner-row-${before}-preview`)).toContainText(SECOND);
    await expect(page.getByTestId(`banner-row-${before + 1}-preview`)).toContainText(FIRST);
    await expect(page.getByTestId(`banner-row-${before + 2}-preview`).locator('img')).toHaveJSProperty('complete', true);
    expect(await page.getByTestId(`banner-row-${before + 2}-preview`).locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1156);
  });

  test("the learner's home and catalog show the slides with the link", async ({ browser }) => {
    const page = await learnerPage(browser);
    await page.goto('/home');
    const banner = page.getByTestId('banner-Aprendizado');
    await expect(banner).toBeVisible();
    await expect(banner.getByText(SECOND)).toBeAttached();
    const link = banner.locator(`a[href="${LINK}"]`);
    await expect(link).toContainText(FIRST);
    await expect(link).not.toHaveAttribute('target', '_blank');
    const imageBanner = banner.locator(`a[href="${BANNER_LINK}"]`);
    await expect(imageBanner).toHaveAttribute('target', '_blank');
    await expect(imageBanner.locator('img')).toHaveAttribute('src', /\/api\/v1\/Parametro\/arquivo\//);
    // pausing stops the rotation on the current slide
    await banner.getByTestId('banner-Aprendizado-pause').click();
    await expect(banner.getByRole('button', { name: 'Reproduzir' })).toBeVisible();

    await page.goto('/catalog');
    const catalog = page.getByTestId('banner-Catalogo');
    await expect(catalog).toContainText(SECOND);
    await expect(catalog).not.toContainText(FIRST);
    await page.context().close();
  });

  test('screens at 390, 768 and 1440 px, light and dark', async ({ page, browser }) => {
    // twelve screenshots and four accessibility scans
    test.setTimeout(300_000);
    mkdirSync(SHOTS, { recursive: true });
    await page.context().addInitScript(() => {
      const stored = JSON.parse(localStorage.getItem('plataforma.options') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('plataforma.options', JSON.stringify({ ...stored, dark: 2 }));
    });
    await openScreen(page);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await expect(rowsOf(page).last()).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/admin-${size.width}-${scheme}.png`, fullPage: true });
      }
      await expectNoSeriousViolations(page, `backgrounds and banners (${scheme})`);
    }
    for (const scheme of ['light', 'dark'] as const) {
      const learner = await learnerPage(browser, scheme);
      await learner.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await learner.goto('/home');
      await expect(learner.getByTestId('banner-Aprendizado')).toBeVisible();
      for (const size of SIZES) {
        await learner.setViewportSize(size);
        await learner.screenshot({ path: `${SHOTS}/home-${size.width}-${scheme}.png` });
      }
      await expectNoSeriousViolations(learner, `home with the banner (${scheme})`);
      await learner.context().close();
    }
  });

  test('deleting the slides leaves home without the banner', async ({ page, browser }) => {
    await openScreen(page);
    for (const name of [FIRST, SECOND, BANNER_LINK]) {
      const card = page.locator('section[data-testid^="banner-row-"]').filter(name === BANNER_LINK ? { has: page.locator(`input[value="${BANNER_LINK}"]`) } : { hasText: name }).first();
      await card.locator('[data-testid$="-remove"]').click();
      await page.getByTestId('banner-remove-confirm-confirm').click();
    }
    await page.getByTestId('banners-save').click();
    await expectToast(page, 'Registro atualizado com sucesso');
    await expect(page.getByText(FIRST)).toHaveCount(0);

    const learner = await learnerPage(browser);
    await learner.goto('/home');
    await expect(learner.getByTestId('learner-home')).toBeVisible();
    await expect(learner.getByText(FIRST)).toHaveCount(0);
    await expect(learner.locator(`a[href="${BANNER_LINK}"]`)).toHaveCount(0);
    await learner.context().close();
  });
});
