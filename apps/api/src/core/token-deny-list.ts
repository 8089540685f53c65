import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from './db';
import { sweepNowAndThen } from './rate-limit-store';

/**
 * Access tokens ended before their expiry (sign-out): their ids (`jti`) are kept until the token would have expired,
 * and the authentication hook refuses them (docs/decisions/0013). Shared by every API process: in Redis when REDIS_URL
 * is set, otherwise in PostgreSQL's unlogged `rate_limit` table (core/rate-limit-store.ts), whose expired rows are
 * swept with the counters.
 */
export type TokenDenyList = {
  /** Refuses the token `jti` until `expiresAt` (epoch seconds, the token's `exp`). */
  deny(jti: string, expiresAt: number): Promise<void>;
  isDenied(jti: string): Promise<boolean>;
};

const KEY = 'negado|';

export const postgresDenyList = (db: Db): TokenDenyList => ({
  deny: async (jti, expiresAt) => {
    sweepNowAndThen(db);
    await db.execute(
      sql`insert into rate_limit (key, hits, reset_at) values (${KEY + jti}, 1, to_timestamp(${expiresAt}))
          on conflict (key) do update set reset_at = greatest(rate_limit.reset_at, excluded.reset_at)`,
    );
  },
  isDenied: async (jti) => {
    const result = await db.execute(sql`select 1 from rate_limit where key = ${KEY + jti} and reset_at > now()`);
    return (result as unknown as { rows: unknown[] }).rows.length > 0;
  },
});

export const redisDenyList = (redis: Redis): TokenDenyList => ({
  deny: async (jti, expiresAt) => {
    const ms = expiresAt * 1000 - Date.now();
    if (ms > 0) await redis.set(`plataforma-negado-${jti}`, '1', 'PX', ms);
  },
  isDenied: async (jti) => (await redis.exists(`plataforma-negado-${jti}`)) === 1,
});

export const createDenyList = (db: Db, redis: Redis | null): TokenDenyList => (redis ? redisDenyList(redis) : postgresDenyList(db));
