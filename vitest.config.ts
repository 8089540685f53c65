import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { localesPlugin } from './apps/web/vite/locales-plugin.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from './packages/shared/src/i18n/languages.ts';

const webRoot = fileURLToPath(new URL('./apps/web/', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          // One PostgreSQL for the run (the embedded one unless TEST_DATABASE_URL), a database per file: files run in parallel.
          globalSetup: ['src/test/global-setup.ts'],
        },
      },
      {
        // The translation chunks (virtual:locales) of apps/web/vite.config.ts, for tests that reach lib/i18n.ts.
        plugins: [localesPlugin({ root: webRoot, languages: LANGUAGES, fallback: DEFAULT_LANGUAGE })],
        test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.{ts,tsx}'], exclude: ['e2e/**', 'node_modules/**'] },
      },
    ],
  },
});
