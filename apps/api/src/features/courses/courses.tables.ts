import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MidiaOrigem } from '@plataforma/shared/content';
import type { EtapaItemTipo, ModoLiberacao } from '@plataforma/shared/courses';
import { createdAt, id, tenantPolicy, updatedAt } from '../../db/rls';
import { categoria, competencia } from '../categories-skills/categories-skills.tables';
import { avaliacao } from '../assessments/assessments.tables';
import { certificado } from '../certificates/certificates.tables';
import { midia } from '../content/content.tables';
import { tenant } from '../tenancy/tenancy.tables';
import { termoDeUso } from '../terms/terms.tables';

/** A stored card image (storage key under the content's folder; `id` names it in its address). */
export type StoredCard = { id: string; chave: string; tipoMime: string; nomeArquivo: string; tamanho: number };

/**
 * The general columns of courses and trails (3-admin §3 Course, Trail). Workload in minutes. Section ids are kept as
 * given; the certificate is one of the tenant's (foreign key on tenant and id; the service checks it is active and of
 * the content's type); the category and the terms are the tenant's (checked by the service; cleared when removed).
 */
const general = () => ({
  id: id(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenant.id),
  titulo: text('titulo').notNull(),
  descricao: text('descricao'),
  sinopse: text('sinopse'),
  cargaHoraria: integer('carga_horaria'),
  categoriaId: uuid('categoria_id').references(() => categoria.id, { onDelete: 'set null' }),
  secoesIds: uuid('secoes_ids').array().notNull().default(sql`ARRAY[]::uuid[]`),
  certificadoId: uuid('certificado_id'),
  obrigatorio: boolean('obrigatorio').notNull().default(false),
  sequenciaObrigatoria: boolean('sequencia_obrigatoria').notNull().default(false),
  limiteDeDiasParaConclusao: integer('limite_de_dias_para_conclusao').notNull().default(0),
  aproveitamentoRequerido: integer('aproveitamento_requerido').notNull().default(0),
  temMaterialComplementar: boolean('tem_material_complementar').notNull().default(false),
  codigo: text('codigo'),
  ativo: boolean('ativo').notNull().default(true),
  origem: text('origem').$type<MidiaOrigem>().notNull().default('Manual'),
  termoIntroducaoId: uuid('termo_introducao_id').references(() => termoDeUso.id, { onDelete: 'set null' }),
  termoConclusaoId: uuid('termo_conclusao_id').references(() => termoDeUso.id, { onDelete: 'set null' }),
  modoLiberacao: text('modo_liberacao').$type<ModoLiberacao>().notNull().default('Imediato'),
  dataHoraLiberacao: timestamp('data_hora_liberacao', { withTimezone: true }),
  cardHorizontal: jsonb('card_horizontal').$type<StoredCard>(),
  cardVertical: jsonb('card_vertical').$type<StoredCard>(),
  criadoEm: createdAt(),
  atualizadoEm: updatedAt(),
});

export const curso = pgTable('curso', general(), (t) => [
  unique('curso_tenant_id_uq').on(t.tenantId, t.id),
  uniqueIndex('curso_tenant_codigo_uq').on(t.tenantId, sql`lower(${t.codigo})`).where(sql`${t.codigo} is not null`),
  index('curso_tenant_criado_idx').on(t.tenantId, t.criadoEm),
  check('curso_aproveitamento_ck', sql`${t.aproveitamentoRequerido} between 0 and 100`),
  check('curso_limite_dias_ck', sql`${t.limiteDeDiasParaConclusao} >= 0`),
  foreignKey({ name: 'curso_certificado_fk', columns: [t.tenantId, t.certificadoId], foreignColumns: [certificado.tenantId, certificado.id] }),
  tenantPolicy('curso'),
]);

export const formacao = pgTable('formacao', general(), (t) => [
  unique('formacao_tenant_id_uq').on(t.tenantId, t.id),
  uniqueIndex('formacao_tenant_codigo_uq').on(t.tenantId, sql`lower(${t.codigo})`).where(sql`${t.codigo} is not null`),
  index('formacao_tenant_criado_idx').on(t.tenantId, t.criadoEm),
  check('formacao_aproveitamento_ck', sql`${t.aproveitamentoRequerido} between 0 and 100`),
  check('formacao_limite_dias_ck', sql`${t.limiteDeDiasParaConclusao} >= 0`),
  foreignKey({ name: 'formacao_certificado_fk', columns: [t.tenantId, t.certificadoId], foreignColumns: [certificado.tenantId, certificado.id] }),
  tenantPolicy('formacao'),
]);

