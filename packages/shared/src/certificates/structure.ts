import { z } from 'zod';

/**
 * The layout of a certificate (2-learner §3 'Certificate'; 3-admin §3 'Certificate (admin editor)'): the spec's
 * version 2 structure, kept as the JSON text `jsonCertificado`. A page of 1122 x 793 (A4 landscape at 96 dpi) with
 * page settings (back side, background colour, image, opacity, mirroring) and two lists of layers, `layers` for the
 * front and `backLayers` for the back: text (with placeholders, compose.ts), image (a file uploaded to the
 * certificate, named by its alias) and object (the QR code of the certificate's public address). Coordinates are
 * page pixels; the editor shows the page scaled to its canvas (891 x 630 by default). docs/certificates.md.
 */
export const CERTIFICATE_PAGE = { width: 1122, height: 793 } as const;
export const CERTIFICATE_CANVAS = { width: 891, height: 630 } as const;
export const CERTIFICATE_VERSION = 2;
export const CERTIFICATE_TYPES = ['Curso', 'Formacao'] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];
export const CERTIFICATE_NAME_MAX = 200;
export const CERTIFICATE_LAYERS_MAX = 60;
export const CERTIFICATE_TEXT_MAX = 5000;
export const CERTIFICATE_JSON_MAX = 200_000;
export const CERTIFICATE_FONT_SIZE = { min: 6, max: 200 } as const;
/** Files a layout may use (background and image layers): png, jpeg or webp by their bytes. */
export const CERTIFICATE_FILE_MAX_MB = 5;
export const CERTIFICATE_FILE_MAX_BYTES = CERTIFICATE_FILE_MAX_MB * 1024 * 1024;
export const CERTIFICATE_FILE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** A file's alias: the name a layout uses for it (`FileUpload/{certificateId}/{alias}`). */
export const CERTIFICATE_ALIAS_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Font families offered by the editor: installed on common systems, no outside font service. */
export const CERTIFICATE_FONTS = ['Arial', 'Helvetica', 'Georgia', 'Times New Roman', 'Garamond', 'Courier New', 'Verdana', 'Trebuchet MS', 'Palatino Linotype', 'Brush Script MT'] as const;
export type CertificateFont = (typeof CERTIFICATE_FONTS)[number];

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/);
const alias = z.string().regex(CERTIFICATE_ALIAS_PATTERN);
const unit = z.number().min(0).max(1);
/** Positions may leave the page a little (a layer dragged partly out), never far. */
const position = z.number().min(-2000).max(4000);
const size = z.number().min(1).max(4000);

export const certificateBackgroundSchema = z.object({
  color: colour.default('#ffffff'),
  /** Alias of an uploaded image drawn over the colour, stretched to the page; null for none. */
  image: alias.nullable().default(null),
  opacity: unit.default(1),
  /** Draws the image flipped horizontally (a back side mirroring the front's ornament). */
  mirror: z.boolean().default(false),
});
export type CertificateBackground = z.infer<typeof certificateBackgroundSchema>;

const layerBase = {
  id: z.string().min(1).max(64),
  x: position,
  y: position,
  width: size,
  height: size,
  /** Degrees, clockwise, around the layer's top-left corner. */
  rotation: z.number().min(-360).max(360).default(0),
  opacity: unit.default(1),
  /** A locked layer cannot be dragged or resized in the editor. */
  locked: z.boolean().default(false),
};

export const certificateTextLayerSchema = z.object({
  ...layerBase,
  type: z.literal('text'),
  text: z.string().max(CERTIFICATE_TEXT_MAX),
  fontFamily: z.enum(CERTIFICATE_FONTS).default('Arial'),
  fontSize: z.number().min(CERTIFICATE_FONT_SIZE.min).max(CERTIFICATE_FONT_SIZE.max).default(24),
  bold: z.boolean().default(false),
  italic: z.boolean().default(false),
  underline: z.boolean().default(false),
  color: colour.default('#222222'),
  align: z.enum(['left', 'center', 'right']).default('left'),
  lineHeight: z.number().min(0.8).max(3).default(1.2),
});
export const certificateImageLayerSchema = z.object({ ...layerBase, type: z.literal('image'), src: alias });
/** An object layer: the QR code of the certificate's public address, drawn by the platform itself. */
export const certificateObjectLayerSchema = z.object({
  ...layerBase,
  type: z.literal('object'),
  object: z.literal('qrcode'),
  color: colour.default('#000000'),
  background: colour.default('#ffffff'),
});
export const certificateLayerSchema = z.discriminatedUnion('type', [certificateTextLayerSchema, certificateImageLayerSchema, certificateObjectLayerSchema]);
export type CertificateTextLayer = z.infer<typeof certificateTextLayerSchema>;
export type CertificateImageLayer = z.infer<typeof certificateImageLayerSchema>;
export type CertificateObjectLayer = z.infer<typeof certificateObjectLayerSchema>;
export type CertificateLayer = z.infer<typeof certificateLayerSchema>;

