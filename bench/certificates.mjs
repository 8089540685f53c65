// Bench: issuing and reading certificates on PostgreSQL (apps/api/src/db/seed/bench-certificates.ts). Seeds the tenant
// (a second run removes the previous run's certificates and progress), starts the API on the database, signs every
// learner in, then:
//  1. the completing call: each of N learners arrives at its moment of the window and posts
//     POST midia/progresso {midiaId, percentualProgresso: 100, cursoId} on the only item of a course; the enrolment turns
//     approved in that transaction. Once on the course WITHOUT a certificate, then on the course WITH one (the
//     certificate is issued in the same transaction). Every call's latency is kept; afterwards the database must hold
//     exactly one certificate per learner, with distinct credentials, and every enrolment approved.
//  2. autocannon (10 connections, --duration s each) on the Fastify hello-world, on GET Certificado/validate/{c}/credential
//     and GET certificadousuario/{c}/public cycling through every issued credential, and on the learner's
//     GET Certificado/Imprimir/{certificadoId}/{cursoId} cycling through the learners' tokens. Each is also measured
//     alone (15 requests one at a time, median).
//
//   node bench/certificates.mjs [--learners 300] [--window 5] [--duration 10] [--connections 10]
//   BENCH_USERS_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench (default)
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { arg, benchLearners, cpuMeter, ensureDatabase, exec, finish, percentile, signInAll, sleep, startServers } from './lib.mjs';

const learners = arg('learners', 300);
const windowSeconds = arg('window', 5);
const duration = arg('duration', 10);
const connections = arg('connections', 10);
const API_PORT = 3394;
const HELLO_PORT = 3395;
const databaseUrl = process.env.BENCH_USERS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
const seed = () => exec(['--import', 'tsx', 'apps/api/src/db/seed/bench-certificates.ts', '--learners', String(learners)], { DATABASE_URL: databaseUrl });

await ensureDatabase(databaseUrl);
console.log(`seeding the certificate bench (${learners} learners; previous certificates and progress removed)...`);
await seed();

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const { rows: courses } = await db.query(
  `select c.id as curso_id, c.certificado_id, ci.midia_id, t.id as tenant_id from curso c join tenant t on t.id = c.tenant_id
   join curso_item ci on ci.curso_id = c.id where t.subdominio = 'bench-certificados'`,
);
const withCertificate = courses.find((c) => c.certificado_id);
const withoutCertificate = courses.find((c) => !c.certificado_id);
const tenantId = withCertificate.tenant_id;
const people = await benchLearners(db, tenantId, 'bench.certificado.', learners);

const servers = startServers({
  databaseUrl,
  apiPort: API_PORT,
  helloPort: HELLO_PORT,
  jwtSecret: 'bench-certificates-secret-that-is-long-enough',
  env: { ACCESS_TOKEN_TTL: '3600', PUBLIC_URL: `http://127.0.0.1:${API_PORT}` },
});
const apiBase = `http://127.0.0.1:${API_PORT}/api/v1`;

/** The completing report of learner i on a course (its only item to 100 %); latency and outcome recorded. */
const complete = async (rec, course, token) => {
  const started = performance.now();
  try {
    const res = await fetch(`${apiBase}/midia/progresso`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ midiaId: course.midia_id, percentualProgresso: 100, cursoId: course.curso_id }),
    });
    const text = await res.text();
    rec.times.push(performance.now() - started);
    if (res.status >= 200 && res.status < 300) return true;
    rec.non2xx++;
    if (rec.samples.length < 5) rec.samples.push(`${res.status} ${text.slice(0, 300)}`);
  } catch (error) {
    rec.errors++;
    if (rec.samples.length < 5) rec.samples.push(String(error));
  }
  return false;
};
const recorder = () => ({ times: [], non2xx: 0, errors: 0, samples: [] });

