// Bench: how fast the web app shows on a slow phone (issue 17). Chromium from the system (/usr/bin/chromium) through
// Playwright, throttled with the Chrome DevTools Protocol to the Lighthouse mobile profile: 1.6 Mbps down, 750 Kbps
// up, 150 ms round trip (Network.emulateNetworkConditions) and 4x CPU slowdown (Emulation.setCPUThrottlingRate).
// Measures the Largest Contentful Paint of /login (signed out) and of /home (the demo learner, signed in), each with a
// cold cache (browser cache cleared) and a warm one (the same page again), the median of --runs runs; and what each
// load downloaded: JavaScript and CSS as sent (the server's encoding) and as brotli (the files compressed here).
//
//   npx node bench/web-load.mjs [--runs 3] [--base http://127.0.0.1:3000] [--web-dist path] [--label text]
//
// Without --base it starts the platform on its own default (embedded PostgreSQL in a fresh data folder, demo data)
// serving --web-dist (default apps/web/dist: run `npm run build -w apps/web` first); with --base it uses a running one
// that has the demo data. Goals: LCP cold ≤ 2500 ms, warm ≤ 1000 ms. Results land in bench/results/web-load-*.json.
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { brotliSize } from '../apps/web/scripts/web-budget.mjs';
import { arg, finish, freshDataDir, gitCommit, loadAverages, root, startPlatform, textArg } from './lib.mjs';

const runs = arg('runs', 3);
const givenBase = textArg('base', null);
const webDist = resolve(textArg('web-dist', join(root, 'apps/web/dist')));
const label = textArg('label', null);
const PORT = 3340;
const LEARNER = { email: 'aluno@demo.local', password: 'Demo@2026' };
const GOALS = { cold: 2500, warm: 1000 };
/** Lighthouse's mobile profile (throughputs in bytes per second). */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

if (!existsSync(join(webDist, 'index.html'))) throw new Error(`${webDist}/index.html missing: build the web app first`);

let platform = null;
let dataDir = null;
let base = givenBase;
if (!base) {
  dataDir = freshDataDir('bench-web-load');
  platform = startPlatform({ port: PORT, dataDir, env: { WEB_DIST: webDist } });
  base = platform.base;
  await platform.ready();
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });

/** Records the Largest Contentful Paint candidates of every document of the context. */
const LCP_SCRIPT = () => {
  globalThis.__lcp = null;
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) globalThis.__lcp = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

/** A page with the CDP throttling on and a log of what the network delivered (bytes on the wire per URL). */
const throttledPage = async (context) => {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const responses = new Map();
  cdp.on('Network.responseReceived', ({ requestId, response }) => responses.set(requestId, { url: response.url, fromCache: response.fromDiskCache || response.fromMemoryCache, encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? null, bytes: 0 }));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = responses.get(requestId);
    if (entry) entry.bytes = encodedDataLength;
  });
  const throttle = async (on) => {
    await cdp.send('Network.emulateNetworkConditions', on ? NETWORK : { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: on ? CPU_SLOWDOWN : 1 });
  };
  return { page, cdp, responses, throttle };
};

/** What one load downloaded: JS and CSS of the web app as sent and as brotli, and the number of requests. */
const weighLoad = (responses) => {
  const out = { requests: 0, jsSent: 0, cssSent: 0, jsBrotli: 0, cssBrotli: 0, fromCache: 0, encodings: new Set() };
  for (const { url, bytes, fromCache, encoding } of responses.values()) {
    const path = new URL(url).pathname;
    if (!path.startsWith('/assets/')) continue;
    out.requests += 1;
    if (fromCache) {
      out.fromCache += 1;
      continue;
    }
    const kind = path.endsWith('.css') ? 'css' : path.endsWith('.js') || path.endsWith('.mjs') ? 'js' : null;
    if (!kind) continue;
    out[`${kind}Sent`] += bytes;
    const file = join(webDist, path);
    if (existsSync(file)) out[`${kind}Brotli`] += brotliSize(file);
    out.encodings.add(encoding ?? 'identity');
  }
  return { ...out, encodings: [...out.encodings] };
};

/** Loads `path` throttled and waits for `ready` (the page's main content) and a quiet network; returns LCP and bytes. */
const load = async (probe, path, ready) => {
  probe.responses.clear();
  await probe.throttle(true);
  await probe.page.goto(`${base}${path}`, { waitUntil: 'commit' });
  await ready(probe.page).waitFor({ state: 'visible', timeout: 120_000 });
  await probe.page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  const lcp = await probe.page.evaluate(() => globalThis.__lcp);
  await probe.throttle(false);
  return { lcp: lcp === null ? null : Math.round(lcp), ...weighLoad(probe.responses) };
};

const loginReady = (page) => page.getByRole('button', { name: 'Entrar', exact: true });
const homeReady = (page) => page.getByTestId('learner-home');

const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

/** `runs` pairs of loads of one page: cold (cache cleared) then warm (again, cache kept). */
const measurePage = async (name, path, ready, signedIn) => {
  const cold = [];
  const warm = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await context.addInitScript(LCP_SCRIPT);
    const probe = await throttledPage(context);
    if (signedIn) {
      await probe.page.goto(`${base}/login`);
      await probe.page.getByLabel('Usuário').fill(LEARNER.email);
      await probe.page.getByLabel('Senha', { exact: true }).fill(LEARNER.password);
      await probe.page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await homeReady(probe.page).waitFor({ state: 'visible', timeout: 60_000 });
    }
    await probe.cdp.send('Network.clearBrowserCache');
    cold.push(await load(probe, path, ready));
    warm.push(await load(probe, path, ready));
    await context.close();
    console.log(`${name} run ${i + 1}: cold ${cold.at(-1).lcp} ms (${cold.at(-1).requests} files), warm ${warm.at(-1).lcp} ms`);
  }
  return { name, path, cold: { lcp: median(cold.map((r) => r.lcp)), runs: cold }, warm: { lcp: median(warm.map((r) => r.lcp)), runs: warm } };
};

const date = new Date().toISOString();
const loadBefore = loadAverages();
let results = [];
try {
  results = [await measurePage('/login', '/login', loginReady, false), await measurePage('/home (learner)', '/home', homeReady, true)];
} finally {
  await browser.close();
  await platform?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(`\n| page | cold LCP (median) | warm LCP (median) | JS brotli | CSS brotli | JS as sent | CSS as sent | files |`);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const r of results) {
  const first = r.cold.runs[0];
  console.log(`| ${r.name} | ${r.cold.lcp} ms | ${r.warm.lcp} ms | ${kb(first.jsBrotli)} | ${kb(first.cssBrotli)} | ${kb(first.jsSent)} | ${kb(first.cssSent)} | ${first.requests} |`);
}

const checks = results.flatMap((r) => [
  [`${r.name} cold LCP ≤ ${GOALS.cold} ms`, r.cold.lcp !== null && r.cold.lcp <= GOALS.cold, `${r.cold.lcp} ms`],
  [`${r.name} warm LCP ≤ ${GOALS.warm} ms`, r.warm.lcp !== null && r.warm.lcp <= GOALS.warm, `${r.warm.lcp} ms`],
]);
finish('web-load', date, checks, { date, label, commit: gitCommit(), webDist, base: givenBase ?? 'started here', runs, network: NETWORK, cpuSlowdown: CPU_SLOWDOWN, loadBefore, loadAfter: loadAverages(), results });
