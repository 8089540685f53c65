import type { Language } from '@plataforma/shared';

/** A tree of UI texts (nested objects of strings). */
export type LocaleTree = { readonly [key: string]: string | LocaleTree };

/** Texts of a namespace in every language; pt is the reference shape, en and es must have the same keys. */
export type FeatureLocales<T extends LocaleTree = LocaleTree> = Record<Language, T>;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/**
 * Declares a namespace's texts. `src/features/<feature>/locales.ts` exports `locales = defineLocales({ pt, en, es })`;
 * lib/i18n.ts registers it as the namespace `<feature>`. TypeScript checks that en and es have pt's keys.
 */
export function defineLocales<const T extends LocaleTree>(locales: { pt: T; en: Widen<T>; es: Widen<T> }): FeatureLocales<T> {
  return locales as FeatureLocales<T>;
}
