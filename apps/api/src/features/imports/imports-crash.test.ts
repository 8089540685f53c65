import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import ExcelJS from 'exceljs';
import { and, count, countDistinct, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_GROUPS } from '@plataforma/shared/permissions';
import type { Import, ValidateBatchResponse } from '@plataforma/shared/imports';
import { hashPassword } from '../../core/crypto';
import { contrato, empresa, grupoDePermissao, identidade, importacao, tenant, usuario } from '../../db/schema';
import { buildTestApp, callAs, DEMO_PASSWORD, login, multipartFile, uniqueEmail, type TestApp } from '../../test/build-test-app';
import { IMPORT_CHUNK_SIZE } from './imports.service';

/**
 * kill -9 of the job worker in the middle of a spreadsheet import, then a new worker: the import completes and every
 * row is written exactly once (issue 16, item 5). The workers are the real start (`main.ts` with ROLE=worker) in
 * child processes; this process only answers the API (ROLE=api), so nothing here runs the job.
 */

const ROWS = 4000;
let t: TestApp;
let dataDir: string;
const children = new Set<ChildProcess>();

beforeAll(async () => {
  t = await buildTestApp({ role: 'api' });
  dataDir = mkdtempSync(join(tmpdir(), 'plataforma-crash-worker-'));
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A job worker as `npm start` runs it, on this test's database, supervising every second. */
const startWorker = () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(import.meta.dirname, '../../..'),
    env: {
      ...process.env,
      DATABASE_URL: t.database.jobBackend.connectionString,
      DATA_DIR: dataDir,
      ROLE: 'worker',
      API_PROCESSES: '1',
      SEED_DEMO: 'false',
      JWT_SECRET: 'crash-test-secret-that-is-long-enough-for-jwt',
      LOG_LEVEL: 'warn',
      JOB_HEARTBEAT_SECONDS: '10',
      JOB_SUPERVISE_SECONDS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  children.add(child);
  child.once('exit', () => children.delete(child));
  return { child, output: () => output };
};

const progressOf = async (id: string) =>
  (await t.database.system((tx) => tx.select({ status: importacao.status, processadas: importacao.processadas, importadas: importacao.importadas }).from(importacao).where(eq(importacao.id, id))))[0];

/** Polls the database (never a fixed sleep) until `done` holds, or fails with what was last seen. */
const waitFor = async <T,>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number, what: string, log?: () => string): Promise<T> => {
  const until = Date.now() + timeoutMs;
  let last: T = await read();
  while (!done(last)) {
    if (Date.now() > until) throw new Error(`${what}: still ${JSON.stringify(last)} after ${timeoutMs} ms\n${log?.() ?? ''}`);
    await new Promise((resolve) => setImmediate(resolve));
    last = await read();
  }
  return last;
};

/** A company of its own, room for the whole file, and its administrator's token. */
const createCompany = async () => {
  const sub = `crash-${uniqueEmail('t').replace(/[^a-z0-9]/g, '')}`.slice(0, 40);
  const email = uniqueEmail('admin-crash');
  const tenantId = await t.database.system(async (tx) => {
    const [company] = await tx.insert(empresa).values({ nome: `Empresa ${sub}` }).returning({ id: empresa.id });
    const [contract] = await tx.insert(contrato).values({ empresaId: company.id, nome: `Contrato ${sub}`, usuariosContratados: ROWS + 10 }).returning({ id: contrato.id });
    const [row] = await tx.insert(tenant).values({ nome: `Empresa ${sub}`, subdominio: sub, contratoId: contract.id }).returning({ id: tenant.id });
    const [group] = await tx.insert(grupoDePermissao).values({ tenantId: row.id, nome: 'Administrador', funcionalidades: [...SEED_GROUPS.Administrador] }).returning({ id: grupoDePermissao.id });
    const [person] = await tx.insert(identidade).values({ email, senhaHash: await hashPassword(DEMO_PASSWORD) }).returning({ id: identidade.id });
    await tx.insert(usuario).values({ tenantId: row.id, identidadeId: person.id, nomeCompleto: 'Admin Importação', grupoDePermissaoId: group.id, nivel: 'N2', classificacao: 'admin', padrao: true });
    return row.id;
  });
  return { tenantId, token: (await login(t.app, email)).access_token };
};

const spreadsheet = async (emails: string[]) => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Usuarios');
  sheet.addRow(['Nome completo *', 'E-mail *']);
  emails.forEach((email, n) => sheet.addRow([`Pessoa ${n}`, email]));
  return Buffer.from(await book.xlsx.writeBuffer());
};

