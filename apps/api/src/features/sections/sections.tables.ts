import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { SectionCardOrientation, SectionEnvironment, SectionItemKind, SectionType } from '@plataforma/shared/sections';
import { createdAt, id, tenantPolicy, updatedAt } from '../../db/rls';
import { cargo, departamento } from '../accounts/accounts.tables';
import { unidadeDeNegocio } from '../accounts/units.tables';
import { midia } from '../content/content.tables';
import { curso, formacao } from '../courses/courses.tables';
import { segmentacao } from '../segmentations/segmentations.tables';
import { contrato, tenant } from '../tenancy/tenancy.tables';

/**
 * Sections (3-admin §3): groups of repository objects (courses and trails later) shown on the learner's home and
 * catalog. The audience is segmentations OR job titles / departments / units (service rule), or everyone (publico).
 * Link tables use tenant-safe foreign keys: a record of another tenant cannot be linked; removing a job title,
 * segmentation or object removes its links and items.
 */
export const secao = pgTable(
  'secao',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    nome: text('nome').notNull(),
    observacao: text('observacao'),
    exibirDescricao: boolean('exibir_descricao').notNull().default(false),
    tipo: text('tipo').$type<SectionType>().notNull().default('conteudo'),
    dtPublicacaoInicial: timestamp('dt_publicacao_inicial', { withTimezone: true }),
    dtPublicacaoFinal: timestamp('dt_publicacao_final', { withTimezone: true }),
    ordemAprendizado: integer('ordem_aprendizado').notNull().default(0),
    ordemCatalogo: integer('ordem_catalogo').notNull().default(0),
    ambiente: text('ambiente').$type<SectionEnvironment>().notNull().default('both'),
    orientacaoDosCards: text('orientacao_dos_cards').$type<SectionCardOrientation>().notNull().default('horizontal'),
    /** Storage keys and content types of the card and banner images. */
    imagemCardChave: text('imagem_card_chave'),
    imagemCardTipo: text('imagem_card_tipo'),
    imagemBannerChave: text('imagem_banner_chave'),
    imagemBannerTipo: text('imagem_banner_tipo'),
    link: text('link'),
    linkDeRedirecionamento: text('link_de_redirecionamento'),
    linkDeRedirecionamentoNewTab: boolean('link_de_redirecionamento_new_tab').notNull().default(false),
    origem: text('origem'),
    secaoOrigemId: uuid('secao_origem_id'),
    publico: boolean('publico').notNull().default(false),
    ativo: boolean('ativo').notNull().default(true),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
  },
  (t) => [
    unique('secao_tenant_id_uq').on(t.tenantId, t.id),
    index('secao_tenant_ordem_aprendizado_idx').on(t.tenantId, t.ordemAprendizado),
    index('secao_tenant_ordem_catalogo_idx').on(t.tenantId, t.ordemCatalogo),
    check('secao_tipo_ck', sql`${t.tipo} in ('conteudo', 'comunicacao')`),
    check('secao_ambiente_ck', sql`${t.ambiente} in ('home', 'catalog', 'both')`),
    check('secao_orientacao_ck', sql`${t.orientacaoDosCards} in ('horizontal', 'vertical')`),
    check('secao_janela_ck', sql`${t.dtPublicacaoInicial} is null or ${t.dtPublicacaoFinal} is null or ${t.dtPublicacaoInicial} <= ${t.dtPublicacaoFinal}`),
    tenantPolicy('secao'),
  ],
);

/**
 * Items of a section, in order. One column per kind of target (repository object, course, trail), the one of `tipo`
 * set; deleting the target removes the item (cascade).
 */
export const secaoItem = pgTable(
  'secao_item',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    secaoId: uuid('secao_id').notNull(),
    ordem: integer('ordem').notNull(),
    tipo: text('tipo').$type<SectionItemKind>().notNull(),
    midiaId: uuid('midia_id'),
    cursoId: uuid('curso_id'),
    formacaoId: uuid('formacao_id'),
  },
  (t) => [
    foreignKey({ name: 'secao_item_secao_fk', columns: [t.tenantId, t.secaoId], foreignColumns: [secao.tenantId, secao.id] }).onDelete('cascade'),
    foreignKey({ name: 'secao_item_midia_fk', columns: [t.tenantId, t.midiaId], foreignColumns: [midia.tenantId, midia.id] }).onDelete('cascade'),
    foreignKey({ name: 'secao_item_curso_fk', columns: [t.tenantId, t.cursoId], foreignColumns: [curso.tenantId, curso.id] }).onDelete('cascade'),
    foreignKey({ name: 'secao_item_formacao_fk', columns: [t.tenantId, t.formacaoId], foreignColumns: [formacao.tenantId, formacao.id] }).onDelete('cascade'),
    unique('secao_item_midia_uq').on(t.secaoId, t.midiaId),
    unique('secao_item_curso_uq').on(t.secaoId, t.cursoId),
    unique('secao_item_formacao_uq').on(t.secaoId, t.formacaoId),
    index('secao_item_secao_idx').on(t.secaoId, t.ordem),
    index('secao_item_midia_idx').on(t.midiaId),
    index('secao_item_curso_idx').on(t.cursoId),
    index('secao_item_formacao_idx').on(t.formacaoId),
    check(
      'secao_item_alvo_ck',
      sql`num_nonnulls(${t.midiaId}, ${t.cursoId}, ${t.formacaoId}) = 1 and case ${t.tipo} when 'midia' then ${t.midiaId} is not null when 'curso' then ${t.cursoId} is not null when 'formacao' then ${t.formacaoId} is not null else false end`,
    ),
    tenantPolicy('secao_item'),
  ],
);


