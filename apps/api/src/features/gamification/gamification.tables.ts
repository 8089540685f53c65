import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { ContentType, Environment, RuleCode } from '@plataforma/shared/gamification';
import { createdAt, id, tenantPolicy, updatedAt } from '../../db/rls';
import { segmentacao } from '../segmentations/segmentations.tables';
import { tenant } from '../tenancy/tenancy.tables';
import { usuario } from '../users/users.tables';

/**
 * A challenge (3-admin §3 Challenge; docs/gamification.md). Deleting one keeps the row with the reason (`motivo`)
 * for audit: it stops scoring and leaves the lists; the trophies it gave stay.
 */
export const desafio = pgTable(
  'desafio',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    nome: text('nome').notNull(),
    descricao: text('descricao'),
    ambiente: text('ambiente').$type<Environment>().notNull(),
    tipoConteudo: text('tipo_conteudo').$type<ContentType>(),
    dataInicio: date('data_inicio').notNull(),
    dataFim: date('data_fim').notNull(),
    /** Days to complete counted from the person's enrolment in the content; 0 = no deadline. */
    diasParaConclusao: integer('dias_para_conclusao').notNull().default(0),
    ativo: boolean('ativo').notNull().default(true),
    excluidoEm: timestamp('excluido_em', { withTimezone: true }),
    excluidoPorId: uuid('excluido_por_id'),
    motivoExclusao: text('motivo_exclusao'),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
  },
  (t) => [
    unique('desafio_tenant_id_uq').on(t.tenantId, t.id),
    check('desafio_ambiente_ck', sql`${t.ambiente} in ('Conteudo', 'Plataforma')`),
    check('desafio_dias_ck', sql`${t.diasParaConclusao} >= 0`),
    check('desafio_periodo_ck', sql`${t.dataFim} >= ${t.dataInicio}`),
    index('desafio_tenant_ativo_idx').on(t.tenantId, t.ambiente).where(sql`${t.excluidoEm} is null and ${t.ativo}`),
    tenantPolicy('desafio'),
  ],
);

/** A rule of a challenge with its points (> 0). */
export const desafioRegra = pgTable(
  'desafio_regra',
  {
    tenantId: uuid('tenant_id').notNull(),
    desafioId: uuid('desafio_id').notNull(),
    regra: text('regra').$type<RuleCode>().notNull(),
    pontos: integer('pontos').notNull(),
    descricao: text('descricao'),
  },
  (t) => [
    primaryKey({ columns: [t.desafioId, t.regra] }),
    foreignKey({ name: 'desafio_regra_desafio_fk', columns: [t.tenantId, t.desafioId], foreignColumns: [desafio.tenantId, desafio.id] }).onDelete('cascade'),
    check('desafio_regra_pontos_ck', sql`${t.pontos} > 0`),
    index('desafio_regra_tenant_regra_idx').on(t.tenantId, t.regra),
    tenantPolicy('desafio_regra'),
  ],
);

