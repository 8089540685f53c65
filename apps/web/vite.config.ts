import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../packages/shared/src/i18n/messages.ts';
import { localesPlugin } from './vite/locales-plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

export default defineConfig({
  root,
  plugins: [react(), localesPlugin({ root, languages: LANGUAGES, fallback: DEFAULT_LANGUAGE })],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The budget check (scripts/web-budget.mjs) follows the entry's and each route's static imports through it.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry needs in one file: one request on the critical path, compressed as a whole.
            { name: 'entry', tags: ['$initial'], priority: 20 },
          ],
        },
      },
    },
    chunkSizeWarningLimit: 1500,
    // Browsers with native CSS light-dark(): the styles use it for the dark theme, and an older target makes the
    // minifier rewrite it into variables that only exist with its own color-scheme polyfill.
    cssTarget: ['chrome123', 'edge123', 'firefox120', 'safari17.5'],
  },
});