const layers = z.array(certificateLayerSchema).max(CERTIFICATE_LAYERS_MAX);

export const certificateStructureSchema = z
  .object({
    version: z.literal(CERTIFICATE_VERSION),
    settings: z.object({
      page: z.object({
        width: z.literal(CERTIFICATE_PAGE.width).default(CERTIFICATE_PAGE.width),
        height: z.literal(CERTIFICATE_PAGE.height).default(CERTIFICATE_PAGE.height),
        /** Whether the certificate has a back side (printed on a second page). */
        backSide: z.boolean().default(false),
        background: certificateBackgroundSchema.default({ color: '#ffffff', image: null, opacity: 1, mirror: false }),
        backBackground: certificateBackgroundSchema.default({ color: '#ffffff', image: null, opacity: 1, mirror: false }),
      }),
    }),
    layers: layers.default([]),
    backLayers: layers.default([]),
  })
  .superRefine((s, ctx) => {
    for (const [list, path] of [
      [s.layers, 'layers'],
      [s.backLayers, 'backLayers'],
    ] as const) {
      const seen = new Set<string>();
      list.forEach((layer, i) => {
        if (seen.has(layer.id)) ctx.addIssue({ code: 'custom', path: [path, i, 'id'], message: 'certificados.duplicateLayer' });
        seen.add(layer.id);
      });
    }
  });
export type CertificateStructure = z.infer<typeof certificateStructureSchema>;
export type CertificateSide = 'front' | 'back';

/** An empty page: white, no back side, no layers. */
export const emptyCertificateStructure = (): CertificateStructure => ({
  version: CERTIFICATE_VERSION,
  settings: {
    page: {
      width: CERTIFICATE_PAGE.width,
      height: CERTIFICATE_PAGE.height,
      backSide: false,
      background: { color: '#ffffff', image: null, opacity: 1, mirror: false },
      backBackground: { color: '#ffffff', image: null, opacity: 1, mirror: false },
    },
  },
  layers: [],
  backLayers: [],
});

/**
 * The legacy layout (before version 2): positions and sizes in percent of the page, one list of fields per side.
 * Its field names are kept as they were stored (`campos`, `imagemFundo`, `verso`).
 */
const legacyFieldSchema = z.object({
  texto: z.string().max(CERTIFICATE_TEXT_MAX).optional(),
  imagem: alias.optional(),
  qrcode: z.boolean().optional(),
  /** Percent of the page. */
  top: z.number(),
  left: z.number(),
  width: z.number().optional(),
  height: z.number().optional(),
  /** Page pixels, as in version 2. */
  fontSize: z.number().optional(),
  fonte: z.string().optional(),
  cor: colour.optional(),
  alinhamento: z.enum(['left', 'center', 'right']).optional(),
  negrito: z.boolean().optional(),
  italico: z.boolean().optional(),
});
const legacySideSchema = z.object({
  imagemFundo: alias.nullable().optional(),
  corFundo: colour.optional(),
  opacidade: unit.optional(),
  campos: z.array(legacyFieldSchema).max(CERTIFICATE_LAYERS_MAX),
});
export const legacyCertificateSchema = legacySideSchema.extend({ verso: legacySideSchema.nullable().optional() });
export type LegacyCertificate = z.infer<typeof legacyCertificateSchema>;

const percentOf = (value: number, of: number) => Math.round(((value * of) / 100) * 100) / 100;
const clampSize = (value: number) => Math.min(4000, Math.max(1, value));

