import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * POST autenticacao/logout: the API revokes the sign-in of the refresh cookie, clears the cookie and refuses `access`
 * from now on (sent without the refresh-and-retry of authenticated calls: an expired token needs no refusing).
 */
export function logout(access: string | null): Promise<unknown> {
  return api.post('/api/v1/autenticacao/logout', {}, { skipAuth: true, headers: access ? { Authorization: `Bearer ${access}` } : {} });
}

export const useLogoutMutation = () => useMutation({ mutationFn: logout });
