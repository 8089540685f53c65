import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { watchViolations, expectNoViolations } from './csp.ts';
import { apiSignIn, expectToast, signIn } from './helpers.ts';

/**
 * Look and feel (/settings/config, 1-shell §3): the screen at 390, 768 and 1440 px in light and dark; an administrator
 * changes the primary colour, the top bar colour and the menu logo (a PNG made here) and saves; a learner whose page
 * was already open sees the new top bar and logo at the next navigation, without a reload. The demo's look is put
 * back at the end.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? join(tmpdir(), 'settings-look-shots');
const SIZES = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
] as const;

const PRIMARY = '#1d4ed8';
const TOP_BAR = '#0f5132';

/** A solid-colour PNG of the given size (8-bit RGB), small enough for the 100 kb limit. */
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = table[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([r, g, b], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** The colour of one pixel of an element's screenshot (decoded by the page's own canvas), as '#rrggbb'. */
async function pixelOf(page: Page, element: Locator, at: (box: { width: number; height: number }) => { x: number; y: number }): Promise<string> {
  const box = await element.boundingBox();
  if (!box) throw new Error('element not on screen');
  const { x, y } = at(box);
  const shot = await element.screenshot({ animations: 'disabled' });
  return page.evaluate(
    async ({ data, x, y }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      context.drawImage(image, 0, 0);
      const [r, g, b] = context.getImageData(Math.round(x), Math.round(y), 1, 1).data;
      return `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
    },
    { data: shot.toString('base64'), x, y },
  );
}

type Look = { colors: unknown; logos: unknown; page: unknown };

async function readLook(request: APIRequestContext): Promise<{ look: Look; headers: Record<string, string> }> {
  const headers = { authorization: `Bearer ${(await apiSignIn(request, 'admin@demo.local')).access}` };
  const reply = await request.get('/api/v1/Parametro', { headers });
  expect(reply.ok()).toBeTruthy();
  const settings = (await reply.json()) as Look;
  return { look: { colors: settings.colors, logos: settings.logos, page: settings.page }, headers };
}

const darkInit = () => localStorage.setItem('plataforma.options', JSON.stringify({ dark: 2 }));

test.describe('look and feel', () => {
  let original: Look | null = null;

  test.beforeAll(async ({ request }) => {
    original = (await readLook(request)).look;
  });

  test.afterAll(async ({ request }) => {
    if (!original) return;
    const { headers } = await readLook(request);
    const reply = await request.put('/api/v1/Parametro/update', { headers, data: original });
    expect(reply.ok(), 'the demo look is put back').toBeTruthy();
  });

  test('the screen at three widths, light and dark', async ({ browser }) => {
    mkdirSync(SHOTS, { recursive: true });
    for (const scheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ colorScheme: scheme });
      const page = await context.newPage();
      if (scheme === 'dark') await page.addInitScript(darkInit);
      await signIn(page, 'admin@demo.local');
      await expect(page.getByTestId('main-layout')).toBeVisible();
      await page.goto('/settings/config');
      await expect(page.getByTestId('look-form')).toBeVisible();
      await expect(page.getByTestId('look-palette-4')).toBeVisible();
      await page.getByRole('button', { name: 'Entendi e aceito' }).click();
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await expect(page.getByTestId('look-preview-light')).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/look-${size.width}-${scheme}.png`, fullPage: true });
      }
      await context.close();
    }
  });

  test('the form follows the colour as it is typed and refuses a colour that is not hex or a logo over 100 kb', async ({ page }) => {
    await signIn(page, 'admin@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await page.goto('/settings/config');
    const primary = page.getByTestId('look-color-primary');
    await primary.fill(PRIMARY);
    await primary.press('Tab');
    await expect(page.getByTestId('look-palette-4')).toHaveAttribute('data-color', PRIMARY);
    await expect(page.getByTestId('look-preview-light-button')).toHaveCSS('background-color', 'rgb(29, 78, 216)');
    await expect(page.getByTestId('look-preview-dark-button')).toHaveCSS('background-color', 'rgb(29, 78, 216)');
    await expect(page.getByTestId('look-state')).toHaveText('Alterações não salvas');

    // a colour that is not hex is refused by the form (submitted with Enter while typed), and put back when left
    const menu = page.getByTestId('look-color-menu');
    await menu.fill('azul');
    await menu.press('Enter');
    await expect(page.getByText('Cor inválida: use o formato hexadecimal (#rgb ou #rrggbb).')).toBeVisible();
    await expect(page.getByTestId('look-save')).toHaveAttribute('data-state', '0');
    await menu.press('Tab');
    await expect(menu).toHaveValue('');

    // a logo over 100 kb is refused in the browser with the rule's message
    await page.getByTestId('look-logo-menu-input').setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: Buffer.alloc(100 * 1024 + 1, 1) });
    await expect(page.getByTestId('look-logo-menu-error')).toHaveText('O arquivo deve ter no máximo 100 kb.');
  });

  test("an administrator's new colours and menu logo reach a learner at the next navigation", async ({ browser }) => {
    const learnerContext = await browser.newContext();
    const learner = await learnerContext.newPage();
    await signIn(learner, 'aluno@demo.local');
    await expect(learner.getByTestId('main-layout')).toBeVisible();
    await learner.goto('/home');
    await expect(learner.getByTestId('top-bar')).toBeVisible();

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin@demo.local');
    await expect(admin.getByTestId('main-layout')).toBeVisible();
    await admin.goto('/settings/config');
    await expect(admin.getByTestId('look-form')).toBeVisible();
    await admin.getByTestId('look-color-primary').fill(PRIMARY);
    await admin.getByTestId('look-color-topBar').fill(TOP_BAR);
    await admin.getByTestId('look-color-topBar').press('Tab');

    // the menu logo: a 90x60 PNG, sent to the server, which keeps it and gives its address
    const upload = admin.waitForResponse((response) => /\/api\/v1\/Parametro\/AdicionarArquivo/i.test(response.url()));
    await admin.getByTestId('look-logo-menu-input').setInputFiles({ name: 'logo-menu.png', mimeType: 'image/png', buffer: solidPng(90, 60, [220, 38, 38]) });
    const uploaded = (await (await upload).json()) as { url: string };
    expect(uploaded.url).toBeTruthy();
    await expect(admin.getByTestId('look-logo-menu-image')).toHaveAttribute('src', uploaded.url);

    await admin.getByTestId('look-save').click();
    await expectToast(admin, 'Configurações salvas com sucesso!');
    await expect(admin.getByTestId('look-state')).toHaveText('Salvo');
    // the administrator's own screens follow at once
    await expect(admin.getByTestId('top-bar')).toHaveCSS('background-color', 'rgb(15, 81, 50)');
    await adminContext.close();

    // the learner's open page follows at the next navigation (the settings read again), without a reload
    await learner.getByTestId('nav-item-catalog').click();
    await expect(learner).toHaveURL(/\/catalog/);
    const bar = learner.getByTestId('top-bar');
    await expect(bar).toHaveCSS('background-color', 'rgb(15, 81, 50)');
    expect(await pixelOf(learner, bar, (box) => ({ x: box.width * 0.6, y: 3 }))).toBe(TOP_BAR);
    await expect(learner.getByTestId('sidebar-brand').locator('img')).toHaveAttribute('src', uploaded.url);
    const brandFilled = await learner.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-brand-filled').trim());
    expect(brandFilled.toLowerCase()).toBe(PRIMARY);
    await learner.screenshot({ path: `${SHOTS}/learner-after.png` });
    await learnerContext.close();
  });

  test("the client's scripts run for its learners under the page's policy, and never on the customisation screens", async ({ browser, request }) => {
    const { headers } = await readLook(request);
    const demo = (await (await request.get('/api/v1/Parametro', { headers })).json()) as { tenantId: string; scripts: unknown[] };
    const platform = { authorization: `Bearer ${(await apiSignIn(request, 'superadmin@plataforma.local')).access}` };
    const marker = "window.__lookScript = (window.__lookScript || 0) + 1; document.documentElement.dataset.lookScript = 'ran'; // </script>";
    const set = await request.put('/api/v1/Parametro/update', {
      headers: platform,
      data: { tenantId: demo.tenantId, scripts: [{ name: 'Marcador', content: marker, isLink: false }] },
    });
    expect(set.ok(), await set.text()).toBeTruthy();
    try {
      const context = await browser.newContext();
      const learner = await context.newPage();
      const violations = await watchViolations(learner);
      await signIn(learner, 'aluno@demo.local');
      await expect(learner.getByTestId('main-layout')).toBeVisible();
      await expect(learner.locator('html')).toHaveAttribute('data-look-script', 'ran');
      await learner.getByTestId('nav-item-catalog').click();
      await expect(learner).toHaveURL(/\/catalog/);
      // once per page load, from this origin
      expect(await learner.evaluate(() => (window as unknown as { __lookScript?: number }).__lookScript)).toBe(1);
      await expect(learner.locator('script[data-tenant-script]')).toHaveAttribute('src', new RegExp(`/api/v1/Parametro/script/${demo.tenantId}/0\\?v=`));
      await expectNoViolations(violations);
      await context.close();

      // the company's administrator opening the customisation screen gets a page without them
      const adminContext = await browser.newContext();
      const admin = await adminContext.newPage();
      await signIn(admin, 'admin@demo.local');
      await expect(admin.getByTestId('main-layout')).toBeVisible();
      await admin.goto('/settings/config');
      await expect(admin.getByTestId('look-form')).toBeVisible();
      await expect(admin.locator('script[data-tenant-script]')).toHaveCount(0);
      expect(await admin.evaluate(() => (window as unknown as { __lookScript?: number }).__lookScript ?? 0)).toBe(0);
      await adminContext.close();
    } finally {
      const back = await request.put('/api/v1/Parametro/update', { headers: platform, data: { tenantId: demo.tenantId, scripts: demo.scripts } });
      expect(back.ok(), 'the demo scripts are put back').toBeTruthy();
    }
  });
});
