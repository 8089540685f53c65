import { jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { tenantPolicy, updatedAt } from '../../db/rls';
import { tenant } from '../tenancy/tenancy.tables';

/** Client settings of a tenant: the stored part only; defaults fill the rest when read. */
export const parametro = pgTable(
  'parametro',
  {
    tenantId: uuid('tenant_id')
      .primaryKey()
      .references(() => tenant.id),
    config: jsonb('config').$type<Record<string, unknown>>().notNull(),
    atualizadoEm: updatedAt(),
  },
  () => [tenantPolicy('parametro')],
);
