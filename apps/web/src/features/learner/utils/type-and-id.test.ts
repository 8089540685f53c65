import { describe, expect, it } from 'vitest';
import { classroomPath, decodeTypeAndId, encodeTypeAndId, kindOf, sharePath } from './type-and-id.ts';

describe('type and id links', () => {
  it('encodes base64url of "tipo:id" without padding', () => {
    // "curso:abc" in base64 is Y3Vyc286YWJj; "trilha:1?" gives '/' and '=' that become '_' and nothing
    expect(encodeTypeAndId('curso', 'abc')).toBe('Y3Vyc286YWJj');
    expect(encodeTypeAndId('trilha', '1?')).toBe('dHJpbGhhOjE_');
  });

  it('decodes back to the API kind (trilha is formacao)', () => {
    const id = '6f1c1c2e-3b0a-4d6e-9a51-0c6b7f1e2d3c';
    expect(decodeTypeAndId(encodeTypeAndId('trilha', id))).toEqual({ kind: 'formacao', id });
    expect(decodeTypeAndId(encodeTypeAndId('midia', id))).toEqual({ kind: 'midia', id });
    expect(decodeTypeAndId(encodeTypeAndId('curso', 'ü-1'))).toEqual({ kind: 'curso', id: 'ü-1' });
  });

  it('refuses values that are not a known type and an id', () => {
    expect(decodeTypeAndId(null)).toBeNull();
    expect(decodeTypeAndId('')).toBeNull();
    expect(decodeTypeAndId('not base64!')).toBeNull();
    expect(decodeTypeAndId(btoa('pagina:1'))).toBeNull();
    expect(decodeTypeAndId(btoa('curso:'))).toBeNull();
    expect(decodeTypeAndId(btoa('semdoispontos'))).toBeNull();
  });

  it('builds the share and classroom paths', () => {
    expect(sharePath({ kind: 'curso', id: 'abc' })).toBe('/catalog?view=Y3Vyc286YWJj');
    expect(classroomPath({ kind: 'formacao', id: 'x' })).toBe(`/learning-center/view/${encodeTypeAndId('trilha', 'x')}/0`);
  });

  it('normalises reply kinds', () => {
    expect(kindOf('Curso')).toBe('curso');
    expect(kindOf('trilha')).toBe('formacao');
    expect(kindOf('Formacao')).toBe('formacao');
    expect(kindOf('video')).toBe('midia');
    expect(kindOf(undefined)).toBe('midia');
  });
});
