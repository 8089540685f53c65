import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { CommunicationStatus } from '@plataforma/shared/communications';
import { createdAt, id, tenantPolicy, updatedAt } from '../../db/rls';
import { cargo, departamento } from '../accounts/accounts.tables';
import { unidadeDeNegocio } from '../accounts/units.tables';
import { segmentacao } from '../segmentations/segmentations.tables';
import { contrato, tenant } from '../tenancy/tenancy.tables';
import { usuario } from '../users/users.tables';

/**
 * Communications (3-admin §3 'Communication'; docs/communications.md): a window, draft or published, an audience
 * (everyone, segmentations OR job titles / departments / units) and posts shown as pages of the learner's pop-up.
 */
export const comunicacao = pgTable(
  'comunicacao',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    titulo: text('titulo').notNull(),
    inicio: timestamp('inicio', { withTimezone: true }),
    termino: timestamp('termino', { withTimezone: true }),
    ativo: boolean('ativo').notNull().default(true),
    publico: boolean('publico').notNull().default(false),
    exibirSempre: boolean('exibir_sempre').notNull().default(false),
    naoExibir: boolean('nao_exibir').notNull().default(false),
    status: text('status').$type<CommunicationStatus>().notNull().default('rascunho'),
    origem: text('origem'),
    /** First time it became published and active (the publication event was told then). */
    publicadaEm: timestamp('publicada_em', { withTimezone: true }),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
  },
  (t) => [
    unique('comunicacao_tenant_id_uq').on(t.tenantId, t.id),
    check('comunicacao_status_ck', sql`${t.status} in ('rascunho', 'publicada')`),
    check('comunicacao_janela_ck', sql`${t.inicio} is null or ${t.termino} is null or ${t.inicio} <= ${t.termino}`),
    check('comunicacao_exibicao_ck', sql`not (${t.exibirSempre} and ${t.naoExibir})`),
    index('comunicacao_tenant_criado_idx').on(t.tenantId, t.criadoEm),
    index('comunicacao_tenant_publicada_idx').on(t.tenantId).where(sql`${t.status} = 'publicada' and ${t.ativo}`),
    tenantPolicy('comunicacao'),
  ],
);

/** Posts of a communication, in order (3-admin §3 'Post'): title and/or image, sanitised HTML, a link. */
export const comunicacaoPostagem = pgTable(
  'comunicacao_postagem',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    comunicacaoId: uuid('comunicacao_id').notNull(),
    ordem: integer('ordem').notNull(),
    titulo: text('titulo'),
    conteudo: text('conteudo'),
    /** Stored image '<uuid>.png|jpg' under the tenant's comunicacao/imagens/. */
    imagemId: text('imagem_id'),
    tipoArquivo: text('tipo_arquivo'),
    link: text('link'),
  },
  (t) => [
    foreignKey({ name: 'comunicacao_postagem_comunicacao_fk', columns: [t.tenantId, t.comunicacaoId], foreignColumns: [comunicacao.tenantId, comunicacao.id] }).onDelete('cascade'),
    index('comunicacao_postagem_comunicacao_idx').on(t.comunicacaoId, t.ordem),
    check('comunicacao_postagem_titulo_ou_imagem_ck', sql`${t.titulo} is not null or ${t.imagemId} is not null`),
    tenantPolicy('comunicacao_postagem'),
  ],
);

export const comunicacaoCargo = pgTable(
  'comunicacao_cargo',
  { tenantId: uuid('tenant_id').notNull(), comunicacaoId: uuid('comunicacao_id').notNull(), cargoId: uuid('cargo_id').notNull() },
  (t) => [
    primaryKey({ columns: [t.comunicacaoId, t.cargoId] }),
    foreignKey({ name: 'comunicacao_cargo_comunicacao_fk', columns: [t.tenantId, t.comunicacaoId], foreignColumns: [comunicacao.tenantId, comunicacao.id] }).onDelete('cascade'),
    foreignKey({ name: 'comunicacao_cargo_cargo_fk', columns: [t.tenantId, t.cargoId], foreignColumns: [cargo.tenantId, cargo.id] }).onDelete('cascade'),
    index('comunicacao_cargo_cargo_idx').on(t.cargoId),
    tenantPolicy('comunicacao_cargo'),
  ],
);

