import { useMutation } from '@tanstack/react-query';
import type { CreatePasswordRequest } from '@plataforma/shared/auth';
import { api } from '../../../lib/api-client.ts';

/** POST autenticacao/CreatePassword: sets the password from a recovery token. */
export function createPassword(body: CreatePasswordRequest): Promise<{ success: boolean; message?: string }> {
  return api.post('/api/v1/autenticacao/CreatePassword', body, { skipAuth: true });
}

export const useCreatePasswordMutation = () => useMutation({ mutationFn: createPassword });
