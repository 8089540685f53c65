import { z } from 'zod';
import { pageQuerySchema, pagedSchema } from '../core/envelope.ts';
import { createdAtRangeQuerySchema, sortQuerySchema } from '../core/list-query.ts';

/**
 * Imports from spreadsheets (3-admin §2 /gestao/importacoes 'Histórico de Importações', §7 Usuario validate/batch and
 * import/batch/{id}). A file is first validated (POST usuario/validate/batch): the server reads every row, answers a
 * report per row (row, column, message) and keeps the validated rows as an import in status 'Validado' (or 'Invalido'
 * when a row is wrong), writing no user. POST usuario/import/batch/{id} then queues the import as a background job:
 * 'NaFila' -> 'Processando' -> 'Concluido' (every row in), 'ConcluidoComErros' (rows refused at import time, e.g. an
 * e-mail registered meanwhile) or 'Falhou'. docs/imports.md tells the whole design.
 */

/** 'inscricao': batch enrolment (POST inscricao/validatebatch, importbatch/{id}; docs/enrolment.md). */
export const IMPORT_KINDS = ['usuarios', 'inscricao'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** 'Descartado': a validated import the administrator chose not to run (POST importacao/{id}/descartar). */
export const IMPORT_STATUSES = ['Validado', 'Invalido', 'NaFila', 'Processando', 'Concluido', 'ConcluidoComErros', 'Falhou', 'Descartado'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** Statuses in which the job still has work to do (the history refreshes itself while one is shown). */
export const RUNNING_IMPORT_STATUSES: readonly ImportStatus[] = ['NaFila', 'Processando'];

/** Accepted spreadsheet files: Excel 97-2003 (.xls) and Excel 2007+ (.xlsx). */
export const IMPORT_FILE_EXTENSIONS = ['xls', 'xlsx'] as const;
/** Largest spreadsheet accepted, in MB. */
export const IMPORT_MAX_FILE_MB = 20;
/** Most data rows in one file (the header row not counted). */
export const IMPORT_MAX_ROWS = 20_000;
/** Errors listed in the validation reply; the downloadable report lists them all. */
export const IMPORT_REPLY_MAX_ERRORS = 500;

/** One problem of one row: the spreadsheet row number (the header is row 1), the column's header and the message. */
export const importRowErrorSchema = z.object({
  /** Spreadsheet row (2 = first data row); null for a problem of the whole file (e.g. the contract's user limit). */
  linha: z.number().int().nullable(),
  /** Header of the column as the template writes it in the caller's language; null when the row as a whole is wrong. */
  coluna: z.string().nullable(),
  mensagem: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** One import as the history lists it. */
export const importSchema = z.object({
  id: z.string(),
  tipo: z.enum(IMPORT_KINDS),
  nomeArquivo: z.string(),
  status: z.enum(IMPORT_STATUSES),
  /** Data rows in the file. */
  totalLinhas: z.number().int(),
  /** Rows without a problem at validation. */
  linhasValidas: z.number().int(),
  /** Rows with a problem (at validation, then at import time). */
  linhasComErro: z.number().int(),
  /** Rows the job has written so far. */
  importadas: z.number().int(),
  /** Rows the job has gone through so far (written or refused). */
  processadas: z.number().int(),
  /** Who sent the file. */
  criadoPor: z.string().nullable(),
  createdAt: z.string(),
  iniciadoEm: z.string().nullable(),
  concluidoEm: z.string().nullable(),
});
export type Import = z.infer<typeof importSchema>;

/** POST usuario/validate/batch (multipart, file field `usersBatch`): the import kept for POST usuario/import/batch/{id} and the report. */
export const validateBatchResponseSchema = importSchema.extend({
  /** True when every row is valid: only then may the import run. */
  podeImportar: z.boolean(),
  /** The first IMPORT_REPLY_MAX_ERRORS problems, in row order; GET importacao/{id}/erros gives them all. */
  erros: z.array(importRowErrorSchema),
});
export type ValidateBatchResponse = z.infer<typeof validateBatchResponseSchema>;

/** POST usuario/import/batch/{id}. `enviarEmail`: new people receive the e-mail with the link to create their password. */
export const importBatchRequestSchema = z.object({ enviarEmail: z.boolean().default(true) });
export type ImportBatchRequest = z.input<typeof importBatchRequestSchema>;
export const importBatchResponseSchema = importSchema;

export const IMPORT_SORT_FIELDS = ['createdAt', 'nomeArquivo', 'status'] as const;

/** GET importacao: the tenant's imports, newest first by default. */
export const listImportsRequestSchema = pageQuerySchema
  .extend(sortQuerySchema(IMPORT_SORT_FIELDS, 'createdAt').shape)
  .extend({
    orderDirection: z.enum(['asc', 'desc']).default('desc'),
    tipo: z.enum(IMPORT_KINDS).optional(),
    status: z.enum(IMPORT_STATUSES).optional(),
    nomeArquivo: z.string().trim().max(255).optional(),
    ...createdAtRangeQuerySchema.shape,
  });
export type ListImportsRequest = z.input<typeof listImportsRequestSchema>;
export const listImportsResponseSchema = pagedSchema(importSchema);
export type ListImportsResponse = z.infer<typeof listImportsResponseSchema>;
