import { DEFAULT_PRIMARY_COLOR } from './contracts.ts';
import { contrastRatio, normalizeHex, readableTextColor } from './palette.ts';

/**
 * The shell's coloured surfaces (1-shell §3 colors.topBar and colors.menu): the background the client chose and the
 * text on it. No colour (null or not a hex colour) leaves the platform's own surface of each scheme.
 */
export type ShellSurface = { background: string; text: string };

/** WCAG AA for normal text. */
export const SHELL_TEXT_CONTRAST = 4.5;

export type ShellTextOptions = { textColor: string; autoFontColor: boolean };

/**
 * Text on a client-coloured surface: black or white by contrast with automatic font colour (the default), otherwise
 * the configured text colour (which the settings screen warns about when it reads below 4.5:1).
 */
export function surfaceText(background: string, options: ShellTextOptions): string {
  const auto = readableTextColor(background);
  if (options.autoFontColor) return auto;
  return normalizeHex(options.textColor) ?? auto;
}

/** The surface of a configured colour, or null for the platform's own. */
export function shellSurface(color: string | null | undefined, options: ShellTextOptions): ShellSurface | null {
  const background = color ? normalizeHex(color) : null;
  if (!background) return null;
  return { background, text: surfaceText(background, options) };
}

/** Whether a hand-picked text colour reads on a background (the screen's warning when it does not). */
export function readsOn(text: string, background: string | null | undefined): boolean {
  const bg = (background && normalizeHex(background)) ?? DEFAULT_PRIMARY_COLOR;
  const fg = normalizeHex(text);
  return fg !== null && contrastRatio(fg, bg) >= SHELL_TEXT_CONTRAST;
}
