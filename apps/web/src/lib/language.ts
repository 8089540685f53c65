import { useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, pickLanguage, type Language } from '@plataforma/shared';

/** Storage key of the chosen language (kept across sessions; logout does not clear it). */
export const LANGUAGE_STORAGE_KEY = 'plataforma.language';

/** BCP 47 locale used for dates and numbers of each language (1-shell §9). */
export const LANGUAGE_LOCALES: Record<Language, string> = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' };

const readStoredLanguage = (): Language | null => {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
};

const browserLanguage = (): Language => {
  const languages = globalThis.navigator?.languages;
  return languages && languages.length > 0 ? pickLanguage(languages.join(',')) : DEFAULT_LANGUAGE;
};

let current: Language = readStoredLanguage() ?? browserLanguage();
const listeners = new Set<() => void>();

/** The language in use: the stored choice, else the browser's when supported, else pt. */
export const getLanguage = (): Language => current;

/** Changes the language in use and remembers it. i18next follows through `subscribeLanguage` (see lib/i18n.ts). */
export const setLanguage = (language: Language): void => {
  if (language === current) return;
  current = language;
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage unavailable (private mode): keep the choice in memory only
  }
  listeners.forEach((listener) => listener());
};

export const subscribeLanguage = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The language in use, re-rendering on change. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, getLanguage, getLanguage);
}
