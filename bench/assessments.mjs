// Bench: 500 learners start the same assessment within 10 s and take it to the end (apps/api/src/db/seed/bench-assessments.ts),
// on PostgreSQL. Seeds the tenant (a second run removes the previous run's attempts), starts the API on the database,
// signs every learner in, then lets each virtual learner arrive at its moment of the window and go through
// POST student/start -> (GET student/{id}/nextQuestion -> POST student/answer) x 10 -> POST student/{id}/finish, one
// call after the other. Every call's latency is kept per kind; at the end the database must hold one finished attempt
// per learner, ten answers each, no open attempt, and the score each learner's answers earn.
//
//   node bench/assessments.mjs [--learners 500] [--window 10] [--think 0]
//   BENCH_USERS_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench (default)
//
// --window: seconds over which the learners arrive (evenly, with jitter); --think: milliseconds a learner spends on a
// question before answering it (0 = answers at once: the hardest case for the server).
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { arg, benchLearners, cpuMeter, ensureDatabase, exec, finish, percentile, signInAll, sleep, startServers } from './lib.mjs';

const learners = arg('learners', 500);
const windowSeconds = arg('window', 10);
const thinkMs = arg('think', 0);
const API_PORT = 3310;
const HELLO_PORT = 3311;
const databaseUrl = process.env.BENCH_USERS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
const QUESTIONS = 10;
const KINDS = ['start', 'nextQuestion', 'answer', 'finish'];

await ensureDatabase(databaseUrl);
console.log(`seeding the assessment bench (${learners} learners; previous attempts removed)...`);
await exec(['--import', 'tsx', 'apps/api/src/db/seed/bench-assessments.ts', '--learners', String(learners)], { DATABASE_URL: databaseUrl });

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const {
  rows: [bench],
} = await db.query(
  `select a.id as avaliacao_id, ci.curso_id, t.id as tenant_id from avaliacao a join tenant t on t.id = a.tenant_id
   join curso_item ci on ci.avaliacao_id = a.id where t.subdominio = 'bench-avaliacoes'`,
);
const { rows: questions } = await db.query('select id, alternativas from questao where avaliacao_id = $1 and removida_em is null', [bench.avaliacao_id]);
const rightOption = new Map(questions.map((q) => [q.id, q.alternativas.find((o) => o.correta).id]));
const wrongOption = new Map(questions.map((q) => [q.id, q.alternativas.find((o) => !o.correta).id]));
const people = await benchLearners(db, bench.tenant_id, 'bench.avaliacao.', learners);

/** Learner n answers 4..10 questions right (n mod 7 + 4): with a minimum of 60 %, five in seven are approved. */
const rightAnswers = (n) => 4 + (n % 7);

const servers = startServers({
  databaseUrl,
  apiPort: API_PORT,
  helloPort: HELLO_PORT,
  jwtSecret: 'bench-assessments-secret-that-is-long-enough',
  env: { ACCESS_TOKEN_TTL: '3600' },
});

const base = `http://127.0.0.1:${API_PORT}/api/v1/Avaliacao/student`;
/** Latencies per call kind, failures (with a few replies kept) and the moment each call completed. */
const recorder = () => ({ times: Object.fromEntries(KINDS.map((k) => [k, []])), failures: Object.fromEntries(KINDS.map((k) => [k, { non2xx: 0, errors: 0, samples: [] }])), completedAt: [] });
let firstCall = 0;
let lastStartIssued = 0;
let lastStartAnswered = 0;
const loadBefore = loadavg()[0];
let hello3s = null;
let signInSeconds = 0;
let wallSeconds = 0;
let learnersDone = 0;
let alone = null;
let load = null;
let cpu = null;

