import { MIDIA_TIPOS } from '@plataforma/shared/content';
import type { LearnerFilters } from '@plataforma/shared/learner';
import type { Cache } from '../../core/cache';
import type { Tx } from '../../core/db';
import type { SectionPlace } from '../sections';
import * as repo from './learner.repository';
import { keyOf, type ContentKey } from './learner.repository';

/**
 * The tenant's section structure kept in the process (docs/caching.md): every section row with its orders, every
 * section item with its content's state and filterable fields. Kept while 'secoes' (sections, their items and audience
 * links) and 'conteudos' (objects, courses, trails, their files, skills and prerequisites) are unchanged. The learner's
 * lists then find the visible items of the visible sections in memory, with the same rules as the repository's
 * queries (`itemWhere`); the text search and the status filter (which depends on the person's progress) stay queries.
 */
export type CatalogItem = repo.ItemKeyRow & {
  key: string;
  ativo: boolean;
  expira: number | null;
  pronto: boolean;
  tipoMidia: string | null;
  categoriaId: string | null;
  origem: string | null;
  obrigatorio: boolean;
  skills: readonly string[];
};

export type CatalogSection = repo.CatalogSectionRow;

export type Catalog = {
  sections: ReadonlyMap<string, CatalogSection>;
  /** Items of each section, by position then id. */
  items: ReadonlyMap<string, readonly CatalogItem[]>;
  /** Sections holding each content (by content key). */
  sectionsOf: ReadonlyMap<string, readonly string[]>;
};

const loadCatalog = async (tx: Tx, tenantId: string): Promise<Catalog> => {
  const sections = await repo.catalogSections(tx, tenantId);
  const rows = await repo.catalogItems(tx, tenantId);
  const skillRows = await repo.catalogSkills(tx, tenantId);
  const skills = new Map<string, string[]>();
  for (const s of skillRows) {
    const list = skills.get(keyOf(s));
    if (list) list.push(s.competenciaId);
    else skills.set(keyOf(s), [s.competenciaId]);
  }
  const items = new Map<string, CatalogItem[]>();
  const sectionsOf = new Map<string, string[]>();
  for (const r of rows) {
    const key = keyOf(r);
    const item: CatalogItem = {
      secaoId: r.secaoId,
      ordem: r.ordem,
      tipo: r.tipo,
      id: r.id,
      key,
      ativo: r.ativo,
      expira: r.expira ? r.expira.getTime() : null,
      pronto: r.pronto,
      tipoMidia: r.tipoMidia,
      categoriaId: r.categoriaId,
      origem: r.origem,
      obrigatorio: r.obrigatorio,
      skills: skills.get(key) ?? [],
    };
    const list = items.get(r.secaoId);
    if (list) list.push(item);
    else items.set(r.secaoId, [item]);
    const holders = sectionsOf.get(key);
    if (!holders) sectionsOf.set(key, [r.secaoId]);
    else if (!holders.includes(r.secaoId)) holders.push(r.secaoId);
  }
  return { sections: new Map(sections.map((s) => [s.secao.id, s])), items, sectionsOf };
};

/** The tenant's catalog, read once per change of its scopes in any process. */
export const catalogOf = (cache: Cache, tx: Tx, tenantId: string): Promise<Catalog> =>
  cache.inTenant(tx, tenantId, ['secoes', 'conteudos'], 'learner|catalogo', () => loadCatalog(tx, tenantId), (c) => c.sections.size + [...c.items.values()].reduce((n, l) => n + l.length, 0));

/** `itemActive`: the item's content is shown at `now` (objects: active, not expired, ready when processed). */
const activeAt = (item: CatalogItem, now: number) => item.ativo && (item.tipo !== 'midia' || ((item.expira === null || item.expira > now) && item.pronto));

const mediaKinds = new Set<string>(MIDIA_TIPOS);

type ItemFilters = Omit<LearnerFilters, 'secoesIds'>;

