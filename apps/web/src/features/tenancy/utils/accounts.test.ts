import { describe, expect, it } from 'vitest';
import type { UserAccount } from '@plataforma/shared/tenancy';
import { pickAutomaticAccount, splitAccounts } from './accounts.ts';

const account = (nome: string, extra: Partial<UserAccount> = {}): UserAccount => ({
  usuarioId: `u-${nome}`,
  tenantId: `t-${nome}`,
  nome,
  subdominio: nome.toLowerCase(),
  padrao: false,
  atual: false,
  ...extra,
});

describe('pickAutomaticAccount', () => {
  it('takes the only account', () => {
    expect(pickAutomaticAccount([account('Demo')])?.nome).toBe('Demo');
  });

  it('takes the default one among several, else the current one', () => {
    expect(pickAutomaticAccount([account('A', { atual: true }), account('B', { padrao: true })])?.nome).toBe('B');
    expect(pickAutomaticAccount([account('A'), account('B', { atual: true })])?.nome).toBe('B');
    expect(pickAutomaticAccount([account('A'), account('B')])).toBeNull();
    expect(pickAutomaticAccount([])).toBeNull();
  });
});

describe('splitAccounts', () => {
  const accounts = [account('Demo', { atual: true, padrao: true }), account('Zeta'), account('Ação Social'), account('Acme', { padrao: false })];

  it('separates the current company from the others, sorted by name', () => {
    const { current, others } = splitAccounts(accounts, '', null);
    expect(current?.nome).toBe('Demo');
    expect(others.map((a) => a.nome)).toEqual(['Ação Social', 'Acme', 'Zeta']);
  });

  it('treats the chosen partner tenant as the current company', () => {
    const { current, others } = splitAccounts(accounts, '', 't-Zeta');
    expect(current?.nome).toBe('Zeta');
    expect(others.map((a) => a.nome)).toEqual(['Demo', 'Ação Social', 'Acme']);
  });

  it('filters by name ignoring case and accents', () => {
    expect(splitAccounts(accounts, 'acao', null).others.map((a) => a.nome)).toEqual(['Ação Social']);
    expect(splitAccounts(accounts, 'ACM', null).others.map((a) => a.nome)).toEqual(['Acme']);
    expect(splitAccounts(accounts, 'nothing', null).others).toEqual([]);
  });
});
