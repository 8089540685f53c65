import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { MAIN_ROUTES } from '../src/lib/route-access.ts';
import { commonLocales } from '../src/lib/locales.ts';
import { expectNoSeriousViolations, type AxeScanOptions } from './axe.ts';
import { apiSignIn, signIn } from './helpers.ts';
import { contrastRatio } from '@plataforma/shared/settings';

/**
 * Accessibility of every screen the demo data allows (issue 17, docs/accessibility.md): axe-core with the WCAG 2.2 AA
 * tags on each route and open dialog, in the light and the dark scheme, with zero critical and zero serious violations.
 * Each page also gets its own <title> ('<route> · Demo Academy').
 */

const CLIENT_TITLE = 'Demo Academy';

/** Every scan follows the system scheme, so the spec switches light and dark with the emulated media query. */
async function followSystemScheme(context: BrowserContext) {
  await context.addInitScript(() => {
    const key = 'plataforma.options';
    let stored: Record<string, unknown> = {};
    try {
      stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    } catch {
      stored = {};
    }
    localStorage.setItem(key, JSON.stringify({ ...stored, dark: 2 }));
  });
}

/** Scans the page as it is in the light and then the dark scheme (and leaves it light). */
async function scanBothSchemes(page: Page, label: string, options: AxeScanOptions = {}) {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await expectNoSeriousViolations(page, `${label} (${scheme})`, { ...options, soft: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
}

/** Waits until the route has settled: no request in flight and no loader on screen. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main .mantine-Loader-root:visible, [data-testid="settings-loading"]')).toHaveCount(0);
}

async function acceptCookies(page: Page) {
  const accept = page.getByRole('button', { name: 'Entendi e aceito' });
  if (await accept.isVisible({ timeout: 3_000 }).catch(() => false)) await accept.click();
}

type SectionItem = { id: string; tipo: string; subtipo: string | null };
type Section = { id: string; nome: string; itensDaSecao: SectionItem[] };

/** The demo course (created in the background after start-up, like the section). */
async function demoCourseId(request: APIRequestContext): Promise<string> {
  const headers = { authorization: `Bearer ${(await apiSignIn(request, 'admin@demo.local')).access}` };
  let id: string | undefined;
  await expect
    .poll(
      async () => {
        const reply = await request.get('/api/v1/curso', { headers, params: { search: 'Integração de novos colaboradores', pageSize: 50 } });
        if (!reply.ok()) return false;
        id = ((await reply.json()) as { data: { id: string; titulo: string }[] }).data.find((row) => row.titulo === 'Integração de novos colaboradores')?.id;
        return Boolean(id);
      },
      { timeout: 120_000, intervals: [1_000, 2_000] },
    )
    .toBe(true);
  return id as string;
}

/** The demo section 'Comece por aqui' (the demo content is created in the background after start-up). */
async function demoSection(request: APIRequestContext): Promise<Section> {
  const headers = { authorization: `Bearer ${(await apiSignIn(request, 'aluno@demo.local')).access}` };
  let section: Section | undefined;
  await expect
    .poll(
      async () => {
        const reply = await request.get('/api/v1/Secao/ActivesPaged', { headers, params: { exibirNoAprendizado: 'true', size: 50, itemsSize: 50 } });
        if (!reply.ok()) return false;
        section = ((await reply.json()) as { data: Section[] }).data.find((s) => s.nome === 'Comece por aqui');
        return Boolean(section);
      },
      { timeout: 120_000, intervals: [1_000, 2_000] },
    )
    .toBe(true);
  return section as Section;
}

const routeTitle = (titleKey: string) => (commonLocales.pt.routes as Record<string, string>)[titleKey];
/** '<route title> · Demo Academy' in Portuguese. */
const pageTitle = (titleKey: string) => `${routeTitle(titleKey)} · ${CLIENT_TITLE}`;
/** Public pages before sign-in carry the platform's default client title. */
const publicTitle = (titleKey: string) => new RegExp(`^${routeTitle(titleKey)} · \\S`);

test.describe('accessibility: axe-core, WCAG 2.2 AA, light and dark', () => {
  test.beforeEach(async ({ context }) => followSystemScheme(context));

  test('public pages: login, recover, 404 and a public certificate', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Usuário')).toBeVisible();
    await settled(page);
    await expect(page).toHaveTitle(publicTitle('login'));
    await scanBothSchemes(page, '/login');

    await page.goto('/auth/recover');
    await settled(page);
    await expect(page).toHaveTitle(publicTitle('recover'));
    await scanBothSchemes(page, '/auth/recover');

    await page.goto('/404');
    await settled(page);
    await expect(page).toHaveTitle(publicTitle('notFound'));
    await scanBothSchemes(page, '/404');

    await page.goto('/certificadousuario/ZZZZ0000ZZZZ/public');
    await settled(page);
    await expect(page).toHaveTitle(publicTitle('publicCertificate'));
    await scanBothSchemes(page, 'public certificate');
  });

  // Every route of the menu, in three parts (each signs in once): one test would outgrow its time as screens land.
  const adminRoutes = MAIN_ROUTES.filter((route) => !route.path.includes(':') && !route.pending);
  const PARTS = 3;
  for (let part = 0; part < PARTS; part += 1) {
    test(`administrator: every route of the menu, part ${part + 1} of ${PARTS}`, async ({ page }) => {
      test.setTimeout(600_000);
      await signIn(page, 'admin@demo.local');
      await expect(page.getByTestId('main-layout')).toBeVisible();
      await acceptCookies(page);
      for (const route of adminRoutes.filter((_, index) => index % PARTS === part)) {
        await page.goto(route.path);
        await settled(page);
        if (new URL(page.url()).pathname !== route.path) continue;
        await expect.soft(page, `title of ${route.path}`).toHaveTitle(pageTitle(route.titleKey));
        await scanBothSchemes(page, route.path);
      }
    });
  }

  test('administrator: a create form and a wizard', async ({ page }) => {
    test.setTimeout(300_000);
    await signIn(page, 'admin@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await acceptCookies(page);

    // a create form (users) and a wizard (courses)
    await page.goto('/conta/usuario');
    await settled(page);
    await page.getByTestId('users-new').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await settled(page);
    await scanBothSchemes(page, 'new user form');
    await page.keyboard.press('Escape');

    await page.goto('/conteudo/curso');
    await settled(page);
    await page.getByTestId('courses-new').click();
    await expect(page.getByTestId('content-form')).toBeVisible();
    await settled(page);
    await scanBothSchemes(page, 'new course wizard');
  });

  test('learner: home, item detail, catalog, section, classroom with video, progress, assessments', async ({ page, request }) => {
    test.setTimeout(300_000);
    const section = await demoSection(request);
    await signIn(page, 'aluno@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await acceptCookies(page);

    await page.goto('/home');
    await settled(page);
    await scanBothSchemes(page, '/home');

    const card = page.getByTestId('content-card').first();
    await card.getByTestId('content-card-open').click();
    await expect(page.getByTestId('item-detail')).toBeVisible();
    await settled(page);
    await scanBothSchemes(page, 'item detail');
    await page.keyboard.press('Escape');

    for (const path of ['/catalog', `/catalog/${section.id}`, '/gestao/progresso', '/gestao/minhas-avaliacoes']) {
      await page.goto(path);
      await settled(page);
      await scanBothSchemes(page, path);
    }

    const video = section.itensDaSecao.find((item) => item.tipo === 'midia' && item.subtipo === 'video') ?? section.itensDaSecao.find((item) => item.tipo === 'midia');
    expect(video, 'the demo section holds the video').toBeTruthy();
    await page.goto(`/learning-center/view/${Buffer.from(`midia:${video?.id}`).toString('base64url')}/0`);
    await expect(page.getByTestId('classroom')).toBeVisible();
    await settled(page);
    await scanBothSchemes(page, 'classroom');
  });

  test('an assessment attempt: the info page and a question', async ({ page, request }) => {
    test.setTimeout(240_000);
    // the manager, whose attempts no other journey counts (the learner's and the evaluator's are)
    const courseId = await demoCourseId(request);
    await signIn(page, 'gestor@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await acceptCookies(page);
    await page.goto(`/learning-center/view/${Buffer.from(`curso:${courseId}`).toString('base64url')}/0`);
    await expect(page.getByTestId('classroom')).toHaveAttribute('data-load-state', /^[23]$/, { timeout: 20_000 });
    const enrol = page.getByTestId('classroom-enrol-button');
    if (await enrol.isVisible()) await enrol.click();
    await expect(page.getByTestId('classroom')).toHaveAttribute('data-load-state', '2', { timeout: 20_000 });
    await page.getByTestId('classroom-item').filter({ hasText: 'Avaliação de boas-vindas' }).click();
    const runner = page.getByTestId('assessment-runner');
    const info = runner.getByTestId('assessment-info');
    const question = runner.getByTestId('assessment-question');
    await expect(info.or(question)).toBeVisible({ timeout: 20_000 });
    await settled(page);
    if (await info.isVisible()) {
      await scanBothSchemes(page, 'assessment info');
      await info.getByTestId('assessment-start').click();
    }
    await expect(question).toBeVisible();
    await settled(page);
    await scanBothSchemes(page, 'assessment question');
  });

  test('keyboard aids: skip link, a 2 px focus ring on inputs at 3:1, focus back to the opener of a dialog', async ({ page }) => {
    await signIn(page, 'aluno@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await acceptCookies(page);
    await page.goto('/catalog');
    await settled(page);
    await expect(page).toHaveTitle(pageTitle('catalog'));

    // the skip link is the first stop of the keyboard, shows when focused and moves the focus to the main landmark
    await page.keyboard.press('Tab');
    const skip = page.getByTestId('skip-link');
    await expect(skip).toBeFocused();
    await expect(skip).toHaveText('Pular para o conteúdo');
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL(/\/catalog$/);

    // a focused input draws a 2 px solid ring that stands out at 3:1 on the page, in both schemes
    const search = page.getByTestId('catalog-search');
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await search.focus();
      const ring = await search.evaluate((input) => {
        const style = getComputedStyle(input);
        const body = getComputedStyle(document.body).backgroundColor;
        return { width: style.outlineWidth, style: style.outlineStyle, color: style.outlineColor, body };
      });
      expect(ring.width, scheme).toBe('2px');
      expect(ring.style, scheme).toBe('solid');
      expect(contrastRatio(toHex(ring.color), toHex(ring.body)), `${scheme}: ring ${ring.color} on ${ring.body}`).toBeGreaterThanOrEqual(3);
    }
    await page.emulateMedia({ colorScheme: 'light' });

    // a dialog opened from the user menu gives the focus back to the menu's button
    const userMenu = page.getByTestId('user-menu');
    await userMenu.click();
    await page.getByTestId('user-menu-logout').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(userMenu).toBeFocused();

    // the item dialog, opened from a card, is named by the item's title and gives the focus back to the card
    const open = page.getByTestId('content-card-open').first();
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('item-detail')).toBeVisible();
    const title = (await page.getByTestId('detail-title').textContent()) ?? '';
    await expect(page.getByRole('dialog')).toHaveAccessibleName(title);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('item-detail')).toBeHidden();
    await expect(open).toBeFocused();
  });
});

/** 'rgb(r, g, b)' as computed by the browser, in hex. */
function toHex(rgb: string): string {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
  return `#${[r, g, b].map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;
}
