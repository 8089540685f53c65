import { durationToSeconds, issueMessage, secondsToDuration, translate, type Language } from '@plataforma/shared';
import {
  MIDIA_ACCEPTED_EXTENSIONS,
  isFileTipo,
  midiaSourceIssue,
  saveMidiaRequestSchema,
  watermarkSchema,
  type Midia,
  type MidiaTipo,
  type SaveMidiaRequest,
  type ScormType,
  type Watermark,
} from '@plataforma/shared/content';

/**
 * The repository object form (3-admin §3 'Repository object'): its values, how an object fills them, how they become
 * the POST/PUT midia body, and the checks run before saving (the shared contract plus the source rule of §5).
 */

export type MidiaFormValues = {
  tipo: MidiaTipo | null;
  nome: string;
  descricao: string;
  objectCode: string;
  /** yyyy-MM-dd or null. */
  expirationDate: string | null;
  /** HH:MM:SS or empty (the server fills it from the file). */
  duration: string;
  categoryId: string | null;
  competenciesIds: string[];
  link: string;
  scormType: ScormType | null;
  active: boolean;
  downloadable: boolean;
  disableFastForward: boolean;
  embedded: boolean;
  qrCode: boolean;
  watermark: Watermark;
  /** Name of the main file chosen in the form (sent after the object is saved). */
  fileName: string | null;
};

/** Largest number of skills of an object (the same limit as the profile editor, 1-shell §9). */
export const MIDIA_SKILLS_MAX = 10;

export const WATERMARK_FIELDS = ['userName', 'email', 'company', 'unit', 'department', 'position', 'dateTime', 'ip'] as const satisfies readonly (keyof Watermark)[];

export const emptyWatermark = (): Watermark => watermarkSchema.parse({});

/** A new object's values; `watermark` is the company's default (watermarkFromCompanyDefaults) when known. */
export const emptyMidiaValues = (tipo: MidiaTipo | null = null, watermark: Watermark = emptyWatermark()): MidiaFormValues => ({
  tipo,
  nome: '',
  descricao: '',
  objectCode: '',
  expirationDate: null,
  duration: '',
  categoryId: null,
  competenciesIds: [],
  link: '',
  scormType: null,
  active: true,
  downloadable: false,
  disableFastForward: false,
  embedded: false,
  qrCode: false,
  watermark,
  fileName: null,
});

export function midiaToValues(midia: Midia): MidiaFormValues {
  return {
    tipo: midia.tipo,
    nome: midia.nome,
    descricao: midia.descricao ?? '',
    objectCode: midia.objectCode ?? '',
    expirationDate: midia.expirationDate ? midia.expirationDate.slice(0, 10) : null,
    duration: midia.duration === null ? '' : secondsToDuration(midia.duration),
    categoryId: midia.categoryId,
    competenciesIds: [...midia.competenciesIds],
    link: midia.link ?? '',
    scormType: midia.scormType,
    active: midia.active,
    downloadable: midia.downloadable,
    disableFastForward: midia.disableFastForward,
    embedded: midia.embedded,
    qrCode: midia.qrCode,
    watermark: { ...emptyWatermark(), ...midia.watermark },
    fileName: null,
  };
}

/** Kinds with a PDF watermark. */
export const hasWatermark = (tipo: MidiaTipo | null) => tipo === 'pdf' || tipo === 'documento';
/** Kinds played by the video player (fast-forward lock, cover, subtitles, chapters). */
export const isVideo = (tipo: MidiaTipo | null) => tipo === 'video';
/** Kinds whose duration means something. */
export const hasDuration = (tipo: MidiaTipo | null) => tipo === 'video' || tipo === 'audio' || tipo === 'scorm' || tipo === 'link';
/** Kinds that take a main file in the drop zone. */
export const takesFile = (tipo: MidiaTipo | null): boolean => tipo !== null && isFileTipo(tipo);
export const acceptedExtensions = (tipo: MidiaTipo | null): readonly string[] => (tipo && isFileTipo(tipo) ? MIDIA_ACCEPTED_EXTENSIONS[tipo] : []);

/**
 * The POST/PUT midia body. Fields that do not belong to the kind are sent empty: a link only for link objects, the
 * SCORM type only for SCORM, the fast-forward lock only for videos, the watermark only for PDF and documents.
 */
export function valuesToRequest(values: MidiaFormValues): SaveMidiaRequest {
  const tipo = values.tipo ?? 'link';
  const duration = values.duration.trim() ? durationToSeconds(values.duration) : null;
  const watermark = hasWatermark(tipo) ? { ...values.watermark } : emptyWatermark();
  if (!watermark.enabled) for (const field of WATERMARK_FIELDS) watermark[field] = false;
  return {
    nome: values.nome.trim(),
    descricao: values.descricao.trim() || null,
    tipo,
    expirationDate: values.expirationDate || null,
    duration: hasDuration(tipo) ? duration : null,
    categoryId: values.categoryId || null,
    competenciesIds: [...values.competenciesIds],
    sectionsIds: [],
    link: tipo === 'link' ? values.link.trim() || null : null,
    fileName: takesFile(tipo) ? values.fileName : null,
    objectCode: values.objectCode.trim() || null,
    scormType: tipo === 'scorm' ? values.scormType : null,
    active: values.active,
    downloadable: values.downloadable,
    disableFastForward: tipo === 'video' ? values.disableFastForward : false,
    embedded: values.embedded,
    qrCode: values.qrCode,
    watermark,
  };
}

