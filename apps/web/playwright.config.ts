import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}`;
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const isCI = Boolean(process.env.CI);

/**
 * Playwright journeys in Debian's Chromium (never a browser download). The web server is the API serving the built
 * web app (apps/web/dist) on port 3100 with a fresh embedded PostgreSQL (data folder in the temporary folder, mail in .data-e2e/outbox) and the demo data: build first
 * (`npm run test:e2e` at the repository root does both).
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: '../../test-results/web',
  fullyParallel: false,
  workers: 1,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: isCI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report' }]],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
        },
      },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'npm run start:e2e -w apps/api',
        cwd: repoRoot,
        url: `${baseURL}/login`,
        reuseExistingServer: !isCI,
        timeout: 180_000,
        // The platform stops its processes and then its embedded PostgreSQL.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
