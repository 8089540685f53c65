import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/**
 * 'Executar' in the history: the kind's own run call. Users: POST usuario/import/batch/{id} (queued; new people get
 * the password e-mail, as the import dialog's default). Enrolments: POST inscricao/importbatch/{id} (runs at once, no
 * e-mail).
 */
export const runImport = (i: Pick<Import, 'id' | 'tipo'>) =>
  i.tipo === 'usuarios'
    ? api.post<Import>(`/api/v1/usuario/import/batch/${encodeURIComponent(i.id)}`, { enviarEmail: true })
    : api.post<unknown>(`/api/v1/inscricao/importbatch/${encodeURIComponent(i.id)}`, { notificarPorEmail: false });

/** POST importacao/{id}/descartar: a validated import set aside as 'Descartado'. */
export const discardImport = (id: string) => api.post<Import>(`${BASE}/${encodeURIComponent(id)}/descartar`);

/** Run or discard from the history; the list is read again after either (also after a refusal). */
export const useImportActions = () => {
  const client = useQueryClient();
  const settle = () => client.invalidateQueries({ queryKey: IMPORTS_KEY });
  return {
    run: useMutation({ mutationFn: runImport, onSettled: settle }),
    discard: useMutation({ mutationFn: discardImport, onSettled: settle }),
  };
};
