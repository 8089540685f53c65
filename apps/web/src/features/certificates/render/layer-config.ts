import { CERTIFICATE_PAGE, type CertificateBackground, type CertificateLayer, type ComposedLayer } from '@plataforma/shared/certificates';

/**
 * The drawing of a certificate page as Konva node settings, shared by the read-only view, the offscreen export and
 * the editor, so that what the editor shows is what prints. Coordinates are page pixels (1122 x 793).
 */

/** Alias of an uploaded file -> address the browser can load (same origin). */
export type CertificateFiles = Record<string, string>;

/** A layer as drawn: a raw layer of the layout (editor) or a composed one (placeholders filled, QR value known). */
export type DrawableLayer = CertificateLayer | ComposedLayer;

export type RectConfig = { x: number; y: number; width: number; height: number; fill: string };
export type ImageConfig = { x: number; y: number; width: number; height: number; opacity: number; scaleX: number; rotation: number };

/** The page's colour: a rectangle covering the page. */
export const backgroundRectConfig = (background: CertificateBackground): RectConfig => ({
  x: 0,
  y: 0,
  width: CERTIFICATE_PAGE.width,
  height: CERTIFICATE_PAGE.height,
  fill: background.color,
});

/** The page's image stretched over the page with its opacity; mirrored = flipped horizontally. */
export const backgroundImageConfig = (background: CertificateBackground): ImageConfig => ({
  x: background.mirror ? CERTIFICATE_PAGE.width : 0,
  y: 0,
  width: CERTIFICATE_PAGE.width,
  height: CERTIFICATE_PAGE.height,
  opacity: background.opacity,
  scaleX: background.mirror ? -1 : 1,
  rotation: 0,
});

/** Konva's font style of a text layer: 'normal', 'bold', 'italic' or 'bold italic'. */
export const fontStyleOf = (layer: { bold: boolean; italic: boolean }): string =>
  [layer.bold ? 'bold' : '', layer.italic ? 'italic' : ''].filter(Boolean).join(' ') || 'normal';

/** Position, size, rotation (around the top-left corner) and opacity of any layer. */
export const frameConfig = (layer: DrawableLayer) => ({
  x: layer.x,
  y: layer.y,
  width: layer.width,
  height: layer.height,
  rotation: layer.rotation,
  opacity: layer.opacity,
});

export type TextConfig = ReturnType<typeof frameConfig> & {
  text: string;
  fontFamily: string;
  fontSize: number;
  fontStyle: string;
  textDecoration: string;
  fill: string;
  align: string;
  verticalAlign: string;
  lineHeight: number;
  wrap: string;
  ellipsis: boolean;
};

export const textConfig = (layer: Extract<DrawableLayer, { type: 'text' }>): TextConfig => ({
  ...frameConfig(layer),
  text: layer.text,
  fontFamily: layer.fontFamily,
  fontSize: layer.fontSize,
  fontStyle: fontStyleOf(layer),
  textDecoration: layer.underline ? 'underline' : '',
  fill: layer.color,
  align: layer.align,
  verticalAlign: 'top',
  lineHeight: layer.lineHeight,
  wrap: 'word',
  ellipsis: false,
});

/** What a QR code layer encodes: the composed value, else (editor, raw layout) the given stand-in. */
export const qrValueOf = (layer: Extract<DrawableLayer, { type: 'object' }>, fallback: string): string =>
  'value' in layer && typeof layer.value === 'string' && layer.value ? layer.value : fallback;

/** Pixels of the QR image generated for a layer: sharp when printed at twice the page size, within bounds. */
export const qrPixelsOf = (layer: { width: number; height: number }): number => Math.min(2048, Math.max(128, Math.ceil(Math.max(layer.width, layer.height) * 2)));

/** The image addresses a page needs (background and image layers) that the files know. */
export const imageUrlsOf = (background: CertificateBackground, layers: readonly DrawableLayer[], files: CertificateFiles): string[] => {
  const urls = new Set<string>();
  if (background.image && files[background.image]) urls.add(files[background.image]);
  for (const layer of layers) if (layer.type === 'image' && files[layer.src]) urls.add(files[layer.src]);
  return [...urls];
};
