import { describe, expect, it } from 'vitest';
import {
  contractRequestSchema,
  daysBetween,
  isValidAccessUrl,
  isValidClassification,
  isoDateIn,
  joinProducts,
  parseProducts,
  replicateSettings,
  batchReplicationRequestSchema,
  slugify,
  subdomainFrom,
  subscriptionStatus,
  uniqueSubdomain,
  usageOf,
} from './client-contracts.ts';

const EMPRESA = '0b7e7c39-2d7b-4b8e-9d3c-7f0e7d1c2a11';

describe('products', () => {
  it('reads the comma list or an array, trimmed, without empty entries or repeats', () => {
    expect(parseProducts('CRM, ERP Agro ,,BI, crm')).toEqual(['CRM', 'ERP Agro', 'BI']);
    expect(parseProducts(['BI', ' BI ', 'Outros'])).toEqual(['BI', 'Outros']);
    expect(parseProducts(null)).toEqual([]);
    expect(parseProducts('')).toEqual([]);
    expect(joinProducts(['CRM', 'BI'])).toBe('CRM,BI');
  });

  it('accepts a classification among the fixed values or the products', () => {
    expect(isValidClassification('embarcado', [])).toBe(true);
    expect(isValidClassification('termoadesao', [])).toBe(true);
    expect(isValidClassification('ERP Agro', ['CRM', 'ERP Agro'])).toBe(true);
    expect(isValidClassification('erp agro', ['ERP Agro'])).toBe(true);
    expect(isValidClassification('BI', ['CRM'])).toBe(false);
    expect(isValidClassification('premium', [])).toBe(false);
  });
});

describe('sub-domains', () => {
  it('slugifies names: accents, spaces and symbols become hyphens, at most 63 characters', () => {
    expect(slugify('Cooperativa São João & Cia.')).toBe('cooperativa-sao-joao-cia');
    expect(slugify('--Ação--')).toBe('acao');
    expect(slugify('x'.repeat(80))).toHaveLength(63);
    expect(slugify('***')).toBe('');
  });

  it('takes the first label of the standard access address, else the company name', () => {
    expect(subdomainFrom('https://agrosul.plataforma.com.br/login', 'Agro Sul')).toBe('agrosul');
    expect(subdomainFrom('agrosul.plataforma.com.br', 'Agro Sul')).toBe('agrosul');
    expect(subdomainFrom('Agro-Sul', 'x')).toBe('agro-sul');
    expect(subdomainFrom(null, 'Agro Sul Ltda')).toBe('agro-sul-ltda');
    expect(subdomainFrom('  ', '!!!')).toBe('cliente');
  });

  it('adds -2, -3... until the sub-domain is free, and never uses a reserved one', () => {
    expect(uniqueSubdomain('agro', new Set())).toBe('agro');
    expect(uniqueSubdomain('agro', new Set(['agro']))).toBe('agro-2');
    expect(uniqueSubdomain('agro', new Set(['agro', 'agro-2']))).toBe('agro-3');
    expect(uniqueSubdomain('www', new Set())).toBe('www-2');
    expect(uniqueSubdomain('x'.repeat(63), new Set(['x'.repeat(63)]))).toBe(`${'x'.repeat(61)}-2`);
  });

  it('accepts a label or an http(s) address as the standard access address', () => {
    expect(isValidAccessUrl('agrosul')).toBe(true);
    expect(isValidAccessUrl('agrosul.plataforma.com')).toBe(true);
    expect(isValidAccessUrl('https://agrosul.plataforma.com/')).toBe(true);
    expect(isValidAccessUrl('agro sul')).toBe(false);
    expect(isValidAccessUrl('-agro')).toBe(false);
    expect(isValidAccessUrl('ftp://agro.com')).toBe(false);
  });
});

describe('subscriptionStatus', () => {
  const today = '2026-03-10';
  const contract = { active: true, statusProjeto: 'inProduction' as const, dataDeValidade: '2026-12-31' };

  it('is active in production and trial in experimentation', () => {
    expect(subscriptionStatus(contract, today)).toBe('active');
    expect(subscriptionStatus({ ...contract, statusProjeto: 'experimentation' }, today)).toBe('trial');
    expect(subscriptionStatus({ ...contract, dataDeValidade: null }, today)).toBe('active');
  });

  it('expires only after the validity day (day granularity)', () => {
    expect(subscriptionStatus({ ...contract, dataDeValidade: today }, today)).toBe('active');
    expect(subscriptionStatus({ ...contract, dataDeValidade: '2026-03-09' }, today)).toBe('expired');
  });

  it('puts canceled before blocked before expired', () => {
    expect(subscriptionStatus({ ...contract, active: false, dataDeValidade: '2020-01-01' }, today)).toBe('canceled');
    expect(subscriptionStatus({ ...contract, statusProjeto: 'canceled' }, today)).toBe('canceled');
    expect(subscriptionStatus({ ...contract, statusProjeto: 'blocked', dataDeValidade: '2020-01-01' }, today)).toBe('blocked');
  });

  it('counts days and reads the platform day in São Paulo', () => {
    expect(daysBetween('2026-03-10', '2026-03-31')).toBe(21);
    expect(daysBetween('2026-03-10', '2026-03-09')).toBe(-1);
    expect(isoDateIn(new Date('2026-03-10T02:00:00Z'))).toBe('2026-03-09');
    expect(isoDateIn(new Date('2026-03-10T02:00:00Z'), 'UTC')).toBe('2026-03-10');
  });
});

