/**
 * After a deploy, a tab opened before it asks for chunks that no longer exist. The first such failure reloads the
 * page once (the fresh index.html names the new chunks); a failure again right after that reload is a real one and
 * reaches the route error page instead of reloading in a loop. The mark lives in sessionStorage (this tab only) and
 * is cleared once a route's code has loaded.
 */
export const STALE_CHUNK_KEY = 'plataforma.staleChunkReload';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const sessionStore = (): Store | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
};

/**
 * Reloads once for a chunk that failed to load: true when it reloaded (the caller stops there), false when this tab
 * already reloaded for it (the caller lets the error through). Without storage it never reloads (no loop guard).
 */
export function reloadOnceForStaleChunk(store: Store | null = sessionStore(), reload: () => void = () => window.location.reload()): boolean {
  if (!store) return false;
  try {
    if (store.getItem(STALE_CHUNK_KEY)) return false;
    store.setItem(STALE_CHUNK_KEY, String(Date.now()));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** A route's code loaded: a later failure (another deploy) may reload once again. */
export function markChunksLoaded(store: Store | null = sessionStore()): void {
  try {
    store?.removeItem(STALE_CHUNK_KEY);
  } catch {
    // storage unavailable: nothing to clear
  }
}

/**
 * Loads a route's code; on failure reloads the page once (a promise that never settles, so nothing renders the
 * failure meanwhile) or, when that was already tried, rejects with the error for the route error page.
 */
export async function importWithReload<T>(load: () => Promise<T>, store: Store | null = sessionStore(), reload?: () => void): Promise<T> {
  try {
    const loaded = await load();
    // Nothing loaded: Vite's preload failed and `vite:preloadError` (handlePreloadErrors) already started the reload.
    if (loaded === undefined) return new Promise<T>(() => undefined);
    markChunksLoaded(store);
    return loaded;
  } catch (error) {
    if (reloadOnceForStaleChunk(store, reload)) return new Promise<T>(() => undefined);
    throw error;
  }
}

/** Vite's `vite:preloadError` (a chunk or stylesheet that a dynamic import needs is gone): reload once. */
export function handlePreloadErrors(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForStaleChunk()) event.preventDefault();
  });
}
