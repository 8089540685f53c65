import { z } from 'zod';
import { basicOptionsSchema, deleteResponseSchema } from '../core/list-query.ts';
import type { MessageKey } from '../i18n/messages.ts';

/**
 * Business units (unidadeDeNegocio), 3-admin §3 and §9: a tree of at most 5 levels, each unit with a name, an optional
 * code and its parent unit. The contracts of the calls and the pure tree rules the server and the browser share
 * (levels, paths, moves, search). docs/units.md lists what the spec leaves open.
 */

/** Most levels of the tree (3-admin §9 'Units: up to 5 levels'): a root is level 1. */
export const UNIT_MAX_LEVELS = 5;
export const UNIT_NAME_MAX = 100;
export const UNIT_CODE_MAX = 30;
/** Separator of a unit's path label: 'Brasil / São Paulo / Vendas'. */
export const UNIT_PATH_SEPARATOR = ' / ';

/** Letters, digits, underscore and hyphen (3-admin §5 'basic characters'). */
const BASIC_CHARS = /^[\p{L}\p{N}_-]+$/u;

// ---------------------------------------------------------------- contracts

/** A unit as stored: what the tree is built from. */
export const unitSchema = z.object({
  id: z.string(),
  nome: z.string(),
  /** Optional code (e.g. the ERP's), unique in the tenant ignoring case. */
  codigo: z.string().nullable(),
  /** The parent unit; null for a root. */
  unidadeDeNegocioPaiId: z.string().nullable(),
  /** 1 for a root, up to 5. */
  nivel: z.number().int().min(1),
  /** Names from the root down to this unit: 'Brasil / São Paulo / Vendas'. */
  caminho: z.string(),
  /** Accounts of the tenant placed in this unit (a deletion is refused while above zero). */
  totalUsuarios: z.number().int(),
  createdAt: z.string(),
  tenantId: z.string(),
});
export type Unit = z.infer<typeof unitSchema>;

/** A unit with its sub-units, by name. */
export type UnitNode = Unit & { children: UnitNode[] };

/**
 * The node schema nested as deep as the tree may go: a unit of level 5 has no sub-units. (Five explicit levels rather
 * than a recursive schema: the OpenAPI document shows the limit, and needs no component registry.)
 */
const nodeSchemaFrom = (level: number): z.ZodType<UnitNode> =>
  unitSchema.extend({
    children: level >= UNIT_MAX_LEVELS ? z.array(z.never()).max(0) : z.array(nodeSchemaFrom(level + 1)),
  });
export const unitNodeSchema = nodeSchemaFrom(1);

/** GET unidadeDeNegocio: the whole tree, or with `nome` the units whose name contains it and their ancestors. */
export const listUnitsRequestSchema = z.object({
  nome: z.string().trim().max(UNIT_NAME_MAX).optional(),
  /** Alias of `nome`. */
  name: z.string().trim().max(UNIT_NAME_MAX).optional(),
});
export type ListUnitsRequest = z.input<typeof listUnitsRequestSchema>;
export const listUnitsResponseSchema = z.array(unitNodeSchema);
export type ListUnitsResponse = UnitNode[];

/** GET unidadeDeNegocio/csv: the same filter, the tree flattened in its order. */
export const exportUnitsRequestSchema = listUnitsRequestSchema;
export type ExportUnitsRequest = ListUnitsRequest;

/** GET unidadeDeNegocio/{id}: the unit with its sub-tree. */
export const getUnitResponseSchema = unitNodeSchema;
export type GetUnitResponse = UnitNode;

const nome = z.string().trim().min(1, 'validation.required').max(UNIT_NAME_MAX);
/** '' and whitespace are no code (null). */
const codigo = z
  .string()
  .trim()
  .max(UNIT_CODE_MAX)
  .refine((value) => value === '' || BASIC_CHARS.test(value), 'validation.basicChars')
  .nullish()
  .transform((value) => (value ? value : null));

export const createUnitRequestSchema = z.object({
  nome,
  codigo,
  /** The parent unit; null or absent for a root. */
  unidadeDeNegocioPaiId: z.uuid().nullish().transform((value) => value ?? null),
});
export type CreateUnitRequest = z.input<typeof createUnitRequestSchema>;
export const createUnitResponseSchema = unitNodeSchema;
export type CreateUnitResponse = UnitNode;

