import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES,
  PASSWORD_SPECIAL_CHARS,
  checkPassword,
  confirmationError,
  isPasswordValid,
  newPasswordSchema,
  passwordErrors,
  passwordRuleMessage,
} from './password.ts';

/** Builds a password of exactly `length` characters that satisfies every other rule. */
const validOfLength = (length: number): string => 'Aa1!'.padEnd(length, 'x');

describe('password constants', () => {
  it('matches the spec limits and special characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(20);
    expect(PASSWORD_SPECIAL_CHARS).toBe('!@#$%^&*(),.?":{}|<>');
    expect(PASSWORD_SPECIAL_CHARS).toHaveLength(20);
  });

  it('lists the six rules in checklist order with their message keys', () => {
    expect(PASSWORD_RULES).toEqual(['required', 'length', 'letter', 'uppercase', 'digit', 'special']);
    expect(PASSWORD_RULES.map((rule) => passwordRuleMessage[rule])).toEqual([
      'validation.required',
      'password.length',
      'password.letter',
      'password.uppercase',
      'password.digit',
      'password.special',
    ]);
  });
});

describe('length rule', () => {
  it.each([
    [7, false],
    [8, true],
    [20, true],
    [21, false],
  ])('length %i -> %s', (length, ok) => {
    const password = validOfLength(length);
    expect(password).toHaveLength(length);
    expect(checkPassword(password).length).toBe(ok);
    expect(isPasswordValid(password)).toBe(ok);
    expect(passwordErrors(password)).toEqual(ok ? [] : ['password.length']);
  });

  it('counts code points, so an emoji is one character', () => {
    expect(checkPassword('Aa1!xxx😀').length).toBe(true); // 8 code points, 9 UTF-16 units
    expect(checkPassword('Aa1!xxx😀😀😀😀😀😀😀😀😀😀😀😀😀').length).toBe(true); // 20 code points
    expect(checkPassword('Aa1!xxx😀😀😀😀😀😀😀😀😀😀😀😀😀😀').length).toBe(false); // 21
  });
});

describe('special character rule', () => {
  it.each(Array.from(PASSWORD_SPECIAL_CHARS))('accepts %s as special', (char) => {
    const password = `Abcdefg1${char}`;
    expect(checkPassword(password).special).toBe(true);
    expect(isPasswordValid(password)).toBe(true);
  });

  it.each(['-', '_', '+', '=', '/', '\\', '[', ']', ';', "'", '~', '`', ' ', '€', '§'])('does not accept %j as special', (char) => {
    const password = `Abcdefg1${char}`;
    expect(checkPassword(password).special).toBe(false);
    expect(passwordErrors(password)).toEqual(['password.special']);
  });
});

describe('letter, uppercase and digit rules', () => {
  it('requires a letter', () => {
    expect(passwordErrors('12345678!')).toEqual(['password.letter', 'password.uppercase']);
  });

  it('requires an uppercase letter', () => {
    expect(passwordErrors('abcdefg1!')).toEqual(['password.uppercase']);
  });

  it('requires a digit', () => {
    expect(passwordErrors('Abcdefgh!')).toEqual(['password.digit']);
  });

  it('treats any Unicode letter as a letter and \\p{Lu} as uppercase', () => {
    expect(checkPassword('ção').letter).toBe(true);
    expect(checkPassword('ção').uppercase).toBe(false);
    expect(checkPassword('Ção').uppercase).toBe(true);
    expect(checkPassword('Ñ').uppercase).toBe(true);
    expect(checkPassword('ß').letter).toBe(true);
    expect(checkPassword('日本').letter).toBe(true);
    expect(isPasswordValid('Ébcdefg1!')).toBe(true);
    expect(isPasswordValid('ébcdefg1!')).toBe(false);
  });

  it('only counts ASCII digits', () => {
    expect(checkPassword('١٢٣').digit).toBe(false);
    expect(checkPassword('0').digit).toBe(true);
    expect(checkPassword('9').digit).toBe(true);
  });
});

describe('checkPassword', () => {
  it('reports every rule as failed for an empty password', () => {
    expect(checkPassword('')).toEqual({
      required: false,
      length: false,
      letter: false,
      uppercase: false,
      digit: false,
      special: false,
    });
  });

  it('reports every rule as satisfied for a valid password', () => {
    expect(checkPassword('Senha@123')).toEqual({
      required: true,
      length: true,
      letter: true,
      uppercase: true,
      digit: true,
      special: true,
    });
  });
});

describe('passwordErrors', () => {
  it('gives only the required key for an empty password', () => {
    expect(passwordErrors('')).toEqual(['validation.required']);
  });

  it('lists failed rules in rule order', () => {
    expect(passwordErrors(' ')).toEqual(['password.length', 'password.letter', 'password.uppercase', 'password.digit', 'password.special']);
    expect(passwordErrors('a')).toEqual(['password.length', 'password.uppercase', 'password.digit', 'password.special']);
    expect(passwordErrors('A1!')).toEqual(['password.length']);
  });

  it('accepts a fully valid password', () => {
    expect(passwordErrors('Senha@123')).toEqual([]);
    expect(isPasswordValid('Senha@123')).toBe(true);
    expect(isPasswordValid('')).toBe(false);
  });
});

describe('confirmationError', () => {
  it('requires the confirmation', () => {
    expect(confirmationError('Senha@123', '')).toBe('validation.required');
    expect(confirmationError('', '')).toBe('validation.required');
  });

  it('requires it to match exactly', () => {
    expect(confirmationError('Senha@123', 'senha@123')).toBe('password.mismatch');
    expect(confirmationError('Senha@123', 'Senha@123 ')).toBe('password.mismatch');
    expect(confirmationError('', 'x')).toBe('password.mismatch');
  });

  it('is null when equal', () => {
    expect(confirmationError('Senha@123', 'Senha@123')).toBeNull();
  });
});

describe('newPasswordSchema', () => {
  it('parses a valid password unchanged', () => {
    expect(newPasswordSchema.parse('Senha@123')).toBe('Senha@123');
  });

  it('adds one issue per failed rule whose message is the message key', () => {
    const result = newPasswordSchema.safeParse('abc');
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues.map((issue) => issue.message)).toEqual(['password.length', 'password.uppercase', 'password.digit', 'password.special']);
    expect(result.error.issues.every((issue) => issue.code === 'custom')).toBe(true);
  });

  it('reports only the required key for an empty string', () => {
    const result = newPasswordSchema.safeParse('');
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues.map((issue) => issue.message)).toEqual(['validation.required']);
  });

  it('rejects non-strings', () => {
    expect(newPasswordSchema.safeParse(12345678).success).toBe(false);
    expect(newPasswordSchema.safeParse(undefined).success).toBe(false);
  });

  it.each([
    [validOfLength(7), false],
    [validOfLength(8), true],
    [validOfLength(20), true],
    [validOfLength(21), false],
  ])('%s -> %s', (password, ok) => {
    expect(newPasswordSchema.safeParse(password).success).toBe(ok);
  });
});
