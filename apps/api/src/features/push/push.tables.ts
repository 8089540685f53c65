import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { PushKind } from '@plataforma/shared/push';
import { createdAt, id, tenantPolicy } from '../../db/rls';
import { tenant } from '../tenancy/tenancy.tables';
import { usuario } from '../users/users.tables';

/** How far the push of a notification got: queued, or done (sent to every device, or nobody had one). */
export type PushEnvio = 'pendente' | 'concluido';

/**
 * A notification of one person (2-learner §3 'Push notification'): stored first, then pushed to the person's devices
 * by the job queue. Unread until read by id ('SENT' in the reply); deleted by the person (docs/push.md).
 */
export const notificacaoPush = pgTable(
  'notificacao_push',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    usuarioId: uuid('usuario_id').notNull(),
    tipo: text('tipo').$type<PushKind>().notNull(),
    titulo: text('titulo').notNull(),
    conteudo: text('conteudo').notNull().default(''),
    link: text('link'),
    lida: boolean('lida').notNull().default(false),
    lidaEm: timestamp('lida_em', { withTimezone: true }),
    envio: text('envio').$type<PushEnvio>().notNull().default('pendente'),
    criadoEm: createdAt(),
  },
  (t) => [
    check('notificacao_push_tipo_ck', sql`${t.tipo} in ('correcao', 'certificado', 'certificadoExterno', 'comunicacao', 'inscricao', 'manual')`),
    check('notificacao_push_envio_ck', sql`${t.envio} in ('pendente', 'concluido')`),
    foreignKey({ name: 'notificacao_push_usuario_fk', columns: [t.tenantId, t.usuarioId], foreignColumns: [usuario.tenantId, usuario.id] }).onDelete('cascade'),
    index('notificacao_push_usuario_idx').on(t.tenantId, t.usuarioId, t.criadoEm.desc(), t.id.desc()),
    index('notificacao_push_nao_lida_idx').on(t.tenantId, t.usuarioId).where(sql`not ${t.lida}`),
    index('notificacao_push_pendente_idx').on(t.tenantId, t.criadoEm).where(sql`${t.envio} = 'pendente'`),
    tenantPolicy('notificacao_push'),
  ],
);

/**
 * A device of a person (2-learner §3 'Device token'): the browser's push subscription (endpoint and keys) registered
 * once after permission is granted. One row per endpoint in a company: the browser's next person takes it over.
 * A 404 or 410 from the push service removes it.
 */
export const dispositivoPush = pgTable(
  'dispositivo_push',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    usuarioId: uuid('usuario_id').notNull(),
    /** The token as the browser sent it (base64url JSON of the subscription). */
    token: text('token').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    tipo: text('tipo').notNull().default('PUSH'),
    dispositivo: text('dispositivo').notNull().default('Web Browser'),
    produto: text('produto'),
    criadoEm: createdAt(),
    ultimoEnvioEm: timestamp('ultimo_envio_em', { withTimezone: true }),
  },
  (t) => [
    unique('dispositivo_push_endpoint_uq').on(t.tenantId, t.endpoint),
    foreignKey({ name: 'dispositivo_push_usuario_fk', columns: [t.tenantId, t.usuarioId], foreignColumns: [usuario.tenantId, usuario.id] }).onDelete('cascade'),
    index('dispositivo_push_usuario_idx').on(t.tenantId, t.usuarioId),
    tenantPolicy('dispositivo_push'),
  ],
);