/** N learners arrive over the window (one per slot, at a random point of it) and complete the course. */
const burst = async (course, tokens) => {
  const rec = recorder();
  const slot = (windowSeconds * 1000) / learners;
  const loadStart = loadavg()[0];
  const stopMeter = await cpuMeter(servers.api.pid, db);
  const began = performance.now();
  await Promise.all(
    tokens.map(async (token, i) => {
      await sleep(i * slot + Math.random() * slot);
      await complete(rec, course, token);
    }),
  );
  const wall = (performance.now() - began) / 1000;
  const cpu = await stopMeter();
  return {
    calls: rec.times.length,
    wallSeconds: +wall.toFixed(1),
    p50: percentile(rec.times, 50),
    p95: percentile(rec.times, 95),
    p99: percentile(rec.times, 99),
    max: percentile(rec.times, 100),
    non2xx: rec.non2xx,
    errors: rec.errors,
    samples: rec.samples,
    cpu: { ...cpu, apiMsPerCall: +((cpu.apiSeconds * 1000) / learners).toFixed(2), databaseMsPerCall: +((cpu.databaseSeconds * 1000) / learners).toFixed(2) },
    loadAverage1m: { start: +loadStart.toFixed(2), end: +loadavg()[0].toFixed(2) },
  };
};

