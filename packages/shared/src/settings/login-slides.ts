import type { ClientSettings } from './contracts.ts';
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from './upload-limits.ts';

/**
 * Rules of the sign-in page customisation (1-shell §3 `login`, §5 customisation uploads, §9 limits): at most 10
 * carousel slides, each an image (5 MB) or a video (20 MB, no audio track — checked by the server with ffprobe);
 * backgrounds the same kinds; the form aligned left, center or right. Free of schemas, so the sign-in page's own
 * code carries only these rules (the `login` group's schema is login-schema.ts).
 */

export type LoginSettings = ClientSettings['login'];
export type LoginSlide = LoginSettings['carousels'][number]['slides'][number];
export type LoginMediaKind = 'image' | 'video';
export type LoginAlign = LoginSettings['align'];

export const LOGIN_ALIGNS = ['left', 'center', 'right'] as const satisfies readonly LoginAlign[];
/** 1-shell §5 and §9: 'At most 10 slides'. */
export const MAX_LOGIN_SLIDES = 10;
/** Backgrounds kept per tenant; the sign-in page shows the first one. */
export const MAX_LOGIN_BACKGROUNDS = 10;
/** The customisation uploads' limits (uploads.ts): image 5 MB, video 20 MB. */
export const LOGIN_IMAGE_MAX_BYTES = IMAGE_MAX_BYTES;
export const LOGIN_VIDEO_MAX_BYTES = VIDEO_MAX_BYTES;
/** 1-shell §9: slides background 1600x960 (the spec calls it 4:3; the pixels are 5:3). */
export const LOGIN_BACKGROUND_SIZE = { width: 1600, height: 960 } as const;
/** The width from which the sign-in page shows the carousel instead of the background (1-shell §2, §9). */
export const LOGIN_CAROUSEL_MIN_WIDTH = 1024;
export const LOGIN_ADDRESS_MAX = 2000;

/** 1-shell §5: background images JPEG, PNG, JPG, GIF, WebP, JFIF. */
export const LOGIN_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif', 'webp', 'jfif'] as const;
/** 1-shell §5: carousel video extensions mp4, webm, avi, ogv; background videos MP4, WebM, MKV. */
export const LOGIN_VIDEO_EXTENSIONS = { slide: ['mp4', 'webm', 'ogv', 'avi'], background: ['mp4', 'webm', 'mkv'] } as const;
const ALL_VIDEO_EXTENSIONS: readonly string[] = [...new Set([...LOGIN_VIDEO_EXTENSIONS.slide, ...LOGIN_VIDEO_EXTENSIONS.background])];

/** The upload a file goes to (POST Parametro/AdicionarArquivo?tipo=…). */
export type LoginFileUse = 'background' | 'slide';

const VIDEO_TYPES: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm', ogv: 'video/ogg', avi: 'video/x-msvideo', mkv: 'video/x-matroska' };

/** The `accept` attribute of a file chooser (by extension and by type). */
export const loginFileAccept = (use: LoginFileUse): string =>
  [
    ...LOGIN_IMAGE_EXTENSIONS.map((ext) => `.${ext}`),
    ...LOGIN_VIDEO_EXTENSIONS[use].map((ext) => `.${ext}`),
    'image/jpeg',
    'image/png',
    'image/gif',
    'image/webp',
    ...LOGIN_VIDEO_EXTENSIONS[use].map((ext) => VIDEO_TYPES[ext]),
  ].join(',');

