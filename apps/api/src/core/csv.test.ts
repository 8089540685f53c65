import { describe, expect, it } from 'vitest';
import { formatCsvDate, toCsv } from './csv.ts';

describe('formatCsvDate', () => {
  it('writes a timestamp as the screen shows it, in the platform zone and the language', () => {
    expect(formatCsvDate('2026-03-07T15:04:05.123Z', 'pt')).toBe('07/03/2026 12:04');
    expect(formatCsvDate('2026-03-07T15:04:05Z', 'es')).toBe('07/03/2026 12:04');
    expect(formatCsvDate('2026-03-07T15:04:05Z', 'en')).toBe('03/07/2026 12:04');
    expect(formatCsvDate(new Date('2026-12-31T02:30:00Z'), 'pt')).toBe('30/12/2026 23:30');
    expect(formatCsvDate('2026-03-07 15:04:05+00', 'pt')).toBe('07/03/2026 12:04');
  });

  it('writes a calendar day without moving it to another day', () => {
    expect(formatCsvDate('2026-03-07', 'pt')).toBe('07/03/2026');
    expect(formatCsvDate('2026-03-07', 'en')).toBe('03/07/2026');
  });

  it('leaves other cells as they are', () => {
    for (const value of ['Seção 2026-03', '2026', 12, true, null, undefined, '']) expect(formatCsvDate(value, 'pt')).toBe(value);
  });
});

describe('toCsv', () => {
  it('formats the dates of the rows, not the header', () => {
    const csv = toCsv(['Nome', 'Criado em'], [['Ana', '2026-03-07T15:04:05Z']], 'pt');
    expect(csv).toBe('\uFEFFNome;Criado em\r\nAna;07/03/2026 12:04\r\n');
  });
});
