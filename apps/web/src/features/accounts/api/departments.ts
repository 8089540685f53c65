import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BasicDepartmentsResponse, CreateDepartmentRequest, Department, ListDepartmentsResponse, UpdateDepartmentRequest } from '@plataforma/shared/accounts';
import type { DeleteResponse } from '@plataforma/shared';
import { api } from '../../../lib/api-client.ts';

const BASE = '/api/v1/Departamento';
export const DEPARTMENTS_KEY = ['departamento'] as const;

/** GET Departamento: a page (pageNumber, pageSize, orderBy, orderDirection, nome, ativo, createdAt range). */
export const listDepartments = (query: Record<string, string | number>, signal?: AbortSignal) => api.get<ListDepartmentsResponse>(BASE, { query, signal });

export const useDepartmentsList = (query: Record<string, string | number>) =>
  useQuery({ queryKey: [...DEPARTMENTS_KEY, 'list', query], queryFn: ({ signal }) => listDepartments(query, signal), placeholderData: keepPreviousData });

/** GET Departamento/{id}. */
export const getDepartment = (id: string, signal?: AbortSignal) => api.get<Department>(`${BASE}/${encodeURIComponent(id)}`, { signal });
/** POST Departamento. */
export const createDepartment = (body: CreateDepartmentRequest) => api.post<Department>(BASE, body);
/** PUT Departamento/{id}. */
export const updateDepartment = (id: string, body: UpdateDepartmentRequest) => api.put<Department>(`${BASE}/${encodeURIComponent(id)}`, body);
/** DELETE Departamento/{id} (409 while users are linked). */
export const deleteDepartment = (id: string) => api.del<DeleteResponse>(`${BASE}/${encodeURIComponent(id)}`);

/** GET Departamento/Basic: active departments as select options. */
export const basicDepartments = (signal?: AbortSignal) => api.get<BasicDepartmentsResponse>(`${BASE}/Basic`, { signal });
export const basicDepartmentsQueryOptions = () =>
  queryOptions({ queryKey: [...DEPARTMENTS_KEY, 'basic'], queryFn: ({ signal }) => basicDepartments(signal), staleTime: 60_000 });
export const useBasicDepartments = () => useQuery(basicDepartmentsQueryOptions());

export const useSaveDepartmentMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CreateDepartmentRequest }) => (id ? updateDepartment(id, body) : createDepartment(body)),
    onSuccess: () => client.invalidateQueries({ queryKey: DEPARTMENTS_KEY }),
  });
};

export const useDeleteDepartmentMutation = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteDepartment, onSettled: () => client.invalidateQueries({ queryKey: DEPARTMENTS_KEY }) });
};
