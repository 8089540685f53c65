import { writeWorkbook } from '../../core/spreadsheet';

type Value = string | number | null;

export type ImportTemplate = {
  /** The sheet the import reads (the first): its header row and one example row below it. */
  data: { name: string; header: string[]; example: Value[]; widths?: number[] };
  /** Accepted values, one column each (optional). */
  lists?: { name: string; columns: { header: string; values: string[] }[] };
  /** The instructions sheet: one row per line of `text` (lines split on '\n'). */
  instructions: { name: string; text: string };
};

/**
 * The spreadsheet to fill of every import kind (users, batch enrolment), in one style: the data sheet with the header
 * and an example row, then the accepted values when the kind has lists, then the instructions, a line per row.
 */
export const writeImportTemplate = (template: ImportTemplate): Promise<Buffer> => {
  const { data, lists, instructions } = template;
  const longest = Math.max(0, ...(lists?.columns.map((c) => c.values.length) ?? []));
  return writeWorkbook([
    { name: data.name, header: data.header, rows: [data.example], widths: data.widths },
    ...(lists
      ? [{ name: lists.name, header: lists.columns.map((c) => c.header), rows: Array.from({ length: longest }, (_, i) => lists.columns.map((c) => c.values[i] ?? null)) }]
      : []),
    {
      name: instructions.name,
      header: [instructions.name],
      rows: instructions.text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => [line]),
      widths: [140],
    },
  ]);
};
