import { useMutation } from '@tanstack/react-query';
import type { AuthenticationLogRequest } from '@plataforma/shared/auth';
import { api } from '../../../lib/api-client.ts';

/** POST autenticacao/AuthenticationLog: records a sign-in or sign-out of the signed-in person. */
export function logAuthentication(body: AuthenticationLogRequest): Promise<unknown> {
  return api.post<unknown>('/api/v1/autenticacao/AuthenticationLog', body);
}

/** Same call, never failing: the log must not stop a sign-in or sign-out. */
export async function logAuthenticationQuietly(body: AuthenticationLogRequest): Promise<void> {
  try {
    await logAuthentication(body);
  } catch {
    // the audit log is best effort from the browser
  }
}

export const useAuthenticationLogMutation = () => useMutation({ mutationFn: logAuthentication });
