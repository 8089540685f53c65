import { describe, expect, it } from 'vitest';
import { clockTone, formatClock, localDeadline, remainingAt } from './timer.ts';

describe('formatClock', () => {
  it('minutes and seconds under an hour', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(9)).toBe('00:09');
    expect(formatClock(61)).toBe('01:01');
    expect(formatClock(3599)).toBe('59:59');
  });
  it('hours from an hour on', () => {
    expect(formatClock(3600)).toBe('1:00:00');
    expect(formatClock(3 * 3600 + 5 * 60 + 7)).toBe('3:05:07');
  });
  it('negative, fractional and missing values', () => {
    expect(formatClock(-5)).toBe('00:00');
    expect(formatClock(59.9)).toBe('00:59');
    expect(formatClock(null)).toBe('00:00');
    expect(formatClock(Number.NaN)).toBe('00:00');
  });
});

describe('deadline and seconds left', () => {
  it('counts down from when the server answered', () => {
    const received = 1_000_000;
    const deadline = localDeadline(90, received);
    expect(deadline).toBe(received + 90_000);
    expect(remainingAt(deadline, received)).toBe(90);
    expect(remainingAt(deadline, received + 30_500)).toBe(60);
    expect(remainingAt(deadline, received + 90_000)).toBe(0);
    expect(remainingAt(deadline, received + 120_000)).toBe(0);
  });
  it('no timer', () => {
    expect(localDeadline(null, 5)).toBeNull();
    expect(remainingAt(null, 5)).toBeNull();
  });
  it('a negative reply counts as over', () => {
    expect(localDeadline(-3, 1000)).toBe(1000);
  });
});

describe('clockTone', () => {
  it('red in the last minute, orange near the end, brand before', () => {
    expect(clockTone(60, 3600)).toBe('red');
    expect(clockTone(500, 3600)).toBe('orange');
    expect(clockTone(720, 3600)).toBe('orange');
    expect(clockTone(721, 3600)).toBe('brand');
    expect(clockTone(299, 600)).toBe('orange');
    expect(clockTone(301, 600)).toBe('brand');
  });
});
