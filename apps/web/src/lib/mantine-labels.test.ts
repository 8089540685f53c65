import type { MantineTheme } from '@mantine/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import { withMantineLabels } from './mantine-labels.ts';

type Props = Record<string, unknown>;
const theme = {} as MantineTheme;
const defaults = (components: ReturnType<typeof withMantineLabels>, name: string): Props => {
  const payload = components[name]?.defaultProps;
  return (typeof payload === 'function' ? payload(theme) : payload) as Props;
};

describe('withMantineLabels', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt');
  });

  it("keeps the components' own default props and adds the labels", () => {
    const components = withMantineLabels({ PasswordInput: { defaultProps: { radius: 'md' } }, Paper: { defaultProps: { radius: 'lg' } } });
    expect(defaults(components, 'PasswordInput')).toEqual({ radius: 'md', visibilityToggleButtonProps: { 'aria-label': 'Mostrar senha' } });
    expect(defaults(components, 'Paper')).toEqual({ radius: 'lg' });
  });

  it("lets a component's own default win over the label", () => {
    const components = withMantineLabels({ CloseButton: { defaultProps: { 'aria-label': 'Remover' } } });
    expect(defaults(components, 'CloseButton')['aria-label']).toBe('Remover');
  });

  it('reads the current language at every render', async () => {
    const components = withMantineLabels();
    const pagination = () => defaults(components, 'Pagination') as { getControlProps: (c: string) => Props; getItemProps: (p: number) => Props };
    expect(defaults(components, 'CloseButton')['aria-label']).toBe('Fechar');
    expect(pagination().getControlProps('next')['aria-label']).toBe('Próxima página');
    await i18n.changeLanguage('en');
    expect(defaults(components, 'PasswordInput').visibilityToggleButtonProps).toEqual({ 'aria-label': 'Show password' });
    expect(pagination().getItemProps(3)['aria-label']).toBe('Page 3');
    await i18n.changeLanguage('es');
    expect(defaults(components, 'CloseButton')['aria-label']).toBe('Cerrar');
    expect((defaults(components, 'Calendar').ariaLabels as Props).nextMonth).toBe('Mes siguiente');
  });

  it('has a text for every label in every language (no key shows through)', async () => {
    const components = withMantineLabels();
    for (const language of ['pt', 'en', 'es']) {
      await i18n.changeLanguage(language);
      const texts = JSON.stringify(['PasswordInput', 'CloseButton', 'Calendar', 'Carousel', 'CarouselSlide'].map((name) => defaults(components, name)));
      expect(texts, language).not.toMatch(/"(calendar|carousel|pagination)\.|"showPassword"|"close"/);
    }
  });
});
