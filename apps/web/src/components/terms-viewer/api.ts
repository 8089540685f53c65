import { queryOptions } from '@tanstack/react-query';
import type { Term } from '@plataforma/shared/terms';
import { api } from '../../lib/api-client.ts';

export type TermDecision = 'accept' | 'decline';
export type TermDecisionReply = { success: true; dataTermoDeUsoAceito: string | null; termoDeUsoId: string | null };

/** GET termoDeUso/{id}: {id, nome, conteudo (HTML), tipo}. */
export function getTerm(id: string, signal?: AbortSignal): Promise<Term> {
  return api.get<Term>(`/api/v1/termoDeUso/${encodeURIComponent(id)}`, { signal });
}

/** PUT usuario/termoDeUso/{accept|decline}/{id}. */
export function decideTerm(decision: TermDecision, id: string): Promise<TermDecisionReply> {
  return api.put<TermDecisionReply>(`/api/v1/usuario/termoDeUso/${decision}/${encodeURIComponent(id)}`);
}

/** Terms cache 5 minutes (1-shell §9); `tenant` in the key: terms belong to the active tenant. */
export const termQueryOptions = (id: string, tenant: string | null) =>
  queryOptions({
    queryKey: ['term', id, tenant ?? ''],
    queryFn: ({ signal }) => getTerm(id, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
