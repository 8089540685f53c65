import {
  DEFAULT_PRIMARY_COLOR,
  PRIMARY_SHADE_INDEX,
  buildPalette,
  contrastRatio,
  normalizeHex,
  readableTextColor,
  shellSurface,
} from '@plataforma/shared/settings';
import type { LookValues } from './look-form.ts';

export type PreviewScheme = 'light' | 'dark';

/** The platform's own surfaces of each scheme (Mantine's body, the top bar and the sidebar) the preview draws. */
const PLATFORM: Record<PreviewScheme, { body: string; card: string; bar: string; menu: string; text: string; dimmed: string; border: string }> = {
  light: { body: '#f8f9fa', card: '#ffffff', bar: '#ffffff', menu: '#ffffff', text: '#000000', dimmed: '#495057', border: '#dee2e6' },
  dark: { body: '#1a1b1e', card: '#2e2e2e', bar: '#242424', menu: '#1f1f1f', text: '#ffffff', dimmed: '#c9c9c9', border: '#424242' },
};

/** Everything the live preview paints, from the form's values as they are now (invalid colours fall back). */
export type PreviewColors = {
  body: string;
  card: string;
  border: string;
  text: string;
  dimmed: string;
  bar: { background: string; text: string };
  menu: { background: string; text: string };
  primary: string;
  onPrimary: string;
  /** Brand text (links, the current menu entry) that reads on the card. */
  brandText: string;
};

export function previewColors(values: LookValues, scheme: PreviewScheme): PreviewColors {
  const ui = values.colors.interface;
  const primary = normalizeHex(ui.primary) ?? DEFAULT_PRIMARY_COLOR;
  const onPrimary = ui.autoFontColor ? readableTextColor(primary) : (normalizeHex(ui.textColor) ?? readableTextColor(primary));
  const base = PLATFORM[scheme];
  const text = { textColor: ui.textColor, autoFontColor: ui.autoFontColor };
  const bar = shellSurface(values.colors.topBar, text) ?? { background: base.bar, text: base.text };
  const menu = shellSurface(values.colors.menu, text) ?? { background: base.menu, text: base.text };
  const palette = buildPalette(primary);
  // the nearest shade that reads on the card: darker ones in the light scheme, lighter ones in the dark
  const order = scheme === 'light' ? [4, 5, 6, 7, 8] : [4, 3, 2, 1, 0];
  const brandIndex = order.find((index) => contrastRatio(palette[index], base.card) >= 4.5) ?? order[order.length - 1];
  return {
    body: base.body,
    card: base.card,
    border: base.border,
    text: base.text,
    dimmed: base.dimmed,
    bar,
    menu,
    primary: palette[PRIMARY_SHADE_INDEX],
    onPrimary,
    brandText: palette[brandIndex],
  };
}
