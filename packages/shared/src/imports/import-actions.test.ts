import { describe, expect, it } from 'vitest';
import { IMPORT_STATUSES } from './contracts.ts';
import { canDiscardImport, canRunImport } from './import-actions.ts';

describe('import history actions', () => {
  it("run and discard only a validated import that has not run ('Validado')", () => {
    expect(IMPORT_STATUSES.filter(canRunImport)).toEqual(['Validado']);
    expect(IMPORT_STATUSES.filter(canDiscardImport)).toEqual(['Validado']);
  });

  it('refuses an invalid file, a queued or running import, a finished one and a discarded one', () => {
    for (const status of ['Invalido', 'NaFila', 'Processando', 'Concluido', 'ConcluidoComErros', 'Falhou', 'Descartado'] as const) {
      expect(canRunImport(status), status).toBe(false);
      expect(canDiscardImport(status), status).toBe(false);
    }
  });
});
