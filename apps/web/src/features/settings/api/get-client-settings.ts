import { queryOptions, useQuery } from '@tanstack/react-query';
import { defaultClientSettings, mergeSettings, type ClientSettings } from '@plataforma/shared/settings';
import { api, isApiError } from '../../../lib/api-client.ts';
import { subDomainOf } from '../../../lib/format.ts';
import { getActiveTenant, useSession } from '../../../lib/session.ts';

/** Client settings request time-out (1-shell §9). */
export const SETTINGS_TIMEOUT_MS = 40_000;

export type SettingsScope = { authenticated: boolean; tenant: string | null; subDomain: string };

const toSettings = (reply: unknown): ClientSettings => {
  if (!reply || typeof reply !== 'object') return defaultClientSettings();
  try {
    return mergeSettings(defaultClientSettings(), reply as Partial<Record<keyof ClientSettings, unknown>>);
  } catch (error) {
    console.warn('Client settings reply does not match the contract; using defaults.', error);
    return defaultClientSettings();
  }
};

/**
 * Client settings: POST Parametro/open/parametros {subDomain} before sign-in, GET Parametro when signed in
 * (1-shell §7). Aborted with the 'settings.timeout' message after 40 s.
 */
export async function getClientSettings(scope: SettingsScope, signal?: AbortSignal): Promise<ClientSettings> {
  const open = () =>
    api.post<unknown>('/api/v1/Parametro/open/parametros', { subDomain: scope.subDomain }, { signal, timeoutMs: SETTINGS_TIMEOUT_MS, skipAuth: true });
  if (!scope.authenticated) return toSettings(await open());
  try {
    return toSettings(await api.get<unknown>('/api/v1/Parametro', { signal, timeoutMs: SETTINGS_TIMEOUT_MS }));
  } catch (error) {
    // a session that may not read them yet (forced password change, expired session): the public settings will do
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return toSettings(await open());
    throw error;
  }
}

export const clientSettingsQueryOptions = (scope: SettingsScope) =>
  queryOptions({
    queryKey: ['client-settings', scope.authenticated ? 'auth' : 'open', scope.tenant ?? '', scope.subDomain],
    queryFn: ({ signal }) => getClientSettings(scope, signal),
    // read again on every navigation (useSettingsRevalidation) and window focus: GET Parametro answers 304 through its
    // ETag while nothing changed, so a saved change reaches every user of the tenant at their next read, not a timer
    staleTime: 0,
    refetchOnWindowFocus: true,
    // keep showing the previous settings while another scope (after sign-in, another company) loads
    placeholderData: (previous) => previous,
    retry: false,
  });

export const currentSubDomain = (): string => (typeof window === 'undefined' ? '' : subDomainOf(window.location.hostname));

/** The settings scope of the current session. */
export function useSettingsScope(): SettingsScope {
  const session = useSession();
  return { authenticated: session.tokens !== null, tenant: getActiveTenant(session), subDomain: currentSubDomain() };
}

/** The client settings query of the current session (raw query; see useClientSettings for the value). */
export function useClientSettingsQuery() {
  return useQuery(clientSettingsQueryOptions(useSettingsScope()));
}
