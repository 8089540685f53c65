// Bench: the platform's page reads on its own default (`npm start`: embedded PostgreSQL 18 in a fresh data folder, one
// API process per core and a job worker, demo data), each with autocannon beside a Fastify hello-world measured in the
// same run (at the start and at the end). Signs in the demo learner and the demo administrator; the learner is first
// given what the home's personal rows show (enrolled in the demo course, some progress, a favourite).
//
//   npx node bench/pages.mjs [--duration 10] [--connections 50] [--warmup 2] [--api-processes N] [--database-url URL] [--label text]
//
// Each platform call gets an unrecorded warm-up of --warmup seconds first. The CPU seconds of the platform's processes
// (node: API processes, worker, primary; postgres) are read from /proc around each measured run, and PostgreSQL's
// counters of the database (committed transactions, rows returned by scans) before and after. --label names the run
// in the results file (the commit is recorded anyway).
import { rmSync } from 'node:fs';
import { giveLearnerTraces, waitForDemoContent } from './demo.mjs';
import {
  arg,
  cannon,
  finish,
  gitCommit,
  httpClient,
  loadAverages,
  percentile,
  signIn,
  sleep,
  runMeta,
  startBench,
  textArg,
  tokenClaims,
  treeCpuMeter,
} from './lib.mjs';

const duration = arg('duration', 10);
const connections = arg('connections', 50);
const warmup = arg('warmup', 2);
const API_PORT = 3320;
const HELLO_PORT = 3321;

const { apiProcesses, databaseUrl, dataDir, platform, base, hello, helloUrl, connect } = await startBench({ name: 'bench-pages', apiPort: API_PORT, helloPort: HELLO_PORT });

/** One autocannon run and its row. `goal`: the share of the hello-world the issue asks for (null: none). */
const measure = async (name, goal, opts) => {
  const platformCall = opts.url.startsWith(base);
  // unrecorded warm-up: compiled code paths and open pool connections in every API process
  if (platformCall && warmup > 0) await cannon({ duration: warmup, connections, ...opts });
  const meter = platformCall ? treeCpuMeter(platform.child.pid) : null;
  const stats0 = platformCall ? await databaseStats() : null;
  const r = await cannon({ duration, connections, ...opts });
  const cpu = meter ? meter() : null;
  let perRequest = null;
  if (stats0) {
    await sleep(1500); // backends report their counters about once a second
    const stats1 = await databaseStats();
    perRequest = { transactions: +((stats1.xact - stats0.xact) / r.times.length).toFixed(2), rowsRead: +((stats1.rows - stats0.rows) / r.times.length).toFixed(1) };
  }
  const row = {
    name,
    goal,
    rps: Math.round(r.requests.average),
    p50: percentile(r.times, 50),
    p95: percentile(r.times, 95),
    p97_5: percentile(r.times, 97.5),
    p99: percentile(r.times, 99),
    max: Math.round(r.latency.max),
    requests: r.times.length,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    statuses: r.statuses,
    cpuSeconds: cpu,
    // CPU of the platform's processes per request: node (API processes, worker, primary) and PostgreSQL
    // PostgreSQL's counters of the platform's database per request: committed transactions, rows returned by scans
    database: perRequest,
    cpuMsPerRequest: cpu ? { node: +((1000 * (cpu.node ?? 0)) / r.times.length).toFixed(2), postgres: +((1000 * (cpu.postgres ?? 0)) / r.times.length).toFixed(2) } : null,
  };
  console.log(`${name}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, non-2xx ${row.non2xx}, errors ${row.errors}`);
  return row;
};

/** The platform database's committed transactions and rows returned by scans so far (pg_stat_database). */
const databaseStats = async () => {
  const { rows } = await db.query('select xact_commit::float8 as xact, (tup_returned + tup_fetched)::float8 as rows from pg_stat_database where datname = current_database()');
  return rows[0];
};

