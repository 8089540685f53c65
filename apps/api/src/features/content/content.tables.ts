import { sql } from 'drizzle-orm';
import { bigint, boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Chapter, MidiaArquivoPapel, MidiaEnvioStatus, MidiaOrigem, MidiaTipo, ProcessingStatus, ScormType, Watermark } from '@plataforma/shared/content';
import { createdAt, id, tenantPolicy, updatedAt } from '../../db/rls';
import { categoria, competencia } from '../categories-skills/categories-skills.tables';
import { tenant } from '../tenancy/tenancy.tables';

/**
 * Repository objects (midia, 3-admin §3). The object code is unique per tenant (ignoring case); the category and
 * the skills belong to the same tenant (checked by the service; the skills' link is a tenant-safe foreign key).
 * Section ids are kept as given until sections exist.
 */
export const midia = pgTable(
  'midia',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    nome: text('nome').notNull(),
    descricao: text('descricao'),
    tipo: text('tipo').$type<MidiaTipo>().notNull(),
    pullzone: text('pullzone'),
    videoId: text('video_id'),
    dataDeExpiracao: timestamp('data_de_expiracao', { withTimezone: true }),
    /** Seconds. */
    duracao: integer('duracao'),
    categoriaId: uuid('categoria_id').references(() => categoria.id, { onDelete: 'set null' }),
    secoesIds: uuid('secoes_ids').array().notNull().default(sql`ARRAY[]::uuid[]`),
    link: text('link'),
    codigo: text('codigo'),
    scormType: text('scorm_type').$type<ScormType>(),
    /** Filled by the processing jobs (HLS ladder, unpacked SCORM package). */
    hlsPlaylistUrl: text('hls_playlist_url'),
    scormScriptUrl: text('scorm_script_url'),
    /** Background processing of the main file (content.processing.ts): status, percent while running, message key. */
    processingStatus: text('processing_status').$type<ProcessingStatus>().notNull().default('none'),
    processingProgress: integer('processing_progress'),
    processingError: text('processing_error'),
    /** The main file (midia_arquivo id) the processing belongs to; a job for another file stops quietly. */
    processingFileId: uuid('processing_file_id'),
    /** Storage key of a document converted to PDF (served as `documento.pdf` under the object's access root). */
    previewPdfKey: text('preview_pdf_key'),
    capitulos: jsonb('capitulos').$type<Chapter[]>().notNull().default([]),
    marcaDagua: jsonb('marca_dagua').$type<Watermark>().notNull(),
    finalizado: boolean('finalizado').notNull().default(false),
    ativo: boolean('ativo').notNull().default(true),
    permitirDownload: boolean('permitir_download').notNull().default(false),
    bloquearAvanco: boolean('bloquear_avanco').notNull().default(false),
    incorporado: boolean('incorporado').notNull().default(false),
    qrCode: boolean('qr_code').notNull().default(false),
    origem: text('origem').$type<MidiaOrigem>().notNull().default('Manual'),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
  },
  (t) => [
    unique('midia_tenant_id_uq').on(t.tenantId, t.id),
    uniqueIndex('midia_tenant_codigo_uq').on(t.tenantId, sql`lower(${t.codigo})`).where(sql`${t.codigo} is not null`),
    index('midia_tenant_criado_idx').on(t.tenantId, t.criadoEm),
    index('midia_tenant_tipo_idx').on(t.tenantId, t.tipo),
    tenantPolicy('midia'),
  ],
);

/** Skills of an object (tenant-safe: both sides carry the tenant). */
export const midiaCompetencia = pgTable(
  'midia_competencia',
  {
    tenantId: uuid('tenant_id').notNull(),
    midiaId: uuid('midia_id').notNull(),
    competenciaId: uuid('competencia_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.midiaId, t.competenciaId] }),
    foreignKey({ name: 'midia_competencia_midia_fk', columns: [t.tenantId, t.midiaId], foreignColumns: [midia.tenantId, midia.id] }).onDelete('cascade'),
    foreignKey({ name: 'midia_competencia_competencia_fk', columns: [t.tenantId, t.competenciaId], foreignColumns: [competencia.tenantId, competencia.id] }).onDelete('cascade'),
    index('midia_competencia_competencia_idx').on(t.competenciaId),
    tenantPolicy('midia_competencia'),
  ],
);

/**
 * Stored files of an object: its main file, card images, video cover and carousel images (ordered). `chave` is the
 * storage key (tenant-prefixed); the name, size and type are the uploaded file's (type detected from the content).
 */
export const midiaArquivo = pgTable(
  'midia_arquivo',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    midiaId: uuid('midia_id').notNull(),
    papel: text('papel').$type<MidiaArquivoPapel>().notNull(),
    chave: text('chave').notNull(),
    nomeArquivo: text('nome_arquivo').notNull(),
    tipoMime: text('tipo_mime').notNull(),
    tamanho: bigint('tamanho', { mode: 'number' }).notNull(),
    ordem: integer('ordem').notNull().default(0),
    criadoEm: createdAt(),
  },
  (t) => [
    foreignKey({ name: 'midia_arquivo_midia_fk', columns: [t.tenantId, t.midiaId], foreignColumns: [midia.tenantId, midia.id] }).onDelete('cascade'),
    index('midia_arquivo_midia_idx').on(t.midiaId, t.papel, t.ordem),
    // One main file, one cover and one card of each orientation per object.
    uniqueIndex('midia_arquivo_papel_unico_uq').on(t.midiaId, t.papel).where(sql`${t.papel} <> 'carrossel'`),
    tenantPolicy('midia_arquivo'),
  ],
);

/** Subtitles of a video (.vtt kept; .srt converted), 3-admin §3: id, name, srclang, url, createdAt. */
export const midiaLegenda = pgTable(
  'midia_legenda',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    midiaId: uuid('midia_id').notNull(),
    nome: text('nome').notNull(),
    srclang: text('srclang').notNull(),
    chave: text('chave').notNull(),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
  },
  (t) => [
    foreignKey({ name: 'midia_legenda_midia_fk', columns: [t.tenantId, t.midiaId], foreignColumns: [midia.tenantId, midia.id] }).onDelete('cascade'),
    index('midia_legenda_midia_idx').on(t.midiaId),
    tenantPolicy('midia_legenda'),
  ],
);

/**
 * Upload history (3-admin /gestao/historico-envios): one row per main file sent to an object, by whom, and how its
 * processing went. The object may be deleted later: the row stays, with its name as it was and no object link.
 */
export const midiaEnvio = pgTable(
  'midia_envio',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    usuarioId: uuid('usuario_id').notNull(),
    midiaId: uuid('midia_id').references(() => midia.id, { onDelete: 'set null' }),
    midiaNome: text('midia_nome').notNull(),
    /** The stored main file (midia_arquivo id) this upload created; not a foreign key, the file is replaced later. */
    arquivoId: uuid('arquivo_id').notNull(),
    nomeArquivo: text('nome_arquivo').notNull(),
    tipoMime: text('tipo_mime').notNull(),
    tamanho: bigint('tamanho', { mode: 'number' }).notNull(),
    status: text('status').$type<MidiaEnvioStatus>().notNull(),
    /** Message key of the failure, translated when read. */
    erro: text('erro'),
    criadoEm: createdAt(),
    concluidoEm: timestamp('concluido_em', { withTimezone: true }),
  },
  (t) => [
    index('midia_envio_tenant_usuario_idx').on(t.tenantId, t.usuarioId, t.criadoEm),
    index('midia_envio_midia_idx').on(t.midiaId),
    tenantPolicy('midia_envio'),
  ],
);
