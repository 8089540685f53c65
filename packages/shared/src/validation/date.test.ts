import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dateInputFormat,
  parseTypedDate,
  DISPLAY_DATE_FORMAT,
  MAX_DURATION_SECONDS,
  calendarDate,
  durationToSeconds,
  formatDisplayDate,
  formatDuration,
  isBasicChars,
  isBirthDateInFuture,
  isValidDay,
  isValidDuration,
  isValidHour,
  isValidMinute,
  isValidMonth,
  isValidYear,
  parseDisplayDate,
  secondsToDuration,
  toDate,
  yearRange,
} from './date.ts';

const ymd = (date: Date | null): string | null =>
  date ? `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()} ${date.getHours()}:${date.getMinutes()}` : null;

describe('date-part rules', () => {
  it('days 1-31', () => {
    expect(isValidDay(0)).toBe(false);
    expect(isValidDay(1)).toBe(true);
    expect(isValidDay(31)).toBe(true);
    expect(isValidDay(32)).toBe(false);
    expect(isValidDay('01')).toBe(true);
    expect(isValidDay('31')).toBe(true);
    expect(isValidDay('00')).toBe(false);
    expect(isValidDay(1.5)).toBe(false);
    expect(isValidDay('1a')).toBe(false);
    expect(isValidDay('')).toBe(false);
    expect(isValidDay(-1)).toBe(false);
  });

  it('months 1-12', () => {
    expect(isValidMonth(0)).toBe(false);
    expect(isValidMonth(1)).toBe(true);
    expect(isValidMonth(12)).toBe(true);
    expect(isValidMonth(13)).toBe(false);
    expect(isValidMonth('12')).toBe(true);
    expect(isValidMonth('13')).toBe(false);
  });

  it('hours 0-23', () => {
    expect(isValidHour(-1)).toBe(false);
    expect(isValidHour(0)).toBe(true);
    expect(isValidHour('00')).toBe(true);
    expect(isValidHour(23)).toBe(true);
    expect(isValidHour(24)).toBe(false);
    expect(isValidHour('24')).toBe(false);
  });

  it('minutes 0-59', () => {
    expect(isValidMinute(0)).toBe(true);
    expect(isValidMinute(59)).toBe(true);
    expect(isValidMinute('59')).toBe(true);
    expect(isValidMinute(60)).toBe(false);
    expect(isValidMinute(-1)).toBe(false);
  });

  it('four-digit years', () => {
    expect(isValidYear(1000)).toBe(true);
    expect(isValidYear(2024)).toBe(true);
    expect(isValidYear(9999)).toBe(true);
    expect(isValidYear(999)).toBe(false);
    expect(isValidYear(10000)).toBe(false);
    expect(isValidYear('2024')).toBe(true);
    expect(isValidYear('024')).toBe(false);
    expect(isValidYear('0999')).toBe(false);
    expect(isValidYear('20245')).toBe(false);
    expect(isValidYear('20a4')).toBe(false);
  });
});

describe('parseDisplayDate', () => {
  it('uses the dd/MM/yyyy format', () => {
    expect(DISPLAY_DATE_FORMAT).toBe('dd/MM/yyyy');
  });

  it('parses a valid date at local midnight', () => {
    expect(ymd(parseDisplayDate('25/12/2024'))).toBe('2024-12-25 0:0');
    expect(ymd(parseDisplayDate('01/01/2000'))).toBe('2000-1-1 0:0');
    expect(ymd(parseDisplayDate('31/12/9999'))).toBe('9999-12-31 0:0');
  });

  it('accepts leap days only in leap years', () => {
    expect(ymd(parseDisplayDate('29/02/2024'))).toBe('2024-2-29 0:0');
    expect(ymd(parseDisplayDate('29/02/2000'))).toBe('2000-2-29 0:0');
    expect(parseDisplayDate('29/02/2023')).toBeNull();
    expect(parseDisplayDate('29/02/1900')).toBeNull();
  });

  it('rejects days that do not exist', () => {
    expect(parseDisplayDate('31/02/2024')).toBeNull();
    expect(parseDisplayDate('30/02/2024')).toBeNull();
    expect(parseDisplayDate('31/04/2024')).toBeNull();
    expect(parseDisplayDate('32/01/2024')).toBeNull();
    expect(parseDisplayDate('00/01/2024')).toBeNull();
    expect(parseDisplayDate('01/13/2024')).toBeNull();
    expect(parseDisplayDate('01/00/2024')).toBeNull();
  });

  it('rejects other formats', () => {
    expect(parseDisplayDate('1/1/2024')).toBeNull();
    expect(parseDisplayDate('01/01/24')).toBeNull();
    expect(parseDisplayDate('2024-01-01')).toBeNull();
    expect(parseDisplayDate('01-01-2024')).toBeNull();
    expect(parseDisplayDate('01/01/0999')).toBeNull();
    expect(parseDisplayDate('')).toBeNull();
  });
});

