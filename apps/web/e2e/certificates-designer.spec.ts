import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { apiSignIn, expectToast, rows, signIn } from './helpers.ts';

/**
 * The certificate journey (3-admin §2 /settings/certificado, /settings/certificate/{id}; §3 'Certificate (admin
 * editor)'; 2-learner §3, §4; 1-shell §7): the administrator creates a two-sided certificate with a background image,
 * the learner's name and the QR code on the front and the course content on the back, saves it (the image is
 * uploaded after the first save), reloads and finds every layer, previews it with sample data, finds it in the list
 * and links it to a course in the course wizard; the learner completes that course, downloads the PDF (two pages, read
 * back from the file) and the image of the front, and the address read from the image's QR code opens the public
 * validation page.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? join(tmpdir(), 'certificates-designer-shots');
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

/** A soft gradient frame, as a background image. */
function backgroundPng(width = 300, height = 212): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = (width * y + x) * 4;
      const edge = Math.min(x, y, width - 1 - x, height - 1 - y);
      const frame = edge < 12 ? 1 : 0;
      png.data[i] = frame ? 30 : 245;
      png.data[i + 1] = frame ? 80 : 240 - Math.round((y / height) * 20);
      png.data[i + 2] = frame ? 140 : 230;
      png.data[i + 3] = 255;
    }
  return PNG.sync.write(png);
}