describe('usageOf', () => {
  it('gives the share used and the level of the bar', () => {
    expect(usageOf(10, 100)).toEqual({ percent: 10, level: 'ok' });
    expect(usageOf(80, 100)).toEqual({ percent: 80, level: 'warning' });
    expect(usageOf(100, 100)).toEqual({ percent: 100, level: 'full' });
    expect(usageOf(120, 100)).toEqual({ percent: 120, level: 'full' });
    expect(usageOf(1, 3)).toEqual({ percent: 33.3, level: 'ok' });
  });

  it('with nothing contracted, is full once anyone is active (both zero is allowed)', () => {
    expect(usageOf(0, 0)).toEqual({ percent: null, level: 'ok' });
    expect(usageOf(1, 0)).toEqual({ percent: null, level: 'full' });
  });
});

describe('contractRequestSchema', () => {
  const base = { empresaId: EMPRESA, dataDeContrato: '2026-01-01', quantidadeDeUsuariosContratados: 50 };

  it('fills the defaults and normalises products and the manager CPF', () => {
    const parsed = contractRequestSchema.parse({ ...base, produtos: 'CRM, BI', classificacaoCliente: 'BI', cpfGestor: '529.982.247-25', nomeGestor: 'Gil', emailGestor: 'gil@x.com' });
    expect(parsed).toMatchObject({
      produtos: ['CRM', 'BI'],
      cpfGestor: '52998224725',
      statusProjeto: 'experimentation',
      active: true,
      isDistribuidor: false,
      espacoEmDiscoContratado: 0,
      limiteDeRegistrosDeCursos: 0,
      dataDeValidade: null,
    });
  });

  it('checks the cross-field rules', () => {
    const result = contractRequestSchema.safeParse({
      ...base,
      dataDeValidade: '2025-12-31',
      classificacaoCliente: 'premium',
      urlDeAcessoPadrao: 'agro sul',
      urlDeAcessoPersonalizado: 'agro.com',
      cpfGestor: '111.111.111-11',
      sso: { habilitado: true, tipo: 'microsoft', instanceUrl: 'login' },
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(issues).toEqual(
      expect.arrayContaining([
        'dataDeValidade:contracts.validityBeforeStart',
        'classificacaoCliente:contracts.invalidClassification',
        'urlDeAcessoPadrao:contracts.invalidAccessUrl',
        'urlDeAcessoPersonalizado:contracts.invalidUrl',
        'cpfGestor:validation.invalidCpf',
        'nomeGestor:validation.required',
        'emailGestor:validation.required',
        'sso.clientId:validation.required',
        'sso.tenantId:validation.required',
        'sso.instanceUrl:contracts.invalidUrl',
      ]),
    );
  });

  it('asks for the company when none is chosen', () => {
    const result = contractRequestSchema.safeParse({ ...base, empresaId: '' });
    expect(result.error?.issues.find((i) => i.path[0] === 'empresaId')?.message).toBe('validation.required');
  });

  it('does not check a foreign manager document as a CPF', () => {
    const parsed = contractRequestSchema.parse({ ...base, tipoPessoaGestor: 'estrangeira', cpfGestor: 'P 123', nomeGestor: 'Juan', emailGestor: 'juan@x.py' });
    expect(parsed.cpfGestor).toBe('P 123');
  });

  it('refuses negative or fractional counts', () => {
    expect(contractRequestSchema.safeParse({ ...base, quantidadeDeUsuariosContratados: -1 }).success).toBe(false);
    expect(contractRequestSchema.safeParse({ ...base, quantidadeDeUsuariosContratados: 1.5 }).success).toBe(false);
    expect(contractRequestSchema.safeParse({ ...base, espacoEmDiscoContratado: 2.5 }).success).toBe(true);
  });
});

describe('replication', () => {
  it('copies the chosen groups and keeps the target its own term of use and certificates', () => {
    const target = { page: { title: 'Alvo' }, general: { termOfUse: 'term-alvo', certificate: { course: 'c-alvo', formation: null }, logoutUrl: null } };
    const source = { page: { title: 'Origem' }, colors: { topBar: '#111111' }, general: { termOfUse: 'term-origem', certificate: { course: 'c-origem' }, logoutUrl: 'https://sair' } };
    expect(replicateSettings(target, source, ['colors', 'general'])).toEqual({
      page: { title: 'Alvo' },
      colors: { topBar: '#111111' },
      general: { logoutUrl: 'https://sair', termOfUse: 'term-alvo', certificate: { course: 'c-alvo', formation: null } },
    });
    expect(replicateSettings(target, source, ['logos'])).toEqual(target);
  });

  it('reads one group name or a list, and needs at least one contract', () => {
    const id = EMPRESA;
    expect(batchReplicationRequestSchema.parse({ contractIds: [id], replicationSpecificParameter: 'colors' }).replicationSpecificParameter).toEqual(['colors']);
    expect(batchReplicationRequestSchema.parse({ contractIds: [id], replicationSpecificParameter: ['page', 'page'] }).replicationSpecificParameter).toEqual(['page']);
    expect(batchReplicationRequestSchema.parse({ contractIds: [id] }).replicationSpecificParameter).toEqual([]);
    const empty = batchReplicationRequestSchema.safeParse({ contractIds: [] });
    expect(empty.error?.issues[0].message).toBe('validation.selectOne');
    expect(batchReplicationRequestSchema.safeParse({ contractIds: [id], replicationSpecificParameter: 'tenantId' }).success).toBe(false);
  });
});
