import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Company, CreateCompanyRequest, ListCompaniesResponse } from '@plataforma/shared/accounts';
import type { DeleteResponse } from '@plataforma/shared';
import { api, isApiError } from '../../../lib/api-client.ts';

const BASE = '/api/v1/Empresa';
export const COMPANIES_KEY = ['empresa'] as const;

/** GET Empresa: a page (pageNumber, pageSize, orderBy, orderDirection, nome, documentoIdentificacao, tipoPessoa, cidade, estado, createdAt range). */
export const listCompanies = (query: Record<string, string | number>, signal?: AbortSignal) => api.get<ListCompaniesResponse>(BASE, { query, signal });

export const useCompaniesList = (query: Record<string, string | number>) =>
  useQuery({ queryKey: [...COMPANIES_KEY, 'list', query], queryFn: ({ signal }) => listCompanies(query, signal), placeholderData: keepPreviousData });

/** GET Empresa/{id}. */
export const getCompany = (id: string, signal?: AbortSignal) => api.get<Company>(`${BASE}/${encodeURIComponent(id)}`, { signal });
/** POST Empresa. */
export const createCompany = (body: CreateCompanyRequest) => api.post<Company>(BASE, body);
/** PUT Empresa/{id}. */
export const updateCompany = (id: string, body: CreateCompanyRequest) => api.put<Company>(`${BASE}/${encodeURIComponent(id)}`, body);
/** DELETE Empresa/{id} (409 while the company has contracts). */
export const deleteCompany = (id: string) => api.del<DeleteResponse>(`${BASE}/${encodeURIComponent(id)}`);

/** GET Empresa/documentoidentificacao/{doc}: the company with the document, or null (404). */
export const findCompanyByDocument = async (doc: string, signal?: AbortSignal): Promise<Company | null> => {
  try {
    return await api.get<Company>(`${BASE}/documentoidentificacao/${encodeURIComponent(doc)}`, { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
};

export const useCompanyByDocument = (doc: string | null) =>
  useQuery({
    queryKey: [...COMPANIES_KEY, 'by-document', doc],
    queryFn: ({ signal }) => findCompanyByDocument(doc!, signal),
    enabled: Boolean(doc),
    staleTime: 10_000,
  });

/** Company options for selects (first 50 by name, optionally matching a search). */
export const useCompanyOptions = (search: string) =>
  useQuery({
    queryKey: [...COMPANIES_KEY, 'options', search],
    queryFn: ({ signal }) => listCompanies({ pageNumber: 1, pageSize: 50, orderBy: 'nome', orderDirection: 'asc', ...(search ? { nome: search } : {}) }, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useSaveCompanyMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CreateCompanyRequest }) => (id ? updateCompany(id, body) : createCompany(body)),
    onSuccess: () => client.invalidateQueries({ queryKey: COMPANIES_KEY }),
  });
};

export const useDeleteCompanyMutation = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteCompany, onSettled: () => client.invalidateQueries({ queryKey: COMPANIES_KEY }) });
};
