import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantResponse, UserAccount } from '@plataforma/shared/tenancy';
import { buildTestApp, callAs, createPerson, login, type TestApp } from '../../test/build-test-app';

let t: TestApp;
const token: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  for (const email of ['aluno@demo.local', 'multi@demo.local', 'admin@demo.local', 'superadmin@plataforma.local', 'aluno@acme.local']) {
    token[email] = (await login(t.app, email)).access_token;
  }
});
afterAll(async () => {
  await t?.close();
});

const TENANT_FORBIDDEN = { success: false, notifications: [{ message: 'Você não tem acesso a esta empresa.' }] };

describe('GET /api/v1/usuario/useraccount', () => {
  it('lists both accounts of a person in two companies, marking the default and the current one', async () => {
    const res = await callAs(t.app, token['multi@demo.local'], { method: 'GET', url: '/api/v1/usuario/useraccount' });
    expect(res.statusCode).toBe(200);
    const accounts = res.json<UserAccount[]>();
    expect(accounts).toEqual([
      { usuarioId: await t.userId('multi@demo.local', 'acme'), tenantId: t.tenants.acme, nome: 'Acme', subdominio: 'acme', padrao: false, atual: false },
      { usuarioId: await t.userId('multi@demo.local', 'demo'), tenantId: t.tenants.demo, nome: 'Demo', subdominio: 'demo', padrao: true, atual: true },
    ]);
    const inAcme = await callAs(t.app, token['multi@demo.local'], { method: 'GET', url: '/api/v1/usuario/useraccount', tenantId: t.tenants.acme });
    expect(inAcme.json<UserAccount[]>().find((a) => a.atual)?.tenantId).toBe(t.tenants.acme);
  });

  it('lists one account for a person in one company and needs a session', async () => {
    const res = await callAs(t.app, token['aluno@demo.local'], { method: 'GET', url: '/api/v1/usuario/useraccount' });
    expect(res.json<UserAccount[]>().map((a) => a.tenantId)).toEqual([t.tenants.demo]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/usuario/useraccount' })).statusCode).toBe(401);
  });

  it('leaves out inactive accounts', async () => {
    const person = await createPerson(t, { accounts: [{ tenant: 'demo' }, { tenant: 'acme', ativo: false }] });
    const { access_token } = await login(t.app, person.email);
    const res = await callAs(t.app, access_token, { method: 'GET', url: '/api/v1/usuario/useraccount' });
    expect(res.json<UserAccount[]>().map((a) => a.tenantId)).toEqual([t.tenants.demo]);
  });
});

describe('POST /api/v1/usuario/useraccount/tenant/{id}', () => {
  it('switches the default account, and the next sign-in lands there', async () => {
    const person = await createPerson(t, { accounts: [{ tenant: 'demo' }, { tenant: 'acme' }] });
    const { access_token } = await login(t.app, person.email);
    const res = await callAs(t.app, access_token, { method: 'POST', url: `/api/v1/usuario/useraccount/tenant/${t.tenants.acme}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });

    const accounts = (await callAs(t.app, access_token, { method: 'GET', url: '/api/v1/usuario/useraccount' })).json<UserAccount[]>();
    expect(accounts.map((a) => [a.subdominio, a.padrao])).toEqual([
      ['acme', true],
      ['demo', false],
    ]);
    const next = decodeJwt((await login(t.app, person.email)).access_token);
    expect(next).toMatchObject({ Tenant: t.tenants.acme, IdDoUsuario: person.accounts.acme });
  });

  it('refuses a tenant the person has no account in', async () => {
    const res = await callAs(t.app, token['multi@demo.local'], { method: 'POST', url: `/api/v1/usuario/useraccount/tenant/${t.tenants.plataforma}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, notifications: [{ message: 'Erro ao tentar definir conta como padrão!' }] });
    const accounts = (await callAs(t.app, token['multi@demo.local'], { method: 'GET', url: '/api/v1/usuario/useraccount' })).json<UserAccount[]>();
    expect(accounts.find((a) => a.padrao)?.tenantId).toBe(t.tenants.demo);
    expect((await callAs(t.app, token['multi@demo.local'], { method: 'POST', url: '/api/v1/usuario/useraccount/tenant/acme' })).statusCode).toBe(400);
  });
});

describe('GET /api/v1/Tenant', () => {
  it('returns the active tenant and, for a learner, only their own companies', async () => {
    const res = await callAs(t.app, token['aluno@demo.local'], { method: 'GET', url: '/api/v1/Tenant' });
    expect(res.statusCode).toBe(200);
    const body = res.json<TenantResponse>();
    expect(body.atual).toMatchObject({ id: t.tenants.demo, nome: 'Demo', subdominio: 'demo', ativo: true });
    expect(body.atual.contratoId).toEqual(expect.any(String));
    expect(body.atual.empresaId).toEqual(expect.any(String));
    expect(body.disponiveis.map((d) => d.id)).toEqual([t.tenants.demo]);

    const multi = (await callAs(t.app, token['multi@demo.local'], { method: 'GET', url: '/api/v1/Tenant' })).json<TenantResponse>();
    expect(multi.disponiveis.map((d) => d.subdominio)).toEqual(['acme', 'demo']);
  });

  it('lists every tenant for a platform administrator', async () => {
    const body = (await callAs(t.app, token['superadmin@plataforma.local'], { method: 'GET', url: '/api/v1/Tenant' })).json<TenantResponse>();
    expect(body.atual.id).toBe(t.tenants.plataforma);
    expect(body.disponiveis.map((d) => d.subdominio)).toEqual(['acme', 'demo', 'plataforma']);
  });
});

describe('GET /api/v2/Contrato/tenants/{ownerId}', () => {
  const acmeOwner = async () =>
    (await callAs(t.app, token['superadmin@plataforma.local'], { method: 'GET', url: '/api/v1/Tenant' })).json<TenantResponse>().disponiveis.find((d) => d.subdominio === 'acme')!.empresaId!;

  it('lists the tenants of a contract owner for a platform administrator', async () => {
    const res = await callAs(t.app, token['superadmin@plataforma.local'], { method: 'GET', url: `/api/v2/Contrato/tenants/${await acmeOwner()}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ id: t.tenants.acme, nome: 'Acme', subdominio: 'acme', contratoNome: 'Contrato Acme' })]);
  });

  it('answers an empty list for an owner without contracts', async () => {
    const res = await callAs(t.app, token['superadmin@plataforma.local'], { method: 'GET', url: '/api/v2/Contrato/tenants/00000000-0000-4000-8000-000000000000' });
    expect(res.json()).toEqual([]);
  });

  it('refuses a company administrator and a learner', async () => {
    const owner = await acmeOwner();
    for (const email of ['admin@demo.local', 'aluno@demo.local']) {
      const res = await callAs(t.app, token[email], { method: 'GET', url: `/api/v2/Contrato/tenants/${owner}` });
      expect(res.statusCode, email).toBe(403);
      expect(res.json()).toEqual({ success: false, notifications: [{ message: 'Você não tem permissão para gerenciar este recurso.' }] });
    }
  });

  it('validates the owner id', async () => {
    const res = await callAs(t.app, token['superadmin@plataforma.local'], { method: 'GET', url: '/api/v2/Contrato/tenants/acme' });
    expect(res.statusCode).toBe(400);
    expect(res.json().notifications[0].field).toBe('ownerId');
  });
});

describe('X-Tenant', () => {
  it('lets a person with an account in Acme act there and see Acme data', async () => {
    const multiAcme = await t.userId('multi@demo.local', 'acme');
    const tenantRes = await callAs(t.app, token['multi@demo.local'], { method: 'GET', url: '/api/v1/Tenant', tenantId: t.tenants.acme });
    expect(tenantRes.json<TenantResponse>().atual.id).toBe(t.tenants.acme);
    const settings = await callAs(t.app, token['multi@demo.local'], { method: 'GET', url: '/api/v1/Parametro', tenantId: t.tenants.acme });
    expect(settings.json()).toMatchObject({ tenantId: t.tenants.acme, colors: { interface: { primary: '#1c7ed6' } } });
    const me = await callAs(t.app, token['multi@demo.local'], { method: 'GET', url: `/api/v1/usuario/${multiAcme}`, tenantId: t.tenants.acme });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: multiAcme, tenantId: t.tenants.acme });
    // Acting in Acme, its Demo account is someone else's record, which a learner may not read.
    const demoAccount = await callAs(t.app, token['multi@demo.local'], { method: 'GET', url: `/api/v1/usuario/${await t.userId('multi@demo.local', 'demo')}`, tenantId: t.tenants.acme });
    expect(demoAccount.statusCode).toBe(403);
  });

  it('refuses a learner who asks for a company they have no account in', async () => {
    for (const url of ['/api/v1/Tenant', '/api/v1/Parametro', '/api/v1/usuario/useraccount']) {
      const res = await callAs(t.app, token['aluno@demo.local'], { method: 'GET', url, tenantId: t.tenants.acme });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual(TENANT_FORBIDDEN);
    }
  });

  it('refuses a company administrator outside their company, a malformed id and an unknown tenant', async () => {
    expect((await callAs(t.app, token['admin@demo.local'], { method: 'GET', url: '/api/v1/Tenant', tenantId: t.tenants.acme })).statusCode).toBe(403);
    expect((await callAs(t.app, token['superadmin@plataforma.local'], { method: 'GET', url: '/api/v1/Tenant', tenantId: 'acme' })).json()).toEqual(TENANT_FORBIDDEN);
    const unknown = await callAs(t.app, token['superadmin@plataforma.local'], { method: 'GET', url: '/api/v1/Tenant', tenantId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(403);
  });

  it('lets the platform administrator act in Acme in client mode', async () => {
    const admin = token['superadmin@plataforma.local'];
    const tenantRes = await callAs(t.app, admin, { method: 'GET', url: '/api/v1/Tenant', tenantId: t.tenants.acme });
    expect(tenantRes.statusCode).toBe(200);
    expect(tenantRes.json<TenantResponse>().atual).toMatchObject({ id: t.tenants.acme, nome: 'Acme' });
    const acmeLearner = await t.userId('aluno@acme.local');
    const user = await callAs(t.app, admin, { method: 'GET', url: `/api/v1/usuario/${acmeLearner}`, tenantId: t.tenants.acme });
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({ email: 'aluno@acme.local', tenantId: t.tenants.acme });
    // A Demo account cannot be reached while acting in Acme.
    expect((await callAs(t.app, admin, { method: 'GET', url: `/api/v1/usuario/${await t.userId('aluno@demo.local')}`, tenantId: t.tenants.acme })).statusCode).toBe(404);
    const settings = await callAs(t.app, admin, { method: 'GET', url: '/api/v1/Parametro', tenantId: t.tenants.acme });
    expect(settings.json().page.title).toBe('Acme Academy');
  });

  it('ignores an empty header and keeps the token tenant', async () => {
    const res = await callAs(t.app, token['aluno@acme.local'], { method: 'GET', url: '/api/v1/Tenant', headers: { 'x-tenant': '  ' } });
    expect(res.json<TenantResponse>().atual.id).toBe(t.tenants.acme);
  });
});
