import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, text, uniqueIndex, unique, uuid } from 'drizzle-orm/pg-core';
import type { PanelClassification, ParameterType } from '@plataforma/shared/bi';
import { createdAt, id, tenantPolicy, updatedAt } from '../../db/rls';
import { contrato, tenant } from '../tenancy/tenancy.tables';
import { usuario } from '../users/users.tables';

/**
 * A BI panel (3-admin §3 'BI panel'; docs/bi.md), owned by the tenant of the platform administration that manages it
 * (admin mode). It reaches its own tenant and the tenants of its contracts.
 */
export const painelBi = pgTable(
  'painel_bi',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    nome: text('nome').notNull(),
    /** The panel's code in the BI tool: the `dashboard` of the embed token. */
    codigo: text('codigo').notNull(),
    /** http(s) address of the BI tool, or a path of this platform. */
    url: text('url').notNull(),
    publico: boolean('publico').notNull().default(false),
    ativo: boolean('ativo').notNull().default(true),
    classificacao: text('classificacao').$type<PanelClassification>(),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
  },
  (t) => [
    unique('painel_bi_tenant_id_uq').on(t.tenantId, t.id),
    uniqueIndex('painel_bi_codigo_uq').on(t.tenantId, sql`lower(${t.codigo})`),
    check('painel_bi_classificacao_ck', sql`${t.classificacao} is null or ${t.classificacao} in ('student', 'manager', 'admin')`),
    tenantPolicy('painel_bi'),
  ],
);

/** The panel's parameters, in order; tenantId/superiorId/usuarioId are bound to the viewer, fixed ones keep `valor`. */
export const painelBiParametro = pgTable(
  'painel_bi_parametro',
  {
    tenantId: uuid('tenant_id').notNull(),
    painelId: uuid('painel_id').notNull(),
    parametroId: text('parametro_id').notNull(),
    ordem: integer('ordem').notNull(),
    valor: text('valor').notNull().default(''),
    tipo: text('tipo').$type<ParameterType>().notNull(),
    descricao: text('descricao'),
  },
  (t) => [
    primaryKey({ columns: [t.painelId, t.parametroId] }),
    foreignKey({ name: 'painel_bi_parametro_painel_fk', columns: [t.tenantId, t.painelId], foreignColumns: [painelBi.tenantId, painelBi.id] }).onDelete('cascade'),
    check('painel_bi_parametro_tipo_ck', sql`${t.tipo} in ('tenantId', 'superiorId', 'usuarioId', 'fixed')`),
    tenantPolicy('painel_bi_parametro'),
  ],
);

/** The contracts whose tenants the panel reaches (platform contracts; removed with the contract). */
export const painelBiContrato = pgTable(
  'painel_bi_contrato',
  {
    tenantId: uuid('tenant_id').notNull(),
    painelId: uuid('painel_id').notNull(),
    contratoId: uuid('contrato_id')
      .notNull()
      .references(() => contrato.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.painelId, t.contratoId] }),
    foreignKey({ name: 'painel_bi_contrato_painel_fk', columns: [t.tenantId, t.painelId], foreignColumns: [painelBi.tenantId, painelBi.id] }).onDelete('cascade'),
    index('painel_bi_contrato_contrato_idx').on(t.contratoId),
    tenantPolicy('painel_bi_contrato'),
  ],
);

/**
 * A person's access to a panel. `tenant_id` is the person's tenant (which may differ from the panel's when a contract
 * brings the panel to it): the person's company owns the row.
 */
export const painelBiAcesso = pgTable(
  'painel_bi_acesso',
  {
    tenantId: uuid('tenant_id').notNull(),
    painelId: uuid('painel_id')
      .notNull()
      .references(() => painelBi.id, { onDelete: 'cascade' }),
    usuarioId: uuid('usuario_id').notNull(),
    criadoEm: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.painelId, t.usuarioId] }),
    foreignKey({ name: 'painel_bi_acesso_usuario_fk', columns: [t.tenantId, t.usuarioId], foreignColumns: [usuario.tenantId, usuario.id] }).onDelete('cascade'),
    index('painel_bi_acesso_usuario_idx').on(t.usuarioId),
    tenantPolicy('painel_bi_acesso'),
  ],
);
