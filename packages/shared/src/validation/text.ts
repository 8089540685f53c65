import { z } from 'zod';

/**
 * What text input may hold. PostgreSQL refuses NUL in text ('invalid byte sequence 0x00'), control characters
 * corrupt exports and logs, bidirectional overrides disguise what a name or file name says ('Trojan Source'), and a
 * lone UTF-16 surrogate is not a character at all. Refused everywhere:
 * - C0 controls U+0000–U+001F except tab, LF and CR (which multi-line text needs), DEL U+007F, C1 controls U+0080–U+009F;
 * - bidirectional embeddings and overrides U+202A–U+202E and isolates U+2066–U+2069;
 * - unpaired surrogates U+D800–U+DFFF.
 * Single-line fields (names, titles, logins) refuse tab, LF and CR as well.
 */
export type UnsafeTextReason = 'control' | 'bidi' | 'surrogate' | 'lineBreak';

export type TextRuleOptions = {
  /** Tab, LF and CR allowed (descriptions, HTML, messages). Default true. */
  multiline?: boolean;
};

// eslint-disable-next-line no-control-regex -- matching control characters is the point of this rule
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const BIDI = /[\u202A-\u202E\u2066-\u2069]/;
const LINE = /[\t\n\r]/;
// Without the 'u' flag the pattern sees UTF-16 code units: a high surrogate not followed by a low one, or a low one alone.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string is refused, or null when it is acceptable. */
export const unsafeTextReason = (value: string, options: TextRuleOptions = {}): UnsafeTextReason | null => {
  if (CONTROL.test(value)) return 'control';
  if (BIDI.test(value)) return 'bidi';
  if (LONE_SURROGATE.test(value)) return 'surrogate';
  if (options.multiline === false && LINE.test(value)) return 'lineBreak';
  return null;
};

export const isSafeText = (value: string, options?: TextRuleOptions) => unsafeTextReason(value, options) === null;

const CONTROL_ALL = new RegExp(`${CONTROL.source}|${LINE.source}`, 'g');
const BIDI_ALL = new RegExp(BIDI.source, 'g');
const LONE_SURROGATE_ALL = new RegExp(LONE_SURROGATE.source, 'g');

/**
 * A file name as the uploader's browser sent it, made safe to keep and show: what the rule refuses (and line breaks)
 * is removed rather than refused, since the name is only a label of the file; the path a browser may prepend is
 * dropped; blank becomes `fallback`; at most 255 characters.
 */
export const cleanFileName = (name: string | null | undefined, fallback: string): string => {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(CONTROL_ALL, '').replace(BIDI_ALL, '').replace(LONE_SURROGATE_ALL, '').trim();
  return Array.from(clean).slice(0, 255).join('').trim() || fallback;
};

export type UnsafeTextFinding = { path: (string | number)[]; reason: UnsafeTextReason | 'tooDeep' };

/**
 * The first string (object key or value) in a parsed JSON body, query or path parameters that the rule refuses, with
 * its path; nesting deeper than `maxDepth` is refused as such. Keys count too: a key is stored when an object is kept as JSON. Tab, LF and CR are allowed here (a
 * request carries multi-line fields); single-line fields add `safeText({ multiline: false })` to their schema.
 */
export const findUnsafeText = (input: unknown, maxDepth = 64): UnsafeTextFinding | null => {
  const walk = (value: unknown, path: (string | number)[], depth: number): UnsafeTextFinding | null => {
    if (typeof value === 'string') {
      const reason = unsafeTextReason(value);
      return reason ? { path, reason } : null;
    }
    if (value === null || typeof value !== 'object') return null;
    // Nesting deeper than any form sends is refused rather than searched (or handed to the schemas) without end.
    if (depth >= maxDepth) return { path, reason: 'tooDeep' };
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) {
        const found = walk(item, [...path, index], depth + 1);
        if (found) return found;
      }
      return null;
    }
    // Buffers (a raw or multipart body) are not text.
    if (ArrayBuffer.isView(value)) return null;
    for (const [key, item] of Object.entries(value)) {
      const keyReason = unsafeTextReason(key);
      if (keyReason) return { path: [...path, key], reason: keyReason };
      const found = walk(item, [...path, key], depth + 1);
      if (found) return found;
    }
    return null;
  };
  return walk(input, [], 0);
};

/** The message key of each reason (pt, en, es in i18n/messages.ts). */
export const UNSAFE_TEXT_MESSAGE = {
  control: 'validation.controlCharacter',
  bidi: 'validation.bidiCharacter',
  surrogate: 'validation.invalidCharacter',
  lineBreak: 'validation.lineBreak',
  tooDeep: 'errors.invalidRequest',
} as const satisfies Record<UnsafeTextFinding['reason'], string>;

/** A zod refinement of the rule for forms and schemas: `z.string().check(safeText())` or `safeString()`. */
export const safeText = (options: TextRuleOptions = {}) =>
  z.superRefine<string>((value, ctx) => {
    const reason = unsafeTextReason(value, options);
    if (reason) ctx.addIssue({ code: 'custom', message: UNSAFE_TEXT_MESSAGE[reason], input: value });
  });

/** A string schema that refuses what the rule refuses. */
export const safeString = (options: TextRuleOptions = {}) => z.string().check(safeText(options));
