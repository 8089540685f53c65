import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, TokenResponse } from '@plataforma/shared/auth';
import { api } from '../../../lib/api-client.ts';

/**
 * POST autenticacao/login: username with whitespace stripped (1-shell §7). The refresh token comes back in an HttpOnly
 * cookie, persistent when `remember` is set.
 */
export function login(body: LoginRequest): Promise<TokenResponse> {
  return api.post<TokenResponse>(
    '/api/v1/autenticacao/login',
    { username: body.username.replace(/\s+/g, ''), password: body.password, remember: body.remember === true },
    { skipAuth: true, tenant: null },
  );
}

export const useLoginMutation = () => useMutation({ mutationFn: login });
