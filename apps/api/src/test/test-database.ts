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

/** A fresh database for one test file: a copy of the migrated, seeded template (test/global-setup.ts). */
export const createTestDatabase = async (): Promise<{ url: string; drop(): Promise<void> }> => {
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
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
};
