import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, signIn } from './helpers.ts';

/**
 * The row actions of every admin list stay on screen (docs/accessibility-tables.md, docs/responsive.md): the shared
 * data table pins its 'Ações' column to the right edge at every width, so the first row's action buttons are in the
 * viewport without scrolling the page or the table. Screenshots (light and dark) go to E2E_SHOTS_DIR.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/admin-list-shots';
mkdirSync(SHOTS, { recursive: true });

const LISTS = [
  { name: 'avaliacoes', path: '/conteudo/avaliacao' },
  { name: 'cursos', path: '/conteudo/curso' },
  { name: 'trilhas', path: '/conteudo/trilha' },
  { name: 'secoes', path: '/conteudo/secao' },
] as const;
const SIZES = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
] as const;

async function setScheme(page: Page, scheme: 'light' | 'dark') {
  await page.evaluate((value) => {
    document.documentElement.setAttribute('data-mantine-color-scheme', value);
  }, scheme);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

test.describe('admin list row actions', () => {
  test.beforeAll(async ({ request }) => {
    // the demo data has no assessment: one with a long title, so the list is wide
    const { access } = await apiSignIn(request, 'admin@demo.local');
    const reply = await request.post('/api/v1/Avaliacao', {
      headers: { authorization: `Bearer ${access}` },
      data: {
        title: `Avaliação de conhecimentos gerais sobre atendimento, vendas e logística ${Date.now().toString(36)}`,
        type: 'Aprendizagem',
        questions: [{ type: 'Objetiva', statement: 'Pergunta', options: [{ text: 'Sim', isTrue: true }, { text: 'Não', isTrue: false }] }],
      },
    });
    expect(reply.ok(), await reply.text()).toBeTruthy();
  });

  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin@demo.local');
    await expect(page).not.toHaveURL(/\/login/);
  });

  for (const list of LISTS) {
    test(`${list.name}: the first row's actions are on screen at every width`, async ({ page }) => {
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.goto(list.path);
        const firstRow = page.getByRole('main').locator('table tbody tr').first();
        const action = firstRow.locator('td').last().getByRole('button').first();
        await expect(action).toBeVisible({ timeout: 30_000 });
        // no scrolling: neither the page nor the table's own scroll area moved
        expect(await page.evaluate(() => window.scrollX)).toBe(0);
        await expect(action).toBeInViewport({ ratio: 1 });
        const box = (await action.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(size.width);
        // the pinned cell is opaque: the cells scrolled beneath it do not show through
        const background = await firstRow.locator('td').last().evaluate((cell) => getComputedStyle(cell).backgroundColor);
        expect(background).not.toMatch(/rgba\(.*, 0\)|transparent/);
        for (const scheme of ['light', 'dark'] as const) {
          await setScheme(page, scheme);
          await page.screenshot({ path: join(SHOTS, `${list.name}-${size.width}-${scheme}.png`) });
        }
        await setScheme(page, 'light');
      }
    });
  }
});
