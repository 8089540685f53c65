import { isValidCnpj, isValidCpf, onlyDigits, type TipoPessoa } from '../validation/cpf.ts';
import { PHONE_COUNTRIES, parsePhone } from '../validation/phone.ts';

/**
 * Pure rules of the user form and the user calls (3-admin §3, §5; 1-shell §5), the same in the browser and the server.
 */

/** The stored document of a person: digits for CPF (física) and CNPJ (jurídica); a foreign document as typed (trimmed). */
export function normalizeDocument(value: string | null | undefined, tipoPessoa: TipoPessoa): string | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  return tipoPessoa === 'estrangeira' ? text : onlyDigits(text);
}

/** CPF for física, CNPJ for jurídica (check digits); a foreign document is any non-empty text; empty is valid (optional). */
export function isValidDocument(value: string | null | undefined, tipoPessoa: TipoPessoa): boolean {
  const normalized = normalizeDocument(value, tipoPessoa);
  if (normalized === null) return true;
  if (tipoPessoa === 'fisica') return isValidCpf(normalized);
  if (tipoPessoa === 'juridica') return isValidCnpj(normalized);
  return true;
}

/**
 * A stored phone (country prefix + digits, see normalizePhone) is complete when its national part fits one of the
 * country's masks exactly (Brazil: 10 or 11 digits; Paraguay: 8 or 9). null (no phone) is valid.
 */
export function isCompletePhone(stored: string | null | undefined): boolean {
  if (stored === null || stored === undefined || stored === '') return true;
  const { country, national } = parsePhone(stored);
  const lengths = new Set(PHONE_COUNTRIES[country].masks.map((mask) => Array.from(mask.pattern).filter((c) => c === '0').length));
  return lengths.has(national.length);
}

/** E-mails compared as the server stores them: trimmed and lower case. */
export const sameEmail = (a: string | null | undefined, b: string | null | undefined): boolean =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * The e-mail change rules (3-admin §5): the new e-mail differs from the current one ('validation.sameEmail') and the
 * confirmation equals it ('validation.emailsMustMatch'). Returns the first broken rule's message key, or null.
 */
export function emailChangeError(current: string, next: string, confirmation: string): 'validation.sameEmail' | 'validation.emailsMustMatch' | null {
  if (sameEmail(current, next)) return 'validation.sameEmail';
  if (!sameEmail(next, confirmation)) return 'validation.emailsMustMatch';
  return null;
}
