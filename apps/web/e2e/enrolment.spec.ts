import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiSignIn, Excel, expectToast, rows, signIn } from './helpers.ts';

/**
 * Enrolment administration (3-admin §2 'enrol users', §3 'Subscription row', 'Automated enrolment', §7 Course,
 * Batch enrolment, inscricaoautomatizada): the administrator opens 'Inscrições' of the demo course, enrols the demo
 * learner (origin 'Manual', status 'Não iniciado'), cancels and reactivates the enrolment; sends a batch file with
 * one good and one bad row, sees the report per row and imports the good one (origin 'Importação'); sets an automated
 * enrolment on a new job title, sees it applied, and deletes it.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? join(tmpdir(), 'enrolment-e2e-shots');
const COURSE = 'Integração de novos colaboradores';
const COURSE_CODE = 'DEMO-CURSO-001';
const TRAIL = 'Trilha de boas-vindas';

const shot = async (page: Page, name: string) => {
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: false });
};

type Enrolment = { conteudoId: string; tipo: string; titulo: string; active: boolean };

/** The enrolment of a person in the demo course as the API has it (null when none). */
async function enrolmentIn(request: APIRequestContext, token: string, userId: string): Promise<Enrolment | null> {
  const reply = await request.get(`/api/v1/usuario/inscricao/${userId}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(reply.ok(), 'usuario/inscricao').toBeTruthy();
  const list = (await reply.json()) as Enrolment[];
  return list.find((e) => e.tipo === 'curso' && e.titulo === COURSE) ?? null;
}

/** The demo course's row in the courses list, searched by its code (other journeys add courses before it). */
async function demoCourseRow(page: Page): Promise<Locator> {
  await page.goto('/conteudo/curso');
  await page.getByRole('textbox', { name: 'Buscar por título ou código' }).fill(COURSE_CODE);
  const courseRow = rows(page.getByTestId('courses-table')).filter({ hasText: COURSE });
  await expect(courseRow).toHaveCount(1);
  return courseRow;
}

/** The row of a person in the enrolments table. */
const rowOf = (table: Locator, email: string) => rows(table).filter({ hasText: email });

async function search(page: Page, text: string) {
  await page.getByTestId('enrolments-search').fill(text);
}

test.describe('enrolment administration', () => {
  test('enrol a learner, cancel and reactivate; batch file with a bad row; automated enrolment of a job title', async ({ page, request }) => {
    test.setTimeout(180_000);
    mkdirSync(SHOTS, { recursive: true });
    const admin = await apiSignIn(request, 'admin@demo.local');
    const aluno = await apiSignIn(request, 'aluno@demo.local');
    const gestor = await apiSignIn(request, 'gestor@demo.local');
    const alunoBefore = await enrolmentIn(request, admin.access, aluno.userId);
    const gestorBefore = await enrolmentIn(request, admin.access, gestor.userId);

    await signIn(page, 'admin@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();

    // ---------------------------------------------------------------- 'Inscrições' of the demo course
    const courseRow = await demoCourseRow(page);
    await courseRow.getByTestId('row-action-enrolments').click();
    const modal = page.getByTestId('enrolments-modal');
    await expect(modal).toBeVisible();
    await expect(page.getByTestId('enrolments-subject')).toHaveText(`Curso: ${COURSE}`);
    await expect(page.getByTestId('enrolments-tab-all')).toHaveAttribute('data-active', 'true');
    const table = page.getByTestId('enrolments-table');
    await shot(page, '01-enrolments-modal');

    // ---------------------------------------------------------------- enrol the learner by hand
    await page.getByTestId('enrolments-enrol').click();
    const enrol = page.getByTestId('enrol-users-modal');
    await expect(enrol).toBeVisible();
    await page.getByTestId('enrol-users-submit').click();
    await expect(enrol.getByText('Escolha ao menos uma pessoa.')).toBeVisible();
    const people = page.getByTestId('enrol-users-people');
    await people.click();
    await people.fill('aluno@demo');
    await page.getByRole('option', { name: 'Alice Aluna — aluno@demo.local' }).click();
    await people.press('Escape');
    await expect(page.getByTestId('enrol-users-count')).toHaveText('1 pessoa escolhida');
    await page.getByTestId('enrol-users-notify').check();
    await shot(page, '02-enrol-users');
    await page.getByTestId('enrol-users-submit').click();
    await expect(page.getByTestId('enrol-users-result')).toBeVisible();
    // a new enrolment, or the one of an earlier run (active: already enrolled; cancelled: reactivated)
    const expected = !alunoBefore ? 'enrol-users-inscritos' : alunoBefore.active ? 'enrol-users-ja-inscritos' : 'enrol-users-reativados';
    await expect(page.getByTestId(expected)).toHaveAttribute('data-value', '1');
    await expect(page.getByTestId('enrol-users-falhas')).toHaveAttribute('data-value', '0');
    await shot(page, '03-enrol-users-result');
    await page.getByTestId('enrol-users-close').click();
    await expect(enrol).toBeHidden();

    await search(page, 'aluno@demo.local');
    const alunoRow = rowOf(table, 'aluno@demo.local');
    await expect(alunoRow).toHaveCount(1);
    await expect(alunoRow.getByTestId('enrolment-name')).toHaveText('Alice Aluna');
    await expect(alunoRow.getByTestId('enrolment-origin')).toHaveText('Manual');
    await expect(alunoRow.getByTestId('enrolment-status')).toHaveText('Não iniciado');
    await expect(alunoRow.getByTestId('enrolment-progress')).toHaveAttribute('data-value', '0');
    await expect(alunoRow).toContainText('São Paulo');
    await expect(alunoRow).toContainText('Desenvolvedor de Software');
    await page.getByTestId('enrolments-tab-not-started').click();
    await expect(rowOf(table, 'aluno@demo.local')).toHaveCount(1);
    await page.getByTestId('enrolments-tab-completed').click();
    await expect(rowOf(table, 'aluno@demo.local')).toHaveCount(0);
    await page.getByTestId('enrolments-tab-all').click();
    await shot(page, '04-enrolment-row');

    // ---------------------------------------------------------------- cancel, then reactivate (progress lost)
    await rowOf(table, 'aluno@demo.local').getByTestId('row-action-cancel').click();
    await expect(page.getByTestId('confirm-cancel')).toBeVisible();
    await page.getByTestId('confirm-cancel-confirm').click();
    await expectToast(page, 'Inscrição cancelada.');
    await expect(rowOf(table, 'aluno@demo.local').getByTestId('enrolment-status')).toHaveText('Cancelada');
    await page.getByTestId('enrolments-tab-cancelled').click();
    await expect(rowOf(table, 'aluno@demo.local')).toHaveCount(1);
    expect((await enrolmentIn(request, admin.access, aluno.userId))?.active).toBe(false);
    await rowOf(table, 'aluno@demo.local').getByTestId('row-action-reactivate').click();
    const reactivate = page.getByTestId('confirm-reactivate');
    await expect(reactivate).toContainText('todo o progresso registrado será perdido');
    await shot(page, '05-reactivate-confirm');
    await page.getByTestId('confirm-reactivate-confirm').click();
    await expectToast(page, 'Inscrição reativada.');
    await expect(rowOf(table, 'aluno@demo.local')).toHaveCount(0);
    await page.getByTestId('enrolments-tab-all').click();
    await expect(rowOf(table, 'aluno@demo.local').getByTestId('enrolment-status')).toHaveText('Não iniciado');
    expect((await enrolmentIn(request, admin.access, aluno.userId))?.active).toBe(true);

    // ---------------------------------------------------------------- batch: one good row, one bad row
    await page.getByTestId('enrolments-batch').click();
    const batch = page.getByTestId('enrolment-batch-modal');
    await expect(batch).toBeVisible();
    await shot(page, '06-batch-file');
    const csv = ['Email ou CPF,Tipo,Conteudo', `gestor@demo.local,curso,${COURSE_CODE}`, `ninguem-${Date.now()}@demo.local,curso,${COURSE_CODE}`].join('\n');
    await page.getByTestId('enrolment-batch-input').setInputFiles({ name: 'inscricoes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await expect(page.getByTestId('enrolment-batch-file')).toContainText('inscricoes.csv');
    await page.getByTestId('enrolment-batch-submit').click();
    await expect(page.getByTestId('enrolment-batch-report')).toBeVisible();
    await expect(page.getByTestId('enrolment-batch-total')).toHaveAttribute('data-value', '2');
    await expect(page.getByTestId('enrolment-batch-valid')).toHaveAttribute('data-value', '1');
    await expect(page.getByTestId('enrolment-batch-invalid')).toHaveAttribute('data-value', '1');
    const errors = page.getByTestId('enrolment-batch-error');
    await expect(errors).toHaveCount(1);
    await expect(errors.first()).toHaveAttribute('data-line', '3');
    await shot(page, '07-batch-report');
    await expect(page.getByTestId('enrolment-batch-submit')).toHaveText('Importar 1 linha válida');
    await page.getByTestId('enrolment-batch-submit').click();
    await expect(page.getByTestId('enrolment-batch-result')).toBeVisible();
    await expect(page.getByTestId(gestorBefore?.active ? 'enrolment-batch-ja-inscritos' : 'enrolment-batch-inscritos')).toHaveAttribute('data-value', '1');
    await expect(page.getByTestId('enrolment-batch-falhas')).toHaveAttribute('data-value', '0');
    await shot(page, '08-batch-result');
    await page.getByTestId('enrolment-batch-close').click();
    await expect(batch).toBeHidden();
    await search(page, 'gestor@demo.local');
    const gestorRow = rowOf(table, 'gestor@demo.local');
    await expect(gestorRow).toHaveCount(1);
    if (!gestorBefore) await expect(gestorRow.getByTestId('enrolment-origin')).toHaveText('Importação');
    await page.getByTestId('enrolments-origin').click();
    await page.getByRole('option', { name: 'Importação', exact: true }).click();
    await search(page, '');
    if (!gestorBefore) await expect(rowOf(table, 'gestor@demo.local')).toHaveCount(1);
    await expect(rowOf(table, 'aluno@demo.local')).toHaveCount(0);
    await shot(page, '09-filtered-by-origin');
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    // ---------------------------------------------------------------- automated enrolment of a job title
    const jobTitle = `Cargo E2E ${Date.now().toString(36)}`;
    const created = await request.post('/api/v1/Cargo', { headers: { Authorization: `Bearer ${admin.access}` }, data: { nome: jobTitle } });
    expect(created.ok(), 'POST Cargo').toBeTruthy();
    await page.goto(`/conta/cargo?f_nome=${encodeURIComponent(jobTitle)}`);
    const jobRow = rows(page.getByTestId('job-titles-table')).filter({ hasText: jobTitle });
    await expect(jobRow).toHaveCount(1);
    await jobRow.getByTestId('row-action-automated').click();
    const automated = page.getByTestId('automated-modal');
    await expect(automated).toBeVisible();
    await expect(page.getByTestId('automated-subject')).toHaveText(`Cargo: ${jobTitle}`);
    await expect(page.getByTestId('automated-state')).toHaveAttribute('data-state', 'new');
    await page.getByTestId('automated-submit').click();
    await expect(automated.getByText('Escolha ao menos um curso ou trilha.')).toBeVisible();
    const picker = page.getByTestId('automated-items-picker');
    await picker.click();
    await picker.fill('Integração');
    await page.getByRole('option', { name: COURSE, exact: true }).click();
    await picker.click();
    await picker.fill('boas-vindas');
    await page.getByRole('option', { name: 'Trilha de boas-vindas', exact: true }).click();
    await expect(page.getByTestId('automated-item-title')).toHaveText([COURSE, 'Trilha de boas-vindas']);
    await page.getByTestId('automated-item').nth(1).getByTestId('automated-item-up').click();
    await expect(page.getByTestId('automated-item-title')).toHaveText(['Trilha de boas-vindas', COURSE]);
    const date = page.getByTestId('automated-dataInicio');
    await date.fill('01/01/2026');
    await page.getByTestId('automated-notify').check();
    await shot(page, '10-automated-form');
    await page.getByTestId('automated-submit').click();
    await expectToast(page, /Inscrição automatizada salva\./);
    await expect(page.getByTestId('automated-state')).toHaveAttribute('data-state', 'applied');
    await shot(page, '11-automated-applied');

    // the rule as the API has it: the job title, the items in order, the start date of the day typed
    const listed = await request.get('/api/v1/inscricaoautomatizada', { headers: { Authorization: `Bearer ${admin.access}` }, params: { pageNumber: 1, pageSize: 50, tipo: 'Cargo' } });
    expect(listed.ok()).toBeTruthy();
    const rule = ((await listed.json()) as { data: { cargoNome: string; itens: { titulo: string; ordem: number }[]; dataInicio: string; notificarPorEmail: boolean; aplicadaEm: string | null }[] }).data.find(
      (r) => r.cargoNome === jobTitle,
    );
    expect(rule).toBeDefined();
    expect([...rule!.itens].sort((a, b) => a.ordem - b.ordem).map((i) => i.titulo)).toEqual(['Trilha de boas-vindas', COURSE]);
    expect(rule!.notificarPorEmail).toBe(true);
    expect(rule!.aplicadaEm).not.toBeNull();
    expect(new Date(rule!.dataInicio).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })).toBe('01/01/2026');

    // opened again: the saved rule; then deleted after the confirmation
    await page.keyboard.press('Escape');
    await expect(automated).toBeHidden();
    await jobRow.getByTestId('row-action-automated').click();
    await expect(page.getByTestId('automated-item-title')).toHaveText(['Trilha de boas-vindas', COURSE]);
    await expect(page.getByTestId('automated-dataInicio')).toHaveValue('01/01/2026');
    await page.getByTestId('automated-delete').click();
    await page.getByTestId('confirm-delete-confirm').click();
    await expectToast(page, 'Inscrição automatizada excluída.');
    await expect(page.getByTestId('automated-state')).toHaveAttribute('data-state', 'new');
    await expect(page.getByTestId('automated-item')).toHaveCount(0);
  });

  test('enrolments of a trail: enrol the manager by hand', async ({ page, request }) => {
    const admin = await apiSignIn(request, 'admin@demo.local');
    const gestor = await apiSignIn(request, 'gestor@demo.local');
    const reply = await request.get(`/api/v1/usuario/inscricao/${gestor.userId}`, { headers: { Authorization: `Bearer ${admin.access}` } });
    const before = ((await reply.json()) as Enrolment[]).find((e) => e.tipo === 'formacao' && e.titulo === TRAIL) ?? null;

    await signIn(page, 'admin@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await page.goto('/conteudo/trilha');
    const trailRow = rows(page.getByTestId('trails-table')).filter({ hasText: TRAIL });
    await expect(trailRow).toHaveCount(1);
    await trailRow.getByTestId('row-action-enrolments').click();
    await expect(page.getByTestId('enrolments-subject')).toHaveText(`Trilha: ${TRAIL}`);
    await page.getByTestId('enrolments-enrol').click();
    const people = page.getByTestId('enrol-users-people');
    await people.click();
    await people.fill('gestor');
    await page.getByRole('option', { name: 'Gustavo Gestor — gestor@demo.local' }).click();
    await people.press('Escape');
    await page.getByTestId('enrol-users-submit').click();
    const expected = !before ? 'enrol-users-inscritos' : before.active ? 'enrol-users-ja-inscritos' : 'enrol-users-reativados';
    await expect(page.getByTestId(expected)).toHaveAttribute('data-value', '1');
    await page.getByTestId('enrol-users-close').click();
    const table = page.getByTestId('enrolments-table');
    await page.getByTestId('enrolments-tab-not-started').click();
    const row = rowOf(table, 'gestor@demo.local');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('enrolment-status')).toHaveText('Não iniciado');
    if (!before) await expect(row.getByTestId('enrolment-origin')).toHaveText('Manual');
    await page.getByTestId('enrolments-tab-cancelled').click();
    await expect(rowOf(table, 'gestor@demo.local')).toHaveCount(0);
    await shot(page, '13-trail-enrolments');
  });

  test('automated enrolment from the units tree', async ({ page }) => {
    await signIn(page, 'admin@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await page.goto('/conta/unidade');
    const node = page.locator('[data-unit-name="São Paulo"]');
    await expect(node).toBeVisible();
    await node.hover();
    await node.getByTestId('unit-automated').click();
    await expect(page.getByTestId('automated-modal')).toBeVisible();
    await expect(page.getByTestId('automated-subject')).toHaveText('Unidade: São Paulo');
    await expect(page.getByTestId('automated-state')).toBeVisible();
    await expect(page.getByTestId('automated-modal')).toContainText('desta unidade');
    await shot(page, '12-automated-unit');
  });

  test('the batch template has an example row and the instructions, like the users template', async ({ page }) => {
    await signIn(page, 'admin@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await (await demoCourseRow(page)).getByTestId('row-action-enrolments').click();
    await page.getByTestId('enrolments-batch').click();
    await expect(page.getByTestId('enrolment-batch-modal')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByTestId('enrolment-batch-template').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Modelo de inscrição em lote.xlsx');
    const book = new Excel.Workbook();
    await book.xlsx.readFile(await file.path());
    expect(book.worksheets.map((s) => s.name)).toEqual(['Inscricoes', 'Instrucoes']);
    const data = book.worksheets[0];
    expect((data.getRow(1).values as unknown[]).slice(1)).toEqual(['Email ou CPF', 'Tipo', 'Conteudo']);
    const example = (data.getRow(2).values as unknown[]).slice(1);
    expect(example.slice(0, 2)).toEqual(['maria.silva@empresa.com.br', 'curso']);
    expect(String(example[2])).not.toBe('');
    const lines = (book.getWorksheet('Instrucoes')!.getColumn(1).values as unknown[]).slice(2).map(String);
    expect(lines[0]).toContain('Preencha uma linha por inscrição na aba Inscricoes');
    expect(lines).toContain('Tipo: curso ou trilha.');
  });
});