const results = [];
const loadBefore = loadAverages();
const samples = {};
let db = null;
try {
  db = await connect();
  console.log('waiting for the demo content...');
  const demo = await waitForDemoContent(db);

  const learner = (await signIn(base, 'aluno@demo.local')).access_token;
  const admin = (await signIn(base, 'admin@demo.local')).access_token;
  const learnerId = tokenClaims(learner).IdDoUsuario;
  const client = httpClient(base, { maxSockets: 4 });
  await giveLearnerTraces((method, path, body) => client.request(method, path, { token: learner, body }), demo);

  const json = { 'content-type': 'application/json' };
  const asLearner = { authorization: `Bearer ${learner}` };
  const asAdmin = { authorization: `Bearer ${admin}` };
  const scenarios = [
    ['POST Parametro/open/parametros (public settings)', null, { url: `${base}/api/v1/Parametro/open/parametros`, method: 'POST', headers: json, body: JSON.stringify({ subDomain: 'demo' }) }],
    ['GET Parametro (settings, signed in)', 0.4, { url: `${base}/api/v1/Parametro`, headers: asLearner }],
    ['GET Secao/CountActivesItems (catalog count)', 0.4, { url: `${base}/api/v1/Secao/CountActivesItems?exibirNoAprendizado=false`, headers: asLearner }],
    ['GET usuario/{id} (the person\'s context after sign-in)', 0.4, { url: `${base}/api/v1/usuario/${learnerId}`, headers: asLearner }],
    ['GET grupoDePermissao/getpermissionfromuser/{id} (permissions after sign-in)', 0.4, { url: `${base}/api/v1/grupoDePermissao/getpermissionfromuser/${learnerId}`, headers: asLearner }],
    ['GET Secao/ActivesPaged home (6 sections x 8 cards)', 0.1, { url: `${base}/api/v1/Secao/ActivesPaged?exibirNoAprendizado=true&page=1&size=6&itemsSize=8`, headers: asLearner }],
    ['GET Secao/ActivesPaged catalog (6 x 8)', 0.1, { url: `${base}/api/v1/Secao/ActivesPaged?exibirNoAprendizado=false&page=1&size=6&itemsSize=8`, headers: asLearner }],
    ['GET Secao/KeepLearningPaged (8)', 0.1, { url: `${base}/api/v1/Secao/KeepLearningPaged?page=1&size=8`, headers: asLearner }],
    ['GET Secao/SuggestedForYouPaged (8)', 0.1, { url: `${base}/api/v1/Secao/SuggestedForYouPaged?page=1&size=8`, headers: asLearner }],
    ['GET Secao/Favoritos (8)', 0.1, { url: `${base}/api/v1/Secao/Favoritos?page=1&size=8`, headers: asLearner }],
    ['GET midia/quickSearch "boas"', 0.1, { url: `${base}/api/v1/midia/quickSearch?search=boas`, headers: asLearner }],
    ['GET usuario/progresso (10)', 0.1, { url: `${base}/api/v1/usuario/progresso?pageNumber=1&pageSize=10`, headers: asLearner }],
    ['GET usuario (admin list, page 1 of 10 by name)', null, { url: `${base}/api/v1/usuario?pageNumber=1&pageSize=10&orderBy=nome&orderDirection=asc`, headers: asAdmin }],
  ];
  // each call once first: its status and how much it answers
  for (const [name, , opts] of scenarios) {
    const res = await client.request(opts.method ?? 'GET', opts.url.slice(base.length), { body: opts.body, headers: opts.headers });
    const b = res.body;
    const size = Array.isArray(b?.data) ? `${b.data.length} rows of ${b.totalItems}` : Array.isArray(b?.midias) ? `${b.midias.length + b.cursos.length + b.formacoes.length} results` : typeof b?.total === 'number' ? `total ${b.total}` : '';
    samples[name] = { status: res.status, size, bytes: JSON.stringify(b).length };
    console.log(`${name}: ${res.status} ${size} (${samples[name].bytes} bytes)`);
    if (res.status !== 200) throw new Error(`${name}: ${res.status} ${JSON.stringify(b).slice(0, 300)}`);
  }
  client.close();

  results.push(await measure('hello-world (Fastify, GET /), start', null, { url: helloUrl }));
  for (const [name, goal, opts] of scenarios) results.push(await measure(name, goal, opts));
  results.push(await measure('hello-world (Fastify, GET /), end', null, { url: helloUrl }));
} finally {
  await db?.end().catch(() => {});
  hello.kill('SIGTERM');
  await platform.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const helloRows = results.filter((r) => r.name.startsWith('hello-world'));
const helloRps = Math.round(helloRows.reduce((s, r) => s + r.rps, 0) / helloRows.length);
const meta = {
  ...runMeta(apiProcesses, databaseUrl),
  duration,
  connections,
  loadBefore,
  loadAfter: loadAverages(),
  helloRps,
  commit: gitCommit(),
  label: textArg('label', null),
};
console.log(`\n${JSON.stringify(meta)}\n`);
const pct = (r) => (r.name.startsWith('hello-world') ? '—' : `${((100 * r.rps) / helloRps).toFixed(1)} %`);
const goalOf = (r) => (r.goal === null ? '—' : `${r.goal * 100} % ${(r.rps / helloRps >= r.goal ? 'met' : 'NOT met')}`);
const cpuOf = (r) => (r.cpuMsPerRequest ? `${r.cpuMsPerRequest.node} + ${r.cpuMsPerRequest.postgres}` : '—');
const dbOf = (r) => (r.database ? `${r.database.transactions} / ${r.database.rowsRead}` : '—');
console.log(`| endpoint | req/s | % of hello-world | goal | p50 ms | p97.5 / p99 ms | non-2xx | errors | CPU ms per request: node + PostgreSQL | transactions / rows read per request |`);
console.log('|---|---:|---:|---|---:|---:|---:|---:|---|---|');
for (const r of results) console.log(`| ${r.name} | ${r.rps.toLocaleString('en')} | ${pct(r)} | ${goalOf(r)} | ${r.p50} | ${r.p97_5} / ${r.p99} | ${r.non2xx} | ${r.errors} | ${cpuOf(r)} | ${dbOf(r)} |`);

const failed = results.filter((r) => r.non2xx || r.errors);
finish('pages', meta.date, [
  ['every call answered 2xx with no socket error', failed.length === 0, failed.map((r) => `${r.name}: ${JSON.stringify(r.statuses)} errors ${r.errors}`).join('; ') || 'all'],
], { meta, samples, results });
