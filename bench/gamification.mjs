// Bench: the gamification reads (GET Desafio/RankingGeral, Desafio/MeuRanking and the drawer's three reads) at
// 100,000 people and 2,000,000 awards (trophies) in one tenant, on PostgreSQL, beside the Fastify hello-world in the
// same run. Seeds the 100,000 people with the user-list seed (apps/api/src/db/seed/bench-users.ts) and the awards
// and score totals with set-based generate_series SQL (a second run keeps them). Loopback only; bounded in time.
//
//   node bench/gamification.mjs [--duration 10] [--connections 10] [--users 100000] [--awards 2000000]
//   BENCH_GAMIFICATION_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_gamification (default)
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { arg, ensureDatabase, exec, root, signIn, startServers } from './lib.mjs';

const duration = arg('duration', 10);
const connections = arg('connections', 10);
const users = arg('users', 100_000);
const awards = arg('awards', 2_000_000);
const API_PORT = 3616;
const HELLO_PORT = 3618;
// The API's content listener takes its own port (default PORT + 1): set apart from the hello-world's.
const CONTENT_PORT = 3617;
const databaseUrl = process.env.BENCH_GAMIFICATION_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_gamification';

const run = (opts) => new Promise((resolve, reject) => autocannon({ duration, connections, ...opts }, (err, res) => (err ? reject(err) : resolve(res))));
const row = (name, r) => ({ name, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors });

await ensureDatabase(databaseUrl);
console.log(`seeding ${users} people (tops up an existing bench tenant)...`);
await exec(['--import', 'tsx', 'apps/api/src/db/seed/bench-users.ts', '--count', String(users)], { DATABASE_URL: databaseUrl });

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const { rows: tenants } = await db.query(`select id from tenant where subdominio = 'bench-users'`);
const tenantId = tenants[0].id;
const { rows: existing } = await db.query('select count(*)::int as n from conquista where tenant_id = $1', [tenantId]);
if (existing[0].n < awards) {
  console.log(`seeding ${awards} awards...`);
  const started = performance.now();
  await db.query('begin');
  await db.query('delete from pontuacao where tenant_id = $1', [tenantId]);
  await db.query('delete from conquista where tenant_id = $1', [tenantId]);
  await db.query(`delete from desafio where tenant_id = $1 and nome = 'Desafio do bench'`, [tenantId]);
  const { rows: ch } = await db.query(
    `insert into desafio (tenant_id, nome, ambiente, data_inicio, data_fim) values ($1, 'Desafio do bench', 'Plataforma', current_date - 400, current_date + 400) returning id`,
    [tenantId],
  );
  await db.query(`insert into desafio_regra (tenant_id, desafio_id, regra, pontos) values ($1, $2, 'AcessoDiario', 5)`, [tenantId, ch[0].id]);
  // People numbered 1..N; each award k goes to person (k mod N)+1 on day k / N, with points 1..50 (many distinct totals).
  await db.query(
    `with people as (select row_number() over (order by id) as n, id from usuario where tenant_id = $1),
          total as (select count(*) as c from people)
     insert into conquista (tenant_id, usuario_id, desafio_id, regra, assunto, pontos, ambiente, data)
     select $1, p.id, $2, 'AcessoDiario', 'acesso:' || (k / t.c), 1 + ((k * 7919 + k / t.c * 104729) % 50), 'Plataforma', now() - make_interval(days => (k / t.c)::int, secs => (k % 86400)::int)
     from generate_series(0, $3::bigint - 1) k cross join total t join people p on p.n = (k % t.c) + 1`,
    [tenantId, ch[0].id, awards],
  );
  await db.query(
    `insert into pontuacao (tenant_id, usuario_id, pontos, conquistas, alcancado_em, unidade_de_negocio_id)
     select c.tenant_id, c.usuario_id, sum(c.pontos)::int, count(*)::int, max(c.data), min(u.unidade_de_negocio_id::text)::uuid
     from conquista c join usuario u on u.tenant_id = c.tenant_id and u.id = c.usuario_id
     where c.tenant_id = $1 group by c.tenant_id, c.usuario_id`,
    [tenantId],
  );
  await db.query('commit');
  await db.query('vacuum analyze conquista');
  await db.query('vacuum analyze pontuacao');
  console.log(`awards seeded in ${Math.round((performance.now() - started) / 1000)} s`);
}
const { rows: facts } = await db.query(
  `select (select count(*)::int from conquista where tenant_id = $1) as awards,
          (select count(*)::int from pontuacao where tenant_id = $1 and pontos > 0) as ranked,
          (select count(distinct pontos)::int from pontuacao where tenant_id = $1) as "distinctScores",
          m.email, m.unit
   from (select i.email, u.unidade_de_negocio_id as unit from pontuacao p join usuario u on u.id = p.usuario_id join identidade i on i.id = u.identidade_id
         where p.tenant_id = $1 and u.ativo order by p.pontos desc offset 50000 limit 1) m`,
  [tenantId],
);
await db.end();
const { awards: awardCount, ranked, distinctScores, unit, email } = facts[0];

const servers = startServers({ databaseUrl, apiPort: API_PORT, helloPort: HELLO_PORT, jwtSecret: 'bench-gamification-secret-that-is-long-enough', env: { CONTENT_PORT: String(CONTENT_PORT) } });
const results = [];
const loadBefore = loadavg()[0];
try {
  await servers.ready();
  const base = `http://127.0.0.1:${API_PORT}`;
  // an active person in the middle of the ranking
  const token = (await signIn(base, email)).access_token;
  const headers = { authorization: `Bearer ${token}` };
  results.push(row('hello-world (Fastify, GET /)', await run({ url: `http://127.0.0.1:${HELLO_PORT}/` })));
  const scenarios = [
    ['RankingGeral, page 1 of 5 (the drawer)', '/api/v1/Desafio/RankingGeral?page=1&size=5'],
    ['RankingGeral, page 1000 of 10', '/api/v1/Desafio/RankingGeral?page=1000&size=10'],
    ['RankingGeral of a unit, page 1 of 10', `/api/v1/Desafio/RankingGeral?page=1&size=10&unidadeDeNegocioId=${unit}`],
    ['MeuRanking (the drawer)', '/api/v1/Desafio/MeuRanking'],
    ['MeuRanking in the unit', `/api/v1/Desafio/MeuRanking?UnidadeDeNegocioId=${unit}`],
    ['Conquistas, latest 4 (the drawer)', '/api/v1/Desafio/Conquistas?page=1&size=4'],
  ];
  for (const [name, path] of scenarios) {
    const check = await fetch(`${base}${path}`, { headers });
    const body = await check.json();
    console.log(`${name}: ${check.status} ${JSON.stringify(body).slice(0, 160)}`);
    results.push(row(name, await run({ url: `${base}${path}`, headers })));
  }
  results.push(row('hello-world (Fastify, GET /), again', await run({ url: `http://127.0.0.1:${HELLO_PORT}/` })));
} finally {
  servers.stop();
}

const meta = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  loadAverage1m: { before: +loadBefore.toFixed(2), after: +loadavg()[0].toFixed(2) },
  duration,
  connections,
  database: 'postgres',
  awards: awardCount,
  ranked,
  distinctScores,
};
console.log(`\n${JSON.stringify(meta)}\n`);
console.log(`| scenario | req/s (${connections} conn.) | p50 ms | p99 ms | non-2xx | errors |`);
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of results) console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} |`);
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results', `gamification-${meta.date.replace(/[:.]/g, '-')}.json`), JSON.stringify({ meta, results }, null, 2));
