import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CertificateContentEntryReply, CertificateType } from '@plataforma/shared/certificates';
import { createdAt, id, tenantPolicy, updatedAt } from '../../db/rls';
import { tenant } from '../tenancy/tenancy.tables';
import { usuario } from '../users/users.tables';

/**
 * A certificate template (Certificado, 3-admin §3 'Certificate (admin editor)'): name, type (Curso or Formacao),
 * active, whether the back is printed, and the version 2 layout as JSON text (`jsonCertificado`, always stored
 * converted to version 2). Courses and trails point at it (curso.certificado_id, formacao.certificado_id, same tenant).
 */
export const certificado = pgTable(
  'certificado',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    nome: text('nome').notNull(),
    tipo: text('tipo').$type<CertificateType>().notNull(),
    ativo: boolean('ativo').notNull().default(true),
    imprimeVerso: boolean('imprime_verso').notNull().default(false),
    jsonCertificado: text('json_certificado').notNull(),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
  },
  (t) => [unique('certificado_tenant_id_uq').on(t.tenantId, t.id), index('certificado_tenant_criado_idx').on(t.tenantId, t.criadoEm), tenantPolicy('certificado')],
);

/**
 * A file a template's layout uses (background or image layer), named by its alias
 * (`POST Certificado/FileUpload/{certificateId}/{alias}`; a new upload under the same alias replaces it). Stored at
 * `{tenantId}/certificado/{certificadoId}/{alias}-{random}`.
 */
export const certificadoArquivo = pgTable(
  'certificado_arquivo',
  {
    tenantId: uuid('tenant_id').notNull(),
    certificadoId: uuid('certificado_id').notNull(),
    alias: text('alias').notNull(),
    chave: text('chave').notNull(),
    tipoMime: text('tipo_mime').notNull(),
    tamanho: integer('tamanho').notNull(),
    criadoEm: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'certificado_arquivo_pk', columns: [t.certificadoId, t.alias] }),
    foreignKey({ name: 'certificado_arquivo_certificado_fk', columns: [t.tenantId, t.certificadoId], foreignColumns: [certificado.tenantId, certificado.id] }).onDelete('cascade'),
    tenantPolicy('certificado_arquivo'),
  ],
);

/**
 * The data an issued certificate shows, frozen when it was issued: the content's title, workload (minutes), the
 * enrolment date and the content lists. The person's name, CPF and role are read when printed.
 */
export type CertificadoUsuarioDados = {
  title: string;
  cargaHoraria: number | null;
  dataInscricao: string | null;
  course: CertificateContentEntryReply[];
  trail: CertificateContentEntryReply[];
};

/**
 * An issued certificate (certificadoUsuario): one per person and course or trail, issued when the enrolment is
 * approved (2-learner §4), with a credential code unique across the platform (public validation finds it without a
 * tenant). The image the learner's browser sends for sharing is kept as `imagemChave`. The content ids carry no
 * foreign key: the certificate outlives a course that is removed.
 */
export const certificadoUsuario = pgTable(
  'certificado_usuario',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    certificadoId: uuid('certificado_id').notNull(),
    usuarioId: uuid('usuario_id').notNull(),
    tipo: text('tipo').$type<CertificateType>().notNull(),
    cursoId: uuid('curso_id'),
    formacaoId: uuid('formacao_id'),
    inscricaoId: uuid('inscricao_id'),
    credencial: text('credencial').notNull(),
    dados: jsonb('dados').$type<CertificadoUsuarioDados>().notNull(),
    /** When it was issued; `dataEmissao` is its day in America/Sao_Paulo. */
    emitidoEm: timestamp('emitido_em', { withTimezone: true }).notNull().defaultNow(),
    concluidoEm: timestamp('concluido_em', { withTimezone: true }).notNull(),
    imagemChave: text('imagem_chave'),
    imagemTipo: text('imagem_tipo'),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
  },
  (t) => [
    foreignKey({ name: 'certificado_usuario_certificado_fk', columns: [t.tenantId, t.certificadoId], foreignColumns: [certificado.tenantId, certificado.id] }),
    foreignKey({ name: 'certificado_usuario_usuario_fk', columns: [t.tenantId, t.usuarioId], foreignColumns: [usuario.tenantId, usuario.id] }).onDelete('cascade'),
    uniqueIndex('certificado_usuario_credencial_uq').on(t.credencial),
    uniqueIndex('certificado_usuario_curso_uq').on(t.tenantId, t.usuarioId, t.cursoId).where(sql`${t.cursoId} is not null`),
    uniqueIndex('certificado_usuario_formacao_uq').on(t.tenantId, t.usuarioId, t.formacaoId).where(sql`${t.formacaoId} is not null`),
    index('certificado_usuario_dono_idx').on(t.tenantId, t.usuarioId, t.emitidoEm),
    index('certificado_usuario_certificado_idx').on(t.tenantId, t.certificadoId),
    tenantPolicy('certificado_usuario'),
  ],
);
