import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, pgTable, primaryKey, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantPolicy, updatedAt } from '../../db/rls';
import { competencia } from '../categories-skills/categories-skills.tables';
import { tenant } from '../tenancy/tenancy.tables';

/** Departments of a company (3-admin §3): a name unique per tenant (ignoring case). */
export const departamento = pgTable(
  'departamento',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    nome: text('nome').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    observacao: text('observacao'),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
  },
  (t) => [
    // (tenant_id, id) is the target of tenant-safe foreign keys: a row of another tenant cannot be linked.
    unique('departamento_tenant_id_uq').on(t.tenantId, t.id),
    uniqueIndex('departamento_tenant_nome_uq').on(t.tenantId, sql`lower(${t.nome})`),
    index('departamento_tenant_criado_idx').on(t.tenantId, t.criadoEm),
    tenantPolicy('departamento'),
  ],
);

/** Job titles of a company (3-admin §3): a name unique per tenant (ignoring case), linked to skills. */
export const cargo = pgTable(
  'cargo',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    nome: text('nome').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    observacao: text('observacao'),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
  },
  (t) => [
    // (tenant_id, id) is the target of tenant-safe foreign keys: a row of another tenant cannot be linked.
    unique('cargo_tenant_id_uq').on(t.tenantId, t.id),
    uniqueIndex('cargo_tenant_nome_uq').on(t.tenantId, sql`lower(${t.nome})`),
    index('cargo_tenant_criado_idx').on(t.tenantId, t.criadoEm),
    tenantPolicy('cargo'),
  ],
);

/** Skills of a job title (competenciasIds). Removing a job title or a skill removes its links. */
export const cargoCompetencia = pgTable(
  'cargo_competencia',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    cargoId: uuid('cargo_id').notNull(),
    competenciaId: uuid('competencia_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cargoId, t.competenciaId] }),
    foreignKey({ name: 'cargo_competencia_cargo_fk', columns: [t.tenantId, t.cargoId], foreignColumns: [cargo.tenantId, cargo.id] }).onDelete('cascade'),
    foreignKey({ name: 'cargo_competencia_competencia_fk', columns: [t.tenantId, t.competenciaId], foreignColumns: [competencia.tenantId, competencia.id] }).onDelete(
      'cascade',
    ),
    index('cargo_competencia_competencia_idx').on(t.competenciaId),
    tenantPolicy('cargo_competencia'),
  ],
);
