import { z } from 'zod';
import type { MessageKey } from '../i18n/messages.ts';

/**
 * New-password rules (1-shell §5, §9). Pure functions shared by the server and the browser:
 * the browser shows them as a checklist, the server enforces them through `newPasswordSchema`.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;
/** The only characters that satisfy the "special character" rule. */
export const PASSWORD_SPECIAL_CHARS = '!@#$%^&*(),.?":{}|<>';

/** The six rules of the password checklist, in display order. */
export type PasswordRule = 'required' | 'length' | 'letter' | 'uppercase' | 'digit' | 'special';

export const PASSWORD_RULES: readonly PasswordRule[] = ['required', 'length', 'letter', 'uppercase', 'digit', 'special'];

export const passwordRuleMessage: Record<PasswordRule, MessageKey> = {
  required: 'validation.required',
  length: 'password.length',
  letter: 'password.letter',
  uppercase: 'password.uppercase',
  digit: 'password.digit',
  special: 'password.special',
};

const LETTER = /\p{L}/u;
const UPPERCASE = /\p{Lu}/u;
const DIGIT = /[0-9]/;

/** Length in Unicode code points (an emoji counts as one character, as the user sees it). */
const characterCount = (value: string): number => Array.from(value).length;

/** Which checklist rules the password satisfies (true = satisfied). */
export function checkPassword(password: string): Record<PasswordRule, boolean> {
  const length = characterCount(password);
  return {
    required: password.length > 0,
    length: length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH,
    letter: LETTER.test(password),
    uppercase: UPPERCASE.test(password),
    digit: DIGIT.test(password),
    special: Array.from(password).some((char) => PASSWORD_SPECIAL_CHARS.includes(char)),
  };
}

/** Message keys of the failed rules, in rule order; an empty password only reports 'validation.required'. */
export function passwordErrors(password: string): MessageKey[] {
  if (password.length === 0) return [passwordRuleMessage.required];
  const result = checkPassword(password);
  return PASSWORD_RULES.filter((rule) => !result[rule]).map((rule) => passwordRuleMessage[rule]);
}

export function isPasswordValid(password: string): boolean {
  return passwordErrors(password).length === 0;
}

/** Error of the confirmation field: required when empty, mismatch when different, otherwise null. */
export function confirmationError(password: string, confirmation: string): MessageKey | null {
  if (confirmation.length === 0) return 'validation.required';
  if (confirmation !== password) return 'password.mismatch';
  return null;
}

/** A new password: one issue per failed rule, each issue's message is the message KEY (translated by the caller). */
export const newPasswordSchema = z.string().superRefine((value, ctx) => {
  for (const key of passwordErrors(value)) {
    ctx.addIssue({ code: 'custom', message: key });
  }
});
