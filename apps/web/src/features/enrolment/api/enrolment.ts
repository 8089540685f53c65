import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeleteResponse, Paged } from '@plataforma/shared';
import {
  ENROLMENT_BATCH_FILE_FIELD,
  type EnrolmentChangeResponse,
  type EnrolUsersRequest,
  type EnrolUsersResponse,
  type ImportEnrolmentBatchRequest,
  type ImportEnrolmentBatchResponse,
  type InscricaoAutomatizada,
  type InscricaoAutomatizadaTipo,
  type InscricaoTipo,
  type ListInscricoesAutomatizadasResponse,
  type ListSubscriptionsResponse,
  type SaveInscricaoAutomatizadaRequest,
  type SaveInscricaoAutomatizadaResponse,
  type SubscriptionListStatus,
  type ValidateEnrolmentBatchResponse,
} from '@plataforma/shared/enrolment';
import type { BasicUsersResponse } from '@plataforma/shared/users';
import { api, type DownloadedFile } from '../../../lib/api-client.ts';

/** Calls of the enrolment administration (3-admin §7 Course, Trail, Batch enrolment, inscricaoautomatizada). */

const enc = encodeURIComponent;
export const ENROLMENT_KEY = ['inscricao'] as const;
const AUTOMATED_KEY = ['inscricaoautomatizada'] as const;

/** A course or a trail whose enrolments are managed. */
export type EnrolmentTarget = { kind: InscricaoTipo; id: string; titulo: string };

// ---------------------------------------------------------------- subscription rows

/**
 * GET curso/Usuarios/{status}/{id} (status in the path) or GET formacao/inscricoes/{id}?status= (status in the query),
 * with search, unidadeDeNegocioId, departamentoId, cargoId, origem, pageNumber, pageSize.
 */
export const listSubscriptions = (target: Pick<EnrolmentTarget, 'kind' | 'id'>, status: SubscriptionListStatus, query: Record<string, string | number>, signal?: AbortSignal) =>
  target.kind === 'curso'
    ? api.get<ListSubscriptionsResponse>(`/api/v1/curso/Usuarios/${enc(status)}/${enc(target.id)}`, { query, signal })
    : api.get<ListSubscriptionsResponse>(`/api/v1/formacao/inscricoes/${enc(target.id)}`, { query: { ...query, status }, signal });

export const useSubscriptions = (target: Pick<EnrolmentTarget, 'kind' | 'id'> | null, status: SubscriptionListStatus, query: Record<string, string | number>) =>
  useQuery({
    queryKey: [...ENROLMENT_KEY, target?.kind, target?.id, 'rows', status, query],
    queryFn: ({ signal }) => listSubscriptions(target!, status, query, signal),
    enabled: target !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** PUT inscricao/{id}/cancelar and PUT inscricao/{id}/reativar (reactivation resets the progress). */
export const cancelEnrolment = (id: string) => api.put<EnrolmentChangeResponse>(`/api/v1/inscricao/${enc(id)}/cancelar`);
export const reactivateEnrolment = (id: string) => api.put<EnrolmentChangeResponse>(`/api/v1/inscricao/${enc(id)}/reativar`);

export const useChangeEnrolmentMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'cancel' | 'reactivate' }) => (action === 'cancel' ? cancelEnrolment(id) : reactivateEnrolment(id)),
    onSettled: () => client.invalidateQueries({ queryKey: ENROLMENT_KEY }),
  });
};

// ---------------------------------------------------------------- manual enrolment

/** POST curso/inscreverusuarios/{id} or formacao/inscreverusuarios/{id}. */
export const enrolUsers = (target: Pick<EnrolmentTarget, 'kind' | 'id'>, body: EnrolUsersRequest) =>
  api.post<EnrolUsersResponse>(`/api/v1/${target.kind}/inscreverusuarios/${enc(target.id)}`, body);

export const useEnrolUsersMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ target, body }: { target: Pick<EnrolmentTarget, 'kind' | 'id'>; body: EnrolUsersRequest }) => enrolUsers(target, body),
    onSettled: () => client.invalidateQueries({ queryKey: ENROLMENT_KEY }),
  });
};

/** GET usuario/Basic?search: active users of the tenant (at most 50) for the people picker. */
export const userOptions = (search: string, signal?: AbortSignal) => api.get<BasicUsersResponse>('/api/v1/usuario/Basic', { query: { search: search || undefined }, signal });

export const useUserOptions = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: ['usuario', 'basic', search],
    queryFn: ({ signal }) => userOptions(search, signal),
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

// ---------------------------------------------------------------- batch enrolment

/** GET inscricao/modelo: the template .xlsx (header row only). */
export const downloadEnrolmentTemplate = () => api.get<DownloadedFile>('/api/v1/inscricao/modelo', { responseType: 'file' });

