import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, expectToast, rows, signIn, waitForMail } from './helpers.ts';

/**
 * Automated notifications (/comunicacoes/notificacoes-automatizadas, 3-admin §3, §7): an administrator creates a rule
 * for a segmentation of their own (an unknown placeholder is named as it is typed; a placeholder is inserted by a
 * click), sends a test e-mail (read from the outbox), runs the rule after the confirmation and deletes it.
 * Screenshots at 390, 768 and 1440 px, light and dark.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? join(tmpdir(), 'automated-notifications-shots');
const SIZES = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
] as const;
const PATH = '/comunicacoes/notificacoes-automatizadas';

async function openPage(page: Page) {
  await signIn(page, 'admin@demo.local');
  await expect(page.getByTestId('main-layout')).toBeVisible();
  await page.goto(PATH);
  await expect(page.getByTestId('notifications-table')).toBeVisible();
}

test.describe('automated notifications administration', () => {
  test('create a rule, send a test e-mail, run it now and delete it', async ({ page, request }) => {
    test.setTimeout(180_000);
    mkdirSync(SHOTS, { recursive: true });
    const stamp = Date.now().toString(36);
    const name = `Lembrete E2E ${stamp}`;
    const segmentation = `Público notificação ${stamp}`;
    // An audience of the journey's own: the administrator alone (signed in today, so the run finds nobody to e-mail).
    const { access, userId } = await apiSignIn(request, 'admin@demo.local');
    const headers = { authorization: `Bearer ${access}` };
    const seg = await request.post('/api/v1/Segmentacao', { headers, data: { nome: segmentation, usuariosIds: [userId] } });
    expect(seg.status()).toBe(201);
    const segId = ((await seg.json()) as { id: string }).id;

    try {
      await openPage(page);
      await page.getByTestId('notifications-new').click();
      const dialog = page.getByTestId('notification-form');
      await expect(dialog).toBeVisible();
      await dialog.getByTestId('notification-form-submit').click();
      await expect(dialog.getByTestId('notification-name')).toHaveAttribute('aria-invalid', 'true');

      await dialog.getByTestId('notification-name').fill(name);
      await dialog.getByTestId('notification-days').fill('15');
      await dialog.getByTestId('notification-segmentations').click();
      await page.getByRole('option', { name: segmentation }).click();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeVisible();
      await dialog.getByTestId('notification-copy-manager').check();
      await dialog.getByTestId('notification-subject').fill('Sentimos sua falta na {{empresa}}');

      // an unknown placeholder is named at once, and the test e-mail waits for a valid message
      const template = dialog.getByTestId('notification-template');
      await template.fill('Olá {{nomee}}');
      await expect(dialog.getByText('O marcador {{nomee}} não existe. Use apenas os marcadores da lista.')).toBeVisible();
      await expect(dialog.getByTestId('notification-send-test')).toBeDisabled();
      // the access event has no content placeholders
      await expect(dialog.getByTestId('placeholder-tituloConteudo')).toHaveCount(0);
      await template.fill('Olá ');
      await dialog.getByTestId('placeholder-nome').click();
      await expect(template).toHaveValue('Olá {{nome}}');
      await template.press('End');
      await template.pressSequentially(', acesse: ');
      await dialog.getByTestId('placeholder-link').click();
      await expect(template).toHaveValue('Olá {{nome}}, acesse: {{link}}');
      await page.screenshot({ path: `${SHOTS}/notification-form.png` });

      // test e-mail with sample values, to the address given
      const to = `teste.${stamp}@demo.local`;
      const since = Date.now();
      await dialog.getByTestId('notification-test-email').fill(to);
      await dialog.getByTestId('notification-send-test').click();
      await expectToast(page, `E-mail de teste enviado para ${to}.`);
      const mail = await waitForMail(to, since);
      expect(mail).toContain('Subject: [Teste] Sentimos sua falta na Demo');
      expect(mail).toContain('Olá Maria da Silva, acesse:');

      await dialog.getByTestId('notification-form-submit').click();
      await expectToast(page, 'Registro cadastrado com sucesso');
      await expect(dialog).toBeHidden();

      const table = page.getByTestId('notifications-table');
      await page.goto(`${PATH}?f_name=${encodeURIComponent(name)}`);
      const row = rows(table).filter({ hasText: name });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Não acessou a plataforma');
      await expect(row).toContainText('Semanalmente');
      await expect(row).toContainText('Nunca');

      // run now: asks first; cancelling runs nothing
      await row.getByTestId('row-action-execute').click();
      await expect(page.getByTestId('notification-execute-confirm')).toBeVisible();
      await page.getByTestId('notification-execute-confirm-cancel').click();
      await expect(row).toContainText('Nunca');
      await row.getByTestId('row-action-execute').click();
      await page.getByTestId('notification-execute-confirm-confirm').click();
      await expectToast(page, /Notificação executada: 0 e-mails na fila de envio\./);
      await expect(row).not.toContainText('Nunca');

      // edit keeps what was saved
      await row.getByTestId('row-action-edit').click();
      await expect(dialog.getByTestId('notification-template')).toHaveValue('Olá {{nome}}, acesse: {{link}}');
      await expect(dialog.getByTestId('notification-days')).toHaveValue('15');
      await expect(dialog.getByTestId('notification-copy-manager')).toBeChecked();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await row.getByTestId('row-action-delete').click();
      await page.getByTestId('confirm-delete-confirm').click();
      await expectToast(page, 'Registro removido com sucesso');
      await expect(rows(table).filter({ hasText: name })).toHaveCount(0);
    } finally {
      await request.delete(`/api/v1/Segmentacao/${segId}`, { headers });
    }
  });

  test('the screen at 390, 768 and 1440 px, light and dark', async ({ page, context }) => {
    test.setTimeout(180_000);
    mkdirSync(SHOTS, { recursive: true });
    await context.addInitScript(() => {
      const stored = JSON.parse(localStorage.getItem('plataforma.options') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('plataforma.options', JSON.stringify({ ...stored, dark: 2 }));
    });
    await openPage(page);
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await expect(page.getByTestId('notifications-table')).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/notifications-${size.width}-${scheme}.png`, fullPage: true });
        await page.getByTestId('notifications-new').click();
        await expect(page.getByTestId('notification-template')).toBeVisible();
        await page.getByTestId('notification-template').fill('Olá {{nome}}, {{x}}');
        await page.screenshot({ path: `${SHOTS}/notifications-form-${size.width}-${scheme}.png` });
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('notification-form')).toBeHidden();
      }
    }
  });
});
