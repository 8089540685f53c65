import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn, rows, signIn } from './helpers.ts';

/**
 * Gamification (3-admin §3 Challenge; 2-learner §3 drawer, ranking card, /gamificacao/jornada): an administrator
 * creates a challenge on a course of the demo company in /gamificacao/desafios (the form refuses it without an item
 * first); the learner, enrolled, completes the course and sees the points, the rank and the trophy in the top bar's
 * drawer and on /gamificacao/jornada. Screenshots at 390, 768 and 1440 px, light and dark.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? join(tmpdir(), 'gamification-shots');
const SIZES = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
] as const;
const LEARNER = 'aluno@demo.local';
// The machine is shared with other suites: conditions get up to 30 s.
const expect = baseExpect.configure({ timeout: 30_000 });

async function acceptCookies(page: Page) {
  const accept = page.getByRole('button', { name: 'Entendi e aceito' });
  if (await accept.isVisible({ timeout: 3_000 }).catch(() => false)) await accept.click();
}

async function createdId(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<string> {
  expect(response.ok(), `${what}: ${await response.text()}`).toBeTruthy();
  return ((await response.json()) as { id: string }).id;
}

test.describe('gamification', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  const stamp = Date.now().toString(36);
  const courseTitle = `Boas-vindas gamificadas ${stamp}`;
  const challengeName = `Desafio de integração ${stamp}`;
  let courseId = '';
  let linkId = '';

  test.beforeAll(async ({ request }) => {
    const { access } = await apiSignIn(request, 'admin@demo.local');
    const headers = { authorization: `Bearer ${access}` };
    linkId = await createdId(await request.post('/api/v1/midia', { headers, data: { nome: `Leitura de boas-vindas ${stamp}`, tipo: 'link', link: 'https://example.com/boas-vindas' } }), 'link');
    courseId = await createdId(await request.post('/api/v1/curso', { headers, data: { titulo: courseTitle, cargaHoraria: 30, itens: [{ midiaId: linkId }] } }), 'course');
    const learner = await apiSignIn(request, LEARNER);
    const enrol = await request.post(`/api/v1/curso/inscreverusuarios/${courseId}`, { headers, data: { usuariosIds: [learner.userId] } });
    expect(enrol.ok(), await enrol.text()).toBeTruthy();
  });

  test('the administrator creates a challenge on the course', async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true });
    await signIn(page, 'admin@demo.local');
    await expect(page.getByTestId('top-bar')).toBeVisible({ timeout: 30_000 });
    await acceptCookies(page);
    await page.goto('/gamificacao/desafios');
    await expect(page.getByTestId('challenges-table')).toBeVisible();
    await page.getByTestId('challenges-new').click();
    const dialog = page.getByTestId('challenge-form');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('challenge-name').fill(challengeName);
    await dialog.getByTestId('challenge-rule-CursoConcluido').check();
    await dialog.getByTestId('challenge-points-CursoConcluido').fill('150');
    // No course yet: 'needs an associated item'.
    await dialog.getByTestId('challenge-form-submit').click();
    await expect(dialog.getByText('O desafio precisa de um item associado.')).toBeVisible();
    await dialog.getByTestId('challenge-contents').click();
    await dialog.getByTestId('challenge-contents').fill(courseTitle.slice(0, 20));
    await page.getByRole('option', { name: courseTitle }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/challenge-form.png` });
    await dialog.getByTestId('challenge-form-submit').click();
    await expect(dialog).toBeHidden();
    const table = page.getByTestId('challenges-table');
    await expect(rows(table).filter({ hasText: challengeName })).toHaveCount(1);
  });

  test('the learner completes the course and sees points, rank and trophy in the drawer and the journey', async ({ page, request }) => {
    const learner = await apiSignIn(request, LEARNER);
    const report = await request.post('/api/v1/midia/progresso', {
      headers: { authorization: `Bearer ${learner.access}` },
      data: { midiaId: linkId, percentualProgresso: 100, cursoId: courseId },
    });
    expect(report.ok(), await report.text()).toBeTruthy();

    await signIn(page, LEARNER);
    await expect(page.getByTestId('top-bar')).toBeVisible({ timeout: 30_000 });
    await acceptCookies(page);
    await page.getByTestId('gamification-trigger').click();
    const drawer = page.getByTestId('gamification-drawer');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId('gamification-rank')).toHaveText(/^\d+º lugar$/);
    await expect.poll(async () => Number((await drawer.getByTestId('gamification-score').innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(150);
    await expect(drawer.getByTestId('trophy').filter({ hasText: courseTitle })).toHaveCount(1);
    await expect(drawer.getByTestId('trophy').filter({ hasText: courseTitle })).toContainText('+150 pts');
    await expect(drawer.getByTestId('ranking-card').first()).toBeVisible();
    expect(await drawer.getByTestId('ranking-card').count()).toBeLessThanOrEqual(3);
    await page.screenshot({ path: `${SHOTS}/drawer.png` });

    await drawer.getByTestId('gamification-journey-link').click();
    await expect(page).toHaveURL(/\/gamificacao\/jornada$/);
    await expect(page.getByTestId('journey-rank')).toHaveText(/^\d+º lugar$/);
    await expect(page.getByTestId('journey-achievements').getByTestId('trophy').filter({ hasText: courseTitle })).toHaveCount(1);
    await expect(page.getByTestId('journey-ranking').getByTestId('ranking-card').first()).toBeVisible();
    await page.getByTestId('journey-scope').getByText('Minha unidade').click();
    await expect(page.getByTestId('journey-rank')).toHaveText(/^\d+º lugar$/);
  });

  test('the screens at 390, 768 and 1440 px, light and dark', async ({ page, context }) => {
    test.setTimeout(180_000);
    await context.addInitScript(() => {
      const stored = JSON.parse(localStorage.getItem('plataforma.options') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('plataforma.options', JSON.stringify({ ...stored, dark: 2 }));
    });
    await signIn(page, LEARNER);
    await expect(page.getByTestId('gamification-trigger')).toBeVisible({ timeout: 30_000 });
    await acceptCookies(page);
    await page.goto('/gamificacao/jornada');
    await expect(page.getByTestId('journey-me')).toBeVisible();
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await expect(page.getByTestId('journey-achievements')).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/journey-${size.width}-${scheme}.png`, fullPage: true });
        await page.getByTestId('gamification-trigger').click();
        await expect(page.getByTestId('gamification-drawer').getByTestId('trophy').first()).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/drawer-${size.width}-${scheme}.png` });
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('gamification-drawer')).toBeHidden();
      }
    }
  });
});
