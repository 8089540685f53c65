import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '@plataforma/shared';
import { LANGUAGE_STORAGE_KEY } from '../../../lib/language.ts';
import { getHealth } from '../api/get-health.ts';
import { VERSION_POLL_MS, clearStorage, isNewVersion, reconcileStoredVersion } from '../utils/version.ts';

const TOAST_ID = 'new-version';
const PRESERVED_WITHOUT_VERSION = [LANGUAGE_STORAGE_KEY];

const safe = <T,>(read: () => T): T | null => {
  try {
    return read();
  } catch {
    return null;
  }
};

/** Clears Cache Storage and the old version's local/session storage (language kept), then reloads. */
export async function reloadForNewVersion(): Promise<void> {
  try {
    if (typeof caches !== 'undefined') {
      const keys = await caches.keys();
      await Promise.all(keys.map((key) => caches.delete(key)));
    }
  } catch {
    // no Cache Storage (insecure context): nothing to clear
  }
  const local = safe(() => globalThis.localStorage);
  // the version key goes too: the new build records its own version on start without clearing again
  clearStorage(local, PRESERVED_WITHOUT_VERSION);
  clearStorage(safe(() => globalThis.sessionStorage), PRESERVED_WITHOUT_VERSION);
  window.location.reload();
}


/**
 * Version housekeeping of the main area (1-shell §4):
 * - on start, a stored version other than the running one clears local and session storage (except the language and
 *   the version key) and reloads once;
 * - production builds ask GET /api/health every 5 minutes; a different version shows a warning toast that stays
 *   until clicked, then clears the old version's caches and storage and reloads.
 */
export function useVersionCheck(): void {
  const { t } = useTranslation('shell');

  useEffect(() => {
    const outcome = reconcileStoredVersion(APP_VERSION, safe(() => globalThis.localStorage), safe(() => globalThis.sessionStorage));
    if (outcome === 'changed') window.location.reload();
  }, []);

  useEffect(() => {
    if (!import.meta.env.PROD) return;
    let shown = false;
    const controller = new AbortController();
    const check = async () => {
      if (shown) return;
      try {
        const health = await getHealth(controller.signal);
        if (!isNewVersion(health?.version, APP_VERSION)) return;
        shown = true;
        notifications.show({
          id: TOAST_ID,
          color: 'yellow',
          title: t('version.title'),
          message: t('version.message'),
          autoClose: false,
          withCloseButton: false,
          style: { cursor: 'pointer' },
          onClick: () => void reloadForNewVersion(),
        });
      } catch {
        // offline or server restarting: try again at the next tick
      }
    };
    const timer = window.setInterval(() => void check(), VERSION_POLL_MS);
    return () => {
      controller.abort();
      window.clearInterval(timer);
    };
  }, [t]);
}