/** 15 requests one at a time (after 3 unrecorded), the median: the call's own latency. */
const alone = async (urlAt, headersAt = () => ({})) => {
  const times = [];
  for (let i = 0; i < 18; i++) {
    const started = performance.now();
    const res = await fetch(urlAt(i), { headers: headersAt(i) });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${urlAt(i)}: ${res.status}`);
    if (i >= 3) times.push(performance.now() - started);
  }
  return percentile(times, 50);
};

/** autocannon on paths cycling through a list (each request the next path, with its headers). */
const cannon = async (name, paths, headersAt = () => ({}), origin = apiBase) => {
  let n = 0;
  const r = await autocannon({
    url: origin,
    duration,
    connections,
    requests: [
      {
        setupRequest: (req) => {
          const i = n++ % paths.length;
          return { ...req, method: 'GET', path: paths[i], headers: { ...req.headers, ...headersAt(i) } };
        },
      },
    ],
  });
  // autocannon reports p50, p90, p97.5 and p99 (no p95)
  const row = { name, rps: Math.round(r.requests.average), p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts, total: r.requests.total };
  console.log(`${name}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, non-2xx ${row.non2xx}, errors ${row.errors}`);
  return row;
};

const meta = { date: new Date().toISOString(), node: process.version, cpus: cpus().length, learners, windowSeconds, duration, connections, loadAverage1m: { before: +loadavg()[0].toFixed(2) } };
const results = { completion: {}, reads: [] };
try {
  await servers.ready();

  // sign every learner in first
  const { tokens, seconds } = await signInAll(API_PORT, people);
  meta.signInSeconds = +seconds.toFixed(1);
  console.log(`${learners} learners signed in (${meta.signInSeconds} s)`);

  // alone: three learners complete each course one after the other, then the seed removes what they did
  const aloneTimes = { without: recorder(), with: recorder() };
  for (let i = 0; i < Math.min(3, learners); i++) {
    await complete(aloneTimes.without, withoutCertificate, tokens[i]);
    await complete(aloneTimes.with, withCertificate, tokens[i]);
  }
  await seed();

  console.log(`${learners} learners complete the course WITHOUT a certificate over ${windowSeconds} s...`);
  results.completion.without = { alone: percentile(aloneTimes.without.times, 50), ...(await burst(withoutCertificate, tokens)) };
  console.log(JSON.stringify(results.completion.without));
  console.log(`${learners} learners complete the course WITH a certificate over ${windowSeconds} s...`);
  results.completion.with = { alone: percentile(aloneTimes.with.times, 50), ...(await burst(withCertificate, tokens)) };
  console.log(JSON.stringify(results.completion.with));

  const { rows: issued } = await db.query('select credencial from certificado_usuario where tenant_id = $1 order by credencial', [tenantId]);
  const credentials = issued.map((r) => r.credencial);
  if (!credentials.length) throw new Error('no certificate issued');

  // reads
  const validatePaths = credentials.map((c) => `/api/v1/Certificado/validate/${c}/credential`);
  const publicPaths = credentials.map((c) => `/api/v1/certificadousuario/${c}/public`);
  const printPath = `/api/v1/Certificado/Imprimir/${withCertificate.certificado_id}/${withCertificate.curso_id}`;
  const printPaths = tokens.map(() => printPath);
  const auth = (i) => ({ authorization: `Bearer ${tokens[i % tokens.length]}` });
  const origin = `http://127.0.0.1:${API_PORT}`;
  const aloneOf = {
    validate: await alone((i) => origin + validatePaths[i % validatePaths.length]),
    public: await alone((i) => origin + publicPaths[i % publicPaths.length]),
    print: await alone(() => origin + printPath, auth),
  };
  const readLoadStart = loadavg()[0];
  results.reads.push({ ...(await cannon('hello-world (Fastify, GET /)', ['/'], undefined, `http://127.0.0.1:${HELLO_PORT}`)), alone: null });
  results.reads.push({ ...(await cannon('GET Certificado/validate/{credential}/credential', validatePaths, undefined, origin)), alone: aloneOf.validate });
  results.reads.push({ ...(await cannon('GET certificadousuario/{credential}/public', publicPaths, undefined, origin)), alone: aloneOf.public });
  results.reads.push({ ...(await cannon('GET Certificado/Imprimir/{certificadoId}/{cursoId} (signed in)', printPaths, auth, origin)), alone: aloneOf.print });
  meta.readsLoadAverage1m = { start: +readLoadStart.toFixed(2), end: +loadavg()[0].toFixed(2) };
} finally {
  servers.stop();
}
meta.loadAverage1m.after = +loadavg()[0].toFixed(2);

// what the database holds afterwards
const {
  rows: [state],
} = await db.query(
  `select count(*)::int as issued,
          count(distinct credencial)::int as credentials,
          count(distinct usuario_id)::int as holders,
          count(*) filter (where curso_id = $2)::int as of_course,
          count(*) filter (where credencial ~ '^[0-9A-Z]{12}$')::int as well_formed,
          (select count(*)::int from inscricao where tenant_id = $1 and curso_id = $2 and status = 'approved') as approved_with,
          (select count(*)::int from inscricao where tenant_id = $1 and curso_id = $3 and status = 'approved') as approved_without
   from certificado_usuario where tenant_id = $1`,
  [tenantId, withCertificate.curso_id, withoutCertificate.curso_id],
);
await db.end();
const checks = [
  [`${learners} certificates issued, all for the course with a certificate`, state.issued === learners && state.of_course === learners, `${state.issued} issued, ${state.of_course} of the course`],
  ['one certificate per learner', state.holders === learners && state.issued === state.holders, `${state.holders} holders`],
  ['unique credentials of 12 characters', state.credentials === state.issued && state.well_formed === state.issued, `${state.credentials} distinct, ${state.well_formed} well formed`],
  [`${learners} enrolments approved in each course`, state.approved_with === learners && state.approved_without === learners, `${state.approved_with} with, ${state.approved_without} without`],
  ['no failed call', Object.values(results.completion).every((r) => r.non2xx + r.errors === 0) && results.reads.every((r) => r.non2xx + r.errors === 0), ''],
];

console.log(`\n${JSON.stringify(meta)}\n`);
console.log('| completing call (POST midia/progresso, 100 %) | alone, median ms | calls | wall s | p50 ms | p95 ms | p99 ms | max ms | CPU per call: API + PostgreSQL | non-2xx | errors |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|');
for (const [name, r] of [['course without a certificate', results.completion.without], ['course with a certificate (issues it)', results.completion.with]])
  console.log(`| ${name} | ${r.alone} | ${r.calls} | ${r.wallSeconds} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.cpu.apiMsPerCall} + ${r.cpu.databaseMsPerCall} ms | ${r.non2xx} | ${r.errors} |`);
for (const r of Object.values(results.completion)) for (const s of r.samples) console.log(`  failed: ${s}`);
console.log('\n| read | alone, median ms | req/s | p50 ms | p90 ms | p99 ms | non-2xx | errors |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const r of results.reads) console.log(`| ${r.name} | ${r.alone ?? '—'} | ${r.rps} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.non2xx} | ${r.errors} |`);
finish('certificates', meta.date, checks, { meta, results, checks, database: state });
