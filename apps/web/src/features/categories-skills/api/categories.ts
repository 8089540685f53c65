import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BasicCategoriesResponse, Category, CreateCategoryRequest, ListCategoriesResponse, UpdateCategoryRequest } from '@plataforma/shared/categories-skills';
import type { DeleteResponse } from '@plataforma/shared';
import { api } from '../../../lib/api-client.ts';

const BASE = '/api/v1/Categoria';
export const CATEGORIES_KEY = ['categoria'] as const;

/** GET Categoria: a page of categories (pageNumber, pageSize, orderBy, orderDirection, nome, createdAt range). */
export function listCategories(query: Record<string, string | number>, signal?: AbortSignal): Promise<ListCategoriesResponse> {
  return api.get<ListCategoriesResponse>(BASE, { query, signal });
}

export const useCategoriesList = (query: Record<string, string | number>) =>
  useQuery({ queryKey: [...CATEGORIES_KEY, 'list', query], queryFn: ({ signal }) => listCategories(query, signal), placeholderData: keepPreviousData });

/** GET Categoria/{id}. */
export const getCategory = (id: string, signal?: AbortSignal) => api.get<Category>(`${BASE}/${encodeURIComponent(id)}`, { signal });
/** POST Categoria. */
export const createCategory = (body: CreateCategoryRequest) => api.post<Category>(BASE, body);
/** PUT Categoria/{id}. */
export const updateCategory = (id: string, body: UpdateCategoryRequest) => api.put<Category>(`${BASE}/${encodeURIComponent(id)}`, body);
/** DELETE Categoria/{id}. */
export const deleteCategory = (id: string) => api.del<DeleteResponse>(`${BASE}/${encodeURIComponent(id)}`);

/** GET Categoria/Basic: categories as select options. */
export const basicCategories = (signal?: AbortSignal) => api.get<BasicCategoriesResponse>(`${BASE}/Basic`, { signal });
export const basicCategoriesQueryOptions = () =>
  queryOptions({ queryKey: [...CATEGORIES_KEY, 'basic'], queryFn: ({ signal }) => basicCategories(signal), staleTime: 60_000 });
export const useBasicCategories = () => useQuery(basicCategoriesQueryOptions());

export const useSaveCategoryMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CreateCategoryRequest }) => (id ? updateCategory(id, body) : createCategory(body)),
    onSuccess: () => client.invalidateQueries({ queryKey: CATEGORIES_KEY }),
  });
};

export const useDeleteCategoryMutation = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteCategory, onSuccess: () => client.invalidateQueries({ queryKey: CATEGORIES_KEY }) });
};
