import { z } from 'zod';
import { isHexColor, normalizeHex, type ClientSettings } from '@plataforma/shared/settings';
import type { LookUpdate } from './api.ts';

/** The image file types and size a logo may have (1-shell §9: .JPG/.PNG up to 100 kb); the server checks the bytes. */
export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
export const LOGO_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
export const LOGO_MAX_BYTES = 100 * 1024;

/** The four logos with their recommended sizes (1-shell §9) and the upload kind of each. */
export const LOGO_FIELDS = [
  { key: 'menu', tipo: 'logoMenu', size: '90x60', width: 90, height: 60 },
  { key: 'loginLight', tipo: 'logoLogin', size: '150x150', width: 150, height: 150 },
  { key: 'loginDark', tipo: 'logoLogin', size: '150x150', width: 150, height: 150 },
  { key: 'icon', tipo: 'icon', size: '48x48', width: 48, height: 48 },
] as const;

/** The browser's pre-check of a chosen logo: the message key of the refusal, or null. */
export function logoProblem(file: { type: string; size: number; name: string }): 'logos.badType' | 'logos.tooLarge' | null {
  const typed = (LOGO_TYPES as readonly string[]).includes(file.type) || /\.(png|jpe?g)$/i.test(file.name);
  if (!typed) return 'logos.badType';
  if (file.size > LOGO_MAX_BYTES) return 'logos.tooLarge';
  return null;
}

/** Form values: the top bar and menu colours are '' for the platform's own colours. */
export type LookValues = {
  colors: Omit<ClientSettings['colors'], 'topBar' | 'menu'> & { topBar: string; menu: string };
  logos: ClientSettings['logos'];
  page: ClientSettings['page'];
};

const hex = z.string().trim().refine(isHexColor, { message: 'colors.invalid' });
const optionalHex = z.string().trim().refine((value) => value === '' || isHexColor(value), { message: 'colors.invalid' });

export const lookSchema = z.object({
  colors: z.object({
    topBar: optionalHex,
    menu: optionalHex,
    images: z.object({
      primary: z.object({ light: hex, dark: hex, useDark: z.boolean() }),
      secondary: z.object({ useCustom: z.boolean(), default: hex, light: hex, dark: hex, useDark: z.boolean() }),
    }),
    interface: z.object({ primary: hex, textColor: hex, autoFontColor: z.boolean() }),
  }),
  page: z.object({ title: z.string().trim().min(1).max(100), description: z.string().max(300) }),
});

export const toLookValues = (settings: ClientSettings): LookValues => ({
  colors: { ...settings.colors, topBar: settings.colors.topBar ?? '', menu: settings.colors.menu ?? '' },
  logos: { ...settings.logos },
  page: { ...settings.page },
});

const hexOr = (value: string, fallback: string) => normalizeHex(value) ?? fallback;

/** The groups PUT Parametro/update receives (colours in their six-digit lower-case form, '' back to null). */
export const toLookUpdate = (values: LookValues): LookUpdate => {
  const { images, interface: ui } = values.colors;
  return {
    colors: {
      topBar: normalizeHex(values.colors.topBar),
      menu: normalizeHex(values.colors.menu),
      images: {
        primary: { ...images.primary, light: hexOr(images.primary.light, images.primary.light), dark: hexOr(images.primary.dark, images.primary.dark) },
        secondary: {
          ...images.secondary,
          default: hexOr(images.secondary.default, images.secondary.default),
          light: hexOr(images.secondary.light, images.secondary.light),
          dark: hexOr(images.secondary.dark, images.secondary.dark),
        },
      },
      interface: { ...ui, primary: hexOr(ui.primary, ui.primary), textColor: hexOr(ui.textColor, ui.textColor) },
    },
    logos: values.logos,
    page: { title: values.page.title.trim(), description: values.page.description.trim() },
  };
};
