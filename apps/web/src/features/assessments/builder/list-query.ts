/** The list's filters (`title` is the title column's text filter, sent as the call's `search`). */
export const FILTER_KEYS = ['title', 'type', 'active', 'categoryId'] as const;

/** The list state's query as GET Avaliacao takes it: the title filter becomes `search`. */
export function avaliacoesQuery(query: Record<string, string | number>): Record<string, string | number> {
  const { title, ...rest } = query;
  return title === undefined || title === '' ? rest : { ...rest, search: title };
}
