import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn, expectToast, signIn } from './helpers.ts';

/**
 * Learner home, catalog and item detail (2-learner §2, §3, §4): the learner sees the demo course in a home section,
 * opens its detail, enrols, favourites it, finds it on /catalog/favorites, searches it on /search, opens its share
 * link over the catalog, and unenrols after the confirmation.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? join(tmpdir(), 'learner-shots');
const COURSE = 'Integração de novos colaboradores';
const TRAIL = 'Trilha de boas-vindas';

type Row = { id: string; titulo: string };
type Section = { id: string; itensDaSecao: { id: string }[] };

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The demo course and trail (the demo content is created in the background after start-up). */
async function demoContent(request: APIRequestContext, headers: Record<string, string>) {
  const find = async (path: string, title: string) => {
    const reply = await request.get(path, { headers, params: { search: title, pageSize: 50 } });
    if (!reply.ok()) return null;
    return ((await reply.json()) as { data: Row[] }).data.find((row) => row.titulo === title) ?? null;
  };
  let course: Row | null = null;
  let trail: Row | null = null;
  await expect
    .poll(
      async () => {
        course = await find('/api/v1/curso', COURSE);
        trail = await find('/api/v1/formacao', TRAIL);
        return Boolean(course && trail);
      },
      { timeout: 120_000, intervals: [1_000, 2_000] },
    )
    .toBe(true);
  return { course: course as unknown as Row, trail: trail as unknown as Row };
}