/** PUT unidadeDeNegocio/{id}: renames, recodes and moves (with its sub-tree) a unit. */
export const updateUnitRequestSchema = createUnitRequestSchema;
export type UpdateUnitRequest = z.input<typeof updateUnitRequestSchema>;
export const updateUnitResponseSchema = unitNodeSchema;
export type UpdateUnitResponse = UnitNode;

export const deleteUnitResponseSchema = deleteResponseSchema;

/** GET unidadeDeNegocio/Basic: every unit as `{ value, label }` with its path as the label, in tree order. */
export const basicUnitsResponseSchema = basicOptionsSchema;
export type BasicUnitsResponse = z.infer<typeof basicUnitsResponseSchema>;

// ---------------------------------------------------------------- tree rules

/** A stored unit without its computed place in the tree. */
export type UnitRecord = Omit<Unit, 'nivel' | 'caminho'>;
/** What the placement rules need of a unit. */
export type UnitLink = { id: string; unidadeDeNegocioPaiId: string | null };

const byName = (a: { nome: string; id: string }, b: { nome: string; id: string }) =>
  a.nome.localeCompare(b.nome, 'pt-BR', { sensitivity: 'base', numeric: true }) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The tree of stored units: roots and each unit's children by name, with level and path. A unit whose parent is
 * missing is shown as a root; units caught in a cycle (which the rules never let happen) are left out.
 */
export function buildUnitTree(records: readonly UnitRecord[]): UnitNode[] {
  const ids = new Set(records.map((r) => r.id));
  const children = new Map<string | null, UnitRecord[]>();
  for (const record of records) {
    const parent = record.unidadeDeNegocioPaiId && ids.has(record.unidadeDeNegocioPaiId) ? record.unidadeDeNegocioPaiId : null;
    children.set(parent, [...(children.get(parent) ?? []), record]);
  }
  const build = (parentId: string | null, nivel: number, path: string | null): UnitNode[] =>
    [...(children.get(parentId) ?? [])].sort(byName).map((record) => {
      const caminho = path === null ? record.nome : `${path}${UNIT_PATH_SEPARATOR}${record.nome}`;
      return { ...record, nivel, caminho, children: build(record.id, nivel + 1, caminho) };
    });
  return build(null, 1, null);
}

/** Every node of a tree, depth first (a parent before its children), in display order. */
export function flattenUnitTree(tree: readonly UnitNode[]): UnitNode[] {
  return tree.flatMap((node) => [node, ...flattenUnitTree(node.children)]);
}

/** The node with this id, anywhere in the tree. */
export function findUnitNode(tree: readonly UnitNode[], id: string): UnitNode | null {
  for (const node of tree) {
    if (node.id === id) return node;
    const found = findUnitNode(node.children, id);
    if (found) return found;
  }
  return null;
}

/** Levels of a node's sub-tree including itself: 1 for a leaf. */
export function unitSubtreeHeight(node: Pick<UnitNode, 'children'>): number {
  return 1 + node.children.reduce((max, child) => Math.max(max, unitSubtreeHeight(child)), 0);
}

/** Ids of a node's descendants (not the node itself). */
export function unitDescendantIds(node: Pick<UnitNode, 'children'>): string[] {
  return node.children.flatMap((child) => [child.id, ...unitDescendantIds(child)]);
}

/** A unit at this level may receive a sub-unit (only below level 5). */
export const canAddChildUnit = (nivel: number): boolean => nivel < UNIT_MAX_LEVELS;

/** Why a unit cannot go where asked; each is a message key of the catalogue. */
export type UnitPlacementError = 'units.parentNotFound' | 'units.cycle' | 'units.maxLevels';

/**
 * Whether the unit `unitId` (null: a new unit) may sit under `parentId` (null: as a root): the parent must exist, must
 * not be the unit itself or one of its descendants, and the unit with its whole sub-tree must end within 5 levels.
 * Returns the reason when it may not, else null.
 */
