import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { NotificationEvent, SendingInterval } from '@plataforma/shared/automated-notifications';
import { createdAt, id, tenantPolicy, updatedAt } from '../../db/rls';
import { segmentacao } from '../segmentations/segmentations.tables';
import { tenant } from '../tenancy/tenancy.tables';
import { usuario } from '../users/users.tables';

/** An automated e-mail rule (3-admin §3 'Automated notification'; docs/automated-notifications.md). */
export const notificacaoAutomatizada = pgTable(
  'notificacao_automatizada',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    nome: text('nome').notNull(),
    condicao: text('condicao'),
    tipoEvento: text('tipo_evento').$type<NotificationEvent>().notNull(),
    intervaloEnvio: text('intervalo_envio').$type<SendingInterval>().notNull(),
    diasEnvio: integer('dias_envio'),
    diasSemAcesso: integer('dias_sem_acesso'),
    copiarGestor: boolean('copiar_gestor').notNull().default(false),
    destinatarioAdicional: text('destinatario_adicional'),
    assunto: text('assunto').notNull(),
    template: text('template').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    /** Last run (schedule or ExecutePerTenant). */
    ultimaExecucaoEm: timestamp('ultima_execucao_em', { withTimezone: true }),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
  },
  (t) => [
    unique('notificacao_automatizada_tenant_id_uq').on(t.tenantId, t.id),
    check('notificacao_automatizada_evento_ck', sql`${t.tipoEvento} in ('NaoAcessouPlataforma', 'NaoIniciouCursoTrilha', 'VencimentoProximoDoCursoTrilha')`),
    check('notificacao_automatizada_intervalo_ck', sql`${t.intervaloEnvio} in ('UnicaVez', 'Diariamente', 'Semanalmente', 'Mensalmente')`),
    index('notificacao_automatizada_ativo_idx').on(t.tenantId, t.ativo),
    tenantPolicy('notificacao_automatizada'),
  ],
);

/** The rule's audience: people in any of these (active) segmentations; none = every active person of the company. */
export const notificacaoAutomatizadaSegmentacao = pgTable(
  'notificacao_automatizada_segmentacao',
  {
    tenantId: uuid('tenant_id').notNull(),
    notificacaoAutomatizadaId: uuid('notificacao_automatizada_id').notNull(),
    segmentacaoId: uuid('segmentacao_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.notificacaoAutomatizadaId, t.segmentacaoId] }),
    foreignKey({
      name: 'notificacao_automatizada_segmentacao_regra_fk',
      columns: [t.tenantId, t.notificacaoAutomatizadaId],
      foreignColumns: [notificacaoAutomatizada.tenantId, notificacaoAutomatizada.id],
    }).onDelete('cascade'),
    foreignKey({ name: 'notificacao_automatizada_segmentacao_seg_fk', columns: [t.tenantId, t.segmentacaoId], foreignColumns: [segmentacao.tenantId, segmentacao.id] }).onDelete(
      'cascade',
    ),
    index('notificacao_automatizada_segmentacao_seg_idx').on(t.segmentacaoId),
    tenantPolicy('notificacao_automatizada_segmentacao'),
  ],
);

export type EnvioStatus = 'pendente' | 'enviado';

/**
 * Every e-mail of a rule: one row per person, content ('' for the access event) and period, written before the send
 * (insert ... on conflict do nothing): the unique key is what keeps two workers or a restarted run from sending twice.
 * The send job claims a row for a short lease, sends, then marks it sent (docs/automated-notifications.md).
 */
export const notificacaoAutomatizadaEnvio = pgTable(
  'notificacao_automatizada_envio',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    notificacaoAutomatizadaId: uuid('notificacao_automatizada_id').notNull(),
    usuarioId: uuid('usuario_id').notNull(),
    /** The course or trail the e-mail is about ('curso:<id>' / 'formacao:<id>'), '' for the access event. */
    conteudo: text('conteudo').notNull().default(''),
    periodo: text('periodo').notNull(),
    status: text('status').$type<EnvioStatus>().notNull().default('pendente'),
    tentativas: integer('tentativas').notNull().default(0),
    /** A send under way holds the row until then; after it another attempt may take it. */
    reservadoAte: timestamp('reservado_ate', { withTimezone: true }),
    enviadoEm: timestamp('enviado_em', { withTimezone: true }),
    erro: text('erro'),
    criadoEm: createdAt(),
  },
  (t) => [
    unique('notificacao_automatizada_envio_uq').on(t.tenantId, t.notificacaoAutomatizadaId, t.usuarioId, t.conteudo, t.periodo),
    foreignKey({
      name: 'notificacao_automatizada_envio_regra_fk',
      columns: [t.tenantId, t.notificacaoAutomatizadaId],
      foreignColumns: [notificacaoAutomatizada.tenantId, notificacaoAutomatizada.id],
    }).onDelete('cascade'),
    foreignKey({ name: 'notificacao_automatizada_envio_usuario_fk', columns: [t.tenantId, t.usuarioId], foreignColumns: [usuario.tenantId, usuario.id] }).onDelete('cascade'),
    index('notificacao_automatizada_envio_pendente_idx').on(t.tenantId, t.notificacaoAutomatizadaId).where(sql`${t.status} = 'pendente'`),
    index('notificacao_automatizada_envio_usuario_idx').on(t.usuarioId),
    tenantPolicy('notificacao_automatizada_envio'),
  ],
);
