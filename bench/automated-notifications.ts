// Bench: one automated notification rule (NaoAcessouPlataforma, no segmentation) over a tenant of 100,000 users on
// PostgreSQL (BENCH_DATABASE_URL, else the machine's server at 127.0.0.1:5432). Measures the run (the set-based
// selection and record of the audience, then the rows queued in batches), a second run in the same period, and the
// send side (claim + mark sent) of a number of batches with a mailer that only counts. Statements are counted at the
// pg client.
//
//   npx tsx bench/automated-notifications.ts [--users 100000] [--batches 20]
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/core/config';
import { openDatabase } from '../apps/api/src/core/db';
import type { Deps } from '../apps/api/src/core/deps';
import type { Jobs } from '../apps/api/src/core/jobs';
import { notificacaoAutomatizada, tenant } from '../apps/api/src/db/schema';
import { seedDemo } from '../apps/api/src/db/seed/demo';
import { createNotificationRunner } from '../apps/api/src/features/automated-notifications/automated-notifications.runner';
import { ensureDatabase } from './lib.mjs';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const users = arg('users', 100_000);
const batches = arg('batches', 20);

const databaseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/bench_notifications';
await ensureDatabase(databaseUrl);

// Every statement any pg client of this process sends.
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl, JWT_SECRET: 'bench-notifications-secret-that-is-long-enough' }, { webDist: null, logLevel: 'warn' });
const database = await openDatabase(config);
await seedDemo(database);
const demoId = (await database.system((tx) => tx.select({ id: tenant.id }).from(tenant).where(eq(tenant.subdominio, 'demo'))))[0].id;

// The users, written once (as the owner: a bulk load, not the application's path).
const owner = new pg.Client({ connectionString: databaseUrl });
await owner.connect();
const started = performance.now();
await owner.query(`insert into identidade (email) select 'bench.notif.' || g || '@bench.local' from generate_series(1, $1::int) g on conflict (email) do nothing`, [users]);
await owner.query(
  `insert into usuario (tenant_id, identidade_id, nome_completo, criado_em)
   select $1::uuid, i.id, 'Pessoa ' || substr(i.email, 13), now() - interval '60 days' from identidade i
   where i.email like 'bench.notif.%' and not exists (select 1 from usuario u where u.tenant_id = $1::uuid and u.identidade_id = i.id)`,
  [demoId],
);
await owner.query('analyze usuario; analyze identidade; analyze log_autenticacao');
const loadMs = performance.now() - started;
const total = Number((await owner.query('select count(*) from usuario where tenant_id = $1', [demoId])).rows[0].count);

// A fresh rule each run (UnicaVez: the period is the same for ever).
const [rule] = await database.inTenant(demoId, (tx) =>
  tx
    .insert(notificacaoAutomatizada)
    .values({ tenantId: demoId, nome: `Bench ${Date.now()}`, tipoEvento: 'NaoAcessouPlataforma', intervaloEnvio: 'UnicaVez', diasSemAcesso: 30, assunto: 'Olá {{nome}}', template: 'Olá {{nome}}, volte: {{link}}' })
    .returning({ id: notificacaoAutomatizada.id }),
);

const queued: { tenantId: string; envioIds: string[] }[] = [];
const jobs: Jobs = {
  register: () => undefined,
  send: async (_queue, data) => {
    queued.push(data as { tenantId: string; envioIds: string[] });
    return 'bench';
  },
  start: async () => undefined,
  stop: async () => undefined,
};
let mailed = 0;
const deps = { config, database, jobs, mailer: { send: async () => void (mailed += 1) }, log: { info: () => undefined, warn: console.warn, error: console.error } } as unknown as Deps;
const runner = createNotificationRunner(deps);

const measure = async <T>(fn: () => Promise<T>) => {
  const before = statements;
  const t0 = performance.now();
  const result = await fn();
  return { result, ms: Math.round(performance.now() - t0), statements: statements - before };
};

const first = await measure(() => runner.runRule(demoId, rule.id));
const firstJobs = [...queued];
queued.length = 0;
const second = await measure(() => runner.runRule(demoId, rule.id));
const sends = await measure(async () => {
  // the first batches the first run queued (the second run queued none: they are not stale yet)
  for (const job of firstJobs.slice(0, batches)) await runner.sendBatch(job);
});

const result = {
  at: new Date().toISOString(),
  cpus: cpus().length,
  load: loadavg()[0],
  users: total,
  loadUsersMs: Math.round(loadMs),
  firstRun: { ms: first.ms, statements: first.statements, recorded: first.result?.envios, jobsQueued: firstJobs.length },
  secondRun: { ms: second.ms, statements: second.statements, recorded: second.result?.envios, jobsQueued: queued.length },
  sendBatches: { batches: Math.min(batches, firstJobs.length), mails: mailed, ms: sends.ms, statements: sends.statements, msPerMail: Number((sends.ms / Math.max(mailed, 1)).toFixed(2)) },
};
console.log(JSON.stringify(result, null, 2));
mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(join(import.meta.dirname, 'results', `automated-notifications-${Date.now()}.json`), JSON.stringify(result, null, 2));
await owner.end();
await database.close();
