import cluster, { type Worker } from 'node:cluster';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from './app';
import { loadConfig, type Config, type ProcessRole } from './core/config';
import { lockDataDir, type DataLock } from './core/data-lock';
import { loginOf, migrateDatabase, openDatabase, probeRole } from './core/db';
import { mayMigrate, roleWarning } from './core/db-roles';
import { installJobSchema } from './core/jobs';
import { createStorage } from './core/storage';
import type { EmbeddedServer } from './core/embedded-postgres';
import { seedDemo } from './db/seed/demo';
import { seedDemoContent } from './db/seed/demo-content';

/**
 * Start (ARCHITECTURE §5, docs/operations.md). The first process prepares everything once: it locks the data folder
 * and starts the embedded PostgreSQL when DATABASE_URL is not set, applies the migrations as the owner (the embedded
 * superuser or DATABASE_OWNER_URL) and seeds the demo data; every request then runs as the application's login role,
 * bound by row-level security (core/db-roles.ts).
 * Then, with API_PROCESSES above 1 (default: one per core) and ROLE=all, it forks one API process per core, which
 * share the port and the content listener's port (node:cluster), and one job worker, restarts any that dies, and stops them all (then the database)
 * on SIGINT/SIGTERM. With one process, or ROLE=api / ROLE=worker, this same process does the work.
 */

const config = loadConfig();
const log = (message: string) => console.log(`[${new Date().toISOString()}] ${message}`);

/** The embedded server's database of the platform, created on the first start. */
const ensurePlatformDatabase = async (server: EmbeddedServer) => {
  const client = new pg.Client({ connectionString: server.url() });
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = 'plataforma'");
    if (!rowCount) await client.query('create database plataforma');
  } finally {
    await client.end();
  }
  return server.url('plataforma');
};

/** The exit code of a process that could not listen: the primary stops instead of starting another. */
const CANNOT_LISTEN = 78;

/** What one process does: answer HTTP, run the jobs, or both. */
const serve = async (settings: Config, role: ProcessRole, seedContent: boolean, afterClose?: () => Promise<void>) => {
  const database = await openDatabase(settings, { migrate: false });
  const app = await buildApp({ config: { ...settings, role }, database });
  let stopping = false;
  const stop = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ reason }, 'shutting down');
    // Requests still in flight finish before the database closes.
    await app.close();
    await database.close();
    await afterClose?.();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop(signal));
  // A forked process follows its primary: when the primary is gone, so is the database it supervised.
  if (cluster.isWorker) process.once('disconnect', () => void stop('primary gone'));

  // Queued jobs (an import interrupted by a restart, say) resume as soon as the process is up.
  await app.deps.jobs.start();
  if (role !== 'worker') {
    // The API and web app on PORT; SCORM packages only on CONTENT_PORT, the content origin (docs/scorm.md 'Launch').
    let listening = `${settings.host}:${settings.port}`;
    try {
      await app.listen({ port: settings.port, host: settings.host });
      listening = `${settings.host}:${settings.contentPort}`;
      await app.contentApp.listen({ port: settings.contentPort, host: settings.host });
    } catch (err) {
      // Not a crash to retry: the address is taken (or refused) and will be on the next try too.
      console.error(`Cannot listen on ${listening}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}. Set PORT, CONTENT_PORT or HOST.`);
      await app.close();
      await database.close();
      await afterClose?.();
      process.exit(CANNOT_LISTEN);
    }
  }
  // The demo repository objects go through the API like any upload (their processing jobs run in the background).
  if (seedContent) void seedDemoContent(app, app.log).catch((err: unknown) => app.log.warn({ err }, 'demo content not created'));
  return app;
};

