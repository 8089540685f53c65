import { describe, expect, it } from 'vitest';
import { messages } from '@plataforma/shared';
import { buildResources, namespaceOf, nestMessages } from './i18n-resources.ts';
import { commonLocales } from './locales.ts';

describe('nestMessages', () => {
  it('nests dotted keys per language', () => {
    const tree = nestMessages({ 'password.length': { pt: 'a', en: 'b', es: 'c' }, 'password.letter': { pt: 'd', en: 'e', es: 'f' }, top: { pt: 'g' } }, 'en');
    expect(tree).toEqual({ password: { length: 'b', letter: 'e' }, top: 'g' });
  });

  it('covers the whole shared catalogue in every language', () => {
    for (const language of ['pt', 'en', 'es'] as const) {
      const tree = nestMessages(messages, language);
      for (const [key, texts] of Object.entries(messages)) {
        const [group, name] = key.split('.');
        expect((tree[group] as Record<string, string>)[name]).toBe(texts[language]);
      }
    }
  });
});

describe('namespaceOf', () => {
  it('names a feature locale module after its folder', () => {
    expect(namespaceOf('../features/auth/locales.ts')).toBe('auth');
    expect(namespaceOf('/src/features/tenancy/locales.ts')).toBe('tenancy');
    expect(namespaceOf('../features/certificates/learner/locales.ts')).toBe('certificatesLearner');
    expect(namespaceOf('../features/auth/pages/x.ts')).toBeNull();
  });
});

describe('buildResources', () => {
  it('places each namespace under each language, falling back to pt', () => {
    const resources = buildResources({ common: commonLocales, partial: { pt: { a: 'x' } } });
    expect(resources.en.common).toBe(commonLocales.en);
    expect(resources.es.partial).toEqual({ a: 'x' });
  });
});

type Tree = { [key: string]: string | Tree };
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));

describe('feature locales', () => {
  const modules = import.meta.glob<{ locales: Record<'pt' | 'en' | 'es', Tree> }>(['../features/*/locales.ts', '../features/*/*/locales.ts'], { eager: true });
  const all = { common: { locales: commonLocales as unknown as Record<'pt' | 'en' | 'es', Tree> }, ...modules };

  it.each(Object.entries(all))('%s has the same keys in pt, en and es, none empty', (_path, module) => {
    const pt = keysOf(module.locales.pt).sort();
    expect(keysOf(module.locales.en).sort()).toEqual(pt);
    expect(keysOf(module.locales.es).sort()).toEqual(pt);
    for (const language of ['pt', 'en', 'es'] as const) {
      for (const key of keysOf(module.locales[language])) {
        const value = key.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part], module.locales[language]);
        expect(String(value).trim(), `${language}:${key}`).not.toBe('');
      }
    }
  });
});
