import { describe, expect, it } from 'vitest';
import { EXPORT_SHEET_NAME, canExport, exportFileName, orderedExportColumns } from './export.ts';

describe('table export rules', () => {
  const at = new Date(2026, 3, 5, 9, 7, 3);

  it("names the sheet 'Dados'", () => {
    expect(EXPORT_SHEET_NAME).toBe('Dados');
  });

  it('names the file from the title, the date and the time', () => {
    expect(exportFileName('Departamentos', at)).toBe('Departamentos_05-04-2026_09-07-03.xlsx');
    expect(exportFileName('Cargos e funções', new Date(2026, 11, 31, 23, 59, 59))).toBe('Cargos e funções_31-12-2026_23-59-59.xlsx');
  });

  it('removes characters file systems refuse and falls back to "export"', () => {
    expect(exportFileName('Vendas / Marketing: "Q1"?', at)).toBe('Vendas Marketing Q1_05-04-2026_09-07-03.xlsx');
    expect(exportFileName('  ', at)).toBe('export_05-04-2026_09-07-03.xlsx');
    expect(exportFileName('a\tb\nc...', at)).toBe('a b c_05-04-2026_09-07-03.xlsx');
  });

  it('needs at least one column', () => {
    expect(canExport([])).toBe(false);
    expect(canExport(['nome'])).toBe(true);
  });

  it("keeps the table's column order", () => {
    expect(orderedExportColumns(['nome', 'ativo', 'createdAt'], ['createdAt', 'nome', 'desconhecida'])).toEqual(['nome', 'createdAt']);
  });
});
