import { sql } from 'drizzle-orm';
import { bigint, pgPolicy, pgSequence, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { appUser } from '../db/rls';

/**
 * Versions of cached data (core/cache.ts, docs/caching.md): one row per tenant and scope, set to the next value of
 * `versao_de_cache_seq` by the triggers of migration 0022 in the same transaction as any change of the scope's
 * tables. Platform-wide scopes ('tenants', 'identidade:<id>') use the nil tenant. A sequence, not `versao + 1`: a
 * value taken by a transaction that rolled back is never handed out again, so a value cached by that transaction can
 * never match a later committed version.
 *
 * Not tenant data (bare counters): every role may read every row (the tenant transaction reads its tenant's rows in
 * its first statement); no policy lets `app_user` write, only the triggers' SECURITY DEFINER functions do.
 */
export const versaoDeCacheSeq = pgSequence('versao_de_cache_seq');

export const versaoDeCache = pgTable(
  'versao_de_cache',
  {
    tenantId: uuid('tenant_id').notNull(),
    escopo: text('escopo').notNull(),
    versao: bigint('versao', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'versao_de_cache_pk', columns: [t.tenantId, t.escopo] }), pgPolicy('versao_de_cache_leitura', { as: 'permissive', for: 'select', to: appUser, using: sql`true` })],
).enableRLS();
