import {
  createTheme,
  defaultVariantColorsResolver,
  type CSSVariablesResolver,
  type MantineThemeOverride,
  type VariantColorsResolver,
} from '@mantine/core';
import {
  DEFAULT_PRIMARY_COLOR,
  PRIMARY_SHADE_INDEX,
  contrastRatio,
  normalizeHex,
  readableTextColor,
  toMantineColors,
  type ShellSurface,
} from '@plataforma/shared/settings';
import { DIALOG_HEADER_ATTRIBUTES } from './dialog-attributes.ts';
import { withMantineLabels } from './mantine-labels.ts';
import { BRAND_TINTS, FILLED_TEXT, SURFACES, brandTintedSurfaces, TEXT_CONTRAST, UI_CONTRAST, adjustUntilReadable, namedColorVariables, statusTextVariables } from './theme-contrast.ts';

/** The parts of the client settings the theme reads (ClientSettings['colors']['interface']). */
export type InterfaceColors = { primary: string; textColor: string; autoFontColor: boolean };

export const BRAND = 'brand';

/** Text colour on filled primary surfaces: automatic (black or white by contrast) or the configured one. */
export function primaryTextColor(colors: InterfaceColors): string {
  const primary = normalizeHex(colors.primary) ?? DEFAULT_PRIMARY_COLOR;
  return colors.autoFontColor ? readableTextColor(primary) : (normalizeHex(colors.textColor) ?? readableTextColor(primary));
}

/** The 10 Mantine shades of the client's primary colour (index 4 is the primary). */
export function brandShades(primary: string | null | undefined) {
  return toMantineColors(primary ?? DEFAULT_PRIMARY_COLOR);
}

/**
 * Mantine theme with the client's primary colour (1-shell §3 customisation, §9 palette). Mantine's own controls get
 * their names in the current language from mantine-labels.ts (close buttons, pagination, password toggle...).
 */
export function buildTheme(colors: InterfaceColors | null | undefined): MantineThemeOverride {
  const interfaceColors = colors ?? { primary: DEFAULT_PRIMARY_COLOR, textColor: '#ffffff', autoFontColor: true };
  const shades = brandShades(interfaceColors.primary);
  const onPrimary = primaryTextColor(interfaceColors);

  const variantColorResolver: VariantColorsResolver = (input) => {
    const resolved = defaultVariantColorsResolver(input);
    const color = input.color ?? input.theme.primaryColor;
    if (input.variant === 'filled' && (color === BRAND || color === input.theme.primaryColor)) {
      return { ...resolved, color: onPrimary };
    }
    // other named colours: white text where it reads on the filled shade, black otherwise (docs/accessibility.md)
    if (input.variant === 'filled' && FILLED_TEXT[color]) return { ...resolved, color: FILLED_TEXT[color] };
    return resolved;
  };

  return createTheme({
    primaryColor: BRAND,
    primaryShade: { light: PRIMARY_SHADE_INDEX, dark: PRIMARY_SHADE_INDEX },
    colors: { [BRAND]: [...shades] as unknown as [string, string, string, string, string, string, string, string, string, string] },
    variantColorResolver,
    defaultRadius: 'md',
    cursorType: 'pointer',
    fontFamily:
      'Inter, "Segoe UI", system-ui, -apple-system, BlinkMacSystemFont, Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    headings: {
      fontFamily:
        'Inter, "Segoe UI", system-ui, -apple-system, BlinkMacSystemFont, Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
      fontWeight: '700',
    },
    radius: { xs: '4px', sm: '6px', md: '10px', lg: '14px', xl: '20px' },
    shadows: {
      xs: '0 1px 2px rgba(16, 24, 40, 0.05)',
      sm: '0 1px 3px rgba(16, 24, 40, 0.08), 0 1px 2px rgba(16, 24, 40, 0.04)',
      md: '0 4px 12px rgba(16, 24, 40, 0.08), 0 2px 4px rgba(16, 24, 40, 0.04)',
      lg: '0 12px 32px rgba(16, 24, 40, 0.12), 0 4px 8px rgba(16, 24, 40, 0.04)',
      xl: '0 24px 64px rgba(16, 24, 40, 0.18)',
    },
    other: { onPrimary, brandShades: [...shades] },
    components: withMantineLabels({
      // a button, a badge or an icon button never shrinks below its content in a row: its label is never clipped
      // ('Adicionar' beside a long title, the counters of the search tabs); the text beside it truncates instead
      Button: { defaultProps: { radius: 'md' }, styles: { root: { flexShrink: 0 } } },
      Badge: { styles: { root: { flexShrink: 0 } } },
      ActionIcon: { styles: { root: { flexShrink: 0 } } },
      TextInput: { defaultProps: { radius: 'md' } },
      PasswordInput: { defaultProps: { radius: 'md' } },
      Paper: { defaultProps: { radius: 'lg' } },
      Notification: { defaultProps: { radius: 'md' } },
      // the header inside a dialog is no second page banner (components/dialog-attributes.ts); close labels: mantine-labels.ts
      Modal: { defaultProps: { attributes: DIALOG_HEADER_ATTRIBUTES } },
      Drawer: { defaultProps: { attributes: DIALOG_HEADER_ATTRIBUTES } },
      // the focus goes back to the menu's button when it closes, so a dialog opened from an item returns it there too
      Menu: { defaultProps: { returnFocus: true } },
    }),
  });
}

