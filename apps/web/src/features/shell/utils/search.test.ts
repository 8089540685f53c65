import { describe, expect, it } from 'vitest';
import { encodeTypeAndId, normaliseQuery, resultPath, searchPath, toSearchGroups } from './search.ts';

const item = (id: string) => ({ id, titulo: `Item ${id}`, tipo: 'video', imagem: null });

describe('search helpers', () => {
  it('normalises the query', () => {
    expect(normaliseQuery('  segurança   do  trabalho ')).toBe('segurança do trabalho');
    expect(normaliseQuery('   ')).toBe('');
  });

  it('builds the search page path with the encoded text', () => {
    expect(searchPath(' gestão & liderança ')).toBe('/search?query=gest%C3%A3o%20%26%20lideran%C3%A7a');
  });

  it('groups the reply in display order and drops empty groups', () => {
    const groups = toSearchGroups({ midias: [item('1')], cursos: [], formacoes: [item('2'), item('3')] });
    expect(groups.map((group) => group.key)).toEqual(['midias', 'formacoes']);
    expect(groups[1].items).toHaveLength(2);
  });

  it('limits each group and tolerates missing lists', () => {
    const many = Array.from({ length: 9 }, (_, index) => item(String(index)));
    expect(toSearchGroups({ cursos: many }, 5)).toEqual([{ key: 'cursos', items: many.slice(0, 5) }]);
    expect(toSearchGroups(null)).toEqual([]);
    expect(toSearchGroups({ midias: [], cursos: [], formacoes: [] })).toEqual([]);
  });

  it('encodes type and id URL-safely and reversibly', () => {
    const encoded = encodeTypeAndId('curso', '3f2a-ü');
    expect(encoded).not.toMatch(/[+/=]/);
    const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (char) => char.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe('curso:3f2a-ü');
    expect(resultPath('formacoes', item('9'))).toBe(`/catalog?view=${encodeTypeAndId('trilha', '9')}`);
  });
});
