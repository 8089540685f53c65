import { sql } from 'drizzle-orm';
import { versaoDeCache } from './cache.tables';
import type { Executor, Tx } from './db';
import { LRUCache } from 'lru-cache';

/**
 * Read-mostly data kept in the API process, exact across processes (docs/caching.md). Every cached value depends on
 * scopes; every change of a scope's tables sets the scope's version in the same transaction (triggers of migration
 * 0022, table `versao_de_cache`), and a value is reused only while the versions it was loaded at are still the
 * committed ones. Nothing expires by time: a change committed by any process is seen by the next read of every process.
 *
 * The protocol, in PostgreSQL's READ COMMITTED: a reader reads the versions, then (on a miss) loads the data, so the
 * data are at least as new as the versions it is stored under (at worst it is loaded again later). A version taken by
 * a transaction that rolled back never comes back (the values come from a sequence), so nothing such a transaction
 * stored can match.
 */

/** The tenant id of platform-wide scopes. */
export const PLATFORM_TENANT = '00000000-0000-0000-0000-000000000000';

/** Scopes of one tenant (docs/caching.md lists their tables). */
export type TenantScope = 'parametros' | 'grupos' | 'usuarios' | 'segmentacoes' | 'secoes' | 'conteudos' | 'banners';
/** Platform-wide scopes: the tenants and contracts; one person's identity and accounts. */
export type PlatformScope = 'tenants' | `identidade:${string}`;

export type Dependency = { tenantId: string; scope: TenantScope | PlatformScope };

export const platformDependency = (scope: PlatformScope): Dependency => ({ tenantId: PLATFORM_TENANT, scope });
export const identityScope = (identityId: string): PlatformScope => `identidade:${identityId}`;

/** The committed (or this transaction's own) versions of the dependencies, in order; 0 for a scope never changed. */
export const readVersions = async (ex: Executor, deps: readonly Dependency[]): Promise<number[]> => {
  if (deps.length === 0) return [];
  const rows = await ex
    .select({ tenantId: versaoDeCache.tenantId, escopo: versaoDeCache.escopo, versao: versaoDeCache.versao })
    .from(versaoDeCache)
    .where(sql`(${versaoDeCache.tenantId}, ${versaoDeCache.escopo}) in (${sql.join(
      deps.map((d) => sql`(${d.tenantId}::uuid, ${d.scope})`),
      sql`, `,
    )})`);
  const found = new Map(rows.map((r) => [`${r.tenantId}|${r.escopo}`, Number(r.versao)]));
  return deps.map((d) => found.get(`${d.tenantId}|${d.scope}`) ?? 0);
};

// ---------------------------------------------------------------- the tenant transaction's versions

type Primed = { tenantId: string; versions: ReadonlyMap<string, number> };
const primed = new WeakMap<object, Primed>();

/**
 * The select-list column that the tenant transaction's first statement (core/db.ts `inTenant`) adds: every version of
 * the tenant as one JSON object, read in the same round trip as the tenant setting.
 */
export const tenantVersionsColumn = (tenantId: string) =>
  sql`(select coalesce(json_object_agg(escopo, versao), '{}'::json) from versao_de_cache where tenant_id = ${tenantId}::uuid) as versoes`;

/** Keeps the versions read by `tenantVersionsColumn` for the transaction (`result` is the statement's result). */
export const primeTenantVersions = (tx: object, tenantId: string, result: unknown) => {
  const row = (result as { rows?: { versoes?: unknown }[] } | null)?.rows?.[0];
  const raw = typeof row?.versoes === 'string' ? (JSON.parse(row.versoes) as unknown) : row?.versoes;
  if (!raw || typeof raw !== 'object') return;
  primed.set(tx, { tenantId, versions: new Map(Object.entries(raw as Record<string, unknown>).map(([k, v]) => [k, Number(v)])) });
};

const tenantVersionsNow = async (tx: Tx, tenantId: string): Promise<Map<string, number>> => {
  const rows = await tx.select({ escopo: versaoDeCache.escopo, versao: versaoDeCache.versao }).from(versaoDeCache).where(sql`${versaoDeCache.tenantId} = ${tenantId}::uuid`);
  return new Map(rows.map((r) => [r.escopo, Number(r.versao)]));
};

/** The tenant's versions as the transaction began (primed by its first statement, else read once now). */
const tenantVersionsOf = async (tx: Tx, tenantId: string): Promise<ReadonlyMap<string, number>> => {
  const known = primed.get(tx);
  if (known && known.tenantId === tenantId) return known.versions;
  const versions = await tenantVersionsNow(tx, tenantId);
  primed.set(tx, { tenantId, versions });
  return versions;
};

