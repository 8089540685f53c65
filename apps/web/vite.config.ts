import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants } from 'node:zlib';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../packages/shared/src/i18n/languages.ts';
import { localesPlugin } from './vite/locales-plugin.ts';
import { pdfjsAssetsPlugin } from './vite/pdfjs-assets-plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

export default defineConfig({
  root,
  plugins: [
    react(),
    // One chunk per language and translation namespace (docs/web-performance.md).
    localesPlugin({ root, languages: LANGUAGES, fallback: DEFAULT_LANGUAGE }),
    // pdf.js's image decoders, CMaps, standard fonts and ICC profiles in assets/pdfjs-<version>/, fetched by the PDF
    // viewer only when a document needs them (docs/media.md 'Players (web)').
    pdfjsAssetsPlugin(),
    // Brotli and gzip siblings of every text file of the build (`x.js.br`, `x.js.gz`), sent by the API's file server
    // to browsers that accept them (apps/api/src/core/web-app.ts): compressed once, at the highest level, not per request.
    compression({
      include: /\.(?:js|mjs|css|html|svg|json|txt)$/,
      threshold: 1024,
      algorithms: [defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
    }),
  ],
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
