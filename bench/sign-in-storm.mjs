// Bench: sign-in (argon2id) on the platform's own default (`npm start`: embedded PostgreSQL 18 in a fresh data folder,
// one API process per core and a job worker, demo data), beside a Fastify hello-world measured in the same run.
//   1. sign-ins per second: POST autenticacao/login of the demo learner, alone (one at a time) and with autocannon
//      (--connections, 50); per core = the rate divided by the cores the API processes can use;
//   2. a storm: N learners (default 500, added in SQL) sign in within --window seconds (default 10; each at its slot,
//      open loop: nobody waits for another) while autocannon reads — the learner's settings (GET Parametro) and the
//      home's sections (GET Secao/ActivesPaged) on --read-connections each — measure what the other calls wait. The
//      same reads are first measured without the storm.
//
//   npx node bench/sign-in-storm.mjs [--storm 500] [--window 10] [--duration 10] [--connections 50] [--read-connections 5]
//                                    [--api-processes N] [--database-url URL] [--label text]
import { rmSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { addDemoLearners, waitForDemoContent } from './demo.mjs';
import {
  arg,
  cannon,
  cpuMsPer,
  finish,
  gitCommit,
  httpClient,
  loadAverages,
  percentile,
  signIn,
  sleep,
  startBench,
  textArg,
  treeCpuMeter,
} from './lib.mjs';

const storm = arg('storm', 500);
const windowSeconds = arg('window', 10);
const duration = arg('duration', 10);
const connections = arg('connections', 50);
const readConnections = arg('read-connections', 5);
const API_PORT = 3350;
const HELLO_PORT = 3351;
const GOAL_READ_P95 = 300;

const { apiProcesses, databaseUrl, dataDir, platform, base, hello, helloUrl, stamp, connect } = await startBench({ name: 'bench-sign-in', apiPort: API_PORT, helloPort: HELLO_PORT });
const processes = apiProcesses ?? availableParallelism();
const coresUsed = Math.min(processes, cpus().length);

const summary = (times) => ({ count: times.length, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), max: percentile(times, 100) });
const cannonRow = (name, r, extra = {}) => ({ name, rps: Math.round(r.requests.average), ...summary(r.times), non2xx: r.non2xx, errors: r.errors, statuses: r.statuses, ...extra });