const legacyLayers = (side: z.infer<typeof legacySideSchema>, prefix: string): CertificateLayer[] =>
  side.campos.map((f, i): CertificateLayer => {
    const x = percentOf(f.left, CERTIFICATE_PAGE.width);
    const y = percentOf(f.top, CERTIFICATE_PAGE.height);
    const fontSize = Math.min(CERTIFICATE_FONT_SIZE.max, Math.max(CERTIFICATE_FONT_SIZE.min, f.fontSize ?? 24));
    const width = clampSize(f.width !== undefined ? percentOf(f.width, CERTIFICATE_PAGE.width) : CERTIFICATE_PAGE.width - x);
    const base = { id: `${prefix}${i + 1}`, x, y, width, rotation: 0, opacity: 1, locked: false };
    if (f.qrcode) {
      const side = clampSize(f.height !== undefined ? percentOf(f.height, CERTIFICATE_PAGE.height) : 120);
      return { ...base, width: side, height: side, type: 'object', object: 'qrcode', color: '#000000', background: '#ffffff' };
    }
    if (f.imagem) return { ...base, height: clampSize(f.height !== undefined ? percentOf(f.height, CERTIFICATE_PAGE.height) : 100), type: 'image', src: f.imagem };
    const text = f.texto ?? '';
    const lines = Math.max(1, text.split('\n').length);
    return {
      ...base,
      height: clampSize(f.height !== undefined ? percentOf(f.height, CERTIFICATE_PAGE.height) : Math.ceil(fontSize * 1.2 * lines)),
      type: 'text',
      text,
      fontFamily: (CERTIFICATE_FONTS as readonly string[]).includes(f.fonte ?? '') ? (f.fonte as CertificateFont) : 'Arial',
      fontSize,
      bold: f.negrito ?? false,
      italic: f.italico ?? false,
      underline: false,
      color: f.cor ?? '#222222',
      align: f.alinhamento ?? 'left',
      lineHeight: 1.2,
    };
  });

const legacyBackground = (side: z.infer<typeof legacySideSchema> | null | undefined): CertificateBackground => ({
  color: side?.corFundo ?? '#ffffff',
  image: side?.imagemFundo ?? null,
  opacity: side?.opacidade ?? 1,
  mirror: false,
});

/** Converts the legacy percentage layout to a version 2 structure on the 1122 x 793 page. */
export const convertLegacyCertificate = (legacy: LegacyCertificate): CertificateStructure => ({
  version: CERTIFICATE_VERSION,
  settings: {
    page: {
      width: CERTIFICATE_PAGE.width,
      height: CERTIFICATE_PAGE.height,
      backSide: !!legacy.verso,
      background: legacyBackground(legacy),
      backBackground: legacyBackground(legacy.verso),
    },
  },
  layers: legacyLayers(legacy, 'f'),
  backLayers: legacy.verso ? legacyLayers(legacy.verso, 'b') : [],
});

export type ParsedCertificate = { ok: true; structure: CertificateStructure; legacy: boolean } | { ok: false; error: string };

/**
 * Reads `jsonCertificado`: a version 2 structure as it is, a legacy layout converted, anything else refused with
 * the message key 'certificados.invalidStructure'.
 */
export const parseCertificateJson = (text: string | null | undefined): ParsedCertificate => {
  if (text === null || text === undefined || text.trim() === '') return { ok: true, structure: emptyCertificateStructure(), legacy: false };
  if (text.length > CERTIFICATE_JSON_MAX) return { ok: false, error: 'certificados.invalidStructure' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: 'certificados.invalidStructure' };
  }
  if (value && typeof value === 'object' && (value as { version?: unknown }).version === CERTIFICATE_VERSION) {
    const parsed = certificateStructureSchema.safeParse(value);
    return parsed.success ? { ok: true, structure: parsed.data, legacy: false } : { ok: false, error: 'certificados.invalidStructure' };
  }
  const legacy = legacyCertificateSchema.safeParse(value);
  return legacy.success ? { ok: true, structure: convertLegacyCertificate(legacy.data), legacy: true } : { ok: false, error: 'certificados.invalidStructure' };
};

/** The aliases of the files a structure uses (backgrounds and image layers). */
export const aliasesOf = (s: CertificateStructure): string[] => {
  const found = new Set<string>();
  const { background, backBackground } = s.settings.page;
  if (background.image) found.add(background.image);
  if (s.settings.page.backSide && backBackground.image) found.add(backBackground.image);
  for (const layer of [...s.layers, ...(s.settings.page.backSide ? s.backLayers : [])]) if (layer.type === 'image') found.add(layer.src);
  return [...found];
};
