import { z } from 'zod';
import { IMAGE_MAX_BYTES, LOGO_MAX_BYTES, VIDEO_MAX_BYTES } from './upload-limits.ts';

/**
 * Customisation uploads (1-shell §5 'Customisation uploads', §9 limits): which kinds of file each use accepts and up
 * to which size. Pure: the server judges the type detected from the file's bytes (never its name or declared type).
 */

export const SETTINGS_UPLOAD_KINDS = ['logoMenu', 'logoLogin', 'icon', 'background', 'slide', 'banner'] as const;
export type SettingsUploadKind = (typeof SETTINGS_UPLOAD_KINDS)[number];

export { IMAGE_MAX_BYTES, LOGO_MAX_BYTES, VIDEO_MAX_BYTES };

/** Extensions as the byte detection names them (file-type): JFIF and JPG are 'jpg'; OGV is 'ogv'. */
const IMAGES = ['jpg', 'png', 'gif', 'webp'] as const;
type Media = 'image' | 'video';

type Rule = {
  accepted: Partial<Record<string, Media>>;
  /** The message of a file of another type. */
  typeKey: 'settings.logoType' | 'settings.iconType' | 'settings.backgroundType' | 'settings.slideType' | 'settings.bannerType';
};

const images = Object.fromEntries(IMAGES.map((ext) => [ext, 'image' as const]));
const RULES: Record<SettingsUploadKind, Rule> = {
  logoMenu: { accepted: { jpg: 'image', png: 'image' }, typeKey: 'settings.logoType' },
  logoLogin: { accepted: { jpg: 'image', png: 'image' }, typeKey: 'settings.logoType' },
  icon: { accepted: { png: 'image' }, typeKey: 'settings.iconType' },
  background: { accepted: { ...images, mp4: 'video', webm: 'video', mkv: 'video' }, typeKey: 'settings.backgroundType' },
  slide: { accepted: { ...images, mp4: 'video', webm: 'video', ogv: 'video', avi: 'video' }, typeKey: 'settings.slideType' },
  banner: { accepted: { ...images }, typeKey: 'settings.bannerType' },
};

/** The largest file any kind accepts (the multipart limit of the route). */
export const SETTINGS_UPLOAD_MAX_BYTES = VIDEO_MAX_BYTES;

const isLogo = (kind: SettingsUploadKind) => kind === 'logoMenu' || kind === 'logoLogin' || kind === 'icon';

/** Largest size of a file of `kind` that is an image or a video. */
export const settingsUploadLimit = (kind: SettingsUploadKind, media: Media) => (isLogo(kind) ? LOGO_MAX_BYTES : media === 'video' ? VIDEO_MAX_BYTES : IMAGE_MAX_BYTES);

export type SettingsUploadVerdict =
  | { ok: true; media: Media }
  | {
      ok: false;
      key: Rule['typeKey'] | 'settings.logoTooLarge' | 'settings.imageTooLarge' | 'settings.videoTooLarge' | 'settings.fileRequired';
      status: 400 | 413 | 415;
    };

/**
 * Judges a file of `kind` whose bytes were detected as `ext` (null: not recognised) and whose size is `bytes`: the
 * type first, then the size (exactly the limit passes). A video's audio track is checked after, by probing it.
 */
export const judgeSettingsUpload = (kind: SettingsUploadKind, ext: string | null, bytes: number): SettingsUploadVerdict => {
  if (bytes <= 0) return { ok: false, key: 'settings.fileRequired', status: 400 };
  const rule = RULES[kind];
  const media = ext ? rule.accepted[ext] : undefined;
  if (!media) return { ok: false, key: rule.typeKey, status: 415 };
  if (bytes > settingsUploadLimit(kind, media)) {
    return { ok: false, key: isLogo(kind) ? 'settings.logoTooLarge' : media === 'video' ? 'settings.videoTooLarge' : 'settings.imageTooLarge', status: 413 };
  }
  return { ok: true, media };
};

/** Content type served for a stored extension. */
export const SETTINGS_FILE_MIME: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  ogv: 'video/ogg',
  avi: 'video/x-msvideo',
};

/** A settings file's id: a random uuid and the extension its bytes showed ('…-….png'). */
export const SETTINGS_FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif|webp|mp4|webm|mkv|ogv|avi)$/;

/** The public address of a tenant's settings file. */
export const settingsFilePath = (tenantId: string, id: string) => `/api/v1/Parametro/arquivo/${tenantId}/${id}`;

/** Reply of POST Parametro/AdicionarArquivo. */
export const settingsFileSchema = z.object({
  id: z.string(),
  url: z.string(),
  tipo: z.enum(SETTINGS_UPLOAD_KINDS),
  mimeType: z.string(),
  tamanho: z.number().int(),
});
export type SettingsFile = z.infer<typeof settingsFileSchema>;
