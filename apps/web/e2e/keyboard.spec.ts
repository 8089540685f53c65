import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessibleTable } from './axe-tables.ts';
import { apiSignIn, rows, signIn } from './helpers.ts';

/**
 * Keyboard-only journeys (WCAG 2.1.1, 2.4.3, 2.4.7): no mouse from the first key on. A new learner signs in, opens the
 * catalog from the menu, opens the demo course's detail, enrols, enters the classroom and answers the demo
 * 'Avaliação de boas-vindas' with arrows, Space and Enter; the administrator sorts the users table, opens the name
 * filter, filters and opens a row's action. Every stop asserts where the focus landed and that it shows (an outline or
 * a shadow on buttons, links and choices). axe-core finds no critical or serious violation in the data tables of
 * users, repository, courses, certificates and 'Minhas avaliações'.
 */

const COURSE = 'Integração de novos colaboradores';
const ASSESSMENT = 'Avaliação de boas-vindas';

/** Whether the focused element shows it: an outline or a box shadow (text fields: focused is enough, see docs). */
async function expectFocusVisible(target: Locator) {
  await expect(target).toBeFocused();
  const indicator = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    const textField = element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && !['checkbox', 'radio'].includes(element.type));
    return { focusVisible: element.matches(':focus-visible'), outline, shadow, textField };
  });
  expect(indicator.focusVisible, 'matches :focus-visible').toBe(true);
  if (!indicator.textField) expect(indicator.outline || indicator.shadow, 'an outline or a shadow marks the focus').toBe(true);
}

/**
 * Presses Tab until `target` has the focus, at most `max` times (Shift+Tab when the target comes before the focused
 * element in the page); then checks the focus shows.
 */
async function tabTo(page: Page, target: Locator, { max = 60 } = {}) {
  await expect(target).toBeVisible();
  const backwards = await target.evaluate((element) => {
    const active = document.activeElement;
    return Boolean(active && active !== document.body && active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING);
  });
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectFocusVisible(target);
      return presses + 1;
    }
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`${target} not reached with ${max} presses of Tab; the focus is on ${focused}`);
}

/** The cookie banner, when shown, accepted with the keyboard. */
async function acceptCookiesWithKeyboard(page: Page) {
  const accept = page.getByRole('button', { name: 'Entendi e aceito' });
  if (!(await accept.isVisible({ timeout: 3_000 }).catch(() => false))) return;
  await tabTo(page, accept, { max: 120 });
  await page.keyboard.press('Enter');
  await expect(accept).toBeHidden();
}

