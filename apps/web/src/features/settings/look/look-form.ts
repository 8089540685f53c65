import { z } from 'zod';
import {
  MAX_PAGE_DESCRIPTION,
  MAX_PAGE_TITLE,
  isHexColor,
  judgeSettingsUpload,
  normalizeHex,
  type ClientSettings,
  type SettingsUploadKind,
} from '@plataforma/shared/settings';

/** The settings groups this screen saves, each given whole (PUT Parametro/update takes any subset of the groups). */
export type LookUpdate = Pick<ClientSettings, 'colors' | 'logos' | 'page'>;

/** The logo kinds of customisation file (POST Parametro/AdicionarArquivo?tipo=…). */
export type LogoKind = 'logoMenu' | 'logoLogin' | 'icon';

/** The file chooser's filter of each logo kind (the icon is a PNG; the others .JPG or .PNG). */
export const logoAccept = (kind: SettingsUploadKind) => (kind === 'icon' ? '.png,image/png' : '.png,.jpg,.jpeg,image/png,image/jpeg');

/** The four logos with their recommended sizes (1-shell §9) and the upload kind of each. */
export const LOGO_FIELDS = [
  { key: 'menu', tipo: 'logoMenu', size: '90x60', width: 90, height: 60 },
  { key: 'loginLight', tipo: 'logoLogin', size: '150x150', width: 150, height: 150 },
  { key: 'loginDark', tipo: 'logoLogin', size: '150x150', width: 150, height: 150 },
  { key: 'icon', tipo: 'icon', size: '48x48', width: 48, height: 48 },
] as const;

/** The extension the browser can tell (its declared type, else its name); the server judges the bytes. */
const extensionOf = (file: { type: string; name: string }): string | null => {
  if (file.type === 'image/png') return 'png';
  if (file.type === 'image/jpeg') return 'jpg';
  const match = /\.(png|jpe?g)$/i.exec(file.name);
  if (!match) return null;
  return match[1].toLowerCase() === 'png' ? 'png' : 'jpg';
};

/**
 * The browser's pre-check of a chosen logo with the server's own rule (packages/shared settings uploads: type, then
 * 100 kb): the message key of the refusal, or null.
 */
export function logoProblem(kind: SettingsUploadKind, file: { type: string; size: number; name: string }) {
  const verdict = judgeSettingsUpload(kind, extensionOf(file), file.size);
  return verdict.ok ? null : verdict.key;
}

/** Form values: the top bar and menu colours are '' for the platform's own colours. */
export type LookValues = {
  colors: Omit<ClientSettings['colors'], 'topBar' | 'menu'> & { topBar: string; menu: string };
  logos: ClientSettings['logos'];
  page: ClientSettings['page'];
};

const hex = z.string().trim().refine(isHexColor, { message: 'settings.invalidColor' });
const optionalHex = z.string().trim().refine((value) => value === '' || isHexColor(value), { message: 'settings.invalidColor' });

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
  page: z.object({ title: z.string().trim().min(1).max(MAX_PAGE_TITLE), description: z.string().max(MAX_PAGE_DESCRIPTION) }),
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
