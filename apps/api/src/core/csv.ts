/**
 * CSV exports (`GET {Resource}/csv`, 3-admin §7): ';' separated (what spreadsheet programs in pt-BR expect), UTF-8
 * with a byte-order mark, CRLF line ends. Cells that a spreadsheet would read as a formula (= + - @, tab, CR) are
 * prefixed with an apostrophe (CSV injection).
 */
export type CsvCell = string | number | boolean | null | undefined;

export const CSV_SEPARATOR = ';';

const FORMULA_START = /^[=+\-@\t\r]/;

export const csvCell = (value: CsvCell): string => {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const toCsv = (header: readonly string[], rows: readonly (readonly CsvCell[])[]): string =>
  `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(CSV_SEPARATOR)).join('\r\n')}\r\n`;

/** Content-Disposition of a download, with an ASCII fallback and the UTF-8 name (RFC 6266). */
export const attachment = (fileName: string): string => {
  const ascii = fileName.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '');
  return `attachment; filename="${ascii || 'export.csv'}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};
