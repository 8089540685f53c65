import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiSignIn, Excel, expectToast, signIn } from './helpers.ts';

/**
 * Business units (/conta/unidade, 3-admin §2, §3, §9): the administrator builds a 3-level tree in the screen (root,
 * sub-unit, sub-sub-unit), searches it, meets the 5-level limit on a chain made through the API (the add action of a
 * level-5 unit is disabled with 'A estrutura de unidades permite no máximo 5 níveis.', and the server refuses a 6th
 * level with the same message), edits a code, deletes a leaf after the confirmation and exports the tree.
 */

const MAX_LEVELS = 'A estrutura de unidades permite no máximo 5 níveis.';

/** The row of the unit with this exact name. */
const node = (page: Page, nome: string): Locator => page.locator(`[data-unit-name="${nome}"]`);

async function signInAdmin(page: Page) {
  await signIn(page, 'admin@demo.local');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByTestId('main-layout')).toBeVisible();
}

/** Fills and saves the unit form that is open. */
async function saveUnit(page: Page, nome: string, codigo: string, toast = 'Registro cadastrado com sucesso') {
  const form = page.getByTestId('unit-form');
  await expect(form).toBeVisible();
  await form.getByTestId('unit-nome').fill(nome);
  await form.getByTestId('unit-codigo').fill(codigo);
  await form.getByTestId('unit-form-submit').click();
  // a save on a busy machine may take a while: the toast is awaited longer than the default
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: toast }).first()).toBeVisible({ timeout: 30_000 });
  await expect(form).toBeHidden();
}

