import { LEARNER_SEARCH_SIZE, type QuickSearchResponse } from '@plataforma/shared/learner';
import { fromSearchItem, type CardView } from './card-view.ts';

export const SEARCH_GROUPS = ['midias', 'cursos', 'formacoes'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];
export type SearchFilter = 'all' | SearchGroup;

const GROUP_KIND: Record<SearchGroup, 'midia' | 'curso' | 'formacao'> = { midias: 'midia', cursos: 'curso', formacoes: 'formacao' };

/** The query as sent: trimmed, inner whitespace collapsed. */
export const normaliseSearch = (text: string | null | undefined): string => (text ?? '').trim().replace(/\s+/g, ' ');

/** Counts per group of a reply (missing lists count 0). */
export function searchCounts(reply: Partial<QuickSearchResponse> | undefined): Record<SearchFilter, number> {
  const counts = { all: 0, midias: 0, cursos: 0, formacoes: 0 };
  for (const group of SEARCH_GROUPS) {
    counts[group] = reply?.[group]?.length ?? 0;
    counts.all += counts[group];
  }
  return counts;
}

/**
 * The cards of a search page (2-learner §9 'Search page size 16'): courses, trails then objects (or one kind), 16 a
 * page. The kind of each card comes from its group (the list it was in).
 */
export function searchPage(reply: Partial<QuickSearchResponse> | undefined, filter: SearchFilter, page: number, size = LEARNER_SEARCH_SIZE) {
  const groups: SearchGroup[] = filter === 'all' ? ['cursos', 'formacoes', 'midias'] : [filter];
  const cards: CardView[] = groups.flatMap((group) =>
    (reply?.[group] ?? []).map((item) => {
      const card = fromSearchItem(item);
      return { ...card, ref: { kind: GROUP_KIND[group], id: item.id } };
    }),
  );
  const totalPages = Math.max(1, Math.ceil(cards.length / size));
  const current = Math.min(Math.max(1, page), totalPages);
  return { cards: cards.slice((current - 1) * size, current * size), total: cards.length, totalPages, page: current };
}
