import { useMemo } from 'react';
import { defaultClientSettings, type ClientSettings } from '@plataforma/shared/settings';
import { useClientSettingsQuery } from '../api/get-client-settings.ts';

const DEFAULTS = defaultClientSettings();

/**
 * The client settings in force (defaults until loaded). The app shows a full-screen loading overlay until the first
 * load completes, so pages can read them directly.
 */
export function useClientSettings(): ClientSettings {
  const { data } = useClientSettingsQuery();
  return useMemo(() => data ?? DEFAULTS, [data]);
}
