import { sql } from 'drizzle-orm';
import { index, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ExibirEm, Origem } from '@plataforma/shared/categories-skills';
import { createdAt, id, tenantPolicy, updatedAt } from '../../db/rls';
import { tenant } from '../tenancy/tenancy.tables';

/** Skills (3-admin §3 Competency): a name unique per tenant (ignoring case) and where the skill is offered. */
export const competencia = pgTable(
  'competencia',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    nome: text('nome').notNull(),
    origem: text('origem').$type<Origem>().notNull().default('Manual'),
    exibirEm: text('exibir_em').array().$type<ExibirEm[]>().notNull().default(sql`ARRAY['Midia','Curso','Formacao','Avaliacao']::text[]`),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
  },
  (t) => [
    // (tenant_id, id) is the target of tenant-safe foreign keys (cargo_competencia).
    unique('competencia_tenant_id_uq').on(t.tenantId, t.id),
    uniqueIndex('competencia_tenant_nome_uq').on(t.tenantId, sql`lower(${t.nome})`),
    index('competencia_tenant_criado_idx').on(t.tenantId, t.criadoEm),
    tenantPolicy('competencia'),
  ],
);

/** Content categories (3-admin §3 Category): a name unique per tenant (ignoring case). */
export const categoria = pgTable(
  'categoria',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    nome: text('nome').notNull(),
    origem: text('origem').$type<Origem>().notNull().default('Manual'),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
  },
  (t) => [
    uniqueIndex('categoria_tenant_nome_uq').on(t.tenantId, sql`lower(${t.nome})`),
    index('categoria_tenant_criado_idx').on(t.tenantId, t.criadoEm),
    tenantPolicy('categoria'),
  ],
);
