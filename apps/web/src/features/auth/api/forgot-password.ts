import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type ForgotPasswordReply = { success: boolean; message?: string };

/** GET autenticacao/forgotpassword/{user}: sends the recovery e-mail. */
export function requestPasswordRecovery(user: string): Promise<ForgotPasswordReply> {
  return api.get<ForgotPasswordReply>(`/api/v1/autenticacao/forgotpassword/${encodeURIComponent(user.trim())}`, { skipAuth: true });
}

export const useForgotPasswordMutation = () => useMutation({ mutationFn: requestPasswordRecovery });
