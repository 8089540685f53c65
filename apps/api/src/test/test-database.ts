import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/** Runs one statement on the server of `url` (CREATE and DROP DATABASE cannot run inside a pool's transaction). */
export const adminQuery = async (url: string, text: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};

/** `url` with the credentials of `login` (the application's login role) instead of the owner's. */
export const asLogin = (url: string, login: { name: string; password: string }) => {
  const u = new URL(url);
  u.username = encodeURIComponent(login.name);
  u.password = encodeURIComponent(login.password);
  return u.toString();
};

/**
 * A fresh database for one test file: a copy of the migrated, seeded template (test/global-setup.ts). `url` connects
 * as the application's login role, as production does; `ownerUrl` as the owner (for checks that need it).
 */
export const createTestDatabase = async (): Promise<{ url: string; ownerUrl: string; drop(): Promise<void> }> => {
  const templateUrl = inject('templateDatabaseUrl');
  const template = new URL(templateUrl).pathname.slice(1);
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new URL(templateUrl);
  admin.pathname = '/postgres';
  const run = (text: string) => adminQuery(admin.toString(), text);
  // FILE_COPY copies the template's files as they are: much less work than WAL-logging every page of a small database.
  await run(`CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY`);
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  return { url: asLogin(url.toString(), inject('appLogin')), ownerUrl: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
};