/** One timed call; returns the parsed body, or null when it failed (counted). */
const call = async (rec, kind, url, init) => {
  const started = performance.now();
  try {
    const res = await fetch(url, init);
    const text = await res.text();
    const ended = performance.now();
    rec.times[kind].push(ended - started);
    rec.completedAt.push(ended - firstCall);
    if (res.status >= 200 && res.status < 300) return text ? JSON.parse(text) : {};
    rec.failures[kind].non2xx++;
    if (rec.failures[kind].samples.length < 5) rec.failures[kind].samples.push(`${res.status} ${text.slice(0, 300)}`);
  } catch (error) {
    rec.failures[kind].errors++;
    if (rec.failures[kind].samples.length < 5) rec.failures[kind].samples.push(String(error));
  }
  return null;
};

/** One learner's attempt from start to finish; stops at the first failed call. */
const takeAssessment = async (rec, n, token) => {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'pt' };
  const post = (body) => ({ method: 'POST', headers, body: JSON.stringify(body) });
  lastStartIssued = Math.max(lastStartIssued, performance.now() - firstCall);
  const attempt = await call(rec, 'start', `${base}/start`, post({ avaliacaoId: bench.avaliacao_id, cursoId: bench.curso_id }));
  lastStartAnswered = Math.max(lastStartAnswered, performance.now() - firstCall);
  if (!attempt) return false;
  for (let q = 0; q < QUESTIONS; q++) {
    const next = await call(rec, 'nextQuestion', `${base}/${attempt.id}/nextQuestion`, { headers });
    if (!next?.question) return false;
    if (thinkMs) await sleep(thinkMs * (0.5 + Math.random()));
    const questaoId = next.question.id;
    const alternativasIds = [(q < rightAnswers(n) ? rightOption : wrongOption).get(questaoId)];
    if (!(await call(rec, 'answer', `${base}/answer`, post({ usuarioAvaliacaoId: attempt.id, questaoId, alternativasIds })))) return false;
  }
  return !!(await call(rec, 'finish', `${base}/${attempt.id}/finish`, post({})));
};

try {
  await servers.ready();
  const h = await autocannon({ url: `http://127.0.0.1:${HELLO_PORT}/`, duration: 3, connections: 10 });
  hello3s = { rps: Math.round(h.requests.average), p50: h.latency.p50, p99: h.latency.p99 };
  console.log(`hello-world: ${hello3s.rps} req/s`);

  // sign every learner in first
  const { tokens, seconds } = await signInAll(API_PORT, people);
  signInSeconds = seconds;
  console.log(`${learners} learners signed in (${signInSeconds.toFixed(1)} s); they arrive over ${windowSeconds} s...`);

  // alone: three learners take the assessment one after the other (each call's own latency), then the seed removes their attempts
  alone = recorder();
  for (let i = 0; i < Math.min(3, learners); i++) await takeAssessment(alone, i + 1, tokens[i]);
  await exec(['--import', 'tsx', 'apps/api/src/db/seed/bench-assessments.ts', '--learners', String(learners)], { DATABASE_URL: databaseUrl });

  // learner i arrives at its slot of the window, at a random point inside the slot
  const slot = (windowSeconds * 1000) / learners;
  load = recorder();
  const stopMeter = await cpuMeter(servers.api.pid, db);
  lastStartIssued = 0;
  lastStartAnswered = 0;
  firstCall = performance.now();
  await Promise.all(
    people.map(async (_p, i) => {
      await sleep(i * slot + Math.random() * slot);
      if (await takeAssessment(load, i + 1, tokens[i])) learnersDone++;
    }),
  );
  wallSeconds = (performance.now() - firstCall) / 1000;
  cpu = await stopMeter();
} finally {
  servers.stop();
}

