// Bench: the dashboards (POST DashboardGestor, DashboardGestor/Pessoas, DashboardAluno) at 100,000 people and
// 5,000,000 enrolments (the rolled-up progress rows the panels read) in one tenant, on PostgreSQL, beside the Fastify
// hello-world in the same run. Seeds the 'bench-users' tenant (apps/api/src/db/seed/bench-users.ts), then 50 courses,
// every person enrolled in each (statuses, progress and dates spread by number) and a manager (bench.1) with 50 direct
// reports. A second run only tops up what is missing. Loopback only; bounded in time.
//
//   node bench/dashboards.mjs [--duration 10] [--connections 10] [--users 100000] [--courses 50] [--seed-only]
//   BENCH_USERS_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench (default)
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { arg, ensureDatabase, exec, percentile, root, startServers } from './lib.mjs';

const duration = arg('duration', 10);
const connections = arg('connections', 10);
const users = arg('users', 100_000);
const courses = arg('courses', 50);
const API_PORT = 3231;
const HELLO_PORT = 3232;
const databaseUrl = process.env.BENCH_USERS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';

await ensureDatabase(databaseUrl);
console.log(`seeding ${users} users (tops up an existing bench tenant)...`);
await exec(['--import', 'tsx', 'apps/api/src/db/seed/bench-users.ts', '--count', String(users)], { DATABASE_URL: databaseUrl });

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const {
  rows: [{ tenant_id: tenantId }],
} = await db.query(`select id as tenant_id from tenant where subdominio = 'bench-users'`);

// 50 courses: workloads 30..270 minutes, one in three mandatory, one in two with 30 to 120 days to conclude
const { rows: have } = await db.query(`select count(*)::int as n from curso where tenant_id = $1 and titulo like 'Bench curso %'`, [tenantId]);
if (have[0].n < courses) {
  await db.query(
    `insert into curso (tenant_id, titulo, carga_horaria, obrigatorio, limite_de_dias_para_conclusao)
     select $1, 'Bench curso ' || lpad(k::text, 3, '0'), 30 + (k % 9) * 30, k % 3 = 0, case when k % 2 = 0 then 30 + (k % 4) * 30 else 0 end
       from generate_series($2::int + 1, $3::int) k`,
    [tenantId, have[0].n, courses],
  );
}
const { rows: courseRows } = await db.query(`select id from curso where tenant_id = $1 and titulo like 'Bench curso %' order by titulo limit $2`, [tenantId, courses]);

