import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '@plataforma/shared';
import type { DashboardContentOption, DashboardFilters, DashboardPerson, LearnerDashboard, ManagerDashboard } from '@plataforma/shared/dashboards';
import { api } from '../../lib/api-client.ts';

export const DASHBOARDS_KEY = ['dashboards'] as const;

/** The spec's filters as sent: empty arrays and empty dates are left out (2-learner §7 Dashboards). */
export const compactFilters = (filters: DashboardFilters): DashboardFilters =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => (Array.isArray(value) ? value.length > 0 : Boolean(value)))) as DashboardFilters;

/** POST DashboardAluno: the person's own figures. */
export const useLearnerDashboard = (filters: DashboardFilters) =>
  useQuery({
    queryKey: [...DASHBOARDS_KEY, 'aluno', filters],
    queryFn: ({ signal }) => api.post<LearnerDashboard>('/api/v1/DashboardAluno', compactFilters(filters), { signal }),
    placeholderData: keepPreviousData,
  });

/** POST DashboardGestor: the team's or the company's figures. */
export const useManagerDashboard = (filters: DashboardFilters) =>
  useQuery({
    queryKey: [...DASHBOARDS_KEY, 'gestor', filters],
    queryFn: ({ signal }) => api.post<ManagerDashboard>('/api/v1/DashboardGestor', compactFilters(filters), { signal }),
    placeholderData: keepPreviousData,
  });

/** POST DashboardGestor/Pessoas: one page of the panel's people. */
export const fetchDashboardPeople = (filters: DashboardFilters, pageNumber: number, pageSize: number, signal?: AbortSignal) =>
  api.post<Paged<DashboardPerson>>('/api/v1/DashboardGestor/Pessoas', { ...compactFilters(filters), pageNumber, pageSize }, { signal });

export const useDashboardPeople = (filters: DashboardFilters, pageNumber: number, pageSize: number) =>
  useQuery({
    queryKey: [...DASHBOARDS_KEY, 'pessoas', filters, pageNumber, pageSize],
    queryFn: ({ signal }) => fetchDashboardPeople(filters, pageNumber, pageSize, signal),
    placeholderData: keepPreviousData,
  });

/** GET DashboardGestor/Conteudos?search: the content filter's options. */
export const useDashboardContents = (search: string) =>
  useQuery({
    queryKey: [...DASHBOARDS_KEY, 'conteudos', search],
    queryFn: ({ signal }) => api.get<DashboardContentOption[]>('/api/v1/DashboardGestor/Conteudos', { query: { search: search || undefined }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