describe('an import whose worker is killed', () => {
  it('is taken up by the next worker where it stopped and writes every row exactly once', { timeout: 180_000 }, async () => {
    const company = await createCompany();
    const emails = Array.from({ length: ROWS }, (_, n) => uniqueEmail(`crash${n}`));
    const { payload, headers } = multipartFile('usersBatch', 'muitos.xlsx', await spreadsheet(emails));
    const validated = await callAs(t.app, company.token, { method: 'POST', url: '/api/v1/usuario/validate/batch', payload, headers });
    expect(validated.statusCode, validated.body).toBe(200);
    const report = validated.json<ValidateBatchResponse>();
    expect(report).toMatchObject({ status: 'Validado', totalLinhas: ROWS });
    const started = await callAs(t.app, company.token, { method: 'POST', url: `/api/v1/usuario/import/batch/${report.id}`, payload: { enviarEmail: false } });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json<Import>().status).toBe('NaFila');

    // The first worker gets a few chunks in, then dies without a chance to clean up.
    const first = startWorker();
    await waitFor(() => progressOf(report.id), (p) => p.processadas >= 2 * IMPORT_CHUNK_SIZE, 90_000, 'first chunks', first.output);
    first.child.kill('SIGKILL');
    await once(first.child, 'exit');
    const atCrash = await progressOf(report.id);
    expect(atCrash.status).toBe('Processando');
    expect(atCrash.processadas).toBeLessThan(ROWS);
    // What was committed is whole chunks, each with its rows: nothing half-written.
    expect(atCrash.processadas % IMPORT_CHUNK_SIZE).toBe(0);
    const accountsNow = async () =>
      (await t.database.system((tx) => tx.select({ n: count() }).from(usuario).where(eq(usuario.tenantId, company.tenantId))))[0].n - 1;
    expect(await accountsNow()).toBe(atCrash.processadas);
    // Starting it again by hand is still refused: the platform takes it up itself.
    expect((await callAs(t.app, company.token, { method: 'POST', url: `/api/v1/usuario/import/batch/${report.id}`, payload: { enviarEmail: false } })).statusCode).toBe(409);

    // The dead process also left half an upload in the files folder, which the next start removes.
    const partFile = join(dataDir, 'files', company.tenantId, 'midia', 'enviado.mp4.3f1c2a9e-0000-4000-8000-000000000000.part');
    mkdirSync(dirname(partFile), { recursive: true });
    writeFileSync(partFile, 'half an upload');
    const past = new Date(Date.now() - 10 * 60_000);
    utimesSync(partFile, past, past);

    // A new worker: the dead run's job stops beating, is failed by supervision and retried from the last commit.
    const second = startWorker();
    const done = await waitFor(() => progressOf(report.id), (p) => p.status !== 'Processando', 150_000, 'import after restart', second.output);
    expect(done).toMatchObject({ status: 'Concluido', processadas: ROWS, importadas: ROWS });
    const final = (await callAs(t.app, company.token, { url: `/api/v1/usuario/import/batch/${report.id}` })).json<Import>();
    expect(final).toMatchObject({ status: 'Concluido', totalLinhas: ROWS, importadas: ROWS, processadas: ROWS, linhasComErro: 0 });

    // Every row exactly once: one account per e-mail of the file, no more, no fewer.
    const [accounts] = await t.database.system((tx) =>
      tx
        .select({ total: count(), people: countDistinct(identidade.email) })
        .from(usuario)
        .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
        .where(and(eq(usuario.tenantId, company.tenantId), eq(usuario.padrao, true))),
    );
    expect(accounts).toEqual({ total: ROWS + 1, people: ROWS + 1 });
    const imported = await t.database.system((tx) =>
      tx.select({ email: identidade.email }).from(usuario).innerJoin(identidade, eq(identidade.id, usuario.identidadeId)).where(eq(usuario.tenantId, company.tenantId)),
    );
    const seen = new Set(imported.map((r) => r.email));
    expect(emails.every((email) => seen.has(email))).toBe(true);
    expect(existsSync(partFile)).toBe(false);
    second.child.kill('SIGTERM');
    await once(second.child, 'exit');
  });

  it('is queued again by the next worker when it was left waiting with no job at all', { timeout: 120_000 }, async () => {
    const company = await createCompany();
    const emails = Array.from({ length: 30 }, (_, n) => uniqueEmail(`semjob${n}`));
    const { payload, headers } = multipartFile('usersBatch', 'poucos.xlsx', await spreadsheet(emails));
    const report = (await callAs(t.app, company.token, { method: 'POST', url: '/api/v1/usuario/validate/batch', payload, headers })).json<ValidateBatchResponse>();
    expect(report.status).toBe('Validado');
    // The process died between the commit that queued the import and the job's creation.
    await t.database.system((tx) => tx.update(importacao).set({ status: 'NaFila', opcoes: { enviarEmail: false } }).where(eq(importacao.id, report.id)));
    expect((await callAs(t.app, company.token, { method: 'POST', url: `/api/v1/usuario/import/batch/${report.id}`, payload: { enviarEmail: false } })).statusCode).toBe(409);

    const worker = await buildTestApp({ role: 'worker' });
    try {
      await worker.app.deps.jobs.start();
      const done = await waitFor(() => progressOf(report.id), (p) => p.status !== 'NaFila' && p.status !== 'Processando', 90_000, 'import queued at start');
      expect(done).toMatchObject({ status: 'Concluido', processadas: 30, importadas: 30 });
    } finally {
      await worker.close();
    }
  });
});