const results = {};
const failures = [];
const loadBefore = loadAverages();
let db = null;
try {
  db = await connect();
  console.log('waiting for the demo content...');
  const demo = await waitForDemoContent(db);
  const emails = await addDemoLearners(db, demo, `storm.${stamp}.`, 1, storm);
  const learner = (await signIn(base, 'aluno@demo.local')).access_token;
  const body = JSON.stringify({ username: 'aluno@demo.local', password: 'Demo@2026' });
  const json = { 'content-type': 'application/json' };

  results.helloStart = cannonRow('hello-world (Fastify, GET /), start', await cannon({ url: helloUrl, connections, duration }));

  // 1. sign-ins per second
  const one = httpClient(base, { maxSockets: 1 });
  const alone = [];
  for (let i = 0; i < 20; i++) alone.push((await one.request('POST', '/api/v1/autenticacao/login', { body })).ms);
  one.close();
  results.signInAlone = { name: 'POST autenticacao/login, one at a time (20)', ...summary(alone.slice(3)) };
  const meter = treeCpuMeter(platform.child.pid);
  const burst = await cannon({ url: `${base}/api/v1/autenticacao/login`, method: 'POST', headers: json, body, connections, duration });
  const cpu = meter();
  results.signInLoad = cannonRow(`POST autenticacao/login, ${connections} connections`, burst, {
    perCore: Math.round(burst.requests.average / coresUsed),
    cpuSeconds: cpu,
    cpuMsPerSignIn: cpuMsPer(cpu, burst.times.length),
  });
  console.log(`sign-in: ${results.signInLoad.rps}/s (${results.signInLoad.perCore} per core), alone median ${results.signInAlone.p50} ms`);

  // 2. the reads alone, then during the storm
  const reads = (seconds) =>
    Promise.all([
      cannon({ url: `${base}/api/v1/Parametro`, headers: { authorization: `Bearer ${learner}` }, connections: readConnections, duration: seconds }),
      cannon({ url: `${base}/api/v1/Secao/ActivesPaged?exibirNoAprendizado=true&page=1&size=6&itemsSize=8`, headers: { authorization: `Bearer ${learner}` }, connections: readConnections, duration: seconds }),
    ]);
  const readSeconds = windowSeconds + 2;
  const [parametroAlone, homeAlone] = await reads(readSeconds);
  results.readsAlone = [cannonRow('GET Parametro, no storm', parametroAlone), cannonRow('GET Secao/ActivesPaged home, no storm', homeAlone)];

  const client = httpClient(base, { maxSockets: storm + 8 });
  const stormTimes = [];
  let lastAnsweredAt = 0;
  const during = reads(readSeconds);
  await sleep(1000);
  const t0 = performance.now();
  const slot = (windowSeconds * 1000) / storm;
  await Promise.all(
    emails.map(async (email, i) => {
      await sleep(i * slot);
      const res = await client.request('POST', '/api/v1/autenticacao/login', { body: { username: email, password: 'Demo@2026' } });
      stormTimes.push(res.ms);
      lastAnsweredAt = Math.max(lastAnsweredAt, performance.now() - t0);
      if (res.status !== 200 || !res.body?.access_token) failures.push({ email, status: res.status, reply: res.error ?? JSON.stringify(res.body).slice(0, 300) });
    }),
  );
  client.close();
  const [parametroStorm, homeStorm] = await during;
  results.storm = { name: `${storm} sign-ins within ${windowSeconds} s`, ...summary(stormTimes), failed: failures.length, lastAnsweredSeconds: +(lastAnsweredAt / 1000).toFixed(1) };
  results.readsDuringStorm = [cannonRow('GET Parametro, during the storm', parametroStorm), cannonRow('GET Secao/ActivesPaged home, during the storm', homeStorm)];
  results.helloEnd = cannonRow('hello-world (Fastify, GET /), end', await cannon({ url: helloUrl, connections, duration }));
} finally {
  await db?.end().catch(() => {});
  hello.kill('SIGTERM');
  await platform.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const meta = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  apiProcesses: processes,
  database: databaseUrl ? 'PostgreSQL at --database-url' : 'embedded PostgreSQL 18 (fresh data folder)',
  storm,
  windowSeconds,
  duration,
  connections,
  readConnections,
  loadBefore,
  loadAfter: loadAverages(),
  commit: gitCommit(),
  label: textArg('label', null),
};
console.log(`\n${JSON.stringify(meta)}\n`);
const { signInAlone: a, signInLoad: l, storm: s } = results;
console.log('| scenario | req/s | per core | p50 ms | p95 ms | p99 ms | non-2xx | errors |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
console.log(`| ${results.helloStart.name} | ${results.helloStart.rps.toLocaleString('en')} | — | ${results.helloStart.p50} | ${results.helloStart.p95} | ${results.helloStart.p99} | ${results.helloStart.non2xx} | ${results.helloStart.errors} |`);
console.log(`| ${a.name} | — | — | ${a.p50} | ${a.p95} | ${a.p99} | 0 | 0 |`);
console.log(`| ${l.name} | ${l.rps} | ${l.perCore} | ${l.p50} | ${l.p95} | ${l.p99} | ${l.non2xx} | ${l.errors} |`);
for (const r of [...results.readsAlone, ...results.readsDuringStorm]) console.log(`| ${r.name} | ${r.rps} | — | ${r.p50} | ${r.p95} | ${r.p99} | ${r.non2xx} | ${r.errors} |`);
console.log(`| ${s.name} (last answered at ${s.lastAnsweredSeconds} s) | — | — | ${s.p50} | ${s.p95} | ${s.p99} | ${s.failed} | — |`);
console.log(`| ${results.helloEnd.name} | ${results.helloEnd.rps.toLocaleString('en')} | — | ${results.helloEnd.p50} | ${results.helloEnd.p95} | ${results.helloEnd.p99} | ${results.helloEnd.non2xx} | ${results.helloEnd.errors} |`);
console.log(`CPU of the platform's processes per sign-in under load: ${l.cpuMsPerSignIn} ms (${JSON.stringify(l.cpuSeconds)})`);

finish('sign-in-storm', meta.date, [
  ...results.readsDuringStorm.map((r) => [`${r.name}: p95 <= ${GOAL_READ_P95} ms`, r.p95 <= GOAL_READ_P95, `${r.p95} ms`]),
  ['every storm sign-in answered 200 with a token', failures.length === 0, `${failures.length} failed`],
  ['no read failed', [...results.readsAlone, ...results.readsDuringStorm].every((r) => !r.non2xx && !r.errors), [...results.readsAlone, ...results.readsDuringStorm].map((r) => JSON.stringify(r.statuses)).join(' ')],
], { meta, results, failures: failures.slice(0, 100) });
