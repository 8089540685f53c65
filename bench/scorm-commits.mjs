// Bench: SCORM commits (PUT scormacompanhamento/{id}) with 64 KB of suspend data, at the highest rate the platform
// takes, on its own default (`npm start`: embedded PostgreSQL 18 in a fresh data folder, one API process per core and a
// job worker, demo data), beside a Fastify hello-world measured in the same run (at the start and at the end).
// The administrator makes a SCORM 1.2 object from a real package; N learners of the demo company are added in SQL,
// signed in, and each creates its record (POST scormacompanhamento). Then autocannon sends the commits: each request the
// next learner's record with that learner's token, the whole record as the web's player sends it, 64 KB of suspend
// data that changes from commit to commit.
//
//   npx node bench/scorm-commits.mjs [--learners 1000] [--duration 10] [--connections 50] [--api-processes N] [--database-url URL] [--label text]
import { rmSync } from 'node:fs';
import { addDemoLearners, createScormObject, suspendData, waitForDemoContent } from './demo.mjs';
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
  signInAll,
  runMeta,
  startBench,
  textArg,
  treeCpuMeter,
} from './lib.mjs';

const learners = arg('learners', 1000);
const duration = arg('duration', 10);
const connections = arg('connections', 50);
const API_PORT = 3340;
const HELLO_PORT = 3341;
const GOAL = 1000;

const { apiProcesses, databaseUrl, dataDir, platform, base, hello, helloUrl, stamp, connect } = await startBench({ name: 'bench-scorm', apiPort: API_PORT, helloPort: HELLO_PORT });

const row = (name, r, cpu = null) => ({
  name,
  rps: Math.round(r.requests.average),
  requests: r.times.length,
  p50: percentile(r.times, 50),
  p95: percentile(r.times, 95),
  p97_5: percentile(r.times, 97.5),
  p99: percentile(r.times, 99),
  max: Math.round(r.latency.max),
  non2xx: r.non2xx,
  errors: r.errors,
  timeouts: r.timeouts,
  statuses: r.statuses,
  cpuSeconds: cpu,
});

const results = [];
const loadBefore = loadAverages();
let db = null;
let stored = null;
let signInSeconds = 0;
const failures = [];
try {
  db = await connect();
  console.log('waiting for the demo content...');
  const demo = await waitForDemoContent(db);
  const admin = (await signIn(base, 'admin@demo.local')).access_token;
  const scorm = await createScormObject(base, admin, `SCORM bench ${stamp}`);
  const emails = await addDemoLearners(db, demo, `scorm.${stamp}.`, 1, learners);
  const signed = await signInAll(API_PORT, emails.map((email) => ({ email })));
  signInSeconds = signed.seconds;
  console.log(`${learners} learners signed in (${signInSeconds.toFixed(1)} s); creating their records...`);
  const client = httpClient(base, { maxSockets: 8 });
  const records = new Array(learners);
  const queue = signed.tokens.map((token, i) => [token, i]);
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [token, i] = next;
        const res = await client.request('POST', '/api/v1/scormacompanhamento', { token, body: { midiaId: scorm.id } });
        if (res.status !== 201) throw new Error(`record of learner ${i + 1}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
        records[i] = res.body;
      }
    }),
  );
  client.close();

  // the commits: request k goes to learner k mod N, its suspend data numbered by k
  let k = 0;
  const commit = (i, n) => JSON.stringify({ ...records[i], location: `page-${n}`, completionStatus: 'incomplete', sessionTime: 'PT1M', suspendData: suspendData(i + 1, n) });
  const bodyBytes = Buffer.byteLength(commit(0, 0));
  console.log(`commit body ${bodyBytes} bytes`);
  const commits = {
    url: `${base}/api/v1/scormacompanhamento`,
    connections,
    duration,
    requests: [
      {
        method: 'PUT',
        setupRequest: (req) => {
          const n = k++;
          const i = n % learners;
          return { ...req, path: `/api/v1/scormacompanhamento/${records[i].id}`, headers: { 'content-type': 'application/json', authorization: `Bearer ${signed.tokens[i]}` }, body: commit(i, n) };
        },
      },
    ],
  };

  results.push(row('hello-world (Fastify, GET /), start', await cannon({ url: helloUrl, connections, duration })));
  const meter = treeCpuMeter(platform.child.pid);
  const r = await cannon(commits);
  const cpu = meter();
  const cpuMsPerCommit = cpuMsPer(cpu, r.times.length);
  results.push({ ...row(`PUT scormacompanhamento/{id}, 64 KB suspend data, ${learners} learners' records`, r, cpu), bodyBytes, cpuMsPerCommit });
  results.push(row('hello-world (Fastify, GET /), end', await cannon({ url: helloUrl, connections, duration })));

  // what the database holds: every record's suspend data is a whole 64 KB commit of its own learner
  const { rows } = await db.query(
    `select count(*)::int as records, count(*) filter (where length(suspend_data) = 65536)::int as whole,
            count(*) filter (where suspend_data like 'learner=' || split_part(split_part(i.email, '@', 1), '.', 3) || ';%')::int as own,
            pg_size_pretty(pg_total_relation_size('scorm_acompanhamento')) as table_size
     from scorm_acompanhamento s join usuario u on u.id = s.usuario_id join identidade i on i.id = u.identidade_id where s.midia_id = $1`,
    [scorm.id],
  );
  stored = rows[0];
} finally {
  await db?.end().catch(() => {});
  hello.kill('SIGTERM');
  await platform.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const helloRows = results.filter((r) => r.name.startsWith('hello-world'));
const helloRps = Math.round(helloRows.reduce((s, r) => s + r.rps, 0) / helloRows.length);
const commitsRow = results[1];
const meta = {
  ...runMeta(apiProcesses, databaseUrl),
  learners,
  duration,
  connections,
  signInSeconds: +signInSeconds.toFixed(1),
  loadBefore,
  loadAfter: loadAverages(),
  helloRps,
  stored,
  commit: gitCommit(),
  label: textArg('label', null),
};
console.log(`\n${JSON.stringify(meta)}\n`);
console.log('| scenario | req/s | % of hello-world | p50 ms | p95 ms | p97.5 / p99 ms | non-2xx | errors |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const r of results) console.log(`| ${r.name} | ${r.rps.toLocaleString('en')} | ${r === commitsRow ? `${((100 * r.rps) / helloRps).toFixed(1)} %` : '—'} | ${r.p50} | ${r.p95} | ${r.p97_5} / ${r.p99} | ${r.non2xx} | ${r.errors} |`);
if (commitsRow?.cpuSeconds) console.log(`CPU seconds of the platform's processes during the commits: ${JSON.stringify(commitsRow.cpuSeconds)}, ${commitsRow.cpuMsPerCommit} ms a commit`);

finish('scorm-commits', meta.date, [
  [`commits >= ${GOAL}/s`, commitsRow?.rps >= GOAL, `${commitsRow?.rps}/s`],
  ['every commit answered 200 with no socket error', commitsRow && !commitsRow.non2xx && !commitsRow.errors, JSON.stringify(commitsRow?.statuses)],
  ['every record holds a whole 64 KB commit of its own learner', stored?.records === learners && stored.whole === learners && stored.own === learners, JSON.stringify(stored)],
], { meta, results, failures });
