import { date, foreignKey, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ExternalCertificateStatus, ExternalCertificateType } from '@plataforma/shared/external-certificates';
import { createdAt, id, tenantPolicy, updatedAt } from '../../db/rls';
import { usuario } from '../users/users.tables';

/**
 * A certificate a person earned elsewhere and sent for approval (CertificadoExterno, 2-learner §3 'External
 * certificate', §4; 3-admin §3). The file is kept in the storage (`{tenantId}/certificado-externo/{id}/...`), its type
 * read from the bytes. Status pending -> approved | denied; a denial keeps its justification type (1..4) and text; the
 * reviewer and the moment are recorded. The owner link is tenant-safe and the request goes with the account.
 */
export const certificadoExterno = pgTable(
  'certificado_externo',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    usuarioId: uuid('usuario_id').notNull(),
    nome: text('nome').notNull(),
    tipo: text('tipo').$type<ExternalCertificateType>().notNull(),
    descricaoOutroTipo: text('descricao_outro_tipo'),
    instituicao: text('instituicao').notNull(),
    /** Whole hours. */
    cargaHoraria: integer('carga_horaria').notNull(),
    dataInicio: date('data_inicio', { mode: 'string' }).notNull(),
    dataFim: date('data_fim', { mode: 'string' }).notNull(),
    arquivoChave: text('arquivo_chave').notNull(),
    arquivoNome: text('arquivo_nome').notNull(),
    arquivoTipo: text('arquivo_tipo').notNull(),
    arquivoTamanho: integer('arquivo_tamanho').notNull(),
    urlCredencial: text('url_credencial'),
    codigoCredencial: text('codigo_credencial'),
    status: text('status').$type<ExternalCertificateStatus>().notNull().default('pending'),
    tipoJustificativa: integer('tipo_justificativa'),
    descricaoJustificativa: text('descricao_justificativa'),
    avaliadoPorId: uuid('avaliado_por_id').references(() => usuario.id, { onDelete: 'set null' }),
    avaliadoEm: timestamp('avaliado_em', { withTimezone: true }),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
  },
  (t) => [
    foreignKey({ name: 'certificado_externo_usuario_fk', columns: [t.tenantId, t.usuarioId], foreignColumns: [usuario.tenantId, usuario.id] }).onDelete('cascade'),
    index('certificado_externo_dono_idx').on(t.tenantId, t.usuarioId, t.criadoEm),
    index('certificado_externo_status_idx').on(t.tenantId, t.status, t.criadoEm),
    tenantPolicy('certificado_externo'),
  ],
);
