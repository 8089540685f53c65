import { buildApp } from './app';
import { loadConfig } from './core/config';
import { openDatabase } from './core/db';
import { seedDemo } from './db/seed/demo';
import { seedDemoContent } from './db/seed/demo-content';

const config = loadConfig();
const database = await openDatabase(config);
const seeded = config.seedDemo && (await seedDemo(database));
if (seeded) console.log('Demo data seeded (password of every demo account: Demo@2026).');
const app = await buildApp({ config, database });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    // Requests still in flight finish before the database closes.
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}

// Queued jobs (an import interrupted by a restart, say) resume as soon as the process is up.
await app.deps.jobs.start();
if (config.role === 'worker') {
  app.log.info(`Worker ready (database: ${database.kind})`);
} else {
  await app.listen({ port: config.port, host: config.host });
  // The demo repository objects go through the API like any upload (their processing jobs run in the background).
  if (seeded) void seedDemoContent(app, app.log).catch((err: unknown) => app.log.warn({ err }, 'demo content not created'));
  app.log.info(`Platform ready on ${config.publicUrl} (database: ${database.kind}${config.databaseUrl ? '' : ` in ${config.inMemoryDatabase ? 'memory' : config.dataDir}`})`);
}