export const cursoCompetencia = pgTable(
  'curso_competencia',
  { tenantId: uuid('tenant_id').notNull(), cursoId: uuid('curso_id').notNull(), competenciaId: uuid('competencia_id').notNull() },
  (t) => [
    primaryKey({ columns: [t.cursoId, t.competenciaId] }),
    foreignKey({ name: 'curso_competencia_curso_fk', columns: [t.tenantId, t.cursoId], foreignColumns: [curso.tenantId, curso.id] }).onDelete('cascade'),
    foreignKey({ name: 'curso_competencia_competencia_fk', columns: [t.tenantId, t.competenciaId], foreignColumns: [competencia.tenantId, competencia.id] }).onDelete('cascade'),
    index('curso_competencia_competencia_idx').on(t.competenciaId),
    tenantPolicy('curso_competencia'),
  ],
);

export const formacaoCompetencia = pgTable(
  'formacao_competencia',
  { tenantId: uuid('tenant_id').notNull(), formacaoId: uuid('formacao_id').notNull(), competenciaId: uuid('competencia_id').notNull() },
  (t) => [
    primaryKey({ columns: [t.formacaoId, t.competenciaId] }),
    foreignKey({ name: 'formacao_competencia_formacao_fk', columns: [t.tenantId, t.formacaoId], foreignColumns: [formacao.tenantId, formacao.id] }).onDelete('cascade'),
    foreignKey({ name: 'formacao_competencia_competencia_fk', columns: [t.tenantId, t.competenciaId], foreignColumns: [competencia.tenantId, competencia.id] }).onDelete('cascade'),
    index('formacao_competencia_competencia_idx').on(t.competenciaId),
    tenantPolicy('formacao_competencia'),
  ],
);

/**
 * Items of a course in order: repository objects or assessments of the tenant, each at most once (gone with the
 * object or the assessment).
 */
export const cursoItem = pgTable(
  'curso_item',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    cursoId: uuid('curso_id').notNull(),
    ordem: integer('ordem').notNull(),
    tipo: text('tipo').$type<'midia' | 'avaliacao'>().notNull().default('midia'),
    midiaId: uuid('midia_id'),
    avaliacaoId: uuid('avaliacao_id'),
    obrigatorio: boolean('obrigatorio').notNull().default(true),
  },
  (t) => [
    foreignKey({ name: 'curso_item_curso_fk', columns: [t.tenantId, t.cursoId], foreignColumns: [curso.tenantId, curso.id] }).onDelete('cascade'),
    foreignKey({ name: 'curso_item_midia_fk', columns: [t.tenantId, t.midiaId], foreignColumns: [midia.tenantId, midia.id] }).onDelete('cascade'),
    foreignKey({ name: 'curso_item_avaliacao_fk', columns: [t.tenantId, t.avaliacaoId], foreignColumns: [avaliacao.tenantId, avaliacao.id] }).onDelete('cascade'),
    check(
      'curso_item_tipo_ck',
      sql`(${t.tipo} = 'midia' and ${t.midiaId} is not null and ${t.avaliacaoId} is null) or (${t.tipo} = 'avaliacao' and ${t.avaliacaoId} is not null and ${t.midiaId} is null)`,
    ),
    unique('curso_item_midia_uq').on(t.cursoId, t.midiaId),
    unique('curso_item_avaliacao_uq').on(t.cursoId, t.avaliacaoId),
    index('curso_item_curso_idx').on(t.cursoId, t.ordem),
    index('curso_item_midia_idx').on(t.midiaId),
    index('curso_item_avaliacao_idx').on(t.avaliacaoId),
    tenantPolicy('curso_item'),
  ],
);

/** Steps of a trail in order; a step name is unique within its trail (ignoring case). */
export const formacaoEtapa = pgTable(
  'formacao_etapa',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    formacaoId: uuid('formacao_id').notNull(),
    ordem: integer('ordem').notNull(),
    nome: text('nome').notNull(),
    cargaHoraria: integer('carga_horaria'),
  },
  (t) => [
    unique('formacao_etapa_tenant_id_uq').on(t.tenantId, t.id),
    foreignKey({ name: 'formacao_etapa_formacao_fk', columns: [t.tenantId, t.formacaoId], foreignColumns: [formacao.tenantId, formacao.id] }).onDelete('cascade'),
    uniqueIndex('formacao_etapa_nome_uq').on(t.formacaoId, sql`lower(${t.nome})`),
    index('formacao_etapa_formacao_idx').on(t.formacaoId, t.ordem),
    tenantPolicy('formacao_etapa'),
  ],
);

