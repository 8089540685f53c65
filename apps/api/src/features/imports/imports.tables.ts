import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ImportKind, ImportStatus, StoredImportError } from '@plataforma/shared/imports';
import { createdAt, id, tenantPolicy } from '../../db/rls';
import { tenant } from '../tenancy/tenancy.tables';

/**
 * One spreadsheet import (3-admin §2 /gestao/importacoes): the validated rows wait in `linhas` until the import runs;
 * `erros` keeps every problem untranslated (message keys), so each reader gets the report in their language.
 */
export const importacao = pgTable(
  'importacao',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    tipo: text('tipo').$type<ImportKind>().notNull(),
    nomeArquivo: text('nome_arquivo').notNull(),
    status: text('status').$type<ImportStatus>().notNull(),
    totalLinhas: integer('total_linhas').notNull(),
    linhasValidas: integer('linhas_validas').notNull(),
    linhasComErro: integer('linhas_com_erro').notNull().default(0),
    importadas: integer('importadas').notNull().default(0),
    processadas: integer('processadas').notNull().default(0),
    /** The validated rows (the kind's own shape), emptied once the import has run. */
    linhas: jsonb('linhas').$type<unknown[]>().notNull(),
    erros: jsonb('erros').$type<StoredImportError[]>().notNull(),
    /** Options chosen when the import was started (e.g. whether new people get the password e-mail). */
    opcoes: jsonb('opcoes').$type<Record<string, unknown>>(),
    /** The account that sent the file (kept as a plain id: the history outlives a removed account). */
    criadoPorId: uuid('criado_por_id'),
    criadoPorNome: text('criado_por_nome'),
    idioma: text('idioma').notNull().default('pt'),
    criadoEm: createdAt(),
    iniciadoEm: timestamp('iniciado_em', { withTimezone: true }),
    concluidoEm: timestamp('concluido_em', { withTimezone: true }),
  },
  (t) => [index('importacao_tenant_criado_idx').on(t.tenantId, t.criadoEm), tenantPolicy('importacao')],
);
