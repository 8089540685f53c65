import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/index.ts';
import { formatNoteTime, NOTE_DESCRIPTION_MAX, NOTE_TITLE_MAX, parseCreateNoteFields, parseNoteTime, parseUpdateNoteFields } from './notes.ts';

const MIDIA = '0b9f6a8e-4c1d-4e55-9a77-1f0e2d3c4b5a';
const CURSO = '6c1e2f7a-0d4b-4f3c-8a9e-2b1c0d9e8f7a';

describe('note fields', () => {
  it('accepts a note with only the object and the title', () => {
    expect(parseCreateNoteFields({ midiaId: MIDIA, titulo: '  Ponto importante ' })).toEqual({
      ok: true,
      data: { midiaId: MIDIA, titulo: 'Ponto importante', descricao: null, tempo: null, cursoId: null, formacaoId: null },
    });
  });

  it('keeps description, time (whole seconds), course and trail', () => {
    const result = parseCreateNoteFields({ midiaId: MIDIA.toUpperCase(), titulo: 'T', descricao: 'texto', tempo: '83.9', cursoId: CURSO, formacaoId: '' });
    expect(result).toEqual({ ok: true, data: { midiaId: MIDIA, titulo: 'T', descricao: 'texto', tempo: 83, cursoId: CURSO, formacaoId: null } });
  });

  it('requires the object and the title', () => {
    expect(parseCreateNoteFields({ titulo: 'T' })).toMatchObject({ ok: false, key: 'validation.required', field: 'midiaId' });
    expect(parseCreateNoteFields({ midiaId: 'abc', titulo: 'T' })).toMatchObject({ ok: false, key: 'anotacao.invalidId', field: 'midiaId' });
    expect(parseCreateNoteFields({ midiaId: MIDIA, titulo: '   ' })).toMatchObject({ ok: false, key: 'validation.required', field: 'titulo' });
  });

  it('limits the title to 120 and the note to 2,000 characters (edges included)', () => {
    expect(parseCreateNoteFields({ midiaId: MIDIA, titulo: 'a'.repeat(NOTE_TITLE_MAX) }).ok).toBe(true);
    expect(parseCreateNoteFields({ midiaId: MIDIA, titulo: 'a'.repeat(NOTE_TITLE_MAX + 1) })).toMatchObject({ ok: false, key: 'anotacao.titleTooLong', params: { max: 120 } });
    expect(parseCreateNoteFields({ midiaId: MIDIA, titulo: 'T', descricao: 'd'.repeat(NOTE_DESCRIPTION_MAX) }).ok).toBe(true);
    const long = parseCreateNoteFields({ midiaId: MIDIA, titulo: 'T', descricao: 'd'.repeat(NOTE_DESCRIPTION_MAX + 1) });
    expect(long).toMatchObject({ ok: false, key: 'anotacao.tooLong', field: 'descricao' });
    if (!long.ok) expect(translate(long.key, 'pt', long.params)).toBe('A anotação não pode exceder 2.000 caracteres.');
  });

  it('refuses a time that is not a number of seconds from 0 to 24 h', () => {
    expect(parseNoteTime('0')).toBe(0);
    expect(parseNoteTime(String(24 * 3600))).toBe(24 * 3600);
    expect(parseNoteTime(String(24 * 3600 + 1))).toBeUndefined();
    expect(parseNoteTime('-1')).toBeUndefined();
    expect(parseNoteTime('1e3')).toBeUndefined();
    expect(parseNoteTime('')).toBeNull();
    expect(parseCreateNoteFields({ midiaId: MIDIA, titulo: 'T', tempo: 'abc' })).toMatchObject({ ok: false, key: 'anotacao.invalidTime', field: 'tempo' });
  });

  it('refuses a course or trail id that is not a uuid', () => {
    expect(parseCreateNoteFields({ midiaId: MIDIA, titulo: 'T', cursoId: 'x' })).toMatchObject({ ok: false, field: 'cursoId' });
    expect(parseCreateNoteFields({ midiaId: MIDIA, titulo: 'T', formacaoId: '1' })).toMatchObject({ ok: false, field: 'formacaoId' });
  });

  it('reads removerImagem on an update and ignores a midiaId', () => {
    expect(parseUpdateNoteFields({ titulo: 'T', removerImagem: 'true', midiaId: 'whatever' })).toEqual({
      ok: true,
      data: { titulo: 'T', descricao: null, tempo: null, cursoId: null, formacaoId: null, removerImagem: true },
    });
    expect(parseUpdateNoteFields({ titulo: 'T' })).toMatchObject({ ok: true, data: { removerImagem: false } });
  });
});

describe('formatNoteTime', () => {
  it('writes mm:ss under an hour and h:mm:ss above', () => {
    expect(formatNoteTime(0)).toBe('00:00');
    expect(formatNoteTime(5.9)).toBe('00:05');
    expect(formatNoteTime(754)).toBe('12:34');
    expect(formatNoteTime(3599)).toBe('59:59');
    expect(formatNoteTime(3723)).toBe('1:02:03');
  });
});
