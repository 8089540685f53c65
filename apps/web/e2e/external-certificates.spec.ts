import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectToast, signIn } from './helpers.ts';

/**
 * External certificates (2-learner §2/§3/§4/§5/§8; 3-admin §2/§3/§4/§5/§8): the learner sends a certificate (a PNG
 * made here) from /gestao/certificados-externos; the administrator opens it in /conteudo/certificados-externos-admin,
 * sees the image and denies it with 'Outro' and a text; the learner sees the denial and its reason, corrects and
 * resends it; the administrator approves it; the learner sees it approved, with nothing left to edit.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? join(tmpdir(), 'external-certificates-shots');
mkdirSync(SHOTS, { recursive: true });

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A small RGB PNG: a blue band over a light background, enough to be seen in the preview. */
function makePng(width = 240, height = 160): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const band = y > height / 3 && y < (2 * height) / 3;
      row.set(band ? [30, 90, 200] : [240, 244, 250], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function newSignedInPage(browser: Browser, user: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  await signIn(page, user);
  await expect(page.getByTestId('main-layout')).toBeVisible();
  return page;
}

test.describe('external certificates', () => {
  test.describe.configure({ mode: 'serial' });
  const stamp = Date.now().toString(36);
  const name = `Certificado externo ${stamp}`;
  let learner: Page;
  let admin: Page;

  test.beforeAll(async ({ browser }) => {
    learner = await newSignedInPage(browser, 'aluno@demo.local');
    admin = await newSignedInPage(browser, 'admin@demo.local');
  });

  test.afterAll(async () => {
    await learner?.context().close();
    await admin?.context().close();
  });

  const learnerRow = () => learner.getByTestId('my-certificates-table').locator('tbody tr').filter({ hasText: name });

  const openAdminRequest = async () => {
    await admin.goto(`/conteudo/certificados-externos-admin?f_search=${encodeURIComponent(stamp)}`);
    const row = admin.getByTestId('admin-certificates-table').locator('tbody tr').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await row.getByTestId('row-action-open').click();
    const drawer = admin.getByTestId('certificate-review');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId('certificate-review-name')).toHaveText(name);
    return drawer;
  };

  test('the learner sends a certificate with its file', async () => {
    await learner.goto('/gestao/certificados-externos');
    await expect(learner.getByRole('heading', { name: 'Certificados externos' })).toBeVisible();
    await learner.getByTestId('certificate-new').click();
    const form = learner.getByTestId('certificate-form');
    await expect(form).toBeVisible();

    // nothing filled: the server's messages on the fields, and the file is asked for
    await form.getByTestId('certificate-form-submit').click();
    await expect(form).toContainText('Informe o nome do certificado.');
    await expect(form.getByTestId('certificate-file-error')).toHaveText('Anexe o arquivo do certificado.');

    await form.getByTestId('certificate-name').fill(name);
    await form.getByTestId('certificate-type').click();
    await learner.getByRole('option', { name: 'Outro', exact: true }).click();
    await form.getByTestId('certificate-other-type').fill('Workshop');
    await form.getByTestId('certificate-institution').fill('Instituto Horizonte');
    await form.getByTestId('certificate-workload').fill('20');
    await form.getByTestId('certificate-init-date').fill('10/03/2025');
    await form.getByTestId('certificate-name').click();
    await form.getByTestId('certificate-end-date').fill('05/03/2025');
    await form.getByTestId('certificate-name').click();

    // the browser checks the file before sending: another type and more than 2 MB are refused
    const input = form.getByTestId('certificate-file-input');
    await input.setInputFiles({ name: 'foto.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expectToast(learner, 'Ops', 'O certificado deve ser um arquivo png, jpg ou pdf.');
    await input.setInputFiles({ name: 'grande.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 0x25) });
    // the type toast may still be on screen: look for the size toast by its own text
    await expect(learner.locator('.mantine-Notification-root').filter({ hasText: 'O arquivo do certificado pode ter no máximo 2 MB.' })).toBeVisible();
    await expect(form.getByTestId('certificate-file-name')).toHaveCount(0);
    await input.setInputFiles({ name: 'certificado.png', mimeType: 'image/png', buffer: makePng() });
    await expect(form.getByTestId('certificate-file-name')).toHaveText('certificado.png');

    // the end before the start is refused with the server's words
    await form.getByTestId('certificate-form-submit').click();
    await expect(form).toContainText('A data de término não pode ser anterior à data de início.');
    await form.getByTestId('certificate-end-date').fill('28/03/2025');
    await form.getByTestId('certificate-name').click();
    await learner.screenshot({ path: join(SHOTS, 'learner-form.png') });

    const saved = learner.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/v1\/CertificadoExterno$/i.test(r.url()));
    await form.getByTestId('certificate-form-submit').click();
    expect((await saved).status()).toBeLessThan(300);
    await expectToast(learner, 'Certificado enviado para aprovação.');
    await expect(form).toBeHidden();

    const row = learnerRow();
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('certificate-status')).toHaveText('Pendente');
    await expect(row).toContainText('Outro: Workshop');
    await expect(row).toContainText('Instituto Horizonte');
    await expect(row).toContainText('20 h');
    await expect(row).toContainText('10/03/2025 a 28/03/2025');

    // the learner opens the file (fetched with the session)
    await row.getByTestId('row-action-view').click();
    const view = learner.getByTestId('certificate-view');
    await expect(view.getByTestId('certificate-file-image')).toBeVisible();
    await expect.poll(() => view.getByTestId('certificate-file-image').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
    await learner.screenshot({ path: join(SHOTS, 'learner-file.png') });
    await learner.keyboard.press('Escape');
    await expect(view).toBeHidden();
  });

  test("the administrator denies it with 'Outro' and a text", async () => {
    const drawer = await openAdminRequest();
    await expect(drawer.getByTestId('certificate-review-person')).toContainText('aluno@demo.local');
    await expect(drawer.getByTestId('certificate-file-image')).toBeVisible();
    await expect.poll(() => drawer.getByTestId('certificate-file-image').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
    await admin.screenshot({ path: join(SHOTS, 'admin-review.png') });

    // denying needs the justification type, and the text for 'Outro'
    await drawer.getByTestId('certificate-deny').click();
    await expect(drawer).toContainText('Selecione a justificativa da recusa.');
    await drawer.getByTestId('certificate-justification-type').click();
    await admin.getByRole('option', { name: 'Outro', exact: true }).click();
    await drawer.getByTestId('certificate-deny').click();
    await expect(drawer).toContainText('Descreva a justificativa da recusa.');
    await drawer.getByTestId('certificate-justification-text').fill('A data de término não aparece no arquivo');

    await drawer.getByTestId('certificate-deny').click();
    await admin.getByTestId('certificate-deny-confirm-confirm').click();
    await expectToast(admin, 'Certificado negado.');
    await expect(drawer.getByTestId('certificate-status')).toHaveText('Negado');
    await expect(drawer.getByTestId('certificate-review-decision')).toHaveCount(0);
    await expect(drawer.getByTestId('certificate-review-justification')).toContainText('Outro: A data de término não aparece no arquivo');
    await admin.keyboard.press('Escape');
    const row = admin.getByTestId('admin-certificates-table').locator('tbody tr').filter({ hasText: name });
    await expect(row.getByTestId('certificate-status')).toHaveText('Negado');
  });

  test('the learner sees the denial, corrects and resends it', async () => {
    await learner.reload();
    const row = learnerRow();
    await expect(row.getByTestId('certificate-status')).toHaveText('Negado');
    await expect(row.getByTestId('certificate-row-justification')).toHaveText('Outro: A data de término não aparece no arquivo');
    await expect(row.getByTestId('row-action-edit')).toHaveCount(0);
    await learner.screenshot({ path: join(SHOTS, 'learner-denied.png') });

    await row.getByTestId('row-action-resend').click();
    const form = learner.getByTestId('certificate-form');
    await expect(form.getByTestId('certificate-form-denied')).toBeVisible();
    await expect(form.getByTestId('certificate-name')).toHaveValue(name);
    await expect(form.getByTestId('certificate-file-name')).toHaveText('certificado.png');
    await form.getByTestId('certificate-institution').fill('Instituto Horizonte Digital');
    await form.getByTestId('certificate-file-input').setInputFiles({ name: 'certificado-completo.png', mimeType: 'image/png', buffer: makePng(320, 200) });
    const saved = learner.waitForResponse((r) => r.request().method() === 'PUT' && /\/api\/v1\/CertificadoExterno\/[^/]+$/i.test(r.url()));
    await form.getByTestId('certificate-form-submit').click();
    expect((await saved).status()).toBe(200);
    await expectToast(learner, 'Certificado reenviado para aprovação.');
    await expect(row.getByTestId('certificate-status')).toHaveText('Pendente');
    await expect(row).toContainText('Instituto Horizonte Digital');
    await expect(row.getByTestId('certificate-row-justification')).toHaveCount(0);
  });

  test('the administrator approves it and the learner sees it approved', async () => {
    const drawer = await openAdminRequest();
    await expect(drawer.getByTestId('certificate-status')).toHaveText('Pendente');
    await expect.poll(() => drawer.getByTestId('certificate-file-image').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    await drawer.getByTestId('certificate-approve').click();
    await admin.getByTestId('certificate-approve-confirm-confirm').click();
    await expectToast(admin, 'Certificado aprovado.');
    await expect(drawer.getByTestId('certificate-status')).toHaveText('Aprovado');
    await expect(drawer.getByTestId('certificate-review-reviewed')).toBeVisible();
    await admin.screenshot({ path: join(SHOTS, 'admin-approved.png') });

    await learner.reload();
    const row = learnerRow();
    await expect(row.getByTestId('certificate-status')).toHaveText('Aprovado');
    for (const action of ['edit', 'resend', 'delete']) await expect(row.getByTestId(`row-action-${action}`)).toHaveCount(0);
    await expect(row.getByTestId('row-action-view')).toBeVisible();
    await learner.screenshot({ path: join(SHOTS, 'learner-approved.png') });
  });
  test('the learner deletes a pending request after confirming', async () => {
    const other = `Certificado em PDF ${stamp}`;
    await learner.getByTestId('certificate-new').click();
    const form = learner.getByTestId('certificate-form');
    await form.getByTestId('certificate-name').fill(other);
    await form.getByTestId('certificate-type').click();
    await learner.getByRole('option', { name: 'Acadêmico', exact: true }).click();
    await form.getByTestId('certificate-institution').fill('Universidade Aberta');
    await form.getByTestId('certificate-workload').fill('8');
    await form.getByTestId('certificate-init-date').fill('01/02/2025');
    await form.getByTestId('certificate-name').click();
    await form.getByTestId('certificate-end-date').fill('01/02/2025');
    await form.getByTestId('certificate-name').click();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
    await form.getByTestId('certificate-file-input').setInputFiles({ name: 'diploma.pdf', mimeType: 'application/pdf', buffer: pdf });
    await form.getByTestId('certificate-form-submit').click();
    await expectToast(learner, 'Certificado enviado para aprovação.');
    const row = learner.getByTestId('my-certificates-table').locator('tbody tr').filter({ hasText: other });
    await expect(row.getByTestId('certificate-status')).toHaveText('Pendente');

    // a PDF opens in a frame
    await row.getByTestId('row-action-view').click();
    const view = learner.getByTestId('certificate-view');
    await expect(view.getByTestId('certificate-file-pdf')).toBeVisible();
    await learner.screenshot({ path: join(SHOTS, 'learner-pdf.png') });
    // The PDF's frame may hold the keyboard focus once loaded (Escape then goes to the frame): close with the button.
    await view.locator('.mantine-Modal-close').click();
    await expect(view).toBeHidden();

    await row.getByTestId('row-action-delete').click();
    await learner.getByTestId('certificate-delete-cancel').click();
    await expect(row).toHaveCount(1);
    await row.getByTestId('row-action-delete').click();
    await learner.getByTestId('certificate-delete-confirm').click();
    await expectToast(learner, 'Certificado excluído.');
    await expect(row).toHaveCount(0);
  });
});
