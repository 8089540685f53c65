import { deflateSync } from 'node:zlib';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiSignIn, expectToast, rows, signIn } from './helpers.ts';

/**
 * Sections (3-admin §2, §3, §5): the administrator creates a section for a job title with two repository objects of
 * the demo content, puts them in order, uploads a card image of the design size, edits the audience (switching to
 * segmentations clears the job titles), changes the home order of the sections and deletes the section after the
 * confirmation.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/sections';

/** A PNG of w x h grey pixels. */
function png(w: number, h: number): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = table[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.writeUInt8(8, 8);
  ihdr.writeUInt8(0, 9);
  const raw = Buffer.alloc((w + 1) * h, 0x5a);
  for (let y = 0; y < h; y += 1) raw[y * (w + 1)] = 0;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

async function pick(page: Page, field: Locator, typed: string, option: string, close = true) {
  await field.click();
  await field.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  if (close) await field.press('Escape');
}

test.describe('sections', () => {
  test('create for a job title with two objects and a card, reorder, edit, delete', async ({ page, request }) => {
    test.setTimeout(120_000);
    // another section, so the ordering has something to pass
    const { access } = await apiSignIn(request, 'admin@demo.local');
    const headers = { authorization: `Bearer ${access}` };
    const other = await request.post('/api/v1/Secao', { headers, data: { nome: `Destaques ${Date.now().toString(36)}`, publico: true } });
    expect(other.status()).toBe(201);
    const otherId = ((await other.json()) as { id: string }).id;
    await signIn(page, 'admin@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await page.goto('/conteudo/secao');
    await expect(page.getByRole('heading', { name: 'Seções' }).first()).toBeVisible();
    const table = page.getByTestId('sections-table');
    const nome = `Boas-vindas ${Date.now().toString(36)}`;

    await page.getByTestId('sections-new').click();
    const form = page.getByTestId('section-form');
    await expect(form).toBeVisible();
    await form.getByTestId('section-nome').fill(nome);
    await form.getByTestId('section-observacao').fill('Primeiros passos de quem chega.');

    // audience: a job title
    await form.getByTestId('section-tab-audience').click();
    await pick(page, form.getByTestId('section-cargos'), 'Gerente', 'Gerente Comercial');
    await expect(form.getByTestId('section-cargos')).toBeVisible();

    // items: two objects of the repository, then the second moved up
    await form.getByTestId('section-tab-items').click();
    await pick(page, form.getByTestId('section-items-search'), 'Manual', 'Manual de Boas-Vindas', false);
    await pick(page, form.getByTestId('section-items-search'), 'Palestra', 'Palestra: como aprendemos', false);
    const items = form.getByTestId('section-item');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText('Manual de Boas-Vindas');
    await items.nth(1).getByTestId('section-item-up').click();
    await expect(items.nth(0)).toContainText('Palestra: como aprendemos');
    await expect(items.nth(1)).toContainText('Manual de Boas-Vindas');
    await page.screenshot({ path: `${SHOTS}/01-items.png` });

    // images: a card of the design size (no warning), a banner of another size (warning, accepted)
    await form.getByTestId('section-tab-images').click();
    await form.getByTestId('section-image-Card').locator('input[type="file"]').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: png(1152, 335) });
    await expect(form.getByTestId('section-image-Card-preview')).toBeVisible();
    await expect(form.getByTestId('section-image-Card-warning')).toHaveCount(0);
    await form.getByTestId('section-image-Banner').locator('input[type="file"]').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png(600, 200) });
    await expect(form.getByTestId('section-image-Banner-warning')).toContainText('600x200');
    await page.screenshot({ path: `${SHOTS}/02-images.png` });

    await form.getByTestId('section-form-submit').click();
    await expectToast(page, 'Registro cadastrado com sucesso');
    await expect(form).toBeHidden();
    const row = rows(table).filter({ hasText: nome });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Publicada');
    await expect(row).toContainText('2');
    await page.screenshot({ path: `${SHOTS}/03-list.png` });

    // edit: the stored card shows, the items keep their order; switching to segmentations clears the job title
    await row.getByTestId('row-action-edit').click();
    await expect(form).toBeVisible();
    await expect(form.getByTestId('section-nome')).toHaveValue(nome);
    await form.getByTestId('section-tab-images').click();
    await expect(form.getByTestId('section-image-Card-preview')).toBeVisible();
    await expect(form.getByTestId('section-image-Card-preview')).toHaveJSProperty('complete', true);
    expect(await form.getByTestId('section-image-Card-preview').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1152);
    await form.getByTestId('section-tab-items').click();
    await expect(form.getByTestId('section-item').nth(0)).toContainText('Palestra: como aprendemos');
    await form.getByTestId('section-tab-audience').click();
    await form.getByTestId('section-audience-kind').getByText('Segmentações').click();
    await expectToast(page, 'Os vínculos da outra aba foram removidos.');
    await form.getByTestId('section-audience-kind').getByText('Unidade / departamento / cargo').click();
    await expect(form.getByTestId('section-cargos')).not.toContainText('Gerente Comercial');
    await pick(page, form.getByTestId('section-cargos'), 'Financeiro', 'Analista Financeiro');
    await form.getByTestId('section-tab-general').click();
    await form.getByTestId('section-nome').fill(`${nome} editada`);
    await page.screenshot({ path: `${SHOTS}/04-edit.png` });
    await form.getByTestId('section-form-submit').click();
    await expectToast(page, 'Registro atualizado com sucesso');
    await expect(form).toBeHidden();
    const edited = rows(table).filter({ hasText: `${nome} editada` });
    await expect(edited).toHaveCount(1);

    // home order: the new section (last) moves one place up
    await page.getByTestId('sections-order').click();
    const order = page.getByTestId('section-order');
    await expect(order).toBeVisible();
    const orderRows = order.getByTestId('section-order-row');
    await expect(orderRows.last()).toContainText(`${nome} editada`);
    const count = await orderRows.count();
    expect(count).toBeGreaterThan(1);
    await orderRows.last().getByTestId('section-order-up').click();
    await expect(orderRows.nth(count - 2)).toContainText(`${nome} editada`);
    await page.screenshot({ path: `${SHOTS}/05-order.png` });
    await order.getByTestId('section-order-save').click();
    await expectToast(page, 'Ordem das seções salva.');
    await expect(order).toBeHidden();
    // the list (by home order) shows the new position
    await expect(edited).toContainText(String(count - 1));
    await page.getByTestId('sections-order').click();
    await expect(orderRows.nth(count - 2)).toContainText(`${nome} editada`);
    await page.keyboard.press('Escape');
    await expect(order).toBeHidden();

    // delete after the confirmation
    await edited.getByTestId('row-action-delete').click();
    await expect(page.getByTestId('confirm-delete')).toBeVisible();
    await page.getByTestId('confirm-delete-confirm').click();
    await expectToast(page, 'Registro removido com sucesso');
    await expect(rows(table).filter({ hasText: nome })).toHaveCount(0);
    await request.delete(`/api/v1/Secao/${otherId}`, { headers });
  });
});
