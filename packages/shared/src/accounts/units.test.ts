import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import {
  UNIT_MAX_LEVELS,
  buildUnitTree,
  canAddChildUnit,
  checkUnitPlacement,
  createUnitRequestSchema,
  filterUnitTree,
  findUnitNode,
  flattenUnitTree,
  foldSearchText,
  unitDescendantIds,
  unitNameMatches,
  unitNodeSchema,
  unitParentChoices,
  unitSubtreeHeight,
  type UnitRecord,
} from './units.ts';

const record = (id: string, nome: string, parent: string | null = null, codigo: string | null = null): UnitRecord => ({
  id,
  nome,
  codigo,
  unidadeDeNegocioPaiId: parent,
  totalUsuarios: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  tenantId: 't',
});

/**
 * br (Brasil)
 *   se (Sudeste)
 *     sp (São Paulo)
 *       vendas (Vendas)
 *     rj (Rio de Janeiro)
 *   sul (Sul)
 * py (Paraguai)
 */
const RECORDS = [
  record('sp', 'São Paulo', 'se'),
  record('py', 'Paraguai'),
  record('se', 'Sudeste', 'br'),
  record('vendas', 'Vendas', 'sp'),
  record('br', 'Brasil'),
  record('rj', 'Rio de Janeiro', 'se'),
  record('sul', 'Sul', 'br'),
];

/** A chain of `n` levels: l1 > l2 > ... > ln. */
const chain = (n: number) => Array.from({ length: n }, (_, i) => record(`l${i + 1}`, `Nível ${i + 1}`, i === 0 ? null : `l${i}`));

describe('buildUnitTree', () => {
  const tree = buildUnitTree(RECORDS);

  it('nests the units under their parents, by name, with level and path', () => {
    expect(tree.map((n) => n.nome)).toEqual(['Brasil', 'Paraguai']);
    const se = findUnitNode(tree, 'se')!;
    expect(se.children.map((n) => n.nome)).toEqual(['Rio de Janeiro', 'São Paulo']);
    const vendas = findUnitNode(tree, 'vendas')!;
    expect(vendas).toMatchObject({ nivel: 4, caminho: 'Brasil / Sudeste / São Paulo / Vendas', children: [] });
    expect(findUnitNode(tree, 'br')).toMatchObject({ nivel: 1, caminho: 'Brasil' });
    expect(findUnitNode(tree, 'nada')).toBeNull();
  });

  it('sorts names ignoring case and accents, numbers naturally', () => {
    const names = buildUnitTree([record('a', 'unidade 10'), record('b', 'Unidade 2'), record('c', 'Área'), record('d', 'alfa')]).map((n) => n.nome);
    expect(names).toEqual(['alfa', 'Área', 'Unidade 2', 'unidade 10']);
  });

  it('shows a unit whose parent is missing as a root and leaves out units caught in a cycle', () => {
    const odd = buildUnitTree([record('x', 'Órfã', 'sumiu'), record('a', 'A', 'b'), record('b', 'B', 'a')]);
    expect(odd.map((n) => n.id)).toEqual(['x']);
  });

  it('flattens depth first in display order and validates against the node schema', () => {
    expect(flattenUnitTree(tree).map((n) => n.id)).toEqual(['br', 'se', 'rj', 'sp', 'vendas', 'sul', 'py']);
    expect(unitNodeSchema.safeParse(tree[0]).success).toBe(true);
    expect(unitNodeSchema.safeParse({ ...tree[0], children: [{ id: 1 }] }).success).toBe(false);
    // the schema nests 5 levels: a 6th cannot even be answered
    expect(unitNodeSchema.safeParse(buildUnitTree(chain(5))[0]).success).toBe(true);
    expect(unitNodeSchema.safeParse(buildUnitTree(chain(6))[0]).success).toBe(false);
  });

  it('measures sub-tree heights and lists descendants', () => {
    expect(unitSubtreeHeight(findUnitNode(tree, 'br')!)).toBe(4);
    expect(unitSubtreeHeight(findUnitNode(tree, 'vendas')!)).toBe(1);
    expect(unitDescendantIds(findUnitNode(tree, 'se')!).sort()).toEqual(['rj', 'sp', 'vendas']);
    expect(unitDescendantIds(findUnitNode(tree, 'py')!)).toEqual([]);
  });
});

