import { describe, expect, it } from 'vitest';
import type { Tenant } from '@plataforma/shared/tenancy';
import { filterTenants, foldText } from './tenants.ts';

const tenant = (id: string, nome: string, subdominio: string, ativo = true): Tenant => ({ id, nome, subdominio, ativo, contratoId: null, empresaId: null });
const list = [tenant('1', 'Plataforma', 'plataforma'), tenant('2', 'Acme Educação', 'acme'), tenant('3', 'Demo', 'demo'), tenant('4', 'Antiga', 'antiga', false)];

describe('filterTenants', () => {
  it('leaves out the current tenant and sorts active ones first, then by name', () => {
    expect(filterTenants(list, '', '1').map((t) => t.nome)).toEqual(['Acme Educação', 'Demo', 'Antiga']);
  });

  it('matches name or sub-domain ignoring case and accents', () => {
    expect(filterTenants(list, 'EDUCACAO').map((t) => t.id)).toEqual(['2']);
    expect(filterTenants(list, 'dem').map((t) => t.id)).toEqual(['3']);
    expect(filterTenants(list, 'zzz')).toEqual([]);
  });

  it('folds text', () => {
    expect(foldText('  Ação É ')).toBe('acao e');
  });
});
