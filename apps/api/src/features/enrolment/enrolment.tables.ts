import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { InscricaoAutomatizadaTipo, InscricaoOrigem, InscricaoStatus, InscricaoTipo } from '@plataforma/shared/enrolment';
import { createdAt, id, tenantPolicy, updatedAt } from '../../db/rls';
import { cargo } from '../accounts/accounts.tables';
import { unidadeDeNegocio } from '../accounts/units.tables';
import { curso, formacao } from '../courses/courses.tables';
import { usuario } from '../users/users.tables';

/**
 * An enrolment of a person in a course or a trail (2-learner §3, §4; 3-admin §3 'Subscription row'). One row per
 * (person, content); `ativo` false = cancelled by an administrator (kept for the history; resubscribing resets it).
 * `percentual` and `status` are the rolled-up progress and status, kept up to date when the person's media progress
 * changes, so lists never aggregate progress rows.
 */
export const inscricao = pgTable(
  'inscricao',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    tipo: text('tipo').$type<InscricaoTipo>().notNull(),
    cursoId: uuid('curso_id'),
    formacaoId: uuid('formacao_id'),
    origem: text('origem').$type<InscricaoOrigem>().notNull().default('manual'),
    ativo: boolean('ativo').notNull().default(true),
    dataInscricao: timestamp('data_inscricao', { withTimezone: true }).notNull().defaultNow(),
    percentual: integer('percentual').notNull().default(0),
    status: text('status').$type<InscricaoStatus>().notNull().default('not-started'),
    /** Best assessment score (0..100) once assessments exist; null = none recorded. */
    aproveitamento: integer('aproveitamento'),
    iniciadoEm: timestamp('iniciado_em', { withTimezone: true }),
    concluidoEm: timestamp('concluido_em', { withTimezone: true }),
    /** When the learner accepted the content's terms of use at the introduction and at the conclusion. */
    termoIntroducaoAceitoEm: timestamp('termo_introducao_aceito_em', { withTimezone: true }),
    termoConclusaoAceitoEm: timestamp('termo_conclusao_aceito_em', { withTimezone: true }),
    /** Who enrolled the person (an administrator or manager); null when the person enrolled or a rule did. */
    inscritoPorId: uuid('inscrito_por_id'),
    inscricaoAutomatizadaId: uuid('inscricao_automatizada_id'),
    canceladoEm: timestamp('cancelado_em', { withTimezone: true }),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
  },
  (t) => [
    foreignKey({ name: 'inscricao_curso_fk', columns: [t.tenantId, t.cursoId], foreignColumns: [curso.tenantId, curso.id] }).onDelete('cascade'),
    foreignKey({ name: 'inscricao_formacao_fk', columns: [t.tenantId, t.formacaoId], foreignColumns: [formacao.tenantId, formacao.id] }).onDelete('cascade'),
    check(
      'inscricao_alvo_ck',
      sql`(${t.tipo} = 'curso' and ${t.cursoId} is not null and ${t.formacaoId} is null) or (${t.tipo} = 'formacao' and ${t.formacaoId} is not null and ${t.cursoId} is null)`,
    ),
    check('inscricao_percentual_ck', sql`${t.percentual} between 0 and 100`),
    uniqueIndex('inscricao_usuario_curso_uq').on(t.tenantId, t.usuarioId, t.cursoId).where(sql`${t.cursoId} is not null`),
    uniqueIndex('inscricao_usuario_formacao_uq').on(t.tenantId, t.usuarioId, t.formacaoId).where(sql`${t.formacaoId} is not null`),
    index('inscricao_usuario_atualizado_idx').on(t.tenantId, t.usuarioId, t.atualizadoEm),
    index('inscricao_curso_idx').on(t.tenantId, t.cursoId, t.status),
    index('inscricao_formacao_idx').on(t.tenantId, t.formacaoId, t.status),
    tenantPolicy('inscricao'),
  ],
);

