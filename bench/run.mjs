// Load test: the platform's sign-in and one authenticated read, each beside a Fastify hello-world.
// Only loopback traffic; every run is bounded in time. Usage: npm run bench [-- --duration 10 --connections 10]
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const duration = arg('duration', 10);
const connections = arg('connections', 10);
const API_PORT = 3201;
const HELLO_PORT = 3202;
const root = join(import.meta.dirname, '..');

const start = (args, env) => {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  return child;
};
const waitFor = async (url, init) => {
  for (let i = 0; i < 120; i++) {
    try {
      const r = await fetch(url, init);
      if (r.status < 500) return;
    } catch {
      // not listening yet: try again
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`not ready: ${url}`);
};
const run = (opts) =>
  new Promise((resolve, reject) => autocannon({ duration, connections, ...opts }, (err, res) => (err ? reject(err) : resolve(res))));
const row = (name, r) => ({
  name,
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors,
});

// npm start's own default: the embedded PostgreSQL in a fresh data folder, one API process per core and a job worker
// (or PostgreSQL at BENCH_DATABASE_URL).
const dataDir = join(tmpdir(), 'plataforma-bench-run');
rmSync(dataDir, { recursive: true, force: true });
const api = start(['--import', 'tsx', 'apps/api/src/main.ts'], {
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  DATA_DIR: dataDir,
  PORT: String(API_PORT),
  HOST: '127.0.0.1',
  LOGIN_RATE_LIMIT_MAX: '100000000',
  LOG_LEVEL: 'warn',
  WEB_DIST: join(root, 'bench', 'no-web-app'),
});
const hello = start(['bench/hello-world.mjs'], { PORT: String(HELLO_PORT) });
const results = [];
try {
  const base = `http://127.0.0.1:${API_PORT}`;
  await waitFor(`${base}/api/health`);
  await waitFor(`http://127.0.0.1:${HELLO_PORT}/`);
  const body = JSON.stringify({ username: 'aluno@demo.local', password: 'Demo@2026' });
  const login = await (await fetch(`${base}/api/v1/autenticacao/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).json();

  results.push(row('hello-world (Fastify, GET /)', await run({ url: `http://127.0.0.1:${HELLO_PORT}/` })));
  results.push(
    row('POST /api/v1/autenticacao/login (argon2id)', await run({ url: `${base}/api/v1/autenticacao/login`, method: 'POST', headers: { 'content-type': 'application/json' }, body })),
  );
  results.push(row('hello-world again', await run({ url: `http://127.0.0.1:${HELLO_PORT}/` })));
  results.push(
    row('GET /api/v1/Parametro (token, tenant context, RLS transaction)', await run({ url: `${base}/api/v1/Parametro`, headers: { authorization: `Bearer ${login.access_token}` } })),
  );
} finally {
  api.kill('SIGTERM');
  hello.kill('SIGTERM');
}

const meta = { date: new Date().toISOString(), node: process.version, cpus: cpus().length, duration, connections, database: process.env.BENCH_DATABASE_URL ? 'postgres (BENCH_DATABASE_URL)' : 'embedded postgres' };
console.log(`\n${JSON.stringify(meta)}\n`);
console.log('| scenario | req/s | p50 ms | p99 ms | non-2xx | errors |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of results) console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} |`);
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results', `${meta.date.replace(/[:.]/g, '-')}.json`), JSON.stringify({ meta, results }, null, 2));