/** The item filters as a test in memory, or null when they need a query (text search, status). */
export const memoryFilter = (f: ItemFilters): ((item: CatalogItem) => boolean) | null => {
  if (f.search || f.status?.length) return null;
  const tipos = f.tiposConteudos ?? [];
  const kinds = new Set<string>(tipos.filter((t) => !mediaKinds.has(t)));
  const midiaTipos = new Set<string>(tipos.filter((t) => mediaKinds.has(t)));
  const categorias = f.categoriasIds?.length ? new Set<string>(f.categoriasIds) : null;
  const skills = f.competenciasIds?.length ? new Set<string>(f.competenciasIds) : null;
  const origens = f.origem?.length ? new Set<string>(f.origem) : null;
  return (item) =>
    (tipos.length === 0 || kinds.has(item.tipo) || (item.tipo === 'midia' && item.tipoMidia !== null && midiaTipos.has(item.tipoMidia))) &&
    (!categorias || (item.categoriaId !== null && categorias.has(item.categoriaId))) &&
    (!skills || item.skills.some((s) => skills.has(s))) &&
    (f.obrigatorio === undefined || item.obrigatorio === f.obrigatorio) &&
    (!origens || (item.origem !== null && origens.has(item.origem)));
};

/** The shown items of each section that pass `test`, by section id (as uuids sort) then position. */
const shownItems = (catalog: Catalog, secoesIds: readonly string[], test: (item: CatalogItem) => boolean, now: Date) => {
  const at = now.getTime();
  return [...new Set(secoesIds)].sort().map((secaoId) => ({ secaoId, items: (catalog.items.get(secaoId) ?? []).filter((i) => activeAt(i, at) && test(i)) }));
};

const keyRow = (i: CatalogItem): repo.ItemKeyRow => ({ secaoId: i.secaoId, ordem: i.ordem, tipo: i.tipo, id: i.id });

/** `repo.itemHeads` in memory. */
export const itemHeads = (catalog: Catalog, secoesIds: readonly string[], test: (item: CatalogItem) => boolean, perSection: number, now: Date): repo.ItemHeadRow[] =>
  shownItems(catalog, secoesIds, test, now).flatMap(({ items }) => items.slice(0, Math.max(perSection, 1)).map((i) => ({ ...keyRow(i), total: items.length })));

/** `repo.itemKeys` in memory. */
export const itemKeys = (catalog: Catalog, secoesIds: readonly string[], test: (item: CatalogItem) => boolean, now: Date): repo.ItemKeyRow[] =>
  shownItems(catalog, secoesIds, test, now).flatMap(({ items }) => items.map(keyRow));

/** `repo.visibleSections` in memory: the sections in the place's order. */
export const sectionsInOrder = (catalog: Catalog, secoesIds: readonly string[], place?: SectionPlace): repo.SectionRow[] =>
  secoesIds
    .map((id) => catalog.sections.get(id))
    .filter((s): s is CatalogSection => !!s)
    .sort((a, b) => (place === 'catalog' ? a.rankCatalog - b.rankCatalog : a.rankHome - b.rankHome))
    .map((s) => s.secao);

/** `repo.visibleAmong` in memory: keys of the contents that are items of one of the sections. */
export const visibleAmong = (catalog: Catalog, secoesIds: readonly string[], keys: readonly ContentKey[]): Set<string> => {
  const visible = new Set(secoesIds);
  return new Set(keys.map(keyOf).filter((k) => (catalog.sectionsOf.get(k) ?? []).some((id) => visible.has(id))));
};

/** `repo.sectionNamesOf` in memory: the name of the first of the sections (home order, by name) holding each content. */
export const sectionNamesOf = (catalog: Catalog, secoesIds: readonly string[], keys: readonly ContentKey[]): Map<string, string> => {
  const visible = new Set(secoesIds);
  const out = new Map<string, string>();
  for (const k of keys.map(keyOf)) {
    const first = (catalog.sectionsOf.get(k) ?? [])
      .filter((id) => visible.has(id))
      .map((id) => catalog.sections.get(id)!)
      .sort((a, b) => a.rankNames - b.rankNames)[0];
    if (first) out.set(k, first.secao.nome);
  }
  return out;
};

