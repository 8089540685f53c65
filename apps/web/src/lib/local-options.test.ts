import { describe, expect, it } from 'vitest';
import { LOCAL_OPTIONS_KEY, darkOptionToScheme, readLocalOptions, schemeToDarkOption } from './local-options.ts';
import { MemoryStorage } from '../test/memory-storage.ts';

describe('dark option', () => {
  it('maps 1 dark, 0 light, 2 follow the system', () => {
    expect(darkOptionToScheme(1)).toBe('dark');
    expect(darkOptionToScheme(0)).toBe('light');
    expect(darkOptionToScheme(2)).toBe('auto');
    expect(schemeToDarkOption('dark')).toBe(1);
    expect(schemeToDarkOption('light')).toBe(0);
    expect(schemeToDarkOption('auto')).toBe(2);
  });
});

describe('readLocalOptions', () => {
  it('reads stored options and keeps unknown ones', () => {
    const storage = new MemoryStorage();
    storage.setItem(LOCAL_OPTIONS_KEY, JSON.stringify({ dark: 2, volume: 40 }));
    expect(readLocalOptions(storage)).toEqual({ dark: 2, volume: 40 });
  });

  it('defaults a missing, invalid or corrupt value to light', () => {
    const storage = new MemoryStorage();
    expect(readLocalOptions(storage)).toEqual({ dark: 0 });
    storage.setItem(LOCAL_OPTIONS_KEY, JSON.stringify({ dark: 7 }));
    expect(readLocalOptions(storage).dark).toBe(0);
    storage.setItem(LOCAL_OPTIONS_KEY, '{oops');
    expect(readLocalOptions(storage)).toEqual({ dark: 0 });
    expect(readLocalOptions(null)).toEqual({ dark: 0 });
  });
});
