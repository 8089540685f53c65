import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Reacao } from '@plataforma/shared/learner';
import { createdAt, id, tenantPolicy, updatedAt } from '../../db/rls';
import { midia } from '../content/content.tables';
import { curso, formacao } from '../courses/courses.tables';
import { usuario } from '../users/users.tables';

/** Targets of a favourite or a reaction: one column per kind, the one of `tipo` set. */
const targetColumns = () => ({
  tipo: text('tipo').$type<'midia' | 'curso' | 'formacao'>().notNull(),
  midiaId: uuid('midia_id'),
  cursoId: uuid('curso_id'),
  formacaoId: uuid('formacao_id'),
});
const targetCheck = (name: string, t: { tipo: unknown; midiaId: unknown; cursoId: unknown; formacaoId: unknown }) =>
  check(
    name,
    sql`num_nonnulls(${t.midiaId}, ${t.cursoId}, ${t.formacaoId}) = 1 and case ${t.tipo} when 'midia' then ${t.midiaId} is not null when 'curso' then ${t.cursoId} is not null when 'formacao' then ${t.formacaoId} is not null else false end`,
  );

/** A person's favourite (bookmark) of an object, a course or a trail (2-learner §4, §7 bookmark/unbookmark). */
export const favorito = pgTable(
  'favorito',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    ...targetColumns(),
    criadoEm: createdAt(),
  },
  (t) => [
    foreignKey({ name: 'favorito_midia_fk', columns: [t.tenantId, t.midiaId], foreignColumns: [midia.tenantId, midia.id] }).onDelete('cascade'),
    foreignKey({ name: 'favorito_curso_fk', columns: [t.tenantId, t.cursoId], foreignColumns: [curso.tenantId, curso.id] }).onDelete('cascade'),
    foreignKey({ name: 'favorito_formacao_fk', columns: [t.tenantId, t.formacaoId], foreignColumns: [formacao.tenantId, formacao.id] }).onDelete('cascade'),
    targetCheck('favorito_alvo_ck', t),
    uniqueIndex('favorito_alvo_uq').on(t.tenantId, t.usuarioId, t.tipo, sql`coalesce(${t.midiaId}, ${t.cursoId}, ${t.formacaoId})`),
    index('favorito_usuario_idx').on(t.tenantId, t.usuarioId, t.criadoEm),
    tenantPolicy('favorito'),
  ],
);

/** A person's reaction to an object, a course or a trail (2-learner §3 Reactions; one per target, null removes it). */
export const reacao = pgTable(
  'reacao',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    ...targetColumns(),
    reacao: text('reacao').$type<Reacao>().notNull(),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
  },
  (t) => [
    foreignKey({ name: 'reacao_midia_fk', columns: [t.tenantId, t.midiaId], foreignColumns: [midia.tenantId, midia.id] }).onDelete('cascade'),
    foreignKey({ name: 'reacao_curso_fk', columns: [t.tenantId, t.cursoId], foreignColumns: [curso.tenantId, curso.id] }).onDelete('cascade'),
    foreignKey({ name: 'reacao_formacao_fk', columns: [t.tenantId, t.formacaoId], foreignColumns: [formacao.tenantId, formacao.id] }).onDelete('cascade'),
    targetCheck('reacao_alvo_ck', t),
    uniqueIndex('reacao_alvo_uq').on(t.tenantId, t.usuarioId, t.tipo, sql`coalesce(${t.midiaId}, ${t.cursoId}, ${t.formacaoId})`),
    index('reacao_midia_idx').on(t.tenantId, t.midiaId),
    index('reacao_curso_idx').on(t.tenantId, t.cursoId),
    index('reacao_formacao_idx').on(t.tenantId, t.formacaoId),
    tenantPolicy('reacao'),
  ],
);
