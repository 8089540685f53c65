import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/index.ts';
import {
  activeSectionsRequestSchema,
  activesItemsPagedRequestSchema,
  activesPagedRequestSchema,
  favoritesRequestSchema,
  myProgressRequestSchema,
  quickSearchQuerySchema,
  setReactionRequestSchema,
} from './contracts.ts';
import { canReact, REACOES } from './rules.ts';

const ID_A = '0b9f4f3e-6d1c-4c1e-9f1a-2b3c4d5e6f70';
const ID_B = '1c8e5a2f-7e2d-4d2f-8a2b-3c4d5e6f7081';

describe('learner query contracts', () => {
  it('pages with the spec sizes: sections 6 with 8 items, items 8, active sections 2, my progress 10', () => {
    expect(activesPagedRequestSchema.parse({})).toMatchObject({ page: 1, size: 6, itemsSize: 8 });
    expect(activesItemsPagedRequestSchema.parse({})).toMatchObject({ page: 1, size: 8 });
    expect(activeSectionsRequestSchema.parse({})).toMatchObject({ page: 1, size: 2 });
    expect(favoritesRequestSchema.parse({})).toMatchObject({ page: 1, size: 8 });
    expect(myProgressRequestSchema.parse({})).toMatchObject({ pageNumber: 1, pageSize: 10 });
    expect(activesPagedRequestSchema.parse({ page: '3', size: '12', itemsSize: '4' })).toMatchObject({ page: 3, size: 12, itemsSize: 4 });
    expect(activesPagedRequestSchema.safeParse({ page: '0' }).success).toBe(false);
    expect(activesPagedRequestSchema.safeParse({ size: '101' }).success).toBe(false);
  });

  it('reads lists written with commas or by repeating the key, without duplicates', () => {
    expect(activesPagedRequestSchema.parse({ secoesIds: `${ID_A}, ${ID_B},${ID_A}` }).secoesIds).toEqual([ID_A, ID_B]);
    expect(activesPagedRequestSchema.parse({ categoriasIds: [ID_A, ID_B] }).categoriasIds).toEqual([ID_A, ID_B]);
    expect(activesPagedRequestSchema.parse({ tiposConteudos: 'curso,video' }).tiposConteudos).toEqual(['curso', 'video']);
    expect(activesPagedRequestSchema.parse({ status: 'on-going,expired' }).status).toEqual(['on-going', 'expired']);
    expect(activesPagedRequestSchema.parse({}).tiposConteudos).toBeUndefined();
    expect(activesPagedRequestSchema.safeParse({ tiposConteudos: 'curso,banana' }).success).toBe(false);
    expect(activesPagedRequestSchema.safeParse({ competenciasIds: 'not-a-uuid' }).success).toBe(false);
    expect(activesPagedRequestSchema.safeParse({ origem: 'Manual,Outro' }).success).toBe(false);
  });

  it("reads booleans as 'true' / 'false' (exibirNoAprendizado, obrigatorio)", () => {
    expect(activesPagedRequestSchema.parse({ exibirNoAprendizado: 'false', obrigatorio: 'true' })).toMatchObject({ exibirNoAprendizado: false, obrigatorio: true });
    expect(activesPagedRequestSchema.safeParse({ exibirNoAprendizado: '1' }).success).toBe(false);
  });

  it('bounds the search text', () => {
    expect(quickSearchQuerySchema.parse({})).toEqual({ search: '' });
    expect(quickSearchQuerySchema.safeParse({ search: 'a'.repeat(201) }).success).toBe(false);
    expect(activesPagedRequestSchema.parse({ search: '  segurança ' }).search).toBe('segurança');
  });

  it('takes one of the 11 reactions or null', () => {
    expect(REACOES).toHaveLength(11);
    for (const reacao of [...REACOES, null]) expect(setReactionRequestSchema.parse({ id: ID_A, reacao })).toEqual({ id: ID_A, reacao });
    expect(setReactionRequestSchema.safeParse({ id: ID_A, reacao: 'love' }).success).toBe(false);
    expect(setReactionRequestSchema.safeParse({ id: ID_A }).success).toBe(false);
    expect(setReactionRequestSchema.safeParse({ id: 'x', reacao: 'like' }).success).toBe(false);
  });
});

describe('canReact', () => {
  it('only at 100 percent', () => {
    expect(canReact(100)).toBe(true);
    expect(canReact(100.4)).toBe(true);
    expect(canReact(99.9)).toBe(false);
    expect(canReact(0)).toBe(false);
    expect(canReact(null)).toBe(false);
    expect(canReact(undefined)).toBe(false);
    expect(canReact(Number.NaN)).toBe(false);
  });
});

describe('learner messages', () => {
  it('has the reaction refusal in the three languages', () => {
    expect(translate('learner.reactAfterCompletion', 'pt')).toBe('Só é possível reagir após concluir o conteúdo.');
    expect(translate('learner.reactAfterCompletion', 'en')).toBe('You can only react after completing the content.');
    expect(translate('learner.reactAfterCompletion', 'es')).toBe('Solo es posible reaccionar después de concluir el contenido.');
  });
});