/** Items of a step in order: a course, an object or an assessment of the tenant (gone with it). */
export const formacaoEtapaItem = pgTable(
  'formacao_etapa_item',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    formacaoId: uuid('formacao_id').notNull(),
    etapaId: uuid('etapa_id').notNull(),
    ordem: integer('ordem').notNull(),
    tipo: text('tipo').$type<EtapaItemTipo>().notNull(),
    cursoId: uuid('curso_id'),
    midiaId: uuid('midia_id'),
    avaliacaoId: uuid('avaliacao_id'),
  },
  (t) => [
    foreignKey({ name: 'formacao_etapa_item_etapa_fk', columns: [t.tenantId, t.etapaId], foreignColumns: [formacaoEtapa.tenantId, formacaoEtapa.id] }).onDelete('cascade'),
    foreignKey({ name: 'formacao_etapa_item_curso_fk', columns: [t.tenantId, t.cursoId], foreignColumns: [curso.tenantId, curso.id] }).onDelete('cascade'),
    foreignKey({ name: 'formacao_etapa_item_midia_fk', columns: [t.tenantId, t.midiaId], foreignColumns: [midia.tenantId, midia.id] }).onDelete('cascade'),
    foreignKey({ name: 'formacao_etapa_item_avaliacao_fk', columns: [t.tenantId, t.avaliacaoId], foreignColumns: [avaliacao.tenantId, avaliacao.id] }).onDelete('cascade'),
    check('formacao_etapa_item_tipo_ck', sql`num_nonnulls(${t.cursoId}, ${t.midiaId}, ${t.avaliacaoId}) = 1 and ((${t.tipo} = 'curso' and ${t.cursoId} is not null) or (${t.tipo} = 'midia' and ${t.midiaId} is not null) or (${t.tipo} = 'avaliacao' and ${t.avaliacaoId} is not null))`),
    index('formacao_etapa_item_etapa_idx').on(t.etapaId, t.ordem),
    index('formacao_etapa_item_formacao_idx').on(t.formacaoId),
    index('formacao_etapa_item_curso_idx').on(t.cursoId),
    index('formacao_etapa_item_midia_idx').on(t.midiaId),
    index('formacao_etapa_item_avaliacao_idx').on(t.avaliacaoId),
    tenantPolicy('formacao_etapa_item'),
  ],
);

/**
 * Prerequisites (dependenciasExternas): the owner (a course or a trail) requires another course or trail of the
 * same tenant. Gone with either side.
 */
export const preRequisito = pgTable(
  'pre_requisito',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    cursoId: uuid('curso_id'),
    formacaoId: uuid('formacao_id'),
    requerCursoId: uuid('requer_curso_id'),
    requerFormacaoId: uuid('requer_formacao_id'),
  },
  (t) => [
    foreignKey({ name: 'pre_requisito_curso_fk', columns: [t.tenantId, t.cursoId], foreignColumns: [curso.tenantId, curso.id] }).onDelete('cascade'),
    foreignKey({ name: 'pre_requisito_formacao_fk', columns: [t.tenantId, t.formacaoId], foreignColumns: [formacao.tenantId, formacao.id] }).onDelete('cascade'),
    foreignKey({ name: 'pre_requisito_requer_curso_fk', columns: [t.tenantId, t.requerCursoId], foreignColumns: [curso.tenantId, curso.id] }).onDelete('cascade'),
    foreignKey({ name: 'pre_requisito_requer_formacao_fk', columns: [t.tenantId, t.requerFormacaoId], foreignColumns: [formacao.tenantId, formacao.id] }).onDelete('cascade'),
    check('pre_requisito_dono_ck', sql`num_nonnulls(${t.cursoId}, ${t.formacaoId}) = 1`),
    check('pre_requisito_alvo_ck', sql`num_nonnulls(${t.requerCursoId}, ${t.requerFormacaoId}) = 1`),
    index('pre_requisito_curso_idx').on(t.cursoId),
    index('pre_requisito_formacao_idx').on(t.formacaoId),
    index('pre_requisito_requer_curso_idx').on(t.requerCursoId),
    index('pre_requisito_requer_formacao_idx').on(t.requerFormacaoId),
    tenantPolicy('pre_requisito'),
  ],
);
