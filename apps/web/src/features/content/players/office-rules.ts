import type { MidiaInfo } from '@plataforma/shared/content';

/** Office documents the browser shows itself when the server has no converter to PDF. */
export type OfficeKind = 'docx' | 'xlsx';

const MIME_KINDS: Readonly<Record<string, OfficeKind>> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};

/** The kind of an object's document by its stored type (read from the content on upload), else by its file name. */
export function officeKindOf(info: Pick<MidiaInfo, 'fileType' | 'fileName'>): OfficeKind | null {
  const byType = info.fileType ? MIME_KINDS[info.fileType] : undefined;
  if (byType) return byType;
  const extension = info.fileName?.split('.').pop()?.toLowerCase();
  return extension === 'docx' || extension === 'xlsx' ? extension : null;
}

/** A workbook is shown up to this many rows and columns per sheet (a note says when there is more). */
export const SHEET_MAX_ROWS = 1000;
export const SHEET_MAX_COLUMNS = 50;

export type SheetView = { name: string; rows: string[][]; truncated: boolean };

type CellValue = unknown;

/**
 * The text a cell shows: numbers and booleans as written, dates as dd/mm/yyyy (with the time when it has one, in UTC as
 * spreadsheets store them), formulas by their result, rich text and links by their text, errors by their code.
 */
export function sheetCellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    const day = `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
    const hasTime = value.getUTCHours() + value.getUTCMinutes() + value.getUTCSeconds() > 0;
    return hasTime ? `${day} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}` : day;
  }
  if (typeof value === 'object') {
    const cell = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: string; formula?: string };
    if (Array.isArray(cell.richText)) return cell.richText.map((part) => part.text).join('');
    if ('result' in cell) return sheetCellText(cell.result);
    if (cell.text !== undefined) return sheetCellText(cell.text);
    if (typeof cell.error === 'string') return cell.error;
  }
  return '';
}
