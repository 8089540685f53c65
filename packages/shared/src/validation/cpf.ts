/**
 * Brazilian documents (1-shell §5, 3-admin §5): CPF validation, CPF/CNPJ masks and CNPJ check digits.
 * Masks are applied progressively, so they can format a field while the user types.
 */

export type TipoPessoa = 'fisica' | 'juridica' | 'estrangeira';

export const CPF_LENGTH = 11;
export const CNPJ_LENGTH = 14;
export const CPF_MASK = '000.000.000-00';
export const CNPJ_MASK = '00.000.000/0000-00';

/** Keeps only the ASCII digits of the value. */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Applies a mask where '0' is a digit slot; literals appear only once a following digit exists. */
export function applyDigitMask(digits: string, mask: string): string {
  let out = '';
  let index = 0;
  for (const slot of mask) {
    if (index >= digits.length) break;
    if (slot === '0') {
      out += digits[index];
      index += 1;
    } else {
      out += slot;
    }
  }
  return out;
}

const allSameDigit = (digits: string): boolean => /^(\d)\1*$/.test(digits);

/** Check digit of modulus 11 for the given weights (0 when the remainder is below 2). */
const mod11CheckDigit = (digits: string, weights: readonly number[]): number => {
  const sum = weights.reduce((total, weight, i) => total + Number(digits[i]) * weight, 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
};

const CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CPF_WEIGHTS_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** CPF rule: non-digits stripped, exactly 11 digits, not all the same digit, both check digits valid. */
export function isValidCpf(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== CPF_LENGTH || allSameDigit(digits)) return false;
  return (
    mod11CheckDigit(digits, CPF_WEIGHTS_1) === Number(digits[9]) &&
    mod11CheckDigit(digits, CPF_WEIGHTS_2) === Number(digits[10])
  );
}

const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** CNPJ rule: non-digits stripped, exactly 14 digits, not all the same digit, both check digits valid. */
export function isValidCnpj(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== CNPJ_LENGTH || allSameDigit(digits)) return false;
  return (
    mod11CheckDigit(digits, CNPJ_WEIGHTS_1) === Number(digits[12]) &&
    mod11CheckDigit(digits, CNPJ_WEIGHTS_2) === Number(digits[13])
  );
}

/** Mask 000.000.000-00 (progressive; digits beyond 11 are dropped). */
export function formatCpf(value: string): string {
  return applyDigitMask(onlyDigits(value).slice(0, CPF_LENGTH), CPF_MASK);
}

/** Mask 00.000.000/0000-00 (progressive; digits beyond 14 are dropped). */
export function formatCnpj(value: string): string {
  return applyDigitMask(onlyDigits(value).slice(0, CNPJ_LENGTH), CNPJ_MASK);
}

/** CPF mask up to 11 digits, CNPJ mask beyond (for a document field that accepts either). */
export function formatCpfOrCnpj(value: string): string {
  return onlyDigits(value).length > CPF_LENGTH ? formatCnpj(value) : formatCpf(value);
}

/** Document mask by person type: CPF for 'fisica', CNPJ for 'juridica'; a foreign document is returned as typed. */
export function formatDocument(value: string, tipoPessoa: TipoPessoa): string {
  switch (tipoPessoa) {
    case 'fisica':
      return formatCpf(value);
    case 'juridica':
      return formatCnpj(value);
    case 'estrangeira':
      return value;
  }
}
