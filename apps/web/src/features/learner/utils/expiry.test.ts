import { describe, expect, it } from 'vitest';
import { expiryOf } from './expiry.ts';

const enrolled = '2026-01-01T12:00:00.000Z';

describe('expiryOf', () => {
  it('expired: enrolment date plus the days limit', () => {
    const expiry = expiryOf({ expirado: true, dataInscricao: enrolled, limiteDeDiasParaConclusao: 30 });
    expect(expiry).toEqual({ state: 'expired', date: new Date('2026-01-31T12:00:00.000Z') });
  });

  it('prefers the server expiry date', () => {
    expect(expiryOf({ expirado: true, dataInscricao: enrolled, limiteDeDiasParaConclusao: 30, dataExpiracao: '2026-02-02T00:00:00.000Z' })).toEqual({
      state: 'expired',
      date: new Date('2026-02-02T00:00:00.000Z'),
    });
  });

  it('counts the days left of an enrolment with a limit', () => {
    const now = new Date('2026-01-21T12:00:00.000Z');
    expect(expiryOf({ dataInscricao: enrolled, limiteDeDiasParaConclusao: 30 }, now)).toMatchObject({ state: 'expiring', days: 10 });
    expect(expiryOf({ dataInscricao: enrolled, limiteDeDiasParaConclusao: 30, diasParaExpirar: 4 }, now)).toMatchObject({ state: 'expiring', days: 4 });
  });

  it('shows nothing without an enrolment or a limit', () => {
    expect(expiryOf({ dataInscricao: null, limiteDeDiasParaConclusao: 30 })).toEqual({ state: 'none' });
    expect(expiryOf({ dataInscricao: enrolled, limiteDeDiasParaConclusao: 0 })).toEqual({ state: 'none' });
    expect(expiryOf({ dataInscricao: enrolled, limiteDeDiasParaConclusao: null })).toEqual({ state: 'none' });
  });
});
