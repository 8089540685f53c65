export {
  SETTINGS_TIMEOUT_MS,
  clientSettingsQueryOptions,
  currentSubDomain,
  getClientSettings,
  useClientSettingsQuery,
  useSettingsScope,
  type SettingsScope,
} from './api/get-client-settings.ts';
export { useClientSettings } from './hooks/use-client-settings.ts';
export { useDocumentTitle } from './hooks/use-document-title.ts';
export { RotatingBanner } from './banners/components/rotating-banner-gate.tsx';
export { removeSettingsFile, saveClientSettings, uploadSettingsFile, useSaveClientSettings } from './api/save-client-settings.ts';
export { useSettingsRevalidation } from './hooks/use-settings-revalidation.ts';
export { useTenantScripts } from './scripts/use-tenant-scripts.ts';
