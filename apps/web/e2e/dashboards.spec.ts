import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { apiSignIn, Excel, rows, signIn } from './helpers.ts';

/**
 * Dashboards (2-learner §7, 3-admin /gestao/dashboard): the demo manager (Gustavo Gestor, to whom Alice Aluna and Vitor
 * Avaliador report, and Marina through Alice) filters the team by department and exports the people; a learner sees
 * their own panel. Screenshots at 390, 768 and 1440 px, light and dark.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? join(tmpdir(), 'dashboards-shots');
const SIZES = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
] as const;

test.describe('dashboards', () => {
  test('a manager sees the team, filters by department and exports the people', async ({ page, request }) => {
    test.setTimeout(120_000);
    mkdirSync(SHOTS, { recursive: true });
    // Alice holds an enrolment (the administrator enrols her in a course), so the charts have figures.
    const { userId: alice } = await apiSignIn(request, 'aluno@demo.local');
    const { access } = await apiSignIn(request, 'admin@demo.local');
    const headers = { authorization: `Bearer ${access}` };
    const created = await request.post('/api/v1/curso', { headers, data: { titulo: `Curso do painel ${Date.now().toString(36)}` } });
    expect(created.ok(), await created.text()).toBeTruthy();
    const course = (await created.json()) as { id: string };
    expect((await request.post(`/api/v1/curso/inscreverusuarios/${course.id}`, { headers, data: { usuariosIds: [alice] } })).ok()).toBe(true);

    await signIn(page, 'gestor@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await page.goto('/gestao/dashboard');
    const panel = page.getByTestId('manager-panel');
    await expect(panel).toHaveAttribute('data-scope', 'team');
    const people = page.getByTestId('people-table');
    await expect(rows(people).filter({ hasText: 'Alice Aluna' })).toHaveCount(1);
    await expect(rows(people).filter({ hasText: 'Marina Multiempresa' })).toHaveCount(1); // through Alice
    await expect(page.getByTestId('kpi-active')).toHaveAttribute('data-value', '3');
    // Someone outside the team never shows.
    await expect(rows(people).filter({ hasText: 'Ana Administradora' })).toHaveCount(0);

    // Every chart has its figures as a table.
    await page.getByTestId('chart-status-toggle').click();
    await expect(page.getByTestId('chart-status').getByRole('table')).toBeVisible();
    await expect(page.getByTestId('chart-status').getByRole('rowheader', { name: 'Não iniciado' })).toBeVisible();

    // Department 'Tecnologia da Informação': Alice only.
    await page.getByTestId('filter-departments').click();
    await page.getByRole('option', { name: 'Tecnologia da Informação' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('kpi-active')).toHaveAttribute('data-value', '1');
    await expect(rows(people)).toHaveCount(1);
    await expect(rows(people).first()).toContainText('Alice Aluna');

    const downloading = page.waitForEvent('download');
    await page.getByTestId('people-export').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Pessoas e progresso_\d{2}-\d{2}-\d{4}_\d{2}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new Excel.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.getWorksheet('Dados')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['Nome', 'E-mail', 'Departamento']);
    expect(sheet.rowCount).toBe(2);
    expect((sheet.getRow(2).values as unknown[]).slice(1, 4)).toEqual(['Alice Aluna', 'aluno@demo.local', 'Tecnologia da Informação']);

    // A reversed range is refused under the end date and not sent.
    await page.getByTestId('filter-from').fill('10/02/2026');
    await page.getByTestId('filter-to').fill('01/02/2026');
    await page.getByTestId('filter-to').blur();
    await expect(page.getByText('A data inicial deve ser anterior ou igual à data final.')).toBeVisible();
    await page.getByTestId('filters-clear').click();
    await expect(page.getByTestId('kpi-active')).toHaveAttribute('data-value', '3');

    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await expect(panel).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/manager-${size.width}-${scheme}.png`, fullPage: true });
      }
    }
  });

  test('a learner sees their own panel', async ({ page }) => {
    test.setTimeout(90_000);
    mkdirSync(SHOTS, { recursive: true });
    await signIn(page, 'aluno@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await page.goto('/gestao/meu-painel');
    await expect(page.getByTestId('learner-panel')).toBeVisible();
    await expect(page.getByTestId('kpi-enrolments')).not.toHaveAttribute('data-value', '');
    await expect(page.getByTestId('team-panel-hint')).toHaveCount(0);
    await expect(page.getByTestId('assessments-card')).toBeVisible();
    // The manager panel is not the learner's.
    await page.goto('/gestao/dashboard');
    await expect(page).toHaveURL(/\/403/);

    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.goto('/gestao/meu-painel');
        await expect(page.getByTestId('learner-panel')).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/learner-${size.width}-${scheme}.png`, fullPage: true });
      }
    }
  });
});
