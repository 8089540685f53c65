import { describe, expect, it } from 'vitest';
import { cleanFileName, findUnsafeText, safeString, unsafeTextReason } from './text.ts';

describe('the text input rule', () => {
  it.each([
    ['plain text', 'Ana Administradora'],
    ['accents and emoji (a surrogate pair)', 'Ação 😀 ñ ü'],
    ['tab, LF and CR in multi-line text', 'linha 1\r\nlinha 2\tfim'],
    ['the empty string', ''],
    ['right-to-left text and marks (not overrides)', 'שלום \u200F abc \u200E'],
    ['the last character before C1 controls and the first after', '\u007E \u00A0'],
    ['U+2029 and the characters around the bidi ranges', '\u2029 \u202F \u2065 \u206A'],
    ['a private-use and a non-BMP character', '\uE000 \u{10FFFF}'],
  ])('accepts %s', (_, value) => {
    expect(unsafeTextReason(value)).toBeNull();
  });

  it.each([
    ['NUL', 'a\u0000b', 'control'],
    ['NUL alone', '\u0000', 'control'],
    ['U+0001', '\u0001', 'control'],
    ['backspace U+0008', 'x\u0008', 'control'],
    ['vertical tab U+000B', '\u000B', 'control'],
    ['form feed U+000C', '\u000C', 'control'],
    ['U+000E', '\u000E', 'control'],
    ['escape U+001B', 'a\u001B[31m', 'control'],
    ['U+001F', '\u001F', 'control'],
    ['DEL U+007F', '\u007F', 'control'],
    ['C1 U+0080', '\u0080', 'control'],
    ['C1 U+009F', '\u009F', 'control'],
    ['LRE U+202A', '\u202A', 'bidi'],
    ['RLO U+202E', 'fatura\u202Efdp.exe', 'bidi'],
    ['LRI U+2066', '\u2066', 'bidi'],
    ['PDI U+2069', '\u2069', 'bidi'],
    ['a lone high surrogate', 'a\uD800b', 'surrogate'],
    ['a lone high surrogate at the end', 'a\uDBFF', 'surrogate'],
    ['a lone low surrogate', '\uDC00a', 'surrogate'],
    ['two surrogates in the wrong order', '\uDC00\uD800', 'surrogate'],
  ])('refuses %s', (_, value, reason) => {
    expect(unsafeTextReason(value)).toBe(reason);
  });

  it('refuses tab, LF and CR in single-line text only', () => {
    for (const value of ['a\tb', 'a\nb', 'a\rb']) {
      expect(unsafeTextReason(value)).toBeNull();
      expect(unsafeTextReason(value, { multiline: false })).toBe('lineBreak');
    }
    expect(unsafeTextReason('a b', { multiline: false })).toBeNull();
  });

  it('finds the first refused string or key of a parsed body, with its path', () => {
    expect(findUnsafeText({ a: 'ok', b: [1, true, null, { c: 'x\u0000' }] })).toEqual({ path: ['b', 3, 'c'], reason: 'control' });
    expect(findUnsafeText({ ['chave\u202E']: 1 })).toEqual({ path: ['chave\u202E'], reason: 'bidi' });
    expect(findUnsafeText('\uD800')).toEqual({ path: [], reason: 'surrogate' });
    expect(findUnsafeText({ a: 'linha\nlinha', n: 5, d: null })).toBeNull();
    expect(findUnsafeText(undefined)).toBeNull();
    expect(findUnsafeText(Buffer.from([0, 1, 2]))).toBeNull();
  });

  it('refuses nesting deeper than its limit instead of recursing without end', () => {
    let deep: unknown = 'ok';
    for (let i = 0; i < 100_000; i += 1) deep = { a: deep };
    expect(findUnsafeText(deep)).toEqual({ path: Array(64).fill('a'), reason: 'tooDeep' });
    let nested: unknown = 'x\u0000';
    for (let i = 0; i < 63; i += 1) nested = [nested];
    expect(findUnsafeText(nested)).toEqual({ path: Array(63).fill(0), reason: 'control' });
    expect(findUnsafeText([[nested]])).toEqual({ path: Array(64).fill(0), reason: 'tooDeep' });
  });

  it('gives zod schemas the same rule with a message key', () => {
    expect(safeString().safeParse('ok').success).toBe(true);
    const refused = safeString().safeParse('a\u0000');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].message).toBe('validation.controlCharacter');
    expect(safeString({ multiline: false }).safeParse('a\nb').error?.issues[0].message).toBe('validation.lineBreak');
  });
});

describe('uploaded file names', () => {
  it('lose control characters, line breaks, bidirectional controls, lone surrogates and any path', () => {
    expect(cleanFileName('relat\u202Efdp.exe', 'arquivo')).toBe('relatfdp.exe');
    expect(cleanFileName('a\u0000b\tc\n\u009Fd\u2066.pdf', 'arquivo')).toBe('abcd.pdf');
    expect(cleanFileName('x\uD800y.txt', 'arquivo')).toBe('xy.txt');
    expect(cleanFileName('C:\\pasta\\nota.pdf', 'arquivo')).toBe('nota.pdf');
    expect(cleanFileName('../../etc/passwd', 'arquivo')).toBe('passwd');
    expect(cleanFileName('café 😀.png', 'arquivo')).toBe('café 😀.png');
  });

  it('fall back when nothing is left, and keep at most 255 characters without splitting one', () => {
    expect(cleanFileName('', 'arquivo')).toBe('arquivo');
    expect(cleanFileName(null, 'imagem')).toBe('imagem');
    expect(cleanFileName(' \u202E\u0007 ', 'arquivo')).toBe('arquivo');
    expect(cleanFileName('pasta/', 'arquivo')).toBe('arquivo');
    expect(cleanFileName('a'.repeat(300), 'arquivo')).toHaveLength(255);
    const emoji = cleanFileName('😀'.repeat(300), 'arquivo');
    expect(Array.from(emoji)).toHaveLength(255);
    expect(unsafeTextReason(emoji)).toBeNull();
  });
});
