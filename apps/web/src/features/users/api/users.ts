import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListPermissionGroupsResponse } from '@plataforma/shared/permissions';
import type { TenantResponse } from '@plataforma/shared/tenancy';
import type {
  BasicUsersResponse,
  CreateUserRequest,
  ListUsersResponse,
  UpdateEmailRequest,
  UpdateEmailResponse,
  UpdateUserRequest,
  User,
} from '@plataforma/shared/users';
import type { DeleteResponse } from '@plataforma/shared';
import { api } from '../../../lib/api-client.ts';

const BASE = '/api/v1/usuario';
export const USERS_KEY = ['usuario'] as const;
/** GET usuario/csv: the filtered list as CSV (the data table downloads it with the current filters). */
export const USERS_CSV_PATH = `${BASE}/csv`;

/** GET usuario: a page (pageNumber, pageSize, orderBy, orderDirection and the filters; tenantId for platform administration). */
export const listUsers = (query: Record<string, string | number>, signal?: AbortSignal) => api.get<ListUsersResponse>(BASE, { query, signal });

export const useUsersList = (query: Record<string, string | number>) =>
  useQuery({ queryKey: [...USERS_KEY, 'list', query], queryFn: ({ signal }) => listUsers(query, signal), placeholderData: keepPreviousData });

/** GET usuario/{id}: the user with names and the person's accounts in every company. */
export const getUser = (id: string, signal?: AbortSignal) => api.get<User>(`${BASE}/${encodeURIComponent(id)}`, { signal });
export const userQueryOptions = (id: string | null) =>
  queryOptions({ queryKey: [...USERS_KEY, 'detail', id ?? ''], queryFn: ({ signal }) => getUser(id!, signal), enabled: Boolean(id), staleTime: 0 });

/** POST usuario (201 with the user). */
export const createUser = (body: CreateUserRequest) => api.post<User>(BASE, body);
/** PUT usuario/{id}. */
export const updateUser = (id: string, body: UpdateUserRequest) => api.put<User>(`${BASE}/${encodeURIComponent(id)}`, body);
/** DELETE usuario/{id}: deactivates the user. */
export const deactivateUser = (id: string) => api.del<DeleteResponse>(`${BASE}/${encodeURIComponent(id)}`);
/** PUT usuario/updateEmail {usuarioId, email, confirmacaoEmail, resetPassword} (platform administration). */
export const updateEmail = (body: UpdateEmailRequest) => api.put<UpdateEmailResponse>(`${BASE}/updateEmail`, body);

/** GET usuario/Basic?search: active users of the tenant as options (the direct-supervisor picker). */
export const basicUsers = (search: string, signal?: AbortSignal) => api.get<BasicUsersResponse>(`${BASE}/Basic`, { query: { search: search || undefined }, signal });
export const useBasicUserOptions = (search: string, enabled: boolean) =>
  useQuery({ queryKey: [...USERS_KEY, 'basic', search], queryFn: ({ signal }) => basicUsers(search, signal), enabled, staleTime: 30_000, placeholderData: keepPreviousData });

/**
 * GET grupoDePermissao (needs 'Permissões'): the active groups of the tenant for the access section. A user without
 * that permission (or a failure) gets no options; the form then keeps the current group.
 */
export const permissionGroupOptions = async (signal?: AbortSignal) => {
  const reply = await api.get<ListPermissionGroupsResponse>('/api/v1/grupoDePermissao', { query: { pageNumber: 1, pageSize: 50, ativo: 'true', orderBy: 'nome' }, signal });
  return reply.data.map((g) => ({ value: g.id, label: g.nome }));
};
export const usePermissionGroupOptions = (enabled: boolean) =>
  useQuery({ queryKey: ['grupoDePermissao', 'options'], queryFn: ({ signal }) => permissionGroupOptions(signal), enabled, staleTime: 60_000, retry: false });

/** GET Tenant: the companies platform administration may look at (the company picker of the list). */
export const useTenantOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ['tenant', 'options'],
    queryFn: async ({ signal }) => (await api.get<TenantResponse>('/api/v1/Tenant', { signal })).disponiveis.map((t) => ({ value: t.id, label: t.nome })),
    enabled,
    staleTime: 60_000,
  });

export const useSaveUserMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CreateUserRequest }) => (id ? updateUser(id, body) : createUser(body)),
    onSuccess: () => client.invalidateQueries({ queryKey: USERS_KEY }),
  });
};

export const useDeactivateUserMutation = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: deactivateUser, onSettled: () => client.invalidateQueries({ queryKey: USERS_KEY }) });
};

export const useUpdateEmailMutation = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateEmail, onSuccess: () => client.invalidateQueries({ queryKey: USERS_KEY }) });
};
