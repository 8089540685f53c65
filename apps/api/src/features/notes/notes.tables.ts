import { foreignKey, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantPolicy, updatedAt } from '../../db/rls';
import { midia } from '../content/content.tables';
import { usuario } from '../users/users.tables';

/**
 * Notes of a person on a repository object (MidiaAnotacaoUsuario, 2-learner §3 Note): title, description, an optional
 * screenshot (storage key and type) and the video time in whole seconds. The object link is tenant-safe and the note
 * goes with the object or the account. Course and trail ids are kept as given until courses and trails exist.
 */
export const midiaAnotacaoUsuario = pgTable(
  'midia_anotacao_usuario',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    midiaId: uuid('midia_id').notNull(),
    cursoId: uuid('curso_id'),
    formacaoId: uuid('formacao_id'),
    titulo: text('titulo').notNull(),
    descricao: text('descricao'),
    /** Storage key of the screenshot (`{tenantId}/midia/{midiaId}/anotacoes/...`, inside the object's folder so it goes with the object) and its type, detected from the content. */
    imagemChave: text('imagem_chave'),
    imagemTipo: text('imagem_tipo'),
    /** Whole seconds into the video; null when the note is not tied to a moment. */
    tempo: integer('tempo'),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
  },
  (t) => [
    foreignKey({ name: 'midia_anotacao_usuario_midia_fk', columns: [t.tenantId, t.midiaId], foreignColumns: [midia.tenantId, midia.id] }).onDelete('cascade'),
    index('midia_anotacao_usuario_dono_idx').on(t.tenantId, t.usuarioId, t.criadoEm),
    index('midia_anotacao_usuario_midia_idx').on(t.tenantId, t.midiaId),
    tenantPolicy('midia_anotacao_usuario'),
  ],
);
