import { describe, expect, it } from 'vitest';
import { recordName } from './library-labels.ts';

const columns = [{ key: 'foto', hidden: true }, { key: 'count' }, { key: 'nome' }, { key: 'email' }];

describe('recordName (the name of a row for its selection checkbox)', () => {
  it('is the first shown column holding text', () => {
    expect(recordName({ foto: 'a.png', count: 3, nome: ' Alice Aluna ', email: 'aluno@demo.local' }, columns, 0)).toBe('Alice Aluna');
  });

  it('skips hidden and empty columns', () => {
    expect(recordName({ foto: 'a.png', count: 3, nome: '  ', email: 'aluno@demo.local' }, columns, 0)).toBe('aluno@demo.local');
  });

  it('falls back to the position on the page', () => {
    expect(recordName({ foto: 'a.png', count: 3, nome: null, email: undefined }, columns, 4)).toBe('5');
  });
});
