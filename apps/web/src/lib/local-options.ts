import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';

/** Local user options (1-shell §3), kept in localStorage across sessions. dark: 1 dark, 0 light, 2 follow the system. */
export type DarkOption = 0 | 1 | 2;
export type LocalOptions = {
  dark: DarkOption;
  /** Theme mode: 0 client, 1 admin. */
  mode?: 0 | 1;
  fullWidth?: boolean;
  volume?: number;
  autoplay?: boolean;
  skipOrientation?: boolean;
  assistantPosition?: { x: number; y: number };
};

export const LOCAL_OPTIONS_KEY = 'plataforma.options';
export const DEFAULT_LOCAL_OPTIONS: LocalOptions = { dark: 0 };

export function readLocalOptions(storage: Pick<Storage, 'getItem'> | null = safeLocalStorage()): LocalOptions {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(LOCAL_OPTIONS_KEY) ?? 'null');
    if (parsed && typeof parsed === 'object') {
      const options = parsed as Partial<LocalOptions>;
      return { ...DEFAULT_LOCAL_OPTIONS, ...options, dark: isDarkOption(options.dark) ? options.dark : DEFAULT_LOCAL_OPTIONS.dark };
    }
  } catch {
    // corrupt value: defaults
  }
  return { ...DEFAULT_LOCAL_OPTIONS };
}

export function writeLocalOption<K extends keyof LocalOptions>(key: K, value: LocalOptions[K]): void {
  const storage = safeLocalStorage();
  try {
    storage?.setItem(LOCAL_OPTIONS_KEY, JSON.stringify({ ...readLocalOptions(storage), [key]: value }));
  } catch {
    // storage unavailable
  }
}

const isDarkOption = (value: unknown): value is DarkOption => value === 0 || value === 1 || value === 2;

export const darkOptionToScheme = (dark: DarkOption): MantineColorScheme => (dark === 1 ? 'dark' : dark === 2 ? 'auto' : 'light');
export const schemeToDarkOption = (scheme: MantineColorScheme): DarkOption => (scheme === 'dark' ? 1 : scheme === 'auto' ? 2 : 0);

function safeLocalStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Mantine colour-scheme manager that keeps the choice in the local option `dark`. */
export function localOptionsColorSchemeManager(): MantineColorSchemeManager {
  let handler: ((event: StorageEvent) => void) | null = null;
  return {
    get: (defaultValue) => {
      const stored = safeLocalStorage()?.getItem(LOCAL_OPTIONS_KEY);
      return stored ? darkOptionToScheme(readLocalOptions().dark) : defaultValue;
    },
    set: (value) => writeLocalOption('dark', schemeToDarkOption(value)),
    subscribe: (onUpdate) => {
      handler = (event) => {
        if (event.storageArea === safeLocalStorage() && event.key === LOCAL_OPTIONS_KEY) onUpdate(darkOptionToScheme(readLocalOptions().dark));
      };
      window.addEventListener('storage', handler);
    },
    unsubscribe: () => {
      if (handler) window.removeEventListener('storage', handler);
      handler = null;
    },
    clear: () => writeLocalOption('dark', DEFAULT_LOCAL_OPTIONS.dark),
  };
}
