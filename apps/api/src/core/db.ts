import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '../db/schema';
import { primeTenantVersions, tenantVersionsColumn } from './cache';
import type { Config } from './config';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What repositories receive: the tenant-scoped transaction (or the system one for cross-tenant look-ups). */
export type Executor = Db | Tx;

/** How the job queue reaches the same database: PGlite's single in-process connection, or its own pool. */
export type JobBackend = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; connectionString: string };

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  jobBackend: JobBackend;
  /**
   * Runs `fn` in a transaction bound to one tenant: `app.tenant_id` is set and the role drops to
   * `app_user`, so row-level security policies apply on top of the repositories' own tenant filters.
   */
  inTenant<T>(tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Platform-level work that must cross tenants (sign-in, account look-up, seeding). Not for feature reads. */
  system<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

const MIGRATIONS = join(import.meta.dirname, '../db/migrations');
export const APP_ROLE = 'app_user';

const prepare = async (db: Db) => {
  await db.execute(
    sql.raw(`DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN CREATE ROLE ${APP_ROLE} NOLOGIN; END IF; END $$;`),
  );
};

const grant = async (db: Db) => {
  await db.execute(sql.raw(`GRANT USAGE ON SCHEMA public TO ${APP_ROLE}`));
  await db.execute(sql.raw(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${APP_ROLE}`));
  await db.execute(sql.raw(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE}`));
};

const wrap = (db: Db, jobBackend: JobBackend, close: () => Promise<void>): Database => ({
  kind: jobBackend.kind,
  db,
  jobBackend,
  inTenant: (tenantId, fn) =>
    db.transaction(async (tx) => {
      // One round trip: the tenant setting, the role (set_config('role', …, true) is SET LOCAL ROLE) and the tenant's
      // cache versions (core/cache.ts).
      const first = await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true), set_config('role', ${APP_ROLE}, true), ${tenantVersionsColumn(tenantId)}`);
      primeTenantVersions(tx, tenantId, first);
      return fn(tx);
    }),
  system: (fn) => db.transaction(fn),
  close,
});

export const openDatabase = async (config: Pick<Config, 'databaseUrl' | 'inMemoryDatabase' | 'dataDir'>): Promise<Database> => {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: Number(process.env.DB_POOL_MAX ?? 10) });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await prepare(db);
    await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS });
    await grant(db);
    return wrap(db, { kind: 'postgres', connectionString: config.databaseUrl }, () => pool.end());
  }
  let dir: string | undefined;
  if (!config.inMemoryDatabase) {
    dir = join(config.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await prepare(db);
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS });
  await grant(db);
  return wrap(db, { kind: 'pglite', client }, () => client.close());
};

/** The row-level security policy every tenant-owned table carries. */
export const TENANT_POLICY_SQL = sql`tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid`;
