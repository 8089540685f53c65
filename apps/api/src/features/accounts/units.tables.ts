import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantPolicy, updatedAt } from '../../db/rls';
import { tenant } from '../tenancy/tenancy.tables';

/**
 * Business units (3-admin §3): a tree of at most 5 levels per tenant. Levels and paths are computed from the parent
 * links (the service checks depth and cycles under a per-tenant lock); the database keeps the parent in the same
 * tenant, refuses deleting a unit that still has sub-units, and keeps codes unique in the tenant and names unique
 * among siblings (ignoring case).
 */
export const unidadeDeNegocio = pgTable(
  'unidade_de_negocio',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    unidadeDeNegocioPaiId: uuid('unidade_de_negocio_pai_id'),
    nome: text('nome').notNull(),
    codigo: text('codigo'),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
  },
  (t) => [
    // (tenant_id, id) is the target of tenant-safe foreign keys: a row of another tenant cannot be linked.
    unique('unidade_de_negocio_tenant_id_uq').on(t.tenantId, t.id),
    foreignKey({ name: 'unidade_de_negocio_pai_fk', columns: [t.tenantId, t.unidadeDeNegocioPaiId], foreignColumns: [t.tenantId, t.id] }),
    check('unidade_de_negocio_pai_ck', sql`${t.unidadeDeNegocioPaiId} is null or ${t.unidadeDeNegocioPaiId} <> ${t.id}`),
    uniqueIndex('unidade_de_negocio_tenant_codigo_uq').on(t.tenantId, sql`lower(${t.codigo})`),
    uniqueIndex('unidade_de_negocio_irmaos_nome_uq').on(
      t.tenantId,
      sql`coalesce(${t.unidadeDeNegocioPaiId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${t.nome})`,
    ),
    index('unidade_de_negocio_pai_idx').on(t.unidadeDeNegocioPaiId),
    tenantPolicy('unidade_de_negocio'),
  ],
);
