import type { Language } from './languages.ts';

export type PluralCategory = 'one' | 'other';

/**
 * The plural form of a count printed with a noun ('1 registro', '0 registros', '2 registros'), the same in pt, en
 * and es: the singular only for exactly one. CLDR gives Portuguese 0 the singular ('0 registro'), which Brazilian
 * writing does not use, so the app does not take Intl's Portuguese rule (docs/glossary.md, 'Counts').
 */
export function pluralCategory(count: number, _language?: Language): PluralCategory {
  return Math.abs(count) === 1 ? 'one' : 'other';
}

/** The rule in the shape i18next asks of Intl.PluralRules (select and the categories it may answer). */
export const pluralRules = (language: Language) => ({
  select: (count: number): PluralCategory => pluralCategory(count, language),
  resolvedOptions: () => ({ locale: language, pluralCategories: ['one', 'other'] as PluralCategory[] }),
});
