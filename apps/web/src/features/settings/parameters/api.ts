import { useQuery } from '@tanstack/react-query';
import type { ListTermsResponse } from '@plataforma/shared/terms';
import { api } from '../../../lib/api-client.ts';

/** The company's Platform terms (GET termoDeUso?tipo=Platform), for the platform terms of use select. */
export const usePlatformTerms = () =>
  useQuery({
    queryKey: ['termoDeUso', 'list', { tipo: 'Platform', pageSize: 50 }],
    queryFn: ({ signal }) =>
      api.get<ListTermsResponse>('/api/v1/termoDeUso', { query: { tipo: 'Platform', pageNumber: 1, pageSize: 50, orderBy: 'nome', orderDirection: 'asc' }, signal }),
    staleTime: 30_000,
  });
