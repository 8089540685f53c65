import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../core/db';
import { EMBEDDED_APP_LOGIN } from '../core/db-roles';
import { installJobSchema } from '../core/jobs';
import { startEmbeddedPostgres, type EmbeddedServer } from '../core/embedded-postgres';
import { seedDemo } from '../db/seed/demo';
import { adminQuery, asLogin } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database with the demo data that every test file's database is cloned from. */
    templateDatabaseUrl: string;
    /** The application's login role (not superuser, no BYPASSRLS) that test databases are opened as. */
    appLogin: { name: string; password: string };
  }
}

/**
 * The API tests' PostgreSQL (ARCHITECTURE §6): the embedded server in a throw-away folder (no fsync), or the server
 * of TEST_DATABASE_URL (PostgreSQL 16 or later, as a role that may create databases and roles). One template database
 * is migrated and seeded here, once; each test file then gets its own copy (`CREATE DATABASE … TEMPLATE`,
 * test/test-database.ts), opened as the application's login role, so files run in parallel without seeing each other.
 */

/**
 * embedded-postgres installs async-exit-hook, whose 'beforeExit' handler ends the process with `process.exit(0)`: a run
 * with failed tests would end with 0 and pass CI. The failure code vitest set before that is put back on exit.
 */
let failureExitCode: number | undefined;
process.on('beforeExit', () => {
  if (typeof process.exitCode === 'number' && process.exitCode !== 0) failureExitCode ??= process.exitCode;
});
process.on('exit', () => {
  if (failureExitCode !== undefined) process.exitCode = failureExitCode;
});

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
  // As in production: the owner migrates and creates the roles; the application (here the seed) connects as the
  // login role, which row-level security binds (core/db-roles.ts).
  const login = server?.appLogin ?? { name: EMBEDDED_APP_LOGIN, password: randomBytes(18).toString('base64url') };
  await migrateDatabase(templateUrl, login);
  const appTemplateUrl = asLogin(templateUrl, login);
  const database = await openDatabase({ databaseUrl: appTemplateUrl }, { migrate: false, poolMax: 2 });
  await seedDemo(database);
  await database.close();
  // The job queue's tables, so no test file creates them again.
  await installJobSchema(templateUrl);
  project.provide('templateDatabaseUrl', templateUrl);
  project.provide('appLogin', login);

  return async () => {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).catch(() => undefined);
    await server?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  };
}
