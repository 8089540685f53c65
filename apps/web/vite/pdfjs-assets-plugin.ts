import { createReadStream, globSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join, sep } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The data files pdf.js fetches while it reads a PDF, served from the web app's own build (docs/media.md 'Players
 * (web)'): the image decoders (`wasm/`: OpenJPEG for JPEG 2000, JBIG2, the colour management of ICC images, with
 * their plain-JavaScript fallbacks), the packed Adobe CMaps of CJK fonts (`cmaps/`), the standard fonts a PDF names
 * without embedding them (`standard_fonts/`) and the predefined ICC profiles (`iccs/`).
 *
 * They go into `assets/pdfjs-<version>/`, a folder named after the pdfjs-dist version: under `assets/` the server
 * lets browsers keep them for a year (apps/api/src/core/web-app.ts), and a new pdf.js version is a new folder. Nothing
 * imports them: the viewer hands their address to pdf.js (players/pdfjs-assets.ts), which fetches what a document
 * needs when a PDF opens. The scripting engine (`quickjs-eval`) is left out: the viewer runs no document scripts.
 * In development the same paths are answered from node_modules.
 */

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('pdfjs-dist/package.json'));
export const PDFJS_VERSION = (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
/** Folder of the build (below its root) the files are copied to. */
export const PDFJS_ASSETS_DIR = `assets/pdfjs-${PDFJS_VERSION}`;

const FOLDERS = ['wasm', 'cmaps', 'standard_fonts', 'iccs'] as const;
const LEFT_OUT = /^wasm\/quickjs/;

/** The files copied, as paths below the pdfjs-dist package (`cmaps/UniGB-UCS2-H.bcmap`...). */
export const pdfjsAssetFiles = (): string[] =>
  FOLDERS.flatMap((folder) => globSync(`${folder}/*`, { cwd: packageDir }))
    .map((file) => file.split(sep).join('/'))
    .filter((file) => !LEFT_OUT.test(file))
    .sort();

const TYPES: Record<string, string> = {
  '.wasm': 'application/wasm',
  '.js': 'text/javascript',
  '.ttf': 'font/ttf',
  '.icc': 'application/vnd.iccprofile',
};

export function pdfjsAssetsPlugin(): Plugin {
  return {
    name: 'pdfjs-assets',
    configureServer(server) {
      const prefix = `/${PDFJS_ASSETS_DIR}/`;
      const files = new Set(pdfjsAssetFiles());
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        if (!path.startsWith(prefix) || !files.has(path.slice(prefix.length))) return next();
        const file = join(packageDir, path.slice(prefix.length));
        res.setHeader('content-type', TYPES[extname(file)] ?? 'application/octet-stream');
        res.setHeader('content-length', statSync(file).size);
        createReadStream(file).pipe(res);
      });
    },
    generateBundle() {
      for (const file of pdfjsAssetFiles()) {
        this.emitFile({ type: 'asset', fileName: `${PDFJS_ASSETS_DIR}/${file}`, source: readFileSync(join(packageDir, file)) });
      }
    },
  };
}
