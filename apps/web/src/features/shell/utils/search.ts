import type { QuickSearchResponse } from '@plataforma/shared/learner';

/** Quick-search groups in display order (1-shell §7: midias, cursos, formacoes). */
export const SEARCH_GROUPS = ['midias', 'cursos', 'formacoes'] as const;
export type SearchGroupKey = (typeof SEARCH_GROUPS)[number];
export type SearchItem = QuickSearchResponse['midias'][number];
export type SearchGroup = { key: SearchGroupKey; items: SearchItem[] };

export const EMPTY_SEARCH: QuickSearchResponse = { midias: [], cursos: [], formacoes: [] };

/** Minimum pause after typing before the quick search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;
/** At most this many results per group in the overlay; the search page shows them all. */
export const SEARCH_GROUP_LIMIT = 5;

/** The query as sent: trimmed, inner whitespace collapsed. */
export const normaliseQuery = (query: string): string => query.trim().replace(/\s+/g, ' ');

/** The search page of a query: /search?query=<text>. */
export const searchPath = (query: string): string => `/search?query=${encodeURIComponent(normaliseQuery(query))}`;

/** The non-empty groups of a quick-search reply, in display order, each cut to `limit` items. */
export function toSearchGroups(reply: Partial<QuickSearchResponse> | null | undefined, limit = SEARCH_GROUP_LIMIT): SearchGroup[] {
  if (!reply) return [];
  return SEARCH_GROUPS.map((key) => ({ key, items: (Array.isArray(reply[key]) ? reply[key] : []).slice(0, limit) })).filter(
    (group) => group.items.length > 0,
  );
}

/**
 * Where a result opens: the item in the catalogue (share-link form /catalog?view=<encodedTypeAndId>), the type and id
 * encoded as the classroom expects them (base64 of "<type>:<id>", URL-safe).
 */
export function encodeTypeAndId(type: string, id: string): string {
  const text = `${type}:${id}`;
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((byte) => {
    binary += String.fromCharCode(byte);
  });
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const GROUP_TYPE: Record<SearchGroupKey, string> = { midias: 'midia', cursos: 'curso', formacoes: 'trilha' };

export function resultPath(group: SearchGroupKey, item: SearchItem): string {
  return `/catalog?view=${encodeTypeAndId(GROUP_TYPE[group], item.id)}`;
}
