import { z } from 'zod';
import { queryBooleanSchema, sortQuerySchema } from '../core/list-query.ts';
import { pageQuerySchema, pagedSchema } from '../core/envelope.ts';
import type { MessageKey } from '../i18n/messages.ts';

/**
 * Repository objects (midia), 3-admin §3 'Repository object', §7 'Media' and 'Media files'; 2-learner §3 'Media item'.
 * Field names are the spec's; the kinds are the server's Portuguese names.
 */

/** Kinds of a repository object (course and trail are not repository objects). */
export const MIDIA_TIPOS = ['video', 'audio', 'imagem', 'pdf', 'documento', 'link', 'scorm', 'carrossel'] as const;
export type MidiaTipo = (typeof MIDIA_TIPOS)[number];

/** Kinds whose content is one uploaded file (POST midia/big/{id}/fileUpload). */
export const MIDIA_FILE_TIPOS = ['video', 'audio', 'imagem', 'pdf', 'documento', 'scorm'] as const satisfies readonly MidiaTipo[];
export type MidiaFileTipo = (typeof MIDIA_FILE_TIPOS)[number];
export const isFileTipo = (tipo: MidiaTipo): tipo is MidiaFileTipo => (MIDIA_FILE_TIPOS as readonly string[]).includes(tipo);

export const SCORM_TYPES = ['scorm12', 'scorm2004'] as const;
export type ScormType = (typeof SCORM_TYPES)[number];

export const MIDIA_ORIGENS = ['Manual', 'Importacao', 'Integracao'] as const;
export type MidiaOrigem = (typeof MIDIA_ORIGENS)[number];

/**
 * File extensions accepted per kind, as detected from the content (magic bytes), never from the name.
 * Office formats: the OOXML ones, the OpenDocument ones and the legacy binary ones ('cfb').
 */
export const MIDIA_ACCEPTED_EXTENSIONS: Record<MidiaFileTipo, readonly string[]> = {
  video: ['mp4', 'm4v', 'webm', 'mkv', 'mov', 'avi', 'ogv', 'mpg'],
  audio: ['mp3', 'wav', 'ogg', 'oga', 'opus', 'm4a', 'aac', 'flac', 'mp4', 'webm'],
  imagem: ['jpg', 'png', 'gif', 'webp'],
  pdf: ['pdf'],
  documento: ['docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'cfb', 'rtf'],
  scorm: ['zip'],
};

/** Card images (horizontal, vertical), the video cover and carousel images: JPEG, PNG, GIF or WebP. */
export const MIDIA_IMAGE_EXTENSIONS = ['jpg', 'png', 'gif', 'webp'] as const;
/** Largest card, cover or carousel image (the spec's limit for customisation images, 1-shell §5). */
export const MIDIA_IMAGE_MAX_MB = 5;
/** Largest repository file by default (the spec advises files under 1 GB); the server's MEDIA_MAX_FILE_MB changes it. */
export const MIDIA_FILE_MAX_MB = 1024;

export const MIDIA_NAME_MAX = 200;
export const MIDIA_DESCRIPTION_MAX = 4000;
export const MIDIA_CODE_MAX = 50;
export const MIDIA_LINK_MAX = 2000;

// ---------------------------------------------------------------- rules

/** The three video/audio hosting kinds a link is recognised as (3-admin §5; players embed them, 2-learner §7). */
export const LINK_KINDS = ['youtube', 'vimeo', 'soundcloud'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

const LINK_PATTERNS: Record<LinkKind, RegExp> = {
  youtube: /^https?:\/\/(?:www\.|m\.|music\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/|v\/)|youtu\.be\/|youtube-nocookie\.com\/embed\/)[\w-]{6,}/i,
  vimeo: /^https?:\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/|channels\/[\w-]+\/|groups\/[\w-]+\/videos\/)?\d+/i,
  soundcloud: /^https?:\/\/(?:www\.|m\.|on\.)?soundcloud\.com\/[\w-]+(?:\/[\w-]+)?/i,
};

/** The hosting kind of a video/audio link, or null for any other address. */
export const linkKindOf = (link: string): LinkKind | null => LINK_KINDS.find((kind) => LINK_PATTERNS[kind].test(link.trim())) ?? null;