export const comunicacaoDepartamento = pgTable(
  'comunicacao_departamento',
  { tenantId: uuid('tenant_id').notNull(), comunicacaoId: uuid('comunicacao_id').notNull(), departamentoId: uuid('departamento_id').notNull() },
  (t) => [
    primaryKey({ columns: [t.comunicacaoId, t.departamentoId] }),
    foreignKey({ name: 'comunicacao_departamento_comunicacao_fk', columns: [t.tenantId, t.comunicacaoId], foreignColumns: [comunicacao.tenantId, comunicacao.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'comunicacao_departamento_departamento_fk', columns: [t.tenantId, t.departamentoId], foreignColumns: [departamento.tenantId, departamento.id] }).onDelete(
      'cascade',
    ),
    index('comunicacao_departamento_departamento_idx').on(t.departamentoId),
    tenantPolicy('comunicacao_departamento'),
  ],
);

export const comunicacaoUnidade = pgTable(
  'comunicacao_unidade',
  { tenantId: uuid('tenant_id').notNull(), comunicacaoId: uuid('comunicacao_id').notNull(), unidadeDeNegocioId: uuid('unidade_de_negocio_id').notNull() },
  (t) => [
    primaryKey({ columns: [t.comunicacaoId, t.unidadeDeNegocioId] }),
    foreignKey({ name: 'comunicacao_unidade_comunicacao_fk', columns: [t.tenantId, t.comunicacaoId], foreignColumns: [comunicacao.tenantId, comunicacao.id] }).onDelete('cascade'),
    foreignKey({
      name: 'comunicacao_unidade_unidade_fk',
      columns: [t.tenantId, t.unidadeDeNegocioId],
      foreignColumns: [unidadeDeNegocio.tenantId, unidadeDeNegocio.id],
    }).onDelete('cascade'),
    index('comunicacao_unidade_unidade_idx').on(t.unidadeDeNegocioId),
    tenantPolicy('comunicacao_unidade'),
  ],
);

export const comunicacaoSegmentacao = pgTable(
  'comunicacao_segmentacao',
  { tenantId: uuid('tenant_id').notNull(), comunicacaoId: uuid('comunicacao_id').notNull(), segmentacaoId: uuid('segmentacao_id').notNull() },
  (t) => [
    primaryKey({ columns: [t.comunicacaoId, t.segmentacaoId] }),
    foreignKey({ name: 'comunicacao_segmentacao_comunicacao_fk', columns: [t.tenantId, t.comunicacaoId], foreignColumns: [comunicacao.tenantId, comunicacao.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'comunicacao_segmentacao_segmentacao_fk', columns: [t.tenantId, t.segmentacaoId], foreignColumns: [segmentacao.tenantId, segmentacao.id] }).onDelete(
      'cascade',
    ),
    index('comunicacao_segmentacao_segmentacao_idx').on(t.segmentacaoId),
    tenantPolicy('comunicacao_segmentacao'),
  ],
);

/** Contracts a communication is offered to (PUT Comunicacao/{id}/UpdateContratosComunicacoes; contratosComunicacoes). */
export const comunicacaoContrato = pgTable(
  'comunicacao_contrato',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    comunicacaoId: uuid('comunicacao_id').notNull(),
    contratoId: uuid('contrato_id')
      .notNull()
      .references(() => contrato.id, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('comunicacao_contrato_uq').on(t.comunicacaoId, t.contratoId),
    foreignKey({ name: 'comunicacao_contrato_comunicacao_fk', columns: [t.tenantId, t.comunicacaoId], foreignColumns: [comunicacao.tenantId, comunicacao.id] }).onDelete('cascade'),
    index('comunicacao_contrato_contrato_idx').on(t.contratoId),
    tenantPolicy('comunicacao_contrato'),
  ],
);

/**
 * The person's status of a communication (ChangeUserCommunicationStatus, getById): `oculta` = hidden by them (true),
 * shown again (false); `visualizadaEm` = first opened. One row per person and communication.
 */
export const comunicacaoUsuario = pgTable(
  'comunicacao_usuario',
  {
    tenantId: uuid('tenant_id').notNull(),
    comunicacaoId: uuid('comunicacao_id').notNull(),
    usuarioId: uuid('usuario_id').notNull(),
    oculta: boolean('oculta').notNull().default(false),
    visualizadaEm: timestamp('visualizada_em', { withTimezone: true }),
    atualizadoEm: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.comunicacaoId, t.usuarioId] }),
    foreignKey({ name: 'comunicacao_usuario_comunicacao_fk', columns: [t.tenantId, t.comunicacaoId], foreignColumns: [comunicacao.tenantId, comunicacao.id] }).onDelete('cascade'),
    foreignKey({ name: 'comunicacao_usuario_usuario_fk', columns: [t.tenantId, t.usuarioId], foreignColumns: [usuario.tenantId, usuario.id] }).onDelete('cascade'),
    index('comunicacao_usuario_usuario_idx').on(t.usuarioId),
    tenantPolicy('comunicacao_usuario'),
  ],
);
