import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { pluralCategory, pluralRules } from './plural.ts';

describe('pluralCategory', () => {
  it.each(LANGUAGES)('%s: the singular only for exactly one; zero takes the plural', (language) => {
    expect(pluralCategory(0, language)).toBe('other');
    expect(pluralCategory(1, language)).toBe('one');
    expect(pluralCategory(-1, language)).toBe('one');
    expect(pluralCategory(2, language)).toBe('other');
    expect(pluralCategory(1.5, language)).toBe('other');
    expect(pluralCategory(1_000_000, language)).toBe('other');
  });

  it('pt differs from CLDR on zero, which Intl gives the singular', () => {
    expect(new Intl.PluralRules('pt').select(0)).toBe('one');
    expect(pluralRules('pt').select(0)).toBe('other');
    expect(pluralRules('pt').resolvedOptions().pluralCategories).toEqual(['one', 'other']);
  });
});

describe('translate with a count', () => {
  it('takes <key>_one for exactly one and the key itself otherwise, zero included', async () => {
    const { translate } = await import('./messages.ts');
    expect(translate('departments.inUse', 'pt', { count: 1 })).toBe('Não é possível excluir este departamento: 1 usuário vinculado a ele.');
    expect(translate('departments.inUse', 'pt', { count: 0 })).toBe('Não é possível excluir este departamento: 0 usuários vinculados a ele.');
    expect(translate('departments.inUse', 'en', { count: 3 })).toBe('This department cannot be deleted: 3 users are linked to it.');
    expect(translate('records.removedMany', 'es', { count: 1 })).toBe('1 registro eliminado con éxito');
  });
});
