import { describe, expect, it } from 'vitest';
import { DEFAULT_ZIP_LIMITS, zipVerdict, ZIP_MAX_RATIO, ZIP_RATIO_GRACE_BYTES } from './zip-limits.ts';

const limits = DEFAULT_ZIP_LIMITS;

describe('zipVerdict', () => {
  it('lets anything inflate up to the grace size, whatever the ratio', () => {
    expect(zipVerdict(ZIP_RATIO_GRACE_BYTES, 1, limits)).toBe('ok');
    expect(zipVerdict(ZIP_RATIO_GRACE_BYTES, 0, limits)).toBe('ok');
  });

  it('past the grace size, accepts exactly the maximum ratio and refuses one byte more', () => {
    const compressed = 20_000;
    const atLimit = ZIP_MAX_RATIO * compressed;
    expect(atLimit).toBeGreaterThan(ZIP_RATIO_GRACE_BYTES);
    expect(zipVerdict(atLimit, compressed, limits)).toBe('ok');
    expect(zipVerdict(atLimit + 1, compressed, limits)).toBe('ratio');
  });

  it('counts an entry that claims no compressed bytes as one byte', () => {
    expect(zipVerdict(ZIP_RATIO_GRACE_BYTES + 1, 0, limits)).toBe('ratio');
  });

  it('refuses a 1 MB archive that inflates to 1 GB', () => {
    expect(zipVerdict(1024 ** 3, 1024 ** 2, limits)).toBe('ratio');
  });

  it('checks the total cap before the ratio, at the exact boundary', () => {
    expect(zipVerdict(1000, 1000, limits, 1000)).toBe('ok');
    expect(zipVerdict(1001, 1001, limits, 1000)).toBe('total');
    expect(zipVerdict(limits.maxTotalBytes + 1, limits.maxTotalBytes, limits, limits.maxTotalBytes)).toBe('total');
  });

  it('keeps real content: media ~1:1 and text ~20:1 pass', () => {
    expect(zipVerdict(500 * 1024 ** 2, 490 * 1024 ** 2, limits)).toBe('ok');
    expect(zipVerdict(40 * 1024 ** 2, 2 * 1024 ** 2, limits)).toBe('ok');
  });
});
