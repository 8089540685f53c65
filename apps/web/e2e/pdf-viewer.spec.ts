import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoViolations, watchViolations } from './csp.ts';
import { apiSignIn, rows, signIn } from './helpers.ts';
import { createObject, openPreview as openPreviewByName, waitReady, type Created } from './media-files.ts';
import { CJK_TEXT, cjkPdf, formPdf, JPX_BOX, JPX_COLOUR, jpxPdf, LINK_URL, xfaPdf } from './pdf-files.ts';

/**
 * The PDF viewer shows real-world documents as their authors meant (docs/media.md 'Players (web)'), with PDFs written
 * by hand (e2e/pdf-files.ts) opened in the repository's preview: a JPEG 2000 image is drawn (pdf.js's OpenJPEG
 * decoder, fetched from the build, runs in its worker under the content security policy); Chinese text in a font the
 * file does not embed is in the text layer and can be selected; the find box counts and highlights matches; a link
 * is a real link (external: new tab; internal: goes to its page); a form field can be typed in; an XFA-only form
 * says it needs Adobe Reader.
 */

const PDF_PROBLEMS = /OpenJPEG|JBig2|wasm|JpxError|cMapUrl|standardFontDataUrl|Content Security Policy|Refused to/i;

/** Console messages of the page (pdf.js's worker warnings included) that say a decoder, CMap or font was missing. */
const watchPdfProblems = (page: Page) => {
  const found: string[] = [];
  page.on('console', (message) => {
    if (PDF_PROBLEMS.test(message.text())) found.push(message.text());
  });
  return found;
};

/** The preview of an object just uploaded (the first list of a fresh server may take a while on a busy machine). */
const openPreview = async (page: Page, name: string) => {
  await page.goto(`/conteudo/deposito?f_search=${encodeURIComponent(name)}`);
  await expect(rows(page.getByTestId('repository-table')).filter({ hasText: name })).toHaveCount(1, { timeout: 30_000 });
  return openPreviewByName(page, name);
};

/** The RGB colour at a point of a page's canvas, the point given as fractions of the page's width and height. */
const canvasColour = (pageDiv: Locator, fx: number, fy: number) =>
  pageDiv.evaluate(
    (div, [x, y]) => {
      const canvas = div.querySelector('canvas');
      if (!canvas || canvas.width === 0) return null;
      const data = canvas.getContext('2d')!.getImageData(Math.floor(canvas.width * x), Math.floor(canvas.height * y), 1, 1).data;
      return { r: data[0], g: data[1], b: data[2] };
    },
    [fx, fy] as const,
  );

