// Lint: typescript-eslint plus the import-direction rule of ARCHITECTURE §2:
// shared -> core/components/lib -> features -> app, and a feature reaches another only through its index.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const featuresOf = (dir) => (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : []);
// Folder names inside a feature, and the layers a feature may import.
const ALLOWED = ['lib', 'components', 'app', 'core', 'db', 'test', 'features', 'api', 'pages', 'hooks', 'utils', 'layouts'];

/** A feature file may import another feature only by its folder (its index), never a file inside it. */
const featureBoundary = (root) =>
  featuresOf(root).map((feature) => ({
    files: [`${root}/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Table files are the database schema (db/schema.ts re-exports them all): foreign keys may name them.
              // A folder of the feature (certificates/render) is reached from its sibling folders as ../render/.
              regex: `^(?!\\.\\./(${featuresOf(`${root}/${feature}`).join('|') || '-'})/)(\\.\\./)+(?!(${[feature, ...ALLOWED].join('|')})/)[^./][^/]*/(?![^/]+\\.tables$).+`,
              message: 'Import another feature through its index.ts, not its files.',
            },
            { regex: `(^|/)features/(?!${feature}/)[^/]+/.+`, message: 'Import another feature through its index.ts, not its files.' },
            { regex: '(^|/)app(/|$)', message: 'Features must not import the app layer.' },
          ],
        },
      ],
    },
  }));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.data-e2e/**', 'test-results/**', 'playwright-report/**', 'apps/api/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Plain scripts the browser runs before the app's modules.
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: {
      // Fastify's module augmentation needs interfaces.
      '@typescript-eslint/consistent-type-definitions': 'off',
    },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)apps/|^@plataforma/(api|web)', message: 'shared imports nothing from the apps.' }] }],
    },
  },
  {
    files: ['apps/api/src/core/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)features(/|$)', message: 'core must not depend on features.' }] }] },
  },
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)(features|app)(/|$)', message: 'lib and components must not depend on features or the app.' }] }],
    },
  },
  ...featureBoundary('apps/api/src/features'),
  ...featureBoundary('apps/web/src/features'),
);