/**
 * An automated enrolment rule (3-admin §3): everyone of a job title (Cargo) or a unit (Unidade) is enrolled in the
 * rule's items from `dataInicio` on, people who join later too; `notificarPorEmail` sends them an e-mail.
 */
export const inscricaoAutomatizada = pgTable(
  'inscricao_automatizada',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    tipo: text('tipo').$type<InscricaoAutomatizadaTipo>().notNull(),
    cargoId: uuid('cargo_id'),
    unidadeDeNegocioId: uuid('unidade_de_negocio_id'),
    dataInicio: timestamp('data_inicio', { withTimezone: true }).notNull().defaultNow(),
    notificarPorEmail: boolean('notificar_por_email').notNull().default(false),
    ativo: boolean('ativo').notNull().default(true),
    /** Last time the rule was applied to the people it selects (null = not yet: its start date is ahead). */
    aplicadaEm: timestamp('aplicada_em', { withTimezone: true }),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
  },
  (t) => [
    unique('inscricao_automatizada_tenant_id_uq').on(t.tenantId, t.id),
    foreignKey({ name: 'inscricao_automatizada_cargo_fk', columns: [t.tenantId, t.cargoId], foreignColumns: [cargo.tenantId, cargo.id] }).onDelete('cascade'),
    foreignKey({
      name: 'inscricao_automatizada_unidade_fk',
      columns: [t.tenantId, t.unidadeDeNegocioId],
      foreignColumns: [unidadeDeNegocio.tenantId, unidadeDeNegocio.id],
    }).onDelete('cascade'),
    check(
      'inscricao_automatizada_alvo_ck',
      sql`(${t.tipo} = 'Cargo' and ${t.cargoId} is not null and ${t.unidadeDeNegocioId} is null) or (${t.tipo} = 'Unidade' and ${t.unidadeDeNegocioId} is not null and ${t.cargoId} is null)`,
    ),
    index('inscricao_automatizada_cargo_idx').on(t.tenantId, t.cargoId),
    index('inscricao_automatizada_unidade_idx').on(t.tenantId, t.unidadeDeNegocioId),
    tenantPolicy('inscricao_automatizada'),
  ],
);

/** The items of an automated enrolment rule, in order: courses or trails of the tenant (gone with them). */
export const inscricaoAutomatizadaItem = pgTable(
  'inscricao_automatizada_item',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    inscricaoAutomatizadaId: uuid('inscricao_automatizada_id').notNull(),
    ordem: integer('ordem').notNull(),
    tipo: text('tipo').$type<InscricaoTipo>().notNull(),
    cursoId: uuid('curso_id'),
    formacaoId: uuid('formacao_id'),
  },
  (t) => [
    foreignKey({
      name: 'inscricao_automatizada_item_regra_fk',
      columns: [t.tenantId, t.inscricaoAutomatizadaId],
      foreignColumns: [inscricaoAutomatizada.tenantId, inscricaoAutomatizada.id],
    }).onDelete('cascade'),
    foreignKey({ name: 'inscricao_automatizada_item_curso_fk', columns: [t.tenantId, t.cursoId], foreignColumns: [curso.tenantId, curso.id] }).onDelete('cascade'),
    foreignKey({ name: 'inscricao_automatizada_item_formacao_fk', columns: [t.tenantId, t.formacaoId], foreignColumns: [formacao.tenantId, formacao.id] }).onDelete(
      'cascade',
    ),
    check(
      'inscricao_automatizada_item_alvo_ck',
      sql`(${t.tipo} = 'curso' and ${t.cursoId} is not null and ${t.formacaoId} is null) or (${t.tipo} = 'formacao' and ${t.formacaoId} is not null and ${t.cursoId} is null)`,
    ),
    index('inscricao_automatizada_item_regra_idx').on(t.inscricaoAutomatizadaId, t.ordem),
    index('inscricao_automatizada_item_curso_idx').on(t.cursoId),
    index('inscricao_automatizada_item_formacao_idx').on(t.formacaoId),
    tenantPolicy('inscricao_automatizada_item'),
  ],
);
