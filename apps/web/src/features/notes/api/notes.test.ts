import { describe, expect, it } from 'vitest';
import { noteFormData } from './notes.ts';

describe('noteFormData', () => {
  it('writes the text fields first and the screenshot last, the time in whole seconds', () => {
    const image = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    const data = noteFormData({ midiaId: 'm1', titulo: 'T', descricao: 'D', tempo: 83.7, cursoId: 'c1', formacaoId: null, image }, false);
    expect([...data.keys()]).toEqual(['midiaId', 'titulo', 'descricao', 'tempo', 'cursoId', 'imagem']);
    expect(data.get('tempo')).toBe('83');
    expect((data.get('imagem') as File).name).toBe('captura.png');
  });

  it('on an update: no object, removerImagem when the screenshot is removed, nothing when it is kept', () => {
    const removed = noteFormData({ midiaId: 'm1', titulo: 'T', descricao: '', image: null }, true);
    expect([...removed.keys()]).toEqual(['titulo', 'descricao', 'removerImagem']);
    const kept = noteFormData({ midiaId: 'm1', titulo: 'T', descricao: '' }, true);
    expect([...kept.keys()]).toEqual(['titulo', 'descricao']);
  });
});
