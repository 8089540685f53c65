import { describe, expect, it } from 'vitest';
import { formatBytes, gbToBytes, GB, KB, MB } from './bytes.ts';
import { translate } from '../i18n/messages.ts';

describe('formatBytes', () => {
  it('writes bytes without decimals and the next units with at most one', () => {
    expect(formatBytes(0, 'en')).toBe('0 B');
    expect(formatBytes(1, 'en')).toBe('1 B');
    expect(formatBytes(1023, 'en')).toBe('1,023 B');
    expect(formatBytes(1024, 'en')).toBe('1 KB');
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(MB, 'en')).toBe('1 MB');
    expect(formatBytes(2.25 * GB, 'en')).toBe('2.3 GB');
    expect(formatBytes(5 * 1024 * GB, 'en')).toBe('5 TB');
  });

  it('never shows 1024 of a unit: the next one instead', () => {
    expect(formatBytes(MB - 1, 'en')).toBe('1 MB');
    expect(formatBytes(1023.9 * KB, 'en')).toBe('1,023.9 KB');
  });

  it('follows the language: decimal comma in pt and es', () => {
    expect(formatBytes(1.5 * GB, 'pt')).toBe('1,5 GB');
    expect(formatBytes(1.5 * GB, 'es')).toBe('1,5 GB');
    expect(formatBytes(1.5 * GB)).toBe('1,5 GB');
  });

  it('reads negative and non-finite values as 0 B', () => {
    expect(formatBytes(-5, 'en')).toBe('0 B');
    expect(formatBytes(Number.NaN, 'en')).toBe('0 B');
    expect(formatBytes(Number.POSITIVE_INFINITY, 'en')).toBe('0 B');
  });
});

describe('gbToBytes', () => {
  it('turns the contract GB (decimals allowed) into whole bytes', () => {
    expect(gbToBytes(1)).toBe(1073741824);
    expect(gbToBytes(0.5)).toBe(536870912);
    expect(gbToBytes(0.000001)).toBe(1074);
  });
  it('answers 0 for 0, negative and non-finite values', () => {
    expect(gbToBytes(0)).toBe(0);
    expect(gbToBytes(-1)).toBe(0);
    expect(gbToBytes(Number.NaN)).toBe(0);
  });
});

describe('translate with a size parameter', () => {
  it('writes { bytes } in the reader language', () => {
    const params = { used: { bytes: 1.5 * GB }, limit: { bytes: 2 * GB } };
    expect(translate('storage.quotaExceeded', 'pt', params)).toContain('1,5 GB usados de 2 GB');
    expect(translate('storage.quotaExceeded', 'en', params)).toContain('1.5 GB used of 2 GB');
    expect(translate('storage.quotaExceeded', 'es', params)).toContain('1,5 GB usados de 2 GB');
  });
});