async function createdId(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<string> {
  expect(response.ok(), `${what}: ${await response.text()}`).toBeTruthy();
  return ((await response.json()) as { id: string }).id;
}

const classroomUrl = (id: string) => `/learning-center/view/${Buffer.from(`curso:${id}`).toString('base64url')}/0`;

test.describe('certificate journey', () => {
  test.describe.configure({ mode: 'serial' });
  const stamp = Date.now().toString(36);
  const name = `Certificado E2E ${stamp}`;
  const courseTitle = `Curso certificado ${stamp}`;
  let courseId = '';

  test('the administrator creates a two-sided certificate, reloads it and previews it', async ({ page }) => {
    test.setTimeout(120_000);

    await signIn(page, 'admin@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    const cookies = page.getByRole('button', { name: 'Entendi e aceito' });
    if (await cookies.isVisible()) await cookies.click();
    await page.goto('/settings/certificado');
    await expect(page.getByTestId('certificates-table')).toBeVisible();
    await shot(page, '01-list');

    await page.getByTestId('certificates-new').click();
    await expect(page).toHaveURL(/\/settings\/certificate\/new$/);
    const canvas = page.getByTestId('certificate-canvas');
    await expect(canvas).toHaveAttribute('data-layer-count', '0');

    // the name is required
    await page.getByTestId('certificate-save').click();
    await expect(page.getByText('Campo obrigatório').first()).toBeVisible();
    await page.getByTestId('certificate-name').fill(name);

    // front: background image, the learner's name, the QR code
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('certificate-bg-image').click();
    await (await chooser).setFiles({ name: 'fundo.png', mimeType: 'image/png', buffer: backgroundPng() });
    await expect(page.getByTestId('certificate-bg-image')).toContainText('bg-');

    await page.getByTestId('certificate-add-placeholder').click();
    await page.getByTestId('certificate-placeholder-nomeUsuario').click();
    await expect(canvas).toHaveAttribute('data-layer-count', '1');
    await expect(page.getByTestId('certificate-prop-text')).toHaveValue('{{nomeUsuario}}');
    await page.getByTestId('certificate-prop-size').fill('48');
    await page.getByTestId('certificate-prop-bold').click();
    await page.getByTestId('certificate-align-center').click();

    await page.getByTestId('certificate-add-qrcode').click();
    await expect(canvas).toHaveAttribute('data-layer-count', '2');
    await expect(page.getByTestId('certificate-layer-item')).toHaveCount(2);
    // arrow keys nudge the selected layer (Shift: 10 px)
    const x = Number(await page.getByTestId('certificate-prop-x').inputValue());
    await page.getByTestId('certificate-layers').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Shift+ArrowLeft');
    await expect(page.getByTestId('certificate-prop-x')).toHaveValue(String(x - 10));
    await shot(page, '02-front');

    // back: on, with the course content
    await page.getByTestId('certificate-backside').click();
    await page.getByTestId('certificate-side').getByText('Verso').click();
    await expect(canvas).toHaveAttribute('data-side', 'back');
    await expect(canvas).toHaveAttribute('data-layer-count', '0');
    await page.getByTestId('certificate-add-placeholder').click();
    await page.getByTestId('certificate-placeholder-course').click();
    await expect(canvas).toHaveAttribute('data-layer-count', '1');
    await expect(page.getByTestId('certificate-prop-text')).toHaveValue('{{course}}');
    await expect(page.getByTestId('certificate-print-back')).toBeChecked();
    await shot(page, '03-back');

    await page.getByTestId('certificate-save').click();
    await expectToast(page, 'Certificado salvo com sucesso!');
    await expect(page).toHaveURL(/\/settings\/certificate\/[0-9a-f-]{36}$/);

    // reloaded from the server: both sides and their layers, the uploaded background
    await page.reload();
    await expect(page.getByTestId('certificate-name')).toHaveValue(name);
    await expect(canvas).toHaveAttribute('data-layer-count', '2');
    await expect(page.getByTestId('certificate-layer-item').filter({ hasText: '{{nomeUsuario}}' })).toBeVisible();
    await expect(page.getByTestId('certificate-layer-item').and(page.locator('[data-layer-type="object"]'))).toHaveCount(1);
    await expect(page.getByTestId('certificate-bg-image')).toContainText('bg-');
    await page.getByTestId('certificate-side').getByText('Verso').click();
    await expect(canvas).toHaveAttribute('data-layer-count', '1');
    await expect(page.getByTestId('certificate-layer-item').filter({ hasText: '{{course}}' })).toBeVisible();

    // preview with sample data
    await page.getByTestId('certificate-side').getByText('Frente').click();
    await page.getByTestId('certificate-preview').click();
    await expect(canvas).toHaveAttribute('data-preview', 'true');
    await expect(page.getByTestId('certificate-preview-badge')).toBeVisible();
    await page.waitForTimeout(500);
    await shot(page, '04-preview');
    await page.getByTestId('certificate-side').getByText('Verso').click();
    await page.waitForTimeout(300);
    await shot(page, '05-preview-back');

    // the list shows it, and its row opens the designer again
    await page.getByTestId('certificate-back').click();
    const table = page.getByTestId('certificates-table');
    const row = rows(table).filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Curso');
    await shot(page, '06-list-after');
  });

  test('the administrator links it to a course in the course wizard', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { access } = await apiSignIn(request, 'admin@demo.local');
    const headers = { authorization: `Bearer ${access}` };
    const linkId = await createdId(await request.post('/api/v1/midia', { headers, data: { nome: `Leitura ${stamp}`, tipo: 'link', link: 'https://example.com/leitura' } }), 'link');
    courseId = await createdId(await request.post('/api/v1/curso', { headers, data: { titulo: courseTitle, descricao: 'Um link.', cargaHoraria: 60, itens: [{ midiaId: linkId }] } }), 'course');
    const learner = await apiSignIn(request, 'aluno@demo.local');
    const enrol = await request.post(`/api/v1/curso/inscreverusuarios/${courseId}`, { headers, data: { usuariosIds: [learner.userId] } });
    expect(enrol.ok(), await enrol.text()).toBeTruthy();

    await signIn(page, 'admin@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    const cookies = page.getByRole('button', { name: 'Entendi e aceito' });
    if (await cookies.isVisible()) await cookies.click();
    await page.goto('/conteudo/curso');
    const courseRow = rows(page.getByTestId('courses-table')).filter({ hasText: courseTitle });
    await courseRow.getByTestId('row-action-edit').click();
    await expect(page.getByTestId('content-titulo')).toHaveValue(courseTitle);
    await page.getByTestId('content-certificate').click();
    await page.getByRole('option', { name }).click();
    await expect(page.getByTestId('content-certificate')).toHaveValue(name);
    await shot(page, '07-course-certificate');
    await page.getByTestId('content-wizard-finish').click();
    await expectToast(page, 'Registro atualizado com sucesso');

    // the template now counts the link, and cannot be deactivated
    await page.goto('/settings/certificate');
    const row = rows(page.getByTestId('certificates-table')).filter({ hasText: name });
    await expect(row).toContainText('1');
    const course = await request.get(`/api/v1/curso/${courseId}`, { headers });
    expect(((await course.json()) as { certificadoId: string | null }).certificadoId).not.toBeNull();
  });

  test('the learner completes the course, downloads the PDF and the image, and the QR code opens the public page', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signIn(page, 'aluno@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    const cookies = page.getByRole('button', { name: 'Entendi e aceito' });
    if (await cookies.isVisible()) await cookies.click();
    await page.goto(classroomUrl(courseId));
    await expect(page.getByTestId('enrolment-status').first()).toHaveAttribute('data-status', 'approved', { timeout: 30_000 });
    await page.getByTestId('classroom-certificate').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('certificate-page').first().locator('canvas').first()).toBeVisible();

    const pdfDownload = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Baixar PDF' }).click();
    const pdf = await PDFDocument.load(readFileSync((await (await pdfDownload).path())!));
    expect(pdf.getPageCount()).toBe(2);

    const pngDownload = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Baixar imagem' }).click();
    const image = PNG.sync.read(readFileSync((await (await pngDownload).path())!));
    const qr = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    expect(qr, 'a QR code on the front').not.toBeNull();
    const address = new URL(qr!.data);
    expect(address.pathname).toMatch(/^\/certificadousuario\/[0-9A-Z]{12}\/public$/);
    await shot(page, '08-learner-preview');

    const visitor = await browser.newContext();
    const publicPage = await visitor.newPage();
    await publicPage.goto(address.pathname);
    await expect(publicPage.getByTestId('public-certificate-valid')).toHaveText('Certificado válido');
    await expect(publicPage.getByTestId('public-certificate-title')).toHaveText(courseTitle);
    await expect(publicPage.getByTestId('certificate-page')).toHaveCount(2);
    await publicPage.screenshot({ path: join(SHOTS, '09-public.png'), fullPage: true });
    await visitor.close();
  });
});
