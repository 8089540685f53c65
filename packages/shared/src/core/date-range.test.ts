import { describe, expect, it } from 'vitest';
import { dateRangeFor, decodeDateRange, encodeDateRange, isoDay, rangeInstants, shortcutOf, withDateRangeQuery } from './date-range.ts';

// Wednesday 15 April 2026, 10:30 local time
const now = new Date(2026, 3, 15, 10, 30);

describe('date range shortcuts', () => {
  it('today and yesterday are single days', () => {
    expect(dateRangeFor('today', now)).toEqual(['2026-04-15', '2026-04-15']);
    expect(dateRangeFor('yesterday', now)).toEqual(['2026-04-14', '2026-04-14']);
  });

  it('yesterday crosses month and year boundaries', () => {
    expect(dateRangeFor('yesterday', new Date(2026, 2, 1))).toEqual(['2026-02-28', '2026-02-28']);
    expect(dateRangeFor('yesterday', new Date(2026, 0, 1, 0, 5))).toEqual(['2025-12-31', '2025-12-31']);
  });

  it('this week runs Sunday to Saturday (or Monday to Sunday)', () => {
    expect(dateRangeFor('thisWeek', now)).toEqual(['2026-04-12', '2026-04-18']);
    expect(dateRangeFor('thisWeek', now, 1)).toEqual(['2026-04-13', '2026-04-19']);
    // on a Sunday with weeks starting on Monday, the week began six days before
    expect(dateRangeFor('thisWeek', new Date(2026, 3, 19), 1)).toEqual(['2026-04-13', '2026-04-19']);
    expect(dateRangeFor('thisWeek', new Date(2026, 3, 19))).toEqual(['2026-04-19', '2026-04-25']);
  });

  it('this month runs from the 1st to the last day, leap years included', () => {
    expect(dateRangeFor('thisMonth', now)).toEqual(['2026-04-01', '2026-04-30']);
    expect(dateRangeFor('thisMonth', new Date(2028, 1, 10))).toEqual(['2028-02-01', '2028-02-29']);
    expect(dateRangeFor('thisMonth', new Date(2026, 11, 31))).toEqual(['2026-12-01', '2026-12-31']);
  });

  it('recognises a shortcut range', () => {
    expect(shortcutOf(['2026-04-12', '2026-04-18'], now)).toBe('thisWeek');
    expect(shortcutOf(['2026-04-15', '2026-04-15'], now)).toBe('today');
    expect(shortcutOf(['2026-04-10', '2026-04-15'], now)).toBeNull();
    expect(shortcutOf(null, now)).toBeNull();
  });
});

describe('range text', () => {
  it('round-trips and orders the ends', () => {
    expect(encodeDateRange(['2026-04-01', '2026-04-30'])).toBe('2026-04-01..2026-04-30');
    expect(encodeDateRange(['2026-04-30', '2026-04-01'])).toBe('2026-04-01..2026-04-30');
    expect(decodeDateRange('2026-04-01..2026-04-30')).toEqual(['2026-04-01', '2026-04-30']);
    expect(decodeDateRange('2026-04-30..2026-04-01')).toEqual(['2026-04-01', '2026-04-30']);
  });

  it('keeps open ends and reads a single day as that day', () => {
    expect(encodeDateRange(['2026-04-01', null])).toBe('2026-04-01..');
    expect(decodeDateRange('2026-04-01..')).toEqual(['2026-04-01', null]);
    expect(decodeDateRange('..2026-04-01')).toEqual([null, '2026-04-01']);
    expect(decodeDateRange('2026-04-01')).toEqual(['2026-04-01', '2026-04-01']);
  });

  it('rejects impossible or malformed days', () => {
    expect(encodeDateRange([null, null])).toBe('');
    expect(encodeDateRange(['2026-02-30', 'x'])).toBe('');
    expect(decodeDateRange('2026-13-01..2026-14-01')).toBeNull();
    expect(decodeDateRange('')).toBeNull();
    expect(decodeDateRange('ontem')).toBeNull();
  });

  it('formats local days', () => {
    expect(isoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('range instants for the server', () => {
  it('turns days into local midnights, the end exclusive', () => {
    const instants = rangeInstants('2026-04-01..2026-04-30');
    expect(instants).toEqual({ from: new Date(2026, 3, 1).toISOString(), to: new Date(2026, 4, 1).toISOString() });
    expect(rangeInstants('2026-12-31..')).toEqual({ from: new Date(2026, 11, 31).toISOString() });
    expect(rangeInstants('..2026-12-31')).toEqual({ to: new Date(2027, 0, 1).toISOString() });
    expect(rangeInstants('')).toBeNull();
  });

  it('rewrites the filter of a list query', () => {
    expect(withDateRangeQuery({ pageNumber: 1, createdAt: '2026-04-15', nome: 'x' }, 'createdAt')).toEqual({
      pageNumber: 1,
      nome: 'x',
      createdAtFrom: new Date(2026, 3, 15).toISOString(),
      createdAtTo: new Date(2026, 3, 16).toISOString(),
    });
    expect(withDateRangeQuery({ pageNumber: 1, createdAt: 'ontem' }, 'createdAt')).toEqual({ pageNumber: 1 });
    expect(withDateRangeQuery({ pageNumber: 1 }, 'createdAt')).toEqual({ pageNumber: 1 });
  });
});
