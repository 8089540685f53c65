import { DEFAULT_THEME } from '@mantine/core';
import { adjustLightness, contrastRatio, readableTextColor } from '@plataforma/shared/settings';

/**
 * Colour rules of WCAG 2.2 AA applied to the theme (docs/accessibility.md): text reads at 4.5:1 on every surface it
 * sits on, focus rings and other UI parts at 3:1. Mantine's defaults miss them (grey 'dimmed' text 3.3:1, teal light
 * badges 4.3:1, and with the primary at shade 4 every filled colour carries white text on a pastel), so the theme
 * picks, for each colour, the nearest shade that passes.
 */
export const TEXT_CONTRAST = 4.5;
export const UI_CONTRAST = 3;

/** Surfaces of each scheme: body, the main area's background and papers/cards (Mantine white/gray-0/gray-1, dark-7/8/6). */
export const SURFACES = {
  light: ['#ffffff', '#f8f9fa', '#f1f3f5'],
  dark: ['#242424', '#1f1f1f', '#2e2e2e'],
} as const;

const WHITE = '#ffffff';

/** Whether `color` reaches `ratio` against every one of `backgrounds`. */
export const meetsContrast = (color: string, backgrounds: readonly string[], ratio: number) =>
  backgrounds.every((background) => contrastRatio(color, background) >= ratio);

/** The first shade index in `order` that reaches `ratio` on every background (the last of `order` if none does). */
export function firstShade(shades: readonly string[], order: readonly number[], backgrounds: readonly string[], ratio: number): number {
  return order.find((index) => meetsContrast(shades[index], backgrounds, ratio)) ?? order[order.length - 1];
}

/** `color` darkened (or lightened with direction 'lighter') step by step until it reaches `ratio` on the backgrounds. */
export function adjustUntilReadable(color: string, backgrounds: readonly string[], ratio: number, direction: 'darker' | 'lighter' = 'darker'): string {
  let current = color;
  for (let step = 0; step < 50 && !meetsContrast(current, backgrounds, ratio); step += 1) {
    current = adjustLightness(current, direction === 'darker' ? -2 : 2);
  }
  return current;
}

/** `color` laid at `alpha` over `background` (as CSS color-mix(in srgb, color alpha, background) renders it), in hex. */
export function blend(color: string, alpha: number, background: string): string {
  const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const top = channels(color);
  const bottom = channels(background);
  return `#${top.map((value, i) => Math.round(value * alpha + bottom[i] * (1 - alpha)).toString(16).padStart(2, '0')).join('')}`;
}

/** How strongly the brand tints its light surfaces (the light variant, hover, the sidebar's active item). */
export const BRAND_TINTS = { light: [0.12, 0.18], dark: [0.16, 0.22, 0.24] } as const;

/** The surfaces tinted with the primary on which brand-coloured text sits, per scheme. */
export function brandTintedSurfaces(primary: string): { light: string[]; dark: string[] } {
  return {
    light: BRAND_TINTS.light.flatMap((alpha) => SURFACES.light.map((surface) => blend(primary, alpha, surface))),
    dark: BRAND_TINTS.dark.flatMap((alpha) => SURFACES.dark.map((surface) => blend(primary, alpha, surface))),
  };
}

export type FilledColors = { background: string; hover: string; text: string };

/** Filled surfaces: the first shade from 6 on where white text reads; colours with none (yellow) get black text. */
export function filledColors(shades: readonly string[]): FilledColors {
  const index = [6, 7, 8, 9].find((i) => contrastRatio(shades[i], WHITE) >= TEXT_CONTRAST);
  if (index !== undefined) return { background: shades[index], hover: index < 9 ? shades[index + 1] : adjustLightness(shades[9], -6), text: WHITE };
  return { background: shades[6], hover: shades[7], text: readableTextColor(shades[7]) };
}

/** Mantine's own colours (the brand colour is handled apart, from the client's primary). */
const namedColors = (): [string, readonly string[]][] => Object.entries(DEFAULT_THEME.colors).map(([name, shades]) => [name, shades as readonly string[]]);

/** Text colour of each named colour's filled variant, for the variant resolver. */
export const FILLED_TEXT: Readonly<Record<string, string>> = Object.fromEntries(namedColors().map(([name, shades]) => [name, filledColors(shades).text]));

type SchemeVariables = Record<string, string>;

/** CSS variables of every named colour, per scheme, that meet the contrast rules. */
export function namedColorVariables(): { light: SchemeVariables; dark: SchemeVariables } {
  const light: SchemeVariables = {};
  const dark: SchemeVariables = {};
  for (const [name, shades] of namedColors()) {
    const filled = filledColors(shades);
    const lightText = shades[firstShade(shades, [6, 7, 8, 9], SURFACES.light, TEXT_CONTRAST)];
    const darkText = shades[firstShade(shades, [4, 3, 2, 1, 0], SURFACES.dark, TEXT_CONTRAST)];
    // light variant: shade 9 on shade 1 (2 when hovered), darkened where that is not enough (teal: 4.3:1)
    const lightVariantText = adjustUntilReadable(shades[9], [shades[1], shades[2]], TEXT_CONTRAST);
    for (const variables of [light, dark]) {
      variables[`--mantine-color-${name}-filled`] = filled.background;
      variables[`--mantine-color-${name}-filled-hover`] = filled.hover;
    }
    Object.assign(light, {
      [`--mantine-color-${name}-text`]: adjustUntilReadable(lightText, SURFACES.light, TEXT_CONTRAST),
      [`--mantine-color-${name}-outline`]: adjustUntilReadable(lightText, SURFACES.light, TEXT_CONTRAST),
      [`--mantine-color-${name}-light-color`]: lightVariantText,
    });
    Object.assign(dark, {
      [`--mantine-color-${name}-text`]: adjustUntilReadable(darkText, SURFACES.dark, TEXT_CONTRAST, 'lighter'),
    });
  }
  return { light, dark };
}

/** Secondary ('dimmed'), error and success text that read on every surface of the scheme. */
export function statusTextVariables(): { light: SchemeVariables; dark: SchemeVariables } {
  const { gray, dark, red, teal } = DEFAULT_THEME.colors;
  const lightText = (shades: readonly string[]) => adjustUntilReadable(shades[firstShade(shades, [6, 7, 8, 9], SURFACES.light, TEXT_CONTRAST)], SURFACES.light, TEXT_CONTRAST);
  const darkText = (shades: readonly string[], order: number[]) =>
    adjustUntilReadable(shades[firstShade(shades, order, SURFACES.dark, TEXT_CONTRAST)], SURFACES.dark, TEXT_CONTRAST, 'lighter');
  return {
    light: {
      '--mantine-color-dimmed': lightText(gray),
      '--mantine-color-error': lightText(red),
      '--mantine-color-success': lightText(teal),
    },
    dark: {
      '--mantine-color-dimmed': darkText(dark, [2, 1, 0]),
      '--mantine-color-error': darkText(red, [6, 5, 4, 3, 2, 1, 0]),
      '--mantine-color-success': darkText(teal, [6, 5, 4, 3, 2, 1, 0]),
    },
  };
}
