import { expect, test } from '@playwright/test';
import { signIn } from './helpers.ts';

test.describe('company chooser', () => {
  test("choosing the other company keeps the person: that company's user is read (never the first one's), its terms are asked, and a reload keeps it", async ({ page }) => {
    const refused: string[] = [];
    page.on('response', (res) => {
      if (res.url().includes('/api/v1/usuario/') && [403, 404].includes(res.status())) refused.push(`${res.status()} ${res.url()}`);
    });
    await signIn(page, 'multi@demo.local');
    await expect(page).toHaveURL(/\/partner$/);
    const acme = page.getByTestId('partner-option').filter({ hasText: 'Acme' });
    const ownUser = page.waitForResponse((res) => /\/api\/v1\/usuario\/[0-9a-f-]{36}$/.test(new URL(res.url()).pathname) && res.request().headers()['x-tenant'] !== undefined);
    await acme.getByRole('button', { name: /Acessar/ }).click();
    expect((await ownUser).status()).toBe(200);

    // Acme's terms of use: this account has not accepted them.
    await expect(page.getByTestId('terms-content')).toContainText('Termos de Uso da Acme');
    await page.getByTestId('terms-scroll').locator('.mantine-ScrollArea-viewport').evaluate((element) => {
      element.scrollTop = element.scrollHeight;
      element.dispatchEvent(new Event('scroll'));
    });
    await page.getByTestId('terms-accept').click();
    await expect(page.getByTestId('terms-viewer')).toHaveCount(0);
    await expect(page.getByTestId('user-menu')).toContainText('Marina');

    await page.reload();
    await expect(page.getByTestId('main-nav')).toBeVisible();
    await expect(page.getByTestId('user-menu')).toContainText('Marina');
    await expect(page.getByTestId('terms-viewer')).toHaveCount(0);
    expect(refused).toEqual([]);
  });

  test('a person with two companies chooses one; X-Tenant follows the choice', async ({ page }) => {
    await signIn(page, 'multi@demo.local');
    await expect(page).toHaveURL(/\/partner$/);
    await expect(page.getByTestId('partner-current')).toBeVisible();
    const options = page.getByTestId('partner-option');
    await expect(options).toHaveCount(1);
    const other = (await options.first().locator('p').first().textContent())?.trim() ?? '';

    await page.getByTestId('partner-search').fill('zzz-nada');
    await expect(options).toHaveCount(0);
    await page.getByTestId('partner-search').fill(other.slice(0, 2));
    await expect(options).toHaveCount(1);

    const tenant = page.waitForRequest((request) => request.url().includes('/api/v1/grupoDePermissao/getpermissionfromuser/'));
    await options.first().getByRole('button', { name: /Acessar/ }).click();
    const request = await tenant;
    expect(request.headers()['x-tenant']).toBeTruthy();
    await expect(page).not.toHaveURL(/\/partner/);
    expect(await page.evaluate(() => sessionStorage.getItem('plataforma.tenantPartner'))).toBe(request.headers()['x-tenant']);
  });

  test('"do not show again" goes straight to the default company next time', async ({ page }) => {
    await signIn(page, 'multi@demo.local');
    await expect(page).toHaveURL(/\/partner$/);
    await page.getByTestId('partner-dont-show').check();
    await page.getByTestId('partner-continue').click();
    await expect(page).not.toHaveURL(/\/partner/);
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page, 'multi@demo.local');
    await expect(page).not.toHaveURL(/\/partner/);
    await expect(page).toHaveURL(/\/home$/);
  });

  test('setting a company as default is confirmed', async ({ page }) => {
    await signIn(page, 'multi@demo.local');
    await expect(page).toHaveURL(/\/partner$/);
    await page.getByTestId('partner-option').first().getByRole('button', { name: /Definir como padrão/ }).click();
    await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Conta definida como padrão!' })).toBeVisible();
  });
});
