import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiSignIn, rows, signIn } from './helpers.ts';

/**
 * Communications (/comunicacoes/comunicacao, 3-admin §3, §5, §7; 2-learner §7 pop-up): an administrator publishes a
 * communication of two posts (reordered by drag and drop) for the department Tecnologia da Informação; the learner of
 * that department (aluno@demo.local) sees the pop-up after sign-in, pages through the posts and later hides it from
 * the user menu; a learner of another department (gestor@demo.local, Comercial) gets no pop-up. The communication is
 * deleted at the end so other journeys' sign-ins stay as they were. Screenshots at 390, 768 and 1440 px, light and dark.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? join(tmpdir(), 'communications-shots');
const SIZES = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
] as const;
const PATH = '/comunicacoes/comunicacao';

/** Signs in on a page of its own and waits for the pop-up call's answer. */
async function signInAndWaitForPopupCall(browser: Browser, email: string) {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  const answer = page.waitForResponse((r) => r.url().includes('/api/v1/Comunicacao/getUserCommunication') && r.request().method() === 'GET');
  await signIn(page, email);
  await expect(page.getByTestId('main-layout')).toBeVisible({ timeout: 30_000 });
  const reply = (await (await answer).json()) as { possuiComunicacoes: boolean; comunicacoes: { id: string; titulo: string }[] };
  return { context, page, reply };
}