/** The challenge's courses ('Curso') and trails ('Formacao'). */
export const desafioConteudo = pgTable(
  'desafio_conteudo',
  {
    tenantId: uuid('tenant_id').notNull(),
    desafioId: uuid('desafio_id').notNull(),
    tipo: text('tipo').$type<ContentType>().notNull(),
    conteudoId: uuid('conteudo_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.desafioId, t.tipo, t.conteudoId] }),
    foreignKey({ name: 'desafio_conteudo_desafio_fk', columns: [t.tenantId, t.desafioId], foreignColumns: [desafio.tenantId, desafio.id] }).onDelete('cascade'),
    check('desafio_conteudo_tipo_ck', sql`${t.tipo} in ('Curso', 'Formacao')`),
    index('desafio_conteudo_conteudo_idx').on(t.tenantId, t.conteudoId),
    tenantPolicy('desafio_conteudo'),
  ],
);

/** The challenge's audience: people in any of these segmentations; none = everyone of the company. */
export const desafioSegmentacao = pgTable(
  'desafio_segmentacao',
  {
    tenantId: uuid('tenant_id').notNull(),
    desafioId: uuid('desafio_id').notNull(),
    segmentacaoId: uuid('segmentacao_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.desafioId, t.segmentacaoId] }),
    foreignKey({ name: 'desafio_segmentacao_desafio_fk', columns: [t.tenantId, t.desafioId], foreignColumns: [desafio.tenantId, desafio.id] }).onDelete('cascade'),
    foreignKey({ name: 'desafio_segmentacao_seg_fk', columns: [t.tenantId, t.segmentacaoId], foreignColumns: [segmentacao.tenantId, segmentacao.id] }).onDelete('cascade'),
    index('desafio_segmentacao_seg_idx').on(t.segmentacaoId),
    tenantPolicy('desafio_segmentacao'),
  ],
);

/**
 * A trophy (conquista): one scored rule of a challenge for a person and a subject ('curso:<id>', 'midia:<id>',
 * 'acesso:<day>', ...). The unique key is what makes scoring idempotent: the award is INSERT ... ON CONFLICT DO
 * NOTHING and the person's total moves only when the row was inserted (decision 0030).
 */
export const conquista = pgTable(
  'conquista',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    usuarioId: uuid('usuario_id').notNull(),
    desafioId: uuid('desafio_id').notNull(),
    regra: text('regra').$type<RuleCode>().notNull(),
    assunto: text('assunto').notNull(),
    pontos: integer('pontos').notNull(),
    ambiente: text('ambiente').$type<Environment>().notNull(),
    /** The content's name as it was when scored (course, trail, media, assessment, external certificate); null for platform events. */
    conteudoNome: text('conteudo_nome'),
    data: timestamp('data', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('conquista_chave_uq').on(t.tenantId, t.usuarioId, t.desafioId, t.regra, t.assunto),
    foreignKey({ name: 'conquista_desafio_fk', columns: [t.tenantId, t.desafioId], foreignColumns: [desafio.tenantId, desafio.id] }),
    foreignKey({ name: 'conquista_usuario_fk', columns: [t.tenantId, t.usuarioId], foreignColumns: [usuario.tenantId, usuario.id] }).onDelete('cascade'),
    // The achievements history: a person's trophies, newest first.
    index('conquista_usuario_data_idx').on(t.tenantId, t.usuarioId, t.data, t.id),
    tenantPolicy('conquista'),
  ],
);

/**
 * A person's score total, updated with each award in the same statement: the rankings read this row and its index,
 * never a sum over the trophies. `alcancadoEm` is when the current score was reached (ties go to the earlier).
 * `unidadeDeNegocioId` copies the person's business unit so the unit's ranking reads its own index; a trigger on
 * `usuario` keeps it when the person moves (migration 0033), whoever writes the change.
 */
export const pontuacao = pgTable(
  'pontuacao',
  {
    tenantId: uuid('tenant_id').notNull(),
    usuarioId: uuid('usuario_id').notNull(),
    pontos: integer('pontos').notNull().default(0),
    conquistas: integer('conquistas').notNull().default(0),
    alcancadoEm: timestamp('alcancado_em', { withTimezone: true }).notNull().defaultNow(),
    unidadeDeNegocioId: uuid('unidade_de_negocio_id'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.usuarioId] }),
    foreignKey({ name: 'pontuacao_usuario_fk', columns: [t.tenantId, t.usuarioId], foreignColumns: [usuario.tenantId, usuario.id] }).onDelete('cascade'),
    // Serves the ranking page (in order), a person's rank (distinct higher scores) and the count.
    index('pontuacao_ranking_idx').on(t.tenantId, sql`${t.pontos} desc`, t.alcancadoEm, t.usuarioId).where(sql`${t.pontos} > 0`),
    // The same for one business unit's ranking.
    index('pontuacao_ranking_unidade_idx').on(t.tenantId, t.unidadeDeNegocioId, sql`${t.pontos} desc`, t.alcancadoEm, t.usuarioId).where(sql`${t.pontos} > 0`),
    tenantPolicy('pontuacao'),
  ],
);

/** The whole company's row of `pontuacaoContagem` (a unit id otherwise). */
export const ALL_UNITS = '00000000-0000-0000-0000-000000000000';

/**
 * How many people have points, in the company (`unidadeDeNegocioId` = ALL_UNITS) and in each unit: the rankings'
 * `totalItems` without counting the totals on every request. Triggers on `pontuacao` keep it (migration 0033): only a
 * person's first points, a unit move or a deletion change it, so an ordinary award writes no row here.
 */
export const pontuacaoContagem = pgTable(
  'pontuacao_contagem',
  {
    tenantId: uuid('tenant_id').notNull(),
    unidadeDeNegocioId: uuid('unidade_de_negocio_id').notNull(),
    pessoas: integer('pessoas').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.unidadeDeNegocioId] }), tenantPolicy('pontuacao_contagem')],
);
