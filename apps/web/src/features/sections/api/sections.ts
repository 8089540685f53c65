import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeleteResponse } from '@plataforma/shared';
import type { ListContractsResponse } from '@plataforma/shared/accounts';
import type {
  BasicSection,
  CreateSectionRequest,
  ListSectionsResponse,
  OrderSectionsRequest,
  Section,
  SectionImageRole,
  SectionImageUploadResponse,
  SectionItemKind,
} from '@plataforma/shared/sections';
import { api } from '../../../lib/api-client.ts';

/** Calls of the sections administration (3-admin §7 Secao). */

const BASE = '/api/v1/Secao';
export const SECTIONS_KEY = ['secao'] as const;
export const SECTIONS_CSV_PATH = `${BASE}/csv`;
const path = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** GET Secao: a page (pageNumber, pageSize, orderBy, orderDirection, search, ativo, status, tipo, exibirNoAprendizado). */
export const listSections = (query: Record<string, string | number>, signal?: AbortSignal) => api.get<ListSectionsResponse>(BASE, { query, signal });

export const useSectionsList = (query: Record<string, string | number>) =>
  useQuery({ queryKey: [...SECTIONS_KEY, 'list', query], queryFn: ({ signal }) => listSections(query, signal), placeholderData: keepPreviousData });

/** Every section in one order (the ordering screen). */
export const useSectionsInOrder = (field: 'ordemAprendizado' | 'ordemCatalogo', enabled: boolean) =>
  useQuery({
    queryKey: [...SECTIONS_KEY, 'order', field],
    queryFn: async ({ signal }) => {
      const all: Section[] = [];
      for (let pageNumber = 1; ; pageNumber += 1) {
        const page = await listSections({ orderBy: field, orderDirection: 'asc', pageNumber, pageSize: 50 }, signal);
        all.push(...page.data);
        if (pageNumber >= page.totalPages) return all;
      }
    },
    enabled,
  });

export const basicSections = (signal?: AbortSignal) => api.get<BasicSection[]>(`${BASE}/Basic`, { signal });

export const createSection = (body: CreateSectionRequest) => api.post<Section>(BASE, body);
export const updateSection = (id: string, body: CreateSectionRequest) => api.put<Section>(path(id), body);
export const deleteSection = (id: string) => api.del<DeleteResponse>(path(id));
export const updateSectionContracts = (id: string, contratosIds: string[]) => api.put<Section>(`${path(id)}/UpdateContratosSecoes`, { contratosIds });
export const orderSections = (body: OrderSectionsRequest) => api.post<unknown>(`${BASE}/Ordenar`, body);

/** POST Secao/{id}/FileUpload/CardAndBanner/{Card|Banner}: multipart with the field arquivo (and secaoId). */
export const uploadSectionImage = (id: string, role: SectionImageRole, file: File) => {
  const body = new FormData();
  body.append('secaoId', id);
  body.append('arquivo', file, file.name);
  return api.post<SectionImageUploadResponse>(`${path(id)}/FileUpload/CardAndBanner/${role}`, body);
};

const ITEM_SOURCES: Record<SectionItemKind, string> = { midia: '/api/v1/midia', curso: '/api/v1/curso', formacao: '/api/v1/formacao' };
export type ItemOption = { id: string; nome: string };

/** Candidates for the items picker: repository objects (GET midia), courses (GET curso) or trails (GET formacao), by name. */
export const useItemOptions = (kind: SectionItemKind, search: string, enabled: boolean) =>
  useQuery({
    queryKey: [...SECTIONS_KEY, 'item-options', kind, search],
    queryFn: async ({ signal }): Promise<ItemOption[]> => {
      const reply = await api.get<{ data: { id: string; nome?: string; titulo?: string }[] }>(ITEM_SOURCES[kind], {
        query: { search: search || undefined, pageSize: 20 },
        signal,
      });
      return reply.data.map((row) => ({ id: row.id, nome: row.nome ?? row.titulo ?? row.id }));
    },
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** The platform's contracts (GET Contrato), for platform administration. */
export const useContractOptions = (enabled: boolean) =>
  useQuery({
    queryKey: [...SECTIONS_KEY, 'contracts'],
    queryFn: ({ signal }) => api.get<ListContractsResponse>('/api/v1/Contrato', { query: { pageSize: 50 }, signal }),
    enabled,
    staleTime: 60_000,
  });

export const useSaveSectionMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CreateSectionRequest }) => (id ? updateSection(id, body) : createSection(body)),
    onSettled: () => client.invalidateQueries({ queryKey: SECTIONS_KEY }),
  });
};

export const useDeleteSectionMutation = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteSection, onSettled: () => client.invalidateQueries({ queryKey: SECTIONS_KEY }) });
};

export const useOrderSectionsMutation = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: orderSections, onSettled: () => client.invalidateQueries({ queryKey: SECTIONS_KEY }) });
};
