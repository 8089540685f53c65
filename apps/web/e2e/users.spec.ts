import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiSignIn, Excel, expectToast, headerButton, randomCpf, rows, signIn } from './helpers.ts';

/**
 * User administration /conta/usuario (3-admin §2, §3, §7 Usuario): an administrator creates a user in the drawer,
 * finds it with a column filter, changes the passwords of two users at once through the shared dialog ('Nenhum
 * usuário selecionado' first, with nothing selected), deactivates one after the confirmation and exports the table to
 * .xlsx (read back with exceljs: sheet 'Dados').
 */

async function pickOption(page: Page, input: Locator, option: string) {
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('users administration', () => {
  test('create, filter, batch password change, deactivate with confirmation, export to xlsx', async ({ page, request }) => {
    const id = Date.now().toString(36);
    const nome = `Renata E2E ${id}`;
    const email = `renata.${id}@e2e.local`;
    const cpf = randomCpf();

    // two users made through the API for the batch change
    const { access } = await apiSignIn(request, 'admin@demo.local');
    const batchNames = [`Lote E2E ${id} Um`, `Lote E2E ${id} Dois`];
    const batchEmails: string[] = [];
    for (const [index, batchName] of batchNames.entries()) {
      const batchEmail = `lote.${index}.${id}@e2e.local`;
      const response = await request.post('/api/v1/usuario', {
        headers: { authorization: `Bearer ${access}` },
        data: { nomeCompleto: batchName, email: batchEmail },
      });
      expect(response.status(), await response.text()).toBe(201);
      batchEmails.push(batchEmail);
    }

    await signIn(page, 'admin@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await page.goto('/conta/usuario');
    await expect(page.getByRole('heading', { name: 'Usuários' })).toBeVisible();
    const table = page.getByTestId('users-table');
    await expect(rows(table).first()).toBeVisible();

    // create in the drawer: the required name first, then every section
    await page.getByTestId('users-new').click();
    const drawer = page.getByTestId('user-drawer');
    await expect(drawer).toBeVisible();
    await drawer.getByTestId('user-submit').click();
    await expect(drawer.getByText('Campo obrigatório').first()).toBeVisible();
    await drawer.getByTestId('user-nomeCompleto').fill(nome);
    await drawer.getByTestId('user-email').fill(email);
    await drawer.getByTestId('user-cpf').fill(cpf);
    await expect(drawer.getByTestId('user-cpf')).toHaveValue(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`);
    await drawer.getByTestId('user-telefone').fill('11987654321');
    await expect(drawer.getByTestId('user-telefone')).toHaveValue('(11) 98765-4321');
    await pickOption(page, drawer.getByTestId('user-cargo'), 'Desenvolvedor de Software');
    await pickOption(page, drawer.getByTestId('user-departamento'), 'Tecnologia da Informação');
    await drawer.getByTestId('user-classificacao').getByText('Gestor').click();
    await drawer.getByTestId('user-avaliador').click({ force: true });
    // the birth date typed key by key: nothing is taken from a partial text, a day that does not exist is refused
    const birth = drawer.getByTestId('user-dataDeNascimento');
    await birth.pressSequentially('31/02/1990');
    await drawer.getByTestId('user-nomeCompleto').click();
    await expect(drawer.getByText('Data inválida')).toBeVisible();
    await expect(birth).toHaveValue('');
    await birth.pressSequentially('15/03/1990');
    await drawer.getByTestId('user-nomeCompleto').click();
    await expect(birth).toHaveValue('15/03/1990');
    await expect(drawer.getByText('Data inválida')).toHaveCount(0);
    const saved = page.waitForResponse((res) => res.url().endsWith('/api/v1/usuario') && res.request().method() === 'POST');
    await drawer.getByTestId('user-submit').click();
    expect((await (await saved).json()).dataDeNascimento).toBe('1990-03-15');
    await expectToast(page, 'Registro cadastrado com sucesso');
    await expect(drawer).toBeHidden();

    // find it with the name filter
    await headerButton(table, 'Nome').click();
    await page.getByTestId('filter-nome').fill(`Renata E2E ${id}`);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/f_nome=Renata/);
    await expect(rows(table)).toHaveCount(1);
    const created = rows(table).first();
    await expect(created).toContainText(nome);
    await expect(created).toContainText(email);
    await expect(created).toContainText('Desenvolvedor de Software');
    await expect(created).toContainText('Tecnologia da Informação');
    await expect(created).toContainText('Gestor');
    await expect(created).toContainText('Ativo');

    // batch password: nothing selected first, then the two users of the batch
    await page.getByTestId('data-table-clear-filters').click();
    await page.getByTestId('users-batch-password').click();
    await expectToast(page, 'Ops', 'Nenhum usuário selecionado');
    await headerButton(table, 'Nome').click();
    await page.getByTestId('filter-nome').fill(`Lote E2E ${id}`);
    await page.keyboard.press('Enter');
    await expect(rows(table)).toHaveCount(2);
    for (const row of await rows(table).all()) await row.locator('input[type=checkbox]').check();
    await expect(page.getByTestId('data-table-selected')).toContainText('2');
    await page.getByTestId('users-batch-password').click();
    const dialog = page.getByTestId('change-password-dialog');
    await expect(dialog).toHaveAttribute('data-mode', 'batch');
    await expect(page.getByTestId('change-password-batch')).toContainText('2');
    await dialog.getByTestId('new-password').fill('Lote@2026x');
    await dialog.getByTestId('confirm-password').fill('Lote@2026x');
    await dialog.getByTestId('change-password-confirm').click();
    await expectToast(page, 'Senha alterada com sucesso para 2 usuários!');
    await expect(dialog).toBeHidden();
    for (const batchEmail of batchEmails) {
      const login = await request.post('/api/v1/autenticacao/login', { data: { username: batchEmail, password: 'Lote@2026x' } });
      expect(login.status(), batchEmail).toBe(200);
    }

    // deactivate one, after the confirmation (cancel keeps it active)
    const first = rows(table).filter({ hasText: batchNames[0] });
    await first.getByTestId('row-action-deactivate').click();
    const confirm = page.getByTestId('confirm-deactivate');
    await expect(confirm).toContainText(`Deseja realmente desativar ${batchNames[0]}?`);
    await page.getByTestId('confirm-deactivate-cancel').click();
    await expect(confirm).toBeHidden();
    await expect(first).toContainText('Ativo');
    await first.getByTestId('row-action-deactivate').click();
    await page.getByTestId('confirm-deactivate-confirm').click();
    await expectToast(page, 'Usuário desativado com sucesso');
    await expect(first).toContainText('Inativo');
    await expect(first.getByTestId('row-action-deactivate')).toHaveCount(0);
    const inactiveLogin = await request.post('/api/v1/autenticacao/login', { data: { username: batchEmails[0], password: 'Lote@2026x' } });
    expect(inactiveLogin.status()).not.toBe(200);

    // export the filtered table to .xlsx: sheet 'Dados'
    await page.getByTestId('data-table-export').click();
    const exportDialog = page.getByTestId('export-dialog');
    await expect(exportDialog).toBeVisible();
    const scope = exportDialog.getByTestId('export-scope');
    if (await scope.isVisible()) await scope.getByText(/Todos|todos/).first().click();
    const downloading = page.waitForEvent('download');
    await exportDialog.getByTestId('export-confirm').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Usuários_\d{2}-\d{2}-\d{4}_\d{2}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new Excel.Workbook();
    await workbook.xlsx.readFile(await download.path());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Dados']);
    const sheet = workbook.getWorksheet('Dados')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['Nome', 'E-mail', 'CPF']);
    expect(header).toContain('Situação');
    expect(sheet.rowCount).toBe(3);
    const exported = [2, 3].map((n) => (sheet.getRow(n).values as unknown[]).slice(1));
    expect(exported.map((r) => r[0]).sort()).toEqual([...batchNames].sort());
    expect(exported.find((r) => r[0] === batchNames[0])).toContain('Inativo');
  });
});
