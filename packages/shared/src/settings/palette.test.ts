import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIMARY_COLOR } from './contracts.ts';
import {
  MANTINE_EXTRA_OFFSET,
  PALETTE_OFFSETS,
  PRIMARY_SHADE_INDEX,
  adjustLightness,
  buildPalette,
  contrastRatio,
  isHexColor,
  normalizeHex,
  readableTextColor,
  relativeLuminance,
  toMantineColors,
} from './palette.ts';

describe('isHexColor', () => {
  it.each(['#abc', '#ABC', '#aabbcc', '#AaBbCc', '#000', '#ffffff'])('accepts %s', (value) => {
    expect(isHexColor(value)).toBe(true);
  });

  it.each(['abc', 'aabbcc', '#ab', '#abcd', '#aabbc', '#aabbccd', '#aabbccdd', '#ggg', '', ' #abc', 'red'])('rejects %j', (value) => {
    expect(isHexColor(value)).toBe(false);
  });
});

describe('normalizeHex', () => {
  it('expands short forms and lower-cases', () => {
    expect(normalizeHex('#abc')).toBe('#aabbcc');
    expect(normalizeHex('#ABC')).toBe('#aabbcc');
    expect(normalizeHex('#C191FF')).toBe('#c191ff');
    expect(normalizeHex('  #c191ff ')).toBe('#c191ff');
  });

  it('returns null for anything else', () => {
    expect(normalizeHex('c191ff')).toBeNull();
    expect(normalizeHex('#c191f')).toBeNull();
    expect(normalizeHex('')).toBeNull();
  });
});

describe('buildPalette', () => {
  it('has 9 steps from +28 to -28 lightness', () => {
    expect(PALETTE_OFFSETS).toEqual([28, 21, 14, 7, 0, -7, -14, -21, -28]);
    expect(buildPalette('#3366cc')).toHaveLength(9);
  });

  it('derives the default primary palette, clamping lightness at 100', () => {
    expect(DEFAULT_PRIMARY_COLOR).toBe('#c191ff');
    expect(buildPalette(DEFAULT_PRIMARY_COLOR)).toEqual([
      '#ffffff',
      '#fdfcff',
      '#e9d8ff',
      '#d5b5ff',
      '#c191ff',
      '#ad6dff',
      '#994aff',
      '#8526ff',
      '#7102ff',
    ]);
  });

  it('derives a mid-lightness palette', () => {
    expect(buildPalette('#3366cc')).toEqual([
      '#a5bce9',
      '#89a6e1',
      '#6c91da',
      '#507bd3',
      '#3366cc',
      '#2c58af',
      '#254993',
      '#1e3b76',
      '#162d5a',
    ]);
  });

  it('keeps greys grey', () => {
    expect(buildPalette('#808080')).toEqual([
      '#c7c7c7',
      '#b6b6b6',
      '#a4a4a4',
      '#929292',
      '#808080',
      '#6e6e6e',
      '#5c5c5c',
      '#4a4a4a',
      '#393939',
    ]);
  });

  it('puts the normalized primary in the middle', () => {
    for (const primary of ['#c191ff', '#3366cc', '#ABC', '#123456', '#000000', '#ffffff', '#ff0000']) {
      expect(buildPalette(primary)[PRIMARY_SHADE_INDEX]).toBe(normalizeHex(primary));
    }
  });

  it('clamps lightness at both ends', () => {
    expect(buildPalette('#ffffff').slice(0, 5)).toEqual(['#ffffff', '#ffffff', '#ffffff', '#ffffff', '#ffffff']);
    expect(buildPalette('#000000').slice(4)).toEqual(['#000000', '#000000', '#000000', '#000000', '#000000']);
    expect(buildPalette('#000000')[0]).toBe('#474747');
  });

  it('goes from lightest to darkest', () => {
    const luminances = buildPalette('#3366cc').map(relativeLuminance);
    for (let i = 1; i < luminances.length; i += 1) expect(luminances[i]).toBeLessThan(luminances[i - 1]);
  });

  it('falls back to the default primary for an invalid colour', () => {
    expect(buildPalette('not a colour')).toEqual(buildPalette(DEFAULT_PRIMARY_COLOR));
  });
});

describe('adjustLightness', () => {
  it('moves lightness in percentage points', () => {
    expect(adjustLightness('#808080', 0)).toBe('#808080');
    expect(adjustLightness('#000000', 50)).toBe('#808080');
    expect(adjustLightness('#ff0000', 50)).toBe('#ffffff');
    expect(adjustLightness('#ff0000', -50)).toBe('#000000');
    expect(adjustLightness('#ff0000', -25)).toBe('#800000');
  });
});

describe('toMantineColors', () => {
  it('returns the 9 palette steps plus a darker tenth shade at -35', () => {
    const colors = toMantineColors('#3366cc');
    expect(MANTINE_EXTRA_OFFSET).toBe(-35);
    expect(colors).toHaveLength(10);
    expect(colors.slice(0, 9)).toEqual(buildPalette('#3366cc'));
    expect(colors[9]).toBe('#0f1f3d');
    expect(colors[PRIMARY_SHADE_INDEX]).toBe('#3366cc');
  });

  it('clamps the tenth shade', () => {
    expect(toMantineColors(DEFAULT_PRIMARY_COLOR)[9]).toBe('#6100de');
    expect(toMantineColors('#111111')[9]).toBe('#000000');
  });
});

describe('relative luminance and contrast', () => {
  it('follows WCAG', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 4);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
});

describe('readableTextColor', () => {
  it.each([
    ['#000000', '#ffffff'],
    ['#ffffff', '#000000'],
    ['#fff', '#000000'],
    ['#c191ff', '#000000'],
    ['#3366cc', '#ffffff'],
    ['#7102ff', '#ffffff'],
    ['#ffff00', '#000000'],
    ['#0000ff', '#ffffff'],
    ['#777777', '#000000'],
    ['#757575', '#ffffff'],
  ] as const)('%s -> %s', (background, text) => {
    expect(readableTextColor(background)).toBe(text);
  });

  it('always picks the colour with the higher contrast', () => {
    for (const background of ['#c191ff', '#3366cc', '#808080', '#e9d8ff', '#8526ff']) {
      const chosen = readableTextColor(background);
      const other = chosen === '#ffffff' ? '#000000' : '#ffffff';
      expect(contrastRatio(background, chosen)).toBeGreaterThanOrEqual(contrastRatio(background, other));
    }
  });
});
