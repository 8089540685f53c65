import { describe, expect, it } from 'vitest';
import { dayToInstant, instantToDay, todayDay } from './dates.ts';

describe('enrolment dates', () => {
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
