import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectToast, signIn } from './helpers.ts';

/** Journeys of the main layout (1-shell §2): menu by permission, language, terms, client mode, search, password. */

async function signInHome(page: Page, username: string, password = DEMO_PASSWORD) {
  await signIn(page, username, password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('main-nav')).toBeVisible();
}

async function openUserMenu(page: Page) {
  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('user-menu-dropdown')).toBeVisible();
}

test.describe('main layout', () => {
  test('a learner sees only the learner menu and is sent to /403 from /conta/usuario', async ({ page }) => {
    await signInHome(page, 'aluno@demo.local');
    const nav = page.getByTestId('main-nav');
    for (const group of ['learning', 'management', 'gamification']) await expect(nav.getByTestId(`nav-group-${group}`)).toBeVisible();
    for (const group of ['accounts', 'content', 'settings', 'communications']) await expect(nav.getByTestId(`nav-group-${group}`)).toHaveCount(0);
    await expect(nav.getByTestId('nav-item-notifications')).toBeVisible();
    // gamification: the learner's journey, not the administrator's rules and challenges
    await nav.getByRole('button', { name: 'Gamificação' }).click();
    await expect(nav.getByTestId('nav-item-journey')).toBeVisible();
    for (const item of ['rules', 'challenges']) await expect(nav.getByTestId(`nav-item-${item}`)).toHaveCount(0);

    await expect(nav.getByTestId('nav-item-home')).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('button', { name: 'Gestão' }).click();
    await expect(nav.getByTestId('nav-item-myProgress')).toBeVisible();
    await expect(nav.getByTestId('nav-item-myAssessments')).toBeVisible();
    await expect(nav.getByTestId('nav-item-dashboardV1')).toHaveCount(0);
    // the learner's own panel (DashboardAluno), not the team's dashboard
    await expect(nav.getByTestId('nav-item-myPanel')).toBeVisible();
    await expect(nav.getByTestId('nav-item-corrections')).toHaveCount(0);
    await expect(nav.getByTestId('nav-item-biManagement')).toHaveCount(0);
    await expect(nav.getByText('Usuários')).toHaveCount(0);

    await nav.getByTestId('nav-item-catalog').click();
    await expect(page).toHaveURL(/\/catalog$/);
    await expect(nav.getByTestId('nav-item-catalog')).toHaveAttribute('aria-current', 'page');

    // the learner's menu has no subscription, terms or company entries
    await openUserMenu(page);
    await expect(page.getByTestId('user-menu-settings')).toHaveCount(0);
    await expect(page.getByTestId('user-menu-terms')).toHaveCount(0);
    await expect(page.getByTestId('user-menu-change-company')).toHaveCount(0);
    await expect(page.getByTestId('user-menu-client-mode')).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.goto('/conta/usuario');
    await expect(page).toHaveURL(/\/403$/);

    // an administrator's screen is forbidden; the subscription settings, not built, are not found
    await page.goto('/gamificacao/desafios');
    await expect(page).toHaveURL(/\/403$/);
    for (const path of ['/user-settings', '/user-settings/plan']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/404$/);
    }
    await expect(page.getByText('Em breve')).toHaveCount(0);
  });

  test('the sidebar minimises to icons and remembers it', async ({ page }) => {
    await signInHome(page, 'admin@demo.local');
    await expect(page.getByTestId('main-layout')).toHaveAttribute('data-sidebar', 'expanded');
    await page.getByTestId('menu-toggle').click();
    await expect(page.getByTestId('main-layout')).toHaveAttribute('data-sidebar', 'minimised');
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
    // a group opens as a flyout listing its items
    await page.getByTestId('main-nav').getByRole('button', { name: 'Contas' }).click();
    await expect(page.getByRole('menuitem', { name: 'Usuários' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.getByTestId('main-layout')).toHaveAttribute('data-sidebar', 'minimised');
    await page.getByTestId('menu-toggle').click();
    await expect(page.getByTestId('main-layout')).toHaveAttribute('data-sidebar', 'expanded');
  });

  test('switching to English changes the menu, the top bar and the Accept-Language of later calls', async ({ page }) => {
    await signInHome(page, 'admin@demo.local');
    await expect(page.getByTestId('nav-group-learning')).toContainText('Aprendizado');
    await expect(page.getByTestId('search-trigger')).toContainText('Buscar cursos, trilhas e mídias');

    await page.getByTestId('language-button').click();
    const modal = page.getByTestId('language-modal');
    await expect(modal).toBeVisible();
    await expect(page.getByTestId('language-option-pt')).toHaveAttribute('aria-checked', 'true');
    await page.getByTestId('language-option-en').click();
    await expect(modal).toBeHidden();

    const nav = page.getByTestId('main-nav');
    await expect(nav.getByTestId('nav-group-learning')).toContainText('Learning');
    await expect(nav.getByTestId('nav-group-accounts')).toContainText('Accounts');
    await expect(nav.getByTestId('nav-item-home')).toContainText('Home');
    await expect(page.getByTestId('search-trigger')).toContainText('Search courses, learning paths and media');
    await expect(page.getByTestId('language-button')).toContainText('EN');
    await openUserMenu(page);
    await expect(page.getByTestId('user-menu-change-password')).toContainText('Change my password');
    await expect(page.getByTestId('user-menu-logout')).toContainText('Sign out');
    await page.keyboard.press('Escape');

    const request = page.waitForRequest((req) => req.url().includes('/api/v1/midia/quickSearch'));
    await page.keyboard.press('Control+k');
    await page.getByTestId('search-input').fill('leadership');
    expect((await request).headers()['accept-language']).toBe('en');

    // the choice survives a reload
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.getByTestId('main-nav').getByTestId('nav-group-learning')).toContainText('Learning');
  });

  test('terms of use: Accept is enabled only after scrolling to the end, and the acceptance sticks', async ({ page }) => {
    await signIn(page, 'aluno@acme.local');
    await expect(page).toHaveURL(/\/home$/);
    const viewer = page.getByTestId('terms-viewer');
    await expect(viewer).toBeVisible();
    await expect(page.getByTestId('terms-content')).toContainText('Termos de Uso da Acme');
    const accept = page.getByTestId('terms-accept');
    await expect(accept).toBeDisabled();
    // not closable: Escape keeps it open
    await page.keyboard.press('Escape');
    await expect(viewer).toBeVisible();

    await page.getByTestId('terms-scroll').locator('.mantine-ScrollArea-viewport').evaluate((element) => {
      element.scrollTop = element.scrollHeight;
      element.dispatchEvent(new Event('scroll'));
    });
    await expect(accept).toBeEnabled();
    await expect(page.getByTestId('terms-scroll-hint')).toHaveAttribute('data-read', 'true');

    const decision = page.waitForResponse((res) => res.url().includes('/api/v1/usuario/termoDeUso/accept/') && res.request().method() === 'PUT');
    await accept.click();
    expect((await decision).status()).toBe(200);
    await expect(viewer).toBeHidden();

    await page.reload();
    await expect(page.getByTestId('main-nav')).toBeVisible();
    await expect(page.getByTestId('user-menu')).toContainText('Beatriz');
    await expect(page.getByTestId('terms-viewer')).toHaveCount(0);

    // the accepted terms stay readable from the user menu (preview mode, closable)
    await openUserMenu(page);
    await page.getByTestId('user-menu-terms').click();
    await expect(page.getByTestId('terms-viewer')).toHaveAttribute('data-mode', 'preview');
    await expect(page.getByTestId('terms-accept')).toHaveCount(0);
    await page.getByTestId('terms-close').click();
    await expect(page.getByTestId('terms-viewer')).toHaveCount(0);
  });

  test('a platform administrator enters client mode for Acme and leaves it after confirming', async ({ page }) => {
    await signInHome(page, 'superadmin@plataforma.local');
    await openUserMenu(page);
    await page.getByTestId('user-menu-client-mode').click();
    const picker = page.getByTestId('client-mode-picker');
    await expect(picker).toBeVisible();
    await page.getByTestId('client-mode-search').fill('acm');
    await expect(picker.getByTestId('client-mode-option')).toHaveCount(1);
    await picker.locator('[data-tenant="acme"]').click();

    // actions affect the customer's production: confirmation first
    await expect(page.getByText(/ambiente de produção de Acme/)).toBeVisible();
    const enterLog = page.waitForRequest((req) => req.url().includes('/api/v1/autenticacao/AuthenticationLog') && req.method() === 'POST');
    await page.getByTestId('client-mode-enter-dialog-confirm').click();
    expect((await enterLog).postDataJSON()).toMatchObject({ evento: 'client-mode-enter' });

    const banner = page.getByTestId('client-mode-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Acme');
    await expect(page.getByTestId('sidebar-brand')).toContainText('Acme Academy');
    // in client mode: no admin-mode entries, profile and company switch disabled, no terms gate
    await expect(page.getByTestId('nav-group-accounts')).toBeVisible();
    await openUserMenu(page);
    await expect(page.getByTestId('user-menu-profile')).toBeDisabled();
    await expect(page.getByTestId('user-menu-client-mode')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('terms-viewer')).toHaveCount(0);

    // the X-Tenant of later calls is the customer's
    const tenantCall = page.waitForRequest((req) => req.url().includes('/api/v1/midia/quickSearch'));
    await page.keyboard.press('Control+k');
    await page.getByTestId('search-input').fill('onboarding');
    expect((await tenantCall).headers()['x-tenant']).toBeTruthy();
    await page.keyboard.press('Escape');

    await page.getByTestId('client-mode-exit').click();
    await page.getByTestId('client-mode-exit-dialog-cancel').click();
    await expect(banner).toBeVisible();

    await page.getByTestId('client-mode-exit').click();
    const exitLog = page.waitForRequest((req) => req.url().includes('/api/v1/autenticacao/AuthenticationLog') && req.method() === 'POST');
    await page.getByTestId('client-mode-exit-dialog-confirm').click();
    expect((await exitLog).postDataJSON()).toMatchObject({ evento: 'client-mode-exit' });
    await expect(banner).toHaveCount(0);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('sidebar-brand')).not.toContainText('Acme');
    expect(await page.evaluate(() => sessionStorage.getItem('plataforma.clientMode'))).toBeNull();
  });

  test('in client mode the administrator keeps their own name, and /partner leaves client mode for the contracts', async ({ page }) => {
    // no call asks for the administrator's own user inside the customer's tenant (it has none there)
    const refusedUserCalls: string[] = [];
    page.on('response', (res) => {
      if (/\/api\/v1\/usuario\//i.test(res.url()) && res.status() >= 400) refusedUserCalls.push(`${res.status()} ${res.url()}`);
    });
    await signInHome(page, 'superadmin@plataforma.local');
    await openUserMenu(page);
    await page.getByTestId('user-menu-client-mode').click();
    await page.getByTestId('client-mode-search').fill('acm');
    await page.getByTestId('client-mode-picker').locator('[data-tenant="acme"]').click();
    await page.getByTestId('client-mode-enter-dialog-confirm').click();
    await expect(page.getByTestId('client-mode-banner')).toBeVisible();

    await page.goto('/home');
    await expect(page.getByTestId('home-welcome').getByRole('heading', { level: 1 })).toHaveText('Olá, Administração!');
    await page.goto('/conta/usuario');
    await expect(page.getByTestId('client-mode-banner')).toBeVisible();
    await expect(page).toHaveURL(/\/conta\/usuario$/);
    await page.reload();
    await expect(page.getByTestId('client-mode-banner')).toBeVisible();
    await openUserMenu(page);
    await expect(page.getByTestId('user-menu-dropdown')).toContainText('Administração da Plataforma');
    await page.keyboard.press('Escape');

    // choosing a company while in a customer's client mode: the contracts, in admin mode
    await page.goto('/partner');
    await expect(page).toHaveURL(/\/conta\/contrato$/);
    await expect(page.getByTestId('client-mode-banner')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('plataforma.clientMode'))).toBeNull();
    await expect(page.getByTestId('nav-item-contracts')).toHaveAttribute('aria-current', 'page');
    expect(refusedUserCalls).toEqual([]);
  });

  test('Ctrl+K opens the search; submit is disabled while empty and Enter opens the results page', async ({ page }) => {
    await signInHome(page, 'admin@demo.local');
    await page.keyboard.press('Control+k');
    const input = page.getByTestId('search-input');
    await expect(input).toBeVisible();
    await expect(input).toBeFocused();
    await expect(page.getByTestId('search-submit')).toBeDisabled();

    const search = page.waitForResponse((res) => res.url().includes('/api/v1/midia/quickSearch?search=seguran'));
    await input.fill('segurança');
    expect((await search).status()).toBe(200);
    await expect(page.getByTestId('search-submit')).toBeEnabled();
    await expect(page.getByTestId('search-empty')).toContainText('Nenhum resultado para "segurança"');

    await input.fill('   ');
    await expect(page.getByTestId('search-submit')).toBeDisabled();
    await input.press('Enter');
    await expect(page).toHaveURL(/\/home$/);

    await input.fill('segurança do trabalho');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=seguran%C3%A7a%20do%20trabalho$/);
    await expect(input).toBeHidden();

    // the top-bar trigger opens it too
    await page.getByTestId('search-trigger').click();
    await expect(page.getByTestId('search-input')).toBeVisible();
  });

  test('signing out asks for confirmation', async ({ page }) => {
    await signInHome(page, 'gestor@demo.local');
    await openUserMenu(page);
    await page.getByTestId('user-menu-logout').click();
    await page.getByTestId('logout-dialog-cancel').click();
    await expect(page).toHaveURL(/\/home$/);
    await openUserMenu(page);
    await page.getByTestId('user-menu-logout').click();
    await page.getByTestId('logout-dialog-confirm').click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the cookie banner stays until accepted', async ({ page }) => {
    await signInHome(page, 'gestor@demo.local');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    await expect(page.getByTestId('cookie-policy-link')).toHaveAttribute('href', '/privacidade');
    await page.getByTestId('cookie-accept').click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('main-nav')).toBeVisible();
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  });

  test('small screens open the menu as a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'aluno@demo.local');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('main-nav')).toBeHidden();
    await page.getByTestId('menu-toggle').click();
    const drawer = page.getByTestId('nav-drawer');
    await expect(drawer.getByTestId('nav-item-catalog')).toBeVisible();
    await drawer.getByTestId('nav-item-catalog').click();
    await expect(page).toHaveURL(/\/catalog$/);
    await expect(drawer.getByTestId('nav-item-catalog')).toBeHidden();

    // in the classroom a 'leave classroom' button replaces the menu
    await page.goto('/learning-center/view/abc/1');
    await expect(page.getByTestId('leave-classroom')).toBeVisible();
    await expect(page.getByTestId('menu-toggle')).toHaveCount(0);
  });

  // Runs last: it changes the password of a user no later journey signs in as.
  test('changing my own password through the dialog, then signing in with it', async ({ page }) => {
    const newPassword = 'Nova@Senha1';
    await signInHome(page, 'avaliador@demo.local');
    await openUserMenu(page);
    await page.getByTestId('user-menu-change-password').click();

    const dialog = page.getByTestId('change-password-dialog');
    await expect(dialog).toBeVisible();
    await expect(page.getByText('Definir uma nova senha')).toBeVisible();
    await expect(dialog).toHaveAttribute('data-mode', 'self');
    await expect(page.getByTestId('next-access')).toHaveCount(0);
    const confirm = page.getByTestId('change-password-confirm');
    await expect(confirm).toBeDisabled();

    const password = dialog.getByTestId('new-password');
    await password.fill('fraca');
    await expect(confirm).toBeDisabled();
    await expect(dialog.locator('[data-rule="uppercase"]')).toHaveAttribute('data-valid', 'false');
    await password.fill(newPassword);
    await expect(dialog.locator('[data-valid="true"]')).toHaveCount(6);
    // self mode asks for the current password first
    await expect(confirm).toBeDisabled();
    await dialog.getByTestId('current-password').fill('Errada@123');
    await expect(confirm).toBeEnabled();

    await dialog.getByTestId('confirm-password').fill('Outra@Senha1');
    await confirm.click();
    await expectToast(page, 'Ops', 'Verifique o(s) erro(s) no formulário');
    await expect(dialog.getByText('As senhas devem coincidir')).toBeVisible();

    await dialog.getByTestId('confirm-password').fill(newPassword);
    await confirm.click();
    await expect(dialog.getByText('Senha atual incorreta.')).toBeVisible();

    await dialog.getByTestId('current-password').fill(DEMO_PASSWORD);
    const change = page.waitForResponse((res) => res.url().includes('/api/v1/usuario/alterar-senha-propria'));
    await confirm.click();
    expect((await change).status()).toBe(200);
    await expectToast(page, 'Senha alterada com sucesso!');
    await expect(dialog).toBeHidden();

    await openUserMenu(page);
    await page.getByTestId('user-menu-logout').click();
    await page.getByTestId('logout-dialog-confirm').click();
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page, 'avaliador@demo.local', newPassword);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('user-menu')).toContainText('Vitor');
  });
});
