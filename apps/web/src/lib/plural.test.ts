import { beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGES, messages } from '@plataforma/shared';
import { i18n } from './i18n.ts';

type Tree = { [key: string]: string | Tree };

const entries = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`)));

const isLocales = (value: unknown): value is Record<'pt' | 'en' | 'es', Tree> =>
  typeof value === 'object' && value !== null && ['pt', 'en', 'es'].every((language) => typeof (value as Record<string, unknown>)[language] === 'object');

const modules = import.meta.glob<Record<string, unknown>>(['./locales.ts', './*.locales.ts', '../features/**/locales.ts', '../features/**/*-locales.ts', '../components/**/locales.ts'], { eager: true });
const texts: [string, string][] = [
  ...Object.entries(modules).flatMap(([path, module]) =>
    Object.values(module)
      .filter(isLocales)
      .flatMap((locales) => LANGUAGES.flatMap((language) => entries(locales[language]).map(([key, text]) => [`${path} ${language} ${key}`, text] as [string, string]))),
  ),
  ...Object.entries(messages).flatMap(([key, byLanguage]) => Object.entries(byLanguage).map(([language, text]) => [`messages ${language} ${key}`, text as string] as [string, string])),
];

describe('counts with a noun', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt');
  });

  it('zero takes the plural in Portuguese (not CLDR\'s "0 registro"), one the singular, in every language', async () => {
    expect(i18n.t('messages:records.removedMany', { count: 0 })).toBe('0 registros removidos com sucesso');
    expect(i18n.t('messages:records.removedMany', { count: 1 })).toBe('1 registro removido com sucesso');
    expect(i18n.t('messages:records.removedMany', { count: 2 })).toBe('2 registros removidos com sucesso');
    await i18n.changeLanguage('es');
    expect(i18n.t('messages:users.passwordChangedBatch', { count: 0 })).toBe('¡Contraseña cambiada con éxito para 0 usuarios!');
    await i18n.changeLanguage('en');
    expect(i18n.t('messages:users.passwordChangedBatch', { count: 1 })).toBe('Password changed successfully for 1 user!');
  });

  it('no text writes a plural with "(s)": counts use the _one/_other forms', () => {
    expect(texts.length).toBeGreaterThan(1000);
    expect(texts.filter(([, text]) => text.includes("{{count}}") && /\p{L}\(\p{L}+\)/u.test(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('every plural key has both forms', () => {
    const keys = new Set(texts.map(([key]) => key));
    // the plural is <key>_other or, in the shared catalogue, the key itself
    const missing = [...keys].filter((key) => key.endsWith('_one') && !keys.has(key.replace(/_one$/, '_other')) && !keys.has(key.replace(/_one$/, '')));
    expect(missing).toEqual([]);
  });
});
