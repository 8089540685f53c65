// Bench: the learner's home and catalog calls for one learner at 100,000 people, 5,000 items and 5 million media
// progress rows (apps/api/src/db/seed/bench-learning.ts), on PostgreSQL, beside a Fastify hello-world measured in the
// same run. Creates the database when missing and seeds it (a second run inserts nothing), starts the API on it and
// measures each scenario alone (15 requests one at a time: the call's own latency) and with autocannon.
//
//   node bench/learning.mjs [--duration 10] [--connections 10] [--users 100000]
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
const API_PORT = 3212;
const HELLO_PORT = 3213;
const databaseUrl = process.env.BENCH_USERS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';




/** autocannon with every response time kept, for the 95th percentile autocannon does not report. */
const run = (opts) =>
  new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon({ duration, connections, ...opts }, (err, res) => (err ? reject(err) : resolve({ ...res, times })));
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
const percentile = (times, p) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]) : null;
};
const row = (name, r) => ({ name, rps: Math.round(r.requests.average), p50: percentile(r.times, 50), p95: percentile(r.times, 95), p99: percentile(r.times, 99), non2xx: r.non2xx, errors: r.errors });

await ensureDatabase(databaseUrl);
console.log(`seeding the learning bench (${users} people; a second run inserts nothing)...`);
await exec(['--import', 'tsx', 'apps/api/src/db/seed/bench-learning.ts', '--users', String(users)], { DATABASE_URL: databaseUrl });

// a student of the bench tenant whose group has 'Aprendizado', and one of the sections they see
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const { rows: people } = await db.query(
  `select i.email, u.id from usuario u join identidade i on i.id = u.identidade_id join grupo_de_permissao g on g.id = u.grupo_de_permissao_id
   join tenant t on t.id = u.tenant_id
   where t.subdominio = 'bench-users' and u.ativo and u.classificacao = 'student' and g.nome = 'Aluno' order by i.email limit 1`,
);
const { rows: counts } = await db.query(
  `select (select count(*)::int from usuario u join tenant t on t.id = u.tenant_id where t.subdominio = 'bench-users') as people,
          (select count(*)::int from midia_progresso) as progress, (select count(*)::int from inscricao) as enrolments`,
);
await db.end();
const learner = people[0];

const api = start(['--import', 'tsx', 'apps/api/src/main.ts'], {
  DATABASE_URL: databaseUrl,
  PORT: String(API_PORT),
  HOST: '127.0.0.1',
  LOGIN_RATE_LIMIT_MAX: '100000000',
  LOG_LEVEL: 'warn',
  JWT_SECRET: 'bench-learning-secret-that-is-long-enough',
  WEB_DIST: join(root, 'bench', 'no-web-app'),
  SEED_DEMO: 'false',
});
const hello = start(['bench/hello-world.mjs'], { PORT: String(HELLO_PORT) });

const results = [];
const loadBefore = loadavg()[0];
try {
  const base = `http://127.0.0.1:${API_PORT}`;
  await waitFor(`${base}/api/health`);
  await waitFor(`http://127.0.0.1:${HELLO_PORT}/`);
  results.push({ ...row('hello-world (Fastify, GET /)', await run({ url: `http://127.0.0.1:${HELLO_PORT}/` })), sequential: null, total: null });
  const login = await (
    await fetch(`${base}/api/v1/autenticacao/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: learner.email, password: 'Demo@2026' }),
    })
  ).json();
  const headers = { authorization: `Bearer ${login.access_token}` };
  const home = await (await fetch(`${base}/api/v1/Secao/ActivesPaged?exibirNoAprendizado=true&page=1&size=6`, { headers })).json();
  const sectionId = home.data?.[0]?.id;
  const scenarios = [
    ['home: sections (6) with 8 items each', '/api/v1/Secao/ActivesPaged?exibirNoAprendizado=true&page=1&size=6'],
    ['catalog: sections (6) with 8 items each', '/api/v1/Secao/ActivesPaged?exibirNoAprendizado=false&page=1&size=6'],
    ['catalog filtered: courses, search "curso 1"', '/api/v1/Secao/ActivesPaged?exibirNoAprendizado=false&tiposConteudos=curso&search=curso%201&page=1&size=6'],
    ['home: continue learning (8)', '/api/v1/Secao/KeepLearningPaged?page=1&size=8'],
    ['home: suggested for you (8)', '/api/v1/Secao/SuggestedForYouPaged?page=1&size=8'],
    ['home: favourites', '/api/v1/Secao/Favoritos?page=1&size=8'],
    ['section items, page 2 of 8', `/api/v1/Secao/${sectionId}/ActivesItemsPaged?page=2&size=8`],
    ['quick search "objeto 12"', '/api/v1/midia/quickSearch?search=objeto%2012'],
    ['my progress (10)', '/api/v1/usuario/progresso?pageNumber=1&pageSize=10'],
  ];
  for (const [name, path] of scenarios) {
    const url = `${base}${path}`;
    const check = await fetch(url, { headers });
    const body = await check.json();
    const total = body.totalItems ?? (Array.isArray(body.midias) ? body.midias.length + body.cursos.length + body.formacoes.length : null);
    console.log(`${name}: ${check.status}, ${total} matching`);
    const times = [];
    for (let i = 0; i < 15; i++) {
      const started = performance.now();
      await (await fetch(url, { headers })).arrayBuffer();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    results.push({ ...row(name, await run({ url, headers })), sequential: Math.round(times[Math.floor(times.length / 2)]), total, status: check.status });
  }
} finally {
  api.kill('SIGTERM');
  hello.kill('SIGTERM');
}

const meta = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  loadAverage1m: { before: +loadBefore.toFixed(2), after: +loadavg()[0].toFixed(2) },
  duration,
  connections,
  database: 'postgres',
  ...counts[0],
};
console.log(`\n${JSON.stringify(meta)}\n`);
console.log(`| scenario | matching | alone, median ms | req/s (${connections} conn.) | p50 ms | p95 ms | p99 ms | non-2xx | errors |`);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of results) console.log(`| ${r.name} | ${r.total ?? '—'} | ${r.sequential ?? '—'} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.non2xx} | ${r.errors} |`);
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results', `learning-${meta.date.replace(/[:.]/g, '-')}.json`), JSON.stringify({ meta, results }, null, 2));
