import {
  CERTIFICATE_ALIAS_PATTERN,
  CERTIFICATE_PAGE,
  type CertificateBackground,
  type CertificateImageLayer,
  type CertificateLayer,
  type CertificateObjectLayer,
  type CertificateSide,
  type CertificateStructure,
  type CertificateTextLayer,
} from '@plataforma/shared/certificates';

/** Pure changes of a layout in the designer: each returns a new structure and leaves the given one as it was. */

export const layersOf = (s: CertificateStructure, side: CertificateSide): CertificateLayer[] => (side === 'front' ? s.layers : s.backLayers);

const withLayers = (s: CertificateStructure, side: CertificateSide, layers: CertificateLayer[]): CertificateStructure =>
  side === 'front' ? { ...s, layers } : { ...s, backLayers: layers };

export const backgroundOf = (s: CertificateStructure, side: CertificateSide): CertificateBackground =>
  side === 'front' ? s.settings.page.background : s.settings.page.backBackground;

export const updateBackground = (s: CertificateStructure, side: CertificateSide, change: Partial<CertificateBackground>): CertificateStructure => ({
  ...s,
  settings: {
    ...s.settings,
    page: { ...s.settings.page, [side === 'front' ? 'background' : 'backBackground']: { ...backgroundOf(s, side), ...change } },
  },
});

export const setBackSide = (s: CertificateStructure, backSide: boolean): CertificateStructure => ({ ...s, settings: { ...s.settings, page: { ...s.settings.page, backSide } } });

const randomPart = () => Math.random().toString(36).slice(2, 8);

/** An id not used on either side (ids are unique per side; across sides keeps copies simple). */
export const newLayerId = (s: CertificateStructure, prefix: string): string => {
  const used = new Set([...s.layers, ...s.backLayers].map((l) => l.id));
  let id = `${prefix}-${randomPart()}`;
  while (used.has(id)) id = `${prefix}-${randomPart()}`;
  return id;
};

/** An alias for a new file: its kind and a random part, within the alias pattern. */
export const newAlias = (kind: 'bg' | 'img'): string => {
  const alias = `${kind}-${Date.now().toString(36)}${randomPart()}`;
  if (!CERTIFICATE_ALIAS_PATTERN.test(alias)) throw new Error(`alias ${alias}`);
  return alias;
};

export const newTextLayer = (s: CertificateStructure, text: string): CertificateTextLayer => ({
  id: newLayerId(s, 'text'),
  type: 'text',
  text,
  x: 161,
  y: 360,
  width: 800,
  height: 60,
  rotation: 0,
  opacity: 1,
  locked: false,
  fontFamily: 'Arial',
  fontSize: 32,
  bold: false,
  italic: false,
  underline: false,
  color: '#222222',
  align: 'center',
  lineHeight: 1.2,
});

/** An image layer of a file, fitted in 400 x 300 with the image's proportions, centred. */
export const newImageLayer = (s: CertificateStructure, src: string, natural?: { width: number; height: number }): CertificateImageLayer => {
  const ratio = natural && natural.width > 0 && natural.height > 0 ? natural.width / natural.height : 4 / 3;
  const width = Math.round(ratio >= 4 / 3 ? 400 : 300 * ratio);
  const height = Math.round(ratio >= 4 / 3 ? 400 / ratio : 300);
  return {
    id: newLayerId(s, 'image'),
    type: 'image',
    src,
    x: Math.round((CERTIFICATE_PAGE.width - width) / 2),
    y: Math.round((CERTIFICATE_PAGE.height - height) / 2),
    width,
    height,
    rotation: 0,
    opacity: 1,
    locked: false,
  };
};

export const newQrLayer = (s: CertificateStructure): CertificateObjectLayer => ({
  id: newLayerId(s, 'qrcode'),
  type: 'object',
  object: 'qrcode',
  x: CERTIFICATE_PAGE.width - 180,
  y: CERTIFICATE_PAGE.height - 180,
  width: 140,
  height: 140,
  rotation: 0,
  opacity: 1,
  locked: false,
  color: '#000000',
  background: '#ffffff',
});

