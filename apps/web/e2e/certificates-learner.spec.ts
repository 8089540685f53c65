import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { apiSignIn, expectToast, signIn } from './helpers.ts';

/**
 * The learner's certificate (2-learner §3 'Certificate', §7; 1-shell §4 preview dialog, §7 public URL and /cert): the
 * administrator makes a template with a back side listing the course's items and a course of one link that gives it,
 * and enrols the learner; the learner completes the course in the classroom (approved), opens the certificate from
 * the classroom, sees the front, the back and both, downloads the PDF (two A4 landscape pages) and the image (a PNG),
 * shares it (the front's image is stored first), finds it in 'Meu progresso' (row action and the 'Certificados' tab),
 * and anyone sees it valid on its public page; /cert validates the credential and answers an unknown code with one
 * message (the result screen, no toast beside it).
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? join(tmpdir(), 'certificates-learner-shots');
mkdirSync(SHOTS, { recursive: true });

const classroomUrl = (id: string, step = 0) => `/learning-center/view/${Buffer.from(`curso:${id}`).toString('base64url')}/${step}`;

async function createdId(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<string> {
  expect(response.ok(), `${what}: ${await response.text()}`).toBeTruthy();
  return ((await response.json()) as { id: string }).id;
}

const text = (id: string, value: string, y: number, fontSize: number, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'text',
  x: 80,
  y,
  width: 962,
  height: Math.round(fontSize * 1.6),
  text: value,
  fontFamily: 'Georgia',
  fontSize,
  align: 'center',
  color: '#1f2a44',
  ...extra,
});

/** A layout with a front (title, name, date, workload, credential and QR code) and a back listing the items. */
const layout = {
  version: 2,
  settings: {
    page: {
      width: 1122,
      height: 793,
      backSide: true,
      background: { color: '#fdf8ec', image: null, opacity: 1, mirror: false },
      backBackground: { color: '#f4f7fb', image: null, opacity: 1, mirror: false },
    },
  },
  layers: [
    text('heading', 'CERTIFICADO DE CONCLUSÃO', 110, 44, { bold: true, color: '#8a6d1d' }),
    text('intro', 'Certificamos que', 220, 22),
    text('name', '{{nomeUsuario}}', 270, 48, { bold: true }),
    text('course', 'concluiu o curso {{title}} em {{dataEmissao}}, com carga horária de {{cargaHoraria}}.', 370, 22),
    text('credential', 'Credencial {{credential}}', 660, 16, { x: 80, width: 600, align: 'left' }),
    { id: 'qr', type: 'object', object: 'qrcode', x: 930, y: 600, width: 120, height: 120, color: '#000000', background: '#ffffff' },
  ],
  backLayers: [text('back-title', 'Conteúdo do curso', 80, 32, { bold: true }), text('list', '{{course}}', 150, 20, { height: 560, align: 'left' })],
};

async function acceptCookies(page: Page) {
  const accept = page.getByRole('button', { name: 'Entendi e aceito' });
  if (await accept.isVisible({ timeout: 3_000 }).catch(() => false)) await accept.click();
}

