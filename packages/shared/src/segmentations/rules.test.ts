import { describe, expect, it } from 'vitest';
import { createSegmentationRequestSchema } from './contracts.ts';
import { hasAnyLink, matchesAnySegmentation, segmentationMatches, type SegmentableUser, type SegmentationRules } from './rules.ts';

const none: Omit<SegmentationRules, 'operator'> = { cargosIds: [], departamentosIds: [], unidadesDeNegociosIds: [], generos: [], usuariosIds: [] };
const rules = (operator: 'OR' | 'AND', lists: Partial<Omit<SegmentationRules, 'operator'>>): SegmentationRules => ({ ...none, ...lists, operator });
const user = (over: Partial<SegmentableUser> = {}): SegmentableUser => ({
  id: 'u1',
  cargoId: 'c1',
  departamentoId: 'd1',
  unidadeDeNegocioId: 'n1',
  genero: 'female',
  ...over,
});

describe('hasAnyLink', () => {
  it('is false with every list empty and true with any one entry', () => {
    expect(hasAnyLink(none)).toBe(false);
    for (const field of ['cargosIds', 'departamentosIds', 'unidadesDeNegociosIds', 'generos', 'usuariosIds'] as const) {
      expect(hasAnyLink({ ...none, [field]: ['x'] })).toBe(true);
    }
  });
});

describe('segmentationMatches', () => {
  it('matches nobody without lists, whatever the operator', () => {
    expect(segmentationMatches(user(), rules('OR', {}))).toBe(false);
    expect(segmentationMatches(user(), rules('AND', {}))).toBe(false);
  });

  it('OR: any non-empty list the user is in', () => {
    const seg = rules('OR', { cargosIds: ['c9'], unidadesDeNegociosIds: ['n1'] });
    expect(segmentationMatches(user(), seg)).toBe(true);
    expect(segmentationMatches(user({ unidadeDeNegocioId: 'n2' }), seg)).toBe(false);
    expect(segmentationMatches(user({ unidadeDeNegocioId: null, cargoId: 'c9' }), seg)).toBe(true);
  });

  it('AND: every non-empty list; empty lists do not take part', () => {
    const seg = rules('AND', { cargosIds: ['c1', 'c2'], unidadesDeNegociosIds: ['n1'] });
    expect(segmentationMatches(user(), seg)).toBe(true);
    expect(segmentationMatches(user({ cargoId: 'c2', departamentoId: null, genero: null }), seg)).toBe(true);
    expect(segmentationMatches(user({ cargoId: 'c3' }), seg)).toBe(false);
    expect(segmentationMatches(user({ unidadeDeNegocioId: null }), seg)).toBe(false);
  });

  it('a user without a job title, department, unit or gender never matches that list', () => {
    const blank = user({ cargoId: null, departamentoId: null, unidadeDeNegocioId: null, genero: null });
    expect(segmentationMatches(blank, rules('OR', { cargosIds: ['c1'], departamentosIds: ['d1'], unidadesDeNegociosIds: ['n1'], generos: ['female'] }))).toBe(false);
    expect(segmentationMatches(blank, rules('OR', { usuariosIds: ['u1'] }))).toBe(true);
  });

  it('genders compare the stored value', () => {
    expect(segmentationMatches(user({ genero: 'non-binary' }), rules('OR', { generos: ['non-binary'] }))).toBe(true);
    expect(segmentationMatches(user({ genero: 'male' }), rules('OR', { generos: ['female', 'non-binary'] }))).toBe(false);
  });

  it('the users list under AND means the user must be one of them', () => {
    const seg = rules('AND', { usuariosIds: ['u1', 'u2'], generos: ['female'] });
    expect(segmentationMatches(user(), seg)).toBe(true);
    expect(segmentationMatches(user({ id: 'u3' }), seg)).toBe(false);
    expect(segmentationMatches(user({ genero: 'male' }), seg)).toBe(false);
    // under OR the listed user is in even when nothing else matches
    expect(segmentationMatches(user({ id: 'u2', genero: 'male' }), rules('OR', { usuariosIds: ['u2'], generos: ['female'] }))).toBe(true);
  });

  it('every list set: AND needs all five, OR any one', () => {
    const all = { cargosIds: ['c1'], departamentosIds: ['d1'], unidadesDeNegociosIds: ['n1'], generos: ['female'], usuariosIds: ['u1'] };
    expect(segmentationMatches(user(), rules('AND', all))).toBe(true);
    expect(segmentationMatches(user({ departamentoId: 'd2' }), rules('AND', all))).toBe(false);
    expect(segmentationMatches(user({ id: 'x', cargoId: null, departamentoId: null, unidadeDeNegocioId: null }), rules('OR', all))).toBe(true);
  });

  it('matchesAnySegmentation is the union; none given matches nobody', () => {
    expect(matchesAnySegmentation(user(), [])).toBe(false);
    expect(matchesAnySegmentation(user(), [rules('OR', { cargosIds: ['c9'] }), rules('AND', { generos: ['female'] })])).toBe(true);
  });
});

describe('createSegmentationRequestSchema', () => {
  const uuid = '7f9c2a52-4c8e-4f55-9d1c-2b1f0c6a1e01';
  it('needs a name and at least one link, and defaults OR and active', () => {
    const ok = createSegmentationRequestSchema.safeParse({ nome: '  Vendas SP  ', cargosIds: [uuid, uuid] });
    expect(ok.success && ok.data).toMatchObject({ nome: 'Vendas SP', ativo: true, operator: 'OR', cargosIds: [uuid], generos: [], observacao: null });
    const empty = createSegmentationRequestSchema.safeParse({ nome: 'x' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]).toMatchObject({ path: ['cargosIds'], message: 'segmentations.needsLink' });
    expect(createSegmentationRequestSchema.safeParse({ nome: '  ', generos: ['male'] }).success).toBe(false);
    expect(createSegmentationRequestSchema.safeParse({ nome: 'x'.repeat(101), generos: ['male'] }).success).toBe(false);
    expect(createSegmentationRequestSchema.safeParse({ nome: 'x'.repeat(100), generos: ['male'] }).success).toBe(true);
  });
  it('refuses unknown genders and operators and ids that are not uuids', () => {
    expect(createSegmentationRequestSchema.safeParse({ nome: 'x', generos: ['other'] }).success).toBe(false);
    expect(createSegmentationRequestSchema.safeParse({ nome: 'x', generos: ['male'], operator: 'XOR' }).success).toBe(false);
    expect(createSegmentationRequestSchema.safeParse({ nome: 'x', cargosIds: ['1'] }).success).toBe(false);
  });
});
