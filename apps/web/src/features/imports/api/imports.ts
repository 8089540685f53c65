import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { RUNNING_IMPORT_STATUSES, type Import, type ImportStatus, type ListImportsResponse } from '@plataforma/shared/imports';
import { api, type DownloadedFile } from '../../../lib/api-client.ts';

const BASE = '/api/v1/importacao';
export const IMPORTS_KEY = ['importacao'] as const;
/** How often the history is read again while a listed import is running. */
export const IMPORTS_POLL_MS = 2_000;

/** Whether the import's job still has work to do ('NaFila', 'Processando'). */
export const isRunningImport = (status: ImportStatus | undefined | null): boolean => Boolean(status && RUNNING_IMPORT_STATUSES.includes(status));

/** GET importacao: a page of the tenant's imports (pageNumber, pageSize, orderBy, orderDirection and the filters). */
export const listImports = (query: Record<string, string | number>, signal?: AbortSignal) => api.get<ListImportsResponse>(BASE, { query, signal });

/** The history page; read again every 2 s while one of the shown imports is running. */
export const useImportsList = (query: Record<string, string | number>) =>
  useQuery({
    queryKey: [...IMPORTS_KEY, 'list', query],
    queryFn: ({ signal }) => listImports(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (current.state.data?.data.some((row) => isRunningImport(row.status)) ? IMPORTS_POLL_MS : false),
  });

/** GET importacao/{id}. */
export const getImport = (id: string, signal?: AbortSignal) => api.get<Import>(`${BASE}/${encodeURIComponent(id)}`, { signal });

/** GET importacao/{id}/erros: the complete error report (.xlsx with the columns Linha, Coluna, Mensagem). */
export const getImportErrorReport = (id: string) => api.get<DownloadedFile>(`${BASE}/${encodeURIComponent(id)}/erros`, { responseType: 'file' });
