import { api } from '../../../lib/api-client.ts';

export type HealthReply = { status: string; version: string };

/** GET /api/health: the version the server runs (new-version prompt). */
export function getHealth(signal?: AbortSignal): Promise<HealthReply> {
  return api.get<HealthReply>('/api/health', { signal, skipAuth: true, tenant: null });
}