/** Background of the body in each scheme (Mantine defaults), used to pick readable text shades. */
const LIGHT_BODY = '#ffffff';
const DARK_BODY = '#242424';

/**
 * Index of the shade closest to the primary that reads as text on the given background (WCAG AA 4.5:1): from the
 * primary towards darker shades on light backgrounds, towards lighter ones on dark backgrounds.
 */
export function readableShadeIndex(shades: readonly string[], background: string, direction: 'darker' | 'lighter'): number {
  const order =
    direction === 'darker'
      ? [4, 5, 6, 7, 8, 9]
      : [4, 3, 2, 1, 0];
  return order.find((index) => contrastRatio(shades[index], background) >= 4.5) ?? order[order.length - 1];
}

/**
 * The focus ring: the brand shade nearest the primary that stands out at 3:1 on every surface of the scheme (the
 * default primary #c191ff itself is 2.4:1 on white).
 */
export function focusRingColors(primary: string | null | undefined): { light: string; dark: string } {
  const shades = brandShades(primary);
  const pick = (order: number[], surfaces: readonly string[], direction: 'darker' | 'lighter') => {
    const index = order.find((i) => surfaces.every((surface) => contrastRatio(shades[i], surface) >= UI_CONTRAST)) ?? order[order.length - 1];
    return adjustUntilReadable(shades[index], surfaces, UI_CONTRAST, direction);
  };
  return { light: pick([4, 5, 6, 7, 8, 9], SURFACES.light, 'darker'), dark: pick([4, 3, 2, 1, 0], SURFACES.dark, 'lighter') };
}

/**
 * A light primary colour is hard to read as text on white (and a dark one on the dark scheme): anchors and the
 * light/subtle/outline variants use the nearest readable shade; filled surfaces keep the primary itself. Mantine's
 * other colours, the secondary text and the focus ring follow the contrast rules of theme-contrast.ts.
 */
/** The client's top bar and menu colours with their text (null: the platform's own surface of each scheme). */
export type ShellColors = { topBar: ShellSurface | null; menu: ShellSurface | null };

/**
 * The shell's colour variables (both schemes): `--shell-topbar-bg`/`-fg` and `--shell-menu-bg`/`-fg`, read by the
 * top bar and the sidebar, which keep their own surfaces when a colour is not set.
 */
export function shellVariables(shell: ShellColors | null | undefined): Record<string, string> {
  const variables: Record<string, string> = {};
  if (shell?.topBar) {
    variables['--shell-topbar-bg'] = shell.topBar.background;
    variables['--shell-topbar-fg'] = shell.topBar.text;
  }
  if (shell?.menu) {
    variables['--shell-menu-bg'] = shell.menu.background;
    variables['--shell-menu-fg'] = shell.menu.text;
  }
  return variables;
}

export function buildCssVariablesResolver(primary: string | null | undefined, shell?: ShellColors | null): CSSVariablesResolver {
  const shades = brandShades(primary);
  const base = shades[PRIMARY_SHADE_INDEX];
  const tinted = brandTintedSurfaces(base);
  // brand text reads on the body, the main area's and cards' backgrounds, and the brand-tinted surfaces
  const lightText = adjustUntilReadable(shades[readableShadeIndex(shades, LIGHT_BODY, 'darker')], [...SURFACES.light, ...tinted.light], TEXT_CONTRAST);
  const darkText = adjustUntilReadable(shades[readableShadeIndex(shades, DARK_BODY, 'lighter')], [...SURFACES.dark, ...tinted.dark], TEXT_CONTRAST, 'lighter');
  const named = namedColorVariables();
  const status = statusTextVariables();
  const focus = focusRingColors(primary);
  const shellVars = shellVariables(shell);
  return () => ({
    variables: shellVars,
    light: {
      ...named.light,
      ...status.light,
      '--app-focus-ring': focus.light,
      '--mantine-color-anchor': lightText,
      [`--mantine-color-${BRAND}-text`]: lightText,
      [`--mantine-color-${BRAND}-light-color`]: lightText,
      [`--mantine-color-${BRAND}-outline`]: lightText,
      [`--mantine-color-${BRAND}-light`]: `color-mix(in srgb, ${base} ${BRAND_TINTS.light[0] * 100}%, transparent)`,
      [`--mantine-color-${BRAND}-light-hover`]: `color-mix(in srgb, ${base} ${BRAND_TINTS.light[1] * 100}%, transparent)`,
    },
    dark: {
      ...named.dark,
      ...status.dark,
      '--app-focus-ring': focus.dark,
      '--mantine-color-anchor': darkText,
      [`--mantine-color-${BRAND}-text`]: darkText,
      [`--mantine-color-${BRAND}-light-color`]: darkText,
      [`--mantine-color-${BRAND}-outline`]: darkText,
      [`--mantine-color-${BRAND}-light`]: `color-mix(in srgb, ${base} ${BRAND_TINTS.dark[0] * 100}%, transparent)`,
      [`--mantine-color-${BRAND}-light-hover`]: `color-mix(in srgb, ${base} ${BRAND_TINTS.dark[1] * 100}%, transparent)`,
    },
  });
}
