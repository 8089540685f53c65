import { defineConfig } from 'vitest/config';

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
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.{ts,tsx}'], exclude: ['e2e/**', 'node_modules/**'] } },
    ],
  },
});
