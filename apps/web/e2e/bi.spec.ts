import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, expectToast, rows, signIn } from './helpers.ts';

/**
 * BI panels (3-admin §2 /gestao/bi-management, /gestao/bi-dashboard; docs/bi.md). The demo panel is the platform's,
 * brought to Demo by its contract and open to the Demo manager; its address is the built-in demonstration page, which
 * verifies the signed token and lists the parameters the server locked to the viewer.
 * Screenshots at 390, 768 and 1440 px, light and dark.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? join(tmpdir(), 'bi-shots');
const SIZES = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
] as const;
const DEMO_PANEL = 'Aprendizagem da equipe (demonstração)';

async function openAs(page: Page, username: string, path: string) {
  await signIn(page, username);
  // the first sign-in of a fresh server warms it up
  await expect(page.getByTestId('main-layout')).toBeVisible({ timeout: 30_000 });
  await page.goto(path);
}

const tenantOf = (access: string) => (JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString('utf8')) as { Tenant: string }).Tenant;

test.describe('BI panels', () => {
  test("a viewer without access gets 'O painel não existe'", async ({ page, request }) => {
    const { access } = await apiSignIn(request, 'gestor@demo.local');
    const mine = (await (await request.get('/api/v1/PainelVistraBI/getBasicPanelUserAccess', { headers: { authorization: `Bearer ${access}` } })).json()) as { painelId: string }[];
    expect(mine.length).toBeGreaterThan(0);
    // The Demo administrator holds 'Dashboard' but was given no panel.
    await openAs(page, 'admin@demo.local', '/gestao/bi-dashboard');
    await expect(page.getByTestId('bi-missing')).toHaveText('O painel não existe');
    await expect(page.getByTestId('bi-iframe')).toHaveCount(0);
    // Naming the manager's panel does not open it either.
    await page.goto(`/gestao/bi-dashboard?painel=${mine[0].painelId}`);
    await expect(page.getByTestId('bi-missing')).toHaveText('O painel não existe');
    await expect(page.getByTestId('bi-iframe')).toHaveCount(0);
  });

  test('a viewer with access sees the panel in an iframe with the parameters locked to them', async ({ page, request }) => {
    mkdirSync(SHOTS, { recursive: true });
    const { access, userId } = await apiSignIn(request, 'gestor@demo.local');
    await openAs(page, 'gestor@demo.local', '/gestao/bi-dashboard');
    const iframe = page.getByTestId('bi-iframe');
    await expect(iframe).toBeVisible();
    await expect(iframe).toHaveAttribute('title', DEMO_PANEL);
    await expect(iframe).toHaveAttribute('src', /\/api\/v1\/PainelVistraBI\/demo\/embed\/dashboard\/[\w-]+\.[\w-]+\.[\w-]+#bordered=false&titled=false$/);
    const frame = page.frameLocator('[data-testid="bi-iframe"]');
    await expect(frame.locator('h1')).toContainText('aprendizagem-equipe');
    await expect(frame.locator('[data-param="pessoa"]')).toHaveText(userId);
    await expect(frame.locator('[data-param="empresa"]')).toHaveText(tenantOf(access));
    await expect(frame.locator('[data-param="origem"]')).toHaveText('plataforma');
    await page.screenshot({ path: `${SHOTS}/bi-dashboard.png`, fullPage: true });
  });

  test('platform administration creates a panel, gives a person access, and that person sees it', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const name = `Painel E2E ${stamp}`;
    await openAs(page, 'superadmin@plataforma.local', '/gestao/bi-management');
    const table = page.getByTestId('panels-table');
    await expect(rows(table).filter({ hasText: DEMO_PANEL })).toHaveCount(1, { timeout: 30_000 });

    await page.getByTestId('panels-new').click();
    const dialog = page.getByTestId('panel-form');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('panel-name').fill(name);
    await dialog.getByTestId('panel-code').fill(`e2e-${stamp}`);
    await dialog.getByTestId('panel-url').fill('ftp://bi.example.com');
    await dialog.getByTestId('panel-form-submit').click();
    await expect(dialog.getByText('Informe um endereço http(s) ou um caminho desta plataforma.')).toBeVisible();
    await dialog.getByTestId('panel-url').fill('/api/v1/PainelVistraBI/demo');
    await dialog.getByTestId('panel-contracts').click();
    await page.getByRole('option', { name: /Demo/ }).first().click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('parameter-add').click();
    await dialog.getByTestId('parameter-id-0').fill('pessoa');
    await expect(dialog.getByTestId('parameter-value-0')).toBeDisabled();
    await dialog.getByTestId('parameter-add').click();
    await dialog.getByTestId('parameter-id-1').fill('regiao');
    await dialog.getByTestId('parameter-type-1').click();
    await page.getByRole('option', { name: 'Valor fixo' }).click();
    await dialog.getByTestId('parameter-value-1').fill('sul');
    await page.screenshot({ path: `${SHOTS}/bi-panel-form.png` });
    await dialog.getByTestId('panel-form-submit').click();
    await expectToast(page, 'Registro cadastrado com sucesso');
    await expect(dialog).toBeHidden();

    const row = rows(table).filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await row.getByTestId('row-action-users').click();
    const access = page.getByRole('dialog', { name: `Acessos ao painel ${name}` });
    await expect(access.getByTestId('panel-users-search')).toBeVisible();
    await access.getByTestId('panel-users-search').fill('admin@demo.local');
    const person = access.getByTestId('panel-user-admin@demo.local');
    await expect(person).toBeVisible();
    await expect(access.getByTestId('panel-user-gestor@demo.local')).toHaveCount(0);
    // the switch follows the server: it turns on once the grant is saved and the list read again
    await person.getByTestId('panel-user-access').click({ force: true });
    await expectToast(page, 'Acesso liberado.');
    await expect(person.getByTestId('panel-user-access')).toBeChecked();
    await page.screenshot({ path: `${SHOTS}/bi-panel-users.png` });
    await page.keyboard.press('Escape');

    const viewer = await browser.newPage();
    try {
      await openAs(viewer, 'admin@demo.local', '/gestao/bi-dashboard');
      await expect(viewer.getByTestId('bi-iframe')).toHaveAttribute('title', name);
      const { userId } = await apiSignIn(viewer.request, 'admin@demo.local');
      const frame = viewer.frameLocator('[data-testid="bi-iframe"]');
      await expect(frame.locator('[data-param="pessoa"]')).toHaveText(userId);
      await expect(frame.locator('[data-param="regiao"]')).toHaveText('sul');
    } finally {
      await viewer.close();
    }

    await row.getByTestId('row-action-delete').click();
    await page.getByTestId('confirm-delete-confirm').click();
    await expectToast(page, 'Registro removido com sucesso');
    await expect(rows(table).filter({ hasText: name })).toHaveCount(0);
  });

  test('the screens at 390, 768 and 1440 px, light and dark', async ({ browser }) => {
    test.setTimeout(180_000);
    mkdirSync(SHOTS, { recursive: true });
    for (const [user, path, testId, name] of [
      ['superadmin@plataforma.local', '/gestao/bi-management', 'panels-table', 'management'],
      ['gestor@demo.local', '/gestao/bi-dashboard', 'bi-iframe', 'dashboard'],
    ] as const) {
      const context = await browser.newContext();
      await context.addInitScript(() => {
        const stored = JSON.parse(localStorage.getItem('plataforma.options') ?? '{}') as Record<string, unknown>;
        localStorage.setItem('plataforma.options', JSON.stringify({ ...stored, dark: 2 }));
      });
      const page = await context.newPage();
      try {
        await openAs(page, user, path);
        await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
          for (const size of SIZES) {
            await page.setViewportSize(size);
            await expect(page.getByTestId(testId)).toBeVisible();
            await page.screenshot({ path: `${SHOTS}/bi-${name}-${size.width}-${scheme}.png`, fullPage: true });
          }
        }
      } finally {
        await context.close();
      }
    }
  });
});
