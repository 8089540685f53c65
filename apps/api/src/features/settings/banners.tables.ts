import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { BannerBackgroundType, BannerEnvironment, BannerOrigin, BannerResourceType } from '@plataforma/shared/settings';
import { createdAt, id, tenantPolicy, updatedAt } from '../../db/rls';
import { tenant } from '../tenancy/tenancy.tables';

/** Background and banner rows of the learner's home and catalog (3-admin §7 PersonalizacaoFundoBanner). */
export const personalizacaoFundoBanner = pgTable(
  'personalizacao_fundo_banner',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    ativo: boolean('ativo').notNull().default(true),
    ordem: integer('ordem').notNull().default(0),
    ambiente: text('ambiente').$type<BannerEnvironment>().notNull(),
    tipoPlanoDeFundo: text('tipo_plano_de_fundo').$type<BannerBackgroundType>(),
    planoDeFundoId: text('plano_de_fundo_id'),
    planoDeFundoUrl: text('plano_de_fundo_url'),
    tipoRecurso: text('tipo_recurso').$type<BannerResourceType>().notNull(),
    bannerId: text('banner_id'),
    bannerUrl: text('banner_url'),
    linkRedirecionamentoBanner: text('link_redirecionamento_banner'),
    newTab: boolean('new_tab').notNull().default(false),
    publico: boolean('publico').notNull().default(true),
    duracao: integer('duracao').notNull(),
    markdownConteudo: text('markdown_conteudo'),
    backgroundConteudo: text('background_conteudo'),
    backgroundCopiedFrom: uuid('background_copied_from'),
    /** Who supplied the row: 'Distribuidor' rows change only with distributor access (1-shell §6). */
    origem: text('origem').$type<BannerOrigin>().notNull().default('Cliente'),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
  },
  (t) => [index('personalizacao_fundo_banner_tenant_ordem_idx').on(t.tenantId, t.ordem), tenantPolicy('personalizacao_fundo_banner')],
);