test.describe('PDF viewer: real-world content', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  const stamp = Date.now().toString(36);
  let jpx: Created;
  let cjk: Created;
  let form: Created;
  let xfa: Created;
  let resume: Created;

  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000);
    const { access } = await apiSignIn(request, 'admin@demo.local');
    const headers = { authorization: `Bearer ${access}` };
    const upload = (nome: string, fileName: string, buffer: Buffer) =>
      createObject(request, headers, { nome, tipo: 'pdf', fileName }, { name: fileName, mimeType: 'application/pdf', buffer });
    jpx = await upload(`PDF JPEG 2000 ${stamp}`, 'digitalizado.pdf', jpxPdf());
    cjk = await upload(`PDF CJK ${stamp}`, 'chines.pdf', cjkPdf());
    form = await upload(`PDF formulario ${stamp}`, 'formulario.pdf', formPdf());
    xfa = await upload(`PDF XFA ${stamp}`, 'xfa.pdf', xfaPdf());
    resume = await upload(`PDF retomada ${stamp}`, 'retomada.pdf', formPdf());
    for (const object of [jpx, cjk, form, xfa, resume]) await waitReady(request, headers, object.id, (info) => Boolean(info.fileUrl));
  });

  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible({ timeout: 30_000 });
  });

  test('a JPEG 2000 image is drawn, its decoder allowed by the content security policy', async ({ page }) => {
    const violations = await watchViolations(page);
    const problems = watchPdfProblems(page);
    const modal = await openPreview(page, jpx.nome);
    const pageDiv = modal.getByTestId('pdf-page').first();
    await expect(pageDiv).toBeVisible({ timeout: 30_000 });
    const middle = (JPX_BOX.x + JPX_BOX.size / 2) / JPX_BOX.page;
    await expect
      .poll(async () => {
        const colour = await canvasColour(pageDiv, middle, middle);
        return colour ? Math.abs(colour.r - JPX_COLOUR.r) + Math.abs(colour.g - JPX_COLOUR.g) + Math.abs(colour.b - JPX_COLOUR.b) : Number.POSITIVE_INFINITY;
      }, { timeout: 30_000 })
      .toBeLessThan(30);
    // outside the image the page stays white
    expect(await canvasColour(pageDiv, 0.1, 0.1)).toEqual({ r: 255, g: 255, b: 255 });
    expect(problems).toEqual([]);
    await expectNoViolations(violations);
  });

  test('Chinese text in a font the file does not embed is in the text layer and can be selected', async ({ page }) => {
    const problems = watchPdfProblems(page);
    const modal = await openPreview(page, cjk.nome);
    const text = modal.locator('.textLayer').getByText(CJK_TEXT);
    await expect(text).toBeVisible({ timeout: 30_000 });
    // a triple click selects the line, through the watermark layer above it
    await text.click({ clickCount: 3 });
    expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toContain(CJK_TEXT);
    expect(problems).toEqual([]);
  });

  test('find counts and highlights matches; links are links; a form field takes typing', async ({ page, context }) => {
    const modal = await openPreview(page, form.nome);
    const viewer = modal.getByTestId('pdf-viewer');
    await expect(viewer.getByTestId('pdf-page-count')).toHaveText('de 2', { timeout: 30_000 });

    // find: 'regulamento' twice on page 1 (once capitalised) and once on page 2
    await viewer.getByTestId('pdf-find-input').fill('regulamento');
    await expect(viewer.getByTestId('pdf-find-count')).toHaveText('1 de 3');
    await expect(viewer.locator('.textLayer .highlight.selected')).toHaveCount(1);
    await expect(viewer.locator('.textLayer .highlight.selected')).toHaveText(/regulamento/i);
    await viewer.getByTestId('pdf-find-next').click();
    await expect(viewer.getByTestId('pdf-find-count')).toHaveText('2 de 3');
    await viewer.getByTestId('pdf-find-input').press('Enter');
    await expect(viewer.getByTestId('pdf-find-count')).toHaveText('3 de 3');
    await expect(viewer.getByTestId('pdf-page-input')).toHaveValue('2');
    await viewer.getByTestId('pdf-find-previous').click();
    await expect(viewer.getByTestId('pdf-find-count')).toHaveText('2 de 3');
    await viewer.getByTestId('pdf-find-input').fill('inexistente');
    await expect(viewer.getByTestId('pdf-find-count')).toHaveText('Nenhum resultado');
    await viewer.getByTestId('pdf-find-input').fill('');
    await expect(viewer.getByTestId('pdf-find-count')).toHaveText('');

    // the external link is an <a> that opens a new tab
    const first = viewer.getByTestId('pdf-page').first();
    const external = first.locator(`.annotationLayer a[href="${LINK_URL}"]`);
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', /noopener/);
    await context.route(`${LINK_URL}*`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Regulamento</title>' }));
    const popup = context.waitForEvent('page');
    await external.click();
    expect((await popup).url()).toBe(LINK_URL);
    await (await popup).close();

    // the internal link goes to page 2
    await viewer.getByTestId('pdf-page-input').fill('1');
    await expect(viewer.getByTestId('pdf-page-input')).toHaveValue('1');
    await expect(first.locator('.annotationLayer a:not([target])')).toHaveCount(1);
    await first.locator('.annotationLayer a:not([target])').click();
    await expect(viewer.getByTestId('pdf-page-input')).toHaveValue('2');

    // the AcroForm field takes typing
    await viewer.getByTestId('pdf-page-input').fill('1');
    const field = first.locator('.annotationLayer input[type="text"]');
    await expect(field).toBeVisible();
    await field.fill('Maria da Silva');
    await expect(field).toHaveValue('Maria da Silva');
  });

  // A PDF not read to the end yet: once complete, only the completion is kept (docs/media.md 'Progress').
  test('the page read last is where the PDF opens again', async ({ page }) => {
    let modal = await openPreview(page, resume.nome);
    let viewer = modal.getByTestId('pdf-viewer');
    await expect(viewer.getByTestId('pdf-page-count')).toHaveText('de 2', { timeout: 30_000 });
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/midia/progresso') && (r.request().postDataJSON() as { posicao?: number }).posicao === 2);
    await viewer.getByTestId('pdf-next').click();
    await expect(viewer.getByTestId('pdf-page-input')).toHaveValue('2');
    expect((await saved).ok()).toBeTruthy();
    await modal.getByRole('button', { name: 'Fechar' }).click();
    modal = await openPreview(page, resume.nome);
    viewer = modal.getByTestId('pdf-viewer');
    await expect(viewer.getByTestId('pdf-page-input')).toHaveValue('2', { timeout: 30_000 });
    // page 2 is the one in view
    await expect.poll(() => viewer.getByTestId('pdf-scroll').evaluate((box) => box.scrollTop)).toBeGreaterThan(300);
  });

  test('an XFA-only form says it needs Adobe Reader (no download in the preview)', async ({ page }) => {
    const modal = await openPreview(page, xfa.nome);
    const notice = modal.getByTestId('pdf-xfa');
    await expect(notice).toBeVisible({ timeout: 30_000 });
    await expect(notice).toContainText('Este formulário precisa do Adobe Reader');
    await expect(notice.getByTestId('pdf-xfa-download')).toHaveCount(0);
    // an ordinary form says nothing of the kind
    await modal.getByRole('button', { name: 'Fechar' }).click();
    const other = await openPreview(page, form.nome);
    await expect(other.getByTestId('pdf-page-count')).toHaveText('de 2', { timeout: 30_000 });
    await expect(other.getByTestId('pdf-xfa')).toHaveCount(0);
  });
});
