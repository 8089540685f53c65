import { describe, expect, it } from 'vitest';
import { normaliseSearch, searchCounts, searchPage } from './search-results.ts';

const items = (prefix: string, n: number, tipo = 'video') => Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, titulo: `${prefix} ${i}`, tipo, imagem: null }));

describe('search results', () => {
  const reply = { midias: items('m', 10), cursos: items('c', 9, 'curso'), formacoes: items('f', 2, 'formacao') };

  it('normalises the text', () => {
    expect(normaliseSearch('  boas   vindas ')).toBe('boas vindas');
    expect(normaliseSearch(null)).toBe('');
  });

  it('counts per group', () => {
    expect(searchCounts(reply)).toEqual({ all: 21, midias: 10, cursos: 9, formacoes: 2 });
    expect(searchCounts(undefined)).toEqual({ all: 0, midias: 0, cursos: 0, formacoes: 0 });
  });

  it('pages 16 at a time, courses then trails then objects', () => {
    const first = searchPage(reply, 'all', 1);
    expect(first.cards).toHaveLength(16);
    expect(first.totalPages).toBe(2);
    expect(first.cards[0].ref).toEqual({ kind: 'curso', id: 'c0' });
    expect(first.cards[9].ref).toEqual({ kind: 'formacao', id: 'f0' });
    expect(first.cards[11].ref).toEqual({ kind: 'midia', id: 'm0' });
    const second = searchPage(reply, 'all', 2);
    expect(second.cards.map((c) => c.ref.id)).toEqual(['m5', 'm6', 'm7', 'm8', 'm9']);
  });

  it('filters one kind and clamps the page', () => {
    const trails = searchPage(reply, 'formacoes', 9);
    expect(trails).toMatchObject({ total: 2, totalPages: 1, page: 1 });
    expect(trails.cards.every((c) => c.ref.kind === 'formacao')).toBe(true);
    expect(searchPage(undefined, 'all', 1)).toMatchObject({ cards: [], total: 0, totalPages: 1 });
  });
});
