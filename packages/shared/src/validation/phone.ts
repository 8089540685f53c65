import { applyDigitMask, onlyDigits } from './cpf.ts';

/**
 * Phone input rules (1-shell §5, 2-learner §5, 3-admin §5): Brazil (+55) or Paraguay (+595); the stored value is the
 * country prefix followed by the national digits only; an empty value is stored as null.
 *
 * Masks use '0' for a digit slot. Masks are applied to the NATIONAL digits (without the country prefix).
 *
 * Brazil: 2-digit area code (DDD) + 8-digit landline or 9-digit mobile number:
 *   '(00) 0000-0000'   10 digits, e.g. (11) 3456-7890
 *   '(00) 00000-0000'  11 digits, e.g. (11) 98765-4321
 *
 * Paraguay (national significant number of 8 or 9 digits, written without the domestic trunk 0):
 *   '(000) 000-000'  mobile: 9XX + 6 digits, e.g. (981) 123-456            (digits starting with 9)
 *   '(00) 000-0000'  Asunción landline: area 21 + 7 digits, e.g. (21) 123-4567 (digits starting with 21)
 *   '(00) 000-000'   landline with a 2-digit area code + 6 digits, e.g. Ciudad del Este (61) 500-000
 *   '(000) 000-000'  landline with a 3-digit area code + 6 digits, e.g. Pedro Juan Caballero (336) 272-000
 */

export type PhoneCountry = 'BR' | 'PY';

export type PhoneMask = {
  /** '0' marks a digit slot; every other character is a literal. */
  readonly pattern: string;
  /** When present, the mask only applies to national digits starting with one of these. */
  readonly prefixes?: readonly string[];
};

export type PhoneCountryInfo = {
  readonly code: PhoneCountry;
  readonly dialCode: string;
  readonly masks: readonly PhoneMask[];
};

export const PHONE_COUNTRIES: Readonly<Record<PhoneCountry, PhoneCountryInfo>> = {
  BR: {
    code: 'BR',
    dialCode: '55',
    masks: [{ pattern: '(00) 0000-0000' }, { pattern: '(00) 00000-0000' }],
  },
  PY: {
    code: 'PY',
    dialCode: '595',
    masks: [
      { pattern: '(000) 000-000', prefixes: ['9'] },
      { pattern: '(00) 000-0000', prefixes: ['21'] },
      { pattern: '(00) 000-000' },
      { pattern: '(000) 000-000' },
    ],
  },
};

export const PHONE_COUNTRY_CODES: readonly PhoneCountry[] = ['BR', 'PY'];
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = 'BR';

const slotCount = (pattern: string): number => Array.from(pattern).filter((c) => c === '0').length;

/** Most national digits a number of that country can have (the longest mask). */
export function maxNationalLength(country: PhoneCountry): number {
  return Math.max(...PHONE_COUNTRIES[country].masks.map((mask) => slotCount(mask.pattern)));
}

/**
 * The mask for the digits typed so far: masks restricted to a matching prefix win over generic ones; among the
 * candidates the first one with room for every digit is chosen, otherwise the longest.
 */
export function phoneMaskFor(digits: string, country: PhoneCountry): string {
  const masks = PHONE_COUNTRIES[country].masks;
  const specific = masks.filter((mask) => mask.prefixes?.some((prefix) => digits.startsWith(prefix)));
  const candidates = specific.length > 0 ? specific : masks.filter((mask) => !mask.prefixes);
  const fitting = candidates.find((mask) => slotCount(mask.pattern) >= digits.length);
  if (fitting) return fitting.pattern;
  return candidates.reduce((longest, mask) => (slotCount(mask.pattern) > slotCount(longest.pattern) ? mask : longest)).pattern;
}

/** Formats national digits with the country's mask, progressively while the user types; extra digits are dropped. */
export function formatPhone(digits: string, country: PhoneCountry): string {
  const national = onlyDigits(digits).slice(0, maxNationalLength(country));
  return applyDigitMask(national, phoneMaskFor(national, country));
}

/**
 * Value to store: digits only, with the country prefix prepended unless already there; empty -> null.
 * The value counts as already prefixed only when it starts with the dial code AND is longer than any national number
 * (a Brazilian number with area code 55, such as (55) 99999-9999, is national and still gets the prefix).
 */
export function normalizePhone(value: string | null | undefined, country: PhoneCountry): string | null {
  const digits = onlyDigits(value ?? '');
  if (digits.length === 0) return null;
  const { dialCode } = PHONE_COUNTRIES[country];
  if (digits.startsWith(dialCode) && digits.length > maxNationalLength(country)) return digits;
  return dialCode + digits;
}

export type ParsedPhone = { country: PhoneCountry; national: string };

/**
 * Best-effort reading of a stored phone: the country whose dial code prefixes a number longer than a national one;
 * anything else (legacy values without a prefix) is read as Brazilian national digits. null or empty -> BR with ''.
 */
export function parsePhone(stored: string | null | undefined): ParsedPhone {
  const digits = onlyDigits(stored ?? '');
  for (const country of PHONE_COUNTRY_CODES) {
    const { dialCode } = PHONE_COUNTRIES[country];
    if (digits.startsWith(dialCode) && digits.length > maxNationalLength(country)) {
      return { country, national: digits.slice(dialCode.length) };
    }
  }
  return { country: DEFAULT_PHONE_COUNTRY, national: digits };
}
