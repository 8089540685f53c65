import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type ChangeOwnPasswordRequest = { senha: string; senhaAtual?: string };
export type ChangeOwnPasswordReply = { success: boolean; message?: string };

/** POST usuario/alterar-senha-propria: the signed-in person's own new password (clears the forced update). */
export function changeOwnPassword(body: ChangeOwnPasswordRequest): Promise<ChangeOwnPasswordReply> {
  return api.post<ChangeOwnPasswordReply>('/api/v1/usuario/alterar-senha-propria', body);
}

export const useChangeOwnPasswordMutation = () => useMutation({ mutationFn: changeOwnPassword });