/** POST inscricao/validatebatch (multipart, field `file`): the report per row; nothing is enrolled yet. */
export const validateEnrolmentBatch = (file: File) => {
  const body = new FormData();
  body.append(ENROLMENT_BATCH_FILE_FIELD, file, file.name);
  return api.post<ValidateEnrolmentBatchResponse>('/api/v1/inscricao/validatebatch', body);
};

/** POST inscricao/importbatch/{id}: runs the valid rows (origin 'import'). */
export const importEnrolmentBatch = (id: string, body: ImportEnrolmentBatchRequest) => api.post<ImportEnrolmentBatchResponse>(`/api/v1/inscricao/importbatch/${enc(id)}`, body);

export const useValidateEnrolmentBatchMutation = () => useMutation({ mutationFn: validateEnrolmentBatch });

export const useImportEnrolmentBatchMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ImportEnrolmentBatchRequest }) => importEnrolmentBatch(id, body),
    onSettled: () => client.invalidateQueries({ queryKey: ENROLMENT_KEY }),
  });
};

// ---------------------------------------------------------------- automated enrolment

/** The job title or unit a rule belongs to. */
export type AutomatedTarget = { tipo: InscricaoAutomatizadaTipo; id: string; nome: string };

/** GET inscricaoautomatizada?tipo&cargoId|unidadeDeNegocioId: the rule of one job title or unit (one at most), or null. */
export const findAutomatedRule = async (target: Pick<AutomatedTarget, 'tipo' | 'id'>, signal?: AbortSignal): Promise<InscricaoAutomatizada | null> => {
  const query = { pageNumber: 1, pageSize: 10, tipo: target.tipo, ...(target.tipo === 'Cargo' ? { cargoId: target.id } : { unidadeDeNegocioId: target.id }) };
  const page = await api.get<ListInscricoesAutomatizadasResponse>('/api/v1/inscricaoautomatizada', { query, signal });
  return page.data[0] ?? null;
};

export const useAutomatedRule = (target: Pick<AutomatedTarget, 'tipo' | 'id'> | null) =>
  useQuery({
    queryKey: [...AUTOMATED_KEY, 'of', target?.tipo, target?.id],
    queryFn: ({ signal }) => findAutomatedRule(target!, signal),
    enabled: target !== null,
    staleTime: 0,
    retry: false,
  });

/** GET inscricaoautomatizada: every rule (paged, newest first). */
export const listAutomatedRules = (query: Record<string, string | number>, signal?: AbortSignal) =>
  api.get<ListInscricoesAutomatizadasResponse>('/api/v1/inscricaoautomatizada', { query, signal });

/** POST inscricaoautomatizada or PUT inscricaoautomatizada/{id}. */
export const saveAutomatedRule = (id: string | null, body: SaveInscricaoAutomatizadaRequest) =>
  id
    ? api.put<SaveInscricaoAutomatizadaResponse>(`/api/v1/inscricaoautomatizada/${enc(id)}`, body)
    : api.post<SaveInscricaoAutomatizadaResponse>('/api/v1/inscricaoautomatizada', body);

/** DELETE inscricaoautomatizada/{id}. */
export const deleteAutomatedRule = (id: string) => api.del<DeleteResponse>(`/api/v1/inscricaoautomatizada/${enc(id)}`);

export const useSaveAutomatedRuleMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: SaveInscricaoAutomatizadaRequest }) => saveAutomatedRule(id, body),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: AUTOMATED_KEY });
      void client.invalidateQueries({ queryKey: ENROLMENT_KEY });
    },
  });
};

export const useDeleteAutomatedRuleMutation = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteAutomatedRule, onSettled: () => client.invalidateQueries({ queryKey: AUTOMATED_KEY }) });
};

/** A course or trail offered in the rule's item picker. */
export type ContentOption = { tipo: InscricaoTipo; id: string; titulo: string };

type ContentRow = { id: string; titulo: string };

/** GET curso and GET formacao (first 50 by title matching `search`): the item picker's options. */
export const contentOptions = async (search: string, signal?: AbortSignal): Promise<ContentOption[]> => {
  const query = { pageNumber: 1, pageSize: 50, orderBy: 'titulo', orderDirection: 'asc', ...(search ? { search } : {}) };
  const [courses, trails] = await Promise.all([
    api.get<Paged<ContentRow>>('/api/v1/curso', { query, signal }),
    api.get<Paged<ContentRow>>('/api/v1/formacao', { query, signal }).catch(() => ({ data: [] as ContentRow[] })),
  ]);
  return [...courses.data.map((c) => ({ tipo: 'curso' as const, id: c.id, titulo: c.titulo })), ...trails.data.map((f) => ({ tipo: 'formacao' as const, id: f.id, titulo: f.titulo }))];
};

export const useContentOptions = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: ['cursos', 'enrolment-options', search],
    queryFn: ({ signal }) => contentOptions(search, signal),
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