// ---------------------------------------------------------------- the process's cache

type Entry = { versions: readonly number[]; value: unknown };

const sameVersions = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** Default bound: about this many rows' worth of cached values (each value weighs its rows, at least 1). */
export const DEFAULT_CACHE_WEIGHT = 200_000;

/**
 * One API process's cache (one per app: two apps on one database behave as two processes). Cached values are shared by
 * every request: callers must not mutate them.
 */
export const createCache = (options: { maxWeight?: number } = {}) => {
  const lru = new LRUCache<string, Entry>({ maxSize: options.maxWeight ?? DEFAULT_CACHE_WEIGHT, sizeCalculation: () => 1 });
  const stats = { hits: 0, misses: 0 };

  /** The value stored under `key` if it was loaded at exactly `versions`. */
  const peek = <T>(key: string, versions: readonly number[]): T | undefined => {
    const entry = lru.get(key);
    if (entry && sameVersions(entry.versions, versions)) {
      stats.hits += 1;
      return entry.value as T;
    }
    stats.misses += 1;
    return undefined;
  };

  /** The value last stored under `key`, whatever its versions (a guess to be checked, e.g. which tenant to read). */
  const latest = <T>(key: string): T | undefined => lru.get(key)?.value as T | undefined;

  const put = <T>(key: string, versions: readonly number[], value: T, weight = 1) => lru.set(key, { versions: [...versions], value }, { size: Math.max(1, weight) });

  /**
   * The versions a miss is stored under, read again inside the transaction just before the load: should the
   * transaction itself have changed the scope, its own (uncommitted) version is the one read, which no other reader
   * can see, rather than the version it began with.
   */
  const versionsForLoad = async (tx: Tx, tenantId: string, scopes: readonly TenantScope[]) => {
    const now = await tenantVersionsNow(tx, tenantId);
    return scopes.map((s) => now.get(s) ?? 0);
  };

  /**
   * A value of the tenant, read inside its transaction: `load` runs only when the tenant's versions of `scopes` differ
   * from those the kept value was loaded at.
   */
  const inTenant = async <T>(
    tx: Tx,
    tenantId: string,
    scopes: readonly TenantScope[],
    key: string,
    load: () => Promise<T>,
    weightOf?: (value: T) => number,
  ): Promise<T> => {
    const full = `${tenantId}|${key}`;
    const versions = await tenantVersionsOf(tx, tenantId);
    const hit = peek<T>(
      full,
      scopes.map((s) => versions.get(s) ?? 0),
    );
    if (hit !== undefined) return hit;
    const at = await versionsForLoad(tx, tenantId, scopes);
    const value = await load();
    put(full, at, value, weightOf?.(value) ?? 1);
    return value;
  };

  /** Several values of the tenant at once: the missing ones are loaded by one call of `load` (absent ones stay absent). */
  const manyInTenant = async <T>(
    tx: Tx,
    tenantId: string,
    scopes: readonly TenantScope[],
    keys: readonly string[],
    load: (missing: string[]) => Promise<Map<string, T>>,
  ): Promise<Map<string, T>> => {
    const out = new Map<string, T>();
    if (keys.length === 0) return out;
    const tenantVersions = await tenantVersionsOf(tx, tenantId);
    const versions = scopes.map((s) => tenantVersions.get(s) ?? 0);
    const missing: string[] = [];
    for (const key of new Set(keys)) {
      const hit = peek<{ found: boolean; value: T }>(`${tenantId}|${key}`, versions);
      if (hit === undefined) missing.push(key);
      else if (hit.found) out.set(key, hit.value);
    }
    if (missing.length === 0) return out;
    const at = await versionsForLoad(tx, tenantId, scopes);
    const loaded = await load(missing);
    for (const key of missing) {
      const value = loaded.get(key);
      // absence is cached too (a key asked again is not read again while the scope is unchanged)
      put(`${tenantId}|${key}`, at, value === undefined ? { found: false } : { found: true, value });
      if (value !== undefined) out.set(key, value);
    }
    return out;
  };

  return {
    peek,
    latest,
    put,
    inTenant,
    manyInTenant,
    /** Hits and misses since the app started (diagnostics and tests). */
    stats,
    get size() {
      return lru.size;
    },
  };
};

export type Cache = ReturnType<typeof createCache>;
