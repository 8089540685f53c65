import type { AuthenticationLogRequest } from '@plataforma/shared/auth';
import { api } from '../../../lib/api-client.ts';

/** POST autenticacao/AuthenticationLog (client-mode enter/exit). Best effort: a failure never blocks the action. */
export async function logShellEvent(body: AuthenticationLogRequest): Promise<void> {
  try {
    await api.post<unknown>('/api/v1/autenticacao/AuthenticationLog', body);
  } catch {
    // the audit log is best effort from the browser
  }
}