describe('typed dates (the one date input of the app)', () => {
  it('uses DD/MM/YYYY in Portuguese and Spanish, MM/DD/YYYY in English, with HH:mm when it takes a time', () => {
    expect(dateInputFormat('pt')).toBe('DD/MM/YYYY');
    expect(dateInputFormat('es')).toBe('DD/MM/YYYY');
    expect(dateInputFormat('en')).toBe('MM/DD/YYYY');
    expect(dateInputFormat('pt', true)).toBe('DD/MM/YYYY HH:mm');
  });
  it('reads the whole typed date in the language order, never a part of it', () => {
    expect(parseTypedDate('15/03/1990', 'pt')).toBe('1990-03-15');
    expect(parseTypedDate('31/12/2027', 'es')).toBe('2027-12-31');
    expect(parseTypedDate('03/15/1990', 'en')).toBe('1990-03-15');
    expect(parseTypedDate(' 15/03/1990 ', 'pt')).toBe('1990-03-15');
    expect(parseTypedDate('5/3/2027', 'pt')).toBe('2027-03-05');
    expect(parseTypedDate('31.12.2026', 'es')).toBe('2026-12-31');
    expect(parseTypedDate('15-03-1990', 'pt')).toBe('1990-03-15');
    expect(parseTypedDate('1990-03-15', 'en')).toBe('1990-03-15');
    for (const partial of ['', '1', '15', '15/0', '15/03', '15/03/19', '15/03/199', '15/03-1990', '05/03/27', 'ontem', 'abc']) {
      expect(parseTypedDate(partial, 'pt'), partial).toBeNull();
    }
  });
  it('refuses days that do not exist and out-of-range parts', () => {
    expect(parseTypedDate('29/02/2024', 'pt')).toBe('2024-02-29');
    expect(parseTypedDate('29/02/2023', 'pt')).toBeNull();
    expect(parseTypedDate('31/04/2026', 'pt')).toBeNull();
    expect(parseTypedDate('00/01/2026', 'pt')).toBeNull();
    expect(parseTypedDate('01/13/2026', 'pt')).toBeNull();
    expect(parseTypedDate('15/03/1990', 'en')).toBeNull();
    expect(parseTypedDate('01/01/0999', 'pt')).toBeNull();
  });
  it('with a time: 00:00 to 23:59 only', () => {
    expect(parseTypedDate('15/03/2026 00:00', 'pt', true)).toBe('2026-03-15 00:00:00');
    expect(parseTypedDate('15/03/2026 23:59', 'pt', true)).toBe('2026-03-15 23:59:00');
    expect(parseTypedDate('03/15/2026 08:30', 'en', true)).toBe('2026-03-15 08:30:00');
    expect(parseTypedDate('15/03/2026 24:00', 'pt', true)).toBeNull();
    expect(parseTypedDate('15/03/2026 12:60', 'pt', true)).toBeNull();
    expect(parseTypedDate('15/03/2026', 'pt', true)).toBeNull();
    expect(parseTypedDate('15/03/2026 8:30', 'pt', true)).toBeNull();
  });
});

describe('calendarDate', () => {
  it('builds existing days only', () => {
    expect(ymd(calendarDate(2024, 2, 29))).toBe('2024-2-29 0:0');
    expect(calendarDate(2023, 2, 29)).toBeNull();
    expect(calendarDate(2024, 0, 1)).toBeNull();
    expect(calendarDate(99, 1, 1)).toBeNull();
  });
});

describe('toDate and formatDisplayDate', () => {
  it('formats a Date as dd/MM/yyyy with padding', () => {
    expect(formatDisplayDate(new Date(2024, 0, 5))).toBe('05/01/2024');
    expect(formatDisplayDate(new Date(2024, 11, 31, 23, 59))).toBe('31/12/2024');
    expect(formatDisplayDate(new Date(2024, 1, 29))).toBe('29/02/2024');
  });

  it('formats a date-only ISO string as that calendar day', () => {
    expect(formatDisplayDate('2024-02-29')).toBe('29/02/2024');
    expect(formatDisplayDate('1990-05-12')).toBe('12/05/1990');
    expect(formatDisplayDate('2023-02-29')).toBe('');
  });

  it('formats an ISO date-time (local, without offset) by its local day', () => {
    expect(formatDisplayDate('2024-03-10T00:00:00')).toBe('10/03/2024');
    expect(formatDisplayDate('2024-03-10T23:59:59')).toBe('10/03/2024');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDisplayDate('')).toBe('');
    expect(formatDisplayDate('not a date')).toBe('');
    expect(formatDisplayDate(new Date(Number.NaN))).toBe('');
    expect(toDate('garbage')).toBeNull();
  });

  it('round-trips with parseDisplayDate', () => {
    for (const text of ['01/01/2000', '29/02/2024', '31/12/1999']) {
      const date = parseDisplayDate(text);
      expect(date).not.toBeNull();
      if (date) expect(formatDisplayDate(date)).toBe(text);
    }
  });
});