/**
 * Problems of the form, keyed by field, in the person's language: a kind chosen, the contract's rules (name required,
 * lengths), the duration format, then 'cannot be saved without a file, a valid link or a scorm type' with the
 * server's own wording. `hasStoredFile`: the object already holds its main file.
 */
export function validateMidiaValues(values: MidiaFormValues, hasStoredFile: boolean, language: Language): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.tipo) errors.tipo = translate('validation.required', language);
  if (values.duration.trim() && durationToSeconds(values.duration) === null) errors.duration = translate('validation.duration', language);
  const body = valuesToRequest(values);
  const parsed = saveMidiaRequestSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      if (path === 'duration') continue;
      if (!(path in errors)) errors[path] = issueMessage(issue as Parameters<typeof issueMessage>[0], language);
    }
  }
  if (values.tipo) {
    const source = midiaSourceIssue({ tipo: values.tipo, link: body.link, scormType: body.scormType, fileName: body.fileName, qrCode: body.qrCode }, hasStoredFile);
    if (source && !(source.field in errors)) errors[source.field] = translate(source.key, language);
  }
  return errors;
}

/** The file's extension, lower-case, without the dot ('' without one). */
export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** Extensions a browser gives for the types the server names otherwise (it detects the content: 'cfb', 'jpg'). */
const EXTENSION_ALIASES: Record<string, string> = { jpeg: 'jpg', jfif: 'jpg', doc: 'cfb', xls: 'cfb', ppt: 'cfb', mpeg: 'mpg', qt: 'mov' };
/** MIME subtypes of the accepted types, for files whose name has no extension. */
const MIME_ALIASES: Record<string, string> = {
  jpeg: 'jpg',
  quicktime: 'mov',
  'x-matroska': 'mkv',
  'x-msvideo': 'avi',
  mpeg: 'mp3',
  'x-wav': 'wav',
  wave: 'wav',
  msword: 'cfb',
  'vnd.ms-excel': 'cfb',
  'vnd.ms-powerpoint': 'cfb',
  'vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'vnd.oasis.opendocument.text': 'odt',
  'vnd.oasis.opendocument.spreadsheet': 'ods',
  'vnd.oasis.opendocument.presentation': 'odp',
  'x-zip-compressed': 'zip',
};

/** How the accepted list is shown to people: '.doc/.xls/.ppt' for the legacy office files. */
export const acceptedLabel = (extensions: readonly string[]) =>
  extensions.map((e) => (e === 'cfb' ? '.doc, .xls, .ppt' : `.${e}`)).join(', ');

export type FileProblem = { key: 'validation.fileType'; params: { accepted: string } } | { key: 'validation.fileSizeExceeds'; params: { size: number; unit: 'MB' | 'KB' } };

/**
 * The file-drop rule (1-shell §5) for a repository file: its type must be one the kind accepts (by the name's
 * extension, else the MIME subtype), then its size at most `maxMb` MB (divisor 1048576). The server checks the content
 * again.
 */
export function checkMidiaFile(file: { name: string; type: string; size: number }, accepted: readonly string[], maxMb: number): FileProblem | null {
  const raw = extensionOf(file.name);
  const extension = EXTENSION_ALIASES[raw] ?? raw;
  const subtype = file.type.includes('/') ? file.type.split('/')[1].split(';')[0].trim().toLowerCase() : '';
  const fromMime = MIME_ALIASES[subtype] ?? subtype;
  const ok = extension ? accepted.includes(extension) : accepted.includes(fromMime);
  if (!ok) return { key: 'validation.fileType', params: { accepted: acceptedLabel(accepted) } };
  if (file.size / 1048576 > maxMb) return { key: 'validation.fileSizeExceeds', params: { size: maxMb, unit: 'MB' } };
  return null;
}

/** The server reads a file's type from its first megabyte (content.upload.ts SNIFF_BYTES): so does the browser. */
const SNIFF_BYTES = 1024 * 1024;

/**
 * The type of a chosen file read from its content, with the library and the bytes the server uses (file-type, first
 * megabyte), so a file the server would refuse (a text file named .mp4) is refused at once, before anything is sent
 * or saved. The server checks again.
 */
export async function checkMidiaContent(file: Blob, accepted: readonly string[]): Promise<FileProblem | null> {
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  if (detected && accepted.includes(detected.ext)) return null;
  return { key: 'validation.fileType', params: { accepted: acceptedLabel(accepted) } };
}

/** The `accept` attribute of a file input for a list of extensions. */
export const acceptAttribute = (extensions: readonly string[]) =>
  extensions.flatMap((e) => (e === 'cfb' ? ['.doc', '.xls', '.ppt'] : e === 'jpg' ? ['.jpg', '.jpeg'] : [`.${e}`])).join(',');
