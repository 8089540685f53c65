import { describe, expect, it } from 'vitest';
import { dayToInstant, instantToDay, parseDay, todayDay } from './dates.ts';

describe('enrolment dates', () => {
  it('parses dd/MM/yyyy typed by the administrator', () => {
    expect(parseDay('05/03/2027')).toBe('2027-03-05');
    expect(parseDay('5/3/2027')).toBe('2027-03-05');
    expect(parseDay(' 31.12.2026 ')).toBe('2026-12-31');
  });

  it('refuses impossible or incomplete dates', () => {
    expect(parseDay('31/02/2027')).toBeNull();
    expect(parseDay('00/01/2027')).toBeNull();
    expect(parseDay('12/13/2027')).toBeNull();
    expect(parseDay('2027-03-05')).toBeNull();
    expect(parseDay('05/03/27')).toBeNull();
    expect(parseDay('')).toBeNull();
  });

  it('sends the local midnight of the day and reads it back as the same day', () => {
    const instant = dayToInstant('2027-03-05');
    const date = new Date(instant);
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()]).toEqual([2027, 2, 5, 0, 0]);
    expect(instantToDay(instant)).toBe('2027-03-05');
    expect(instantToDay('not a date')).toBeNull();
  });

  it('gives today as a local day', () => {
    expect(todayDay(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09');
  });
});
