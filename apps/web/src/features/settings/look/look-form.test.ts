import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, defaultClientSettings } from '@plataforma/shared/settings';
import { logoProblem, lookSchema, toLookUpdate, toLookValues } from './look-form.ts';
import { previewColors } from './preview-colors.ts';

describe('look form', () => {
  it("pre-checks a logo with the server's rule: type first, then 100 kb; the icon is a PNG", () => {
    expect(logoProblem('logoMenu', { type: 'image/png', size: LOGO_MAX_BYTES, name: 'a.png' })).toBeNull();
    expect(logoProblem('logoLogin', { type: 'image/jpeg', size: 10, name: 'a.jpg' })).toBeNull();
    expect(logoProblem('logoMenu', { type: '', size: 10, name: 'A.JPEG' })).toBeNull();
    expect(logoProblem('logoMenu', { type: 'image/png', size: LOGO_MAX_BYTES + 1, name: 'a.png' })).toBe('settings.logoTooLarge');
    expect(logoProblem('logoMenu', { type: 'image/gif', size: 10, name: 'a.gif' })).toBe('settings.logoType');
    expect(logoProblem('icon', { type: 'image/jpeg', size: 10, name: 'a.jpg' })).toBe('settings.iconType');
    expect(logoProblem('icon', { type: 'image/png', size: 10, name: 'a.png' })).toBeNull();
    expect(logoProblem('icon', { type: 'image/png', size: 0, name: 'a.png' })).toBe('settings.fileRequired');
  });

  it('round-trips the settings: empty bar and menu colours go back as null, colours normalised', () => {
    const values = toLookValues(defaultClientSettings());
    expect(values.colors.topBar).toBe('');
    const update = toLookUpdate({ ...values, colors: { ...values.colors, topBar: '#1D4ED8', interface: { ...values.colors.interface, primary: '#ABC' } } });
    expect(update.colors.topBar).toBe('#1d4ed8');
    expect(update.colors.menu).toBeNull();
    expect(update.colors.interface.primary).toBe('#aabbcc');
    expect(update.page.title).toBe('Plataforma de Aprendizagem');
  });

  it('validates hex colours and the page title', () => {
    const values = toLookValues(defaultClientSettings());
    expect(lookSchema.safeParse(values).success).toBe(true);
    const bad = lookSchema.safeParse({ ...values, colors: { ...values.colors, menu: 'red', interface: { ...values.colors.interface, primary: '#12' } } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['colors.menu', 'colors.interface.primary']);
    expect(lookSchema.safeParse({ ...values, page: { title: ' ', description: '' } }).success).toBe(false);
  });

  it('previews the platform surfaces without bar and menu colours, and readable text on chosen ones', () => {
    const values = toLookValues(defaultClientSettings());
    const light = previewColors(values, 'light');
    expect(light.bar).toEqual({ background: '#ffffff', text: '#000000' });
    expect(light.primary).toBe('#c191ff');
    expect(light.onPrimary).toBe('#000000');
    const dark = previewColors({ ...values, colors: { ...values.colors, menu: '#0b1f4b' } }, 'dark');
    expect(dark.menu).toEqual({ background: '#0b1f4b', text: '#ffffff' });
    expect(dark.bar.background).toBe('#242424');
  });
});
