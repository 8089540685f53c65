import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { Excel, expectToast, headerButton, rows, signIn } from './helpers.ts';

/**
 * Accounts administration on the shared data table (3-admin §2): skills, a department and a job title are created,
 * the department list is filtered, sorted, exported to .xlsx (read back with exceljs: sheet 'Dados' with the chosen
 * columns) and a row is deleted after the confirmation; the job title links two skills and its list gives the CSV.
 */

async function signInAdmin(page: Page) {
  await signIn(page, 'admin@demo.local');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByTestId('main-layout')).toBeVisible();
}

async function createSkill(page: Page, nome: string) {
  await page.getByTestId('skills-new').click();
  const form = page.getByTestId('skill-form');
  await expect(form).toBeVisible();
  await form.getByTestId('skill-nome').fill(nome);
  await form.getByTestId('skill-form-submit').click();
  await expectToast(page, 'Registro cadastrado com sucesso');
  await expect(form).toBeHidden();
}

async function createDepartment(page: Page, nome: string, observacao?: string) {
  await page.getByTestId('departments-new').click();
  const form = page.getByTestId('department-form');
  await form.getByTestId('department-nome').fill(nome);
  if (observacao) await form.getByTestId('department-observacao').fill(observacao);
  await form.getByTestId('department-form-submit').click();
  await expectToast(page, 'Registro cadastrado com sucesso');
  await expect(form).toBeHidden();
}

