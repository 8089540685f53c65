import { z } from 'zod';
import { clientSettingsSchema } from './contracts.ts';
import { loginSettingsSchema } from './login-schema.ts';
import { isHexColor } from './palette.ts';

/**
 * PUT Parametro/update (1-shell §7, 3-admin §7 Parametro): any subset of the top-level groups, each given whole (it
 * replaces the stored group). Colours are hex, addresses http(s), a script at most 100 KB (docs/settings-parameters.md).
 */

/** Largest script content (1-shell §9 leaves it open; the issue says 100 KB), in UTF-8 bytes. */
export const MAX_SCRIPT_BYTES = 100 * 1024;
export const MAX_SCRIPTS = 20;
export const MAX_PAGE_TITLE = 100;
export const MAX_PAGE_DESCRIPTION = 300;
export const MAX_URL = 2000;


/** An absolute http(s) address. */
export const isHttpUrl = (value: string) => {
  if (value.length > MAX_URL || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
};

/** A path on this site ('/privacidade'), never a protocol-relative address ('//host'). */
export const isSitePath = (value: string) => value.length <= MAX_URL && /^\/(?!\/)[^\s\\]*$/.test(value);

/** UTF-8 size of a text. */
export const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

const color = z.string().refine(isHexColor, { message: 'settings.invalidColor' });
const httpUrl = z.string().refine(isHttpUrl, { message: 'settings.invalidUrl' });
const httpOrSiteUrl = z.string().refine((v) => isHttpUrl(v) || isSitePath(v), { message: 'settings.invalidUrl' });
/** An uploaded file's address (Parametro/arquivo) or an http(s) one. */
const fileAddress = httpOrSiteUrl;
const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);

export const settingsScriptSchema = z
  .object({ name: z.string().trim().min(1).max(100), content: z.string().min(1), isLink: z.boolean() })
  .superRefine((s, ctx) => {
    if (utf8Bytes(s.content) > MAX_SCRIPT_BYTES) ctx.addIssue({ code: 'custom', path: ['content'], message: 'settings.scriptTooLarge' });
    else if (s.isLink && !isHttpUrl(s.content)) ctx.addIssue({ code: 'custom', path: ['content'], message: 'settings.invalidUrl' });
  });

const base = clientSettingsSchema.shape;
export const settingsUpdateSchema = z
  .object({
    colors: z.object({
      topBar: color.nullable(),
      menu: color.nullable(),
      images: z.object({
        primary: z.object({ light: color, dark: color, useDark: z.boolean() }),
        secondary: z.object({ useCustom: z.boolean(), default: color, light: color, dark: color, useDark: z.boolean() }),
      }),
      interface: z.object({ primary: color, textColor: color, autoFontColor: z.boolean() }),
    }),
    logos: z.object({ menu: fileAddress.nullable(), loginLight: fileAddress.nullable(), loginDark: fileAddress.nullable(), icon: fileAddress.nullable() }),
    page: z.object({ title: z.string().trim().min(1).max(MAX_PAGE_TITLE), description: z.string().max(MAX_PAGE_DESCRIPTION) }),
    general: z.object({
      certificate: z.object({ course: uuid.nullable(), formation: uuid.nullable() }),
      termOfUse: uuid.nullable(),
      logoutUrl: httpUrl.nullable(),
      privacyPolicyUrl: httpOrSiteUrl.nullable(),
      hideDescriptionSection: z.boolean(),
    }),
    hideSupport: z.boolean(),
    waterMark: base.waterMark,
    scripts: z.array(settingsScriptSchema).max(MAX_SCRIPTS),
    ssoConfig: z.object({ enableSso: z.boolean(), provider: z.string().max(100).nullable(), origin: z.string().max(MAX_URL).nullable() }),
    /** At most 10 slides over every carousel, files of this platform (login-slides.ts). */
    login: loginSettingsSchema,
    banners: base.banners,
    /** Another tenant's settings (platform or distributor administration only). */
    tenantId: uuid.nullable(),
  })
  .partial();
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;

/** The groups PUT Parametro/update replaces. */
export const SETTINGS_UPDATE_GROUPS = ['colors', 'logos', 'page', 'general', 'hideSupport', 'waterMark', 'scripts', 'ssoConfig', 'login', 'banners'] as const;
export type SettingsUpdateGroup = (typeof SETTINGS_UPDATE_GROUPS)[number];