export function checkUnitPlacement(units: readonly UnitLink[], unitId: string | null, parentId: string | null): UnitPlacementError | null {
  const parentOf = new Map(units.map((u) => [u.id, u.unidadeDeNegocioPaiId]));
  const childrenOf = new Map<string, string[]>();
  for (const u of units) if (u.unidadeDeNegocioPaiId) childrenOf.set(u.unidadeDeNegocioPaiId, [...(childrenOf.get(u.unidadeDeNegocioPaiId) ?? []), u.id]);

  // levels of the moved unit's sub-tree (1 for a new unit or a leaf); a visited set guards against bad data
  const heightOf = (id: string, seen: Set<string>): number => {
    if (seen.has(id)) return 1;
    seen.add(id);
    return 1 + (childrenOf.get(id) ?? []).reduce((max, child) => Math.max(max, heightOf(child, seen)), 0);
  };
  const height = unitId ? heightOf(unitId, new Set()) : 1;
  if (parentId === null) return height > UNIT_MAX_LEVELS ? 'units.maxLevels' : null;
  if (!parentOf.has(parentId)) return 'units.parentNotFound';

  // walk up from the new parent: meeting the unit means the parent is the unit or one of its descendants
  let parentLevel = 0;
  const seen = new Set<string>();
  for (let current: string | null | undefined = parentId; current; current = parentOf.get(current)) {
    if (current === unitId || seen.has(current)) return 'units.cycle';
    seen.add(current);
    parentLevel += 1;
  }
  return parentLevel + height > UNIT_MAX_LEVELS ? 'units.maxLevels' : null;
}

/** A parent the unit form offers: every unit but the edited one and its descendants; too deep ones are disabled. */
export type UnitParentChoice = { value: string; label: string; nivel: number; disabled: boolean; reason: MessageKey | null };

/**
 * The parents offered for a unit (null: a new one) in the form, in tree order: the unit itself and its descendants
 * are left out (cycle), and parents under which the unit's sub-tree would pass 5 levels are disabled with the reason.
 */
export function unitParentChoices(tree: readonly UnitNode[], unitId: string | null): UnitParentChoice[] {
  const unit = unitId ? findUnitNode(tree, unitId) : null;
  const excluded = new Set(unit ? [unit.id, ...unitDescendantIds(unit)] : []);
  const height = unit ? unitSubtreeHeight(unit) : 1;
  return flattenUnitTree(tree)
    .filter((node) => !excluded.has(node.id))
    .map((node) => {
      const tooDeep = node.nivel + height > UNIT_MAX_LEVELS;
      return { value: node.id, label: node.caminho, nivel: node.nivel, disabled: tooDeep, reason: tooDeep ? 'units.maxLevels' : null };
    });
}

// ---------------------------------------------------------------- search

/** Text folded for search: lower case without accents ('São' -> 'sao'). */
export const foldSearchText = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Where `term` occurs in `text`, ignoring case and accents, as [start, end) ranges of `text` (for highlighting);
 * empty for a blank term or no match.
 */
export function unitNameMatches(text: string, term: string): [number, number][] {
  const needle = foldSearchText(term.trim());
  if (!needle) return [];
  // fold each character on its own, remembering which original character each folded one came from
  let folded = '';
  const origin: number[] = [];
  for (let index = 0; index < text.length; ) {
    const codePoint = text.codePointAt(index)!;
    const char = String.fromCodePoint(codePoint);
    const piece = foldSearchText(char);
    folded += piece;
    for (let k = 0; k < piece.length; k += 1) origin.push(index);
    index += char.length;
  }
  origin.push(text.length);
  const ranges: [number, number][] = [];
  for (let at = folded.indexOf(needle); at !== -1; at = folded.indexOf(needle, at + needle.length)) {
    const start = origin[at];
    const lastOrigin = origin[at + needle.length - 1];
    let end = lastOrigin + String.fromCodePoint(text.codePointAt(lastOrigin)!).length;
    // marks that fold to nothing (a decomposed accent) belong to the character before them
    while (end < text.length && foldSearchText(String.fromCodePoint(text.codePointAt(end)!)) === '') end += String.fromCodePoint(text.codePointAt(end)!).length;
    ranges.push([start, end]);
  }
  return ranges;
}

/**
 * The tree reduced to the units whose name contains `term` (ignoring case and accents) and their ancestors, in
 * the same order; a blank term keeps the whole tree. A matching unit keeps only its matching descendants' branches.
 */
export function filterUnitTree(tree: readonly UnitNode[], term: string | null | undefined): UnitNode[] {
  const needle = foldSearchText((term ?? '').trim());
  if (!needle) return [...tree];
  const keep = (nodes: readonly UnitNode[]): UnitNode[] =>
    nodes.flatMap((node) => {
      const children = keep(node.children);
      return children.length > 0 || foldSearchText(node.nome).includes(needle) ? [{ ...node, children }] : [];
    });
  return keep(tree);
}
