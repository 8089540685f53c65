import { describe, expect, it } from 'vitest';
import { batchOutcome } from './batch-outcome.ts';

describe('batchOutcome', () => {
  it('reports the count when every change worked', () => {
    expect(batchOutcome({ success: true, alterados: 3, falhas: [] }, 3)).toEqual({ kind: 'all-ok', count: 3 });
  });

  it('lists the failures with the known names', () => {
    const outcome = batchOutcome(
      { success: false, alterados: 1, falhas: [{ usuarioId: 'a', message: 'Conta compartilhada' }, { usuarioId: 'b', message: 'Não encontrado' }] },
      3,
      { a: 'Ana' },
    );
    expect(outcome).toEqual({
      kind: 'partial',
      changed: 1,
      failures: [
        { usuarioId: 'a', label: 'Ana', message: 'Conta compartilhada' },
        { usuarioId: 'b', label: 'b', message: 'Não encontrado' },
      ],
    });
  });
});
