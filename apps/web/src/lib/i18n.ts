import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/pt-br';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, isLanguage, pluralRules, type Language } from '@plataforma/shared';
import { loadLocale, namespaces } from 'virtual:locales';
import { LANGUAGE_LOCALES, getLanguage, setLanguage, subscribeLanguage } from './language.ts';

export { LANGUAGE_LOCALES, getLanguage } from './language.ts';
export { defineLocales } from './define-locales.ts';

/**
 * i18next set-up. Namespaces:
 * - `common`: lib/locales.ts;
 * - `messages`: the shared catalogue of @plataforma/shared (`t('messages:password.length')`), one chunk per language
 *   like the others (only the language in use is downloaded);
 * - `<feature>`: every `src/features/<feature>/locales.ts` exporting `locales = defineLocales({ pt, en, es })`;
 *   `src/features/<feature>/<part>/locales.ts` is the namespace `<feature><Part>` (`certificatesLearner`).
 * The texts are not in the entry: vite/locales-plugin.ts makes one chunk per language and namespace, fetched on
 * first use (docs/web-performance.md). `common` and `messages` of the language in use load before the first render
 * (`i18nReady`); a route preloads its namespaces with its code (app/lazy-page.tsx), and any other one suspends the
 * component that asks for it until it arrives. Changing the language loads the new language's namespaces in use.
 */
export const NAMESPACES = namespaces;

/** Namespaces every screen needs, loaded before the first render. */
export const STARTUP_NAMESPACES = ['common', 'messages'];

const DAYJS_LOCALES: Record<Language, string> = { pt: 'pt-br', en: 'en', es: 'es' };

const applyDocumentLanguage = (language: Language) => {
  dayjs.locale(DAYJS_LOCALES[language]);
  if (typeof document !== 'undefined') document.documentElement.lang = LANGUAGE_LOCALES[language];
};

/** Resolves once `common` of the language in use is loaded. */
export const i18nReady: Promise<unknown> = i18next
  .use(initReactI18next)
  .use(resourcesToBackend((language: string, namespace: string) => loadLocale(language, namespace)))
  .init({
    lng: getLanguage(),
    // Every language's chunk already falls back to pt at build time: no pt download beside en or es.
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    ns: STARTUP_NAMESPACES,
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
    // Languages are set synchronously, so namespaces can be requested at once (in parallel with these).
    initAsync: false,
  });
applyDocumentLanguage(getLanguage());
installPluralRules();

/**
 * Counts with a noun use the app's plural rule (`pluralCategory` of @plataforma/shared: the singular only for one, so
 * '0 registros') instead of Intl's, whose Portuguese rule gives 0 the singular. i18next asks its plural resolver for the
 * cardinal rule of a language; ordinals keep Intl's.
 */
function installPluralRules() {
  const resolver = i18next.services.pluralResolver as { getRule: (code: string, options?: { ordinal?: boolean }) => unknown };
  const intlRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options = {}) => {
    const language = code.split(/[-_]/)[0];
    return !options.ordinal && isLanguage(language) ? pluralRules(language) : intlRule(code, options);
  };
}

/** Loads namespaces of the language in use (and of any language switched to later). */
export const loadNamespaces = (list: readonly string[]): Promise<void> => i18next.loadNamespaces([...list]);

subscribeLanguage(() => {
  const language = getLanguage();
  applyDocumentLanguage(language);
  void i18next.changeLanguage(language);
});

/** Changes the interface language (persisted; sent as Accept-Language from then on). */
export function changeLanguage(language: Language): void {
  setLanguage(language);
}

export { i18next as i18n };
