import { describe, expect, it } from 'vitest';
import { quotaAllows, quotaBytesOf, quotaFree, storageUsageOf } from './storage-quota.ts';
import { usageInfoResponseSchema } from './client-contracts.ts';

const GB = 1024 ** 3;

describe('quotaBytesOf', () => {
  it('is the contract GB in bytes, null for no limit', () => {
    expect(quotaBytesOf(10)).toBe(10 * GB);
    expect(quotaBytesOf(0.5)).toBe(GB / 2);
    expect(quotaBytesOf(0)).toBeNull();
    expect(quotaBytesOf(-3)).toBeNull();
    expect(quotaBytesOf(null)).toBeNull();
    expect(quotaBytesOf(undefined)).toBeNull();
  });
});

describe('quotaAllows', () => {
  it('fits exactly at the limit and refuses one byte more', () => {
    expect(quotaAllows(900, 100, 1000)).toBe(true);
    expect(quotaAllows(900, 101, 1000)).toBe(false);
    expect(quotaAllows(0, 1000, 1000)).toBe(true);
    expect(quotaAllows(0, 1001, 1000)).toBe(false);
  });
  it('always allows without a limit and when freeing space, even over the limit', () => {
    expect(quotaAllows(10 * GB, 10 * GB, null)).toBe(true);
    expect(quotaAllows(2000, -500, 1000)).toBe(true);
    expect(quotaAllows(2000, 0, 1000)).toBe(true);
    expect(quotaAllows(2000, 1, 1000)).toBe(false);
  });
});

describe('quotaFree', () => {
  it('is never negative, null without a limit', () => {
    expect(quotaFree(300, 1000)).toBe(700);
    expect(quotaFree(1000, 1000)).toBe(0);
    expect(quotaFree(1200, 1000)).toBe(0);
    expect(quotaFree(5, null)).toBeNull();
  });
});

describe('storageUsageOf', () => {
  it('levels at 80 % and 100 %', () => {
    expect(storageUsageOf(0, 1000)).toEqual({ percent: 0, level: 'ok' });
    expect(storageUsageOf(799, 1000)).toEqual({ percent: 79.9, level: 'ok' });
    expect(storageUsageOf(800, 1000)).toEqual({ percent: 80, level: 'warning' });
    expect(storageUsageOf(1000, 1000)).toEqual({ percent: 100, level: 'full' });
    expect(storageUsageOf(1500, 1000)).toEqual({ percent: 150, level: 'full' });
  });
  it('has no percentage without a limit', () => {
    expect(storageUsageOf(5 * GB, null)).toEqual({ percent: null, level: 'ok' });
  });
});

describe('usageInfoResponseSchema', () => {
  it('carries the users and the storage figures', () => {
    const reply = { usuariosAtivos: 3, usuariosContratados: 10, espacoEmDiscoUtilizadoBytes: 1024, espacoEmDiscoContratado: 1, espacoEmDiscoContratadoBytes: GB };
    expect(usageInfoResponseSchema.parse(reply)).toEqual(reply);
    expect(() => usageInfoResponseSchema.parse({ usuariosAtivos: 3, usuariosContratados: 10 })).toThrow();
  });
});
