import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LinkResetPasswordResponse } from '@plataforma/shared/auth';
import { api } from '../../../lib/api-client.ts';

/** GET usuario/{id}/LinkResetPassword?hash=: the password-change token of a recovery link. */
export function getLinkResetPassword(userId: string, hash: string, signal?: AbortSignal): Promise<LinkResetPasswordResponse> {
  return api.get<LinkResetPasswordResponse>(`/api/v1/usuario/${encodeURIComponent(userId)}/LinkResetPassword`, {
    query: { hash },
    signal,
    skipAuth: true,
  });
}

export const linkResetPasswordQueryOptions = (userId: string, hash: string) =>
  queryOptions({
    queryKey: ['link-reset-password', userId, hash],
    queryFn: ({ signal }) => getLinkResetPassword(userId, hash, signal),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

export const useLinkResetPassword = (userId: string, hash: string, enabled = true) =>
  useQuery({ ...linkResetPasswordQueryOptions(userId, hash), enabled });
