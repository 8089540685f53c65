import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { apiSignIn, Excel, expectToast, headerButton, randomCpf, rows, signIn, waitForMail } from './helpers.ts';

/**
 * User import from a spreadsheet (3-admin §7 Usuario validate/batch, import/batch/{id}) and the import history
 * /gestao/importacoes (3-admin §2): the administrator downloads the template, sends a file with a wrong CPF and gets
 * the report (row, column, message) with nothing written and no way to import; sends the corrected file, imports it
 * with the password e-mail, follows it to 'Concluído' and sees the users in the list; then the history shows both
 * imports and gives the complete error report of the invalid one.
 */

type Person = { nome: string; email: string; cpf: string };

/** An .xlsx with the template's headers (the required ones without the ' *', as people often type them). */
async function spreadsheet(dir: string, fileName: string, people: Person[]): Promise<string> {
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet('Usuarios');
  sheet.addRow(['Nome completo', 'E-mail', 'CPF/CNPJ/Documento', 'Classificação']);
  for (const person of people) sheet.addRow([person.nome, person.email, person.cpf, 'Aluno']);
  const path = join(dir, fileName);
  writeFileSync(path, Buffer.from(await workbook.xlsx.writeBuffer()));
  return path;
}

async function readSheet(path: string) {
  const workbook = new Excel.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0];
  return { names: workbook.worksheets.map((s) => s.name), rows: Array.from({ length: sheet.rowCount }, (_, i) => (sheet.getRow(i + 1).values as unknown[]).slice(1)) };
}

