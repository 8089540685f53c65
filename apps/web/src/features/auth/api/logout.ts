import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST autenticacao/logout: revokes the refresh token. */
export function logout(refreshToken: string): Promise<unknown> {
  return api.post('/api/v1/autenticacao/logout', { refresh_token: refreshToken }, { skipAuth: true });
}

export const useLogoutMutation = () => useMutation({ mutationFn: logout });
