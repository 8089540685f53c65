import { describe, expect, it } from 'vitest';
import { bindParameters, classificationAllows, EMBED_TTL_SECONDS, embedAddress, embedClaims, isPanelAddress, lockedParameterConflicts, type PanelParameter } from './rules.ts';
import { panelInputSchema } from './contracts.ts';

const viewer = { tenantId: 't-1', usuarioId: 'u-1', superiorId: 's-1' };
const params: PanelParameter[] = [
  { id: 'empresa', value: 'ignored', type: 'tenantId' },
  { id: 'gestor', value: '', type: 'superiorId' },
  { id: 'pessoa', value: 'x', type: 'usuarioId' },
  { id: 'origem', value: 'plataforma', type: 'fixed' },
];

describe('bindParameters', () => {
  it('takes tenantId, superiorId and usuarioId from the viewer and fixed values as stored', () => {
    expect(bindParameters(params, viewer)).toEqual({ empresa: 't-1', gestor: 's-1', pessoa: 'u-1', origem: 'plataforma' });
  });
  it('gives an empty superior to a person without a direct supervisor', () => {
    expect(bindParameters(params, { ...viewer, superiorId: null }).gestor).toBe('');
  });
  it('binds nothing for a panel without parameters', () => {
    expect(bindParameters([], viewer)).toEqual({});
  });
});

describe('embedClaims', () => {
  it('names the panel code as the dashboard, carries the locked parameters and expires after the TTL', () => {
    const claims = embedClaims('vendas', { pessoa: 'u-1' }, 1_000.7);
    expect(claims).toEqual({ resource: { dashboard: 'vendas' }, params: { pessoa: 'u-1' }, exp: 1_000 + EMBED_TTL_SECONDS });
  });
  it('copies the parameters (a later change of the source does not reach the claims)', () => {
    const bound = { pessoa: 'u-1' };
    const claims = embedClaims('x', bound, 0, 60);
    bound.pessoa = 'u-2';
    expect(claims.params.pessoa).toBe('u-1');
    expect(claims.exp).toBe(60);
  });
});

describe('lockedParameterConflicts', () => {
  const bound = bindParameters(params, viewer);
  it('accepts repeating the bound values or sending none', () => {
    expect(lockedParameterConflicts([], bound)).toEqual([]);
    expect(lockedParameterConflicts([{ id: 'pessoa', valor: 'u-1' }, { id: 'origem', valor: 'plataforma' }], bound)).toEqual([]);
  });
  it('refuses another value for a bound parameter, an unknown id and an empty value for a set one', () => {
    expect(lockedParameterConflicts([{ id: 'pessoa', valor: 'u-2' }], bound)).toEqual(['pessoa']);
    expect(lockedParameterConflicts([{ id: 'empresa', valor: 't-2' }, { id: 'outro', valor: '1' }], bound)).toEqual(['empresa', 'outro']);
    expect(lockedParameterConflicts([{ id: 'origem', valor: null }], bound)).toEqual(['origem']);
  });
  it('accepts an empty value where the bound one is empty (no supervisor)', () => {
    expect(lockedParameterConflicts([{ id: 'gestor', valor: null }], bindParameters(params, { ...viewer, superiorId: null }))).toEqual([]);
  });
  it('does not take inherited object keys for parameters', () => {
    expect(lockedParameterConflicts([{ id: 'toString', valor: '' }], bound)).toEqual(['toString']);
  });
});

describe('panel address', () => {
  it('accepts http(s) and paths of the platform, refuses other schemes and protocol-relative paths', () => {
    expect(isPanelAddress('https://bi.example.com/')).toBe(true);
    expect(isPanelAddress('http://localhost:3000')).toBe(true);
    expect(isPanelAddress('/bi-demo')).toBe(true);
    expect(isPanelAddress('//evil.example')).toBe(false);
    expect(isPanelAddress('javascript:alert(1)')).toBe(false);
    expect(isPanelAddress('ftp://bi.example.com')).toBe(false);
    expect(isPanelAddress('bi.example.com')).toBe(false);
  });
  it('builds the Metabase-style iframe address, trimming slashes, query and fragment', () => {
    expect(embedAddress('https://bi.example.com/', 'a.b.c', 'http://app')).toBe('https://bi.example.com/embed/dashboard/a.b.c#bordered=false&titled=false');
    expect(embedAddress('https://bi.example.com/x?y=1#z', 't', 'http://app')).toBe('https://bi.example.com/x/embed/dashboard/t#bordered=false&titled=false');
    expect(embedAddress('/bi-demo', 't', 'http://127.0.0.1:3614/')).toBe('http://127.0.0.1:3614/bi-demo/embed/dashboard/t#bordered=false&titled=false');
  });
});

describe('classification', () => {
  it('lets everyone see a panel without classification and only the named one otherwise', () => {
    expect(classificationAllows(null, 'student')).toBe(true);
    expect(classificationAllows('manager', 'manager')).toBe(true);
    expect(classificationAllows('manager', 'student')).toBe(false);
    expect(classificationAllows('admin', null)).toBe(false);
  });
});

describe('panelInputSchema', () => {
  const base = { name: 'Vendas', code: 'vendas', url: 'https://bi.example.com' };
  it('clears the value of bound parameters and requires it for fixed ones', () => {
    const ok = panelInputSchema.parse({ ...base, parametros: [{ id: 'pessoa', type: 'usuarioId', value: 'forged' }] });
    expect(ok.parametros[0].value).toBe('');
    const fixed = panelInputSchema.safeParse({ ...base, parametros: [{ id: 'origem', type: 'fixed', value: ' ' }] });
    expect(fixed.success).toBe(false);
    expect(fixed.error?.issues[0]).toMatchObject({ path: ['parametros', 0, 'value'], message: 'bi.fixedValueRequired' });
  });
  it('refuses a repeated parameter id, a bad id and a bad address', () => {
    const repeated = panelInputSchema.safeParse({ ...base, parametros: [{ id: 'a', type: 'tenantId' }, { id: 'a', type: 'usuarioId' }] });
    expect(repeated.error?.issues[0]).toMatchObject({ path: ['parametros', 1, 'id'], message: 'bi.duplicateParameter' });
    expect(panelInputSchema.safeParse({ ...base, parametros: [{ id: '1a', type: 'tenantId' }] }).error?.issues[0].message).toBe('bi.invalidParameterId');
    expect(panelInputSchema.safeParse({ ...base, url: 'javascript:x' }).error?.issues[0].message).toBe('bi.invalidAddress');
  });
  it('defaults public false, active true, no classification and removes repeated contracts', () => {
    const id = '0b9b1f5e-8f8e-4a57-9f55-2d5d1f1a0c11';
    const v = panelInputSchema.parse({ ...base, contratosIds: [id, id] });
    expect(v).toMatchObject({ public: false, ativo: true, classification: null, contratosIds: [id], parametros: [] });
  });
});
