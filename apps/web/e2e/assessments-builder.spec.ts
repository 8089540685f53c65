import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectToast, rows, signIn } from './helpers.ts';

/**
 * The assessment builder /conteudo/avaliacao (3-admin §2, §3, §5): the administrator builds an assessment with a
 * single choice, a true/false, a multiple choice and an essay question, sees the missing correct option refused,
 * saves, finds it in the list, edits it (title, order) and sees the changes kept; the demo assessment, used by a
 * course, cannot be deleted (the server's message is shown) and the new one is deleted.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? join(tmpdir(), 'assessments-builder-e2e-shots');

const shot = async (page: Page, name: string) => {
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: false });
};

async function addQuestion(page: Page, kind: 'Objetiva' | 'VerdadeiroFalso' | 'Multipla' | 'Dissertativa', statement: string) {
  await page.getByTestId('question-add').click();
  await page.getByTestId(`question-add-${kind}`).click();
  const editor = page.getByTestId('question-editor');
  await expect(editor).toHaveAttribute('data-type', kind);
  await editor.getByTestId('question-statement').fill(statement);
  return editor;
}

test.describe('assessment builder', () => {
  test('builds, validates, saves, edits and deletes an assessment', async ({ page }) => {
    test.setTimeout(150_000);
    mkdirSync(SHOTS, { recursive: true });
    const title = `Avaliação E2E ${Date.now().toString(36)}`;

    await signIn(page, 'admin@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await page.goto('/conteudo/avaliacao');
    const table = page.getByTestId('assessments-table');
    await expect(rows(table).filter({ hasText: 'Avaliação de boas-vindas' })).toBeVisible();
    await shot(page, '01-list');

    // ---------------------------------------------------------------- data
    await page.getByTestId('assessments-new').click();
    const form = page.getByTestId('assessment-form');
    await expect(form).toBeVisible();
    await page.getByTestId('assessment-wizard-next').click();
    await expect(form.getByText('Campo obrigatório').first()).toBeVisible();
    await page.getByTestId('assessment-title').fill(title);
    await page.getByTestId('assessment-observation').fill('Leia com atenção.');
    await page.getByTestId('assessment-score').fill('60');
    await form.getByLabel('Exibir cronômetro').check({ force: true });
    await page.getByTestId('assessment-duration').fill('00:00:30');
    await page.getByTestId('assessment-wizard-next').click();
    await expect(form.getByText('A duração mínima é de 1 minuto.')).toBeVisible();
    await page.getByTestId('assessment-duration').fill('00:20');
    await shot(page, '02-data');
    await page.getByTestId('assessment-wizard-next').click();

    // ---------------------------------------------------------------- questions
    await expect(page.getByTestId('assessment-wizard-content')).toHaveAttribute('data-step', 'questions');
    let editor = await addQuestion(page, 'Objetiva', 'Qual é a capital da Itália?');
    await editor.getByTestId('question-option-text').nth(0).fill('Paris');
    await editor.getByTestId('question-option-text').nth(1).fill('Roma');

    editor = await addQuestion(page, 'VerdadeiroFalso', 'O sol é uma estrela.');
    await expect(editor.getByTestId('question-option-text')).toHaveCount(2);
    await expect(editor.getByTestId('question-option-text').nth(0)).toHaveValue('Verdadeiro');
    await expect(editor.getByTestId('question-option-text').nth(1)).toHaveValue('Falso');

    editor = await addQuestion(page, 'Multipla', 'Quais são cores primárias?');
    await editor.getByTestId('question-option-text').nth(0).fill('Azul');
    await editor.getByTestId('question-option-text').nth(1).fill('Verde');
    await editor.getByTestId('question-add-option').click();
    await editor.getByTestId('question-option-text').nth(2).fill('Vermelho');
    await editor.getByTestId('question-option-correct').nth(0).check();
    await editor.getByTestId('question-option-correct').nth(2).check();
    await shot(page, '03-multiple');

    editor = await addQuestion(page, 'Dissertativa', 'Descreva o seu primeiro dia.');
    await editor.getByTestId('question-maxScore').fill('2');
    await expect(page.getByTestId('question-row')).toHaveCount(4);
    await expect(page.getByTestId('questions-total-score')).toContainText('5');

    // the single choice question has no correct option: refused, and its editor opens with the message
    await page.getByTestId('assessment-wizard-finish').click();
    await expect(page.getByTestId('question-options-error')).toHaveText('Marque ao menos uma alternativa correta.');
    await expect(page.getByTestId('question-editor')).toHaveAttribute('data-type', 'Objetiva');
    await expect(page.getByTestId('question-row').first()).toHaveAttribute('data-invalid', 'true');
    await shot(page, '04-questions-error');
    await page.getByTestId('question-editor').getByTestId('question-option-correct').nth(1).check();
    await expect(page.getByTestId('question-options-error')).toHaveCount(0);
    await page.getByTestId('assessment-wizard-finish').click();
    await expectToast(page, 'Registro cadastrado com sucesso');
    await expect(form).toBeHidden();

    // ---------------------------------------------------------------- in the list
    const row = rows(table).filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('assessment-row-questions')).toHaveText('4');
    await expect(row.getByTestId('assessment-row-type')).toHaveText('Aprendizagem');
    await expect(row).toContainText('60%');
    await expect(row).toContainText('00:20:00');

    // ---------------------------------------------------------------- edit: title and order
    await row.getByTestId('row-action-edit').click();
    await expect(page.getByTestId('assessment-title')).toHaveValue(title);
    await page.getByTestId('assessment-title').fill(`${title} v2`);
    await page.getByTestId('assessment-wizard-step-questions').click();
    await expect(page.getByTestId('question-row')).toHaveCount(4);
    await page.getByTestId('question-row').nth(3).getByTestId('question-up').click();
    await expect(page.getByTestId('question-row-type')).toHaveText(['Objetiva', 'Verdadeiro ou falso', 'Dissertativa', 'Múltipla escolha']);
    await shot(page, '05-editor');
    await page.getByTestId('assessment-wizard-finish').click();
    await expectToast(page, 'Registro atualizado com sucesso');
    await expect(form).toBeHidden();

    // ---------------------------------------------------------------- persisted
    const edited = rows(table).filter({ hasText: `${title} v2` });
    await expect(edited).toBeVisible();
    await edited.getByTestId('row-action-edit').click();
    await expect(page.getByTestId('assessment-title')).toHaveValue(`${title} v2`);
    await expect(page.getByTestId('assessment-duration')).toHaveValue('00:20:00');
    await page.getByTestId('assessment-wizard-step-questions').click();
    await expect(page.getByTestId('question-row-type')).toHaveText(['Objetiva', 'Verdadeiro ou falso', 'Dissertativa', 'Múltipla escolha']);
    await page.getByTestId('question-row').nth(3).click();
    const multiple = page.getByTestId('question-editor');
    await expect(multiple.getByTestId('question-option-text')).toHaveCount(3);
    await expect(multiple.getByTestId('question-option-correct').nth(0)).toBeChecked();
    await expect(multiple.getByTestId('question-option-correct').nth(1)).not.toBeChecked();
    await expect(multiple.getByTestId('question-option-correct').nth(2)).toBeChecked();
    await page.getByTestId('question-row').nth(0).click();
    await expect(page.getByTestId('question-editor').getByTestId('question-option-correct').nth(1)).toBeChecked();
    await page.getByTestId('assessment-wizard-cancel').click();
    await expect(form).toBeHidden();

    // ---------------------------------------------------------------- bonds and deletion
    const demo = rows(table).filter({ hasText: 'Avaliação de boas-vindas' });
    await demo.getByTestId('row-action-bonds').click();
    await expect(page.getByTestId('assessment-bonds-modal')).toBeVisible();
    await expect(page.getByTestId('assessment-bonds-cursos')).toBeVisible();
    await page.keyboard.press('Escape');
    await demo.getByTestId('row-action-delete').click();
    await expect(page.getByTestId('assessment-delete-message')).toContainText('remova os vínculos');
    await page.getByTestId('confirm-delete-confirm').click();
    await expectToast(page, 'Ops', 'A avaliação está vinculada a cursos ou trilhas.');
    await expect(demo).toBeVisible();

    await edited.getByTestId('row-action-delete').click();
    await page.getByTestId('confirm-delete-confirm').click();
    await expectToast(page, 'Registro removido com sucesso');
    await expect(edited).toHaveCount(0);
  });
});
