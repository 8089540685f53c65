import { expect, test } from '@playwright/test';
import { signIn } from './helpers.ts';

test.describe('company chooser', () => {
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
