import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../../lib/language.ts';
import { APP_VERSION_STORAGE_KEY, clearStorage, isNewVersion, reconcileStoredVersion } from './version.ts';

class MemoryStorage {
  private map = new Map<string, string>();
  constructor(entries: Record<string, string> = {}) {
    Object.entries(entries).forEach(([key, value]) => this.map.set(key, value));
  }
  get length() {
    return this.map.size;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  keys() {
    return [...this.map.keys()].sort();
  }
}

describe('reconcileStoredVersion', () => {
  it('records the version on the first run without clearing anything', () => {
    const local = new MemoryStorage({ 'plataforma.remember': 'x' });
    expect(reconcileStoredVersion('0.0.5', local, new MemoryStorage())).toBe('first-run');
    expect(local.getItem(APP_VERSION_STORAGE_KEY)).toBe('0.0.5');
    expect(local.getItem('plataforma.remember')).toBe('x');
  });

  it('does nothing when the version is the same', () => {
    const local = new MemoryStorage({ [APP_VERSION_STORAGE_KEY]: '0.0.5', 'plataforma.remember': 'x' });
    expect(reconcileStoredVersion('0.0.5', local, new MemoryStorage())).toBe('same');
    expect(local.getItem('plataforma.remember')).toBe('x');
  });

  it('clears local and session storage except the language and the version when it changed', () => {
    const local = new MemoryStorage({
      [APP_VERSION_STORAGE_KEY]: '0.0.4',
      [LANGUAGE_STORAGE_KEY]: 'en',
      'plataforma.remember': 'x',
      'plataforma.options': '{"dark":1}',
    });
    const session = new MemoryStorage({ 'plataforma.clientMode': '{}', [LANGUAGE_STORAGE_KEY]: 'es' });
    expect(reconcileStoredVersion('0.0.5', local, session)).toBe('changed');
    expect(local.keys()).toEqual([APP_VERSION_STORAGE_KEY, LANGUAGE_STORAGE_KEY].sort());
    expect(local.getItem(APP_VERSION_STORAGE_KEY)).toBe('0.0.5');
    expect(session.keys()).toEqual([LANGUAGE_STORAGE_KEY]);
    // a second start (after the reload) does not clear again
    expect(reconcileStoredVersion('0.0.5', local, session)).toBe('same');
  });

  it('survives missing storage', () => {
    expect(reconcileStoredVersion('0.0.5', null, null)).toBe('same');
  });
});

describe('clearStorage', () => {
  it('removes every key but the kept ones and reports them', () => {
    const storage = new MemoryStorage({ a: '1', b: '2', keep: '3' });
    expect(clearStorage(storage, ['keep']).sort()).toEqual(['a', 'b']);
    expect(storage.keys()).toEqual(['keep']);
    expect(clearStorage(null)).toEqual([]);
  });
});

describe('isNewVersion', () => {
  it('compares the server version with the running one', () => {
    expect(isNewVersion('0.0.6', '0.0.5')).toBe(true);
    expect(isNewVersion('0.0.5', '0.0.5')).toBe(false);
    expect(isNewVersion(' 0.0.5 ', '0.0.5')).toBe(false);
    expect(isNewVersion('', '0.0.5')).toBe(false);
    expect(isNewVersion(undefined, '0.0.5')).toBe(false);
    expect(isNewVersion(6, '0.0.5')).toBe(false);
  });
});
