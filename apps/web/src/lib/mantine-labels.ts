import type { MantineTheme, MantineThemeComponents } from '@mantine/core';
import { LANGUAGES } from '@plataforma/shared';
import { i18n } from './i18n.ts';
import { mantineLabelLocales } from './mantine-labels.locales.ts';

/** Namespace of the texts of Mantine's own controls. */
export const MANTINE_NS = 'mantine';

for (const language of LANGUAGES) {
  if (!i18n.hasResourceBundle(language, MANTINE_NS)) i18n.addResourceBundle(language, MANTINE_NS, mantineLabelLocales[language], true, true);
}

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: MANTINE_NS, ...options });

type Control = 'first' | 'previous' | 'next' | 'last';

/**
 * Labels Mantine leaves in English or empty ('Toggle password visibility', unnamed close buttons, pagination arrows
 * and calendar arrows, 'Next slide'), as theme default props. They are functions, so every render reads the current
 * language; a label given on the component itself still wins.
 */
const LABELS: Record<string, () => Record<string, unknown>> = {
  PasswordInput: () => ({ visibilityToggleButtonProps: { 'aria-label': t('showPassword') } }),
  CloseButton: () => ({ 'aria-label': t('close') }),
  Pagination: () => ({
    getControlProps: (control: Control) => ({ 'aria-label': t(`pagination.${control}`) }),
    getItemProps: (page: number) => ({ 'aria-label': t('pagination.page', { page }) }),
  }),
  Calendar: () => ({
    ariaLabels: {
      monthLevelControl: t('calendar.monthLevel'),
      yearLevelControl: t('calendar.yearLevel'),
      nextMonth: t('calendar.nextMonth'),
      previousMonth: t('calendar.previousMonth'),
      nextYear: t('calendar.nextYear'),
      previousYear: t('calendar.previousYear'),
      nextDecade: t('calendar.nextDecade'),
      previousDecade: t('calendar.previousDecade'),
    },
  }),
  Carousel: () => ({
    nextControlProps: { 'aria-label': t('carousel.next') },
    previousControlProps: { 'aria-label': t('carousel.previous') },
    getIndicatorProps: (index: number) => ({ 'aria-label': t('carousel.goTo', { index: index + 1 }) }),
  }),
  CarouselSlide: () => ({ 'aria-label': t('carousel.slide') }),
};

type DefaultProps = NonNullable<MantineThemeComponents[string]['defaultProps']>;

const resolve = (payload: DefaultProps | undefined, theme: MantineTheme): Record<string, unknown> =>
  (typeof payload === 'function' ? payload(theme) : payload) ?? {};

/** The theme's components with the translated labels added (the components' own default props are kept). */
export function withMantineLabels(components: MantineThemeComponents = {}): MantineThemeComponents {
  const merged: MantineThemeComponents = { ...components };
  for (const [name, labels] of Object.entries(LABELS)) {
    const own = components[name];
    merged[name] = { ...own, defaultProps: (theme: MantineTheme) => ({ ...labels(), ...resolve(own?.defaultProps, theme) }) };
  }
  return merged;
}
