// Bench: POST /api/v1/midia/progresso (the players' progress reports) under concurrent clients. The API runs in this
// process on PostgreSQL (BENCH_DATABASE_URL, else the machine's server at 127.0.0.1:5432), listening on loopback. Several learners are
// created and signed in; each client posts reports in a loop for a fixed time and every latency is kept.
//
// Scenarios:
//   distinct, real clock   each client its own (learner, object) pair, percent rising; the 10-s throttle holds most
//                          reports back (lock, read, reply)
//   distinct, every write  same, with the progress clock moved 10 s per report so every report is written
//   same pair              every client posts for ONE (learner, object) pair, every report written: they queue on
//                          that row's lock
//
//   npx tsx bench/media-progress.ts [--duration 10] [--clients 10] [--learners 10]
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/core/config';
import { hashPassword } from '../apps/api/src/core/crypto';
import { openDatabase } from '../apps/api/src/core/db';
import { grupoDePermissao, identidade, tenant, usuario } from '../apps/api/src/db/schema';
import { DEMO_PASSWORD, seedDemo } from '../apps/api/src/db/seed/demo';
import { progressClock } from '../apps/api/src/features/content/media-progress.service';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const duration = arg('duration', 10);
const clients = arg('clients', 10);
const learners = arg('learners', 10);
const PORT = 3213;

// PostgreSQL: BENCH_DATABASE_URL, else the machine's server (a database of its own, created when missing).
const databaseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/bench_progress';
await ensureDatabase(databaseUrl);
const config = loadConfig(
  { ...process.env, DATABASE_URL: databaseUrl, JWT_SECRET: 'bench-progress-secret-that-is-long-enough', OUTBOX_DIR: '/tmp/bench-progress-outbox' },
  { port: PORT, host: '127.0.0.1', webDist: null, logLevel: 'warn', loginRateLimitMax: 1_000_000 },
);
const database = await openDatabase(config);
await seedDemo(database);
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: PORT, host: '127.0.0.1' });
const base = `http://127.0.0.1:${PORT}`;

const signIn = async (username: string) =>
  (
    (await (
      await fetch(`${base}/api/v1/autenticacao/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: DEMO_PASSWORD }) })
    ).json()) as { access_token: string }
  ).access_token;

// learners of the demo company, in its Aluno group
const stamp = Date.now().toString(36);
const senhaHash = await hashPassword(DEMO_PASSWORD);
const emails = await database.system(async (tx) => {
  const [demo] = await tx.select({ id: tenant.id }).from(tenant).where(eq(tenant.subdominio, 'demo'));
  const [group] = await tx.select({ id: grupoDePermissao.id }).from(grupoDePermissao).where(and(eq(grupoDePermissao.tenantId, demo.id), eq(grupoDePermissao.nome, 'Aluno')));
  const out: string[] = [];
  for (let n = 0; n < learners; n++) {
    const email = `progresso.${stamp}.${n}@bench.local`;
    const [person] = await tx.insert(identidade).values({ email, cpf: null, senhaHash, emailConfirmadoEm: null }).returning({ id: identidade.id });
    await tx.insert(usuario).values({ tenantId: demo.id, identidadeId: person.id, nomeCompleto: `Aluno Bench ${n}`, grupoDePermissaoId: group.id, nivel: 'N3', padrao: true });
    out.push(email);
  }
  return out;
});
const tokens = await Promise.all(emails.map(signIn));
const admin = await signIn('admin@demo.local');

// one video object per client
const objects: string[] = [];
for (let n = 0; n < clients; n++) {
  const res = await fetch(`${base}/api/v1/midia`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({ nome: `Vídeo bench ${stamp} ${n}`, tipo: 'video', link: 'https://vimeo.com/76979871', duration: 3600 }),
  });
  objects.push(((await res.json()) as { id: string }).id);
}

type Pair = { token: string; midiaId: string };
const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0);

const scenario = async (label: string, pairOf: (client: number) => Pair, everyWrite: boolean, seconds = duration) => {
  let fakeNow = Date.now() + 86_400_000;
  progressClock.now = everyWrite ? () => (fakeNow += 10_000) : () => Date.now();
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const client = async (c: number) => {
    const { token, midiaId } = pairOf(c);
    for (let i = 1; performance.now() < until; i++) {
      const body = JSON.stringify({ midiaId, percentualProgresso: Math.min(99, i * 0.5), posicao: i, isSalaDeAula: true });
      const started = performance.now();
      try {
        const res = await fetch(`${base}/api/v1/midia/progresso`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body });
        await res.arrayBuffer();
        if (res.status !== 200) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - started);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: clients }, (_, c) => client(c)));
  const elapsed = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const r = (v: number) => Math.round(v * 10) / 10;
  return { label, posts: latencies.length, perSecond: Math.round(latencies.length / elapsed), p50: r(percentile(latencies, 50)), p95: r(percentile(latencies, 95)), p99: r(percentile(latencies, 99)), errors };
};

const distinct = (c: number): Pair => ({ token: tokens[c % tokens.length], midiaId: objects[c] });
// warm-up (compilation, pool connections), not recorded
await scenario('warm-up', distinct, false, 3);
const loadBefore = loadavg()[0];
const results = [
  await scenario('distinct pairs, real clock (throttled)', distinct, false),
  await scenario('distinct pairs, every report written', distinct, true),
  await scenario('one pair shared by every client, every report written', () => ({ token: tokens[0], midiaId: objects[0] }), true),
];
const loadAfter = loadavg()[0];
progressClock.now = () => Date.now();
await app.close();
await database.close();

const result = { date: new Date().toISOString(), database: database.kind, duration, clients, learners, results, cpus: cpus().length, loadBefore, loadAfter };
mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(join(import.meta.dirname, 'results', `media-progress-${Date.now()}.json`), JSON.stringify(result, null, 2));
console.log(JSON.stringify(result, null, 2));
process.exit(0);