test.describe('learner certificates', () => {
  test.describe.configure({ mode: 'serial' });
  const stamp = Date.now().toString(36);
  const courseTitle = `Curso com certificado ${stamp}`;
  let courseId = '';
  let learnerName = '';
  let publicUrl = '';
  let credential = '';

  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    const { access } = await apiSignIn(request, 'admin@demo.local');
    const headers = { authorization: `Bearer ${access}` };
    const certificateId = await createdId(
      await request.post('/api/v1/Certificado', {
        headers,
        multipart: { nome: `Certificado e2e ${stamp}`, tipo: 'Curso', imprimeVerso: 'true', active: 'true', jsonCertificado: JSON.stringify(layout) },
      }),
      'certificate',
    );
    const linkId = await createdId(await request.post('/api/v1/midia', { headers, data: { nome: `Leitura obrigatória ${stamp}`, tipo: 'link', link: 'https://example.com/leitura' } }), 'link');
    courseId = await createdId(
      await request.post('/api/v1/curso', { headers, data: { titulo: courseTitle, descricao: 'Um link, com certificado.', cargaHoraria: 90, certificadoId: certificateId, itens: [{ midiaId: linkId }] } }),
      'course',
    );
    const learner = await apiSignIn(request, 'aluno@demo.local');
    const enrol = await request.post(`/api/v1/curso/inscreverusuarios/${courseId}`, { headers, data: { usuariosIds: [learner.userId] } });
    expect(enrol.ok(), await enrol.text()).toBeTruthy();
  });

  test('the learner completes the course and uses the certificate preview', async ({ page, context }) => {
    test.setTimeout(150_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await context.route('https://www.linkedin.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>LinkedIn</title>' }));
    await signIn(page, 'aluno@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await acceptCookies(page);

    // the classroom: the link completes on open, the enrolment turns approved and the certificate button shows
    await page.goto(classroomUrl(courseId));
    await expect(page.getByTestId('classroom')).toHaveAttribute('data-load-state', '2');
    await expect(page.getByTestId('enrolment-status').first()).toHaveAttribute('data-status', 'approved', { timeout: 30_000 });
    const open = page.getByTestId('classroom-certificate');
    await expect(open).toBeVisible();

    const printReply = page.waitForResponse((r) => /\/api\/v1\/Certificado\/Imprimir\//i.test(r.url()) && r.request().method() === 'GET');
    await open.click();
    const reply = await printReply;
    expect(reply.status()).toBe(200);
    const print = (await reply.json()) as { url: string; credential: string; nomeUsuario: string; title: string };
    publicUrl = print.url;
    credential = print.credential;
    learnerName = print.nomeUsuario;
    expect(print.title).toBe(courseTitle);
    expect(publicUrl).toContain(`/certificadousuario/${credential}/public`);

    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('certificate-preview-body')).toBeVisible();
    const pages = dialog.getByTestId('certificate-page');
    await expect(pages).toHaveCount(1);
    await expect(pages.first()).toHaveAttribute('data-side', 'front');
    await expect(pages.first().locator('canvas').first()).toBeVisible();
    await expect(dialog.getByTestId('certificate-credential')).toContainText(credential);
    await page.waitForTimeout(500);
    await page.screenshot({ path: join(SHOTS, '01-preview-front.png') });

    // the back, then both
    const views = dialog.getByTestId('certificate-view');
    await views.getByText('Verso', { exact: true }).click();
    await expect(pages).toHaveCount(1);
    await expect(pages.first()).toHaveAttribute('data-side', 'back');
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SHOTS, '02-preview-back.png') });
    await views.getByText('Ambos', { exact: true }).click();
    await expect(pages).toHaveCount(2);
    await expect(pages.nth(0)).toHaveAttribute('data-side', 'front');
    await expect(pages.nth(1)).toHaveAttribute('data-side', 'back');

    // the PDF: every page, A4 landscape
    const pdfDownload = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Baixar PDF' }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toBe('certificado.pdf');
    const file = await PDFDocument.load(readFileSync((await pdf.path())!));
    expect(file.getPageCount()).toBe(2);
    const { width, height } = file.getPage(0).getSize();
    expect(Math.round(width)).toBe(842);
    expect(Math.round(height)).toBe(595);

    // the image of the front
    await views.getByText('Frente', { exact: true }).click();
    const pngDownload = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Baixar imagem' }).click();
    const png = await pngDownload;
    expect(png.suggestedFilename()).toBe('certificado.png');
    expect(readFileSync((await png.path())!).subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');

    // share: the front's image is stored first, then LinkedIn opens with the public address
    const stored = page.waitForResponse((r) => /\/api\/v1\/certificadoUsuario\/.+\/usuario\//i.test(r.url()) && r.request().method() === 'POST');
    const popupEvent = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Compartilhar' }).click();
    const storedReply = await stored;
    expect(storedReply.status(), await storedReply.text()).toBeLessThan(300);
    const shared = (await storedReply.json()) as { credencial: string; url: string };
    expect(shared.credencial).toBe(credential);
    const popup = await popupEvent;
    await popup.waitForURL(/linkedin\.com\/sharing\/share-offsite/);
    expect(new URL(popup.url()).searchParams.get('url')).toBe(shared.url);
    await popup.close();

    // add to profile reuses the stored image (one POST per opening)
    let posts = 0;
    page.on('request', (request) => {
      if (/\/api\/v1\/certificadoUsuario\/.+\/usuario\//i.test(request.url()) && request.method() === 'POST') posts += 1;
    });
    const profileEvent = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Adicionar ao perfil' }).click();
    const profile = await profileEvent;
    await profile.waitForURL(/linkedin\.com\/profile\/add/);
    const params = new URL(profile.url()).searchParams;
    expect(params.get('startTask')).toBe('CERTIFICATION_NAME');
    expect(params.get('name')).toBe(courseTitle);
    expect(params.get('certId')).toBe(credential);
    expect(params.get('certUrl')).toBe(shared.url);
    await profile.close();
    expect(posts).toBe(0);

    await page.mouse.move(5, 5);
    await dialog.getByRole('button', { name: 'Copiar link' }).click();
    await expectToast(page, 'Link copiado para a área de transferência.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shared.url);
    await page.screenshot({ path: join(SHOTS, '03-preview-actions.png') });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('my progress offers the certificate on the approved row and in the certificates tab', async ({ page }) => {
    await signIn(page, 'aluno@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await acceptCookies(page);
    await page.goto('/gestao/progresso');
    await page.getByTestId('progress-search').fill(courseTitle);
    const row = page.locator(`[data-testid="progress-row"][data-conteudo-id="${courseId}"]`);
    await expect(row).toHaveAttribute('data-status', 'approved');
    await row.getByTestId('progress-row-certificate').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('certificate-page').first().locator('canvas').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('tab', { name: 'Certificados' }).click();
    await expect(page).toHaveURL(/aba=certificados/);
    const card = page.locator(`[data-testid="my-certificate"][data-credential="${credential}"]`);
    await expect(card).toContainText(courseTitle);
    await page.screenshot({ path: join(SHOTS, '04-my-certificates.png') });
    await card.getByRole('button', { name: `Ver certificado de ${courseTitle}` }).click();
    await expect(dialog.getByTestId('certificate-preview-body')).toHaveAttribute('data-credential', credential);
  });

  test('anyone sees the certificate valid on its public page; /cert validates and answers an unknown code', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(publicUrl);
    await expect(page.getByTestId('public-certificate-valid')).toHaveText('Certificado válido');
    await expect(page.getByTestId('public-certificate-holder')).toHaveText(learnerName);
    await expect(page.getByTestId('public-certificate-title')).toHaveText(courseTitle);
    await expect(page.getByTestId('public-certificate-credential')).toHaveText(credential);
    await expect(page.getByTestId('certificate-page')).toHaveCount(2);
    await expect(page.getByTestId('certificate-page').first().locator('canvas').first()).toBeVisible();
    await page.waitForTimeout(500);
    await page.screenshot({ path: join(SHOTS, '05-public.png'), fullPage: true });
    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar PDF' }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toBe('certificado.pdf');
    expect((await PDFDocument.load(readFileSync((await pdf.path())!))).getPageCount()).toBe(2);

    // /cert: the credential is valid and links to the public page
    await page.getByRole('link', { name: 'Validar outro certificado' }).click();
    await expect(page).toHaveURL(/\/cert$/);
    await page.getByLabel('Código de credencial').fill(credential.toLowerCase());
    await page.getByRole('button', { name: 'Validar', exact: true }).click();
    await expect(page.getByTestId('cert-valid')).toContainText(learnerName);
    await page.getByRole('link', { name: 'Ver certificado' }).click();
    await expect(page).toHaveURL(new RegExp(`/certificadousuario/${credential}/public$`, 'i'));
    await expect(page.getByTestId('public-certificate-valid')).toBeVisible();

    // an unknown code
    await page.goto('/cert');
    await page.getByLabel('Código de credencial').fill('ZZZZ0000ZZZZ');
    await page.getByRole('button', { name: 'Validar', exact: true }).click();
    await expect(page.getByTestId('cert-invalid')).toBeVisible();
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);

    // an unknown public address
    await page.goto('/certificadousuario/ZZZZ0000ZZZZ/public');
    await expect(page.getByTestId('public-certificate-invalid')).toBeVisible();
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
    await page.screenshot({ path: join(SHOTS, '06-public-unknown.png') });
    await context.close();
  });
});
