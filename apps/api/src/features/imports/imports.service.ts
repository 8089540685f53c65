import {
  canDiscardImport,
  IMPORT_REPLY_MAX_ERRORS,
  describeImportError,
  type Import,
  type ImportKind,
  type ListImportsResponse,
  type StoredImportError,
  type ValidateBatchResponse,
} from '@plataforma/shared/imports';
import { exportFileName, isLanguage, translate, type Language } from '@plataforma/shared';
import type { RequestContext } from '../../core/auth';
import type { Tx } from '../../core/db';
import type { Deps } from '../../core/deps';
import { AppError, forbidden } from '../../core/errors';
import { pageWindow, pagedReply } from '../../core/paging';
import { writeWorkbook } from '../../core/spreadsheet';
import * as repo from './imports.repository';

/**
 * Spreadsheet imports (3-admin §2 /gestao/importacoes): keeps a validated file as an import, runs it as a background
 * job in chunks, and answers the history and the error report. Each kind of import (users now, enrolments later)
 * brings its own reading and writing of rows as an ImportKindRunner.
 */

export type ChunkResult = {
  /** Rows written. */
  imported: number;
  /** Problems of the rows refused at import time (e.g. an e-mail registered since the validation). */
  errors: StoredImportError[];
  /** Work for after the chunk's commit (e-mails). */
  afterCommit?: () => Promise<void>;
};

export type ImportRunContext = { tenantId: string; importId: string; lang: Language; options: Record<string, unknown>; createdBy: string | null };

export type ImportKindRunner = {
  /** Whether the caller may run (and so discard) imports of this kind: the permission of the kind's run call. */
  mayRun(ctx: RequestContext): boolean;
  /** Writes a chunk of validated rows in the chunk's transaction (tenant-bound). */
  processChunk(tx: Tx, rows: unknown[], run: ImportRunContext): Promise<ChunkResult>;
  /** After the last chunk, with every row of the file (links between rows, such as direct supervisors). */
  finish?(tx: Tx, rows: unknown[], run: ImportRunContext): Promise<void>;
};

/** Rows written per transaction: small enough that other requests get the database between chunks. */
export const IMPORT_CHUNK_SIZE = 200;
export const IMPORT_QUEUE = 'imports.run';

type RunJob = { tenantId: string; importId: string };

