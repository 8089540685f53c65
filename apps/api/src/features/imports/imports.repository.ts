import { and, asc, count, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { ImportKind, ImportStatus, StoredImportError } from '@plataforma/shared/imports';
import type { Executor } from '../../core/db';
import { containsPattern, orderOf } from '../../core/paging';
import { usuario } from '../users/users.tables';
import { importacao } from './imports.tables';

/** What the history shows of an import (never the rows or the problems themselves, which may be large). */
const summaryColumns = {
  id: importacao.id,
  tipo: importacao.tipo,
  nomeArquivo: importacao.nomeArquivo,
  status: importacao.status,
  totalLinhas: importacao.totalLinhas,
  linhasValidas: importacao.linhasValidas,
  linhasComErro: importacao.linhasComErro,
  importadas: importacao.importadas,
  processadas: importacao.processadas,
  criadoPor: importacao.criadoPorNome,
  criadoEm: importacao.criadoEm,
  iniciadoEm: importacao.iniciadoEm,
  concluidoEm: importacao.concluidoEm,
};
export type ImportSummaryRow = {
  id: string;
  tipo: ImportKind;
  nomeArquivo: string;
  status: ImportStatus;
  totalLinhas: number;
  linhasValidas: number;
  linhasComErro: number;
  importadas: number;
  processadas: number;
  criadoPor: string | null;
  criadoEm: Date;
  iniciadoEm: Date | null;
  concluidoEm: Date | null;
};

export type ImportListFilters = {
  tipo?: ImportKind;
  status?: ImportStatus;
  nomeArquivo?: string;
  createdAtFrom?: Date;
  createdAtTo?: Date;
  orderBy: 'createdAt' | 'nomeArquivo' | 'status';
  orderDirection: 'asc' | 'desc';
};

const where = (tenantId: string, f: ImportListFilters) =>
  and(
    eq(importacao.tenantId, tenantId),
    f.tipo ? eq(importacao.tipo, f.tipo) : undefined,
    f.status ? eq(importacao.status, f.status) : undefined,
    f.nomeArquivo ? ilike(importacao.nomeArquivo, containsPattern(f.nomeArquivo)) : undefined,
    f.createdAtFrom ? gte(importacao.criadoEm, f.createdAtFrom) : undefined,
    f.createdAtTo ? lt(importacao.criadoEm, f.createdAtTo) : undefined,
  );

const order = (f: ImportListFilters): SQL[] => [
  {
    createdAt: orderOf(importacao.criadoEm, f.orderDirection),
    nomeArquivo: orderOf(importacao.nomeArquivo, f.orderDirection, true),
    status: orderOf(importacao.status, f.orderDirection),
  }[f.orderBy],
  orderOf(importacao.criadoEm, 'desc'),
  asc(importacao.id),
];

export const countImports = async (ex: Executor, tenantId: string, f: ImportListFilters) =>
  (await ex.select({ total: count() }).from(importacao).where(where(tenantId, f)))[0].total;

export const listImports = (ex: Executor, tenantId: string, f: ImportListFilters, offset: number, limit: number): Promise<ImportSummaryRow[]> =>
  ex.select(summaryColumns).from(importacao).where(where(tenantId, f)).orderBy(...order(f)).limit(limit).offset(offset);

export const findImport = async (ex: Executor, tenantId: string, id: string): Promise<ImportSummaryRow | null> =>
  (await ex.select(summaryColumns).from(importacao).where(and(eq(importacao.tenantId, tenantId), eq(importacao.id, id))))[0] ?? null;

export const importErrors = async (ex: Executor, tenantId: string, id: string): Promise<StoredImportError[] | null> =>
  (await ex.select({ erros: importacao.erros }).from(importacao).where(and(eq(importacao.tenantId, tenantId), eq(importacao.id, id))))[0]?.erros ?? null;

export type NewImport = {
  tipo: ImportKind;
  nomeArquivo: string;
  status: ImportStatus;
  totalLinhas: number;
  linhasValidas: number;
  linhasComErro: number;
  linhas: unknown[];
  erros: StoredImportError[];
  criadoPorId: string | null;
  criadoPorNome: string | null;
  idioma: string;
};

export const insertImport = async (ex: Executor, tenantId: string, values: NewImport): Promise<string> =>
  (await ex
    .insert(importacao)
    .values({ tenantId, ...values })
    .returning({ id: importacao.id }))[0].id;

/** Moves a validated import to the queue; false when it is not (or no longer) 'Validado'. */
export const queueImport = async (ex: Executor, tenantId: string, id: string, opcoes: Record<string, unknown>): Promise<boolean> =>
  (
    await ex
      .update(importacao)
      .set({ status: 'NaFila', opcoes })
      .where(and(eq(importacao.tenantId, tenantId), eq(importacao.id, id), eq(importacao.status, 'Validado')))
      .returning({ id: importacao.id })
  ).length > 0;

/** Sets a validated import aside as 'Descartado' (its rows dropped); false when it is not (or no longer) 'Validado'. */
export const discardImport = async (ex: Executor, tenantId: string, id: string): Promise<boolean> =>
  (
    await ex
      .update(importacao)
      .set({ status: 'Descartado', linhas: [], concluidoEm: sql`now()` })
      .where(and(eq(importacao.tenantId, tenantId), eq(importacao.id, id), eq(importacao.status, 'Validado')))
      .returning({ id: importacao.id })
  ).length > 0;

/** What the job needs to run (or resume) an import. */
export const loadForRun = async (ex: Executor, tenantId: string, id: string) =>
  (
    await ex
      .select({
        tipo: importacao.tipo,
        status: importacao.status,
        linhas: importacao.linhas,
        processadas: importacao.processadas,
        opcoes: importacao.opcoes,
        idioma: importacao.idioma,
        criadoPorId: importacao.criadoPorId,
      })
      .from(importacao)
      .where(and(eq(importacao.tenantId, tenantId), eq(importacao.id, id)))
  )[0] ?? null;

/**
 * The import's place, its row locked until the chunk's transaction ends: two runs of one import (a retry beside a
 * worker thought dead) take turns and each chunk starts where the last committed one stopped.
 */
export const lockProgress = async (ex: Executor, tenantId: string, id: string) =>
  (
    await ex
      .select({ status: importacao.status, processadas: importacao.processadas })
      .from(importacao)
      .where(and(eq(importacao.tenantId, tenantId), eq(importacao.id, id)))
      .for('update')
  )[0] ?? null;

/** Imports of every company that wait for their job or were running when it stopped (system transaction). */
export const unfinishedImports = (ex: Executor) =>
  ex
    .select({ tenantId: importacao.tenantId, importId: importacao.id })
    .from(importacao)
    .where(inArray(importacao.status, ['NaFila', 'Processando']));

export const markStarted = (ex: Executor, tenantId: string, id: string) =>
  ex
    .update(importacao)
    .set({ status: 'Processando', iniciadoEm: sql`coalesce(${importacao.iniciadoEm}, now())` })
    .where(and(eq(importacao.tenantId, tenantId), eq(importacao.id, id)));

/** Progress of one chunk, in the chunk's own transaction: rows gone through, rows written, problems appended. */
export const recordProgress = (ex: Executor, tenantId: string, id: string, processed: number, imported: number, errors: StoredImportError[]) =>
  ex
    .update(importacao)
    .set({
      processadas: sql`${importacao.processadas} + ${processed}`,
      importadas: sql`${importacao.importadas} + ${imported}`,
      linhasComErro: sql`${importacao.linhasComErro} + ${new Set(errors.map((e) => e.linha)).size}`,
      erros: errors.length > 0 ? sql`${importacao.erros} || ${JSON.stringify(errors)}::jsonb` : importacao.erros,
    })
    .where(and(eq(importacao.tenantId, tenantId), eq(importacao.id, id)));

/**
 * The end of an import: its final status; the waiting rows are dropped (the users themselves are the record now).
 * Only an import still running ends: false when another run ended it first.
 */
export const markFinished = async (ex: Executor, tenantId: string, id: string, status: ImportStatus, extraErrors: StoredImportError[] = []) =>
  (
    await ex
    .update(importacao)
    .set({
      status,
      linhas: [],
      concluidoEm: sql`now()`,
      erros: extraErrors.length > 0 ? sql`${importacao.erros} || ${JSON.stringify(extraErrors)}::jsonb` : importacao.erros,
    })
    .where(and(eq(importacao.tenantId, tenantId), eq(importacao.id, id), inArray(importacao.status, ['NaFila', 'Processando'])))
    .returning({ id: importacao.id })
  ).length > 0;

/** The name of an account of any company (system transaction: in client mode the sender's account is elsewhere). */
export const accountName = async (ex: Executor, userId: string): Promise<string | null> =>
  (await ex.select({ nome: usuario.nomeCompleto }).from(usuario).where(eq(usuario.id, userId)))[0]?.nome ?? null;
