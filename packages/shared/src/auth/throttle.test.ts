import { describe, expect, it } from 'vitest';
import { lockoutMs, retryAfterSeconds, waitText } from './throttle.ts';

const rule = { max: 5, baseMs: 60_000, capMs: 3_600_000 };

describe('lockoutMs', () => {
  it('does not lock before the limit', () => {
    expect(lockoutMs(0, rule)).toBe(0);
    expect(lockoutMs(4, rule)).toBe(0);
  });

  it('locks for the base at the limit and doubles at each further failure', () => {
    expect(lockoutMs(5, rule)).toBe(60_000);
    expect(lockoutMs(6, rule)).toBe(120_000);
    expect(lockoutMs(7, rule)).toBe(240_000);
    expect(lockoutMs(10, rule)).toBe(1_920_000);
  });

  it('never locks longer than the cap, however many failures', () => {
    expect(lockoutMs(11, rule)).toBe(3_600_000);
    expect(lockoutMs(1_000, rule)).toBe(3_600_000);
    expect(lockoutMs(Number.MAX_SAFE_INTEGER, rule)).toBe(3_600_000);
  });

  it('treats a limit of one as a lock after the first failure, and nonsense as no lock', () => {
    expect(lockoutMs(1, { ...rule, max: 1 })).toBe(60_000);
    expect(lockoutMs(3, { ...rule, max: 0 })).toBe(0);
    expect(lockoutMs(Number.NaN, rule)).toBe(0);
  });
});

describe('retryAfterSeconds', () => {
  it('rounds up and is at least one second', () => {
    expect(retryAfterSeconds(0)).toBe(1);
    expect(retryAfterSeconds(1)).toBe(1);
    expect(retryAfterSeconds(1000)).toBe(1);
    expect(retryAfterSeconds(1001)).toBe(2);
    expect(retryAfterSeconds(60_000)).toBe(60);
  });
});

describe('waitText', () => {
  it('says seconds under a minute, singular and plural', () => {
    expect(waitText(1, 'pt')).toBe('1 segundo');
    expect(waitText(0.2, 'en')).toBe('1 second');
    expect(waitText(59, 'es')).toBe('59 segundos');
  });

  it('says whole minutes, rounded up, from a minute to two hours', () => {
    expect(waitText(60, 'pt')).toBe('1 minuto');
    expect(waitText(61, 'en')).toBe('2 minutes');
    expect(waitText(7199, 'es')).toBe('120 minutos');
  });

  it('says hours from two hours on', () => {
    expect(waitText(7200, 'pt')).toBe('2 horas');
    expect(waitText(7201, 'en')).toBe('3 hours');
  });
});
