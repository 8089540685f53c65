import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, expectToast, rows, signIn } from './helpers.ts';

/**
 * Terms of use (/settings/termos-uso, 3-admin §7): an administrator creates a term in the rich text editor (an empty
 * content is refused), previews it as people will read it, edits it (warned that a new content is asked again), and
 * deletes it after the confirmation; a term a course shows cannot be deleted and the action says why. Screenshots at
 * 390, 768 and 1440 px, light and dark.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? join(tmpdir(), 'terms-shots');
const SIZES = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
] as const;

async function openTerms(page: Page) {
  await signIn(page, 'admin@demo.local');
  await expect(page.getByTestId('main-layout')).toBeVisible();
  await page.goto('/settings/termos-uso');
  await expect(page.getByTestId('terms-table')).toBeVisible();
}

test.describe('terms of use administration', () => {
  test('create in the editor, preview, edit and delete a term', async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true });
    const stamp = Date.now().toString(36);
    const nome = `Termo E2E ${stamp}`;
    await openTerms(page);

    // the form refuses an empty name and an empty content
    await page.getByTestId('terms-new').click();
    const dialog = page.getByTestId('term-form');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('term-form-submit').click();
    await expect(dialog.getByTestId('term-nome')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByTestId('term-conteudo')).toContainText('Campo obrigatório');

    await dialog.getByTestId('term-nome').fill(nome);
    await dialog.getByTestId('term-tipo-Learning').check();
    const editor = dialog.getByTestId('term-conteudo-content');
    await editor.click();
    await page.keyboard.type('Compromisso de conclusão. ');
    await dialog.getByRole('button', { name: 'Negrito' }).click();
    await page.keyboard.type('Leia com atenção.');
    await expect(editor.locator('strong')).toHaveText('Leia com atenção.');
    await page.screenshot({ path: `${SHOTS}/terms-form.png` });
    await dialog.getByTestId('term-form-submit').click();
    await expectToast(page, 'Registro cadastrado com sucesso');
    await expect(dialog).toBeHidden();

    const table = page.getByTestId('terms-table');
    await page.goto(`/settings/termos-uso?f_nome=${encodeURIComponent(nome)}`);
    const row = rows(table).filter({ hasText: nome });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Aprendizagem');

    // the preview shows the content as people read it
    await row.getByTestId('row-action-preview').click();
    const viewer = page.getByRole('dialog').filter({ hasText: 'Leia com atenção.' });
    await expect(viewer.locator('strong')).toHaveText('Leia com atenção.');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    // editing loads the content and warns that a new content is asked again
    await row.getByTestId('row-action-edit').click();
    await expect(dialog.getByTestId('term-nome')).toHaveValue(nome);
    await expect(dialog.getByTestId('term-conteudo-content')).toContainText('Leia com atenção.');
    await expect(dialog.getByTestId('term-reaccept-warning')).toBeVisible();
    await dialog.getByTestId('term-conteudo-content').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Versão 2.');
    await dialog.getByTestId('term-tipo-Platform').check();
    await dialog.getByTestId('term-form-submit').click();
    await expectToast(page, 'Registro atualizado com sucesso');
    await expect(row).toContainText('Plataforma');

    // deleting asks first
    await row.getByTestId('row-action-delete').click();
    await expect(page.getByTestId('confirm-delete')).toBeVisible();
    await page.getByTestId('confirm-delete-confirm').click();
    await expectToast(page, 'Registro removido com sucesso');
    await expect(row).toHaveCount(0);
  });

  test('a term a course shows cannot be deleted, and the action says why', async ({ page, request }) => {
    const { access } = await apiSignIn(request, 'admin@demo.local');
    const headers = { authorization: `Bearer ${access}` };
    const nome = `Termo em uso ${Date.now().toString(36)}`;
    const term = await request.post('/api/v1/termoDeUso', { headers, data: { nome, conteudo: '<p>Termo de um curso.</p>', tipo: 'Learning' } });
    expect(term.status(), await term.text()).toBe(201);
    const { id } = (await term.json()) as { id: string };
    const course = await request.post('/api/v1/curso', { headers, data: { titulo: `Curso com ${nome}`, cargaHoraria: 10, itens: [], termoDeUsoIntroducaoId: id } });
    expect(course.status(), await course.text()).toBe(201);

    await openTerms(page);
    await page.goto(`/settings/termos-uso?f_nome=${encodeURIComponent(nome)}`);
    const row = rows(page.getByTestId('terms-table')).filter({ hasText: nome });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('1');
    const remove = row.getByTestId('row-action-delete');
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await remove.hover();
    await expect(page.getByRole('tooltip').filter({ hasText: 'Não é possível excluir este termo: 1 curso ou trilha o exibe. Retire-o dele antes.' })).toBeVisible();
  });

  test('the screen at 390, 768 and 1440 px, light and dark', async ({ page, context }) => {
    mkdirSync(SHOTS, { recursive: true });
    // the interface follows the system scheme (the options' 'dark: 2'), switched with the emulated media query
    await context.addInitScript(() => {
      const stored = JSON.parse(localStorage.getItem('plataforma.options') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('plataforma.options', JSON.stringify({ ...stored, dark: 2 }));
    });
    await openTerms(page);
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await expect(page.getByTestId('terms-table')).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/terms-${size.width}-${scheme}.png`, fullPage: true });
        await page.getByTestId('terms-new').click();
        await expect(page.getByTestId('term-conteudo-content')).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/terms-form-${size.width}-${scheme}.png` });
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('term-form')).toBeHidden();
      }
    }
  });
});
