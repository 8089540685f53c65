import { EXPORT_SHEET_NAME, exportFileName } from '@plataforma/shared';

/** A cell of the exported sheet: text, number, date (shown dd/mm/yyyy hh:mm), or empty. */
export type ExportCell = string | number | Date | null | undefined;
export type ExportColumn = { key: string; title: string };

type ExcelModule = typeof import('exceljs');

/** exceljs is loaded on demand (it is large and only needed when exporting). */
const loadExcel = async (): Promise<ExcelModule> => {
  const module = await import('exceljs');
  return (module as unknown as { default?: ExcelModule }).default ?? module;
};

/**
 * The .xlsx of a table (1-shell §7): one sheet 'Dados', a bold header row with the chosen columns' titles,
 * frozen under the header with an auto-filter, and columns sized to their content.
 */
export async function buildXlsx(columns: readonly ExportColumn[], rows: readonly (readonly ExportCell[])[]): Promise<ArrayBuffer> {
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(EXPORT_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column, index) => {
    const longest = rows.reduce((max, row) => {
      const value = row[index];
      const length = value instanceof Date ? 16 : String(value ?? '').length;
      return Math.max(max, length);
    }, column.title.length);
    return { header: column.title, key: column.key, width: Math.min(Math.max(longest + 2, 10), 60) };
  });
  for (const row of rows) sheet.addRow(row.map((value) => (value === undefined ? null : value)));
  const header = sheet.getRow(1);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF344054' } };
  header.alignment = { vertical: 'middle' };
  header.height = 20;
  columns.forEach((_, index) => {
    const column = sheet.getColumn(index + 1);
    if (rows.some((row) => row[index] instanceof Date)) column.numFmt = 'dd/mm/yyyy hh:mm';
  });
  if (columns.length > 0) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

/** Saves a Blob as a file through a temporary link. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Builds and downloads the table's .xlsx, named '<title>_<date>_<time>.xlsx'; returns the file name. */
export async function exportXlsx(title: string, columns: readonly ExportColumn[], rows: readonly (readonly ExportCell[])[]): Promise<string> {
  const buffer = await buildXlsx(columns, rows);
  const fileName = exportFileName(title);
  downloadBlob(new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), fileName);
  return fileName;
}

/**
 * Every record of a paged list (for the export): reads pages of 50 until the total is reached, at most `limit` rows.
 */
export async function fetchAllPages<T>(
  fetchPage: (pageNumber: number, pageSize: number) => Promise<{ data: T[]; totalItems: number }>,
  limit = 10_000,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; rows.length < limit; page += 1) {
    const reply = await fetchPage(page, 50);
    rows.push(...reply.data);
    if (reply.data.length === 0 || rows.length >= reply.totalItems) break;
  }
  return rows.slice(0, limit);
}
