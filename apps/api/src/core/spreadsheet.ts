import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { checkZipArchive } from './zip-guard';

/**
 * Spreadsheets: reading an uploaded .xls or .xlsx (SheetJS reads both the old binary format and the new one; exceljs
 * reads only .xlsx — decision 0005) and writing .xlsx files (templates, reports) with exceljs.
 */

export type Cell = string | number | boolean | Date | null;

/** The file's kind by its first bytes: OLE2 compound file (.xls) or ZIP (.xlsx); null for anything else. */
export const spreadsheetKind = (buffer: Buffer): 'xls' | 'xlsx' | null => {
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) return 'xls';
  if (buffer.length >= 4 && buffer.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx';
  return null;
};

/** An .xlsx is a zip that SheetJS inflates in memory: past 256 MB of XML (or a bomb's ratio) it is refused first. */
export const SPREADSHEET_MAX_INFLATED_BYTES = 256 * 1024 * 1024;

/**
 * The rows of the first sheet, each an array of cell values (numbers for numeric and date cells, as stored), blank
 * rows kept so row numbers match the spreadsheet's. An .xlsx goes through the zip-bomb guard first (core/zip-guard.ts:
 * an AppError 'files.*' to pass on as it is); any other failure means the file cannot be read.
 */
export const readFirstSheet = async (buffer: Buffer): Promise<Cell[][]> => {
  if (spreadsheetKind(buffer) === 'xlsx') await checkZipArchive(buffer, { maxTotalBytes: SPREADSHEET_MAX_INFLATED_BYTES });
  const book = XLSX.read(buffer, { type: 'buffer', cellDates: false, cellFormula: false, cellHTML: false, dense: true });
  const name = book.SheetNames[0];
  const sheet = name ? book.Sheets[name] : undefined;
  if (!sheet) return [];
  return XLSX.utils.sheet_to_json<Cell[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true });
};

export type SheetSpec = {
  name: string;
  /** Header row (bold, frozen). */
  header: string[];
  rows: (string | number | null)[][];
  /** Column widths in characters (default from the header). */
  widths?: number[];
};

/** An .xlsx file with the given sheets. */
export const writeWorkbook = async (sheets: SheetSpec[]): Promise<Buffer> => {
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  for (const spec of sheets) {
    const sheet = book.addWorksheet(spec.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.addRow(spec.header).font = { bold: true };
    for (const row of spec.rows) sheet.addRow(row);
    spec.header.forEach((title, index) => {
      sheet.getColumn(index + 1).width = spec.widths?.[index] ?? Math.min(60, Math.max(12, title.length + 4));
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
};

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
