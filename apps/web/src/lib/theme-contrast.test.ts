import { DEFAULT_THEME } from '@mantine/core';
import { contrastRatio, toMantineColors } from '@plataforma/shared/settings';
import { describe, expect, it } from 'vitest';
import { SURFACES, blend, brandTintedSurfaces, filledColors, meetsContrast, namedColorVariables, statusTextVariables } from './theme-contrast.ts';
import { buildCssVariablesResolver, buildTheme, focusRingColors } from './theme.ts';

const NAMES = Object.keys(DEFAULT_THEME.colors);
const PRIMARIES = ['#c191ff', '#ffd43b', '#1a237e', '#00bcd4', '#ff5722', '#808080', '#ffffff', '#000000'];

describe('named colours', () => {
  const { light, dark } = namedColorVariables();

  it('filled surfaces carry text that reads at 4.5:1', () => {
    for (const name of NAMES) {
      const filled = filledColors(DEFAULT_THEME.colors[name]);
      expect(contrastRatio(filled.background, filled.text), name).toBeGreaterThanOrEqual(4.5);
      expect(light[`--mantine-color-${name}-filled`]).toBe(filled.background);
    }
  });

  it('text and outline read on every surface of each scheme', () => {
    for (const name of NAMES) {
      expect(meetsContrast(light[`--mantine-color-${name}-text`], SURFACES.light, 4.5), `${name} light`).toBe(true);
      expect(meetsContrast(light[`--mantine-color-${name}-outline`], SURFACES.light, 4.5), `${name} outline`).toBe(true);
      expect(meetsContrast(dark[`--mantine-color-${name}-text`], SURFACES.dark, 4.5), `${name} dark`).toBe(true);
    }
  });

  it('the light variant reads on its own background (the teal "Ativo" badge was 4.3:1)', () => {
    for (const name of NAMES) {
      const shades = DEFAULT_THEME.colors[name];
      expect(meetsContrast(light[`--mantine-color-${name}-light-color`], [shades[1], shades[2]], 4.5), name).toBe(true);
    }
    expect(contrastRatio('#087f5b', '#c3fae8')).toBeLessThan(4.5);
  });

  it('white on light red is gone: red is filled with a shade where white reads', () => {
    expect(contrastRatio('#ffffff', DEFAULT_THEME.colors.red[4])).toBeLessThan(4.5);
    expect(contrastRatio('#ffffff', light['--mantine-color-red-filled'])).toBeGreaterThanOrEqual(4.5);
  });
});

describe('secondary, error and success text', () => {
  it('reads at 4.5:1 where the Mantine defaults did not (#868e96 was 3.3:1)', () => {
    const { light, dark } = statusTextVariables();
    expect(contrastRatio('#868e96', '#ffffff')).toBeLessThan(4.5);
    for (const key of ['--mantine-color-dimmed', '--mantine-color-error', '--mantine-color-success']) {
      expect(meetsContrast(light[key], SURFACES.light, 4.5), `${key} light`).toBe(true);
      expect(meetsContrast(dark[key], SURFACES.dark, 4.5), `${key} dark`).toBe(true);
    }
  });
});

describe('the client brand', () => {
  it('focus ring stands out at 3:1 in both schemes for any primary (the default was 2.4:1)', () => {
    expect(contrastRatio('#c191ff', '#ffffff')).toBeLessThan(3);
    for (const primary of PRIMARIES) {
      const ring = focusRingColors(primary);
      expect(meetsContrast(ring.light, SURFACES.light, 3), `${primary} light`).toBe(true);
      expect(meetsContrast(ring.dark, SURFACES.dark, 3), `${primary} dark`).toBe(true);
    }
  });

  it('brand text reads on the surfaces and on the primary-tinted ones, for any primary', () => {
    for (const primary of PRIMARIES) {
      const resolved = buildCssVariablesResolver(primary)(buildTheme({ primary, textColor: '#ffffff', autoFontColor: true }) as never);
      const tinted = brandTintedSurfaces(toMantineColors(primary)[4]);
      expect(meetsContrast(resolved.light['--mantine-color-brand-light-color'], [...SURFACES.light, ...tinted.light], 4.5), `${primary} light`).toBe(true);
      expect(meetsContrast(resolved.dark['--mantine-color-brand-light-color'], [...SURFACES.dark, ...tinted.dark], 4.5), `${primary} dark`).toBe(true);
    }
  });

  it('blend lays a colour over a background as color-mix does', () => {
    expect(blend('#000000', 0.5, '#ffffff')).toBe('#808080');
    expect(blend('#c191ff', 0.24, '#242424')).toBe('#4a3e59');
  });
});
