import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectToast, rows, signIn } from './helpers.ts';

/**
 * Segmentations (3-admin §2, §3, §5): the administrator creates a segmentation by job title and units joined by AND,
 * previews the users it reaches (the demo manager only), edits it to OR and sees more users (the demo learner of
 * São Paulo joins), then deletes it after the confirmation.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/segmentations';

async function pick(page: Page, field: Locator, typed: string, option: string) {
  await field.click();
  await field.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await field.press('Escape');
}

test.describe('segmentations', () => {
  test('create by job title + unit with AND, preview, edit to OR, preview more, delete', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'admin@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await page.goto('/settings/segmentacao');
    await expect(page.getByRole('heading', { name: 'Segmentações' }).first()).toBeVisible();
    const table = page.getByTestId('segmentations-table');
    const nome = `Comercial Sudeste ${Date.now().toString(36)}`;

    // a segmentation needs at least one link
    await page.getByTestId('segmentations-new').click();
    const form = page.getByTestId('segmentation-form');
    await expect(form).toBeVisible();
    await form.getByTestId('segmentation-nome').fill(nome);
    await form.getByTestId('segmentation-form-submit').click();
    await expect(form).toContainText('Informe pelo menos um vínculo: cargo, departamento, unidade, gênero ou usuário.');

    await pick(page, form.getByTestId('segmentation-cargos'), 'Gerente', 'Gerente Comercial');
    await pick(page, form.getByTestId('segmentation-unidades'), 'Sudeste', 'Demo Brasil / Sudeste');
    await pick(page, form.getByTestId('segmentation-unidades'), 'Paulo', 'Demo Brasil / Sudeste / São Paulo');
    await form.getByText('Todos os critérios (E)').click();
    await expect(form.getByTestId('segmentation-operator-hint')).toContainText('todas as listas preenchidas');
    await page.screenshot({ path: `${SHOTS}/01-form-and.png` });
    await form.getByTestId('segmentation-form-submit').click();
    await expectToast(page, 'Registro cadastrado com sucesso');
    await expect(form).toBeHidden();

    const row = rows(table).filter({ hasText: nome });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('E');
    await expect(row).toContainText('1 cargo');
    await expect(row).toContainText('2 unidades');
    await page.screenshot({ path: `${SHOTS}/02-list.png` });

    // AND: the job title and one of the units -> the manager only
    await row.getByTestId('row-action-preview').click();
    const drawer = page.getByTestId('segmentation-users');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId('segmentation-users-total')).toHaveText('1 usuário ativo');
    await expect(drawer.getByTestId('segmentation-users-table')).toContainText('Gustavo Gestor');
    await expect(drawer.getByTestId('segmentation-users-table')).toContainText('Gerente Comercial');
    await expect(drawer.getByTestId('segmentation-users-table')).not.toContainText('Alice Aluna');
    await page.screenshot({ path: `${SHOTS}/03-preview-and.png` });
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // OR: the job title or one of the units -> the learner of São Paulo joins
    await row.getByTestId('row-action-edit').click();
    await expect(form).toBeVisible();
    await expect(form.getByTestId('segmentation-nome')).toHaveValue(nome);
    await form.getByText('Qualquer critério (OU)').click();
    await expect(form.getByTestId('segmentation-operator-hint')).toContainText('pelo menos uma das listas');
    await form.getByTestId('segmentation-form-submit').click();
    await expectToast(page, 'Registro atualizado com sucesso');
    await expect(form).toBeHidden();
    await expect(row).toContainText('OU');

    await row.getByTestId('row-action-preview').click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId('segmentation-users-total')).toHaveText('2 usuários ativos');
    await expect(drawer.getByTestId('segmentation-users-table')).toContainText('Alice Aluna');
    await expect(drawer.getByTestId('segmentation-users-table')).toContainText('Gustavo Gestor');
    await drawer.getByTestId('segmentation-users-search').fill('alice');
    await expect(drawer.getByTestId('segmentation-users-total')).toHaveText('1 usuário ativo');
    await expect(drawer.getByTestId('segmentation-users-table')).not.toContainText('Gustavo Gestor');
    await page.screenshot({ path: `${SHOTS}/04-preview-or.png` });
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // delete after the confirmation
    await row.getByTestId('row-action-delete').click();
    await expect(page.getByTestId('confirm-delete')).toBeVisible();
    await page.getByTestId('confirm-delete-confirm').click();
    await expectToast(page, 'Registro removido com sucesso');
    await expect(rows(table).filter({ hasText: nome })).toHaveCount(0);
  });
});
