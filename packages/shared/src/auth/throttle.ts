import type { Language } from '../i18n/languages.ts';

/**
 * Sign-in throttling rules (docs/decisions/0013): an account is locked after `max` failed sign-ins in a row, first for
 * `baseMs`, then twice as long at each further failure, never longer than `capMs`; a successful sign-in starts over.
 */
export type LockoutRule = { max: number; baseMs: number; capMs: number };

/** How long the account stays locked after its `failures`-th failure in a row (0: not locked). */
export const lockoutMs = (failures: number, rule: LockoutRule): number => {
  if (!Number.isFinite(failures) || failures < rule.max || rule.max < 1) return 0;
  const exponent = Math.min(failures - rule.max, 40);
  return Math.min(rule.baseMs * 2 ** exponent, rule.capMs);
};

/** Whole seconds of a wait for the Retry-After header (at least 1). */
export const retryAfterSeconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

const UNITS: Record<Language, { second: [string, string]; minute: [string, string]; hour: [string, string] }> = {
  pt: { second: ['segundo', 'segundos'], minute: ['minuto', 'minutos'], hour: ['hora', 'horas'] },
  en: { second: ['second', 'seconds'], minute: ['minute', 'minutes'], hour: ['hour', 'hours'] },
  es: { second: ['segundo', 'segundos'], minute: ['minuto', 'minutos'], hour: ['hora', 'horas'] },
};

/**
 * A wait written for people, rounded up so it is never shorter than the real one: seconds under a minute, minutes
 * under two hours, hours beyond ("45 segundos", "2 minutos", "3 horas").
 */
export const waitText = (seconds: number, language: Language): string => {
  const units = UNITS[language];
  const s = Math.max(1, Math.ceil(seconds));
  const say = (n: number, [one, many]: [string, string]) => `${n} ${n === 1 ? one : many}`;
  if (s < 60) return say(s, units.second);
  if (s < 7200) return say(Math.ceil(s / 60), units.minute);
  return say(Math.ceil(s / 3600), units.hour);
};
