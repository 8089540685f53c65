/**
 * Attributes of a Mantine Modal's or Drawer's inner parts (components and features use it). Their header is a <header> inside the dialog's
 * <section role="dialog">, which assistive technologies take for a second page banner (WCAG 1.3.1; axe
 * landmark-no-duplicate-banner): role "none" keeps it a plain container. The theme sets this by default; a dialog
 * that passes its own `attributes` spreads these in: `attributes={dialogAttributes({ 'data-testid': 'x' })}`.
 */
export const DIALOG_HEADER_ATTRIBUTES = { header: { role: 'none' } } as const;

export function dialogAttributes(content: Record<string, string | undefined>) {
  return { ...DIALOG_HEADER_ATTRIBUTES, content };
}