export const addLayer = (s: CertificateStructure, side: CertificateSide, layer: CertificateLayer): CertificateStructure => withLayers(s, side, [...layersOf(s, side), layer]);

export const updateLayer = (s: CertificateStructure, side: CertificateSide, id: string, change: Partial<CertificateLayer>): CertificateStructure =>
  withLayers(
    s,
    side,
    layersOf(s, side).map((l) => (l.id === id ? ({ ...l, ...change } as CertificateLayer) : l)),
  );

export const removeLayer = (s: CertificateStructure, side: CertificateSide, id: string): CertificateStructure =>
  withLayers(
    s,
    side,
    layersOf(s, side).filter((l) => l.id !== id),
  );

/** Moves a layer one step up (drawn later, over the next one) or down in the drawing order. */
export const moveLayer = (s: CertificateStructure, side: CertificateSide, id: string, direction: 'forward' | 'backward'): CertificateStructure => {
  const layers = [...layersOf(s, side)];
  const from = layers.findIndex((l) => l.id === id);
  const to = direction === 'forward' ? from + 1 : from - 1;
  if (from < 0 || to < 0 || to >= layers.length) return s;
  [layers[from], layers[to]] = [layers[to]!, layers[from]!];
  return withLayers(s, side, layers);
};

/** A copy of a layer 20 px lower and to the right, unlocked, placed right over the original. */
export const duplicateLayer = (s: CertificateStructure, side: CertificateSide, id: string): { structure: CertificateStructure; id: string | null } => {
  const layers = layersOf(s, side);
  const index = layers.findIndex((l) => l.id === id);
  if (index < 0) return { structure: s, id: null };
  const original = layers[index]!;
  const copy = { ...original, id: newLayerId(s, original.type === 'object' ? 'qrcode' : original.type), x: original.x + 20, y: original.y + 20, locked: false } as CertificateLayer;
  return { structure: withLayers(s, side, [...layers.slice(0, index + 1), copy, ...layers.slice(index + 1)]), id: copy.id };
};

export type PageAlignment = 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom';

/** The position that aligns a layer's box on the page. */
export const alignOnPage = (layer: Pick<CertificateLayer, 'x' | 'y' | 'width' | 'height'>, alignment: PageAlignment): { x?: number; y?: number } => {
  const round = (n: number) => Math.round(n * 100) / 100;
  switch (alignment) {
    case 'left':
      return { x: 0 };
    case 'center':
      return { x: round((CERTIFICATE_PAGE.width - layer.width) / 2) };
    case 'right':
      return { x: round(CERTIFICATE_PAGE.width - layer.width) };
    case 'top':
      return { y: 0 };
    case 'middle':
      return { y: round((CERTIFICATE_PAGE.height - layer.height) / 2) };
    case 'bottom':
      return { y: round(CERTIFICATE_PAGE.height - layer.height) };
  }
};

/** Inserts a placeholder tag at the end of a text (after a space when the text already has something). */
export const appendTag = (text: string, tag: string): string => (text.trim() === '' ? tag : `${text}${/\s$/.test(text) ? '' : ' '}${tag}`);

/** Keeps positions and sizes within the structure's bounds (a layer dragged far away comes back to the edge). */
export const clampFrame = (frame: { x: number; y: number; width: number; height: number; rotation: number }) => ({
  x: Math.round(Math.min(4000, Math.max(-2000, frame.x)) * 100) / 100,
  y: Math.round(Math.min(4000, Math.max(-2000, frame.y)) * 100) / 100,
  width: Math.round(Math.min(4000, Math.max(1, frame.width)) * 100) / 100,
  height: Math.round(Math.min(4000, Math.max(1, frame.height)) * 100) / 100,
  rotation: Math.round(Math.min(360, Math.max(-360, frame.rotation)) * 100) / 100,
});
