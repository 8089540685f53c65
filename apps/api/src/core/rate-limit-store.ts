import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from './db';

/**
 * Rate-limit counters that every API process shares (password recovery, public validation): in PostgreSQL when no
 * Redis is configured (with REDIS_URL, @fastify/rate-limit's own Redis store is used instead: app.ts). The same table
 * holds the sign-in throttling counters (`login-…`, features/auth/login-throttle.ts) and the signed-out access tokens
 * (`negado|…`, core/token-deny-list.ts); the sweep below removes any of them once expired. One unlogged
 * table (counters need no crash safety), one atomic upsert per counted request: a window starts with the first hit
 * and the count restarts once it has passed, as in the plugin's in-memory store.
 */

export const RATE_LIMIT_TABLE_SQL = `CREATE UNLOGGED TABLE IF NOT EXISTS rate_limit (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
)`;

type Hit = { hits: number; ttl: number };

/** Expired counters are swept now and then (about one call in 200), so the table stays the size of the live ones. */
const SWEEP_EVERY = 200;
let calls = 0;

/** Counts a write to the table and, about one time in SWEEP_EVERY, deletes the expired rows of every kind. */
export const sweepNowAndThen = (db: Db) => {
  calls += 1;
  if (calls % SWEEP_EVERY === 0) void db.execute(sql`delete from rate_limit where reset_at < now()`).catch(() => undefined);
};

export const postgresRateLimitStore = (db: Db): new (options: FastifyRateLimitOptions) => FastifyRateLimitStore => {
  class PostgresStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      const name = `${this.prefix}${key}`;
      sweepNowAndThen(db);
      db.execute(
        sql`insert into rate_limit (key, hits, reset_at) values (${name}, 1, now() + make_interval(secs => ${timeWindow / 1000}))
            on conflict (key) do update set
              hits = case when rate_limit.reset_at <= now() then 1 else rate_limit.hits + 1 end,
              reset_at = case when rate_limit.reset_at <= now() then excluded.reset_at else rate_limit.reset_at end
            returning hits, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::float8 as ttl`,
      )
        .then((result) => {
          const row = (result as unknown as { rows: Hit[] }).rows[0];
          callback(null, { current: Number(row.hits), ttl: Number(row.ttl) });
        })
        .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
    }

    child(options: object) {
      // Routes count apart unless they share a group (autenticacao/login and Login share the sign-in count). The
      // plugin passes the route's merged limit settings, with the route as `routeInfo`.
      const routeOptions = options as { groupId?: string; routeInfo?: { method?: unknown; url?: string } };
      const route = routeOptions.routeInfo ? `${String(routeOptions.routeInfo.method)} ${routeOptions.routeInfo.url ?? ''}` : '';
      return new PostgresStore(`${routeOptions.groupId ?? route}|`);
    }
  }
  return PostgresStore as unknown as new (options: FastifyRateLimitOptions) => FastifyRateLimitStore;
};
