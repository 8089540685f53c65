import { describe, expect, it } from 'vitest';
import { TERM_CONTENT_MAX, TERM_NAME_MAX, termInputSchema, termText } from './contracts.ts';

describe('termText', () => {
  it('keeps only the visible text of the HTML', () => {
    expect(termText('<h2>Termos</h2><p>Leia <strong>com</strong> atenção.</p>')).toBe('Termos Leia com atenção.');
    expect(termText('<p></p>')).toBe('');
    expect(termText('<p> </p><p>&nbsp;</p><br>')).toBe('');
    expect(termText('<style>p{color:red}</style><script>alert(1)</script>')).toBe('');
    expect(termText('<p>&amp;</p>')).toBe('x');
  });
});

describe('termInputSchema', () => {
  const valid = { nome: 'Termos', conteudo: '<p>Texto</p>', tipo: 'Platform' as const };

  it('accepts a name up to the limit, trims it and keeps the HTML as given', () => {
    expect(termInputSchema.parse({ ...valid, nome: `  ${'n'.repeat(TERM_NAME_MAX)}  ` }).nome).toHaveLength(TERM_NAME_MAX);
    expect(termInputSchema.parse(valid).conteudo).toBe('<p>Texto</p>');
  });

  it('refuses an empty name, a name past the limit, a content without text or past its limit, and an unknown type', () => {
    expect(termInputSchema.safeParse({ ...valid, nome: ' ' }).success).toBe(false);
    expect(termInputSchema.safeParse({ ...valid, nome: 'n'.repeat(TERM_NAME_MAX + 1) }).success).toBe(false);
    expect(termInputSchema.safeParse({ ...valid, conteudo: '<p><br></p>' }).error?.issues[0].message).toBe('validation.required');
    const long = `<p>${'a'.repeat(TERM_CONTENT_MAX)}</p>`;
    expect(termInputSchema.safeParse({ ...valid, conteudo: long }).error?.issues[0].message).toBe('terms.contentTooLong');
    expect(termInputSchema.safeParse({ ...valid, tipo: 'Outro' }).success).toBe(false);
  });
});
