import type { Language } from '../i18n/languages.ts';
import { translate, type MessageKey, messages } from '../i18n/messages.ts';

/** What a validation issue carries (a zod issue, or its copy in a Fastify validation error). */
export type ValidationIssue = {
  code?: string;
  message?: string;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  format?: string;
};

const isMessageKey = (value: string): value is MessageKey => Object.hasOwn(messages, value);

/**
 * One readable message per validation issue, in the given language, the same in the server's failure envelope
 * and in the browser's forms: a schema's own message key; 'Campo obrigatório' for a missing or empty value;
 * 'Máximo de N caracteres' / 'Mínimo de N caracteres'; 'Limite de N item(ns) atingido'; the e-mail rule; else
 * the generic invalid-request message.
 */
export function issueMessage(issue: ValidationIssue, lang: Language): string {
  if (issue.message && isMessageKey(issue.message)) return translate(issue.message, lang);
  // Zod reports no input unless asked to, so a missing value is recognised by its message ('... received undefined').
  if (issue.code === 'invalid_type' && /received undefined$/.test(issue.message ?? '')) return translate('validation.required', lang);
  if (issue.code === 'too_small' && issue.origin === 'string') {
    return Number(issue.minimum) <= 1 ? translate('validation.required', lang) : translate('validation.minChars', lang, { min: Number(issue.minimum) });
  }
  if (issue.code === 'too_big' && issue.origin === 'string') return translate('validation.maxChars', lang, { max: Number(issue.maximum) });
  if (issue.code === 'too_big' && (issue.origin === 'array' || issue.origin === 'set')) return translate('validation.maxItems', lang, { max: Number(issue.maximum) });
  if (issue.code === 'invalid_format' && issue.format === 'email') return translate('validation.invalidEmail', lang);
  return translate('errors.invalidRequest', lang);
}
