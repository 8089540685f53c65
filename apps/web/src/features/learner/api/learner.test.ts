import { describe, expect, it } from 'vitest';
import { cleanFilters } from './learner.ts';

describe('cleanFilters', () => {
  it('keeps only the filters that narrow the list', () => {
    expect(
      cleanFilters({ search: '  segurança ', tiposConteudos: ['curso'], categoriasIds: [], competenciasIds: undefined, obrigatorio: false, status: ['on-going'] }),
    ).toEqual({ search: 'segurança', tiposConteudos: ['curso'], status: ['on-going'] });
    expect(cleanFilters({ obrigatorio: true, search: '' })).toEqual({ obrigatorio: true });
    expect(cleanFilters({})).toEqual({});
  });
});
