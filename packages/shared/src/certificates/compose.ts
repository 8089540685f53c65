import type { CertificateBackground, CertificateLayer, CertificateSide, CertificateStructure } from './structure.ts';

/**
 * Filling a layout with a person's data (2-learner §3 'Certificate': title, name, CPF, role, completion date,
 * workload, enrolment date, credential and content lists; 'Content lists are split in chunks of 26 lines per content
 * tag'). The same composition feeds the editor's preview, the PNG, the PDF and the public page.
 */
export const CERTIFICATE_CHUNK_LINES = 26;

/** One entry of a content list: a course item, a trail step or a course inside a step. Durations in minutes. */
export type CertificateContentEntry = { name: string; duration: number | null; items?: CertificateContentEntry[] };

/** The data a certificate shows (the spec's print fields). Dates are 'yyyy-MM-dd'; workload in minutes. */
export type CertificateValues = {
  title: string;
  nomeUsuario: string;
  cpf: string | null;
  cargo: string | null;
  cargaHoraria: number | null;
  dataInscricao: string | null;
  dataEmissao: string;
  credential: string;
  url: string;
  course: CertificateContentEntry[];
  trail: CertificateContentEntry[];
};

export type CertificateLocale = 'pt' | 'en' | 'es';

/** The placeholders, in the order the editor offers them; `content` ones are lists split in chunks. */
export const CERTIFICATE_PLACEHOLDERS = [
  { key: 'title', tag: '{{title}}', content: false },
  { key: 'nomeUsuario', tag: '{{nomeUsuario}}', content: false },
  { key: 'cpf', tag: '{{cpf}}', content: false },
  { key: 'cargo', tag: '{{cargo}}', content: false },
  { key: 'dataEmissao', tag: '{{dataEmissao}}', content: false },
  { key: 'cargaHoraria', tag: '{{cargaHoraria}}', content: false },
  { key: 'dataInscricao', tag: '{{dataInscricao}}', content: false },
  { key: 'credential', tag: '{{credential}}', content: false },
  { key: 'url', tag: '{{url}}', content: false },
  { key: 'course', tag: '{{course}}', content: true },
  { key: 'trail', tag: '{{trail}}', content: true },
] as const;
export type CertificatePlaceholder = (typeof CERTIFICATE_PLACEHOLDERS)[number]['key'];
type ContentKey = 'course' | 'trail';

const INTL: Record<CertificateLocale, string> = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' };
const HOURS: Record<CertificateLocale, [string, string]> = { pt: ['hora', 'horas'], en: ['hour', 'hours'], es: ['hora', 'horas'] };

