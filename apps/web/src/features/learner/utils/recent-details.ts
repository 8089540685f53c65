/**
 * The last viewed item details (2-learner §4 'the last 10 viewed details are cached', §9). The details live in the
 * TanStack Query cache with no garbage-collection timer; this list remembers the order they were viewed in and says
 * which one to drop when an eleventh is opened.
 */
export const RECENT_DETAILS_LIMIT = 10;

export class RecentList {
  private keys: string[] = [];

  constructor(private readonly limit = RECENT_DETAILS_LIMIT) {}

  /** Marks `key` as the newest; answers the keys pushed out (the oldest beyond the limit). */
  touch(key: string): string[] {
    this.keys = [key, ...this.keys.filter((existing) => existing !== key)];
    const evicted = this.keys.slice(this.limit);
    this.keys = this.keys.slice(0, this.limit);
    return evicted;
  }

  has(key: string): boolean {
    return this.keys.includes(key);
  }

  /** Newest first. */
  list(): readonly string[] {
    return this.keys;
  }

  clear(): void {
    this.keys = [];
  }
}

/** Item detail status (2-learner §4 Item view). */
export type DetailStatus = 'initial' | 'loading' | 'cached' | 'success' | 'error';

/**
 * initial: nothing asked (no id); loading: first fetch, nothing to show yet; cached: a detail viewed before is shown
 * while it is being refreshed; success: fresh detail; error: the fetch failed and nothing is shown.
 */
export function detailStatus(state: { hasId: boolean; hasData: boolean; isFetching: boolean; isError: boolean }): DetailStatus {
  if (!state.hasId) return 'initial';
  if (state.hasData) return state.isFetching ? 'cached' : 'success';
  if (state.isError) return 'error';
  return 'loading';
}