describe('checkUnitPlacement', () => {
  it('allows a new root, and a new unit down to the 5th level', () => {
    expect(checkUnitPlacement(RECORDS, null, null)).toBeNull();
    expect(checkUnitPlacement(chain(4), null, 'l4')).toBeNull();
  });

  it('refuses a 6th level for a new unit', () => {
    expect(checkUnitPlacement(chain(5), null, 'l5')).toBe('units.maxLevels');
    expect(translate('units.maxLevels')).toBe('A estrutura de unidades permite no máximo 5 níveis.');
  });

  it('refuses an unknown parent', () => {
    expect(checkUnitPlacement(RECORDS, null, 'nada')).toBe('units.parentNotFound');
    expect(checkUnitPlacement(RECORDS, 'sp', 'nada')).toBe('units.parentNotFound');
  });

  it('refuses making a unit its own parent or ancestor (cycle)', () => {
    expect(checkUnitPlacement(RECORDS, 'se', 'se')).toBe('units.cycle');
    expect(checkUnitPlacement(RECORDS, 'br', 'vendas')).toBe('units.cycle');
    expect(checkUnitPlacement(RECORDS, 'se', 'sp')).toBe('units.cycle');
  });

  it('counts the whole moved sub-tree against the 5 levels', () => {
    // Sudeste has 3 levels (Sudeste > São Paulo > Vendas): under a level-2 unit it ends at level 5, under level 3 at 6
    const units = [...RECORDS, record('x2', 'X2', 'py'), record('x3', 'X3', 'x2')];
    expect(checkUnitPlacement(units, 'se', 'x2')).toBeNull();
    expect(checkUnitPlacement(units, 'se', 'x3')).toBe('units.maxLevels');
    // a leaf may go anywhere above level 5
    expect(checkUnitPlacement(units, 'vendas', 'x3')).toBeNull();
  });

  it('allows moves within the limit, to the root and among siblings', () => {
    expect(checkUnitPlacement(RECORDS, 'sp', null)).toBeNull();
    expect(checkUnitPlacement(RECORDS, 'sp', 'sul')).toBeNull();
    expect(checkUnitPlacement(RECORDS, 'sp', 'se')).toBeNull();
    const five = chain(5);
    expect(checkUnitPlacement(five, 'l5', 'l4')).toBeNull();
    expect(checkUnitPlacement(five, 'l2', null)).toBeNull();
  });

  it('survives data with a cycle', () => {
    const broken = [record('a', 'A', 'b'), record('b', 'B', 'a'), record('c', 'C')];
    expect(checkUnitPlacement(broken, 'c', 'a')).toBe('units.cycle');
  });
});

describe('canAddChildUnit and unitParentChoices', () => {
  it('allows sub-units below level 5 only', () => {
    expect(canAddChildUnit(1)).toBe(true);
    expect(canAddChildUnit(UNIT_MAX_LEVELS - 1)).toBe(true);
    expect(canAddChildUnit(UNIT_MAX_LEVELS)).toBe(false);
  });

  it('offers every unit for a new one, disabling level 5', () => {
    const tree = buildUnitTree(chain(5));
    const choices = unitParentChoices(tree, null);
    expect(choices.map((c) => c.value)).toEqual(['l1', 'l2', 'l3', 'l4', 'l5']);
    expect(choices.filter((c) => c.disabled).map((c) => c.value)).toEqual(['l5']);
    expect(choices[4]).toMatchObject({ label: 'Nível 1 / Nível 2 / Nível 3 / Nível 4 / Nível 5', nivel: 5, reason: 'units.maxLevels' });
  });

  it('leaves out the edited unit and its descendants and disables parents too deep for its sub-tree', () => {
    const tree = buildUnitTree([...RECORDS, record('x2', 'X2', 'py'), record('x3', 'X3', 'x2')]);
    const choices = unitParentChoices(tree, 'se');
    expect(choices.map((c) => c.value)).toEqual(['br', 'sul', 'py', 'x2', 'x3']);
    expect(choices.filter((c) => c.disabled).map((c) => c.value)).toEqual(['x3']);
    expect(choices.find((c) => c.value === 'sul')).toMatchObject({ label: 'Brasil / Sul', disabled: false, reason: null });
  });
});

