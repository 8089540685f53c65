import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, pgTable, primaryKey, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SegmentationGender, SegmentationOperator } from '@plataforma/shared/segmentations';
import { createdAt, id, tenantPolicy, updatedAt } from '../../db/rls';
import { cargo, departamento } from '../accounts/accounts.tables';
import { unidadeDeNegocio } from '../accounts/units.tables';
import { tenant } from '../tenancy/tenancy.tables';
import { usuario } from '../users/users.tables';

/**
 * Segmentations (3-admin §3): audience rules of a tenant. The operator joins the non-empty lists (OR: any, AND: every);
 * the genders are an array of the values users store, the other lists are link tables with tenant-safe foreign keys
 * (a job title, department, unit or user of another tenant cannot be linked; removing one removes its links).
 */
export const segmentacao = pgTable(
  'segmentacao',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    nome: text('nome').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    observacao: text('observacao'),
    operador: text('operador').$type<SegmentationOperator>().notNull().default('OR'),
    generos: text('generos').array().$type<SegmentationGender[]>().notNull().default(sql`'{}'::text[]`),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
  },
  (t) => [
    // (tenant_id, id) is the target of tenant-safe foreign keys (the link tables here; sections, notifications later).
    unique('segmentacao_tenant_id_uq').on(t.tenantId, t.id),
    uniqueIndex('segmentacao_tenant_nome_uq').on(t.tenantId, sql`lower(${t.nome})`),
    index('segmentacao_tenant_criado_idx').on(t.tenantId, t.criadoEm),
    check('segmentacao_operador_ck', sql`${t.operador} in ('OR', 'AND')`),
    tenantPolicy('segmentacao'),
  ],
);

/** Job titles of a segmentation. */
export const segmentacaoCargo = pgTable(
  'segmentacao_cargo',
  {
    tenantId: uuid('tenant_id').notNull(),
    segmentacaoId: uuid('segmentacao_id').notNull(),
    cargoId: uuid('cargo_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.segmentacaoId, t.cargoId] }),
    foreignKey({ name: 'segmentacao_cargo_segmentacao_fk', columns: [t.tenantId, t.segmentacaoId], foreignColumns: [segmentacao.tenantId, segmentacao.id] }).onDelete('cascade'),
    foreignKey({ name: 'segmentacao_cargo_cargo_fk', columns: [t.tenantId, t.cargoId], foreignColumns: [cargo.tenantId, cargo.id] }).onDelete('cascade'),
    index('segmentacao_cargo_cargo_idx').on(t.cargoId),
    tenantPolicy('segmentacao_cargo'),
  ],
);

/** Departments of a segmentation. */
export const segmentacaoDepartamento = pgTable(
  'segmentacao_departamento',
  {
    tenantId: uuid('tenant_id').notNull(),
    segmentacaoId: uuid('segmentacao_id').notNull(),
    departamentoId: uuid('departamento_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.segmentacaoId, t.departamentoId] }),
    foreignKey({ name: 'segmentacao_departamento_segmentacao_fk', columns: [t.tenantId, t.segmentacaoId], foreignColumns: [segmentacao.tenantId, segmentacao.id] }).onDelete('cascade'),
    foreignKey({
      name: 'segmentacao_departamento_departamento_fk',
      columns: [t.tenantId, t.departamentoId],
      foreignColumns: [departamento.tenantId, departamento.id],
    }).onDelete('cascade'),
    index('segmentacao_departamento_departamento_idx').on(t.departamentoId),
    tenantPolicy('segmentacao_departamento'),
  ],
);

/** Business units of a segmentation. */
export const segmentacaoUnidade = pgTable(
  'segmentacao_unidade',
  {
    tenantId: uuid('tenant_id').notNull(),
    segmentacaoId: uuid('segmentacao_id').notNull(),
    unidadeDeNegocioId: uuid('unidade_de_negocio_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.segmentacaoId, t.unidadeDeNegocioId] }),
    foreignKey({ name: 'segmentacao_unidade_segmentacao_fk', columns: [t.tenantId, t.segmentacaoId], foreignColumns: [segmentacao.tenantId, segmentacao.id] }).onDelete('cascade'),
    foreignKey({
      name: 'segmentacao_unidade_unidade_fk',
      columns: [t.tenantId, t.unidadeDeNegocioId],
      foreignColumns: [unidadeDeNegocio.tenantId, unidadeDeNegocio.id],
    }).onDelete('cascade'),
    index('segmentacao_unidade_unidade_idx').on(t.unidadeDeNegocioId),
    tenantPolicy('segmentacao_unidade'),
  ],
);

/** Users listed by name in a segmentation. */
export const segmentacaoUsuario = pgTable(
  'segmentacao_usuario',
  {
    tenantId: uuid('tenant_id').notNull(),
    segmentacaoId: uuid('segmentacao_id').notNull(),
    usuarioId: uuid('usuario_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.segmentacaoId, t.usuarioId] }),
    foreignKey({ name: 'segmentacao_usuario_segmentacao_fk', columns: [t.tenantId, t.segmentacaoId], foreignColumns: [segmentacao.tenantId, segmentacao.id] }).onDelete('cascade'),
    foreignKey({ name: 'segmentacao_usuario_usuario_fk', columns: [t.tenantId, t.usuarioId], foreignColumns: [usuario.tenantId, usuario.id] }).onDelete('cascade'),
    index('segmentacao_usuario_usuario_idx').on(t.usuarioId),
    tenantPolicy('segmentacao_usuario'),
  ],
);
