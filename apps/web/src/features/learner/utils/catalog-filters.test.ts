import { describe, expect, it } from 'vitest';
import { NO_CATALOG_FILTERS, activeFilterCount, hasCatalogFilters } from './catalog-filters.ts';

describe('catalog filters', () => {
  it('counts each filter in use once, whatever the number of values chosen in it', () => {
    expect(activeFilterCount(NO_CATALOG_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...NO_CATALOG_FILTERS, tipos: ['curso', 'trilha'] })).toBe(1);
    expect(activeFilterCount({ ...NO_CATALOG_FILTERS, tipos: ['curso'], categorias: ['a'], competencias: ['b'], status: ['approved'], obrigatorio: true })).toBe(5);
  });

  it('leaves the search out of the count but not out of "any filter"', () => {
    const searching = { ...NO_CATALOG_FILTERS, search: 'segurança' };
    expect(activeFilterCount(searching)).toBe(0);
    expect(hasCatalogFilters(searching)).toBe(true);
    expect(hasCatalogFilters({ ...NO_CATALOG_FILTERS, search: '   ' })).toBe(false);
    expect(hasCatalogFilters({ ...NO_CATALOG_FILTERS, obrigatorio: true })).toBe(true);
  });
});
