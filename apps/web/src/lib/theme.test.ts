import { describe, expect, it } from 'vitest';
import { contrastRatio, toMantineColors } from '@plataforma/shared/settings';
import { buildTheme, primaryTextColor, readableShadeIndex, shellVariables } from './theme.ts';

describe('primaryTextColor', () => {
  it('picks black or white automatically', () => {
    expect(primaryTextColor({ primary: '#c191ff', textColor: '#ffffff', autoFontColor: true })).toBe('#000000');
    expect(primaryTextColor({ primary: '#1a237e', textColor: '#000000', autoFontColor: true })).toBe('#ffffff');
  });

  it('uses the configured colour when automatic is off', () => {
    expect(primaryTextColor({ primary: '#c191ff', textColor: '#FFF', autoFontColor: false })).toBe('#ffffff');
    expect(primaryTextColor({ primary: '#1a237e', textColor: 'nonsense', autoFontColor: false })).toBe('#ffffff');
  });
});

describe('readableShadeIndex', () => {
  it('finds the nearest shade that reads on white (4.5:1)', () => {
    const shades = toMantineColors('#c191ff');
    const index = readableShadeIndex(shades, '#ffffff', 'darker');
    expect(index).toBeGreaterThan(4);
    expect(contrastRatio(shades[index], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(shades[index - 1], '#ffffff')).toBeLessThan(4.5);
  });

  it('keeps a dark primary itself on white and lightens it on the dark scheme', () => {
    const shades = toMantineColors('#1a237e');
    expect(readableShadeIndex(shades, '#ffffff', 'darker')).toBe(4);
    expect(readableShadeIndex(shades, '#242424', 'lighter')).toBeLessThan(4);
  });
});

describe('buildTheme', () => {
  it('uses the brand palette with the primary at shade 4', () => {
    const theme = buildTheme({ primary: '#3366ff', textColor: '#ffffff', autoFontColor: true });
    expect(theme.primaryColor).toBe('brand');
    expect(theme.primaryShade).toEqual({ light: 4, dark: 4 });
    expect(theme.colors?.brand?.[4]).toBe('#3366ff');
  });

  it('falls back to the default primary without settings', () => {
    expect(buildTheme(null).colors?.brand?.[4]).toBe('#c191ff');
  });
});

describe('shell colour variables', () => {
  it('sets the top bar and menu variables only for the colours that are configured', () => {
    expect(shellVariables(null)).toEqual({});
    expect(shellVariables({ topBar: { background: '#1d4ed8', text: '#ffffff' }, menu: null })).toEqual({
      '--shell-topbar-bg': '#1d4ed8',
      '--shell-topbar-fg': '#ffffff',
    });
  });
});
