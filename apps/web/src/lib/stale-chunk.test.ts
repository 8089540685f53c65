import { describe, expect, it, vi } from 'vitest';
import { STALE_CHUNK_KEY, importWithReload, markChunksLoaded, reloadOnceForStaleChunk } from './stale-chunk.ts';

const memoryStore = () => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
};

describe('reloadOnceForStaleChunk', () => {
  it('reloads the first time and marks the tab', () => {
    const store = memoryStore();
    const reload = vi.fn();
    expect(reloadOnceForStaleChunk(store, reload)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(store.data.has(STALE_CHUNK_KEY)).toBe(true);
  });

  it('does not reload a second time in the same tab (no loop)', () => {
    const store = memoryStore();
    const reload = vi.fn();
    reloadOnceForStaleChunk(store, reload);
    expect(reloadOnceForStaleChunk(store, reload)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads again after a route loaded (a later deploy)', () => {
    const store = memoryStore();
    const reload = vi.fn();
    reloadOnceForStaleChunk(store, reload);
    markChunksLoaded(store);
    expect(reloadOnceForStaleChunk(store, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads without storage or when storage refuses', () => {
    const reload = vi.fn();
    expect(reloadOnceForStaleChunk(null, reload)).toBe(false);
    const refusing = { ...memoryStore(), setItem: () => { throw new Error('quota'); } };
    expect(reloadOnceForStaleChunk(refusing, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('importWithReload', () => {
  it('returns the module and clears the mark', async () => {
    const store = memoryStore();
    store.setItem(STALE_CHUNK_KEY, '1');
    await expect(importWithReload(async () => 'page', store, vi.fn())).resolves.toBe('page');
    expect(store.data.has(STALE_CHUNK_KEY)).toBe(false);
  });

  it('waits for the reload when the preload handler already reloaded (the import resolves to nothing)', async () => {
    const store = memoryStore();
    store.setItem(STALE_CHUNK_KEY, '1');
    const settled = vi.fn();
    void importWithReload(async () => undefined, store, vi.fn()).then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).not.toHaveBeenCalled();
    expect(store.data.has(STALE_CHUNK_KEY)).toBe(true);
  });

  it('reloads on the first failure and never settles', async () => {
    const store = memoryStore();
    const reload = vi.fn();
    const settled = vi.fn();
    void importWithReload(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), store, reload).then(settled, settled);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
  });

  it('rejects on a failure right after the reload (the error page shows)', async () => {
    const store = memoryStore();
    store.setItem(STALE_CHUNK_KEY, '1');
    const reload = vi.fn();
    const error = new TypeError('Failed to fetch dynamically imported module');
    await expect(importWithReload(() => Promise.reject(error), store, reload)).rejects.toBe(error);
    expect(reload).not.toHaveBeenCalled();
  });
});
