import { describe, expect, it } from 'vitest';
import { recordName } from './library-labels.ts';

const columns = [{ key: 'foto', hidden: true }, { key: 'count' }, { key: 'apelido' }, { key: 'email' }];

describe('recordName (the name of a row for its selection checkbox)', () => {
  it("is the record's name field when it has one", () => {
    expect(recordName({ classificacao: 'student', nomeCompleto: 'Alice Aluna' }, [{ key: 'classificacao' }], 0)).toBe('Alice Aluna');
    expect(recordName({ tipo: 'curso', titulo: 'Integração' }, [{ key: 'tipo' }], 0)).toBe('Integração');
  });

  it('is the first shown column holding text', () => {
    expect(recordName({ foto: 'a.png', count: 3, apelido: ' Alice Aluna ', email: 'aluno@demo.local' }, columns, 0)).toBe('Alice Aluna');
  });

  it('skips hidden and empty columns', () => {
    expect(recordName({ foto: 'a.png', count: 3, apelido: '  ', email: 'aluno@demo.local' }, columns, 0)).toBe('aluno@demo.local');
  });

  it('falls back to the position on the page', () => {
    expect(recordName({ foto: 'a.png', count: 3, apelido: null, email: undefined }, columns, 4)).toBe('5');
  });
});
