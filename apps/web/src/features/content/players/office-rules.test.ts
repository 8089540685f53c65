import { describe, expect, it } from 'vitest';
import { officeKindOf, sheetCellText } from './office-rules.ts';

describe('officeKindOf', () => {
  it('knows Word and Excel documents by their stored type, else by the name', () => {
    expect(officeKindOf({ fileType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', fileName: 'x.bin' })).toBe('docx');
    expect(officeKindOf({ fileType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', fileName: null })).toBe('xlsx');
    expect(officeKindOf({ fileType: null, fileName: 'Relatório.XLSX' })).toBe('xlsx');
    expect(officeKindOf({ fileType: 'application/vnd.oasis.opendocument.text', fileName: 'ata.odt' })).toBeNull();
    expect(officeKindOf({ fileType: 'application/x-cfb', fileName: 'antigo.doc' })).toBeNull();
  });
});

describe('sheetCellText', () => {
  it('shows what the cell shows', () => {
    expect(sheetCellText(null)).toBe('');
    expect(sheetCellText('Nome')).toBe('Nome');
    expect(sheetCellText(12.5)).toBe('12.5');
    expect(sheetCellText(true)).toBe('TRUE');
    expect(sheetCellText(new Date(Date.UTC(2027, 2, 15)))).toBe('15/03/2027');
    expect(sheetCellText(new Date(Date.UTC(2027, 2, 15, 9, 30)))).toBe('15/03/2027 09:30');
    expect(sheetCellText({ formula: 'A1+B1', result: 42 })).toBe('42');
    expect(sheetCellText({ richText: [{ text: 'Olá, ' }, { text: 'mundo' }] })).toBe('Olá, mundo');
    expect(sheetCellText({ text: 'site', hyperlink: 'https://exemplo.com' })).toBe('site');
    expect(sheetCellText({ error: '#DIV/0!' })).toBe('#DIV/0!');
  });
});