describe('yearRange', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('defaults to the current year and the ten following years', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 5, 15));
    expect(yearRange()).toEqual([2025, 2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035]);
  });

  it('defaults the end to start + 10', () => {
    const years = yearRange(1990);
    expect(years).toHaveLength(11);
    expect(years[0]).toBe(1990);
    expect(years[10]).toBe(2000);
  });

  it('includes both ends', () => {
    expect(yearRange(2020, 2022)).toEqual([2020, 2021, 2022]);
    expect(yearRange(2020, 2020)).toEqual([2020]);
    expect(yearRange(2022, 2020)).toEqual([]);
  });
});

describe('isBirthDateInFuture', () => {
  const today = new Date(2024, 5, 15, 10, 30);

  it('allows today and the past', () => {
    expect(isBirthDateInFuture(new Date(2024, 5, 15, 23, 59), today)).toBe(false);
    expect(isBirthDateInFuture(new Date(2024, 5, 14), today)).toBe(false);
    expect(isBirthDateInFuture('15/06/2024', today)).toBe(false);
    expect(isBirthDateInFuture('1990-05-12', today)).toBe(false);
  });

  it('rejects tomorrow and later', () => {
    expect(isBirthDateInFuture(new Date(2024, 5, 16, 0, 0), today)).toBe(true);
    expect(isBirthDateInFuture('16/06/2024', today)).toBe(true);
    expect(isBirthDateInFuture('2025-01-01', today)).toBe(true);
    expect(isBirthDateInFuture(new Date(2025, 0, 1), today)).toBe(true);
  });

  it('does not flag unreadable dates', () => {
    expect(isBirthDateInFuture('31/02/2030', today)).toBe(false);
    expect(isBirthDateInFuture('', today)).toBe(false);
  });

  it('uses the current date by default', () => {
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    expect(isBirthDateInFuture(tomorrow)).toBe(true);
    expect(isBirthDateInFuture(new Date())).toBe(false);
  });
});

describe('duration HH:MM:SS', () => {
  it('accepts up to 23:59:59', () => {
    expect(isValidDuration('00:00:00')).toBe(true);
    expect(isValidDuration('00:01:00')).toBe(true);
    expect(isValidDuration('23:59:59')).toBe(true);
    expect(isValidDuration('12:30:45')).toBe(true);
  });

  it('rejects out-of-range parts', () => {
    expect(isValidDuration('24:00:00')).toBe(false);
    expect(isValidDuration('23:60:00')).toBe(false);
    expect(isValidDuration('23:59:60')).toBe(false);
    expect(isValidDuration('99:99:99')).toBe(false);
  });

  it('rejects other formats', () => {
    expect(isValidDuration('1:00:00')).toBe(false);
    expect(isValidDuration('01:00')).toBe(false);
    expect(isValidDuration('01:00:00:00')).toBe(false);
    expect(isValidDuration('aa:bb:cc')).toBe(false);
    expect(isValidDuration('')).toBe(false);
  });

  it('converts to and from seconds', () => {
    expect(MAX_DURATION_SECONDS).toBe(86399);
    expect(durationToSeconds('23:59:59')).toBe(86399);
    expect(durationToSeconds('01:05:30')).toBe(3930);
    expect(durationToSeconds('24:00:00')).toBeNull();
    expect(secondsToDuration(3930)).toBe('01:05:30');
    expect(secondsToDuration(0)).toBe('00:00:00');
    expect(secondsToDuration(86399)).toBe('23:59:59');
    expect(secondsToDuration(86400)).toBe('23:59:59');
    expect(secondsToDuration(-5)).toBe('00:00:00');
    expect(secondsToDuration(59.9)).toBe('00:00:59');
  });
});

describe('formatDuration', () => {
  it("reads '< 1 min' under one minute", () => {
    expect(formatDuration(0)).toBe('< 1 min');
    expect(formatDuration(59)).toBe('< 1 min');
    expect(formatDuration(59.99)).toBe('< 1 min');
    expect(formatDuration(-10)).toBe('< 1 min');
    expect(formatDuration(Number.NaN)).toBe('< 1 min');
  });

  it('shows minutes under one hour', () => {
    expect(formatDuration(60)).toBe('1 min');
    expect(formatDuration(119)).toBe('1 min');
    expect(formatDuration(720)).toBe('12 min');
    expect(formatDuration(3599)).toBe('59 min');
  });

  it('shows hours with two-digit minutes', () => {
    expect(formatDuration(3600)).toBe('1 h 00 min');
    expect(formatDuration(3900)).toBe('1 h 05 min');
    expect(formatDuration(86399)).toBe('23 h 59 min');
    expect(formatDuration(90000)).toBe('25 h 00 min');
  });
});

describe('isBasicChars', () => {
  it('accepts letters, numbers, underscore and hyphen', () => {
    expect(isBasicChars('abc_DEF-123')).toBe(true);
    expect(isBasicChars('_')).toBe(true);
    expect(isBasicChars('-')).toBe(true);
    expect(isBasicChars('')).toBe(true);
  });

  it.each([' ', 'a b', 'a.b', 'a/b', 'a@b', 'ção', 'a!', 'tab\t'])('rejects %j', (value) => {
    expect(isBasicChars(value)).toBe(false);
  });
});