test.describe('user import and import history', () => {
  test('template, invalid file refused with its report, corrected file imported, history with the error report', async ({ page, request }) => {
    test.setTimeout(120_000);
    const id = Date.now().toString(36);
    const dir = mkdtempSync(join(tmpdir(), 'import-e2e-'));
    const prefix = `Importado E2E ${id}`;
    const invalidFile = `usuarios-invalidos-${id}.xlsx`;
    const validFile = `usuarios-corrigidos-${id}.xlsx`;
    const firstTry: Person[] = [
      { nome: `${prefix} Ana`, email: `ana.${id}@e2e.local`, cpf: randomCpf() },
      { nome: `${prefix} Bruno`, email: `bruno.${id}@e2e.local`, cpf: '111.444.777-00' },
      { nome: `${prefix} Carla`, email: `carla.${id}@e2e.local`, cpf: randomCpf() },
    ];
    const corrected: Person[] = firstTry.map((p) => ({ ...p, email: p.email.replace('@', '.v2@'), cpf: randomCpf() }));
    const { access } = await apiSignIn(request, 'admin@demo.local');
    const usersNamed = async (nome: string) => {
      const reply = await request.get('/api/v1/usuario', { headers: { authorization: `Bearer ${access}` }, params: { pageNumber: 1, pageSize: 50, nome } });
      expect(reply.ok()).toBeTruthy();
      return ((await reply.json()) as { data: { email: string }[] }).data.map((u) => u.email);
    };

    await signIn(page, 'admin@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    // the list already filtered by the names the import will bring: empty before it
    await page.goto(`/conta/usuario?f_nome=${encodeURIComponent(prefix)}`);
    const table = page.getByTestId('users-table');
    await expect(table).toContainText('Nenhum registro corresponde aos filtros aplicados.');

    await page.getByTestId('users-import').click();
    const modal = page.getByTestId('user-import-modal');
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('Importar usuários');

    // the template: an .xlsx whose first sheet starts with the name column
    const templateDownload = page.waitForEvent('download');
    await modal.getByTestId('user-import-template').click();
    const template = await templateDownload;
    expect(template.suggestedFilename()).toBe('modelo-importacao-usuarios.xlsx');
    const templateSheet = await readSheet(await template.path());
    expect(['Nome completo *', 'Nome completo']).toContain(templateSheet.rows[0][0]);
    expect(templateSheet.rows[0]).toContain('E-mail *');

    // nothing chosen, a file of the wrong type (refused in the browser), a broken spreadsheet (refused by the server)
    const submit = modal.getByTestId('user-import-modal-submit');
    await expect(submit).toHaveText('Validar planilha');
    await submit.click();
    await expect(modal.getByTestId('user-import-file-error')).toContainText('Escolha a planilha a validar.');
    const input = modal.getByTestId('user-import-input');
    await input.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('não é planilha') });
    await expect(modal.getByTestId('user-import-file-error')).toContainText('Arquivo inválido. Envie uma planilha .xls ou .xlsx.');
    await expect(modal.getByTestId('user-import-file')).toHaveCount(0);
    await input.setInputFiles({ name: 'quebrada.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from('isto não é um xlsx') });
    await expect(modal.getByTestId('user-import-file')).toContainText('quebrada.xlsx');
    await submit.click();
    await expect(modal.getByTestId('user-import-file-error')).toBeVisible();
    await expect(modal.getByTestId('user-import-summary')).toHaveCount(0);

    // three rows, the second with a wrong CPF: the report names row 3, the column and the message; nothing written
    await input.setInputFiles(await spreadsheet(dir, invalidFile, firstTry));
    await expect(modal.getByTestId('user-import-file')).toContainText(invalidFile);
    await submit.click();
    await expect(modal.getByTestId('user-import-summary')).toBeVisible();
    await expect(modal.getByTestId('user-import-total')).toHaveAttribute('data-value', '3');
    await expect(modal.getByTestId('user-import-valid')).toHaveAttribute('data-value', '2');
    await expect(modal.getByTestId('user-import-invalid')).toHaveAttribute('data-value', '1');
    await expect(modal.getByTestId('user-import-invalid-alert')).toContainText('Nenhum usuário foi cadastrado');
    const errors = modal.getByTestId('user-import-error');
    await expect(errors).toHaveCount(1);
    await expect(errors.locator('td')).toHaveText(['3', 'CPF/CNPJ/Documento', 'CPF inválido']);
    await expect(modal.getByTestId('user-import-send-email')).toHaveCount(0);
    await expect(submit).toHaveText('Enviar planilha corrigida');
    await expect(modal.getByRole('button', { name: /^Importar/ })).toHaveCount(0);
    expect(await usersNamed(prefix)).toEqual([]);

    // the corrected file (new e-mails, valid CPFs): every row valid, the password e-mail on by default
    await submit.click();
    await expect(modal.getByTestId('user-import-dropzone')).toBeVisible();
    await input.setInputFiles(await spreadsheet(dir, validFile, corrected));
    await submit.click();
    await expect(modal.getByTestId('user-import-valid')).toHaveAttribute('data-value', '3');
    await expect(modal.getByTestId('user-import-invalid')).toHaveAttribute('data-value', '0');
    await expect(modal.getByTestId('user-import-valid-alert')).toContainText('As 3 linhas da planilha estão corretas');
    await expect(modal.getByTestId('user-import-errors')).toHaveCount(0);
    await expect(modal.getByTestId('user-import-send-email')).toBeChecked();
    await expect(submit).toHaveText('Importar 3 usuários');
    const startedAt = Date.now();
    await submit.click();

    // followed until the job finishes; the list behind shows the three new users without a reload
    const progress = page.getByTestId('user-import-progress-modal');
    await expect(progress).toBeVisible();
    const result = progress.getByTestId('user-import-result');
    await expect(result).toHaveAttribute('data-status', 'Concluido', { timeout: 30_000 });
    await expect(progress.getByTestId('user-import-result-title')).toHaveText('Concluído');
    await expect(result).toContainText('3 usuários importados com sucesso.');
    await expect(progress.getByTestId('user-import-progress-text')).toHaveText('3 de 3 linhas processadas');
    await expect(rows(table)).toHaveCount(3);
    for (const person of corrected) await expect(table).toContainText(person.nome);
    expect((await usersNamed(prefix)).sort()).toEqual(corrected.map((p) => p.email).sort());
    const mail = await waitForMail(corrected[0].email, startedAt - 1_000);
    expect(mail).toContain('/auth/new-password');

    // the history, through the link of the result: both imports, and the invalid one's complete error report
    await progress.getByTestId('user-import-history').click();
    await expect(page).toHaveURL(/\/gestao\/importacoes/);
    await expect(page.getByRole('heading', { name: 'Histórico de Importações' })).toBeVisible();
    const history = page.getByTestId('imports-table');
    await headerButton(history, 'Arquivo').click();
    await page.getByTestId('filter-nomeArquivo').fill(id);
    await page.keyboard.press('Enter');
    await expect(rows(history)).toHaveCount(2);
    const invalidRow = rows(history).filter({ hasText: invalidFile });
    const validRow = rows(history).filter({ hasText: validFile });
    await expect(invalidRow.getByTestId('import-status')).toContainText('Inválido');
    await expect(invalidRow.getByTestId('import-status')).toHaveAttribute('data-status', 'Invalido');
    await expect(invalidRow.getByTestId('import-total')).toHaveText('3 linhas');
    await expect(invalidRow.getByTestId('import-valid')).toHaveText('2 válidas');
    await expect(invalidRow.getByTestId('import-errors')).toHaveText('1 com erro');
    // never started: nothing imported, no finish date
    await expect(invalidRow.getByTestId('import-imported')).toHaveCount(0);
    await expect(invalidRow.getByTestId('import-finished')).toHaveText('—');
    await expect(validRow.getByTestId('import-status')).toContainText('Concluído');
    await expect(validRow.getByTestId('import-status')).toHaveAttribute('data-status', 'Concluido');
    await expect(validRow.getByTestId('import-total')).toHaveText('3 linhas');
    await expect(validRow.getByTestId('import-errors')).toHaveAttribute('data-value', '0');
    await expect(validRow.getByTestId('import-finished')).not.toHaveText('—');
    await expect(validRow.getByTestId('import-imported')).toHaveText('3 de 3 importadas');
    await expect(validRow.getByTestId('import-sender')).toHaveText('Usuários · por Ana Administradora');
    // a finished import without errors has no report to download
    await expect(validRow.getByTestId('row-action-errors')).toHaveAttribute('aria-disabled', 'true');
    await expect(invalidRow.getByTestId('row-action-errors')).not.toHaveAttribute('aria-disabled', 'true');

    const reportDownload = page.waitForEvent('download');
    await invalidRow.getByTestId('row-action-errors').click();
    const report = await reportDownload;
    expect(report.suggestedFilename()).toMatch(new RegExp(`^erros-importacao-usuarios-invalidos-${id}_\\d{2}-\\d{2}-\\d{4}_\\d{2}-\\d{2}-\\d{2}\\.xlsx$`));
    const reportSheet = await readSheet(await report.path());
    expect(reportSheet.names[0]).toBe('Dados');
    expect(reportSheet.rows[0]).toEqual(['Linha', 'Coluna', 'Mensagem']);
    expect(reportSheet.rows.slice(1)).toEqual([[3, 'CPF/CNPJ/Documento', 'CPF inválido']]);
  });

  test('a validated import that has not run: run it or discard it from the history', async ({ page, request }) => {
    test.setTimeout(90_000);
    const id = Date.now().toString(36);
    const admin = await apiSignIn(request, 'admin@demo.local');
    const aluno = await apiSignIn(request, 'aluno@demo.local');
    const headers = { Authorization: `Bearer ${admin.access}` };
    /** A new course, and a batch file enrolling the demo learner in it, validated (not run). */
    const pending = async (label: string) => {
      const titulo = `Curso ${label} E2E ${id}`;
      const course = await request.post('/api/v1/curso', { headers, data: { titulo } });
      expect(course.ok(), 'POST curso').toBeTruthy();
      const fileName = `inscricoes-${label}-${id}.csv`;
      const validated = await request.post('/api/v1/inscricao/validatebatch', {
        headers,
        multipart: { file: { name: fileName, mimeType: 'text/csv', buffer: Buffer.from(`Email ou CPF;Tipo;Conteudo\naluno@demo.local;curso;${titulo}\n`, 'utf8') } },
      });
      expect(validated.ok(), 'validatebatch').toBeTruthy();
      return { courseId: ((await course.json()) as { id: string }).id, fileName };
    };
    const enrolledIn = async (courseId: string) => {
      const reply = await request.get(`/api/v1/usuario/inscricao/${aluno.userId}`, { headers });
      return ((await reply.json()) as { conteudoId: string }[]).some((e) => e.conteudoId === courseId);
    };
    const toRun = await pending('executar');
    const toDiscard = await pending('descartar');

    await signIn(page, 'admin@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await page.goto(`/gestao/importacoes?f_nomeArquivo=${encodeURIComponent(id)}`);
    const table = page.getByTestId('imports-table');
    const runRow = rows(table).filter({ hasText: toRun.fileName });
    const discardRow = rows(table).filter({ hasText: toDiscard.fileName });
    await expect(runRow.getByTestId('import-status')).toHaveAttribute('data-status', 'Validado');
    await expect(discardRow.getByTestId('import-status')).toHaveAttribute('data-status', 'Validado');

    // run: confirmed, then the learner is enrolled and the import is done
    await runRow.getByTestId('row-action-run').click();
    const confirmRun = page.getByTestId('confirm-run-import');
    await expect(confirmRun).toContainText(`A pessoa da linha válida de "${toRun.fileName}" será inscrita agora, sem aviso por e-mail.`);
    await confirmRun.getByTestId('confirm-run-import-confirm').click();
    await expectToast(page, 'Importação executada.');
    await expect(runRow.getByTestId('import-status')).toHaveAttribute('data-status', 'Concluido');
    await expect(runRow.getByTestId('row-action-run')).toHaveCount(0);
    await expect(runRow.getByTestId('row-action-discard')).toHaveCount(0);
    expect(await enrolledIn(toRun.courseId)).toBe(true);

    // discard: cancelled first (nothing changes), then confirmed
    await discardRow.getByTestId('row-action-discard').click();
    await page.getByTestId('confirm-discard-import-cancel').click();
    await expect(page.getByTestId('confirm-discard-import')).toBeHidden();
    await expect(discardRow.getByTestId('import-status')).toHaveAttribute('data-status', 'Validado');
    await discardRow.getByTestId('row-action-discard').click();
    await expect(page.getByTestId('confirm-discard-import')).toContainText('ficará no histórico como descartada');
    await page.getByTestId('confirm-discard-import-confirm').click();
    await expectToast(page, 'Importação descartada.');
    await expect(discardRow.getByTestId('import-status')).toHaveAttribute('data-status', 'Descartado');
    await expect(discardRow.getByTestId('import-status')).toHaveText(/Descartado/);
    await expect(discardRow.getByTestId('row-action-run')).toHaveCount(0);
    await expect(discardRow.getByTestId('row-action-discard')).toHaveCount(0);
    expect(await enrolledIn(toDiscard.courseId)).toBe(false);
  });
});