const extensionOf = (name: string): string => {
  const path = name.split(/[?#]/)[0] ?? '';
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
};

/** Image or video by a file name's (or an address's) extension, else by its MIME type; null when neither fits. */
export const loginMediaKind = (name: string, mimeType = ''): LoginMediaKind | null => {
  const ext = extensionOf(name);
  if ((LOGIN_IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return 'image';
  if (ALL_VIDEO_EXTENSIONS.includes(ext)) return 'video';
  const type = mimeType.toLowerCase();
  if (/^image\/(jpeg|png|gif|webp|pjpeg)$/.test(type)) return 'image';
  if (/^video\/(mp4|webm|ogg|x-msvideo|x-matroska)$/.test(type)) return 'video';
  return null;
};

export const loginMaxBytes = (kind: LoginMediaKind): number => (kind === 'image' ? LOGIN_IMAGE_MAX_BYTES : LOGIN_VIDEO_MAX_BYTES);

export type LoginFileProblem =
  | { key: 'settings.slideType' | 'settings.backgroundType' }
  | { key: 'settings.imageTooLarge' | 'settings.videoTooLarge'; params: { size: { bytes: number } } };

/**
 * What the browser can tell before sending a background or slide file: its kind (by name, else type) among those the
 * use accepts, and its size. The server judges the bytes again, and a video's audio track. Exactly the limit passes;
 * one byte more fails. The messages are the customisation uploads' own.
 */
export const loginFileProblem = (file: { name: string; size: number; type?: string }, use: LoginFileUse): LoginFileProblem | null => {
  const kind = loginMediaKind(file.name, file.type);
  const ext = extensionOf(file.name);
  const videoAccepted = !ALL_VIDEO_EXTENSIONS.includes(ext) || (LOGIN_VIDEO_EXTENSIONS[use] as readonly string[]).includes(ext);
  if (!kind || (kind === 'video' && !videoAccepted)) return { key: use === 'slide' ? 'settings.slideType' : 'settings.backgroundType' };
  const max = loginMaxBytes(kind);
  if (file.size > max) return { key: kind === 'image' ? 'settings.imageTooLarge' : 'settings.videoTooLarge', params: { size: { bytes: max } } };
  return null;
};

/** Room for one more slide (the 11th is refused). */
export const canAddLoginSlide = (count: number): boolean => count < MAX_LOGIN_SLIDES;

/**
 * An address of this platform's files: a path of this site (the sign-in page's content security policy plays media
 * from its own origin only), without a second leading slash, backslashes, blanks or a parent segment.
 */
export const isPlatformFileAddress = (value: string): boolean =>
  value.length > 1 &&
  value.length <= LOGIN_ADDRESS_MAX &&
  /^\/(?![/\\])[^\s\\]*$/.test(value) &&
  !value
    .split(/[?#]/)[0]!
    .split('/')
    .some((segment) => segment === '..' || segment === '.');

const VIDEO_SOURCE_BY_EXTENSION: Record<string, 'mp4' | 'webm' | 'ogv' | 'avi'> = { mp4: 'mp4', webm: 'webm', ogv: 'ogv', avi: 'avi' };

/** The slide of an uploaded file: an image slide, or a video slide with its address under its format's source. */
export const slideOfFile = (url: string, kind: LoginMediaKind, mimeType = ''): LoginSlide => {
  if (kind === 'image') return { image: url };
  const ext = extensionOf(url);
  const byType = /webm/.test(mimeType) ? 'webm' : /ogg/.test(mimeType) ? 'ogv' : /mp4/.test(mimeType) ? 'mp4' : undefined;
  const source = VIDEO_SOURCE_BY_EXTENSION[ext] ?? byType;
  return { video: source ? { url, [source]: url } : { url } };
};

/** The first address of a slide's video, or null for an image slide. */
export const slideVideoUrl = (slide: LoginSlide): string | null => {
  const video = slide.video;
  return video ? (video.url ?? video.mp4 ?? video.webm ?? video.ogv ?? video.avi ?? null) : null;
};

/** What a slide shows: its video, else its image (or file). */
export const slideMedia = (slide: LoginSlide): { kind: LoginMediaKind; url: string } | null => {
  const video = slideVideoUrl(slide);
  if (video) return { kind: 'video', url: video };
  const image = slide.image ?? slide.file;
  return image ? { kind: 'image', url: image } : null;
};

/** Every file address a `login` group uses (to delete, after a save, the ones no longer used). */
export const loginFileAddresses = (login: LoginSettings): string[] => {
  const out = new Set<string>(login.backgrounds);
  for (const carousel of login.carousels)
    for (const slide of carousel.slides) {
      for (const value of [slide.image, slide.file, slide.video?.url, slide.video?.mp4, slide.video?.webm, slide.video?.ogv, slide.video?.avi]) if (value) out.add(value);
    }
  return [...out];
};

/** `list` with the item at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export const moveItem = <T>(list: readonly T[], index: number, direction: -1 | 1): T[] => {
  const target = index + direction;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const out = [...list];
  [out[index], out[target]] = [out[target]!, out[index]!];
  return out;
};

/** The slides shown on the sign-in page: those of every carousel, in order, that show something. */
export const loginSlides = (login: LoginSettings): LoginSlide[] =>
  login.carousels.flatMap((carousel) => carousel.slides).filter((slide) => slideMedia(slide) !== null);