/** An absolute http(s) address with a host. */
export const isValidLink = (link: string): boolean => {
  try {
    const url = new URL(link.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') && !/\s/.test(link.trim());
  } catch {
    return false;
  }
};

export type MidiaSourceInput = { tipo: MidiaTipo; link?: string | null; scormType?: ScormType | null; fileName?: string | null; qrCode?: boolean };

/**
 * 'Cannot be saved without a file, a valid link or a scorm type; a scorm needs its type; a QR code needs a valid
 * file link' (3-admin §5). `hasStoredFile`: the object already holds its file (edits). For the file kinds the file
 * is sent right after the object is saved, so `fileName` (the file chosen in the form) stands for it.
 * Returns the message key of the first broken rule and the field it belongs to, or null.
 */
export const midiaSourceIssue = (input: MidiaSourceInput, hasStoredFile = false): { key: MessageKey; field: string } | null => {
  const link = input.link?.trim() || null;
  if (link && !isValidLink(link)) return { key: 'midia.invalidLink', field: 'link' };
  if (input.tipo === 'scorm' && !input.scormType) return { key: 'midia.scormTypeRequired', field: 'scormType' };
  if (input.tipo === 'link' && !link) return { key: 'midia.sourceRequired', field: 'link' };
  if (input.tipo !== 'link' && input.tipo !== 'carrossel' && input.tipo !== 'scorm' && !link && !input.fileName && !hasStoredFile) {
    return { key: 'midia.sourceRequired', field: 'fileName' };
  }
  if (input.qrCode && !link && !input.fileName && !hasStoredFile) return { key: 'midia.qrCodeNeedsLink', field: 'qrCode' };
  return null;
};

// ---------------------------------------------------------------- objects

/** PDF watermark: enabled plus the user fields written on each page (1-shell §3, 2-learner §5). */
export const watermarkSchema = z.object({
  enabled: z.boolean().default(false),
  userName: z.boolean().default(false),
  email: z.boolean().default(false),
  company: z.boolean().default(false),
  unit: z.boolean().default(false),
  department: z.boolean().default(false),
  position: z.boolean().default(false),
  dateTime: z.boolean().default(false),
  ip: z.boolean().default(false),
});
export type Watermark = z.infer<typeof watermarkSchema>;

/** One stored file of an object: its main file, card images, video cover or a carousel image. */
export const MIDIA_ARQUIVO_PAPEIS = ['principal', 'cardHorizontal', 'cardVertical', 'thumbnail', 'carrossel'] as const;
export type MidiaArquivoPapel = (typeof MIDIA_ARQUIVO_PAPEIS)[number];

/** A carousel item (3-admin §3: id, url, order; 2-learner: id, media id, order, link). */
export const midiaArquivoSchema = z.object({
  id: z.string(),
  midiaId: z.string(),
  url: z.string(),
  order: z.number().int(),
  fileName: z.string(),
  fileType: z.string(),
  fileSize: z.number().int(),
  createdAt: z.string(),
});
export type MidiaArquivo = z.infer<typeof midiaArquivoSchema>;

export const subtitleSchema = z.object({ id: z.string(), name: z.string(), srclang: z.string(), url: z.string(), createdAt: z.string() });
export type Subtitle = z.infer<typeof subtitleSchema>;

export const chapterSchema = z.object({ title: z.string(), start: z.number(), end: z.number() });
export type Chapter = z.infer<typeof chapterSchema>;

/**
 * Background processing of an object's main file: a video's HLS ladder and cover, a SCORM package unpacked, an office
 * document converted to PDF. 'none': nothing to process (no file, or a kind played as uploaded); 'pending': queued;
 * 'processing': running (`processingProgress` 0-99); 'done'; 'failed' (`processingError` says why, translated).
 */
export const PROCESSING_STATUSES = ['none', 'pending', 'processing', 'done', 'failed'] as const;
export type ProcessingStatus = (typeof PROCESSING_STATUSES)[number];

export const midiaSchema = z.object({
  id: z.string(),
  nome: z.string(),
  descricao: z.string().nullable(),
  tipo: z.enum(MIDIA_TIPOS),
  pullzone: z.string().nullable(),
  videoId: z.string().nullable(),
  expirationDate: z.string().nullable(),
  /** Seconds; detected from the file when possible, editable. */
  duration: z.number().int().nullable(),
  /** MIME type of the stored main file (detected from its content). */
  fileType: z.string().nullable(),
  fileName: z.string().nullable(),
  fileSize: z.number().int().nullable(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  competenciesIds: z.array(z.string()),
  sectionsIds: z.array(z.string()),
  link: z.string().nullable(),
  /** The hosting kind a link was recognised as. */
  linkKind: z.enum(LINK_KINDS).nullable(),
  createdAt: z.string(),
  lastUpdatedAt: z.string(),
  /** The content is ready to be played: its file is stored (and, later, processed). */
  finished: z.boolean(),
  active: z.boolean(),
  tenantId: z.string(),
  origin: z.enum(MIDIA_ORIGENS),
  objectCode: z.string().nullable(),
  cardHorizontalUrl: z.string().nullable(),
  cardVerticalUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  /** Address of the stored main file shown inline (byte ranges), null without one. */
  fileUrl: z.string().nullable(),
  /** HLS master playlist of a processed video (null until the ladder is ready). */
  hlsPlaylistUrl: z.string().nullable(),
  /** Launch page of an unpacked SCORM package, served from the platform's origin (null until unpacked). */
  scormScriptUrl: z.string().nullable(),
  /** A document converted to PDF on the server (null when it was not converted: the players offer the download). */
  previewPdfUrl: z.string().nullable(),
  processingStatus: z.enum(PROCESSING_STATUSES),
  processingProgress: z.number().int().min(0).max(100).nullable(),
  processingError: z.string().nullable(),
  scormType: z.enum(SCORM_TYPES).nullable(),
  downloadable: z.boolean(),
  disableFastForward: z.boolean(),
  embedded: z.boolean(),
  qrCode: z.boolean(),
  watermark: watermarkSchema,
  subtitles: z.array(subtitleSchema),
  chapters: z.array(chapterSchema),
  carouselItems: z.array(midiaArquivoSchema),
});
export type Midia = z.infer<typeof midiaSchema>;

// ---------------------------------------------------------------- calls

/** GET midia: filters active, name, search, types, code, competencies, categoryIds, origin, orderBy, plus page. */
export const MIDIA_SORT_FIELDS = ['nome', 'createdAt', 'lastUpdatedAt', 'tipo'] as const;

const idList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.uuid()));

