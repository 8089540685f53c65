import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers.ts';

/**
 * How the split web app loads (docs/web-performance.md): the layout shows with a skeleton while a page's code
 * arrives, and a chunk gone after a deploy reloads the app once, then shows the route error page.
 */

/** Counts the document loads of the page (the first one included; history changes of the router are not loads). */
const countDocumentLoads = (page: Page) => {
  const loads = { count: 0 };
  page.on('domcontentloaded', () => {
    loads.count += 1;
  });
  return loads;
};

test.describe('loading the web app in pieces', () => {
  test('the main layout shows with a skeleton while the page code is on its way', async ({ page }) => {
    await signIn(page, 'aluno@demo.local');
    await expect(page.getByTestId('learner-home')).toBeVisible();

    // The catalog's code is held back until the skeleton has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/catalog-page-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/catalog');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await expect(page.getByTestId('route-loading')).toBeVisible();
    release();
    await expect(page.getByTestId('route-loading')).toBeHidden();
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await expect(page).toHaveURL(/\/catalog$/);
  });

  test('a chunk missing once (a deploy) reloads the app once and the page shows', async ({ page }) => {
    let refused = 0;
    await page.route(/\/assets\/login-page-[^/]+\.js$/, async (route) => {
      if (refused === 0) {
        refused += 1;
        await route.fulfill({ status: 404, body: 'gone' });
      } else await route.continue();
    });
    const loads = countDocumentLoads(page);
    await page.goto('/login');
    await expect.poll(() => loads.count).toBe(2);
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    expect(refused).toBe(1);
    expect(loads.count).toBe(2);
    // The route loaded: the mark is gone, so a later deploy may reload again.
    expect(await page.evaluate(() => sessionStorage.getItem('plataforma.staleChunkReload'))).toBeNull();
  });

  test('a chunk that stays missing shows the route error page after one reload, without a loop', async ({ page }) => {
    let refused = 0;
    await page.route(/\/assets\/login-page-[^/]+\.js$/, async (route) => {
      refused += 1;
      await route.fulfill({ status: 404, body: 'gone' });
    });
    const loads = countDocumentLoads(page);
    await page.goto('/login');
    await expect.poll(() => loads.count).toBe(2);
    await expect(page.getByTestId('route-error')).toBeVisible();
    // The tab is marked: no further reload happens while the error page shows.
    expect(await page.evaluate(() => sessionStorage.getItem('plataforma.staleChunkReload'))).not.toBeNull();
    expect(loads.count).toBe(2);
    expect(refused).toBeGreaterThanOrEqual(2);
  });
});