describe('search', () => {
  const tree = buildUnitTree(RECORDS);

  it('folds case and accents', () => {
    expect(foldSearchText('São PAULO')).toBe('sao paulo');
  });

  it('keeps matching units with their ancestors, in order', () => {
    const found = filterUnitTree(tree, 'sao');
    expect(flattenUnitTree(found).map((n) => n.id)).toEqual(['br', 'se', 'sp']);
    expect(flattenUnitTree(filterUnitTree(tree, '  SUL ')).map((n) => n.id)).toEqual(['br', 'sul']);
    // 'Su' matches Sudeste and Sul; São Paulo stays out although it is under Sudeste
    expect(flattenUnitTree(filterUnitTree(tree, 'su')).map((n) => n.id)).toEqual(['br', 'se', 'sul']);
    expect(filterUnitTree(tree, 'xyz')).toEqual([]);
    expect(filterUnitTree(tree, '  ')).toEqual(tree);
    expect(filterUnitTree(tree, undefined)).toEqual(tree);
    // the original tree is untouched
    expect(findUnitNode(tree, 'se')!.children).toHaveLength(2);
  });

  it('gives the ranges of each match in the original text', () => {
    expect(unitNameMatches('São Paulo', 'sao')).toEqual([[0, 3]]);
    expect(unitNameMatches('Ânima Ânima', 'anima')).toEqual([
      [0, 5],
      [6, 11],
    ]);
    expect(unitNameMatches('Vendas', 'x')).toEqual([]);
    expect(unitNameMatches('Vendas', ' ')).toEqual([]);
    // a decomposed accent (e + combining acute) stays inside the match
    expect(unitNameMatches('Cafe\u0301 Bar', 'café')).toEqual([[0, 5]]);
  });
});

describe('createUnitRequestSchema', () => {
  const parse = (body: unknown) => createUnitRequestSchema.safeParse(body);

  it('trims the name, turns an empty code into null and a missing parent into a root', () => {
    expect(parse({ nome: '  Vendas  ', codigo: '  ' })).toEqual({ success: true, data: { nome: 'Vendas', codigo: null, unidadeDeNegocioPaiId: null } });
    expect(parse({ nome: 'Vendas', codigo: 'BR-SP_01' }).data?.codigo).toBe('BR-SP_01');
  });

  it('refuses a blank name, long values, a code with other characters and a malformed parent', () => {
    const messages = (body: unknown) => parse(body).error?.issues.map((i) => `${i.path.join('.')}:${i.message.startsWith('validation.') ? i.message : i.code}`);
    expect(messages({ nome: ' ' })).toEqual(['nome:validation.required']);
    expect(messages({ nome: 'x'.repeat(101) })).toEqual(['nome:too_big']);
    expect(messages({ nome: 'A', codigo: 'C'.repeat(31) })).toEqual(['codigo:too_big']);
    expect(messages({ nome: 'A', codigo: 'BR SP' })).toEqual(['codigo:validation.basicChars']);
    expect(messages({ nome: 'A', codigo: 'BR/SP' })).toEqual(['codigo:validation.basicChars']);
    expect(messages({ nome: 'A', unidadeDeNegocioPaiId: 'x' })).toEqual(['unidadeDeNegocioPaiId:invalid_format']);
    expect(parse({ nome: 'Ação', codigo: 'São-Paulo' }).success).toBe(true);
  });
});