export const listMidiaRequestSchema = pageQuerySchema.extend(sortQuerySchema(MIDIA_SORT_FIELDS, 'createdAt').shape).extend({
  active: queryBooleanSchema.optional(),
  name: z.string().trim().max(MIDIA_NAME_MAX).optional(),
  /** Name, description or object code. */
  search: z.string().trim().max(MIDIA_NAME_MAX).optional(),
  types: z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.enum(MIDIA_TIPOS)))
    .optional(),
  code: z.string().trim().max(MIDIA_CODE_MAX).optional(),
  competencies: idList.optional(),
  categoryIds: idList.optional(),
  origin: z.enum(MIDIA_ORIGENS).optional(),
});
export type ListMidiaRequest = z.input<typeof listMidiaRequestSchema>;
export const listMidiaResponseSchema = pagedSchema(midiaSchema);
export type ListMidiaResponse = z.infer<typeof listMidiaResponseSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** POST midia and PUT midia/{id}. */
export const saveMidiaRequestSchema = z.object({
  nome: z.string().trim().min(1, 'validation.required').max(MIDIA_NAME_MAX),
  descricao: optionalText(MIDIA_DESCRIPTION_MAX),
  tipo: z.enum(MIDIA_TIPOS),
  expirationDate: z.iso.datetime({ offset: true }).or(z.iso.date()).nullish().transform((v) => v ?? null),
  duration: z.number().int().min(0).max(24 * 3600 - 1).nullish().transform((v) => v ?? null),
  categoryId: z.uuid().nullish().transform((v) => v ?? null),
  competenciesIds: z.array(z.uuid()).default([]).transform((ids) => [...new Set(ids)]),
  sectionsIds: z.array(z.uuid()).default([]).transform((ids) => [...new Set(ids)]),
  link: optionalText(MIDIA_LINK_MAX),
  /** Name of the file chosen in the form, uploaded right after the object is saved. */
  fileName: optionalText(255),
  objectCode: optionalText(MIDIA_CODE_MAX),
  scormType: z.enum(SCORM_TYPES).nullish().transform((v) => v ?? null),
  active: z.boolean().default(true),
  downloadable: z.boolean().default(false),
  disableFastForward: z.boolean().default(false),
  embedded: z.boolean().default(false),
  qrCode: z.boolean().default(false),
  watermark: watermarkSchema.default(watermarkSchema.parse({})),
});
export type SaveMidiaRequest = z.input<typeof saveMidiaRequestSchema>;
export type SaveMidiaInput = z.output<typeof saveMidiaRequestSchema>;
/**
 * POST midia: without `watermark` the object starts from the company's watermark defaults (client settings
 * waterMark; docs/settings-parameters.md), filled in by the server.
 */
