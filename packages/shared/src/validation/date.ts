/**
 * Date, time and duration input rules (1-shell §5, §9): the date picker's parts (DD/MM/AAAA, hours and minutes),
 * dates displayed as dd/MM/yyyy, the HH:MM:SS duration format and the basic-characters rule.
 * Calendar dates are handled in local time with plain Date (no date library).
 */

export const DISPLAY_DATE_FORMAT = 'dd/MM/yyyy';
export const YEAR_RANGE_SPAN = 10;
/** Longest accepted duration, in seconds (23:59:59). */
export const MAX_DURATION_SECONDS = 23 * 3600 + 59 * 60 + 59;

/** A typed part (string of digits) or a number; anything else is not an integer. */
const toInteger = (value: number | string): number | null => {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  const trimmed = value.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
};

const inRange = (value: number | string, min: number, max: number): boolean => {
  const n = toInteger(value);
  return n !== null && n >= min && n <= max;
};

export const isValidDay = (value: number | string): boolean => inRange(value, 1, 31);
export const isValidMonth = (value: number | string): boolean => inRange(value, 1, 12);
export const isValidHour = (value: number | string): boolean => inRange(value, 0, 23);
export const isValidMinute = (value: number | string): boolean => inRange(value, 0, 59);

/** Four-digit year: 1000 to 9999 (a typed '0999' has four characters but is not a four-digit year). */
export const isValidYear = (value: number | string): boolean => {
  if (typeof value === 'string' && !/^\d{4}$/.test(value.trim())) return false;
  return inRange(value, 1000, 9999);
};

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Local-midnight Date for a calendar day, or null when the day does not exist (31/02, 29/02 of a common year). */
export function calendarDate(year: number, month: number, day: number): Date | null {
  if (!isValidYear(year) || !isValidMonth(month) || !isValidDay(day)) return null;
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** Parses 'dd/MM/yyyy' (two-digit day and month, four-digit year) to local midnight; null when invalid. */
export function parseDisplayDate(value: string): Date | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  return calendarDate(Number(match[3]), Number(match[2]), Number(match[1]));
}

/**
 * A Date or an ISO string as a Date: a date-only string ('yyyy-MM-dd') is that calendar day at local midnight
 * (not shifted by the UTC offset); any other string goes through the Date parser. null when invalid.
 */
export function toDate(value: Date | string): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (dateOnly) return calendarDate(Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3]));
  if (value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'dd/MM/yyyy' in local time; '' for an invalid date. */
export function formatDisplayDate(value: Date | string): string {
  const date = toDate(value);
  if (!date) return '';
  return `${pad2(date.getDate())}/${pad2(date.getMonth() + 1)}/${String(date.getFullYear()).padStart(4, '0')}`;
}

/** The order of a typed date's parts per interface language (en-US writes the month first). */
const DAY_FIRST: Record<'pt' | 'en' | 'es', boolean> = { pt: true, en: false, es: true };

/**
 * The date input's format, as the picker shows it and the person types it (dayjs tokens): DD/MM/YYYY in Portuguese and
 * Spanish, MM/DD/YYYY in English; ' HH:mm' (24 h) after it when the input takes a time too.
 */
export function dateInputFormat(language: 'pt' | 'en' | 'es', withTime = false): string {
  return `${DAY_FIRST[language] ? 'DD/MM/YYYY' : 'MM/DD/YYYY'}${withTime ? ' HH:mm' : ''}`;
}

/**
 * A date typed in the input's format (dateInputFormat): day, month and a four-digit year in the language's order,
 * separated by '/', '.' or '-' (one or two digits for day and month), or ISO 'YYYY-MM-DD'; a day that exists in its
 * month; with a time, ' HH:mm' from 00:00 to 23:59 after it. Answers the picker's value — 'YYYY-MM-DD', or
 * 'YYYY-MM-DD HH:mm:00' with a time — or null for anything else: nothing is guessed from a partial or odd text.
 */
export function parseTypedDate(value: string, language: 'pt' | 'en' | 'es', withTime = false): string | null {
  const time = withTime ? / (\d{2}):(\d{2})$/.exec(value.trim()) : null;
  if (withTime && !time) return null;
  const text = withTime ? value.trim().slice(0, -6).trim() : value.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const local = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/.exec(text);
  let year: number;
  let month: number;
  let day: number;
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (local) {
    const [first, second] = [Number(local[1]), Number(local[3])];
    [day, month] = DAY_FIRST[language] ? [first, second] : [second, first];
    year = Number(local[4]);
  } else return null;
  if (!calendarDate(year, month, day)) return null;
  const date = `${year}-${pad2(month)}-${pad2(day)}`;
  if (!time) return date;
  if (!isValidHour(time[1]) || !isValidMinute(time[2])) return null;
  return `${date} ${time[1]}:${time[2]}:00`;
}

/** Years offered by the picker, inclusive: from startYear (default current year) to endYear (default start + 10); [] when end < start. */
export function yearRange(startYear: number = new Date().getFullYear(), endYear: number = startYear + YEAR_RANGE_SPAN): number[] {
  const years: number[] = [];
  for (let year = startYear; year <= endYear; year += 1) years.push(year);
  return years;
}

const dayNumber = (date: Date): number => date.getFullYear() * 10000 + (date.getMonth() + 1) * 100 + date.getDate();

/**
 * Birth date rule: true when the birth date's calendar day is after today's (being born today is allowed).
 * Accepts a Date, 'dd/MM/yyyy' or an ISO string; an unreadable date is not "in the future" (other rules report it).
 */
export function isBirthDateInFuture(date: Date | string, today: Date = new Date()): boolean {
  const birth = typeof date === 'string' ? (parseDisplayDate(date) ?? toDate(date)) : toDate(date);
  if (!birth) return false;
  return dayNumber(birth) > dayNumber(today);
}

const DURATION = /^(\d{2}):(\d{2}):(\d{2})$/;

/** Seconds of an 'HH:MM:SS' duration from 00:00:00 to 23:59:59; null when the format or a part is invalid. */
export function durationToSeconds(value: string): number | null {
  const match = DURATION.exec(value.trim());
  if (!match) return null;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return hours * 3600 + minutes * 60 + seconds;
}

/** Duration format HH:MM:SS up to 23:59:59 (message 'validation.duration'). */
export function isValidDuration(value: string): boolean {
  return durationToSeconds(value) !== null;
}

/** Seconds as 'HH:MM:SS' (whole seconds, clamped to 00:00:00..23:59:59). */
export function secondsToDuration(totalSeconds: number): string {
  const safe = Number.isFinite(totalSeconds) ? Math.min(Math.max(Math.floor(totalSeconds), 0), MAX_DURATION_SECONDS) : 0;
  return `${pad2(Math.floor(safe / 3600))}:${pad2(Math.floor((safe % 3600) / 60))}:${pad2(safe % 60)}`;
}

/** Readable duration: '< 1 min' under a minute, '12 min', '1 h 05 min' (leftover seconds are dropped). */
export function formatDuration(totalSeconds: number): string {
  if (!Number.isFinite(totalSeconds) || totalSeconds < 60) return '< 1 min';
  const whole = Math.floor(totalSeconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  return hours > 0 ? `${hours} h ${pad2(minutes)} min` : `${minutes} min`;
}

/**
 * Basic characters: ASCII letters, digits, underscore and hyphen only (meant for codes and identifiers).
 * An empty value passes; the required rule reports it.
 */
export function isBasicChars(value: string): boolean {
  return /^[A-Za-z0-9_-]*$/.test(value);
}
