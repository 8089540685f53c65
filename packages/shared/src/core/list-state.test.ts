import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  clampPage,
  initialListState,
  lastPage,
  listQueryOf,
  listStateFromSearch,
  listStateToSearch,
  normalizePageSize,
  pageOffset,
  parseSort,
  withFilter,
  withFilters,
  withPage,
  withPageSize,
  withSort,
  type ListState,
} from './list-state.ts';

const state = (over: Partial<ListState> = {}): ListState => ({ ...initialListState({ field: 'nome', direction: 'asc' }), ...over });

describe('page sizes', () => {
  it('accepts 10, 20 and 50 and falls back to 10', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(normalizePageSize(20)).toBe(20);
    expect(normalizePageSize('50')).toBe(50);
    expect(normalizePageSize(15)).toBe(10);
    expect(normalizePageSize('abc')).toBe(10);
    expect(normalizePageSize(undefined)).toBe(10);
    expect(normalizePageSize('')).toBe(10);
  });
});

describe('lastPage and clampPage', () => {
  it('counts pages, at least one', () => {
    expect(lastPage(0, 10)).toBe(1);
    expect(lastPage(1, 10)).toBe(1);
    expect(lastPage(10, 10)).toBe(1);
    expect(lastPage(11, 10)).toBe(2);
    expect(lastPage(57, 20)).toBe(3);
    expect(lastPage(-5, 10)).toBe(1);
    expect(lastPage(10, 0)).toBe(1);
  });

  it('clamps the page to 1..last', () => {
    expect(clampPage(0, 57, 10)).toBe(1);
    expect(clampPage(-3, 57, 10)).toBe(1);
    expect(clampPage(6, 57, 10)).toBe(6);
    expect(clampPage(7, 57, 10)).toBe(6);
    expect(clampPage(999, 0, 10)).toBe(1);
    expect(clampPage(Number.NaN, 57, 10)).toBe(1);
    expect(clampPage(2.7, 57, 10)).toBe(2);
  });

  it('offsets rows by page', () => {
    expect(pageOffset(1, 10)).toBe(0);
    expect(pageOffset(3, 20)).toBe(40);
    expect(pageOffset(0, 10)).toBe(0);
  });
});

describe('state changes', () => {
  it('a filter change returns to page 1; an empty value removes the filter', () => {
    const s = state({ page: 4, filters: { ativo: 'true' } });
    const next = withFilter(s, 'nome', '  vendas ');
    expect(next.page).toBe(1);
    expect(next.filters).toEqual({ ativo: 'true', nome: 'vendas' });
    const cleared = withFilter({ ...next, page: 3 }, 'ativo', '');
    expect(cleared).toMatchObject({ page: 1, filters: { nome: 'vendas' } });
    expect(withFilter(cleared, 'nome', null).filters).toEqual({});
  });

  it('clearing every filter returns to page 1', () => {
    expect(withFilters(state({ page: 5, filters: { nome: 'x' } }), {})).toMatchObject({ page: 1, filters: {} });
  });

  it('a new sort or page size starts at page 1', () => {
    expect(withSort(state({ page: 3 }), { field: 'createdAt', direction: 'desc' })).toMatchObject({ page: 1, sort: { field: 'createdAt', direction: 'desc' } });
    expect(withPageSize(state({ page: 3 }), 50)).toMatchObject({ page: 1, pageSize: 50 });
    expect(withPageSize(state({ page: 3 }), 30).pageSize).toBe(10);
  });

  it('going to a page clamps it when the total is known', () => {
    expect(withPage(state(), 9, 57).page).toBe(6);
    expect(withPage(state(), 0, 57).page).toBe(1);
    expect(withPage(state(), 9).page).toBe(9);
    expect(withPage(state(), -1).page).toBe(1);
  });
});

describe('URL search params', () => {
  const options = { filterKeys: ['nome', 'ativo'], sortFields: ['nome', 'createdAt'], defaultSort: { field: 'nome', direction: 'asc' as const } };

  it('reads page, size, sort and the known filters', () => {
    const search = new URLSearchParams('page=3&pageSize=20&sort=createdAt:desc&f_nome=ti&f_ativo=false&f_other=x');
    expect(listStateFromSearch(search, options)).toEqual({
      page: 3,
      pageSize: 20,
      sort: { field: 'createdAt', direction: 'desc' },
      filters: { nome: 'ti', ativo: 'false' },
    });
  });

  it('falls back to defaults for missing or invalid values', () => {
    const search = new URLSearchParams('page=abc&pageSize=33&sort=senha:asc');
    expect(listStateFromSearch(search, options)).toEqual({ page: 1, pageSize: 10, sort: { field: 'nome', direction: 'asc' }, filters: {} });
    expect(listStateFromSearch(new URLSearchParams('page=0'), options).page).toBe(1);
  });

  it('writes only what differs from the defaults and reads back the same state', () => {
    const s: ListState = { page: 2, pageSize: 50, sort: { field: 'createdAt', direction: 'desc' }, filters: { nome: 'rh' } };
    const params = listStateToSearch(s, options);
    expect(params).toEqual({ page: '2', pageSize: '50', sort: 'createdAt:desc', f_nome: 'rh' });
    expect(listStateFromSearch(new URLSearchParams(params), options)).toEqual(s);
    expect(listStateToSearch(state(), options)).toEqual({});
  });

  it('parses sorts strictly', () => {
    expect(parseSort('nome:desc')).toEqual({ field: 'nome', direction: 'desc' });
    expect(parseSort('nome:up')).toBeNull();
    expect(parseSort('nome;drop:asc')).toBeNull();
    expect(parseSort('x:asc', ['nome'])).toBeNull();
    expect(parseSort(null)).toBeNull();
  });

  it('builds the list call query', () => {
    expect(listQueryOf({ page: 2, pageSize: 20, sort: { field: 'nome', direction: 'desc' }, filters: { ativo: 'true' } })).toEqual({
      pageNumber: 2,
      pageSize: 20,
      orderBy: 'nome',
      orderDirection: 'desc',
      ativo: 'true',
    });
    expect(listQueryOf({ page: 1, pageSize: 10, sort: null, filters: {} })).toEqual({ pageNumber: 1, pageSize: 10 });
  });
});
