// Bench: the user import (POST usuario/validate/batch, then the background job of POST usuario/import/batch/{id})
// with a 10,000-row spreadsheet, and what other requests see while the job runs. The API runs in this process on
// PostgreSQL (BENCH_DATABASE_URL, else the machine's server at 127.0.0.1:5432), listening on loopback; autocannon drives a read
// before and during the import. Bounded: the job must finish within 10 minutes.
//
//   npx tsx bench/users-import.ts [--rows 10000] [--duration 10] [--connections 10]
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/core/config';
import { openDatabase } from '../apps/api/src/core/db';
import { contrato, tenant } from '../apps/api/src/db/schema';
import { seedDemo } from '../apps/api/src/db/seed/demo';
import { ensureDatabase } from './lib.mjs';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const rows = arg('rows', 10_000);
const duration = arg('duration', 10);
const connections = arg('connections', 10);
const PORT = 3212;

// PostgreSQL: BENCH_DATABASE_URL, else the machine's server (a database of its own, created when missing).
const databaseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/bench_import';
await ensureDatabase(databaseUrl);
const config = loadConfig(
  { ...process.env, DATABASE_URL: databaseUrl, JWT_SECRET: 'bench-import-secret-that-is-long-enough', OUTBOX_DIR: '/tmp/bench-import-outbox' },
  { port: PORT, host: '127.0.0.1', webDist: null, logLevel: 'warn', loginRateLimitMax: 1_000_000 },
);
const database = await openDatabase(config);
await seedDemo(database);
// room in the demo contract for the file
const demo = (await database.system((tx) => tx.select({ contratoId: tenant.contratoId }).from(tenant).where(eq(tenant.subdominio, 'demo'))))[0];
await database.system((tx) => tx.update(contrato).set({ usuariosContratados: rows + 1000 }).where(eq(contrato.id, demo.contratoId!)));
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: PORT, host: '127.0.0.1' });
await app.deps.jobs.start();
const base = `http://127.0.0.1:${PORT}`;

const token = (
  (await (
    await fetch(`${base}/api/v1/autenticacao/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin@demo.local', password: 'Demo@2026' }),
    })
  ).json()) as { access_token: string }
).access_token;
const headers = { authorization: `Bearer ${token}` };

// the spreadsheet: every column of the template, names of the demo company
const book = new ExcelJS.Workbook();
const sheet = book.addWorksheet('Usuarios');
sheet.addRow(['Nome completo *', 'E-mail *', 'Telefone', 'Data de nascimento', 'Gênero', 'Cargo', 'Departamento', 'Unidade de negócio', 'Grupo de permissão', 'Classificação']);
const stamp = Date.now().toString(36);
for (let n = 0; n < rows; n++) {
  sheet.addRow([`Pessoa Importada ${n}`, `importada.${stamp}.${n}@bench.local`, `(11) 9${String(10000000 + n).slice(-8)}`, '15/03/1990', n % 2 ? 'Feminino' : 'Masculino', 'Desenvolvedor de Software', 'Comercial', 'São Paulo', 'Aluno', 'Aluno']);
}
const file = Buffer.from(await book.xlsx.writeBuffer());

const read = (label: string) =>
  new Promise<{ label: string; rps: number; p50: number; p99: number; max: number; non2xx: number }>((resolve, reject) =>
    autocannon({ url: `${base}/api/v1/Parametro`, headers, duration, connections }, (err, r) =>
      err ? reject(err) : resolve({ label, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max, non2xx: r.non2xx }),
    ),
  );

const loadBefore = loadavg()[0];
const idle = await read('GET /api/v1/Parametro, no import running');

const form = new FormData();
form.append('usersBatch', new Blob([file]), 'bench.xlsx');
let started = performance.now();
const validated = (await (await fetch(`${base}/api/v1/usuario/validate/batch`, { method: 'POST', headers, body: form })).json()) as { id: string; status: string; erros: unknown[] };
const validateMs = Math.round(performance.now() - started);
if (validated.status !== 'Validado') throw new Error(`validation failed: ${JSON.stringify(validated.erros.slice(0, 3))}`);

started = performance.now();
await fetch(`${base}/api/v1/usuario/import/batch/${validated.id}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ enviarEmail: false }) });
const during = read('GET /api/v1/Parametro, during the import');
let status = 'NaFila';
let importMs = 0;
for (let i = 0; i < 6000 && ['NaFila', 'Processando'].includes(status); i++) {
  await new Promise((r) => setTimeout(r, 100));
  status = ((await (await fetch(`${base}/api/v1/usuario/import/batch/${validated.id}`, { headers })).json()) as { status: string }).status;
  importMs = Math.round(performance.now() - started);
}
const busy = await during;
const loadAfter = loadavg()[0];
await app.close();
await database.close();

const result = { date: new Date().toISOString(), database: database.kind, rows, fileBytes: file.length, validateMs, importMs, status, idle, busy, cpus: cpus().length, loadBefore, loadAfter };
mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(join(import.meta.dirname, 'results', `users-import-${Date.now()}.json`), JSON.stringify(result, null, 2));
console.log(JSON.stringify(result, null, 2));
process.exit(0);
