import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PHONE_COUNTRY,
  PHONE_COUNTRIES,
  PHONE_COUNTRY_CODES,
  formatPhone,
  maxNationalLength,
  normalizePhone,
  parsePhone,
  phoneMaskFor,
} from './phone.ts';

describe('PHONE_COUNTRIES', () => {
  it('describes Brazil and Paraguay', () => {
    expect(PHONE_COUNTRY_CODES).toEqual(['BR', 'PY']);
    expect(DEFAULT_PHONE_COUNTRY).toBe('BR');
    expect(PHONE_COUNTRIES.BR.dialCode).toBe('55');
    expect(PHONE_COUNTRIES.PY.dialCode).toBe('595');
    expect(PHONE_COUNTRIES.BR.code).toBe('BR');
    expect(PHONE_COUNTRIES.PY.code).toBe('PY');
    expect(PHONE_COUNTRIES.BR.masks.map((m) => m.pattern)).toEqual(['(00) 0000-0000', '(00) 00000-0000']);
    expect(PHONE_COUNTRIES.PY.masks.length).toBeGreaterThan(1);
  });

  it('knows the longest national number of each country', () => {
    expect(maxNationalLength('BR')).toBe(11);
    expect(maxNationalLength('PY')).toBe(9);
  });
});

describe('formatPhone (Brazil)', () => {
  it('uses (00) 0000-0000 for 10 digits and (00) 00000-0000 for 11', () => {
    expect(formatPhone('1134567890', 'BR')).toBe('(11) 3456-7890');
    expect(formatPhone('11987654321', 'BR')).toBe('(11) 98765-4321');
  });

  it('applies the mask progressively while typing', () => {
    expect(formatPhone('', 'BR')).toBe('');
    expect(formatPhone('1', 'BR')).toBe('(1');
    expect(formatPhone('11', 'BR')).toBe('(11');
    expect(formatPhone('119', 'BR')).toBe('(11) 9');
    expect(formatPhone('119876', 'BR')).toBe('(11) 9876');
    expect(formatPhone('1198765', 'BR')).toBe('(11) 9876-5');
    expect(formatPhone('119876543', 'BR')).toBe('(11) 9876-543');
  });

  it('ignores non-digits and drops digits beyond 11', () => {
    expect(formatPhone('(11) 98765-4321', 'BR')).toBe('(11) 98765-4321');
    expect(formatPhone('119876543210', 'BR')).toBe('(11) 98765-4321');
    expect(formatPhone('abc', 'BR')).toBe('');
  });
});

describe('formatPhone (Paraguay)', () => {
  it('formats a mobile number (9XX) as (000) 000-000', () => {
    expect(phoneMaskFor('981123456', 'PY')).toBe('(000) 000-000');
    expect(formatPhone('981123456', 'PY')).toBe('(981) 123-456');
    expect(formatPhone('9', 'PY')).toBe('(9');
    expect(formatPhone('9811', 'PY')).toBe('(981) 1');
  });

  it('formats an Asunción landline (21) as (00) 000-0000', () => {
    expect(phoneMaskFor('211234567', 'PY')).toBe('(00) 000-0000');
    expect(formatPhone('211234567', 'PY')).toBe('(21) 123-4567');
    expect(formatPhone('21123', 'PY')).toBe('(21) 123');
  });

  it('formats a 2-digit area code landline as (00) 000-000', () => {
    expect(formatPhone('61500000', 'PY')).toBe('(61) 500-000');
    expect(formatPhone('2', 'PY')).toBe('(2');
  });

  it('formats a 3-digit area code landline as (000) 000-000 once the ninth digit arrives', () => {
    expect(formatPhone('33627200', 'PY')).toBe('(33) 627-200');
    expect(formatPhone('336272000', 'PY')).toBe('(336) 272-000');
  });

  it('drops digits beyond 9', () => {
    expect(formatPhone('9811234567', 'PY')).toBe('(981) 123-456');
    expect(formatPhone('2112345678', 'PY')).toBe('(21) 123-4567');
  });
});

describe('normalizePhone', () => {
  it('turns empty input into null', () => {
    expect(normalizePhone('', 'BR')).toBeNull();
    expect(normalizePhone('() -', 'PY')).toBeNull();
    expect(normalizePhone(null, 'BR')).toBeNull();
    expect(normalizePhone(undefined, 'BR')).toBeNull();
  });

  it('keeps only digits and prepends the country prefix', () => {
    expect(normalizePhone('(11) 98765-4321', 'BR')).toBe('5511987654321');
    expect(normalizePhone('(11) 3456-7890', 'BR')).toBe('551134567890');
    expect(normalizePhone('(981) 123-456', 'PY')).toBe('595981123456');
    expect(normalizePhone('(61) 500-000', 'PY')).toBe('59561500000');
  });

  it('does not prepend the prefix twice', () => {
    expect(normalizePhone('+55 (11) 98765-4321', 'BR')).toBe('5511987654321');
    expect(normalizePhone('5511987654321', 'BR')).toBe('5511987654321');
    expect(normalizePhone('+595 981 123 456', 'PY')).toBe('595981123456');
  });

  it('still prefixes a Brazilian national number whose area code is 55', () => {
    expect(normalizePhone('(55) 99999-9999', 'BR')).toBe('5555999999999');
    expect(normalizePhone('(55) 3222-1111', 'BR')).toBe('555532221111');
  });
});

describe('parsePhone', () => {
  it('reads Brazilian and Paraguayan stored values', () => {
    expect(parsePhone('5511987654321')).toEqual({ country: 'BR', national: '11987654321' });
    expect(parsePhone('551134567890')).toEqual({ country: 'BR', national: '1134567890' });
    expect(parsePhone('5555999999999')).toEqual({ country: 'BR', national: '55999999999' });
    expect(parsePhone('595981123456')).toEqual({ country: 'PY', national: '981123456' });
    expect(parsePhone('59561500000')).toEqual({ country: 'PY', national: '61500000' });
  });

  it('round-trips with normalizePhone', () => {
    for (const [value, country] of [
      ['(11) 98765-4321', 'BR'],
      ['(55) 99999-9999', 'BR'],
      ['(981) 123-456', 'PY'],
      ['(21) 123-4567', 'PY'],
    ] as const) {
      const stored = normalizePhone(value, country);
      const parsed = parsePhone(stored);
      expect(parsed.country).toBe(country);
      expect(formatPhone(parsed.national, parsed.country)).toBe(value);
    }
  });

  it('reads legacy values without a prefix as Brazilian national digits', () => {
    expect(parsePhone('(11) 98765-4321')).toEqual({ country: 'BR', national: '11987654321' });
    expect(parsePhone('55999999999')).toEqual({ country: 'BR', national: '55999999999' });
  });

  it('gives Brazil with empty digits for null or empty', () => {
    expect(parsePhone(null)).toEqual({ country: 'BR', national: '' });
    expect(parsePhone('')).toEqual({ country: 'BR', national: '' });
    expect(parsePhone(undefined)).toEqual({ country: 'BR', national: '' });
  });
});
