// Bench: the user list (GET /api/v1/usuario) with filters and paging at 100,000 users in one tenant, on PostgreSQL.
// Creates the database when missing, seeds the bench tenant (apps/api/src/db/seed/bench-users.ts; a second run only
// tops it up), starts the API on it and measures each scenario with autocannon. Loopback only; bounded in time.
//
//   node bench/users-list.mjs [--duration 10] [--connections 10] [--users 100000]
//   BENCH_USERS_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench (default)
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { arg, ensureDatabase, exec, root, start, waitFor } from './lib.mjs';

const duration = arg('duration', 10);
const connections = arg('connections', 10);
const users = arg('users', 100_000);
const API_PORT = 3211;
const databaseUrl = process.env.BENCH_USERS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';

/** Creates the bench database when it does not exist (connecting to the server's `postgres` database). */



const run = (opts) => new Promise((resolve, reject) => autocannon({ duration, connections, ...opts }, (err, res) => (err ? reject(err) : resolve(res))));
const row = (name, r) => ({ name, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors });

await ensureDatabase(databaseUrl);
console.log(`seeding ${users} users (tops up an existing bench tenant)...`);
await exec(['--import', 'tsx', 'apps/api/src/db/seed/bench-users.ts', '--count', String(users)], { DATABASE_URL: databaseUrl });

// ids of one department and one job title of the bench tenant, for the combined filter
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const { rows: refs } = await db.query(
  `select (select id from departamento where tenant_id = t.id order by nome limit 1) as departamento,
          (select count(*)::int from usuario where tenant_id = t.id) as total
   from tenant t where subdominio = 'bench-users'`,
);
await db.end();
const { departamento, total } = refs[0];

const api = start(['--import', 'tsx', 'apps/api/src/main.ts'], {
  DATABASE_URL: databaseUrl,
  PORT: String(API_PORT),
  HOST: '127.0.0.1',
  LOGIN_RATE_LIMIT_MAX: '100000000',
  LOG_LEVEL: 'warn',
  JWT_SECRET: 'bench-users-secret-that-is-long-enough',
  WEB_DIST: join(root, 'bench', 'no-web-app'),
  SEED_DEMO: 'false',
});

const results = [];
const single = [];
const loadBefore = loadavg()[0];
try {
  const base = `http://127.0.0.1:${API_PORT}`;
  await waitFor(`${base}/api/health`);
  const login = await (
    await fetch(`${base}/api/v1/autenticacao/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin@bench.local', password: 'Demo@2026' }),
    })
  ).json();
  const headers = { authorization: `Bearer ${login.access_token}` };
  const since = new Date(Date.now() - 30 * 86_400_000).toISOString();
  const scenarios = [
    ['first page, by name (10)', 'pageNumber=1&pageSize=10'],
    ['page 2 of 50, by name', 'pageNumber=2&pageSize=50'],
    ['name contains "moreira silva"', 'nome=moreira%20silva'],
    ['name contains "ana" (common)', 'nome=ana'],
    ['e-mail contains "bench.4242"', 'email=bench.4242'],
    ['CPF contains "0004242"', 'cpf=0004242'],
    ['active students of a department, newest first', `ativo=true&classificacao=student&departamentoId=${departamento}&orderBy=createdAt&orderDirection=desc`],
    ['managers of a department', `departamentoId=${departamento}&classificacao=manager`],
    ['created in the last 30 days', `createdAtFrom=${encodeURIComponent(since)}`],
    ['by e-mail desc, page 1', 'orderBy=email&orderDirection=desc'],
    ['deep page: 2000 of 50 (offset 99,950)', 'pageNumber=2000&pageSize=50'],
  ];
  for (const [name, query] of scenarios) {
    const url = `${base}/api/v1/usuario?${query}`;
    const check = await fetch(url, { headers });
    const body = await check.json();
    console.log(`${name}: ${check.status}, ${body.totalItems} matching`);
    // one request at a time: the latency of the call itself, without queueing behind the others
    const times = [];
    for (let i = 0; i < 15; i++) {
      const started = performance.now();
      await (await fetch(url, { headers })).arrayBuffer();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const sequential = Math.round(times[Math.floor(times.length / 2)]);
    results.push({ ...row(name, await run({ url, headers })), matching: body.totalItems, sequential });
  }
  // one CSV of every user (no paging): time and size of a single request
  const started = performance.now();
  const csv = await fetch(`${base}/api/v1/usuario/csv`, { headers });
  const text = await csv.text();
  single.push({ name: `GET usuario/csv, all ${total} users`, ms: Math.round(performance.now() - started), status: csv.status, megabytes: +(Buffer.byteLength(text) / 1048576).toFixed(1) });
} finally {
  api.kill('SIGTERM');
}

const meta = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  loadAverage1m: { before: +loadBefore.toFixed(2), after: +loadavg()[0].toFixed(2) },
  duration,
  connections,
  database: 'postgres',
  usersInTenant: total,
};
console.log(`\n${JSON.stringify(meta)}\n`);
console.log(`| GET /api/v1/usuario scenario | matching | alone, median ms | req/s (${connections} conn.) | p50 ms | p99 ms | non-2xx | errors |`);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const r of results) console.log(`| ${r.name} | ${r.matching} | ${r.sequential} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} |`);
for (const s of single) console.log(`\n${s.name}: ${s.status} in ${s.ms} ms, ${s.megabytes} MB`);
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results', `users-list-${meta.date.replace(/[:.]/g, '-')}.json`), JSON.stringify({ meta, results, single }, null, 2));