const forkAll = (url: string, seeded: boolean, stopAll: (code: number) => Promise<void>) => {
  const roles = new Map<number, ProcessRole>();
  const recentDeaths: number[] = [];
  const fork = (role: ProcessRole, seedContent = false) => {
    const worker: Worker = cluster.fork({ DATABASE_URL: url, ROLE: role, PLATFORM_SEED_CONTENT: seedContent ? 'true' : '' });
    roles.set(worker.id, role);
  };
  cluster.on('exit', (worker, code, signal) => {
    const role = roles.get(worker.id) ?? 'api';
    roles.delete(worker.id);
    if (stopping) return;
    if (code === CANNOT_LISTEN) {
      void stopAll(1);
      return;
    }
    const now = Date.now();
    recentDeaths.push(now);
    while (recentDeaths.length && recentDeaths[0] < now - 60_000) recentDeaths.shift();
    if (recentDeaths.length > 5) {
      log(`processes keep dying (${recentDeaths.length} in a minute, the last ${role} with ${signal ?? code}): stopping`);
      void stopAll(1);
      return;
    }
    log(`${role} process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    fork(role);
  });
  for (let i = 0; i < config.processes; i++) fork('api');
  fork('worker', seeded);
};

let stopping = false;
/** The embedded server, once started (stopped when the start fails after it). */
let embeddedServer: EmbeddedServer | null = null;

const primary = async () => {
  let lock: DataLock | null = null;
  let embedded: EmbeddedServer | null = null;
  const settings = { ...config };
  if (!settings.databaseUrl) {
    const { clusterDirFor, startEmbeddedPostgres } = await import('./core/embedded-postgres');
    const clusterDir = clusterDirFor(join(config.dataDir, 'pg'));
    lock = await lockDataDir(config.dataDir, clusterDir);
    process.once('exit', () => lock?.release());
    embedded = await startEmbeddedPostgres({ dir: clusterDir, onLog: (line) => log(`postgres: ${line}`) });
    embeddedServer = embedded;
    // embedded-postgres stops its servers and exits on the first signal; this process stops it itself, after the
    // processes that use it.
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.removeAllListeners(signal);
    // The superuser owns the schema (migrations, job schema); requests connect as the login role it creates.
    settings.databaseOwnerUrl = await ensurePlatformDatabase(embedded);
    settings.databaseUrl = embedded.appUrl('plataforma');
  }
  const url = settings.databaseUrl;
  // Uploads a crash cut short leave temporary files behind: none is in progress before the processes start.
  const swept = await createStorage(settings)
    .sweepInterrupted()
    .catch((err: unknown) => log(`Temporary files of interrupted uploads not checked: ${err instanceof Error ? err.message : String(err)}`));
  if (swept) log(`Removed ${swept} temporary file(s) of interrupted uploads.`);
  const ownerUrl = settings.databaseOwnerUrl ?? url;
  // With DATABASE_URL alone, the login role of a database the owner already migrated (an extra ROLE=api start, say)
  // leaves migrations to the owner.
  if (settings.databaseOwnerUrl || embedded || mayMigrate(await probeRole(url))) {
    await migrateDatabase(ownerUrl, embedded ? embedded.appLogin : loginOf(url));
    await installJobSchema(ownerUrl);
  } else {
    log('DATABASE_URL is a login role of a migrated database: migrations are left to the owner (DATABASE_OWNER_URL).');
  }
  const database = await openDatabase(settings, { migrate: false, poolMax: 2 });
  const warning = roleWarning(database.role);
  if (warning) log(warning);
  const seeded = settings.seedDemo && (await seedDemo(database));
  await database.close();
  if (seeded) log('Demo data seeded (password of every demo account: Demo@2026).');
  const where = embedded ? `embedded PostgreSQL in ${embedded.dir}` : 'PostgreSQL at DATABASE_URL';

  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            const kill = setTimeout(() => worker.process.kill('SIGKILL'), 15_000);
            worker.once('exit', () => {
              clearTimeout(kill);
              resolve();
            });
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    await embedded?.stop();
    lock?.release();
    process.exit(code);
  };

  if (config.processes <= 1 || config.role !== 'all') {
    // In one process the embedded server stops after the app.
    const app = await serve(settings, config.role, seeded && config.role !== 'worker', async () => {
      await embedded?.stop();
      lock?.release();
    });
    app.log.info(`Platform ready on ${config.publicUrl}, packages on ${config.contentOrigin} (${config.role}, one process, ${where})`);
    return;
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stopAll(0));
  forkAll(url, seeded, stopAll);
  // Each API process listens twice: the platform's port and the content listener's.
  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === config.processes * 2) log(`Platform ready on ${config.publicUrl}, packages on ${config.contentOrigin} (${config.processes} API processes and a job worker, ${where})`);
  });
};

if (cluster.isPrimary) {
  await primary().catch(async (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    await embeddedServer?.stop().catch(() => undefined);
    process.exit(1);
  });
} else {
  await serve(config, config.role, process.env.PLATFORM_SEED_CONTENT === 'true');
}