async function darkOptions(page: Page) {
  await page.context().addInitScript(() => {
    const stored = JSON.parse(localStorage.getItem('plataforma.options') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('plataforma.options', JSON.stringify({ ...stored, dark: 2 }));
  });
}

test.describe('communications', () => {
  test('an administrator publishes for a department; only that department’s learner gets the pop-up', async ({ page, browser, request }) => {
    test.setTimeout(240_000);
    mkdirSync(SHOTS, { recursive: true });
    const title = `Comunicado E2E ${Date.now().toString(36)}`;
    const { access } = await apiSignIn(request, 'admin@demo.local');
    const headers = { authorization: `Bearer ${access}` };

    try {
      await signIn(page, 'admin@demo.local');
      // the first journey of a fresh server waits for its first page build
      await expect(page.getByTestId('main-layout')).toBeVisible({ timeout: 45_000 });
      await page.goto(PATH);
      await expect(page.getByTestId('communications-table')).toBeVisible({ timeout: 30_000 });
      await page.getByTestId('communications-new').click();
      const dialog = page.getByTestId('communication-form');
      await expect(dialog).toBeVisible();

      // general data: the title is required
      await page.getByTestId('communication-wizard-next').click();
      await expect(dialog.getByTestId('communication-titulo')).toHaveAttribute('aria-invalid', 'true');
      await dialog.getByTestId('communication-titulo').fill(title);
      await dialog.getByTestId('communication-status').getByText('Publicada').click();
      await page.getByTestId('communication-wizard-next').click();

      // audience: one department
      await dialog.getByTestId('communication-departamentos').click();
      await page.getByRole('option', { name: 'Tecnologia da Informação' }).click();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeVisible();
      await page.getByTestId('communication-wizard-next').click();

      // posts: two, the second dragged above the first
      await dialog.getByTestId('post-0-titulo').fill('Segunda página');
      await dialog.getByTestId('post-0-conteudo-content').click();
      await page.keyboard.type('Conteúdo da segunda página.');
      await dialog.getByTestId('communication-add-post').click();
      await dialog.getByTestId('post-1-titulo').fill('Primeira página');
      await dialog.getByTestId('post-1-conteudo-content').click();
      await page.keyboard.type('Bem-vindo ao novo portal.');
      // the second post's handle dragged onto the first post's header (the editor would take a drop on its text)
      const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
      await dialog.getByTestId('post-1-handle').dispatchEvent('dragstart', { dataTransfer });
      await expect(dialog.getByTestId('post-1')).toHaveCSS('opacity', '0.5');
      await dialog.getByTestId('post-0-handle').dispatchEvent('dragover', { dataTransfer });
      await dialog.getByTestId('post-0-handle').dispatchEvent('drop', { dataTransfer });
      await dialog.getByTestId('post-0-handle').dispatchEvent('dragend', { dataTransfer });
      await expect(dialog.getByTestId('post-0-titulo')).toHaveValue('Primeira página');
      await expect(dialog.getByTestId('post-1-titulo')).toHaveValue('Segunda página');
      await page.screenshot({ path: `${SHOTS}/communication-posts.png` });
      await page.getByTestId('communication-wizard-finish').click();
      await expect(dialog).toBeHidden();
      const table = page.getByTestId('communications-table');
      await expect(rows(table).filter({ hasText: title })).toHaveCount(1);
      await expect(rows(table).filter({ hasText: title })).toContainText('Publicada');

      // the learner of the department: the pop-up, its posts as pages in the order chosen
      const learner = await signInAndWaitForPopupCall(browser, 'aluno@demo.local');
      expect(learner.reply.comunicacoes.map((c) => c.titulo)).toContain(title);
      const popup = learner.page.getByTestId('communications-popup');
      await expect(popup).toBeVisible({ timeout: 30_000 });
      await expect(popup).toContainText(title);
      await expect(popup.getByTestId('communications-popup-post')).toContainText('Primeira página');
      await expect(popup.getByTestId('communications-popup-post')).toContainText('Bem-vindo ao novo portal.');
      await popup.getByTestId('communications-popup-pages').getByRole('button', { name: '2' }).click();
      await expect(popup.getByTestId('communications-popup-post')).toContainText('Segunda página');
      await learner.page.screenshot({ path: `${SHOTS}/communication-popup.png` });
      await popup.getByTestId('communications-popup-close').click();
      await expect(popup).toBeHidden();

      // reopened from the user menu, and hidden there (true), then shown again (false)
      await learner.page.getByTestId('user-menu').click();
      await learner.page.getByTestId('user-menu-communications').click();
      const list = learner.page.getByTestId('communications-list');
      const row = list.getByTestId('communications-list-row').filter({ hasText: title });
      await expect(row).toBeVisible();
      const hide = learner.page.waitForResponse((r) => r.url().includes('/ChangeUserCommunicationStatus/true'));
      await row.getByTestId('communications-list-hidden').check({ force: true });
      await list.getByTestId('communications-list-save').click();
      expect((await hide).status()).toBe(200);
      await expect(row).toContainText('Oculta');
      await row.getByTestId('communications-list-open').click();
      await expect(learner.page.getByTestId('communications-popup')).toContainText('Primeira página');
      await learner.context.close();

      // another department's learner: no pop-up for it
      const other = await signInAndWaitForPopupCall(browser, 'gestor@demo.local');
      expect(other.reply.comunicacoes.map((c) => c.titulo)).not.toContain(title);
      await expect(other.page.getByTestId('communications-popup')).toHaveCount(0);
      await other.context.close();
    } finally {
      const found = await request.get(`/api/v1/Comunicacao?search=${encodeURIComponent(title)}`, { headers });
      for (const c of ((await found.json()) as { data: { id: string }[] }).data) await request.delete(`/api/v1/Comunicacao/${c.id}`, { headers });
    }
  });

  test('the screen, the wizard and the pop-up at 390, 768 and 1440 px, light and dark', async ({ page, request }) => {
    test.setTimeout(240_000);
    mkdirSync(SHOTS, { recursive: true });
    const title = `Aviso geral E2E ${Date.now().toString(36)}`;
    const { access } = await apiSignIn(request, 'admin@demo.local');
    const headers = { authorization: `Bearer ${access}` };
    // a communication only for the administrator's own department (Recursos Humanos), so no other journey sees it
    const deps = (await (await request.get('/api/v1/Departamento/Basic', { headers })).json()) as { value: string; label: string }[];
    const rh = deps.find((d) => d.label === 'Recursos Humanos')!.value;
    const created = await request.post('/api/v1/Comunicacao', {
      headers,
      data: {
        titulo: title,
        status: 'publicada',
        exibirSempre: true,
        departamentos: [rh],
        postagens: [{ titulo: 'Uma postagem com um título longo o bastante para quebrar a linha em telas estreitas', conteudo: '<p>Texto da postagem com <strong>destaque</strong>.</p>', link: 'https://exemplo.com' }],
      },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { id: string }).id;
    try {
      await darkOptions(page);
      await signIn(page, 'admin@demo.local');
      const popup = page.getByTestId('communications-popup');
      await expect(popup).toBeVisible({ timeout: 45_000 });
      await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        for (const size of SIZES) {
          await page.setViewportSize(size);
          await expect(popup).toBeVisible();
          await page.screenshot({ path: `${SHOTS}/popup-${size.width}-${scheme}.png` });
        }
      }
      await popup.getByTestId('communications-popup-close').click();
      await page.goto(PATH);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const size of SIZES) {
          await page.setViewportSize(size);
          await expect(page.getByTestId('communications-table')).toBeVisible({ timeout: 30_000 });
          await page.screenshot({ path: `${SHOTS}/communications-${size.width}-${scheme}.png`, fullPage: true });
          await rows(page.getByTestId('communications-table')).filter({ hasText: title }).getByTestId('row-action-edit').click();
          const dialog = page.getByTestId('communication-form');
          await expect(dialog.getByTestId('communication-titulo')).toHaveValue(title);
          await page.screenshot({ path: `${SHOTS}/wizard-general-${size.width}-${scheme}.png` });
          await dialog.getByTestId('communication-wizard-step-posts').click();
          await expect(dialog.getByTestId('post-0-titulo')).toBeVisible();
          await page.screenshot({ path: `${SHOTS}/wizard-posts-${size.width}-${scheme}.png` });
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
        }
      }
    } finally {
      await request.delete(`/api/v1/Comunicacao/${id}`, { headers });
    }
  });
});
