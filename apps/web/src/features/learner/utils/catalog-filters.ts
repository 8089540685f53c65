/** The catalog's filters (2-learner §2): a search, four lists and the 'mandatory only' switch. */
export type CatalogFilters = { search: string; tipos: string[]; categorias: string[]; competencias: string[]; status: string[]; obrigatorio: boolean };

export const NO_CATALOG_FILTERS: CatalogFilters = { search: '', tipos: [], categorias: [], competencias: [], status: [], obrigatorio: false };

/** How many of the drawer's filters are in use (type, category, skill, status, mandatory): the count on the phone's 'Filtros' button. The search stays on the page and is not counted. */
export function activeFilterCount(filters: CatalogFilters): number {
  const lists = [filters.tipos, filters.categorias, filters.competencias, filters.status].filter((values) => values.length > 0).length;
  return lists + (filters.obrigatorio ? 1 : 0);
}

/** Whether anything differs from no filters (the search included): shows 'Limpar filtros'. */
export function hasCatalogFilters(filters: CatalogFilters): boolean {
  return filters.search.trim() !== '' || activeFilterCount(filters) > 0;
}
