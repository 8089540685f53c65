import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn, expectToast, signIn } from './helpers.ts';

/**
 * Parameterization (/settings/config/parameterization, 1-shell §3 and §4): an administrator chooses a new platform
 * term of use (warned that everyone accepts again) and saves; the learner meets the terms gate once, accepts, reloads
 * and is not asked again. The demo's original setting (no platform term) is restored at the end. Screenshots at 390,
 * 768 and 1440 px, light and dark.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? join(tmpdir(), 'settings-parameters-shots');
const SIZES = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
] as const;

type Settings = { general: Record<string, unknown> & { termOfUse: string | null } };

const adminApi = async (request: APIRequestContext) => {
  const { access } = await apiSignIn(request, 'admin@demo.local');
  const headers = { authorization: `Bearer ${access}` };
  return {
    settings: async () => (await (await request.get('/api/v1/Parametro', { headers })).json()) as Settings,
    setTerm: async (termOfUse: string | null) => {
      const current = (await (await request.get('/api/v1/Parametro', { headers })).json()) as Settings;
      const res = await request.put('/api/v1/Parametro/update', { headers, data: { general: { ...current.general, termOfUse } } });
      expect(res.ok(), await res.text()).toBeTruthy();
    },
    createTerm: async (nome: string) => {
      const res = await request.post('/api/v1/termoDeUso', { headers, data: { nome, conteudo: `<h2>${nome}</h2><p>Use a plataforma com responsabilidade.</p>`, tipo: 'Platform' } });
      expect(res.ok(), await res.text()).toBeTruthy();
      return ((await res.json()) as { id: string }).id;
    },
    deleteTerm: (id: string) => request.delete(`/api/v1/termoDeUso/${id}`, { headers }),
  };
};

/** The cookie banner, when it is still there (it covers the bottom of the page). */
async function acceptCookies(page: Page) {
  const accept = page.getByRole('button', { name: 'Entendi e aceito' });
  if (await accept.isVisible({ timeout: 3_000 }).catch(() => false)) await accept.click();
}

async function openParameters(page: Page, username = 'admin@demo.local') {
  await signIn(page, username);
  await expect(page.getByTestId('main-layout')).toBeVisible();
  await page.goto('/settings/config/parameterization');
  await expect(page.getByTestId('parameters-general')).toBeVisible();
  await acceptCookies(page);
}

async function acceptTerms(page: Page) {
  await page.getByTestId('terms-scroll').locator('.mantine-ScrollArea-viewport').evaluate((element) => {
    element.scrollTop = element.scrollHeight;
    element.dispatchEvent(new Event('scroll'));
  });
  await page.getByTestId('terms-accept').click();
  await expect(page.getByTestId('terms-viewer')).toHaveCount(0);
}

test.describe.serial('parameterization', () => {
  const nome = `Termos da Demo ${Date.now().toString(36)}`;
  let termId = '';
  let original: string | null = null;

  test.afterAll(async ({ request }) => {
    const admin = await adminApi(request);
    await admin.setTerm(original);
    if (termId) await admin.deleteTerm(termId);
  });

  test('an administrator sets a new platform term and the learner accepts it once', async ({ page, request, browser }) => {
    const admin = await adminApi(request);
    original = (await admin.settings()).general.termOfUse;
    termId = await admin.createTerm(nome);

    await openParameters(page);
    await expect(page.getByRole('tab', { name: 'Parametrização' })).toHaveAttribute('aria-selected', 'true');
    const warning = page.getByTestId('parameters-term-warning');
    await expect(warning).toHaveAttribute('data-changed', 'false');
    await page.getByTestId('parameters-term').click();
    await page.getByRole('option', { name: nome }).click();
    await expect(warning).toHaveAttribute('data-changed', 'true');
    await expect(warning).toContainText('todas as pessoas desta empresa precisarão aceitar');
    // a bad address is refused on its field before anything is sent
    const logout = page.getByLabel('Endereço após sair');
    await logout.fill('javascript:alert(1)');
    await page.getByTestId('parameters-save').first().click();
    await expect(page.getByText('Endereço inválido: use um endereço http(s).')).toBeVisible();
    await logout.fill('');
    await page.getByTestId('parameters-save').first().click();
    await expectToast(page, 'Configurações salvas com sucesso!');
    await expect(page.getByTestId('save-status').first()).toHaveAttribute('data-status', '2');
    await expect(warning).toHaveAttribute('data-changed', 'false');
    expect((await admin.settings()).general.termOfUse).toBe(termId);

    // the learner's next settings read has the new term, and the learner meets the gate once
    const learnerApi = await apiSignIn(request, 'aluno@demo.local');
    const seen = (await (await request.get('/api/v1/Parametro', { headers: { authorization: `Bearer ${learnerApi.access}` } })).json()) as Settings;
    expect(seen.general.termOfUse).toBe(termId);
    const context = await browser.newContext();
    const learner = await context.newPage();
    await signIn(learner, 'aluno@demo.local');
    await expect(learner.getByTestId('terms-viewer')).toBeVisible({ timeout: 30_000 });
    await expect(learner.getByTestId('terms-content')).toContainText(nome);
    await acceptTerms(learner);
    await learner.reload();
    await expect(learner.getByTestId('main-nav')).toBeVisible();
    await expect(learner.getByTestId('terms-viewer')).toHaveCount(0);
    await context.close();
  });

  test('restores the demo and looks right at three widths, light and dark', async ({ page, request }) => {
    const admin = await adminApi(request);
    await admin.setTerm(original);
    expect((await admin.settings()).general.termOfUse).toBe(original);
    mkdirSync(SHOTS, { recursive: true });
    for (const dark of [false, true]) {
      if (dark) {
        await page.addInitScript(() => window.localStorage.setItem('plataforma.options', JSON.stringify({ dark: 2 })));
        await page.emulateMedia({ colorScheme: 'dark' });
      }
      await page.setViewportSize(SIZES[2]);
      if (!dark) await openParameters(page);
      else {
        await page.goto('/settings/config/parameterization');
        await expect(page.getByTestId('parameters-general')).toBeVisible();
      }
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await expect(page.getByTestId('parameters-sso')).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/parameters-${size.width}-${dark ? 'dark' : 'light'}.png`, fullPage: true });
      }
    }
  });

  test('scripts are shown only to platform administrators, with their warning', async ({ page }) => {
    await openParameters(page);
    await expect(page.getByTestId('parameters-sso')).toBeVisible();
    await expect(page.getByTestId('parameters-scripts')).toHaveCount(0);
    await page.context().clearCookies();
    await page.goto('/logout');
    await openParameters(page, 'superadmin@plataforma.local');
    const scripts = page.getByTestId('parameters-scripts');
    await expect(scripts).toContainText('scripts rodam para todas as pessoas desta empresa');
    await scripts.getByRole('button', { name: 'Adicionar script' }).click();
    await expect(scripts.getByTestId('parameters-script')).toHaveCount(1);
    await page.setViewportSize(SIZES[2]);
    await scripts.screenshot({ path: `${SHOTS}/parameters-scripts-1440.png` });
  });
});
