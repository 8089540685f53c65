import type { Language } from '@plataforma/shared';

/**
 * CSV exports (`GET {Resource}/csv`, 3-admin §7): ';' separated (what spreadsheet programs in pt-BR expect), UTF-8
 * with a byte-order mark, CRLF line ends. Cells that a spreadsheet would read as a formula (= + - @, tab, CR) are
 * prefixed with an apostrophe (CSV injection). Dates are written as the screens show them, in the person's language
 * (`formatCsvDate`): never a raw ISO timestamp.
 */
export type CsvCell = string | number | boolean | Date | null | undefined;

/** The zone the exports write times in: the platform's (as the watermark and the certificates' dates). */
export const CSV_TIME_ZONE = 'America/Sao_Paulo';

const LOCALES: Record<Language, string> = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' };
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;

/**
 * A date or time cell as the screens show it: a calendar day ('2026-03-07') as dd/MM/yyyy (MM/dd/yyyy in en), a
 * timestamp ('2026-03-07T15:04:05Z' or a Date) with its time, dd/MM/yyyy HH:mm in the platform's zone. Anything else is
 * returned as it is.
 */
export function formatCsvDate(value: CsvCell, lang: Language): CsvCell {
  const day = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  if (day) {
    const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12));
    return new Intl.DateTimeFormat(LOCALES[lang], { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
  }
  const instant = value instanceof Date ? value : typeof value === 'string' && ISO_TIMESTAMP.test(value) ? new Date(value) : null;
  if (!instant || Number.isNaN(instant.getTime())) return value;
  const parts = new Intl.DateTimeFormat(LOCALES[lang], {
    timeZone: CSV_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const date = lang === 'en' ? `${part('month')}/${part('day')}/${part('year')}` : `${part('day')}/${part('month')}/${part('year')}`;
  return `${date} ${part('hour')}:${part('minute')}`;
}

export const CSV_SEPARATOR = ';';

const FORMULA_START = /^[=+\-@\t\r]/;

export const csvCell = (value: CsvCell): string => {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The file: the header, then the rows, dates written in `lang` (`formatCsvDate`). */
export const toCsv = (header: readonly string[], rows: readonly (readonly CsvCell[])[], lang: Language): string =>
  `\uFEFF${[header, ...rows.map((row) => row.map((cell) => formatCsvDate(cell, lang)))].map((row) => row.map(csvCell).join(CSV_SEPARATOR)).join('\r\n')}\r\n`;

/** Content-Disposition of a download, with an ASCII fallback and the UTF-8 name (RFC 6266). */
export const attachment = (fileName: string): string => {
  const ascii = fileName.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '');
  return `attachment; filename="${ascii || 'export.csv'}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};