test.describe('accounts administration', () => {
  test('departments and job titles: create, filter, sort, export to xlsx, delete with confirmation', async ({ page }) => {
    // a long journey (two screens, two downloads): room for a busy machine
    test.setTimeout(150_000);
    const id = Date.now().toString(36);
    const skillA = `E2E Escuta ativa ${id}`;
    const skillB = `E2E Gestão de conflitos ${id}`;
    const deptA = `E2E Depto ${id} Alfa`;
    const deptB = `E2E Depto ${id} Beta`;
    const jobTitle = `E2E Mediador ${id}`;

    await signInAdmin(page);

    // two skills, created first on /settings/competencia
    await page.goto('/settings/competencia');
    await expect(page.getByRole('heading', { name: 'Competências' })).toBeVisible();
    await createSkill(page, skillA);
    await createSkill(page, skillB);

    // departments: required name, character counter, duplicate refused by the server
    await page.goto('/conta/departamento');
    const table = page.getByTestId('departments-table');
    await expect(rows(table).first()).toBeVisible();
    await page.getByTestId('departments-new').click();
    const form = page.getByTestId('department-form');
    await form.getByTestId('department-form-submit').click();
    await expect(form.getByText('Campo obrigatório')).toBeVisible();
    await form.getByTestId('department-nome').fill(deptA);
    await expect(form.getByTestId('char-counter').first()).toHaveText(`${deptA.length}/100`);
    await form.getByTestId('department-observacao').fill('Criado pelo teste de ponta a ponta');
    await form.getByTestId('department-form-submit').click();
    await expectToast(page, 'Registro cadastrado com sucesso');
    await createDepartment(page, deptB);

    await page.getByTestId('departments-new').click();
    await form.getByTestId('department-nome').fill(deptA.toUpperCase());
    await form.getByTestId('department-form-submit').click();
    await expect(form.getByText('Já existe um departamento com este nome.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();

    // filter by name (column filter, kept in the URL, shown as a chip) and sort by name
    await headerButton(table, 'Nome').click();
    await page.getByTestId('filter-nome').fill(`E2E Depto ${id}`);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`f_nome=E2E`));
    await expect(page.getByTestId('data-table-filter-chip')).toContainText(`E2E Depto ${id}`);
    await expect(rows(table)).toHaveCount(2);
    await expect(page.getByTestId('data-table-total')).toHaveText('2 registros');
    await expect(rows(table).nth(0)).toContainText(deptA);
    await table.locator('thead th').filter({ hasText: 'Nome' }).getByText('Nome').click();
    await expect(page).toHaveURL(/sort=nome%3Adesc|sort=nome:desc/);
    await expect(rows(table).nth(0)).toContainText(deptB);
    await expect(rows(table).nth(1)).toContainText(deptA);

    // export: at least one column, then three chosen columns into the sheet 'Dados'
    await page.getByTestId('data-table-export').click();
    const dialog = page.getByTestId('export-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('export-select-all').click();
    await dialog.getByTestId('export-confirm').click();
    await expect(dialog.getByTestId('export-error')).toHaveText('Selecione pelo menos uma coluna para exportar.');
    for (const key of ['nome', 'ativo', 'createdAt']) await dialog.getByTestId(`export-column-${key}`).click();
    const downloading = page.waitForEvent('download');
    await dialog.getByTestId('export-confirm').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Departamentos_\d{2}-\d{2}-\d{4}_\d{2}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new Excel.Workbook();
    await workbook.xlsx.readFile(await download.path());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Dados']);
    const sheet = workbook.getWorksheet('Dados')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Nome', 'Situação', 'Criado em']);
    expect(sheet.rowCount).toBe(3);
    expect((sheet.getRow(2).values as unknown[]).slice(1, 3)).toEqual([deptB, 'Ativo']);
    expect((sheet.getRow(3).values as unknown[]).slice(1, 3)).toEqual([deptA, 'Ativo']);
    expect(sheet.getRow(2).getCell(3).value).toBeInstanceOf(Date);
    await expect(dialog).toBeHidden();

    // delete with confirmation: cancelling keeps the row, confirming removes it
    const beta = rows(table).filter({ hasText: deptB });
    await beta.getByTestId('row-action-delete').click();
    const confirm = page.getByTestId('confirm-delete');
    await expect(confirm).toContainText('Deseja realmente excluir o registro selecionado?');
    await page.getByTestId('confirm-delete-cancel').click();
    await expect(confirm).toBeHidden();
    await expect(rows(table)).toHaveCount(2);
    await beta.getByTestId('row-action-delete').click();
    await page.getByTestId('confirm-delete-confirm').click();
    await expectToast(page, 'Registro removido com sucesso');
    await expect(rows(table)).toHaveCount(1);
    await expect(rows(table).first()).toContainText(deptA);

    // a department in use cannot be deleted: the action is disabled, with the reason as its hint
    await page.getByTestId('data-table-clear-filters').click();
    await expect(page).not.toHaveURL(/f_nome/);
    const hr = rows(table).filter({ hasText: 'Recursos Humanos' });
    await expect(hr.getByTestId('row-action-delete')).toHaveAttribute('data-disabled', 'true');
    await hr.getByTestId('row-action-delete').hover();
    await expect(page.getByText('Em uso por 1 usuário: não pode ser excluído.')).toBeVisible();

    // job title with the two skills
    await page.goto('/conta/cargo');
    const jobs = page.getByTestId('job-titles-table');
    await expect(rows(jobs).first()).toBeVisible();
    await page.getByTestId('job-titles-new').click();
    const jobForm = page.getByTestId('job-title-form');
    await jobForm.getByTestId('job-title-nome').fill(jobTitle);
    const skills = jobForm.getByTestId('job-title-competencias');
    for (const skill of [skillA, skillB]) {
      await skills.click();
      await skills.fill(skill.slice(0, 12));
      await page.getByRole('option', { name: skill }).click();
    }
    await jobForm.getByTestId('job-title-form-submit').click();
    await expectToast(page, 'Registro cadastrado com sucesso');
    await expect(jobForm).toBeHidden();

    await headerButton(jobs, 'Nome').click();
    await page.getByTestId('filter-nome').fill(jobTitle);
    await page.keyboard.press('Enter');
    await expect(rows(jobs)).toHaveCount(1);
    await expect(rows(jobs).first()).toContainText(skillA);
    await expect(rows(jobs).first()).toContainText(skillB);

    // the server's Cargo/csv with the current filter
    const csvDownload = page.waitForEvent('download');
    await page.getByTestId('data-table-csv').click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/^Cargos_.*\.csv$/);
    const text = readFileSync(await csv.path(), 'utf8');
    expect(text.split('\r\n')[0]).toBe('\uFEFFNome;Ativo;Observação;Competências;Usuários;Criado em');
    expect(text).toContain(`${jobTitle};Sim;;${skillA}, ${skillB};0;`);
    expect(text.trimEnd().split('\r\n')).toHaveLength(2);
  });

  test('date-range shortcuts and the boolean filter narrow the list', async ({ page }) => {
    await signInAdmin(page);
    await page.goto('/conta/departamento');
    const table = page.getByTestId('departments-table');
    // the count once the list has arrived (before, the only row is the empty or loading one)
    const counter = table.getByTestId('data-table-total');
    await expect(counter).toHaveText(/^[1-9]\d* registros?$/);
    const total = Number((await counter.textContent())!.replace(/\D/g, ''));
    await expect(rows(table)).toHaveCount(total);

    await headerButton(table, 'Situação').click();
    await page.getByTestId('filter-ativo').getByText('Inativo').click();
    await expect(page).toHaveURL(/f_ativo=false/);
    await expect(rows(table)).toHaveCount(1);
    await expect(rows(table).first()).toContainText('Jurídico');
    await page.keyboard.press('Escape');
    await page.getByTestId('data-table-clear-filters').click();
    await expect(rows(table)).toHaveCount(total);

    await headerButton(table, 'Criado em').click();
    await page.getByTestId('filter-createdAt-yesterday').click();
    await expect(page).toHaveURL(/f_createdAt=\d{4}-\d{2}-\d{2}\.\.\d{4}-\d{2}-\d{2}/);
    await expect(page.getByTestId('data-table-filter-chip')).toContainText('Ontem');
    await expect(page.getByText('Nenhum registro corresponde aos filtros aplicados.')).toBeVisible();
    await headerButton(table, 'Criado em').click();
    await page.getByTestId('filter-createdAt-today').click();
    await expect(page.getByTestId('data-table-filter-chip')).toContainText('Hoje');
    await expect(rows(table)).toHaveCount(total);
  });

  test('a learner is sent to /403 from the admin lists', async ({ page }) => {
    await signIn(page, 'aluno@demo.local');
    await expect(page).toHaveURL(/\/home$/);
    for (const path of ['/conta/departamento', '/conta/cargo', '/settings/competencia', '/settings/categoria']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/403$/);
    }
  });
});
