import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiSignIn, signIn } from './helpers.ts';

/**
 * Responsive layout (docs/responsive.md): at phone, tablet and desktop widths no page scrolls sideways, every control of
 * the top bar is whole, the user menu opens with 'Sair' on screen, the classroom keeps its leave button and status
 * badge whole, and on phones the catalog's filters sit behind a 'Filtros' button so the first card is above the fold.
 * Screenshots (light and dark) of home, catalog, classroom and the users list go to E2E_SHOTS_DIR.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/responsive-shots';
mkdirSync(SHOTS, { recursive: true });

const WIDTHS = [390, 768, 1024, 1440] as const;
const heightOf = (width: number) => (width < 500 ? 844 : width < 1100 ? 1024 : 900);
const stamp = Date.now().toString(36);
const COURSE_TITLE = `Curso de integração para as equipes de atendimento, vendas e logística regional ${stamp}`;
const LONG_TENANT = 'Universidade Corporativa Internacionalizada da Companhia Brasileira de Distribuição e Logística';

const classroomUrl = (id: string) => `/learning-center/view/${Buffer.from(`curso:${id}`).toString('base64url')}/0`;

async function expectNoSideScroll(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** The element lies entirely inside the viewport and its text is not cut by an ellipsis. */
async function expectWhole(locator: Locator) {
  await expect(locator).toBeInViewport({ ratio: 1 });
  const clipped = await locator.evaluate((element) =>
    [element, ...element.querySelectorAll('*')].some((node) => node instanceof HTMLElement && node.offsetWidth > 0 && node.scrollWidth > node.clientWidth + 1),
  );
  expect(clipped, 'text cut inside the element').toBe(false);
}

/** Every button and link of the top bar is whole; the user menu opens with 'Sair' on screen. */
async function checkTopBar(page: Page) {
  const bar = page.getByTestId('top-bar');
  await expect(bar).toBeVisible();
  const controls = bar.locator('button:visible, a:visible');
  expect(await controls.count()).toBeGreaterThanOrEqual(4);
  for (const control of await controls.all()) await expect(control).toBeInViewport({ ratio: 1 });
  await page.getByTestId('user-menu').click();
  const logout = page.getByTestId('user-menu-logout');
  await expect(logout).toHaveText('Sair');
  await expectWhole(logout);
  await page.keyboard.press('Escape');
  await expect(logout).toBeHidden();
}

async function shoot(page: Page, name: string, width: number, scheme: 'light' | 'dark') {
  // no focus ring left on the user menu by the check above
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.screenshot({ path: join(SHOTS, `${name}-${width}-${scheme}.png`) });
}

