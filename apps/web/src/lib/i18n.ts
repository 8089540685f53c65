import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/pt-br';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, messages, type Language } from '@plataforma/shared';
import type { FeatureLocales } from './define-locales.ts';
import { buildResources, namespaceOf, nestMessages } from './i18n-resources.ts';
import { LANGUAGE_LOCALES, getLanguage, setLanguage, subscribeLanguage } from './language.ts';
import { commonLocales } from './locales.ts';

export { LANGUAGE_LOCALES, getLanguage } from './language.ts';
export { defineLocales } from './define-locales.ts';

/**
 * i18next set-up. Namespaces:
 * - `common`: lib/locales.ts;
 * - `messages`: the shared catalogue of @plataforma/shared (`t('messages:password.length')`);
 * - `<feature>`: every `src/features/<feature>/locales.ts` exporting `locales = defineLocales({ pt, en, es })`;
 *   `src/features/<feature>/<part>/locales.ts` is the namespace `<feature><Part>` (`certificatesLearner`).
 */
const featureModules = import.meta.glob<{ locales?: FeatureLocales }>(['../features/*/locales.ts', '../features/*/*/locales.ts'], { eager: true });

const namespaces: Record<string, Partial<FeatureLocales>> = {
  common: commonLocales,
  messages: Object.fromEntries(LANGUAGES.map((language) => [language, nestMessages(messages, language)])),
};
for (const [path, module] of Object.entries(featureModules)) {
  const namespace = namespaceOf(path);
  if (namespace && module.locales) namespaces[namespace] = module.locales;
}

export const NAMESPACES = Object.keys(namespaces);

const DAYJS_LOCALES: Record<Language, string> = { pt: 'pt-br', en: 'en', es: 'es' };

const applyDocumentLanguage = (language: Language) => {
  dayjs.locale(DAYJS_LOCALES[language]);
  if (typeof document !== 'undefined') document.documentElement.lang = LANGUAGE_LOCALES[language];
};

void i18next.use(initReactI18next).init({
  resources: buildResources(namespaces),
  lng: getLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: NAMESPACES,
  defaultNS: 'common',
  fallbackNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
applyDocumentLanguage(getLanguage());

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