// what the database holds afterwards
const {
  rows: [state],
} = await db.query(
  `select count(*)::int as attempts,
          count(*) filter (where finalizado_em is not null and status in ('Aprovado', 'Reprovado'))::int as finished,
          count(*) filter (where status = 'Pendente')::int as open,
          count(*) filter (where status = 'Aprovado')::int as approved,
          (select count(*)::int from usuario_avaliacao_resposta r join usuario_avaliacao ua on ua.id = r.usuario_avaliacao_id where ua.avaliacao_id = $1) as answers,
          (select count(*)::int from (select usuario_id from usuario_avaliacao where avaliacao_id = $1 group by usuario_id having count(*) > 1) d) as duplicated
   from usuario_avaliacao where avaliacao_id = $1`,
  [bench.avaliacao_id],
);
const { rows: scores } = await db.query('select usuario_id, nota::float as nota, acertos from usuario_avaliacao where avaliacao_id = $1', [bench.avaliacao_id]);
await db.end();
const numberOf = new Map(people.map((p, i) => [p.id, i + 1]));
const wrongScores = scores.filter((s) => s.acertos !== rightAnswers(numberOf.get(s.usuario_id)) || Math.abs(s.nota - rightAnswers(numberOf.get(s.usuario_id)) * 10) > 0.01).length;
const expectedApproved = people.filter((_p, i) => rightAnswers(i + 1) >= 6).length;

const checks = [
  [`${learners} finished attempts`, state.finished === learners, state.finished],
  [`${learners * QUESTIONS} answers`, state.answers === learners * QUESTIONS, state.answers],
  ['no open attempt', state.open === 0, state.open],
  ['one attempt per learner (no duplicates)', state.duplicated === 0 && state.attempts === learners, `${state.attempts} attempts, ${state.duplicated} learners with more than one`],
  ['scores match the answers given', scores.length === learners && wrongScores === 0, `${wrongScores} differ`],
  [`${expectedApproved} approved`, state.approved === expectedApproved, state.approved],
];

// completed calls per second of the run
const perSecond = [];
const { times, failures, completedAt } = load;
for (const t of completedAt) perSecond[Math.floor(t / 1000)] = (perSecond[Math.floor(t / 1000)] ?? 0) + 1;
const calls = completedAt.length;
const results = KINDS.map((kind) => ({
  kind,
  alone: percentile(alone.times[kind], 50),
  calls: times[kind].length,
  p50: percentile(times[kind], 50),
  p95: percentile(times[kind], 95),
  p99: percentile(times[kind], 99),
  max: percentile(times[kind], 100),
  non2xx: failures[kind].non2xx,
  errors: failures[kind].errors,
  samples: failures[kind].samples,
}));
const all = KINDS.flatMap((k) => times[k]);
const meta = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  loadAverage1m: { before: +loadBefore.toFixed(2), after: +loadavg()[0].toFixed(2) },
  learners,
  windowSeconds,
  thinkMs,
  helloWorld: hello3s,
  signInSeconds: +signInSeconds.toFixed(1),
  lastStartIssuedSeconds: +(lastStartIssued / 1000).toFixed(2),
  lastStartAnsweredSeconds: +(lastStartAnswered / 1000).toFixed(2),
  wallSeconds: +wallSeconds.toFixed(1),
  learnersDone,
  calls,
  callsPerSecond: Math.round(calls / wallSeconds),
  peakCallsPerSecond: Math.max(0, ...Array.from(perSecond, (n) => n ?? 0)),
  cpu: cpu && { ...cpu, apiMsPerCall: +((cpu.apiSeconds * 1000) / calls).toFixed(2), databaseMsPerCall: +((cpu.databaseSeconds * 1000) / calls).toFixed(2) },
  database: state,
};
console.log(`\n${JSON.stringify(meta)}\n`);
console.log('| call | alone, median ms | calls | p50 ms | p95 ms | p99 ms | max ms | non-2xx | errors |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of [...results, { kind: 'all', alone: percentile(KINDS.flatMap((k) => alone.times[k]), 50), calls: all.length, p50: percentile(all, 50), p95: percentile(all, 95), p99: percentile(all, 99), max: percentile(all, 100), non2xx: results.reduce((s, r) => s + r.non2xx, 0), errors: results.reduce((s, r) => s + r.errors, 0) }])
  console.log(`| ${r.kind} | ${r.alone} | ${r.calls} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.non2xx} | ${r.errors} |`);
for (const r of results) for (const s of r.samples) console.log(`  ${r.kind} failed: ${s}`);
finish('assessments', meta.date, checks, { meta, results, checks, perSecond });
