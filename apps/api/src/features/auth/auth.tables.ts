import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantPolicy, updatedAt } from '../../db/rls';
import { tenant } from '../tenancy/tenancy.tables';

/** A person's credentials, shared by all of that person's accounts (one per company). */
export const identidade = pgTable('identidade', {
  id: id(),
  email: text('email').notNull().unique(),
  cpf: text('cpf').unique(),
  senhaHash: text('senha_hash'),
  alterarSenha: boolean('alterar_senha').notNull().default(false),
  emailConfirmadoEm: timestamp('email_confirmado_em', { withTimezone: true }),
  criadoEm: createdAt(),
  atualizadoEm: updatedAt(),
});

/** Refresh tokens, stored as hashes; a family is one sign-in and its rotations. */
export const refreshToken = pgTable(
  'refresh_token',
  {
    id: id(),
    identidadeId: uuid('identidade_id')
      .notNull()
      .references(() => identidade.id, { onDelete: 'cascade' }),
    usuarioId: uuid('usuario_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    familia: uuid('familia').notNull(),
    metodo: text('metodo').notNull().default('local'),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    revogadoEm: timestamp('revogado_em', { withTimezone: true }),
    criadoEm: createdAt(),
  },
  (t) => [index('refresh_token_familia_idx').on(t.familia)],
);

/** Single-use tokens sent by e-mail: password recovery and e-mail confirmation. */
export const tokenDeSenha = pgTable('token_de_senha', {
  id: id(),
  identidadeId: uuid('identidade_id')
    .notNull()
    .references(() => identidade.id, { onDelete: 'cascade' }),
  usuarioId: uuid('usuario_id').notNull(),
  tipo: text('tipo').$type<'reset' | 'confirm-email'>().notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
  usadoEm: timestamp('usado_em', { withTimezone: true }),
  criadoEm: createdAt(),
});

/** Authentication log: sign-ins (ok and failed), sign-outs, refreshes, recoveries, client mode. */
export const logAutenticacao = pgTable(
  'log_autenticacao',
  {
    id: id(),
    tenantId: uuid('tenant_id').references(() => tenant.id),
    usuarioId: uuid('usuario_id'),
    identidadeId: uuid('identidade_id'),
    usuario: text('usuario'),
    evento: text('evento').notNull(),
    metodo: text('metodo').notNull().default('local'),
    sucesso: boolean('sucesso').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    detalhes: text('detalhes'),
    criadoEm: createdAt(),
  },
  (t) => [
    index('log_autenticacao_tenant_idx').on(t.tenantId, t.criadoEm),
    // A person's last sign-in (automated notifications' 'not accessed for N days', one index probe per person).
    index('log_autenticacao_acesso_idx').on(t.usuarioId, t.criadoEm).where(sql`${t.sucesso} and ${t.evento} = 'login'`),
    tenantPolicy('log_autenticacao'),
  ],
);