export const secaoCargo = pgTable(
  'secao_cargo',
  { tenantId: uuid('tenant_id').notNull(), secaoId: uuid('secao_id').notNull(), cargoId: uuid('cargo_id').notNull() },
  (t) => [
    primaryKey({ columns: [t.secaoId, t.cargoId] }),
    foreignKey({ name: 'secao_cargo_secao_fk', columns: [t.tenantId, t.secaoId], foreignColumns: [secao.tenantId, secao.id] }).onDelete('cascade'),
    foreignKey({ name: 'secao_cargo_cargo_fk', columns: [t.tenantId, t.cargoId], foreignColumns: [cargo.tenantId, cargo.id] }).onDelete('cascade'),
    index('secao_cargo_cargo_idx').on(t.cargoId),
    tenantPolicy('secao_cargo'),
  ],
);

export const secaoDepartamento = pgTable(
  'secao_departamento',
  { tenantId: uuid('tenant_id').notNull(), secaoId: uuid('secao_id').notNull(), departamentoId: uuid('departamento_id').notNull() },
  (t) => [
    primaryKey({ columns: [t.secaoId, t.departamentoId] }),
    foreignKey({ name: 'secao_departamento_secao_fk', columns: [t.tenantId, t.secaoId], foreignColumns: [secao.tenantId, secao.id] }).onDelete('cascade'),
    foreignKey({ name: 'secao_departamento_departamento_fk', columns: [t.tenantId, t.departamentoId], foreignColumns: [departamento.tenantId, departamento.id] }).onDelete(
      'cascade',
    ),
    index('secao_departamento_departamento_idx').on(t.departamentoId),
    tenantPolicy('secao_departamento'),
  ],
);

export const secaoUnidade = pgTable(
  'secao_unidade',
  { tenantId: uuid('tenant_id').notNull(), secaoId: uuid('secao_id').notNull(), unidadeDeNegocioId: uuid('unidade_de_negocio_id').notNull() },
  (t) => [
    primaryKey({ columns: [t.secaoId, t.unidadeDeNegocioId] }),
    foreignKey({ name: 'secao_unidade_secao_fk', columns: [t.tenantId, t.secaoId], foreignColumns: [secao.tenantId, secao.id] }).onDelete('cascade'),
    foreignKey({
      name: 'secao_unidade_unidade_fk',
      columns: [t.tenantId, t.unidadeDeNegocioId],
      foreignColumns: [unidadeDeNegocio.tenantId, unidadeDeNegocio.id],
    }).onDelete('cascade'),
    index('secao_unidade_unidade_idx').on(t.unidadeDeNegocioId),
    tenantPolicy('secao_unidade'),
  ],
);

export const secaoSegmentacao = pgTable(
  'secao_segmentacao',
  { tenantId: uuid('tenant_id').notNull(), secaoId: uuid('secao_id').notNull(), segmentacaoId: uuid('segmentacao_id').notNull() },
  (t) => [
    primaryKey({ columns: [t.secaoId, t.segmentacaoId] }),
    foreignKey({ name: 'secao_segmentacao_secao_fk', columns: [t.tenantId, t.secaoId], foreignColumns: [secao.tenantId, secao.id] }).onDelete('cascade'),
    foreignKey({ name: 'secao_segmentacao_segmentacao_fk', columns: [t.tenantId, t.segmentacaoId], foreignColumns: [segmentacao.tenantId, segmentacao.id] }).onDelete(
      'cascade',
    ),
    index('secao_segmentacao_segmentacao_idx').on(t.segmentacaoId),
    tenantPolicy('secao_segmentacao'),
  ],
);

/**
 * Contracts a section is offered to (PUT Secao/{id}/UpdateContratosSecoes): the platform's contracts (tenancy's
 * `contrato`, platform-level rows); the contract's secoesIds are read from here.
 */
export const secaoContrato = pgTable(
  'secao_contrato',
  {
    tenantId: uuid('tenant_id').notNull(),
    secaoId: uuid('secao_id').notNull(),
    contratoId: uuid('contrato_id')
      .notNull()
      .references(() => contrato.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.secaoId, t.contratoId] }),
    foreignKey({ name: 'secao_contrato_secao_fk', columns: [t.tenantId, t.secaoId], foreignColumns: [secao.tenantId, secao.id] }).onDelete('cascade'),
    index('secao_contrato_contrato_idx').on(t.contratoId),
    tenantPolicy('secao_contrato'),
  ],
);
