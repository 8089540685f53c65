import { LANGUAGE_STORAGE_KEY } from '../../../lib/language.ts';

/** Where the version of the app that last ran in this browser is kept. */
export const APP_VERSION_STORAGE_KEY = 'plataforma.appVersion';
/** How often production builds ask the server for its version (1-shell §4 new-version prompt). */
export const VERSION_POLL_MS = 5 * 60_000;

/** Keys kept when the storage of an old version is cleared: the language and the version key. */
export const PRESERVED_KEYS: readonly string[] = [LANGUAGE_STORAGE_KEY, APP_VERSION_STORAGE_KEY];

type KeyedStorage = Pick<Storage, 'length' | 'key' | 'removeItem'>;

const keysOf = (storage: KeyedStorage): string[] => {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null) keys.push(key);
  }
  return keys;
};

/** Removes every key except the preserved ones; returns the removed keys. */
export function clearStorage(storage: KeyedStorage | null, keep: readonly string[] = PRESERVED_KEYS): string[] {
  if (!storage) return [];
  const removed = keysOf(storage).filter((key) => !keep.includes(key));
  removed.forEach((key) => {
    try {
      storage.removeItem(key);
    } catch {
      // ignore
    }
  });
  return removed;
}

export type VersionCheck = 'first-run' | 'same' | 'changed';

/**
 * Start-up check (1-shell §4): compares the stored version with the running one and records the running one. When
 * they differ, local and session storage are cleared (except the language and the version key) and the caller must
 * reload; the first run in a browser (nothing stored) only records the version.
 */
export function reconcileStoredVersion(
  running: string,
  local: (KeyedStorage & Pick<Storage, 'getItem' | 'setItem'>) | null,
  session: KeyedStorage | null,
): VersionCheck {
  if (!local) return 'same';
  let stored: string | null = null;
  try {
    stored = local.getItem(APP_VERSION_STORAGE_KEY);
  } catch {
    return 'same';
  }
  if (stored === running) return 'same';
  try {
    local.setItem(APP_VERSION_STORAGE_KEY, running);
  } catch {
    return 'same';
  }
  if (stored === null) return 'first-run';
  clearStorage(local);
  clearStorage(session);
  return 'changed';
}

/** True when the server announces a version other than the running one (empty or missing versions are ignored). */
export function isNewVersion(serverVersion: unknown, running: string): boolean {
  return typeof serverVersion === 'string' && serverVersion.trim() !== '' && serverVersion.trim() !== running;
}
