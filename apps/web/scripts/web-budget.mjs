// Bundle-size budgets of the built web app (issue 17), read from Vite's manifest (apps/web/dist/.vite/manifest.json):
// - entry for /login: index.html's module and its static imports, the /login page's chunk and its static imports, and
//   the pt translation chunks it waits for (common, auth);
// - entry for the learner's /home: the same with the main layout, the /home page and its texts (common, shell,
//   learner);
// - every route of apps/web/src/app/router.tsx: its page chunk and static imports not already in the entry ≤ 150 KB.
// JavaScript only (the CSS is printed beside it). Brotli at quality 11, as the build's precompressed files.
// `limit` fails the check (`npm run test:budget`, part of `npm test`); `goal` is the target, printed beside it.
// Where the two differ the limit is today's size with a little room, lowered as the entry shrinks
// (docs/web-performance.md says what keeps it above the goal).
//
//   node apps/web/scripts/web-budget.mjs [--json] [--dist path]   (after `npm run build -w apps/web`; exit 1 over a limit)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const web = join(import.meta.dirname, '..');
const distArg = process.argv.indexOf('--dist');
const defaultDist = distArg > 0 ? process.argv[distArg + 1] : join(web, 'dist');
const KB = 1024;

export const BUDGETS = {
  login: { keys: ['src/features/auth/pages/login-page.tsx'], namespaces: ['common', 'messages', 'auth'], limit: 250 * KB, goal: 170 * KB },
  home: { keys: ['src/app/layouts/main-layout/main-layout.tsx', 'src/features/learner/pages/home-page.tsx'], namespaces: ['common', 'messages', 'shell', 'learner'], limit: 322 * KB, goal: 250 * KB },
  route: { limit: 150 * KB, goal: 150 * KB },
};

const brotliCache = new Map();
/** Brotli size (quality 11) of a file of the build. */
export const brotliSize = (path) => {
  if (!brotliCache.has(path)) {
    const bytes = readFileSync(path);
    brotliCache.set(path, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }).length);
  }
  return brotliCache.get(path);
};

/** The manifest keys reached from `keys` through static imports (the chunks a browser must have before running them). */
export const staticClosure = (manifest, keys) => {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
};

/** JS files (and CSS files) of a set of manifest keys, with their brotli sizes. */
export const weigh = (dist, manifest, keys) => {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    js.add(manifest[key].file);
    for (const sheet of manifest[key].css ?? []) css.add(sheet);
  }
  const sum = (files) => [...files].reduce((total, file) => total + brotliSize(join(dist, file)), 0);
  return { js: sum(js), css: sum(css), files: [...js] };
};

/** Page modules that router.tsx imports lazily (`import('../features/…tsx')`), as manifest keys. */
export const routePages = (routerSource) => [...new Set([...routerSource.matchAll(/import\('\.\.\/([^']+\.tsx)'\)/g)].map((m) => `src/${m[1]}`))];

export const measure = (dist = defaultDist) => {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} missing: run \`npm run build -w apps/web\` first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entry = staticClosure(manifest, ['index.html']);
  const locale = (namespace) => `virtual:locale/pt/${namespace}`;
  const entryFor = ({ keys, namespaces }) => {
    const all = [...keys, ...namespaces.map(locale)];
    for (const key of all) if (!manifest[key]) throw new Error(`${key} is not a chunk of the build`);
    return weigh(dist, manifest, staticClosure(manifest, ['index.html', ...all]));
  };
  const results = [
    { name: 'entry /login', ...entryFor(BUDGETS.login), limit: BUDGETS.login.limit, goal: BUDGETS.login.goal },
    { name: 'entry /home (learner)', ...entryFor(BUDGETS.home), limit: BUDGETS.home.limit, goal: BUDGETS.home.goal },
  ];
  const pages = routePages(readFileSync(join(web, 'src', 'app', 'router.tsx'), 'utf8'));
  for (const page of pages) {
    if (!manifest[page]) throw new Error(`${page} (lazy in router.tsx) is not a chunk of the build`);
    const own = [...staticClosure(manifest, [page])].filter((key) => !entry.has(key));
    results.push({ name: `route ${page.replace(/^src\/features\//, '')}`, ...weigh(dist, manifest, own), limit: BUDGETS.route.limit, goal: BUDGETS.route.goal });
  }
  return { entry: weigh(dist, manifest, entry), results };
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const { entry, results } = measure();
  if (process.argv.includes('--json')) console.log(JSON.stringify({ entry, results }, null, 2));
  else {
    const kb = (n) => `${(n / KB).toFixed(1)} KB`;
    console.log(`index.html's own module graph: ${kb(entry.js)} JS, ${kb(entry.css)} CSS (brotli)`);
    for (const r of results) {
      const goal = r.goal < r.limit ? `, goal ${kb(r.goal)}${r.js > r.goal ? ' not met' : ' met'}` : '';
      console.log(`${r.js > r.limit ? 'OVER' : 'ok  '} ${r.name.padEnd(70)} ${kb(r.js).padStart(10)} of ${kb(r.limit)}${goal}  (CSS ${kb(r.css)})`);
    }
  }
  const over = results.filter((r) => r.js > r.limit);
  if (over.length) {
    console.error(`\n${over.length} bundle budget(s) exceeded: ${over.map((r) => r.name).join(', ')}`);
    process.exitCode = 1;
  }
}
