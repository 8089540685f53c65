import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { apiSignIn, signIn } from './helpers.ts';

/**
 * Notifications (2-learner §2 overlays, §4 'Push', §8; 1-shell main layout): an administrator sends a notification to
 * the learner through the API (POST Push); the learner sees the unread count on the bell, opens the drawer, finds it
 * unread (also under the unread filter), marks it read, and finds it read in /notifications, whose second tab is the
 * upload history.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? join(tmpdir(), 'push-shots');
mkdirSync(SHOTS, { recursive: true });

/** The bell's unread count (no badge at 0). */
const badgeCount = async (page: Page) => {
  const badge = page.getByTestId('notifications-badge').locator('.mantine-Indicator-indicator');
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.innerText()).replace('+', ''));
};

test('a learner receives a notification in the drawer and marks it read', async ({ page, request }) => {
  // a sign-in, two page loads and the drawer's first load: slow on a busy machine
  test.setTimeout(120_000);
  const admin = await apiSignIn(request, 'admin@demo.local');
  const learner = await apiSignIn(request, 'aluno@demo.local');
  const title = `Aviso ${Date.now().toString(36)}`;

  await signIn(page, 'aluno@demo.local');
  await expect(page.getByTestId('main-layout')).toBeVisible({ timeout: 30_000 });
  const bell = page.getByTestId('notifications-bell');
  await expect(bell).toBeVisible();

  const sent = await request.post('/api/v1/Push', {
    headers: { authorization: `Bearer ${admin.access}` },
    data: { title, content: 'A trilha de segurança foi atualizada.', link: '/notifications', usuarioIds: [learner.userId] },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  // the bell reads the count again when the page is shown again; a reload stands for the minute's refresh
  await page.reload();
  const unread = async () =>
    ((await (await request.get('/api/v1/Notificacao/PushList', { headers: { authorization: `Bearer ${learner.access}` } })).json()) as { unread: number }).unread;
  const before = await unread();
  expect(before).toBeGreaterThan(0);
  await expect.poll(() => badgeCount(page)).toBe(before);

  await bell.click();
  const drawer = page.getByRole('dialog', { name: 'Notificações' });
  await expect(drawer).toBeVisible();
  const box = await drawer.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(400);
  await expect(drawer.getByTestId('push-permission')).toBeVisible();
  const item = drawer.getByTestId('notification-item').filter({ hasText: title });
  await expect(item).toHaveAttribute('data-status', 'SENT');
  await expect(item).toContainText('A trilha de segurança foi atualizada.');

  await expectNoSeriousViolations(page, 'notifications drawer');
  await drawer.getByTestId('notifications-filter').getByText('Não lidas').click();
  await expect(item).toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'drawer-unread.png') });

  await item.getByTestId('notification-mark-read').click();
  // read: gone from the unread filter, and the count one lower
  await expect(item).toHaveCount(0);
  expect(await unread()).toBe(before - 1);
  await expect.poll(() => badgeCount(page)).toBe(before - 1);
  await drawer.getByTestId('notifications-filter').getByText('Todas').click();
  await expect(drawer.getByTestId('notification-item').filter({ hasText: title })).toHaveAttribute('data-status', 'READ');

  await drawer.getByTestId('notifications-history').click();
  await expect(page).toHaveURL(/\/notifications$/);
  const row = page.getByTestId('notifications-page-list').getByTestId('notification-item').filter({ hasText: title });
  await expect(row).toHaveAttribute('data-status', 'READ');
  await expectNoSeriousViolations(page, '/notifications');
  await page.getByTestId('tab-uploads').click();
  await expect(page).toHaveURL(/tab=uploads/);
  await expect(page.getByTestId('upload-history-table')).toBeVisible();

});

test('the page and the drawer at three widths, light and dark', async ({ page, context }) => {
  test.setTimeout(180_000);
  // the scheme follows the system's (the emulated media query)
  await context.addInitScript(() => {
    const key = 'plataforma.options';
    let stored: Record<string, unknown> = {};
    try {
      stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    } catch {
      stored = {};
    }
    localStorage.setItem(key, JSON.stringify({ ...stored, dark: 2 }));
  });
  await signIn(page, 'aluno@demo.local');
  await expect(page.getByTestId('main-layout')).toBeVisible({ timeout: 30_000 });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [390, 768, 1440]) {
      await page.setViewportSize({ width, height: 860 });
      await page.goto('/notifications');
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await expect(page.getByTestId('notifications-page-list').getByTestId('notification-item').first()).toBeVisible({ timeout: 20_000 });
      await page.screenshot({ path: join(SHOTS, `page-${scheme}-${width}.png`), fullPage: true });
      await page.getByTestId('notifications-bell').click();
      await expect(page.getByTestId('notifications-drawer-list').getByTestId('notification-item').first()).toBeVisible();
      await page.screenshot({ path: join(SHOTS, `drawer-${scheme}-${width}.png`) });
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('notifications-drawer-list')).toHaveCount(0);
    }
  }
});
