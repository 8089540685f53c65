import { sql } from 'drizzle-orm';
import { pgPolicy, pgRole, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The tenant role: tenant transactions run as it and the login role inherits it (core/db-roles.ts). */
export const appUser = pgRole('app_user').existing();

const sameTenant = sql`tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid`;

/** Row-level security for a tenant-owned table: rows of the transaction's tenant only, for reads and writes. */
export const tenantPolicy = (table: string) =>
  pgPolicy(`${table}_tenant_isolation`, { as: 'permissive', for: 'all', to: appUser, using: sameTenant, withCheck: sameTenant });

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('criado_em', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow();
