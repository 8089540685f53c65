import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Import, ImportBatchRequest, ValidateBatchResponse } from '@plataforma/shared/imports';
import { api, type DownloadedFile } from '../../../lib/api-client.ts';
import { IMPORTS_KEY, isRunningImport } from '../../imports';
import { USERS_KEY } from './users.ts';

const BASE = '/api/v1/usuario';
/** Multipart field of the spreadsheet in POST usuario/validate/batch. */
export const USERS_BATCH_FIELD = 'usersBatch';
const USER_IMPORT_KEY = ['usuario-import'] as const;
/** How often a running import is read again in the import dialog. */
export const USER_IMPORT_POLL_MS = 1_000;

/** POST usuario/validate/batch (multipart, field usersBatch): reads every row and answers the report; writes no user. */
export const validateUsersBatch = (file: File) => {
  const body = new FormData();
  body.append(USERS_BATCH_FIELD, file, file.name);
  return api.post<ValidateBatchResponse>(`${BASE}/validate/batch`, body);
};

/** POST usuario/import/batch/{id} {enviarEmail}: queues a validated import (202 with the import in 'NaFila'). */
export const startUsersImport = (id: string, body: ImportBatchRequest) => api.post<Import>(`${BASE}/import/batch/${encodeURIComponent(id)}`, body);

/** GET usuario/import/batch/{id}: the import with its progress. */
export const getUsersImport = (id: string, signal?: AbortSignal) => api.get<Import>(`${BASE}/import/batch/${encodeURIComponent(id)}`, { signal });

/** GET usuario/import/template: the template .xlsx, with its headers in the interface language (Accept-Language). */
export const downloadUsersImportTemplate = () => api.get<DownloadedFile>(`${BASE}/import/template`, { responseType: 'file' });

export const usersImportQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: [...USER_IMPORT_KEY, id ?? ''],
    queryFn: ({ signal }) => getUsersImport(id!, signal),
    enabled: Boolean(id),
    staleTime: 0,
    // every second while the job has work to do; stops once it has finished
    refetchInterval: (query) => (isRunningImport(query.state.data?.status) ? USER_IMPORT_POLL_MS : false),
    refetchIntervalInBackground: true,
  });

/** The import being followed in the dialog (polled while it runs). */
export const useUsersImport = (id: string | null) => useQuery(usersImportQueryOptions(id));

export const useValidateUsersBatchMutation = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: validateUsersBatch, onSettled: () => client.invalidateQueries({ queryKey: IMPORTS_KEY }) });
};

export const useStartUsersImportMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enviarEmail }: { id: string; enviarEmail: boolean }) => startUsersImport(id, { enviarEmail }),
    onSuccess: (started) => {
      client.setQueryData(usersImportQueryOptions(started.id).queryKey, started);
      void client.invalidateQueries({ queryKey: IMPORTS_KEY });
    },
  });
};

/** Once an import has finished: the users list and the import history are read again. */
export const useRefreshAfterImport = () => {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: USERS_KEY });
    void client.invalidateQueries({ queryKey: IMPORTS_KEY });
  };
};
