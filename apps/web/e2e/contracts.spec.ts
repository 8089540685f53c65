import { expect, test, type Page } from '@playwright/test';
import { formatBytes } from '@plataforma/shared';
import { apiSignIn, expectToast, signIn } from './helpers.ts';
import { pdfWithPages } from './media-files.ts';

/**
 * Companies, contracts and Meu Contrato (3-admin §2, §3): the platform administrator creates a company (the document
 * look-up offers an existing one), creates a contract for it through the four-step wizard, sees it in the list with
 * its usage, enters client mode from the row and leaves it; a company administrator opens Meu Contrato.
 */

/** A valid CNPJ no other run uses (12 base digits from the clock plus the check digits). */
const newCnpj = () => {
  const base = `${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 9000) + 1000)}`;
  const dv = (digits: string, weights: number[]) => {
    const r = weights.reduce((s, w, i) => s + Number(digits[i]) * w, 0) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d1 = dv(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = dv(`${base}${d1}`, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base}${d1}${d2}`;
};

/** A valid CPF (random base digits plus the check digits), masked. */
const newCpf = () => {
  const base = String(Math.floor(Math.random() * 8e8) + 1e8);
  const dv = (digits: string) => {
    const r = [...digits].reduce((s, d, i) => s + Number(d) * (digits.length + 1 - i), 0) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d1 = dv(base);
  const digits = `${base}${d1}${dv(`${base}${d1}`)}`;
  return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
};

async function signInAs(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByTestId('main-layout')).toBeVisible();
}

test.describe('companies and contracts', () => {
  test('the platform administrator creates a company and a contract through the wizard, then enters and leaves its client mode', async ({ page }) => {
    test.setTimeout(150_000);
    const id = Date.now().toString(36);
    const razao = `E2E Cooperativa ${id} Ltda`;
    const fantasia = `Coop E2E ${id}`;
    const subdomain = `coop-e2e-${id}`;
    const cnpj = newCnpj();

    await signInAs(page, 'superadmin@plataforma.local');

    // ------------------------------------------------------------ the company
    await page.goto('/conta/pessoa');
    await expect(page.getByRole('heading', { name: 'Empresas' })).toBeVisible();
    const companies = page.getByTestId('companies-table');
    await expect(companies.locator('tbody tr').first()).toBeVisible();
    await page.getByTestId('companies-new').click();
    const form = page.getByTestId('company-form');
    await expect(form).toBeVisible();

    // validation: document and name are required, a wrong CNPJ is refused
    await form.getByTestId('company-form-submit').click();
    await expect(form.getByText('Campo obrigatório').first()).toBeVisible();
    await form.getByTestId('company-documento').fill('11222333000182');
    await expect(form.getByTestId('company-documento')).toHaveValue('11.222.333/0001-82');
    await form.getByTestId('company-form-submit').click();
    await expect(form.getByText('CNPJ inválido')).toBeVisible();

    // the look-up: Demo's CNPJ is offered for opening
    await form.getByTestId('company-documento').fill('98765432000198');
    await expect(form.getByTestId('company-lookup-found')).toContainText('Demo');
    await form.getByTestId('company-lookup-open').click();
    await expect(form.getByText('Editar empresa')).toBeVisible();
    await expect(form.getByTestId('company-nome')).toHaveValue('Demo Indústria e Comércio S.A.');
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();

    await page.getByTestId('companies-new').click();
    await form.getByTestId('company-documento').fill(cnpj);
    await expect(form.getByTestId('company-lookup-available')).toBeVisible();
    await form.getByTestId('company-nome').fill(razao);
    await form.getByTestId('company-nomeFantasia').fill(fantasia);
    await form.getByTestId('company-cep').fill('87013000');
    await expect(form.getByTestId('company-cep')).toHaveValue('87013-000');
    await form.getByTestId('company-cidade').fill('Maringá');
    await form.getByTestId('company-estado').click();
    await page.getByRole('option', { name: 'PR', exact: true }).click();
    await form.getByTestId('company-nomeContato').fill('Rita Nunes');
    await form.getByTestId('company-emailContato').fill('rita@coop-e2e.com.br');
    await form.getByTestId('company-telefoneContato').fill('44999887766');
    await expect(form.getByTestId('company-telefoneContato')).toHaveValue('(44) 99988-7766');
    await form.getByTestId('company-form-submit').click();
    await expectToast(page, 'Registro cadastrado com sucesso');
    await expect(form).toBeHidden();
    await companies.locator('thead th').filter({ hasText: 'Nome' }).locator('button').last().click();
    await page.getByTestId('filter-nome').fill(id);
    await page.keyboard.press('Enter');
    const companyRow = companies.locator('tbody tr').filter({ hasText: razao });
    await expect(companyRow).toBeVisible();
    await expect(companyRow).toContainText(cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5'));

    // ------------------------------------------------------------ the contract, in four steps
    await page.goto('/conta/contrato');
    await expect(page.getByRole('heading', { name: 'Contratos' })).toBeVisible();
    await page.getByTestId('contracts-new').click();
    const wizard = page.getByTestId('contract-wizard');
    await expect(wizard).toBeVisible();
    await expect(wizard.getByTestId('contract-wizard-content')).toHaveAttribute('data-step', 'basic');

    // step 1 cannot be left without a company
    await wizard.getByTestId('contract-wizard-next').click();
    await expect(wizard.getByTestId('contract-wizard-content')).toHaveAttribute('data-step', 'basic');
    await expect(wizard.getByText('Campo obrigatório')).toBeVisible();
    await expect(wizard.getByTestId('contract-wizard-step-basic')).toHaveAttribute('data-error', 'true');

    await wizard.getByTestId('contract-empresa').fill(fantasia);
    await page.getByRole('option', { name: new RegExp(fantasia) }).click();
    await wizard.getByTestId('contract-statusProjeto').getByText('Em produção').click();
    await wizard.getByTestId('contract-produtos').fill('CRM');
    await page.keyboard.press('Enter');
    await wizard.getByTestId('contract-produtos').fill('BI');
    await page.keyboard.press('Enter');
    await wizard.getByTestId('contract-wizard-next').click();

    await expect(wizard.getByTestId('contract-wizard-content')).toHaveAttribute('data-step', 'offer');
    await expect(wizard.getByTestId('contract-wizard-progress')).toHaveText('Etapa 2 de 4');
    await wizard.getByTestId('contract-usuarios').fill('10');
    await wizard.getByTestId('contract-espaco').fill('20');
    await wizard.getByTestId('contract-wizard-next').click();

    await expect(wizard.getByTestId('contract-wizard-content')).toHaveAttribute('data-step', 'settings');
    await wizard.getByTestId('contract-url-padrao').fill(`${subdomain}.plataforma.local`);
    // SSO on needs its provider fields: the step stays until they are given
    await wizard.getByTestId('contract-sso-enable').click({ force: true });
    await wizard.getByTestId('contract-wizard-next').click();
    await expect(wizard.getByTestId('contract-wizard-content')).toHaveAttribute('data-step', 'settings');
    await wizard.getByTestId('contract-sso-enable').click({ force: true });
    await wizard.getByTestId('contract-wizard-next').click();

    await expect(wizard.getByTestId('contract-wizard-content')).toHaveAttribute('data-step', 'management');
    await wizard.getByTestId('contract-wizard-back').click();
    await expect(wizard.getByTestId('contract-wizard-content')).toHaveAttribute('data-step', 'settings');
    await wizard.getByTestId('contract-wizard-next').click();
    await wizard.getByTestId('contract-responsavel-nome').fill('Rita Nunes');
    const cpf = newCpf();
    await wizard.getByTestId('contract-gestor-cpf').fill(cpf.replace(/\D/g, ''));
    await expect(wizard.getByTestId('contract-gestor-cpf')).toHaveValue(cpf);
    await wizard.getByTestId('contract-gestor-nome').fill('Gil Gestor');
    await wizard.getByTestId('contract-gestor-email').fill(`gestor.${id}@coop-e2e.com.br`);
    await wizard.getByTestId('contract-wizard-finish').click();
    await expectToast(page, 'Registro cadastrado com sucesso');
    await expect(page.getByTestId('contract-form')).toBeHidden();

    // ------------------------------------------------------------ in the list, with its usage (the manager is active)
    const contracts = page.getByTestId('contracts-table');
    const row = contracts.locator('tbody tr').filter({ hasText: fantasia });
    await expect(row).toBeVisible();
    await expect(row).toContainText(subdomain);
    await expect(row.getByTestId('usage-text')).toHaveText('1 / 10');
    await expect(row.getByTestId('project-status')).toHaveText('Em produção');

    // ------------------------------------------------------------ client mode from the row, and back
    await row.getByTestId('row-action-enter').click();
    await expect(page.getByTestId('client-mode-enter-dialog')).toContainText(fantasia);
    await page.getByTestId('client-mode-enter-dialog-confirm').click();
    const banner = page.getByTestId('client-mode-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(fantasia);
    await page.getByTestId('client-mode-exit').click();
    await page.getByTestId('client-mode-exit-dialog-confirm').click();
    await expect(banner).toHaveCount(0);
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a company administrator sees the usage of the contract on Meu Contrato; a learner may not', async ({ page, browser }) => {
    await signInAs(page, 'admin@demo.local');
    await page.goto('/conta/meu-contrato');
    await expect(page.getByRole('heading', { name: 'Meu contrato' })).toBeVisible();
    await expect(page.getByTestId('my-contract-company')).toHaveText('Demo');
    await expect(page.getByTestId('my-contract-contracted')).toHaveText('de 500 contratados');
    const active = Number(await page.getByTestId('my-contract-active').textContent());
    expect(active).toBeGreaterThan(0);
    await expect(page.getByTestId('my-contract-bar')).toHaveAttribute('data-level', 'ok');
    await expect(page.getByTestId('my-contract-products')).toContainText('ERP Agro');
    await expect(page.getByTestId('subscription-status')).toHaveText('Ativo');
    // companies and contracts are platform administration only
    await page.goto('/conta/contrato');
    await expect(page).toHaveURL(/\/403$/);

    const learner = await browser.newPage();
    await signInAs(learner, 'aluno@demo.local');
    await learner.goto('/conta/meu-contrato');
    await expect(learner).toHaveURL(/\/403$/);
    await learner.close();
  });

  test('Meu Contrato shows the disk space used by the stored files against the contracted space', async ({ page, request }) => {
    // A stored file of the tenant: a PDF object's main file.
    const { access } = await apiSignIn(request, 'admin@demo.local');
    const headers = { Authorization: `Bearer ${access}` };
    const created = await request.post('/api/v1/midia', { headers, data: { nome: `Cota ${Date.now()}`, tipo: 'pdf', fileName: 'cota.pdf' } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const pdf = await pdfWithPages(3, 'Espaço em disco');
    const uploaded = await request.post(`/api/v1/midia/big/${id}/fileUpload`, { headers, multipart: { arquivo: { name: 'cota.pdf', mimeType: 'application/pdf', buffer: pdf } } });
    expect(uploaded.status()).toBe(200);

    await signInAs(page, 'admin@demo.local');
    const usageReply = page.waitForResponse((r) => r.url().includes('/api/v1/Contrato/UsageInfo') && r.ok());
    await page.goto('/conta/meu-contrato');
    const usage = (await (await usageReply).json()) as { espacoEmDiscoUtilizadoBytes: number; espacoEmDiscoContratadoBytes: number | null };
    expect(usage.espacoEmDiscoUtilizadoBytes).toBeGreaterThanOrEqual(pdf.length);
    expect(usage.espacoEmDiscoContratadoBytes).toBe(100 * 1024 ** 3);

    const card = page.getByTestId('my-contract-storage');
    await expect(card).toContainText('Espaço em disco');
    await expect(page.getByTestId('my-contract-storage-used')).toHaveText(formatBytes(usage.espacoEmDiscoUtilizadoBytes, 'pt'));
    await expect(page.getByTestId('my-contract-storage-limit')).toHaveText('de 100 GB contratados');
    const bar = page.getByTestId('my-contract-storage-bar');
    await expect(bar).toHaveAttribute('data-level', 'ok');
    const percent = Math.round((usage.espacoEmDiscoUtilizadoBytes / (100 * 1024 ** 3)) * 1000) / 10;
    await expect(bar).toHaveAttribute('data-percent', String(percent));
    await expect(card).toContainText(`${formatBytes(100 * 1024 ** 3 - usage.espacoEmDiscoUtilizadoBytes, 'pt')} livres`);

    expect((await request.delete(`/api/v1/midia/${id}`, { headers })).ok()).toBeTruthy();
  });
});
