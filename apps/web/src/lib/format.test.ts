import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, initialsOf, subDomainOf } from './format.ts';

describe('formatDate', () => {
  it('uses dd/MM/yyyy in pt and es, MM/dd/yyyy in en', () => {
    const date = new Date(2026, 2, 7, 12);
    expect(formatDate(date, 'pt')).toBe('07/03/2026');
    expect(formatDate(date, 'es')).toBe('07/03/2026');
    expect(formatDate(date, 'en')).toBe('03/07/2026');
  });

  it('is empty for missing or invalid dates', () => {
    expect(formatDate(null, 'pt')).toBe('');
    expect(formatDate('', 'pt')).toBe('');
    expect(formatDate('not a date', 'pt')).toBe('');
  });
});

describe('formatNumber', () => {
  it('groups by locale', () => {
    expect(formatNumber(1234.5, 'pt')).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
  });
});

describe('initialsOf', () => {
  it.each([
    ['Ana Administradora', 'AA'],
    ['maria da silva', 'MS'],
    ['João dos Santos de Oliveira', 'JO'],
    ['  Demo  ', 'D'],
    ['', ''],
    [null, ''],
    ['Élio', 'É'],
    ['Importado 01', 'I'],
    ['Importado 01 Silva', 'IS'],
    ['01 Importado', 'I'],
    ['(Ana) Souza', 'AS'],
    ['Maria 2ª Turma', 'MT'],
    ['007', '0'],
    ['da Silva', 'S'],
  ])('%s -> %s', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });
});

describe('subDomainOf', () => {
  it.each([
    ['acme.plataforma.com.br', 'acme'],
    ['ACME.example.com', 'acme'],
    ['demo.localhost', 'demo'],
    ['localhost', ''],
    ['127.0.0.1', ''],
    ['::1', ''],
    ['[::1]', ''],
    ['intranet', ''],
    ['', ''],
  ])('%s -> %j', (host, expected) => {
    expect(subDomainOf(host)).toBe(expected);
  });
});