export const createMidiaRequestSchema = saveMidiaRequestSchema.extend({ watermark: watermarkSchema.optional() });
export type CreateMidiaInput = z.output<typeof createMidiaRequestSchema>;
export const updateMidiaRequestSchema = saveMidiaRequestSchema;
export const saveMidiaResponseSchema = midiaSchema;

/** GET midia/getMidiaInfo/{id}: what the players need to open an object. */
export const midiaInfoSchema = z.object({
  id: z.string(),
  nome: z.string(),
  tipo: z.enum(MIDIA_TIPOS),
  link: z.string().nullable(),
  linkKind: z.enum(LINK_KINDS).nullable(),
  /** Address of the stored main file (inline, byte ranges), null without one. */
  fileUrl: z.string().nullable(),
  fileType: z.string().nullable(),
  fileName: z.string().nullable(),
  fileSize: z.number().int().nullable(),
  duration: z.number().int().nullable(),
  hlsPlaylistUrl: z.string().nullable(),
  scormScriptUrl: z.string().nullable(),
  previewPdfUrl: z.string().nullable(),
  processingStatus: z.enum(PROCESSING_STATUSES),
  /** 0–100 while processing, null otherwise. */
  processingProgress: z.number().int().nullable(),
  /** Why processing failed, in the reader's language (e.g. a damaged file), null otherwise. */
  processingError: z.string().nullable(),
  scormType: z.enum(SCORM_TYPES).nullable(),
  thumbnailUrl: z.string().nullable(),
  downloadable: z.boolean(),
  disableFastForward: z.boolean(),
  finished: z.boolean(),
  watermark: watermarkSchema,
  /**
   * The watermark text for the person asking, one line per field enabled on the object and in the company's
   * settings (name, e-mail, company, unit, department, role, date/time, IP); empty when the object has none.
   */
  watermarkLines: z.array(z.string()),
  /** The PDF may be downloaded by this person (object allows it and the company's settings do). */
  pdfDownloadAllowed: z.boolean(),
  /** The downloaded PDF carries the watermark (company setting includeWaterMarkInPDF). */
  watermarkInDownload: z.boolean(),
  subtitles: z.array(subtitleSchema),
  chapters: z.array(chapterSchema),
  carouselItems: z.array(midiaArquivoSchema),
});
export type MidiaInfo = z.infer<typeof midiaInfoSchema>;

/** Reply of the upload calls: the object as it is after the upload. */
export const midiaUploadResponseSchema = midiaSchema;

/** GET midiaArquivo?midiaId=: the carousel items of an object, in order. */
export const listMidiaArquivoRequestSchema = z.object({ midiaId: z.uuid() });
export const listMidiaArquivoResponseSchema = z.array(midiaArquivoSchema);

/** POST midiaArquivo/order: every item of the carousel, in the new order. */
export const orderMidiaArquivoRequestSchema = z.object({
  midiaId: z.uuid(),
  ids: z
    .array(z.uuid())
    .min(1, 'validation.selectOne')
    .refine((ids) => new Set(ids).size === ids.length, 'midia.carouselOrderMismatch'),
});
export type OrderMidiaArquivoRequest = z.input<typeof orderMidiaArquivoRequestSchema>;
export const orderMidiaArquivoResponseSchema = listMidiaArquivoResponseSchema;

export const midiaArquivoParamsSchema = z.object({ id: z.uuid(), fileId: z.uuid() });

/** Subtitle language: a BCP 47 tag as a <track srclang> takes it (pt, pt-BR, en, es-419). */
export const SUBTITLE_SRCLANG_PATTERN = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;
export const SUBTITLE_NAME_MAX = 100;

/**
 * Name and language of a subtitle: the text fields of POST midia/uploadLegenda/{id} (sent before the file) and the
 * body of PUT midia/updateLegenda/{id}.
 */
export const saveSubtitleRequestSchema = z.object({
  name: z.string().trim().min(1, 'validation.required').max(SUBTITLE_NAME_MAX),
  srclang: z.string().trim().min(1, 'validation.required').regex(SUBTITLE_SRCLANG_PATTERN, 'midia.invalidSrclang'),
});
export type SaveSubtitleRequest = z.input<typeof saveSubtitleRequestSchema>;
export const updateSubtitleRequestSchema = saveSubtitleRequestSchema;
export const saveSubtitleResponseSchema = subtitleSchema;

export const midiaLegendaParamsSchema = z.object({ id: z.uuid(), subId: z.uuid() });
