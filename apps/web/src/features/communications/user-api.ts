import { useQuery } from '@tanstack/react-query';
import type {
  ChangeUserCommunicationStatusResponse,
  PendingCommunicationsResponse,
  UserCommunication,
  UserCommunicationDetail,
} from '@plataforma/shared/communications';
import { api } from '../../lib/api-client.ts';

/** The learner's calls of communications (2-learner §7 'Communications pop-up'); kept apart from the administration's. */

const BASE = '/api/v1/Comunicacao';
/** The learner's reads (pop-up flag and list), refreshed after a hide toggle. */
export const USER_COMMUNICATIONS_KEY = ['comunicacao', 'usuario'] as const;
export const PENDING_KEY = [...USER_COMMUNICATIONS_KEY, 'pending'] as const;


/** GET getUserCommunication: the pop-up flag and the communications to show after sign-in. */
export const pendingCommunications = (signal?: AbortSignal) => api.get<PendingCommunicationsResponse>(`${BASE}/getUserCommunication`, { signal });
export const usePendingCommunications = (enabled: boolean) =>
  useQuery({ queryKey: PENDING_KEY, queryFn: ({ signal }) => pendingCommunications(signal), enabled, staleTime: Infinity, retry: false });

/** GET getAllPorUsuarioAutenticado?exibirComunicacoesDesabilitadas: the person's communications (with the hidden ones when true). */
export const useMyCommunications = (withDisabled: boolean, enabled: boolean) =>
  useQuery({
    queryKey: [...USER_COMMUNICATIONS_KEY, 'all', withDisabled],
    queryFn: ({ signal }) => api.get<UserCommunication[]>(`${BASE}/getAllPorUsuarioAutenticado`, { query: { exibirComunicacoesDesabilitadas: String(withDisabled) }, signal }),
    enabled,
  });

/** GET getById?id=: one communication with its posts (recorded as seen). */
export const useUserCommunication = (id: string | null) =>
  useQuery({
    queryKey: [...USER_COMMUNICATIONS_KEY, 'detail', id],
    queryFn: ({ signal }) => api.get<UserCommunicationDetail>(`${BASE}/getById`, { query: { id: id! }, signal }),
    enabled: Boolean(id),
    staleTime: 60_000,
  });

/** POST ChangeUserCommunicationStatus/{bool}: true hides the ids, false shows them again. */
export const changeUserCommunicationStatus = (hidden: boolean, ids: string[]) =>
  api.post<ChangeUserCommunicationStatusResponse>(`${BASE}/ChangeUserCommunicationStatus/${hidden ? 'true' : 'false'}`, ids);
