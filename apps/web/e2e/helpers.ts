import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import * as ExcelNs from 'exceljs';

export const DEMO_PASSWORD = 'Demo@2026';

/** Outbox folder of the e2e API (`npm run start:e2e -w apps/api`). */
export const OUTBOX_DIR = process.env.E2E_OUTBOX_DIR ?? fileURLToPath(new URL('../../../.data-e2e/outbox', import.meta.url));

export async function signIn(page: Page, username: string, password = DEMO_PASSWORD, path = '/login') {
  await page.goto(path);
  await page.getByLabel('Usuário').fill(username);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

export async function expectToast(page: Page, title: string | RegExp, message?: string | RegExp) {
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: title }).first();
  await expect(toast).toBeVisible();
  if (message) await expect(toast).toContainText(message);
}

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), 'latin1').toString('utf8');

/** The newest e-mail sent to `to` after `since` (epoch ms), decoded; polls the outbox for a few seconds. */
export async function waitForMail(to: string, since: number): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const files = (existsSync(OUTBOX_DIR) ? readdirSync(OUTBOX_DIR, { withFileTypes: true }) : [])
      .filter((entry) => entry.isFile() && entry.name.endsWith('.eml'))
      .map((entry) => join(OUTBOX_DIR, entry.name))
      .filter((file) => statSync(file).mtimeMs >= since)
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
    for (const file of files) {
      const text = decodeQuotedPrintable(readFileSync(file, 'utf8'));
      if (text.includes(`To: ${to}`)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no e-mail to ${to} in ${OUTBOX_DIR}`);
}

/** Path and query of the first /auth/new-password link of an e-mail. */
export function newPasswordPath(mail: string): string {
  const match = /https?:\/\/[^\s"<]+(\/auth\/new-password\?[^\s"<]+)/.exec(mail);
  if (!match) throw new Error('no new-password link in the e-mail');
  return match[1].replace(/&#38;|&amp;/g, '&');
}

type TokenReply = { access_token: string };

/** Signs in through the API (no browser) and returns the access token and the token's user id. */
export async function apiSignIn(request: APIRequestContext, username: string, password = DEMO_PASSWORD) {
  const response = await request.post('/api/v1/autenticacao/login', { data: { username, password } });
  expect(response.ok(), `login ${username}`).toBeTruthy();
  const { access_token: access } = (await response.json()) as TokenReply;
  const body = JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString('utf8')) as { IdDoUsuario: string };
  return { access, userId: body.IdDoUsuario };
}

/** exceljs as the journeys load it (its CommonJS default export under ESM). */
export const Excel = (ExcelNs as unknown as { default?: typeof ExcelNs }).default ?? ExcelNs;

/** The body rows of a data table. */
export const rows = (table: Locator) => table.locator('tbody tr');

/** The last button of a column header (its filter; the sort button comes first). */
export const headerButton = (table: Locator, column: string) => table.locator('thead th').filter({ hasText: column }).locator('button').last();

/** A valid CPF from 9 random digits (check digits of 1-shell §5). */
export function randomCpf(): string {
  const base = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  if (new Set(base).size === 1) base[0] = (base[0] + 1) % 10;
  const digit = (digits: number[]) => {
    const sum = digits.reduce((total, d, i) => total + d * (digits.length + 1 - i), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = digit(base);
  const second = digit([...base, first]);
  return [...base, first, second].join('');
}