async function openCard(page: Page, id: string) {
  const card = page.locator(`[data-testid="content-card"][data-id="${id}"]`).first();
  await expect(card).toBeVisible();
  await card.getByTestId('content-card-open').click();
  const dialog = page.getByTestId('item-detail');
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('learner', () => {
  test('home section, detail, enrol, favourite, favourites page, search and share link', async ({ page, request, context }) => {
    test.setTimeout(240_000);
    const admin = { authorization: `Bearer ${(await apiSignIn(request, 'admin@demo.local')).access}` };
    const learner = { authorization: `Bearer ${(await apiSignIn(request, 'aluno@demo.local')).access}` };
    const { course, trail } = await demoContent(request, admin);

    // the demo section 'Comece por aqui' (everyone, home and catalog) holds the course
    const home = await request.get('/api/v1/Secao/ActivesPaged', { headers: learner, params: { exibirNoAprendizado: 'true', size: 50, itemsSize: 50 } });
    expect(home.ok()).toBeTruthy();
    const visible = ((await home.json()) as { data: Section[] }).data.some((s) => s.itensDaSecao.some((item) => item.id === course.id));
    expect(visible).toBe(true);
    // start from a learner neither enrolled nor holding the favourite (a re-run on the same server)
    await request.post(`/api/v1/curso/${course.id}/unsubscribe`, { headers: learner });
    await request.post(`/api/v1/curso/${course.id}/unbookmark`, { headers: learner });

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, 'aluno@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await page.goto('/home');
    await expect(page.getByTestId('home-welcome')).toBeVisible();
    const card = page.locator(`[data-testid="content-card"][data-id="${course.id}"]`).first();
    await expect(card).toBeVisible();
    await expect(card).toContainText(COURSE);
    await expect(card.getByTestId('kind-badge')).toHaveText('Curso');
    await expect(card.getByTestId('card-progress')).toHaveCount(0);
    await page.screenshot({ path: join(SHOTS, 'home.png'), fullPage: true });

    // the detail: synopsis and workload (hh:mm); before enrolling only 'Inscrever-se'
    const dialog = await openCard(page, course.id);
    await expect(dialog.getByTestId('detail-title')).toHaveText(COURSE);
    await expect(dialog.getByTestId('detail-synopsis')).toHaveText('Os primeiros passos na empresa.');
    await expect(dialog.getByTestId('detail-workload')).toHaveText('01:00');
    await expect(dialog.getByTestId('detail-items')).toBeVisible();
    await expect(dialog.getByTestId('detail-action')).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get('view')).toBe(base64url(`curso:${course.id}`));

    // enrol: the classroom button and the unenrol button (0 %) appear, the progress shows 0 %
    await dialog.getByTestId('detail-enrol').click();
    await expectToast(page, 'Inscrição realizada. Bons estudos!');
    const action = dialog.getByTestId('detail-action');
    await expect(action).toHaveText('Ir para a sala de aula');
    await expect(dialog.getByTestId('detail-unenrol')).toBeVisible();
    await expect(dialog.getByTestId('detail-progress')).toContainText('0%');
    const enrolled = await request.get(`/api/v1/curso/Detalhes/${course.id}`, { headers: learner });
    expect(((await enrolled.json()) as { inscrito: boolean }).inscrito).toBe(true);

    // favourite: flips at once, and the server holds it
    const favourite = dialog.getByTestId('detail-favorite');
    const bookmarked = page.waitForResponse((r) => r.url().endsWith(`/curso/${course.id}/bookmark`) && r.request().method() === 'POST');
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    expect((await bookmarked).status()).toBe(200);

    // react: not before completion
    await dialog.getByTestId('detail-react').click();
    await expect(page.getByTestId('reaction-locked')).toContainText('Só é possível reagir após concluir o conteúdo.');
    // Escape closes the popover, not the dialog
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('reaction-locked')).toBeHidden();
    await expect(dialog).toBeVisible();

    // share: the link of the item over the catalog is copied
    await dialog.getByTestId('detail-share').click();
    await expectToast(page, 'Link copiado para a área de transferência.');
    const shared = await page.evaluate(() => navigator.clipboard.readText());
    expect(shared).toBe(`${new URL(page.url()).origin}/catalog?view=${base64url(`curso:${course.id}`)}`);
    await page.screenshot({ path: join(SHOTS, 'dialog.png') });

    // the progress bar shows on the card once enrolled
    await dialog.getByTestId('detail-close').click();
    await expect(dialog).toBeHidden();
    await expect(card.getByTestId('card-progress')).toBeVisible();

    // favourites page
    await page.goto('/catalog/favorites');
    const favouriteCard = page.getByTestId('favorites-grid').locator(`[data-testid="content-card"][data-id="${course.id}"]`);
    await expect(favouriteCard).toBeVisible();
    await expect(favouriteCard.getByTestId('favorite-toggle')).toHaveAttribute('aria-pressed', 'true');

    // catalog with the type filter: trails only hides the course
    await page.goto('/catalog');
    await expect(page.locator(`[data-testid="content-card"][data-id="${course.id}"]`).first()).toBeVisible();
    await expect(page.getByTestId('catalog-count')).toBeVisible();
    await page.screenshot({ path: join(SHOTS, 'catalog.png'), fullPage: true });
    await page.getByTestId('catalog-type').click();
    await page.getByRole('option', { name: 'Trilha', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(page.locator(`[data-testid="content-card"][data-id="${trail.id}"]`).first()).toBeVisible();
    await expect(page.locator(`[data-testid="content-card"][data-id="${course.id}"]`)).toHaveCount(0);

    // search page
    await page.goto(`/search?query=${encodeURIComponent('integração')}`);
    const results = page.getByTestId('search-results');
    const result = results.locator(`[data-testid="content-card"][data-id="${course.id}"]`);
    await expect(result).toBeVisible();
    await page.screenshot({ path: join(SHOTS, 'search.png'), fullPage: true });
    await result.getByTestId('content-card-open').click();
    await expect(page.getByTestId('item-detail').getByTestId('detail-title')).toHaveText(COURSE);

    // the share link opens the item over the catalog; unenrol asks first and brings back 'Inscrever-se'
    await page.goto(shared.replace(new URL(shared).origin, ''));
    await expect(page.getByTestId('learner-catalog')).toBeVisible();
    const sharedDialog = page.getByTestId('item-detail');
    await expect(sharedDialog.getByTestId('detail-title')).toHaveText(COURSE);
    await expect(sharedDialog.getByTestId('detail-favorite')).toHaveAttribute('aria-pressed', 'true');
    await sharedDialog.getByTestId('detail-unenrol').click();
    await page.getByTestId('unenrol-confirm-confirm').click();
    await expectToast(page, 'Inscrição cancelada.');
    await expect(sharedDialog.getByTestId('detail-enrol')).toBeVisible();

    // a view that names no item: 'Atenção: recurso indisponível'
    await page.goto('/catalog?view=bad');
    await expectToast(page, 'Atenção: recurso indisponível');
  });
});
