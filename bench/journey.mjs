// Bench: the learner journey. The platform on its own default (`npm start`: embedded PostgreSQL 18 in a fresh data
// folder, one API process per core and a job worker, demo data), N learners of the demo company added in SQL, a SCORM
// object made by the administrator from a real package. Each virtual learner arrives within the ramp, signs in once,
// loads what the web's shell loads after sign-in, then loops until the end of the run:
//   home (KeepLearningPaged, SuggestedForYouPaged, Favoritos, ActivesPaged home: at once, as the page does) -> think ->
//   catalog (ActivesPaged catalog, CountActivesItems) -> think -> the demo course's detail -> think -> enrols (first
//   time) -> classroom (salaDeAula/curso/{id}, then one object's item call) -> studies it, reporting progress every
//   10 s (midia/progresso) -> the SCORM object (its record read, or created the first time, and a commit with 64 KB of
//   suspend data) -> on its second round, the demo assessment ('Avaliação de boas-vindas': start, then nextQuestion and
//   answer per question, finish) -> think -> again.
// Halfway through, one more learner signs in and loads the home: the time to its first cards is measured.
// Every reply's time is kept, split into reads (GET) and writes (the rest); sign-ins apart.
//
//   npx node bench/journey.mjs [--learners 200] [--duration 120] [--ramp 10] [--think 3000] [--study 20]
//                              [--api-processes N] [--database-url postgres://...] [--label text]
import { rmSync } from 'node:fs';
import { addDemoLearners, createScormObject, suspendData, waitForDemoContent } from './demo.mjs';
import {
  arg,
  cpuMsPer,
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

const learners = arg('learners', 200);
const duration = arg('duration', 120);
const ramp = arg('ramp', 10);
const thinkMs = arg('think', 3000);
const studySeconds = arg('study', 20);
const maxSockets = arg('max-sockets', learners * 4 + 16);
/** Bounds of one learner's loop besides the time. */
const MAX_ROUNDS = 1000;
const API_PORT = 3330;
const GOALS = { readP95: 150, writeP95: 250, lateFirstCards: 1000 };

const { apiProcesses, databaseUrl, dataDir, platform, base, stamp, connect } = await startBench({ name: 'bench-journey', apiPort: API_PORT });

/** Every reply: [kind, name, status, ms, at (ms since the start of the loops)]. */
const calls = [];
const failures = [];
let t0 = 0;
let client = null;
let db = null;
let demo = null;
let scorm = null;
let late = null;
let cpu = null;
let loadDuring = null;
const loadBefore = loadAverages();
const rounds = [];
const assessments = { finished: 0, failed: 0 };

/** One timed call of a learner; returns the reply (status 0 on a socket error). `name` groups it in the report. */
const call = async (kind, name, method, path, token, body) => {
  const res = await client.request(method, path, { token, body });
  calls.push([kind, name, res.status, res.ms, performance.now() - t0]);
  if (res.status < 200 || res.status >= 300) {
    const sample = { name, method, path, status: res.status, ms: Math.round(res.ms), at: Math.round(performance.now() - t0), reply: res.error ?? JSON.stringify(res.body)?.slice(0, 400) };
    failures.push(sample);
    if (failures.length <= 10) console.log(`FAILED ${method} ${path}: ${sample.status} ${sample.reply}`);
  }
  return res;
};
const read = (name, path, token) => call('read', name, 'GET', path, token);
const write = (name, method, path, token, body) => call('write', name, method, path, token, body);
const think = (ms = thinkMs) => sleep(ms * (0.5 + Math.random()));

/** What the web loads right after sign-in (the session guard and the settings): permissions, the user, the settings. */
const shell = (token, userId) =>
  Promise.all([
    read('GET grupoDePermissao/getpermissionfromuser/{id}', `/api/v1/grupoDePermissao/getpermissionfromuser/${userId}`, token),
    read('GET usuario/{id}', `/api/v1/usuario/${userId}`, token),
    read('GET Parametro', '/api/v1/Parametro', token),
  ]);

/** The home's four calls at once; resolves with the ActivesPaged reply's time too. */
const home = async (token) => {
  const [, , , sections] = await Promise.all([
    read('GET Secao/KeepLearningPaged', '/api/v1/Secao/KeepLearningPaged?page=1&size=8', token),
    read('GET Secao/SuggestedForYouPaged', '/api/v1/Secao/SuggestedForYouPaged?page=1&size=8', token),
    read('GET Secao/Favoritos', '/api/v1/Secao/Favoritos?page=1&size=8', token),
    read('GET Secao/ActivesPaged (home)', '/api/v1/Secao/ActivesPaged?exibirNoAprendizado=true&page=1&size=6&itemsSize=8', token),
  ]);
  return sections;
};

/** The demo assessment in the course's context: start, then each question (the first option, or a text), finish. */
const takeAssessment = async (token) => {
  const started = await write('POST Avaliacao/student/start', 'POST', '/api/v1/Avaliacao/student/start', token, { avaliacaoId: demo.avaliacaoId, cursoId: demo.cursoId });
  if (started.status >= 300) return false;
  const attemptId = started.body.id;
  for (let q = 0; q < 20; q++) {
    const next = await read('GET Avaliacao/student/{id}/nextQuestion', `/api/v1/Avaliacao/student/${attemptId}/nextQuestion`, token);
    if (next.status >= 300) return false;
    if (next.body.done || !next.body.question) break;
    const question = next.body.question;
    await think(thinkMs / 2);
    const answer = question.options.length
      ? { usuarioAvaliacaoId: attemptId, questaoId: question.id, alternativasIds: [question.options[0].id] }
      : { usuarioAvaliacaoId: attemptId, questaoId: question.id, texto: 'Quero conhecer a empresa e os meus colegas.' };
    if ((await write('POST Avaliacao/student/answer', 'POST', '/api/v1/Avaliacao/student/answer', token, answer)).status >= 300) return false;
  }
  return (await write('POST Avaliacao/student/{id}/finish', 'POST', `/api/v1/Avaliacao/student/${attemptId}/finish`, token, {})).status < 300;
};

/** One virtual learner from its arrival to the end of the run. */
const learnerJourney = async (n, email, endAt) => {
  await sleep((ramp * 1000 * n) / learners + Math.random() * ((ramp * 1000) / learners));
  const signInRes = await call('sign-in', 'POST autenticacao/login', 'POST', '/api/v1/autenticacao/login', null, { username: email, password: 'Demo@2026' });
  if (signInRes.status !== 200) return;
  const token = signInRes.body.access_token;
  const userId = tokenClaims(token).IdDoUsuario;
  await shell(token, userId);
  let enrolled = false;
  let record = null;
  let percent = 0;
  let round = 0;
  for (; round < MAX_ROUNDS && performance.now() < endAt; round++) {
    await home(token);
    await think();
    if (performance.now() >= endAt) break;
    await Promise.all([
      read('GET Secao/ActivesPaged (catalog)', '/api/v1/Secao/ActivesPaged?exibirNoAprendizado=false&page=1&size=6&itemsSize=8', token),
      read('GET Secao/CountActivesItems', '/api/v1/Secao/CountActivesItems?exibirNoAprendizado=false', token),
    ]);
    await think();
    if (performance.now() >= endAt) break;
    await read('GET Secao/item/curso/detalhes/{id}', `/api/v1/Secao/item/curso/detalhes/${demo.cursoId}?ignoreFilterSection=true`, token);
    await think();
    if (!enrolled) enrolled = (await write('POST curso/{id}/subscribe', 'POST', `/api/v1/curso/${demo.cursoId}/subscribe`, token)).status === 200;
    const classroom = await read('GET salaDeAula/curso/{id}', `/api/v1/salaDeAula/curso/${demo.cursoId}`, token);
    const objects = classroom.status === 200 ? classroom.body.itens.filter((i) => i.tipo === 'midia' && !i.locked) : [];
    const object = objects[(n + round) % Math.max(1, objects.length)];
    if (object) {
      await read('GET salaDeAula/curso/{id}/item/{midiaId}', `/api/v1/salaDeAula/curso/${demo.cursoId}/item/${object.id}`, token);
      // the player reports every 10 s while the learner studies
      for (let s = 0; s < studySeconds && performance.now() < endAt; s += 10) {
        percent = Math.min(99, percent + 5);
        await write('POST midia/progresso', 'POST', '/api/v1/midia/progresso', token, { midiaId: object.id, percentualProgresso: percent, cursoId: demo.cursoId, posicao: percent * 3, isSalaDeAula: true });
        await sleep(Math.min(10_000, Math.max(0, endAt - performance.now())));
      }
    }
    if (performance.now() >= endAt) break;
    // the SCORM player: its record (created on the first visit), then a commit of 64 KB of suspend data
    if (!record) {
      const created = await write('POST scormacompanhamento', 'POST', '/api/v1/scormacompanhamento', token, { midiaId: scorm.id });
      if (created.status < 300) record = created.body;
    } else {
      const got = await read('GET scormacompanhamento/midia/{id}', `/api/v1/scormacompanhamento/midia/${scorm.id}`, token);
      if (got.status === 200) record = got.body;
    }
    if (record) {
      const commit = { ...record, location: `page-${round}`, completionStatus: 'incomplete', sessionTime: 'PT1M', suspendData: suspendData(n, round) };
      const committed = await write('PUT scormacompanhamento/{id} (64 KB)', 'PUT', `/api/v1/scormacompanhamento/${record.id}`, token, commit);
      if (committed.status === 200) record = committed.body;
    }
    if (round === 1 && enrolled) {
      if (await takeAssessment(token)) assessments.finished++;
      else assessments.failed++;
    }
    await think();
  }
  rounds.push(round);
};

/** The learner arriving halfway: sign-in, the shell's calls, then the home; the time to the ActivesPaged reply. */
const lateLearner = async (email) => {
  const started = performance.now();
  const signInRes = await call('sign-in', 'POST autenticacao/login', 'POST', '/api/v1/autenticacao/login', null, { username: email, password: 'Demo@2026' });
  const signedIn = performance.now();
  if (signInRes.status !== 200) return { failed: signInRes.status };
  const token = signInRes.body.access_token;
  await shell(token, tokenClaims(token).IdDoUsuario);
  const shellDone = performance.now();
  const homeStarted = performance.now();
  const sections = await home(token);
  const cards = sections.status === 200 ? sections.body.data.reduce((s, d) => s + (d.itensDaSecao?.length ?? 0), 0) : 0;
  return {
    signInMs: Math.round(signedIn - started),
    shellMs: Math.round(shellDone - signedIn),
    activesPagedMs: Math.round(sections.ms),
    homeMs: Math.round(performance.now() - homeStarted),
    firstCardsFromSignInMs: Math.round(homeStarted - started + sections.ms),
    sections: sections.status === 200 ? sections.body.data.length : null,
    cards,
  };
};

let wall = 0;
try {
  db = await connect();
  console.log('waiting for the demo content...');
  demo = await waitForDemoContent(db);
  const admin = (await signIn(base, 'admin@demo.local')).access_token;
  scorm = await createScormObject(base, admin, `SCORM bench ${stamp}`);
  console.log(`SCORM object ${scorm.id} (${scorm.packaged ? 'the SCORM 1.2 fixture package' : 'no package'})`);
  const emails = await addDemoLearners(db, demo, `journey.${stamp}.`, 1, learners + 1);
  const lateEmail = emails.pop();
  console.log(`${learners} learners (+1 arriving halfway) added to the demo company; ${learners} arrive over ${ramp} s and loop until ${duration} s`);
  client = httpClient(base, { maxSockets });

  const meter = treeCpuMeter(platform.child.pid);
  t0 = performance.now();
  const endAt = t0 + duration * 1000;
  const journeys = emails.map((email, n) => learnerJourney(n, email, endAt));
  const lateRun = sleep((duration * 1000) / 2).then(() => {
    loadDuring = loadAverages();
    return lateLearner(lateEmail);
  });
  const progress = setInterval(() => {
    const at = performance.now() - t0;
    const recent = calls.filter((c) => c[4] > at - 10_000);
    console.log(`${Math.round(at / 1000)} s: ${calls.length} calls, ${Math.round(recent.length / 10)}/s over the last 10 s, ${failures.length} failed`);
  }, 10_000);
  [late] = await Promise.all([lateRun, ...journeys]);
  clearInterval(progress);
  wall = (performance.now() - t0) / 1000;
  cpu = meter();
  console.log(`late learner: ${JSON.stringify(late)}`);
} finally {
  client?.close();
  await db?.end().catch(() => {});
  await platform.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const stats = (list) => {
  const times = list.map((c) => c[3]);
  return { count: list.length, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), max: percentile(times, 100), failed: list.filter((c) => c[2] < 200 || c[2] >= 300).length };
};
const kinds = Object.fromEntries(['read', 'write', 'sign-in'].map((k) => [k, stats(calls.filter((c) => c[0] === k))]));
/** The same once every learner has arrived and signed in (from the end of the ramp plus 10 s). */
const settledFrom = (ramp + 10) * 1000;
const settled = Object.fromEntries(['read', 'write'].map((k) => [k, stats(calls.filter((c) => c[0] === k && c[4] >= settledFrom))]));
const names = [...new Set(calls.map((c) => c[1]))];
const perCall = names.map((name) => ({ name, kind: calls.find((c) => c[1] === name)[0], ...stats(calls.filter((c) => c[1] === name)) }));
const socketErrors = calls.filter((c) => c[2] === 0).length;
/** The run in 10-s windows (by the moment each reply came): how many calls, and the reads' and writes' tails. */
const windows = [];
for (let from = 0; from < wall * 1000; from += 10_000) {
  const inWindow = calls.filter((c) => c[4] >= from && c[4] < from + 10_000);
  const r = stats(inWindow.filter((c) => c[0] === 'read'));
  const w = stats(inWindow.filter((c) => c[0] === 'write'));
  windows.push({ from: from / 1000, calls: inWindow.length, signIns: inWindow.filter((c) => c[0] === 'sign-in').length, readP50: r.p50, readP95: r.p95, writeP50: w.p50, writeP95: w.p95 });
}
const meta = {
  ...runMeta(apiProcesses, databaseUrl),
  learners,
  duration,
  ramp,
  thinkMs,
  studySeconds,
  maxSockets,
  loadBefore,
  loadHalfway: loadDuring,
  loadAfter: loadAverages(),
  wallSeconds: +wall.toFixed(1),
  callsPerSecond: Math.round(calls.length / wall),
  roundsPerLearner: { min: Math.min(...rounds), median: percentile(rounds, 50), max: Math.max(...rounds) },
  assessments,
  cpuSeconds: cpu,
  cpuMsPerCall: cpu ? cpuMsPer(cpu, calls.length) : null,
  commit: gitCommit(),
  label: textArg('label', null),
};
console.log(`\n${JSON.stringify(meta)}\n`);
console.log('| calls | count | p50 ms | p95 ms | p99 ms | max ms | failed |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const [k, s] of Object.entries(kinds)) console.log(`| ${k} | ${s.count} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.max} | ${s.failed} |`);
for (const [k, s] of Object.entries(settled)) console.log(`| ${k}, from ${settledFrom / 1000} s (all arrived) | ${s.count} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.max} | ${s.failed} |`);
console.log('\n| call | kind | count | p50 ms | p95 ms | p99 ms | failed |');
console.log('|---|---|---:|---:|---:|---:|---:|');
for (const c of perCall) console.log(`| ${c.name} | ${c.kind} | ${c.count} | ${c.p50} | ${c.p95} | ${c.p99} | ${c.failed} |`);
console.log('\n| window (s) | calls | sign-ins | reads p50 / p95 ms | writes p50 / p95 ms |');
console.log('|---|---:|---:|---|---|');
for (const w of windows) console.log(`| ${w.from}–${w.from + 10} | ${w.calls} | ${w.signIns} | ${w.readP50 ?? '—'} / ${w.readP95 ?? '—'} | ${w.writeP50 ?? '—'} / ${w.writeP95 ?? '—'} |`);
console.log(`\nlate learner (arrived at ${duration / 2} s): ${JSON.stringify(late)}`);

finish('journey', meta.date, [
  [`reads p95 <= ${GOALS.readP95} ms`, kinds.read.p95 !== null && kinds.read.p95 <= GOALS.readP95, `${kinds.read.p95} ms`],
  [`writes p95 <= ${GOALS.writeP95} ms`, kinds.write.p95 !== null && kinds.write.p95 <= GOALS.writeP95, `${kinds.write.p95} ms`],
  ['no failed call (non-2xx or socket error)', failures.length === 0, `${failures.length} failed, ${socketErrors} socket errors`],
  [`learner ${learners + 1}'s first cards < ${GOALS.lateFirstCards} ms after its sign-in started`, late?.firstCardsFromSignInMs < GOALS.lateFirstCards, `${late?.firstCardsFromSignInMs} ms`],
  ['every learner finished the assessment once', assessments.finished === learners, `${assessments.finished} finished, ${assessments.failed} failed`],
], { meta, kinds, settled, perCall, windows, late, failures: failures.slice(0, 200), failureCount: failures.length });