test.describe('business units', () => {
  test('builds a 3-level tree, meets the 5-level limit, edits a code, deletes a leaf and exports', async ({ page, request }) => {
    const id = Date.now().toString(36).toUpperCase();
    const root = `E2E Holding ${id}`;
    const child = `E2E Regional ${id}`;
    const grandchild = `E2E Filial ${id}`;
    const leaf = `E2E Setor ${id}`;

    // five levels through the API, to reach the limit quickly
    const { access } = await apiSignIn(request, 'admin@demo.local');
    const headers = { authorization: `Bearer ${access}` };
    const chain: { id: string; nome: string }[] = [];
    for (let level = 1; level <= 5; level += 1) {
      const response = await request.post('/api/v1/unidadeDeNegocio', {
        headers,
        data: { nome: `E2E Nível ${level} ${id}`, codigo: `E2E-${id}-N${level}`, unidadeDeNegocioPaiId: chain.at(-1)?.id ?? null },
      });
      expect(response.status(), await response.text()).toBe(201);
      chain.push((await response.json()) as { id: string; nome: string });
    }
    const sixth = await request.post('/api/v1/unidadeDeNegocio', { headers, data: { nome: `E2E Nível 6 ${id}`, unidadeDeNegocioPaiId: chain[4].id } });
    expect(sixth.status()).toBe(422);
    expect(((await sixth.json()) as { notifications: { message: string }[] }).notifications[0].message).toBe(MAX_LEVELS);

    await signInAdmin(page);
    await page.goto('/conta/unidade');
    await expect(page.getByRole('heading', { name: 'Unidades de Negócio' })).toBeVisible();
    await expect(page.getByTestId('units-tree')).toBeVisible();
    // the demo tree is shown expanded
    await expect(node(page, 'Demo Brasil')).toBeVisible();
    await expect(node(page, 'São Paulo')).toBeVisible();
    await expect(node(page, 'São Paulo').getByTestId('unit-code')).toHaveText('BR-SE-SP');

    // a root: required name, character counters, the level preview
    await page.getByTestId('units-new').click();
    const form = page.getByTestId('unit-form');
    await form.getByTestId('unit-form-submit').click();
    await expect(form.getByText('Campo obrigatório')).toBeVisible();
    await form.getByTestId('unit-nome').fill(root);
    await expect(form.getByTestId('char-counter').first()).toHaveText(`${root.length}/100`);
    await form.getByTestId('unit-codigo').fill('E2E HOLD');
    await expect(form.getByTestId('char-counter').nth(1)).toHaveText('8/30');
    await form.getByTestId('unit-form-submit').click();
    await expect(form.getByText('Use apenas letras, números, sublinhado e hífen')).toBeVisible();
    await expect(form.getByTestId('unit-preview')).toContainText('Nível 1 de 5');
    await saveUnit(page, root, `E2E-${id}-H`);
    await expect(node(page, root)).toBeVisible();
    await expect(node(page, root).getByTestId('unit-level')).toHaveText('N1');

    // a sub-unit and a sub-sub-unit with the node's add action
    await node(page, root).getByTestId('unit-add-child').click();
    await expect(form).toContainText(`Nova unidade em ${root}`);
    await expect(form.getByTestId('unit-pai')).toHaveValue(root);
    await expect(form.getByTestId('unit-preview')).toContainText('Nível 2 de 5');
    await saveUnit(page, child, `E2E-${id}-R`);
    await expect(node(page, child).getByTestId('unit-level')).toHaveText('N2');
    await node(page, child).getByTestId('unit-add-child').click();
    await expect(form.getByTestId('unit-pai')).toHaveValue(`${root} / ${child}`);
    await saveUnit(page, grandchild, `E2E-${id}-F`);
    await expect(node(page, grandchild).getByTestId('unit-level')).toHaveText('N3');
    await node(page, grandchild).getByTestId('unit-add-child').click();
    await saveUnit(page, leaf, `E2E-${id}-S`);
    await expect(node(page, leaf).getByTestId('unit-level')).toHaveText('N4');

    // a duplicate code is refused by the server on the code field
    await page.getByTestId('units-new').click();
    await form.getByTestId('unit-nome').fill(`E2E Duplicada ${id}`);
    await form.getByTestId('unit-codigo').fill(`e2e-${id}-h`);
    await form.getByTestId('unit-form-submit').click();
    await expect(form.getByText('Já existe uma unidade com este código.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();

    // collapse and expand all
    await page.getByTestId('units-collapse-all').click();
    await expect(node(page, child)).toBeHidden();
    await page.getByTestId('units-expand-all').click();
    await expect(node(page, leaf)).toBeVisible();

    // search by name: matches highlighted, ancestors kept
    await page.getByTestId('units-search').fill(`filial ${id.toLowerCase()}`);
    await expect(node(page, grandchild).getByTestId('unit-match')).toHaveText(`Filial ${id}`);
    await expect(node(page, root)).toBeVisible();
    await expect(node(page, child)).toBeVisible();
    await expect(node(page, 'Demo Brasil')).toHaveCount(0);
    await expect(page.getByTestId('units-count')).toHaveText('1 unidade encontrada');
    await page.getByTestId('units-search').fill('nada-assim-existe');
    await expect(page.getByTestId('units-no-matches')).toContainText('Nenhuma unidade encontrada');
    await page.getByTestId('units-search').fill('');

    // the 5-level limit: a level-5 unit cannot receive a sub-unit, and says why
    const deepest = node(page, chain[4].nome);
    await expect(deepest.getByTestId('unit-level')).toHaveText('N5');
    await expect(deepest.getByTestId('unit-add-child')).toBeDisabled();
    await deepest.getByTestId('unit-add-child-wrap').hover();
    await expect(page.getByRole('tooltip').filter({ hasText: MAX_LEVELS })).toBeVisible();
    // moving the 4-level branch under level 2 would pass 5 levels: that parent is offered disabled with the reason
    await node(page, root).getByTestId('unit-edit').click();
    await expect(form).toContainText('Editar unidade');
    await form.getByTestId('unit-pai').click();
    const tooDeep = page.getByTestId(`unit-parent-option-${chain[1].id}`);
    await expect(tooDeep).toContainText(MAX_LEVELS);
    await expect(page.getByRole('option').filter({ has: tooDeep })).toHaveAttribute('data-combobox-disabled', 'true');
    // the unit itself and its own sub-units are not offered (a cycle)
    await expect(page.getByRole('option').filter({ hasText: 'Demo Brasil / Sudeste / São Paulo' })).toHaveCount(1);
    await expect(page.getByRole('option').filter({ hasText: child })).toHaveCount(0);
    await expect(page.getByRole('option').filter({ hasText: root })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // edit a code
    await form.getByTestId('unit-codigo').fill(`E2E-${id}-HOLD`);
    await form.getByTestId('unit-form-submit').click();
    await expectToast(page, 'Registro atualizado com sucesso');
    await expect(form).toBeHidden();
    await expect(node(page, root).getByTestId('unit-code')).toHaveText(`E2E-${id}-HOLD`);

    // a unit with sub-units cannot be deleted (the reason is the hint); a leaf is deleted after the confirmation
    await expect(node(page, grandchild).getByTestId('unit-delete')).toBeDisabled();
    await node(page, grandchild).getByTestId('unit-delete-wrap').hover();
    await expect(page.getByRole('tooltip').filter({ hasText: 'Não é possível excluir esta unidade: ela possui 1 unidade subordinada.' })).toBeVisible();
    await node(page, leaf).getByTestId('unit-delete').click();
    const confirm = page.getByTestId('confirm-delete');
    await expect(confirm).toContainText('Deseja realmente excluir o registro selecionado?');
    await page.getByTestId('confirm-delete-cancel').click();
    await expect(confirm).toBeHidden();
    await expect(node(page, leaf)).toBeVisible();
    await node(page, leaf).getByTestId('unit-delete').click();
    await page.getByTestId('confirm-delete-confirm').click();
    await expectToast(page, 'Registro removido com sucesso');
    await expect(node(page, leaf)).toHaveCount(0);
    await expect(node(page, grandchild).getByTestId('unit-delete')).toBeEnabled();

    // exports of the searched tree: the server's CSV and the .xlsx of the flattened list
    await page.getByTestId('units-search').fill(root);
    await expect(node(page, root).getByTestId('unit-match')).toBeVisible();
    const csvDownload = page.waitForEvent('download');
    await page.getByTestId('units-csv').click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/^Unidades de Negócio_\d{2}-\d{2}-\d{4}_\d{2}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync(await csv.path(), 'utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('\uFEFFCaminho;Nome;Código;Nível;Unidade superior;Usuários;Criado em');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${root};${root};E2E-${id}-HOLD;1;;0;`));

    // the CSV toast opens where the pointer rests (hovering keeps it open) and covers the export button
    await page.mouse.move(10, 400);
    await expect(page.getByText('Arquivo CSV gerado com sucesso')).toBeHidden({ timeout: 15_000 });
    await page.getByTestId('units-search').fill('');
    await page.getByTestId('units-export').click();
    const dialog = page.getByTestId('export-dialog');
    await dialog.getByTestId('export-select-all').click();
    for (const key of ['caminho', 'codigo', 'nivel']) await dialog.getByTestId(`export-column-${key}`).click();
    const xlsxDownload = page.waitForEvent('download');
    await dialog.getByTestId('export-confirm').click();
    const xlsx = await xlsxDownload;
    expect(xlsx.suggestedFilename()).toMatch(/^Unidades de Negócio_.*\.xlsx$/);
    const workbook = new Excel.Workbook();
    await workbook.xlsx.readFile(await xlsx.path());
    const sheet = workbook.getWorksheet('Dados')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Caminho', 'Código', 'Nível']);
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => (sheet.getRow(i + 2).values as unknown[]).slice(1));
    expect(rows).toContainEqual([`${root} / ${child} / ${grandchild}`, `E2E-${id}-F`, 3]);
    expect(rows).toContainEqual(['Demo Brasil / Sudeste / São Paulo', 'BR-SE-SP', 3]);
  });

  test('a learner without the permission is sent to /403', async ({ page }) => {
    await signIn(page, 'aluno@demo.local');
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/conta/unidade');
    await expect(page).toHaveURL(/\/403/);
  });
});