async function setScheme(page: Page, scheme: 'light' | 'dark') {
  await page.getByTestId('color-scheme-toggle').click();
  await page.getByRole('menuitem', { name: scheme === 'dark' ? 'Escuro' : 'Claro' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

test.describe('responsive layout', () => {
  test.describe.configure({ mode: 'serial' });
  let courseId = '';

  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000);
    const { access, userId } = await apiSignIn(request, 'admin@demo.local');
    const headers = { authorization: `Bearer ${access}` };
    // the demo catalog (created in the background after start-up) holds items of several kinds
    await expect
      .poll(
        async () => {
          const reply = await request.get('/api/v1/Secao/ActivesPaged', { headers, params: { exibirNoAprendizado: 'false', size: 6, itemsSize: 20 } });
          if (!reply.ok()) return 0;
          return ((await reply.json()) as { data: { itensDaSecao: unknown[] }[] }).data.reduce((total, section) => total + section.itensDaSecao.length, 0);
        },
        { timeout: 150_000, intervals: [1_000, 2_000] },
      )
      .toBeGreaterThan(2);
    const created = [];
    for (const nome of ['Guia de atendimento', 'Política de trocas']) {
      const media = await request.post('/api/v1/midia', { headers, data: { nome: `${nome} ${stamp}`, tipo: 'link', link: 'https://example.com/guia' } });
      expect(media.ok(), await media.text()).toBeTruthy();
      created.push({ midiaId: ((await media.json()) as { id: string }).id });
    }
    const course = await request.post('/api/v1/curso', { headers, data: { titulo: COURSE_TITLE, descricao: 'Curso de telas estreitas.', itens: created } });
    expect(course.ok(), await course.text()).toBeTruthy();
    courseId = ((await course.json()) as { id: string }).id;
    const enrol = await request.post(`/api/v1/curso/inscreverusuarios/${courseId}`, { headers, data: { usuariosIds: [userId] } });
    expect(enrol.ok(), await enrol.text()).toBeTruthy();
  });

  for (const width of WIDTHS) {
    test(`${width} px: home, catalog, classroom and users fit the screen`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: heightOf(width) });
      await signIn(page, 'admin@demo.local');
      await expect(page.getByTestId('main-layout')).toBeVisible();
      await page.getByTestId('cookie-accept').click();

      // the sidebar gives way to the burger menu under 992 px
      if (width < 992) {
        await expect(page.getByTestId('main-nav')).toBeHidden();
        await expect(page.getByTestId('menu-toggle')).toHaveAccessibleName('Abrir menu');
      } else {
        await expect(page.getByTestId('main-nav')).toBeVisible();
      }

      for (const scheme of ['light', 'dark'] as const) {
        if (scheme === 'dark') await setScheme(page, 'dark');

        await page.goto('/home');
        await expect(page.getByTestId('home-welcome')).toBeVisible();
        await expect(page.getByTestId('content-card').first()).toBeVisible();
        await expectNoSideScroll(page);
        await checkTopBar(page);
        await shoot(page, 'home', width, scheme);

        await page.goto('/catalog');
        await expect(page.getByTestId('content-card').first()).toBeVisible();
        await expectNoSideScroll(page);
        await checkTopBar(page);
        await shoot(page, 'catalog', width, scheme);

        await page.goto(classroomUrl(courseId));
        await expect(page.getByTestId('classroom-title')).toHaveText(COURSE_TITLE);
        await expectNoSideScroll(page);
        await expectWhole(page.getByTestId('classroom-leave'));
        if (width >= 768) await expect(page.getByTestId('classroom-leave')).toHaveText('Sair da sala de aula');
        else await expect(page.getByTestId('classroom-leave')).toHaveAccessibleName('Sair da sala de aula');
        await expectWhole(page.getByTestId('enrolment-status'));
        await shoot(page, 'classroom', width, scheme);

        await page.goto('/conta/usuario');
        await expect(page.getByText('aluno@demo.local')).toBeVisible();
        await expectNoSideScroll(page);
        await checkTopBar(page);
        await shoot(page, 'users', width, scheme);
      }
      await setScheme(page, 'light');
    });
  }

  test('390 px: the catalog filters live in a drawer and the first card is above the fold', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await page.getByTestId('cookie-accept').click();
    await page.goto('/catalog');

    const open = page.getByTestId('catalog-filters-open');
    await expect(open).toHaveText('Filtros');
    await expectWhole(open);
    await expect(page.getByTestId('catalog-type')).toHaveCount(0);
    await expect(page.getByTestId('content-card').first()).toBeInViewport({ ratio: 1 });
    const kinds = page.getByTestId('kind-badge');
    await expect.poll(async () => new Set(await kinds.allTextContents()).size).toBeGreaterThan(1);

    // trails only, chosen in the drawer: every card left is a trail, and the button counts one filter
    await open.click();
    const drawer = page.getByTestId('catalog-filters-drawer');
    await expect(drawer.getByRole('heading', { name: 'Filtros' })).toBeVisible();
    await drawer.getByTestId('catalog-type').click();
    await page.getByRole('option', { name: 'Trilha', exact: true }).click();
    await page.keyboard.press('Escape');
    await drawer.getByTestId('catalog-filters-apply').click();
    await expect(drawer.getByTestId('catalog-filters-apply')).toBeHidden();
    await expect(page.getByTestId('catalog-filters-count')).toHaveText('1');
    await expect(open).toHaveAccessibleName(/^Filtros\s*\(1 filtro ativo\)$/);
    await expect.poll(async () => [...new Set(await kinds.allTextContents())]).toEqual(['Trilha']);
    await expect(page.getByTestId('catalog-count')).toHaveText(/^\d+ ite(m disponível|ns disponíveis)$/);
    await expectNoSideScroll(page);
    await page.screenshot({ path: join(SHOTS, 'catalog-filtered-390-light.png') });

    // clearing in the drawer brings every kind back and the count goes away
    await open.click();
    await expect(drawer.getByTestId('catalog-filters-apply')).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: join(SHOTS, 'catalog-drawer-390-light.png') });
    await drawer.getByTestId('catalog-clear').click();
    await drawer.getByTestId('catalog-filters-apply').click();
    await expect(page.getByTestId('catalog-filters-count')).toHaveCount(0);
    await expect.poll(async () => new Set(await kinds.allTextContents()).size).toBeGreaterThan(1);
  });

  test('a long company name and an environment badge never push the top bar off screen', async ({ page }) => {
    test.setTimeout(90_000);
    await page.route('**/api/v1/Parametro', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const settings = (await response.json()) as { page: { title: string }; environment: string };
      await route.fulfill({ response, json: { ...settings, page: { ...settings.page, title: LONG_TENANT }, environment: 'homolog' } });
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'admin@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await page.getByTestId('cookie-accept').click();
    await page.goto('/home');
    await expect(page.getByTestId('environment-badge')).toBeVisible();

    for (const width of [320, 390, 768, 900, 1024, 1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: heightOf(width) });
      await expect(page.getByTestId('main-nav')).toBeVisible({ visible: width >= 992 });
      await expectNoSideScroll(page);
      await expectWhole(page.getByTestId('environment-badge'));
      await checkTopBar(page);
      if (width >= 992) {
        // the name wraps on two lines at most inside the sidebar, never past it
        const brand = page.getByTestId('sidebar-brand');
        const name = brand.getByText(LONG_TENANT);
        await expect(name).toBeVisible();
        const [brandBox, nameBox] = [await brand.boundingBox(), await name.boundingBox()];
        expect(nameBox && brandBox && nameBox.x + nameBox.width <= brandBox.x + brandBox.width).toBe(true);
        expect(nameBox && brandBox && nameBox.y + nameBox.height <= brandBox.y + brandBox.height).toBe(true);
      }
      await page.screenshot({ path: join(SHOTS, `long-name-${width}-light.png`) });
    }
  });
});
