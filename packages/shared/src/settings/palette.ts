import { DEFAULT_PRIMARY_COLOR } from './contracts.ts';

/**
 * Theme palette derived from the primary colour (1-shell §3 customisation, §9): 9 steps from +28 to -28 HSL lightness
 * (percentage points, clamped to 0..100), plus the automatic font colour (WCAG contrast).
 * An invalid colour falls back to DEFAULT_PRIMARY_COLOR ('#c191ff', from ./contracts.ts).
 */

/** Lightness offsets of the 9 palette steps: +28, +21, …, 0, …, -28 (index 4 is the primary itself). */
export const PALETTE_OFFSETS: readonly number[] = [28, 21, 14, 7, 0, -7, -14, -21, -28];
/** Offset of the extra, darkest shade Mantine needs as its tenth colour. */
export const MANTINE_EXTRA_OFFSET = -35;
/** Index of the primary colour in both the palette and the Mantine tuple (use it as Mantine's `primaryShade`). */
export const PRIMARY_SHADE_INDEX = 4;

export type MantineColorTuple = readonly [string, string, string, string, string, string, string, string, string, string];

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#abc' or '#aabbcc' (any case). */
export function isHexColor(value: string): boolean {
  return HEX.test(value);
}

/** Lower-case six-digit form ('#ABC' -> '#aabbcc'); null when not a hex colour. Surrounding spaces are ignored. */
export function normalizeHex(value: string): string | null {
  const trimmed = value.trim();
  if (!isHexColor(trimmed)) return null;
  const body = trimmed.slice(1).toLowerCase();
  return `#${body.length === 3 ? Array.from(body, (c) => c + c).join('') : body}`;
}

type Rgb = { r: number; g: number; b: number };
type Hsl = { h: number; s: number; l: number };

const toRgb = (hex: string): Rgb => ({
  r: Number.parseInt(hex.slice(1, 3), 16),
  g: Number.parseInt(hex.slice(3, 5), 16),
  b: Number.parseInt(hex.slice(5, 7), 16),
});

const toHex = ({ r, g, b }: Rgb): string =>
  `#${[r, g, b].map((channel) => Math.round(Math.min(Math.max(channel, 0), 255)).toString(16).padStart(2, '0')).join('')}`;

/** HSL with h in degrees, s and l in percent (unrounded, so the round trip is exact up to channel rounding). */
const rgbToHsl = ({ r, g, b }: Rgb): Hsl => {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return { h: 0, s: 0, l: l * 100 };
  const s = delta / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === rn) h = ((gn - bn) / delta) % 6;
  else if (max === gn) h = (bn - rn) / delta + 2;
  else h = (rn - gn) / delta + 4;
  h *= 60;
  if (h < 0) h += 360;
  return { h, s: s * 100, l: l * 100 };
};

const hslToRgb = ({ h, s, l }: Hsl): Rgb => {
  const sn = s / 100;
  const ln = l / 100;
  const c = (1 - Math.abs(2 * ln - 1)) * sn;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = ln - c / 2;
  const [r1, g1, b1] =
    h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x];
  return { r: (r1 + m) * 255, g: (g1 + m) * 255, b: (b1 + m) * 255 };
};

/** The colour with its HSL lightness moved by `offset` percentage points (clamped to 0..100). */
export function adjustLightness(hex: string, offset: number): string {
  const base = normalizeHex(hex) ?? DEFAULT_PRIMARY_COLOR;
  if (offset === 0) return base;
  const hsl = rgbToHsl(toRgb(base));
  return toHex(hslToRgb({ ...hsl, l: Math.min(Math.max(hsl.l + offset, 0), 100) }));
}

/**
 * The 9-step palette, lightest to darkest: lightness offsets +28, +21, +14, +7, 0, -7, -14, -21, -28.
 * The middle entry (index 4) is the primary itself. An invalid colour falls back to the default primary.
 */
export function buildPalette(primaryHex: string): string[] {
  return PALETTE_OFFSETS.map((offset) => adjustLightness(primaryHex, offset));
}

/**
 * Mantine needs 10 shades per colour: the 9 palette steps plus a darkest tenth one (-35 lightness, clamped).
 * The primary stays at index 4, so the theme must set `primaryShade: PRIMARY_SHADE_INDEX` (Mantine's default is 6).
 */
export function toMantineColors(primaryHex: string): MantineColorTuple {
  const [c0, c1, c2, c3, c4, c5, c6, c7, c8] = buildPalette(primaryHex);
  return [c0, c1, c2, c3, c4, c5, c6, c7, c8, adjustLightness(primaryHex, MANTINE_EXTRA_OFFSET)];
}

/** WCAG 2 relative luminance (0 for black, 1 for white). */
export function relativeLuminance(hex: string): number {
  const { r, g, b } = toRgb(normalizeHex(hex) ?? DEFAULT_PRIMARY_COLOR);
  const linear = (channel: number): number => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio between two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Automatic font colour: white or black, whichever contrasts more with the background (white on a tie). */
export function readableTextColor(hex: string): '#ffffff' | '#000000' {
  return contrastRatio(hex, '#ffffff') >= contrastRatio(hex, '#000000') ? '#ffffff' : '#000000';
}
