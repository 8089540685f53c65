import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '../db/schema';
import { primeTenantVersions, tenantVersionsColumn } from './cache';
import { RATE_LIMIT_TABLE_SQL } from './rate-limit-store';
import type { Config } from './config';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What repositories receive: the tenant-scoped transaction (or the system one for cross-tenant look-ups). */
export type Executor = Db | Tx;

/** How the job queue reaches the same database: a small pool of its own. */
export type JobBackend = { kind: 'postgres'; connectionString: string };

export type Database = {
  kind: 'postgres';
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

/** Serialises migrations of concurrent starts (several API processes, a worker) on one database. */
const MIGRATION_LOCK = 7_203_411;

/** Applies the migrations (under an advisory lock, so concurrent starts apply them once) and the role's grants. */
export const migrateDatabase = async (databaseUrl: string) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const db = drizzlePg(client, { schema }) as unknown as Db;
    await prepare(db);
    await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS });
    await client.query(RATE_LIMIT_TABLE_SQL);
    await grant(db);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
};

export type OpenOptions = {
  /** Apply the migrations first (default true; processes started after the primary migrated skip it). */
  migrate?: boolean;
  /** Connections of this process's pool (DB_POOL_MAX, default 10). */
  poolMax?: number;
};

/** Opens PostgreSQL at `databaseUrl` (the embedded server's or an external one: core/embedded-postgres.ts). */
export const openDatabase = async (config: Pick<Config, 'databaseUrl'>, options: OpenOptions = {}): Promise<Database> => {
  const { databaseUrl } = config;
  if (!databaseUrl) throw new Error('no database: DATABASE_URL is not set and the embedded PostgreSQL was not started');
  if (options.migrate !== false) await migrateDatabase(databaseUrl);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolMax ?? Number(process.env.DB_POOL_MAX ?? 10) });
  // An idle connection dropped by the server (restart, fail-over) is replaced on the next query, not fatal.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return wrap(db, { kind: 'postgres', connectionString: databaseUrl }, () => pool.end());
};

/** The row-level security policy every tenant-owned table carries. */
export const TENANT_POLICY_SQL = sql`tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid`;