/** The run stopped because its claim on the job was lost: the import stays 'Processando' for the retry. */
class ImportInterrupted extends Error {
  constructor() {
    super('import interrupted: its job was taken away');
  }
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const toImport = ({ criadoEm, iniciadoEm, concluidoEm, ...row }: repo.ImportSummaryRow): Import => ({
  ...row,
  createdAt: criadoEm.toISOString(),
  iniciadoEm: iso(iniciadoEm),
  concluidoEm: iso(concluidoEm),
});

export type ImportListQuery = {
  pageNumber: number;
  pageSize: number;
  orderBy: repo.ImportListFilters['orderBy'];
  orderDirection: 'asc' | 'desc';
  tipo?: ImportKind;
  status?: Import['status'];
  nomeArquivo?: string;
  createdAtFrom?: string;
  createdAtTo?: string;
};

export const createImportsService = (deps: Deps) => {
  const { database, jobs, log } = deps;
  const runners = new Map<ImportKind, ImportKindRunner>();

  const find = async (tenantId: string, id: string) => {
    const row = await database.inTenant(tenantId, (tx) => repo.findImport(tx, tenantId, id));
    if (!row) throw new AppError('imports.notFound', 404);
    return toImport(row);
  };

  /** The name of whoever sends a file (their own account, which in client mode is in another company). */
  const nameOf = (userId: string) =>
    database.system((tx) => repo.accountName(tx, userId));

  /**
   * Keeps a validated file: 'Validado' when every row passed, else 'Invalido' (it can never run). Nothing but the
   * import itself is written. Answers the report with the first problems in the caller's language.
   */
  const saveValidated = async (
    ctx: RequestContext,
    input: {
      tipo: ImportKind;
      nomeArquivo: string;
      totalLinhas: number;
      linhas: unknown[];
      erros: StoredImportError[];
      /** The rows given are the valid ones and may run even when other rows have problems (batch enrolment). */
      partial?: boolean;
    },
    lang: Language,
  ): Promise<ValidateBatchResponse> => {
    const badRows = new Set(input.erros.map((e) => e.linha)).size;
    const valid = input.partial ? input.linhas.length > 0 : input.erros.length === 0;
    const criadoPorNome = await nameOf(ctx.userId);
    const id = await database.inTenant(ctx.tenantId, (tx) =>
      repo.insertImport(tx, ctx.tenantId, {
        tipo: input.tipo,
        nomeArquivo: input.nomeArquivo.slice(0, 255),
        status: valid ? 'Validado' : 'Invalido',
        totalLinhas: input.totalLinhas,
        linhasValidas: input.partial ? input.linhas.length : valid ? input.totalLinhas : Math.max(0, input.totalLinhas - badRows),
        linhasComErro: badRows,
        // Rows of an invalid file are never imported: they are not kept.
        linhas: valid ? input.linhas : [],
        erros: input.erros,
        criadoPorId: ctx.userId,
        criadoPorNome,
        idioma: lang,
      }),
    );
    return {
      ...(await find(ctx.tenantId, id)),
      podeImportar: valid,
      erros: input.erros.slice(0, IMPORT_REPLY_MAX_ERRORS).map((e) => describeImportError(e, lang)),
    };
  };

  /** Moves a validated import to the queue: 409 when it has problems, was discarded or has already been queued. */
  const queue = async (ctx: RequestContext, current: Import, options: Record<string, unknown>) => {
    if (current.status === 'Invalido') throw new AppError('imports.notReady', 409);
    if (current.status === 'Descartado') throw new AppError('imports.discarded', 409);
    const queued = await database.inTenant(ctx.tenantId, (tx) => repo.queueImport(tx, ctx.tenantId, current.id, options));
    if (!queued) {
      const now = await find(ctx.tenantId, current.id);
      throw new AppError(now.status === 'Descartado' ? 'imports.discarded' : 'imports.alreadyStarted', 409);
    }
  };

  /**
   * POST importacao/{id}/descartar: a validated import that has not run is set aside as 'Descartado' (its waiting rows
   * dropped), for whoever may run imports of its kind (403 otherwise); 409 in any other status.
   */
  const discard = async (ctx: RequestContext, id: string): Promise<Import> => {
    if (![...runners.values()].some((r) => r.mayRun(ctx))) throw forbidden();
    const current = await find(ctx.tenantId, id);
    if (!runners.get(current.tipo)?.mayRun(ctx)) throw forbidden();
    if (!canDiscardImport(current.status)) throw new AppError('imports.cannotDiscard', 409);
    const discarded = await database.inTenant(ctx.tenantId, (tx) => repo.discardImport(tx, ctx.tenantId, id));
    if (!discarded) throw new AppError('imports.cannotDiscard', 409);
    return find(ctx.tenantId, id);
  };

  /** Queues a validated import of the given kind; refused when it has problems or has already been queued. */
  const start = async (ctx: RequestContext, tipo: ImportKind, id: string, options: Record<string, unknown>): Promise<Import> => {
    const current = await find(ctx.tenantId, id);
    if (current.tipo !== tipo) throw new AppError('imports.notFound', 404);
    await queue(ctx, current, options);
    await jobs.send<RunJob>(IMPORT_QUEUE, { tenantId: ctx.tenantId, importId: id });
    return find(ctx.tenantId, id);
  };

  /**
   * Runs a validated import inside the request instead of the queue (small kinds whose caller waits for the outcome,
   * such as batch enrolment): the same checks as `start`, then the same chunks as the job. Answers the import after.
   */
  const runNow = async (ctx: RequestContext, tipo: ImportKind, id: string, options: Record<string, unknown>): Promise<Import> => {
    const current = await find(ctx.tenantId, id);
    if (current.tipo !== tipo) throw new AppError('imports.notFound', 404);
    await queue(ctx, current, options);
    await run({ tenantId: ctx.tenantId, importId: id });
    return find(ctx.tenantId, id);
  };

  /**
   * The job: chunk after chunk from the first row not yet gone through. Each chunk's rows and its progress commit in
   * one transaction that holds the import's row, so a run killed at any point (kill -9 included) is taken up by the
   * retry where the last commit left it, and every row is written exactly once even if two runs overlap.
   * A run whose claim was lost (its worker stopping, or thought dead) stops between chunks and leaves the rest to the
   * retry; any other failure ends the import as 'Falhou'.
   */
  const run = async ({ tenantId, importId }: RunJob, signal?: AbortSignal) => {
    const job = await database.inTenant(tenantId, (tx) => repo.loadForRun(tx, tenantId, importId));
    if (!job || (job.status !== 'NaFila' && job.status !== 'Processando')) return;
    const runner = runners.get(job.tipo);
    if (!runner) throw new Error(`no runner for imports of kind ${job.tipo}`);
    await database.inTenant(tenantId, (tx) => repo.markStarted(tx, tenantId, importId));
    const context: ImportRunContext = {
      tenantId,
      importId,
      lang: isLanguage(job.idioma) ? job.idioma : 'pt',
      options: job.opcoes ?? {},
      createdBy: job.criadoPorId,
    };
    try {
      for (;;) {
        if (signal?.aborted) throw new ImportInterrupted();
        const result = await database.inTenant(tenantId, async (tx) => {
          const at = await repo.lockProgress(tx, tenantId, importId);
          if (!at || at.status !== 'Processando' || at.processadas >= job.linhas.length) return null;
          const rows = job.linhas.slice(at.processadas, at.processadas + IMPORT_CHUNK_SIZE);
          const outcome = await runner.processChunk(tx, rows, context);
          await repo.recordProgress(tx, tenantId, importId, rows.length, outcome.imported, outcome.errors);
          return outcome;
        });
        if (!result) break;
        await result.afterCommit?.();
        // Lets waiting requests have the database (and the event loop) before the next chunk.
        await new Promise((resolve) => setImmediate(resolve));
      }
      const after = await database.inTenant(tenantId, (tx) => repo.findImport(tx, tenantId, importId));
      // Ended by another run meanwhile.
      if (!after || after.status !== 'Processando') return;
      if (runner.finish) await database.inTenant(tenantId, (tx) => runner.finish!(tx, job.linhas, context));
      const status = after.linhasComErro > 0 ? 'ConcluidoComErros' : 'Concluido';
      await database.inTenant(tenantId, (tx) => repo.markFinished(tx, tenantId, importId, status));
    } catch (err) {
      // Left 'Processando' for the job's retry, which resumes it.
      if (err instanceof ImportInterrupted || signal?.aborted) throw err;
      log.error({ err, importId }, 'import failed');
      await database.inTenant(tenantId, (tx) =>
        repo.markFinished(tx, tenantId, importId, 'Falhou', [{ linha: null, campo: null, chave: 'imports.failedUnexpected' }]),
      );
    }
  };

  const list = async (ctx: RequestContext, q: ImportListQuery): Promise<ListImportsResponse> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const filters: repo.ImportListFilters = {
        tipo: q.tipo,
        status: q.status,
        nomeArquivo: q.nomeArquivo || undefined,
        createdAtFrom: q.createdAtFrom ? new Date(q.createdAtFrom) : undefined,
        createdAtTo: q.createdAtTo ? new Date(q.createdAtTo) : undefined,
        orderBy: q.orderBy,
        orderDirection: q.orderDirection,
      };
      const total = await repo.countImports(tx, ctx.tenantId, filters);
      const { page, offset, limit } = pageWindow(q.pageNumber, q.pageSize, total);
      const rows = total === 0 ? [] : await repo.listImports(tx, ctx.tenantId, filters, offset, limit);
      return pagedReply(rows.map(toImport), page, q.pageSize, total);
    });

  /** GET importacao/{id}/erros: every problem of the import as an .xlsx (sheet 'Dados': row, column, message). */
  const errorReport = async (ctx: RequestContext, id: string, lang: Language) => {
    const current = await find(ctx.tenantId, id);
    const errors = (await database.inTenant(ctx.tenantId, (tx) => repo.importErrors(tx, ctx.tenantId, id))) ?? [];
    const content = await writeWorkbook([
      {
        name: 'Dados',
        header: [translate('imports.reportRow', lang), translate('imports.reportColumn', lang), translate('imports.reportMessage', lang)],
        rows: errors.map((e) => {
          const described = describeImportError(e, lang);
          return [described.linha, described.coluna, described.mensagem];
        }),
        widths: [10, 30, 90],
      },
    ]);
    const base = current.nomeArquivo.replace(/\.(xlsx?|XLSX?)$/, '');
    return { fileName: exportFileName(`${translate('imports.reportTitle', lang)}-${base}`, new Date(), 'xlsx'), content };
  };

  // Resumable: a run whose worker died is retried from its last chunk; at a worker's start, imports left waiting or
  // running with no job (a crash between the commit and the queue) are queued again.
  jobs.register<RunJob>(IMPORT_QUEUE, run, {
    resumable: true,
    retryLimit: 10,
    retryDelay: 5,
    expireInSeconds: 6 * 60 * 60,
    pending: () => database.system((tx) => repo.unfinishedImports(tx)),
  });

  return {
    saveValidated,
    start,
    discard,
    runNow,
    find,
    list,
    errorReport,
    registerKind: (kind: ImportKind, runner: ImportKindRunner) => void runners.set(kind, runner),
  };
};

export type ImportsService = ReturnType<typeof createImportsService>;
