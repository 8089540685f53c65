import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { lockoutMs, type LockoutRule } from '@plataforma/shared/auth';
import type { Config } from '../../core/config';
import type { Db } from '../../core/db';
import { sweepNowAndThen } from '../../core/rate-limit-store';

/**
 * Sign-in throttling against guessing and password spraying (docs/decisions/0013):
 * - per address, over every account: at most `loginAddressMax` failed sign-ins per `loginAddressWindowMs`;
 * - per account, whatever identifier names it (e-mail, CPF: the caller passes one key per person): after
 *   `loginRateLimitMax` failures in a row the account is locked, then twice as long at each further failure, up to
 *   `loginLockoutMaxMs`; a successful sign-in starts over.
 *
 * An attempt is counted before the password is checked (so parallel guesses cannot slip past the count) and taken
 * back when the password was right. Counters are shared by every API process: Redis when REDIS_URL is set, otherwise
 * PostgreSQL's unlogged `rate_limit` table (core/rate-limit-store.ts).
 */
export type LoginThrottle = {
  /** Counts an attempt; `waitMs` > 0 refuses it (address over its limit, or account locked). */
  begin(address: string, account: string): Promise<{ waitMs: number }>;
  /** The password was right: the account's failures are forgotten and the attempt is not one of the address's failures. */
  succeeded(address: string, account: string): Promise<void>;
};

/** Failures in a row are forgotten a day after the last one. */
const FORGET_MS = 24 * 3600 * 1000;

type Settings = { rule: LockoutRule; addressMax: number; addressWindowMs: number };

const settingsOf = (config: Config): Settings => ({
  rule: { max: config.loginRateLimitMax, baseMs: config.loginRateLimitWindowMs, capMs: config.loginLockoutMaxMs },
  addressMax: config.loginAddressMax,
  addressWindowMs: config.loginAddressWindowMs,
});

const keys = (address: string, account: string) => ({
  address: `login-endereco|${address}`,
  failures: `login-falhas|${account}`,
  lock: `login-bloqueio|${account}`,
});

type Row = { hits: number; ttl: number };
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows.map((r) => ({ hits: Number(r.hits), ttl: Number(r.ttl) }));
const TTL = sql.raw(`greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::float8 as ttl`);

export const postgresLoginThrottle = (db: Db, config: Config): LoginThrottle => {
  const { rule, addressMax, addressWindowMs } = settingsOf(config);
  return {
    begin: (address, account) => {
      sweepNowAndThen(db);
      return db.transaction(async (tx) => {
        const k = keys(address, account);
        const [byAddress] = rowsOf(
          await tx.execute(
            sql`insert into rate_limit (key, hits, reset_at) values (${k.address}, 1, now() + make_interval(secs => ${addressWindowMs / 1000}))
                on conflict (key) do update set
                  hits = case when rate_limit.reset_at <= now() then 1 else rate_limit.hits + 1 end,
                  reset_at = case when rate_limit.reset_at <= now() then excluded.reset_at else rate_limit.reset_at end
                returning hits, ${TTL}`,
          ),
        );
        if (byAddress.hits > addressMax) return { waitMs: byAddress.ttl };
        // The account's row stays locked until this transaction ends: attempts on one account are counted one by one.
        const [failures] = rowsOf(
          await tx.execute(
            sql`insert into rate_limit (key, hits, reset_at) values (${k.failures}, 1, now() + make_interval(secs => ${FORGET_MS / 1000}))
                on conflict (key) do update set
                  hits = case when rate_limit.reset_at <= now() then 1 else rate_limit.hits + 1 end,
                  reset_at = excluded.reset_at
                returning hits, ${TTL}`,
          ),
        );
        const [locked] = rowsOf(await tx.execute(sql`select hits, ${TTL} from rate_limit where key = ${k.lock} and reset_at > now()`));
        if (locked && locked.ttl > 0) {
          // Attempts while locked are refused without counting: they neither lengthen the lock nor get a guess.
          await tx.execute(sql`update rate_limit set hits = hits - 1 where key = ${k.failures}`);
          return { waitMs: locked.ttl };
        }
        const lockMs = lockoutMs(failures.hits, rule);
        if (lockMs > 0) {
          await tx.execute(
            sql`insert into rate_limit (key, hits, reset_at) values (${k.lock}, ${failures.hits}, now() + make_interval(secs => ${lockMs / 1000}))
                on conflict (key) do update set hits = excluded.hits, reset_at = excluded.reset_at`,
          );
        }
        return { waitMs: 0 };
      });
    },
    succeeded: async (address, account) => {
      const k = keys(address, account);
      await db.execute(sql`delete from rate_limit where key in (${k.failures}, ${k.lock})`);
      await db.execute(sql`update rate_limit set hits = greatest(hits - 1, 0) where key = ${k.address} and reset_at > now()`);
    },
  };
};

/** The same rules in one atomic script: KEYS address, failures, lock; ARGV as below. Returns the wait (0: go on). */
const BEGIN_SCRIPT = `
local addressWindow, addressMax, forget, max, base, cap = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6])
local a = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], addressWindow); ttl = addressWindow end
if a > addressMax then return ttl end
local locked = redis.call('PTTL', KEYS[3])
if locked > 0 then return locked end
local n = redis.call('INCR', KEYS[2])
redis.call('PEXPIRE', KEYS[2], forget)
if max >= 1 and n >= max then
  local ms = math.min(base * 2 ^ math.min(n - max, 40), cap)
  redis.call('SET', KEYS[3], n, 'PX', math.floor(ms))
end
return 0
`;

export const redisLoginThrottle = (redis: Redis, config: Config): LoginThrottle => {
  const { rule, addressMax, addressWindowMs } = settingsOf(config);
  const prefixed = (address: string, account: string) => Object.values(keys(address, account)).map((k) => `plataforma-login-${k}`);
  return {
    begin: async (address, account) => {
      const wait = await redis.eval(BEGIN_SCRIPT, 3, ...prefixed(address, account), addressWindowMs, addressMax, FORGET_MS, rule.max, rule.baseMs, rule.capMs);
      return { waitMs: Number(wait) };
    },
    succeeded: async (address, account) => {
      const [addressKey, failuresKey, lockKey] = prefixed(address, account);
      await redis.del(failuresKey, lockKey);
      await redis.eval(`if (tonumber(redis.call('GET', KEYS[1]) or '0')) > 0 then redis.call('DECR', KEYS[1]) end return 0`, 1, addressKey);
    },
  };
};

export const createLoginThrottle = (db: Db, redis: Redis | null, config: Config): LoginThrottle =>
  redis ? redisLoginThrottle(redis, config) : postgresLoginThrottle(db, config);
