import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../core/db';
import { installJobSchema } from '../core/jobs';
import { startEmbeddedPostgres, type EmbeddedServer } from '../core/embedded-postgres';
import { seedDemo } from '../db/seed/demo';
import { adminQuery } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database with the demo data that every test file's database is cloned from. */
    templateDatabaseUrl: string;
  }
}

/**
 * The API tests' PostgreSQL (ARCHITECTURE §6): the embedded server in a throw-away folder (no fsync), or the server
 * of TEST_DATABASE_URL. One template database is migrated and seeded here, once; each test file then gets its own
 * copy (`CREATE DATABASE … TEMPLATE`, test/test-database.ts), so files run in parallel without seeing each other.
 */

const withUrlDatabase = (url: string, database: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

export default async function setup(project: TestProject) {
  let server: EmbeddedServer | null = null;
  let folder: string | null = null;
  let adminUrl = process.env.TEST_DATABASE_URL || '';
  if (!adminUrl) {
    folder = mkdtempSync(join(tmpdir(), 'plataforma-test-pg-'));
    // As root the server runs as 'postgres', which must enter the folder.
    chmodSync(folder, 0o711);
    server = await startEmbeddedPostgres({ dir: join(folder, 'pg'), durability: 'fast' });
    adminUrl = server.url();
  }
  const template = `plataforma_template_${process.pid}`;
  const templateUrl = withUrlDatabase(adminUrl, template);
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  await adminQuery(adminUrl, `CREATE DATABASE ${template}`);
  const database = await openDatabase({ databaseUrl: templateUrl }, { poolMax: 2 });
  await seedDemo(database);
  await database.close();
  // The job queue's tables, so no test file creates them again.
  await installJobSchema(templateUrl);
  project.provide('templateDatabaseUrl', templateUrl);

  return async () => {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).catch(() => undefined);
    await server?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  };
}