test.describe('keyboard only', () => {
  test('a learner signs in, opens the catalog and an item, enrols and answers an assessment', async ({ page, request }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const email = `teclado.${stamp}@e2e.local`;
    const password = 'Teclado@2026';
    const admin = await apiSignIn(request, 'admin@demo.local');
    const headers = { authorization: `Bearer ${admin.access}` };
    const created = await request.post('/api/v1/usuario', { headers, data: { nomeCompleto: `Teclado ${stamp}`, email } });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const groups = await request.get('/api/v1/grupoDePermissao', { headers, params: { nome: 'Aluno', pageSize: 50 } });
    const learnerGroup = ((await groups.json()) as { data: { id: string; nome: string }[] }).data.find((group) => group.nome === 'Aluno');
    expect(learnerGroup, "the demo group 'Aluno'").toBeTruthy();
    const linked = await request.post('/api/v2/grupoDePermissao/AddBondPermissionUser', { headers, data: { permissionId: learnerGroup!.id, usersIds: [id] } });
    expect(linked.ok(), await linked.text()).toBeTruthy();
    const setPassword = await request.post('/api/v1/usuario/alterar-senha-individual', { headers, data: { usuarioId: id, alterarSenhaNoProximoAcesso: false, senha: password } });
    expect(setPassword.ok(), await setPassword.text()).toBeTruthy();

    // sign in: the user name is the first field, the password the next, Enter sends
    await page.goto('/login');
    const username = page.getByLabel('Usuário');
    await tabTo(page, username);
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    const passwordField = page.getByLabel('Senha', { exact: true });
    await expect(passwordField).toBeFocused();
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('main-layout')).toBeVisible({ timeout: 20_000 });
    await acceptCookiesWithKeyboard(page);

    // the catalog, from the menu
    const catalogLink = page.getByRole('link', { name: 'Catálogo', exact: true }).first();
    await tabTo(page, catalogLink, { max: 80 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/catalog$/);
    await expect(page.getByTestId('learner-catalog')).toBeVisible();

    // the demo course's card opens its detail; the focus moves into the dialog
    const card = page.getByTestId('content-card').filter({ hasText: COURSE }).first();
    const open = card.getByTestId('content-card-open');
    await tabTo(page, open, { max: 120 });
    await page.keyboard.press('Enter');
    const detail = page.getByTestId('item-detail');
    await expect(detail).toBeVisible();
    const dialog = page.getByRole('dialog').filter({ has: detail });
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    // enrol, then enter the classroom
    const enrol = detail.getByTestId('detail-enrol');
    await tabTo(page, enrol, { max: 30 });
    await page.keyboard.press('Enter');
    await expect(detail.getByTestId('detail-unenrol')).toBeVisible();
    const action = detail.getByTestId('detail-action');
    await tabTo(page, action, { max: 30 });
    await page.keyboard.press('Enter');
    const classroom = page.getByTestId('classroom');
    await expect(classroom).toHaveAttribute('data-load-state', '2', { timeout: 20_000 });

    // the assessment, the course's last item
    const item = page.getByTestId('classroom-item').filter({ hasText: ASSESSMENT });
    await tabTo(page, item, { max: 80 });
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('classroom-item-title')).toHaveText(ASSESSMENT);
    const runner = page.getByTestId('assessment-runner');
    const start = runner.getByTestId('assessment-start');
    await tabTo(page, start, { max: 80 });
    await page.keyboard.press('Enter');

    // 1. single choice: Tab enters the group on its first option, the arrows move and choose
    const question = runner.getByTestId('assessment-question');
    await expect(question.getByTestId('question-position')).toHaveText('Questão 1 de 4');
    const radios = question.getByRole('radio');
    await tabTo(page, radios.first(), { max: 30 });
    const right = question.getByRole('radio', { name: 'Com a sua liderança direta' });
    for (let step = 0; step < 6 && !(await right.isChecked()); step += 1) await page.keyboard.press('ArrowDown');
    await expect(right).toBeChecked();
    await expectFocusVisible(right);
    const send = runner.getByTestId('answer-send');
    await tabTo(page, send, { max: 20 });
    await page.keyboard.press('Enter');
    await expect(question.getByTestId('answer-feedback')).toHaveAttribute('data-feedback', 'correct');
    await tabTo(page, runner.getByTestId('question-next'), { max: 30 });
    await page.keyboard.press('Enter');

    // 2. multiple choice: Space ticks each box (the next-question button leaves with its question, so the focus
    //    restarts from the top of the page)
    await expect(question.getByTestId('question-position')).toHaveText('Questão 2 de 4');
    for (const name of ['Respeito', 'Colaboração', 'Aprendizagem contínua']) {
      const box = question.getByRole('checkbox', { name });
      await tabTo(page, box, { max: 80 });
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
    }
    await tabTo(page, send, { max: 20 });
    await page.keyboard.press('Enter');
    await expect(question.getByTestId('answer-feedback')).toBeVisible();
    await expect(question).toHaveAttribute('data-answered', 'true');
    await expect(runner.getByTestId('assessment-answered-count')).toHaveText('2 de 4 respondidas');
  });

  test('an administrator sorts, filters and opens a row action of the users table', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'admin@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await page.goto('/conta/usuario');
    const table = page.getByTestId('users-table');
    await expect(rows(table).first()).toBeVisible();
    await acceptCookiesWithKeyboard(page);

    // sort by name: the header cell announces the order
    const nameHeader = table.locator('thead th').filter({ has: page.getByTestId('column-header-nome') });
    const sort = table.getByTestId('sort-nome');
    await expect(sort).toHaveAccessibleName('Nome');
    await tabTo(page, sort, { max: 80 });
    const before = (await nameHeader.getAttribute('aria-sort')) ?? 'none';
    await page.keyboard.press('Enter');
    await expect(nameHeader).toHaveAttribute('aria-sort', before === 'ascending' ? 'descending' : 'ascending');
    await expect(page).toHaveURL(/sort=nome%3A|sort=nome:/);
    await expect(sort).toBeFocused();
    await page.keyboard.press('Space');
    await expect(nameHeader).toHaveAttribute('aria-sort', before === 'ascending' ? 'ascending' : 'descending');

    // the filter button is the next stop, named after its column; the pop-over takes the focus and gives it back
    const filterButton = table.getByTestId('filter-button-nome');
    await page.keyboard.press('Tab');
    await expectFocusVisible(filterButton);
    await expect(filterButton).toHaveAccessibleName('Filtrar por Nome');
    await expect(filterButton).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    const field = page.getByTestId('filter-nome');
    await expect(field).toBeFocused();
    await expect(filterButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(field).toBeHidden();
    await expect(filterButton).toBeFocused();
    await page.keyboard.press('Space');
    await expect(field).toBeFocused();
    await page.keyboard.type('Alice Aluna');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/f_nome=Alice/);
    await expect(rows(table)).toHaveCount(1);
    await expect(rows(table).first()).toContainText('aluno@demo.local');
    await expect(field).toBeHidden();
    await expect(filterButton).toHaveAttribute('aria-expanded', 'false');
    await expect(filterButton).toBeFocused();
    await expect(filterButton).toHaveAttribute('data-active', 'true');

    // the row's first action opens its drawer; Escape closes it and the focus returns to the action
    const actions = rows(table).first().locator('[data-testid^="row-action-"]');
    await expect(actions.first()).toBeVisible();
    await tabTo(page, actions.first(), { max: 20 });
    const label = await actions.first().getAttribute('aria-label');
    expect(label, 'the row action is named').toBeTruthy();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog').last();
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(actions.first()).toBeFocused();
  });

  test("the table's and Mantine's own labels follow the language", async ({ page, browser }) => {
    test.setTimeout(90_000);
    type Texts = { filter: string; selectAll: string; selectRow: string; next: string; page: string; perPage: string };
    const expectTableLabels = async (texts: Texts) => {
      const table = page.getByTestId('users-table');
      await expect(rows(table).first()).toBeVisible();
      await expect(table.getByTestId('filter-button-nome')).toHaveAccessibleName(texts.filter);
      await expect(table.getByRole('checkbox', { name: texts.selectAll, exact: true })).toHaveCount(1);
      await expect(table.getByRole('checkbox', { name: texts.selectRow, exact: true })).toHaveCount(1);
      await expect(table.getByRole('button', { name: texts.next, exact: true })).toHaveCount(1);
      await expect(table.getByRole('button', { name: texts.page, exact: true })).toHaveCount(1);
      await expect(table.getByTestId('data-table-page-size')).toHaveAccessibleName(texts.perPage);
    };

    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Mostrar senha', exact: true })).toHaveCount(1);
    await signIn(page, 'admin@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await page.goto('/conta/usuario?sort=nome:asc');
    await expectTableLabels({
      filter: 'Filtrar por Nome',
      selectAll: 'Selecionar todos os registros da página',
      selectRow: 'Selecionar Alice Aluna',
      next: 'Próxima página',
      page: 'Página 1',
      perPage: 'Registros por página: 10',
    });
    // the calendar of the date-range filter names its arrows
    const createdAt = page.getByTestId('users-table').getByTestId('filter-button-createdAt');
    await createdAt.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Próximo mês', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mês anterior', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(createdAt).toHaveAttribute('aria-expanded', 'false');
    await expect(createdAt).toBeFocused();

    // none of the library's English defaults is left
    const english = '[aria-label="Select all records"], [aria-label^="Select record"], [aria-label="Not sorted"], [aria-label^="Sorted "], [aria-label="Next page"]';
    await expect(page.getByTestId('users-table').locator(english)).toHaveCount(0);

    await page.evaluate(() => localStorage.setItem('plataforma.language', 'en'));
    await page.reload();
    await expectTableLabels({
      filter: 'Filter by Name',
      selectAll: 'Select all records on this page',
      selectRow: 'Select Alice Aluna',
      next: 'Next page',
      page: 'Page 1',
      perPage: 'Records per page: 10',
    });

    // signed out, in Spanish
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await context.addInitScript(() => localStorage.setItem('plataforma.language', 'es'));
    const spanish = await context.newPage();
    await spanish.goto('/login');
    await expect(spanish.getByRole('button', { name: 'Mostrar contraseña', exact: true })).toHaveCount(1);
    await context.close();
  });

  test('the data tables have no critical or serious axe violation', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'admin@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    for (const [path, testId] of [
      ['/conta/usuario', 'users-table'],
      ['/conteudo/deposito', 'repository-table'],
      ['/conteudo/curso', 'courses-table'],
      ['/settings/certificado', 'certificates-table'],
      ['/gestao/minhas-avaliacoes', 'my-assessments-table'],
    ] as const) {
      await page.goto(path);
      await expectAccessibleTable(page, testId);
    }
  });
});
