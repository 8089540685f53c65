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
import { AUTH_ROLE, ensureRoles, PUBLIC_ROLE, roleFacts, secureSchema, SYSTEM_ROLE, TENANT_ROLE, type AppLogin, type RoleFacts } from './db-roles';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What repositories receive: the tenant-scoped transaction (or the system one for cross-tenant look-ups). */
export type Executor = Db | Tx;

/**
 * Runs reads one after another and answers their results in order, as Promise.all would. Inside a transaction there
 * is one connection, which runs one statement at a time anyway, and node-postgres refuses (from version 9; it warns
 * today) a query sent while the connection is busy.
 */
export const inSequence = async <T extends readonly (() => unknown)[]>(...reads: T): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> => {
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
};

/** How the job queue reaches the same database: a small pool of its own. */
export type JobBackend = { kind: 'postgres'; connectionString: string };

export type Database = {
  kind: 'postgres';
  db: Db;
  jobBackend: JobBackend;
  /**
   * Runs `fn` in a transaction bound to one tenant: `app.tenant_id` is set and the role is `app_user`, so row-level
   * security policies apply on top of the repositories' own tenant filters. Plain statements on `db` run as the
   * login role, which inherits `app_user` with no tenant set: they see no tenant rows (core/db-roles.ts).
   */
  inTenant<T>(tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Platform-level work that must cross tenants (account look-up, contracts, public validation, jobs that visit every
   * tenant, seeding): a transaction as `plataforma_system`. Never the credentials. Not for feature reads.
   */
  system<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * The authentication code's transactions (features/auth): as `plataforma_auth`, the only role that reads password
   * hashes, refresh tokens and password tokens; it crosses tenants like `system` (sign-in knows no tenant yet).
   */
  auth<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * The public pages' look-ups (no sign-in): as `plataforma_public`, which reads only which tenant holds a certificate
   * credential or an object shown by QR code. The rest is read in that tenant's transaction.
   */
  publicLookup<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** The role the connections log in as, and what of it row-level security cannot bind (read at opening). */
  role: RoleFacts;
  close(): Promise<void>;
};

const MIGRATIONS = join(import.meta.dirname, '../db/migrations');
export const APP_ROLE = TENANT_ROLE;

/** A transaction as `role` (set_config('role', …, true) is SET LOCAL ROLE: it ends with the transaction). */
const as = (db: Db, role: string) => <T>(fn: (tx: Tx) => Promise<T>) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('role', ${role}, true)`);
    return fn(tx);
  });

const wrap = (db: Db, jobBackend: JobBackend, role: RoleFacts, close: () => Promise<void>): Database => ({
  kind: jobBackend.kind,
  db,
  jobBackend,
  inTenant: (tenantId, fn) =>
    db.transaction(async (tx) => {
      // One round trip: the tenant setting, the role and the tenant's cache versions (core/cache.ts).
      const first = await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true), set_config('role', ${APP_ROLE}, true), ${tenantVersionsColumn(tenantId)}`);
      primeTenantVersions(tx, tenantId, first);
      return fn(tx);
    }),
  system: as(db, SYSTEM_ROLE),
  auth: as(db, AUTH_ROLE),
  publicLookup: as(db, PUBLIC_ROLE),
  role,
  close,
});

/** Serialises migrations of concurrent starts (several API processes, a worker) on one database. */
const MIGRATION_LOCK = 7_203_411;

/**
 * Applies the migrations as the owner at `ownerUrl` (under an advisory lock, so concurrent starts apply them once),
 * then the roles, grants and policies of core/db-roles.ts; `login` is the role the application's requests connect as.
 */
export const migrateDatabase = async (ownerUrl: string, login?: AppLogin) => {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await ensureRoles(client, login);
    await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS });
    await client.query(RATE_LIMIT_TABLE_SQL);
    await secureSchema(client);
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

/** What the role of `url` is (one short connection). */
export const probeRole = async (url: string): Promise<RoleFacts> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await roleFacts((text) => client.query(text));
  } finally {
    await client.end();
  }
};

/** The login role named by a connection string (the operator's own role on an external server). */
export const loginOf = (url: string): AppLogin | undefined => {
  const user = decodeURIComponent(new URL(url).username);
  return user ? { name: user } : undefined;
};

/**
 * Opens PostgreSQL at `databaseUrl` (the embedded server's or an external one: core/embedded-postgres.ts) as the
 * application's login role. Migrating first (the default) uses `databaseOwnerUrl` when given.
 */
export const openDatabase = async (config: Pick<Config, 'databaseUrl'> & Partial<Pick<Config, 'databaseOwnerUrl'>>, options: OpenOptions = {}): Promise<Database> => {
  const { databaseUrl } = config;
  if (!databaseUrl) throw new Error('no database: DATABASE_URL is not set and the embedded PostgreSQL was not started');
  if (options.migrate !== false) await migrateDatabase(config.databaseOwnerUrl ?? databaseUrl, loginOf(databaseUrl));
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolMax ?? Number(process.env.DB_POOL_MAX ?? 10) });
  // An idle connection dropped by the server (restart, fail-over) is replaced on the next query, not fatal.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const role = await roleFacts((text) => pool.query(text)).catch(async (err: unknown) => {
    await pool.end();
    throw err;
  });
  return wrap(db, { kind: 'postgres', connectionString: databaseUrl }, role, () => pool.end());
};

/** The row-level security policy every tenant-owned table carries. */
export const TENANT_POLICY_SQL = sql`tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid`;
