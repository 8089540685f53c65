import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './helpers.ts';

/**
 * Small things a person sees: the counters of the search tabs show their number; the Ctrl+K results name their kind
 * with its accent ('Mídia' kinds, 'Curso', 'Trilha', never the API's code 'Midia'); an empty list says '0 registros';
 * the carousel arrows are named in the interface language; the course wizard's 'Adicionar' buttons are whole at
 * 390, 768 and 1440 px; a sidebar item cut by an ellipsis shows its whole name in a tooltip.
 */

const SIZES = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
] as const;

/** Nothing inside the element has its text cut (scrollWidth beyond clientWidth) and it lies wholly in the viewport. */
async function expectWhole(locator: Locator) {
  await expect(locator).toBeInViewport({ ratio: 1 });
  const cut = await locator.evaluate((element) =>
    [element, ...element.querySelectorAll('*')].filter((node) => node instanceof HTMLElement && node.offsetWidth > 0 && node.scrollWidth > node.clientWidth + 1).map((node) => node.outerHTML.slice(0, 120)),
  );
  expect(cut, 'text cut inside the element').toEqual([]);
}

async function acceptCookies(page: Page) {
  const accept = page.getByRole('button', { name: 'Entendi e aceito' });
  if (await accept.isVisible({ timeout: 3_000 }).catch(() => false)) await accept.click();
}

test.describe('visible details', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await acceptCookies(page);
  });

  test('search: the tab counters show their number; Ctrl+K names the kinds with their accents', async ({ page }) => {
    await page.goto('/search?query=a');
    const tabs = page.getByTestId('search-kinds');
    await expect(tabs).toBeVisible({ timeout: 30_000 });
    const counters = tabs.locator('.mantine-Badge-root');
    expect(await counters.count()).toBeGreaterThanOrEqual(2);
    for (const counter of await counters.all()) {
      await expect(counter).toHaveText(/^\d+$/);
      await expectWhole(counter);
      // the number is painted inside the pill, not clipped to an empty pill
      const label = counter.locator('.mantine-Badge-label');
      const [pill, text] = await Promise.all([counter.boundingBox(), label.boundingBox()]);
      expect(text!.width).toBeGreaterThan(4);
      expect(text!.x + text!.width).toBeLessThanOrEqual(pill!.x + pill!.width + 0.5);
    }

    await page.keyboard.press('Control+k');
    await page.getByTestId('search-input').fill('a');
    const kinds = page.getByTestId('search-result-kind');
    await expect(kinds.first()).toBeVisible();
    const labels = await kinds.allTextContents();
    expect(labels.length).toBeGreaterThan(0);
    const allowed = ['Vídeo', 'Áudio', 'Imagem', 'PDF', 'Documento', 'Link', 'SCORM', 'Carrossel', 'Mídia', 'Curso', 'Trilha'];
    for (const label of labels) expect(allowed).toContain(label);
    await expect(page.getByTestId('search-group-cursos').getByTestId('search-result-kind').first()).toHaveText('Curso');
    await expect(page.getByTestId('search-group-formacoes').getByTestId('search-result-kind').first()).toHaveText('Trilha');
  });

  test("an empty list says '0 registros', one '1 registro'", async ({ page }) => {
    await page.goto('/conteudo/curso');
    const total = page.getByTestId('data-table-total');
    const search = page.getByPlaceholder('Buscar por título ou código');
    // the demo course's code: other journeys add courses of their own at the same time
    await search.fill('DEMO-CURSO-001');
    await expect(total).toHaveText('1 registro');
    await search.fill('nada-encontrado-aqui');
    await expect(total).toHaveText('0 registros');
  });

  test('the course wizard: the add buttons are whole at every width', async ({ page }) => {
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto('/conteudo/curso');
      await page.getByRole('main').locator('table tbody tr').first().getByTestId('row-action-edit').click();
      await page.getByTestId('content-wizard-step-objects').click();
      await expect(page.getByTestId('content-wizard-content')).toHaveAttribute('data-step', 'objects');
      await page.getByTestId('objects-search').fill('a');
      const buttons = page.getByTestId('objects-result').getByRole('button');
      await expect(buttons.first()).toBeVisible();
      expect(await buttons.count()).toBeGreaterThanOrEqual(2);
      for (const button of await buttons.all()) {
        // centred in the list's own scroll (the 'if needed' scroll may stop with the last row a pixel under the edge)
        await button.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'nearest' }));
        await expect(button).toHaveText(/^(Adicionar|Adicionado)$/);
        await expectWhole(button);
      }
      await page.keyboard.press('Escape');
    }
  });

  test('a sidebar item cut by an ellipsis shows its whole name in a tooltip; a whole one shows none', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/conteudo/curso');
    const item = page.getByTestId('nav-item-externalCertificatesAdmin');
    const whole = 'Gerir Certificados Externos';
    await expect(item).toHaveAccessibleName(whole);
    const cut = await item.locator('span').last().evaluate((span) => span.scrollWidth > span.clientWidth);
    expect(cut, 'the long name is cut in the 260 px sidebar').toBe(true);
    await item.hover();
    await expect(page.getByRole('tooltip')).toHaveText(whole);
    await page.getByTestId('nav-item-courses').hover();
    await expect(page.getByRole('tooltip')).toBeHidden();
    // keyboard focus shows it too
    await item.focus();
    await expect(page.getByRole('tooltip')).toHaveText(whole);
  });
});

test.describe('carousel labels', () => {
  for (const [language, previous, next] of [
    ['pt', 'Slide anterior', 'Próximo slide'],
    ['en', 'Previous slide', 'Next slide'],
    ['es', 'Diapositiva anterior', 'Diapositiva siguiente'],
  ] as const) {
    test(`the carousel arrows are named in ${language}`, async ({ page }) => {
      // the login carousel of a client with two slides
      await page.route('**/api/v1/Parametro/open/parametros', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as Record<string, unknown>;
        const settings = (('login' in body ? body : body.data) ?? body) as { login: { carousels: unknown[] } };
        settings.login.carousels = [{ slides: [{ image: '/favicon.svg' }, { image: '/favicon.svg' }] }];
        await route.fulfill({ response, json: body });
      });
      await page.addInitScript((value) => localStorage.setItem('plataforma.language', value), language);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/login');
      const carousel = page.getByTestId('login-carousel');
      await expect(carousel).toBeVisible();
      await expect(carousel.locator('[data-type="previous"]')).toHaveAttribute('aria-label', previous);
      await expect(carousel.locator('[data-type="next"]')).toHaveAttribute('aria-label', next);
    });
  }
});
