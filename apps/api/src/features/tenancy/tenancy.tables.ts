import { boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/rls';

/** Client companies (and the platform's own). Platform-level rows: managed in admin mode only. */
export const empresa = pgTable('empresa', {
  id: id(),
  nome: text('nome').notNull(),
  documentoIdentificacao: text('documento_identificacao'),
  tipoPessoa: text('tipo_pessoa').notNull().default('juridica'),
  criadoEm: createdAt(),
});

/** A company's contract; each contract owns one tenant. */
export const contrato = pgTable('contrato', {
  id: id(),
  empresaId: uuid('empresa_id')
    .notNull()
    .references(() => empresa.id),
  nome: text('nome').notNull(),
  isDistribuidor: boolean('is_distribuidor').notNull().default(false),
  usuariosContratados: integer('usuarios_contratados').notNull().default(0),
  ativo: boolean('ativo').notNull().default(true),
  criadoEm: createdAt(),
});

export const tenant = pgTable('tenant', {
  id: id(),
  nome: text('nome').notNull(),
  subdominio: text('subdominio').notNull().unique(),
  contratoId: uuid('contrato_id').references(() => contrato.id),
  plataforma: boolean('plataforma').notNull().default(false),
  ativo: boolean('ativo').notNull().default(true),
  criadoEm: createdAt(),
});