/** 'yyyy-MM-dd' as a long date of the locale ('21 de novembro de 2026'); anything else as it is. */
export const formatCertificateDate = (date: string | null, locale: CertificateLocale): string => {
  if (!date) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) return date;
  const instant = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat(INTL[locale], { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(instant);
};

/** Minutes as a workload: '40 horas', '1 hora', '1h30', '45 min'; null or negative as ''. */
export const formatCertificateWorkload = (minutes: number | null, locale: CertificateLocale): string => {
  if (minutes === null || !Number.isFinite(minutes) || minutes < 0) return '';
  const whole = Math.round(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  if (rest === 0) return `${hours} ${HOURS[locale][hours === 1 ? 0 : 1]}`;
  return `${hours}h${String(rest).padStart(2, '0')}`;
};

/** An 11-digit CPF as 000.000.000-00; anything else as it is. */
export const formatCpf = (cpf: string | null): string => {
  if (!cpf) return '';
  const digits = cpf.replace(/\D/g, '');
  return digits.length === 11 ? `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}` : cpf;
};

/** A CPF for the public page: only the middle digits show (***.456.789-**). */
export const maskCpf = (cpf: string | null): string | null => {
  if (!cpf) return null;
  const digits = cpf.replace(/\D/g, '');
  return digits.length === 11 ? `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**` : null;
};

const entryLine = (e: CertificateContentEntry, depth: number, locale: CertificateLocale) => {
  const duration = formatCertificateWorkload(e.duration, locale);
  return `${'    '.repeat(depth)}${depth === 0 ? '•' : '–'} ${e.name}${duration ? ` (${duration})` : ''}`;
};

/** The lines of a content list: one per entry, nested items indented under theirs. */
export const contentLines = (entries: CertificateContentEntry[], locale: CertificateLocale, depth = 0): string[] =>
  entries.flatMap((e) => [entryLine(e, depth, locale), ...contentLines(e.items ?? [], locale, depth + 1)]);

/** Lines split in chunks of `size` (26); an empty list is one empty chunk. */
export const chunkLines = (lines: string[], size = CERTIFICATE_CHUNK_LINES): string[][] => {
  if (size < 1) throw new RangeError('size must be at least 1');
  if (lines.length === 0) return [[]];
  const chunks: string[][] = [];
  for (let i = 0; i < lines.length; i += size) chunks.push(lines.slice(i, i + size));
  return chunks;
};

const TAG = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

/** The plain values of the placeholders, formatted for the locale. */
export const placeholderValues = (v: CertificateValues, locale: CertificateLocale): Record<Exclude<CertificatePlaceholder, ContentKey>, string> => ({
  title: v.title,
  nomeUsuario: v.nomeUsuario,
  cpf: formatCpf(v.cpf),
  cargo: v.cargo ?? '',
  dataEmissao: formatCertificateDate(v.dataEmissao, locale),
  cargaHoraria: formatCertificateWorkload(v.cargaHoraria, locale),
  dataInscricao: formatCertificateDate(v.dataInscricao, locale),
  credential: v.credential,
  url: v.url,
});

/**
 * Fills the placeholders of a text: `content` gives the lines of each content tag for this page (a chunk); an
 * unknown tag stays as it was written.
 */
export const fillPlaceholders = (text: string, plain: Record<string, string>, content: Partial<Record<ContentKey, string[]>>): string =>
  text.replace(TAG, (whole, key: string) => {
    if (key === 'course' || key === 'trail') return (content[key] ?? []).join('\n');
    return Object.hasOwn(plain, key) ? (plain[key] as string) : whole;
  });

/** The content tags a list of layers uses. */
export const contentTagsOf = (layers: CertificateLayer[]): ContentKey[] => {
  const found = new Set<ContentKey>();
  for (const layer of layers) {
    if (layer.type !== 'text') continue;
    for (const m of layer.text.matchAll(TAG)) if (m[1] === 'course' || m[1] === 'trail') found.add(m[1]);
  }
  return [...found];
};

export type ComposedLayer =
  | (Extract<CertificateLayer, { type: 'text' }> & { source: string })
  | Extract<CertificateLayer, { type: 'image' }>
  | (Extract<CertificateLayer, { type: 'object' }> & { value: string });

/** One page to draw: a side with its background and its layers filled; `chunk` counts content chunks from 0. */
export type ComposedPage = { side: CertificateSide; chunk: number; background: CertificateBackground; layers: ComposedLayer[] };

export type CertificateView = 'front' | 'back' | 'both';

/**
 * The pages of a certificate: the front, then the back when the layout has one (`view` picks the sides). A side
 * whose text uses a content tag repeats once per chunk of 26 lines of the longest list it uses, each page showing
 * the next chunk; other placeholders are filled on every page.
 */
export const composeCertificate = (s: CertificateStructure, values: CertificateValues, locale: CertificateLocale, view: CertificateView = 'both'): ComposedPage[] => {
  const plain = placeholderValues(values, locale);
  const lists: Record<ContentKey, string[][]> = { course: chunkLines(contentLines(values.course, locale)), trail: chunkLines(contentLines(values.trail, locale)) };
  const sides: { side: CertificateSide; layers: CertificateLayer[]; background: CertificateBackground }[] = [];
  if (view !== 'back') sides.push({ side: 'front', layers: s.layers, background: s.settings.page.background });
  if (view !== 'front' && s.settings.page.backSide) sides.push({ side: 'back', layers: s.backLayers, background: s.settings.page.backBackground });
  return sides.flatMap(({ side, layers, background }) => {
    const tags = contentTagsOf(layers);
    const count = Math.max(1, ...tags.map((tag) => lists[tag].length));
    return Array.from({ length: count }, (_, chunk): ComposedPage => {
      const content = Object.fromEntries(tags.map((tag) => [tag, lists[tag][chunk] ?? []]));
      return {
        side,
        chunk,
        background,
        layers: layers.map((layer): ComposedLayer => {
          if (layer.type === 'text') return { ...layer, source: layer.text, text: fillPlaceholders(layer.text, plain, content) };
          if (layer.type === 'object') return { ...layer, value: values.url };
          return layer;
        }),
      };
    });
  });
};

/** Example data for the editor's preview, in the locale. */
export const sampleCertificateValues = (locale: CertificateLocale, tipo: 'Curso' | 'Formacao' = 'Curso'): CertificateValues => {
  const words = {
    pt: { title: 'Integração de novos colaboradores', name: 'Maria da Silva', role: 'Analista de Recursos Humanos', items: ['Boas-vindas', 'Cultura e valores', 'Segurança da informação', 'Avaliação final'] },
    en: { title: 'New employee onboarding', name: 'Mary Smith', role: 'HR Analyst', items: ['Welcome', 'Culture and values', 'Information security', 'Final assessment'] },
    es: { title: 'Integración de nuevos colaboradores', name: 'María García', role: 'Analista de Recursos Humanos', items: ['Bienvenida', 'Cultura y valores', 'Seguridad de la información', 'Evaluación final'] },
  }[locale];
  const items = words.items.map((name, i) => ({ name, duration: (i + 1) * 30 }));
  return {
    title: words.title,
    nomeUsuario: words.name,
    cpf: '12345678909',
    cargo: words.role,
    cargaHoraria: 600,
    dataInscricao: '2026-10-01',
    dataEmissao: '2026-11-20',
    credential: 'AB12CD34EF56',
    url: 'https://plataforma.example/certificadousuario/AB12CD34EF56/public',
    course: tipo === 'Curso' ? items : [],
    trail: tipo === 'Formacao' ? [{ name: words.title, duration: 600, items }] : [],
  };
};
