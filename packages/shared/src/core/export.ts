/**
 * Table export rules (1-shell §5 and §7, 3-admin §5 and §9): at least one column is chosen; the file is an .xlsx
 * named from the title, the date and the time; its sheet is 'Dados'.
 */

export const EXPORT_SHEET_NAME = 'Dados';
export const EXPORT_EXTENSION = 'xlsx';

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * File name of an export: '<title>_<dd-MM-yyyy>_<HH-mm-ss>.xlsx' in local time. Characters that file systems refuse
 * (/ \ : * ? " < > |) and control characters are removed from the title, spaces collapse; an empty title is 'export'.
 */
export function exportFileName(title: string, now: Date = new Date(), extension: string = EXPORT_EXTENSION): string {
  const safe = title
    .replace(/[\\/:*?"<>|]/g, ' ')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[. ]+$/, '');
  const date = `${pad2(now.getDate())}-${pad2(now.getMonth() + 1)}-${now.getFullYear()}`;
  const time = `${pad2(now.getHours())}-${pad2(now.getMinutes())}-${pad2(now.getSeconds())}`;
  return `${safe || 'export'}_${date}_${time}.${extension}`;
}

/** The export needs at least one column (message 'export.noColumns' otherwise). */
export const canExport = (columns: readonly string[]): boolean => columns.length > 0;

/** Keeps the chosen columns in the table's order, dropping unknown keys. */
export function orderedExportColumns(all: readonly string[], chosen: readonly string[]): string[] {
  const picked = new Set(chosen);
  return all.filter((key) => picked.has(key));
}
