import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, TokenResponse } from '@plataforma/shared/auth';
import { api } from '../../../lib/api-client.ts';

/** POST autenticacao/login: username with whitespace stripped (1-shell §7). */
export function login(body: LoginRequest): Promise<TokenResponse> {
  return api.post<TokenResponse>(
    '/api/v1/autenticacao/login',
    { username: body.username.replace(/\s+/g, ''), password: body.password },
    { skipAuth: true, tenant: null },
  );
}

export const useLoginMutation = () => useMutation({ mutationFn: login });