// every person in every course; statuses by (person + course): 30 % not started, 25 % on going, 15 % completed, 20 % approved, 5 % failed, 5 % expired
const target = users * courses;
const { rows: enrolled } = await db.query(`select count(*)::int as n from inscricao where tenant_id = $1`, [tenantId]);
if (enrolled[0].n < target) {
  console.log(`enrolling ${users} people in ${courses} courses (${target.toLocaleString('en')} rows)...`);
  const started = Date.now();
  const { rows: people } = await db.query(`select min(n)::int as lo, max(n)::int as hi from (select row_number() over (order by id) as n from usuario where tenant_id = $1) x`, [tenantId]);
  const ids = `{${courseRows.map((c) => c.id).join(',')}}`;
  for (let from = 1; from <= people[0].hi; from += 5000) {
    await db.query(
      `with p as (select id, n from (select id, row_number() over (order by id) as n from usuario where tenant_id = $1) x where n between $2 and $3),
            c as (select id, k from unnest($4::uuid[]) with ordinality as c(id, k)),
            r as (select p.id as usuario_id, c.id as curso_id, (p.n + c.k * 7) % 20 as b, p.n, c.k from p cross join c)
       insert into inscricao (tenant_id, usuario_id, tipo, curso_id, status, percentual, data_inscricao, concluido_em, iniciado_em)
       select $1, usuario_id, 'curso', curso_id,
              case when b < 6 then 'not-started' when b < 11 then 'on-going' when b < 14 then 'completed' when b < 18 then 'approved' when b < 19 then 'failed' else 'expired' end,
              case when b < 6 then 0 when b < 11 then 10 + (b * 13) % 80 when b < 19 then 100 else 40 end,
              now() - make_interval(days => ((n * 31 + k * 17) % 720)::int),
              case when b between 11 and 17 then now() - make_interval(days => ((n * 31 + k * 17) % 720)::int) + make_interval(days => (1 + (n + k) % 20)::int) end,
              case when b >= 6 then now() - make_interval(days => ((n * 31 + k * 17) % 720)::int) end
         from r
       on conflict do nothing`,
      [tenantId, from, from + 4999, ids],
    );
    if (from % 20000 === 1) console.log(`  people ${from}..${from + 4999} enrolled (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  await db.query('vacuum analyze inscricao');
  console.log(`enrolments seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

// the manager: bench.1, in the Gestor group, with 50 direct reports (bench.2 .. bench.51)
await db.query(
  `update usuario set classificacao = 'manager', grupo_de_permissao_id = (select id from grupo_de_permissao where tenant_id = $1 and nome = 'Gestor')
    where tenant_id = $1 and identidade_id = (select id from identidade where email = 'bench.1@bench.local')`,
  [tenantId],
);
await db.query(
  `update usuario u set superior_direto_id = (select m.id from usuario m join identidade i on i.id = m.identidade_id where m.tenant_id = $1 and i.email = 'bench.1@bench.local')
     from identidade i
    where u.tenant_id = $1 and i.id = u.identidade_id and i.email in (select 'bench.' || n || '@bench.local' from generate_series(2, 51) n)`,
  [tenantId],
);
const { rows: counts } = await db.query(`select (select count(*)::int from usuario where tenant_id = $1) as people, (select count(*)::int from inscricao where tenant_id = $1) as enrolments`, [tenantId]);
const { rows: dept } = await db.query(`select id from departamento where tenant_id = $1 order by nome limit 1`, [tenantId]);
await db.end();

// --seed-only: stop once the data is in place (the seed takes minutes; measure on a quiet machine afterwards)
if (process.argv.includes('--seed-only')) {
  console.log(`seeded: ${JSON.stringify(counts[0])}`);
  process.exit(0);
}

/** Waits until the database runs none of the load's statements (a call autocannon gave up on may still be running). */
const settle = async () => {
  const watch = new pg.Client({ connectionString: databaseUrl });
  await watch.connect();
  try {
    for (let waited = 0; waited < 300; waited++) {
      const { rows } = await watch.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`);
      if (rows[0].n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  } finally {
    await watch.end();
  }
};

const servers = startServers({ databaseUrl, apiPort: API_PORT, helloPort: HELLO_PORT, jwtSecret: 'bench-dashboards-secret-that-is-long-enough', env: { CONTENT_PORT: '3233' } });
const run = (opts) => new Promise((resolve, reject) => autocannon({ duration, connections, ...opts }, (err, res) => (err ? reject(err) : resolve(res))));
const row = (name, r, alone) => ({ name, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors, alone });
const results = [];
const loadBefore = loadavg()[0];
try {
  await servers.ready();
  const base = `http://127.0.0.1:${API_PORT}`;
  const signIn = async (username) =>
    (await (await fetch(`${base}/api/v1/autenticacao/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'Demo@2026' }) })).json()).access_token;
  const admin = { authorization: `Bearer ${await signIn('admin@bench.local')}`, 'content-type': 'application/json' };
  const manager = { authorization: `Bearer ${await signIn('bench.1@bench.local')}`, 'content-type': 'application/json' };
  const learner = { authorization: `Bearer ${await signIn('bench.2@bench.local')}`, 'content-type': 'application/json' };
  results.push(row('hello-world (Fastify, GET /)', await run({ url: `http://127.0.0.1:${HELLO_PORT}/` }), null));
  const scenarios = [
    ['DashboardGestor, administrator (company: 100,000 people)', '/api/v1/DashboardGestor', admin, {}],
    ['DashboardGestor, administrator, one department and a year', '/api/v1/DashboardGestor', admin, { DepartamentoIds: [dept[0].id], DataInicio: '2026-01-01', DataFim: '2026-12-31' }],
    ['DashboardGestor, manager of 50', '/api/v1/DashboardGestor', manager, {}],
    ['DashboardGestor/Pessoas, administrator, page 1 of 10', '/api/v1/DashboardGestor/Pessoas', admin, { pageNumber: 1, pageSize: 10 }],
    ['DashboardGestor/Pessoas, manager, page 1 of 10', '/api/v1/DashboardGestor/Pessoas', manager, { pageNumber: 1, pageSize: 10 }],
    ['DashboardAluno (one person, 50 enrolments)', '/api/v1/DashboardAluno', learner, {}],
  ];
  for (const [name, path, headers, body] of scenarios) {
    const url = `${base}${path}`;
    const check = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
    if (check.status !== 200) throw new Error(`${name}: ${check.status} ${await check.text()}`);
    // one request at a time: the call's own latency (p50 and p95 of 20)
    const times = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      await (await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) })).arrayBuffer();
      times.push(performance.now() - started);
    }
    results.push(row(name, await run({ url, method: 'POST', headers, body: JSON.stringify(body) }), { p50: percentile(times, 50), p95: percentile(times, 95) }));
    await settle();
    console.log(`${name}: done`);
  }
} finally {
  servers.stop();
}

const meta = { date: new Date().toISOString(), node: process.version, cpus: cpus().length, loadAverage1m: { before: +loadBefore.toFixed(2), after: +loadavg()[0].toFixed(2) }, duration, connections, ...counts[0] };
console.log(`\n${JSON.stringify(meta)}\n`);
console.log(`| scenario | alone p50 ms | alone p95 ms | req/s (${connections} conn.) | p50 ms | p99 ms | non-2xx | errors |`);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const r of results) console.log(`| ${r.name} | ${r.alone?.p50 ?? '—'} | ${r.alone?.p95 ?? '—'} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} |`);
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results', `dashboards-${meta.date.replace(/[:.]/g, '-')}.json`), JSON.stringify({ meta, results }, null, 2));
