import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchReplicationResponse, Company, Contract, ListContractsResponse, SubscriptionResponse } from '@plataforma/shared/accounts';
import type { ClientSettings } from '@plataforma/shared/settings';
import type { TenantResponse } from '@plataforma/shared/tenancy';
import { contrato, grupoDePermissao, identidade, parametro, tenant, usuario } from '../../db/schema';
import { buildTestApp, callAs, createPerson, login, type TestApp } from '../../test/build-test-app';
import { decryptSecret } from './contracts.secrets';

let t: TestApp;
const token: Record<string, string> = {};
const SUPER = 'superadmin@plataforma.local';

beforeAll(async () => {
  t = await buildTestApp();
  for (const email of [SUPER, 'admin@demo.local', 'aluno@demo.local', 'admin@acme.local', 'gestor@demo.local']) token[email] = (await login(t.app, email)).access_token;
});
afterAll(async () => {
  await t?.close();
});

const FORBIDDEN = { success: false, notifications: [{ message: 'Você não tem permissão para gerenciar este recurso.' }] };
const call = (email: string, options: Parameters<typeof callAs>[2]) => callAs(t.app, token[email], options);

let seq = 0;
const newCnpj = () => {
  seq += 1;
  const base = `${String(Date.now() % 1e8).padStart(8, '0')}${String(seq).padStart(4, '0')}`;
  const dv = (digits: string, weights: number[]) => {
    const r = weights.reduce((s, w, i) => s + Number(digits[i]) * w, 0) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d1 = dv(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = dv(`${base}${d1}`, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base}${d1}${d2}`;
};

const createCompany = async (nome = `Cliente ${Date.now().toString(36)} ${seq}`, nomeFantasia?: string) => {
  const res = await call(SUPER, { method: 'POST', url: '/api/v1/Empresa', payload: { tipoPessoa: 'juridica', documentoIdentificacao: newCnpj(), nome, nomeFantasia } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Company>();
};

const contractBody = (empresaId: string, extra: Record<string, unknown> = {}) => ({
  empresaId,
  dataDeContrato: '2026-01-10',
  dataDeValidade: '2027-01-09',
  quantidadeDeUsuariosContratados: 25,
  espacoEmDiscoContratado: 10,
  statusProjeto: 'inProduction',
  produtos: 'CRM, BI',
  ...extra,
});

const createContract = async (extra: Record<string, unknown> = {}, company?: Company) => {
  const owner = company ?? (await createCompany());
  const res = await call(SUPER, { method: 'POST', url: '/api/v2/Contrato', payload: contractBody(owner.id, extra) });
  expect(res.statusCode, res.body).toBe(201);
  return { contract: res.json<Contract>(), company: owner };
};

const demoContractId = async () =>
  (await callAs(t.app, token['admin@demo.local'], { method: 'GET', url: '/api/v1/Tenant' })).json<TenantResponse>().atual.contratoId!;

describe('POST /api/v2/Contrato', () => {
  it('creates the contract with every field, its tenant (sub-domain from the access address) and the default groups', async () => {
    const company = await createCompany('Cooperativa São Bento Ltda', 'Coop São Bento');
    const res = await call(SUPER, {
      method: 'POST',
      url: '/api/v2/Contrato',
      payload: contractBody(company.id, {
        codigoContaAGB: 'AGB-9001',
        observacao: 'Piloto de 3 meses',
        limiteDeRegistrosDeCursos: 40,
        limiteDeRegistroDeFormacoes: 5,
        nomeDoResponsavel: 'Rita Nunes',
        emailDoResponsavel: 'rita@saobento.coop',
        celularDoResponsavel: '(41) 99876-5432',
        urlDeAcessoPadrao: `https://saobento${seq}.plataforma.com.br`,
        urlDeAcessoPersonalizado: 'https://ead.saobento.coop',
        emailDeComunicacaoUsadoPelaEmpresa: 'ead@saobento.coop',
        classificacaoCliente: 'BI',
        isDistribuidor: true,
        sso: { habilitado: true, tipo: 'microsoft', clientId: 'client-1', tenantId: 'dir-1', instanceUrl: 'https://login.microsoftonline.com', redirectUrl: 'https://ead.saobento.coop/auth/sso', providerName: 'Entra', clientSecret: 's3cr3t' },
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const contract = res.json<Contract>();
    expect(contract).toMatchObject({
      nome: 'Contrato Coop São Bento',
      pessoaId: company.id,
      empresaId: company.id,
      owner: company.id,
      nomeEmpresa: 'Coop São Bento',
      codigoContaAGB: 'AGB-9001',
      dataDeContrato: '2026-01-10',
      dataDeValidade: '2027-01-09',
      observacao: 'Piloto de 3 meses',
      quantidadeDeUsuariosContratados: 25,
      espacoEmDiscoContratado: 10,
      limiteDeRegistrosDeCursos: 40,
      limiteDeRegistroDeFormacoes: 5,
      celularDoResponsavel: '5541998765432',
      emailDeComunicacaoUsadoPelaEmpresa: 'ead@saobento.coop',
      subdominio: `saobento${seq}`,
      tenantIdDoContrato: expect.any(String),
      active: true,
      qtdeUsuarioAtivos: 0,
      secoesIds: [],
      contratosComunicacoes: [],
      classificacaoCliente: 'BI',
      statusProjeto: 'inProduction',
      produtos: 'CRM,BI',
      isDistribuidor: true,
      plataforma: false,
      sso: { habilitado: true, tipo: 'microsoft', clientId: 'client-1', tenantId: 'dir-1', providerName: 'Entra', clientSecretDefinido: true },
    });
    expect(JSON.stringify(contract)).not.toContain('s3cr3t');

    const rows = await t.database.system(async (tx) => ({
      tenant: (await tx.select().from(tenant).where(eq(tenant.contratoId, contract.id)))[0],
      groups: await tx.select({ nome: grupoDePermissao.nome }).from(grupoDePermissao).where(eq(grupoDePermissao.tenantId, contract.tenantIdDoContrato!)),
      secret: (await tx.select({ s: contrato.ssoClientSecret }).from(contrato).where(eq(contrato.id, contract.id)))[0].s,
    }));
    expect(rows.tenant).toMatchObject({ id: contract.tenantIdDoContrato, nome: 'Coop São Bento', subdominio: `saobento${seq}`, ativo: true, plataforma: false });
    expect(rows.groups.map((g) => g.nome).sort()).toEqual(['Administrador', 'Aluno', 'Avaliador', 'Gestor']);
    expect(rows.secret).not.toContain('s3cr3t');
    expect(decryptSecret(rows.secret!, t.config.jwtSecret)).toBe('s3cr3t');

    // the new tenant is one the platform administrator may enter (client mode)
    const tenants = (await call(SUPER, { method: 'GET', url: '/api/v1/Tenant' })).json<TenantResponse>().disponiveis;
    expect(tenants).toContainEqual(expect.objectContaining({ id: contract.tenantIdDoContrato, contratoId: contract.id, empresaId: company.id }));
    const owned = await call(SUPER, { method: 'GET', url: `/api/v2/Contrato/tenants/${company.id}` });
    expect(owned.json()).toEqual([expect.objectContaining({ id: contract.tenantIdDoContrato, contratoNome: 'Contrato Coop São Bento' })]);
  });

  it('makes the sub-domain from the company name and keeps it unique', async () => {
    const name = `Rede Verde ${Date.now().toString(36)}`;
    const company = await createCompany(`${name} Ltda`, name);
    const first = (await createContract({}, company)).contract;
    const second = (await createContract({}, company)).contract;
    const slug = name.toLowerCase().replace(/ /g, '-');
    expect(first.subdominio).toBe(slug);
    expect(second.subdominio).toBe(`${slug}-2`);
    const third = (await createContract({ urlDeAcessoPadrao: 'demo' })).contract;
    expect(third.subdominio).toBe('demo-2');
  });

  it("creates the manager's account in the new tenant as an administrator", async () => {
    const email = `gestor.${Date.now().toString(36)}@cliente.local`;
    const { contract } = await createContract({ nomeGestor: 'Gil Gestor', emailGestor: email, tipoPessoaGestor: 'fisica', cpfGestor: '' });
    expect(contract).toMatchObject({ nomeGestor: 'Gil Gestor', emailGestor: email, personIdGestor: expect.any(String), userIdGestor: expect.any(String), qtdeUsuarioAtivos: 1 });
    const account = await t.database.system(async (tx) =>
      (
        await tx
          .select({ tenantId: usuario.tenantId, nivel: usuario.nivel, classificacao: usuario.classificacao, grupo: grupoDePermissao.nome, email: identidade.email, padrao: usuario.padrao })
          .from(usuario)
          .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
          .innerJoin(grupoDePermissao, eq(grupoDePermissao.id, usuario.grupoDePermissaoId))
          .where(eq(usuario.id, contract.userIdGestor!))
      )[0],
    );
    expect(account).toEqual({ tenantId: contract.tenantIdDoContrato, nivel: 'N2', classificacao: 'admin', grupo: 'Administrador', email, padrao: true });

    // an existing person (admin of Demo) gets a second account, not a new identity
    const second = await createContract({ nomeGestor: 'Ana Administradora', emailGestor: 'admin@demo.local', cpfGestor: '529.982.247-25' });
    expect(second.contract.personIdGestor).toBe((await t.database.system((tx) => tx.select({ id: identidade.id }).from(identidade).where(eq(identidade.email, 'admin@demo.local'))))[0].id);

    // a CPF of another person with another e-mail is refused, and nothing is created
    const company = await createCompany();
    const refused = await call(SUPER, { method: 'POST', url: '/api/v2/Contrato', payload: contractBody(company.id, { nomeGestor: 'X', emailGestor: `x.${Date.now()}@y.local`, cpfGestor: '111.444.777-35' }) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().notifications[0].message).toBe('O CPF do gestor pertence a outra pessoa, cadastrada com outro e-mail.');
    expect((await call(SUPER, { method: 'GET', url: '/api/v1/Contrato', query: { empresaId: company.id } })).json<ListContractsResponse>().totalItems).toBe(0);
  });

  it('validates the body and refuses an unknown company; nothing is written', async () => {
    const company = await createCompany();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ dataDeContrato: undefined }, 'dataDeContrato', 'Campo obrigatório'],
      [{ dataDeContrato: '10/01/2026' }, 'dataDeContrato', 'Data inválida'],
      [{ dataDeValidade: '2025-12-31' }, 'dataDeValidade', 'A data de validade não pode ser anterior à data do contrato'],
      [{ quantidadeDeUsuariosContratados: -1 }, 'quantidadeDeUsuariosContratados', 'Requisição inválida.'],
      [{ classificacaoCliente: 'premium' }, 'classificacaoCliente', 'Classificação inválida: escolha uma das opções ou um produto do contrato'],
      [{ statusProjeto: 'live' }, 'statusProjeto', 'Requisição inválida.'],
      [{ urlDeAcessoPadrao: 'com espaço' }, 'urlDeAcessoPadrao', 'Informe um subdomínio (letras, números e hífen) ou um endereço válido'],
      [{ emailDoResponsavel: 'rita@' }, 'emailDoResponsavel', 'E-mail inválido'],
      [{ celularDoResponsavel: '999' }, 'celularDoResponsavel', 'Telefone inválido'],
      [{ cpfGestor: '123.456.789-00', nomeGestor: 'G', emailGestor: 'g@g.com' }, 'cpfGestor', 'CPF inválido'],
      [{ sso: { habilitado: true, tipo: 'cognito' } }, 'sso.clientId', 'Campo obrigatório'],
    ];
    for (const [override, field, message] of cases) {
      const res = await call(SUPER, { method: 'POST', url: '/api/v2/Contrato', payload: { ...contractBody(company.id), ...override } });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().notifications, JSON.stringify(override)).toContainEqual({ field, message });
    }
    const unknown = await call(SUPER, { method: 'POST', url: '/api/v2/Contrato', payload: contractBody('00000000-0000-4000-8000-000000000000') });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().notifications[0].message).toBe('A empresa informada não existe.');
    expect((await call(SUPER, { method: 'GET', url: '/api/v1/Contrato', query: { empresaId: company.id } })).json<ListContractsResponse>().totalItems).toBe(0);
  });
});

describe('access to contracts', () => {
  it('refuses every administration call to a company administrator (N2, not elevated) and a learner', async () => {
    const { contract, company } = await createContract();
    const calls = [
      { method: 'GET', url: '/api/v1/Contrato' },
      { method: 'GET', url: `/api/v1/Contrato/${contract.id}` },
      { method: 'POST', url: '/api/v2/Contrato', payload: contractBody(company.id) },
      { method: 'PUT', url: `/api/v1/Contrato/${contract.id}`, payload: contractBody(company.id) },
      { method: 'DELETE', url: `/api/v1/Contrato/${contract.id}` },
      { method: 'PUT', url: '/api/v1/Parametro/BatchReplication', payload: { contractIds: [contract.id] } },
    ] as const;
    for (const email of ['admin@demo.local', 'aluno@demo.local']) {
      for (const c of calls) {
        const res = await call(email, { ...c });
        expect(res.statusCode, `${email} ${c.method} ${c.url}`).toBe(403);
        expect(res.json()).toEqual(FORBIDDEN);
      }
    }
    // in client mode the platform administrator acts as the customer: no contract administration
    expect((await callAs(t.app, token[SUPER], { method: 'GET', url: '/api/v1/Contrato', tenantId: t.tenants.demo })).statusCode).toBe(403);
    expect((await call(SUPER, { method: 'GET', url: `/api/v1/Contrato/${contract.id}` })).statusCode).toBe(200);
  });
});

describe('GET /api/v1/Contrato', () => {
  it('lists with active users per row and filters by company, status, classification and active', async () => {
    const company = await createCompany();
    const a = (await createContract({ statusProjeto: 'blocked', classificacaoCliente: 'parceiro' }, company)).contract;
    const b = (await createContract({ statusProjeto: 'experimentation', active: false }, company)).contract;
    const page = (query: Record<string, string>) => call(SUPER, { method: 'GET', url: '/api/v1/Contrato', query }).then((r) => r.json<ListContractsResponse>());

    expect((await page({ empresaId: company.id, orderBy: 'createdAt' })).data.map((c) => c.id)).toEqual([a.id, b.id]);
    expect((await page({ empresaId: company.id, statusProjeto: 'blocked' })).data.map((c) => c.id)).toEqual([a.id]);
    expect((await page({ empresaId: company.id, classificacaoCliente: 'parceiro' })).data.map((c) => c.id)).toEqual([a.id]);
    expect((await page({ empresaId: company.id, active: 'false' })).data.map((c) => c.id)).toEqual([b.id]);

    const demo = (await page({ search: 'demo', pageSize: '50' })).data.find((c) => c.subdominio === 'demo')!;
    const activeDemo = await t.database.system(async (tx) => (await tx.select({ id: usuario.id }).from(usuario).where(eq(usuario.tenantId, t.tenants.demo))).length);
    expect(demo).toMatchObject({ nomeEmpresa: 'Demo', quantidadeDeUsuariosContratados: 500, statusProjeto: 'inProduction', produtos: 'ERP Agro,CRM,BI' });
    expect(demo.qtdeUsuarioAtivos).toBeGreaterThan(0);
    expect(demo.qtdeUsuarioAtivos).toBeLessThanOrEqual(activeDemo);

    const sorted = (await page({ orderBy: 'qtdeUsuarioAtivos', orderDirection: 'desc', pageSize: '50' })).data.map((c) => c.qtdeUsuarioAtivos);
    expect(sorted).toEqual([...sorted].sort((x, y) => y - x));
    expect((await call(SUPER, { method: 'GET', url: '/api/v1/Contrato', query: { statusProjeto: 'x' } })).statusCode).toBe(400);
  });
});

describe('PUT /api/v1/Contrato/{id}', () => {
  it('updates the fields, keeps the SSO secret unless a new one is given, and follows the active flag on the tenant', async () => {
    const { contract, company } = await createContract({ sso: { habilitado: true, tipo: 'cognito', clientId: 'c1', clientSecret: 'primeiro' } });
    const put = (extra: Record<string, unknown>) => call(SUPER, { method: 'PUT', url: `/api/v1/Contrato/${contract.id}`, payload: contractBody(company.id, extra) });

    const res = await put({ quantidadeDeUsuariosContratados: 80, statusProjeto: 'canceled', active: false, sso: { habilitado: true, tipo: 'cognito', clientId: 'c2' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Contract>()).toMatchObject({ quantidadeDeUsuariosContratados: 80, statusProjeto: 'canceled', active: false, sso: { clientId: 'c2', clientSecretDefinido: true } });
    const secretOf = () => t.database.system(async (tx) => (await tx.select({ s: contrato.ssoClientSecret }).from(contrato).where(eq(contrato.id, contract.id)))[0].s);
    expect(decryptSecret((await secretOf())!, t.config.jwtSecret)).toBe('primeiro');
    const tenantActive = () => t.database.system(async (tx) => (await tx.select({ a: tenant.ativo }).from(tenant).where(eq(tenant.id, contract.tenantIdDoContrato!)))[0].a);
    expect(await tenantActive()).toBe(false);

    await put({ sso: { habilitado: true, tipo: 'cognito', clientId: 'c2', clientSecret: 'segundo' } });
    expect(decryptSecret((await secretOf())!, t.config.jwtSecret)).toBe('segundo');
    expect(await tenantActive()).toBe(true);
    const cleared = await put({ sso: { habilitado: false, clientSecret: null } });
    expect(cleared.json<Contract>().sso).toMatchObject({ habilitado: false, clientSecretDefinido: false });
  });

  it('refuses to move a contract to another company (400) and changes nothing', async () => {
    const { contract, company } = await createContract();
    const other = await createCompany();
    const res = await call(SUPER, { method: 'PUT', url: `/api/v1/Contrato/${contract.id}`, payload: contractBody(other.id, { quantidadeDeUsuariosContratados: 999 }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, notifications: [{ message: 'A empresa de um contrato não pode ser alterada.' }] });
    const after = (await call(SUPER, { method: 'GET', url: `/api/v1/Contrato/${contract.id}` })).json<Contract>();
    expect(after).toMatchObject({ empresaId: company.id, quantidadeDeUsuariosContratados: 25 });
  });

  it('refuses to deactivate the platform contract and answers 404 for an unknown one', async () => {
    const platform = (await call(SUPER, { method: 'GET', url: '/api/v1/Contrato', query: { search: 'plataforma' } })).json<ListContractsResponse>().data.find((c) => c.plataforma)!;
    const res = await call(SUPER, { method: 'PUT', url: `/api/v1/Contrato/${platform.id}`, payload: contractBody(platform.empresaId, { active: false }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().notifications[0].message).toBe('O contrato da plataforma não pode ser desativado.');
    const unknown = await call(SUPER, { method: 'PUT', url: '/api/v1/Contrato/00000000-0000-4000-8000-000000000000', payload: contractBody(platform.empresaId) });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('DELETE /api/v1/Contrato/{id}', () => {
  it('removes a contract without users with its tenant, groups and settings', async () => {
    const { contract } = await createContract();
    const res = await call(SUPER, { method: 'DELETE', url: `/api/v1/Contrato/${contract.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, desativado: false });
    expect((await call(SUPER, { method: 'GET', url: `/api/v1/Contrato/${contract.id}` })).statusCode).toBe(404);
    const left = await t.database.system(async (tx) => tx.select({ id: grupoDePermissao.id }).from(grupoDePermissao).where(eq(grupoDePermissao.tenantId, contract.tenantIdDoContrato!)));
    expect(left).toEqual([]);
  });

  it('deactivates a contract with users instead (and its tenant), so nobody signs in there', async () => {
    const email = `gestor.del.${Date.now().toString(36)}@cliente.local`;
    const { contract } = await createContract({ nomeGestor: 'Gil', emailGestor: email });
    const res = await call(SUPER, { method: 'DELETE', url: `/api/v1/Contrato/${contract.id}` });
    expect(res.json()).toEqual({ success: true, desativado: true });
    const after = (await call(SUPER, { method: 'GET', url: `/api/v1/Contrato/${contract.id}` })).json<Contract>();
    expect(after.active).toBe(false);
    const sub = (await call(SUPER, { method: 'GET', url: `/api/v2/Contrato/subscription/${contract.id}` })).json<SubscriptionResponse>();
    expect(sub).toMatchObject({ status: 'canceled', canceledAt: expect.any(String) });
  });

  it("refuses the platform's own contract", async () => {
    const platform = (await call(SUPER, { method: 'GET', url: '/api/v1/Contrato', query: { search: 'plataforma' } })).json<ListContractsResponse>().data.find((c) => c.plataforma)!;
    const res = await call(SUPER, { method: 'DELETE', url: `/api/v1/Contrato/${platform.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().notifications[0].message).toBe('O contrato da plataforma não pode ser excluído.');
  });
});

describe('the active tenant\'s contract', () => {
  it('UsageInfo gives active and contracted users of the active tenant', async () => {
    const res = await call('admin@demo.local', { method: 'GET', url: '/api/v1/Contrato/UsageInfo' });
    expect(res.statusCode).toBe(200);
    const active = await t.database.system(async (tx) => (await tx.select({ ativo: usuario.ativo }).from(usuario).where(eq(usuario.tenantId, t.tenants.demo))).filter((u) => u.ativo).length);
    // The demo contract holds 100 GB; nothing is stored yet in this test's database.
    expect(res.json()).toEqual({
      usuariosAtivos: active,
      usuariosContratados: 500,
      espacoEmDiscoUtilizadoBytes: 0,
      espacoEmDiscoContratado: 100,
      espacoEmDiscoContratadoBytes: 100 * 1024 ** 3,
    });

    // one more active user shows at once; Acme sees its own numbers
    await createPerson(t, { accounts: [{ tenant: 'demo' }] });
    expect((await call('admin@demo.local', { method: 'GET', url: '/api/v1/Contrato/UsageInfo' })).json().usuariosAtivos).toBe(active + 1);
    expect((await call('admin@acme.local', { method: 'GET', url: '/api/v1/Contrato/UsageInfo' })).json()).toMatchObject({ usuariosContratados: 200 });
    // in client mode: the customer's numbers
    expect((await callAs(t.app, token[SUPER], { method: 'GET', url: '/api/v1/Contrato/UsageInfo', tenantId: t.tenants.demo })).json().usuariosContratados).toBe(500);
  });

  it('UsageInfo needs Meu Contrato or Usuários', async () => {
    expect((await call('aluno@demo.local', { method: 'GET', url: '/api/v1/Contrato/UsageInfo' })).statusCode).toBe(403);
    expect((await call('gestor@demo.local', { method: 'GET', url: '/api/v1/Contrato/UsageInfo' })).statusCode).toBe(200);
  });

  it('IsDistribuidor tells whether the active tenant\'s contract is a distributor', async () => {
    expect((await call('aluno@demo.local', { method: 'GET', url: '/api/v1/Contrato/IsDistribuidor' })).json()).toEqual({ isDistribuidor: false });
    const { contract } = await createContract({ isDistribuidor: true });
    const res = await callAs(t.app, token[SUPER], { method: 'GET', url: '/api/v1/Contrato/IsDistribuidor', tenantId: contract.tenantIdDoContrato! });
    expect(res.json()).toEqual({ isDistribuidor: true });
  });

  it('subscription/{id} gives the plan and state; a company sees only its own contract', async () => {
    const id = await demoContractId();
    const res = await call('admin@demo.local', { method: 'GET', url: `/api/v2/Contrato/subscription/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<SubscriptionResponse>()).toMatchObject({
      id,
      contratoId: id,
      status: 'active',
      expiresAt: '2027-01-31',
      canceledAt: null,
      nomeEmpresa: 'Demo',
      dataDeContrato: '2025-02-01',
      produtos: 'ERP Agro,CRM,BI',
      quantidadeDeUsuariosContratados: 500,
      subdominio: 'demo',
    });
    const acme = await call('admin@acme.local', { method: 'GET', url: `/api/v2/Contrato/subscription/${id}` });
    expect(acme.statusCode).toBe(404);
    expect((await call('aluno@demo.local', { method: 'GET', url: `/api/v2/Contrato/subscription/${id}` })).statusCode).toBe(403);
    expect((await call(SUPER, { method: 'GET', url: `/api/v2/Contrato/subscription/${id}` })).json<SubscriptionResponse>().nomeEmpresa).toBe('Demo');
    const trial = (await createContract({ statusProjeto: 'experimentation' })).contract;
    expect((await call(SUPER, { method: 'GET', url: `/api/v2/Contrato/subscription/${trial.id}` })).json<SubscriptionResponse>().status).toBe('trial');
    const expired = (await createContract({ dataDeContrato: '2020-01-01', dataDeValidade: '2020-12-31' })).contract;
    expect((await call(SUPER, { method: 'GET', url: `/api/v2/Contrato/subscription/${expired.id}` })).json<SubscriptionResponse>().status).toBe('expired');
  });
});

describe('PUT /api/v1/Parametro/BatchReplication', () => {
  const settingsOf = async (tenantId: string) =>
    (await callAs(t.app, token[SUPER], { method: 'GET', url: '/api/v1/Parametro', tenantId })).json<ClientSettings>();

  it("copies the source contract's chosen settings to the chosen tenants only, keeping their own term of use", async () => {
    const source = (await createContract()).contract;
    const targetA = (await createContract()).contract;
    const targetB = (await createContract()).contract;
    const untouched = (await createContract()).contract;
    await t.database.system(async (tx) => {
      await tx.insert(parametro).values({
        tenantId: source.tenantIdDoContrato!,
        config: { page: { title: 'Academia Origem', description: 'Origem' }, colors: { topBar: '#112233' }, general: { termOfUse: '11111111-1111-4111-8111-111111111111', logoutUrl: 'https://sair.origem' } },
      });
      await tx.insert(parametro).values({ tenantId: targetA.tenantIdDoContrato!, config: { page: { title: 'Alvo A', description: '' }, general: { termOfUse: '22222222-2222-4222-8222-222222222222' } } });
    });

    const res = await call(SUPER, {
      method: 'PUT',
      url: '/api/v1/Parametro/BatchReplication',
      payload: { contractIds: [targetA.id, targetB.id], sourceContractId: source.id, replicationSpecificParameter: ['page', 'general'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json<BatchReplicationResponse>();
    expect(reply.grupos).toEqual(['page', 'general']);
    expect(reply.replicados.map((r) => r.contratoId).sort()).toEqual([targetA.id, targetB.id].sort());

    const a = await settingsOf(targetA.tenantIdDoContrato!);
    expect(a.page.title).toBe('Academia Origem');
    expect(a.general).toMatchObject({ logoutUrl: 'https://sair.origem', termOfUse: '22222222-2222-4222-8222-222222222222' });
    expect(a.colors.topBar).toBeNull();
    const b = await settingsOf(targetB.tenantIdDoContrato!);
    expect(b.page.title).toBe('Academia Origem');
    expect(b.general.termOfUse).toBeNull();
    expect((await settingsOf(untouched.tenantIdDoContrato!)).page.title).toBe('Plataforma de Aprendizagem');
    expect((await settingsOf(t.tenants.acme)).page.title).toBe('Acme Academy');
  });

  it('writes the given parameters, one group by name', async () => {
    const target = (await createContract()).contract;
    const res = await call(SUPER, {
      method: 'PUT',
      url: '/api/v1/Parametro/BatchReplication',
      payload: { contractIds: [target.id], parameters: { colors: { topBar: '#abcdef' }, page: { title: 'Ignorada', description: '' }, tenantId: 'x' }, replicationSpecificParameter: 'colors' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const s = await settingsOf(target.tenantIdDoContrato!);
    expect(s.colors.topBar).toBe('#abcdef');
    expect(s.page.title).toBe('Plataforma de Aprendizagem');
    expect(s.tenantId).toBe(target.tenantIdDoContrato);
  });

  it('validates the request and changes nothing on failure', async () => {
    const target = (await createContract()).contract;
    const put = (payload: Record<string, unknown>) => call(SUPER, { method: 'PUT', url: '/api/v1/Parametro/BatchReplication', payload });
    const none = await put({ contractIds: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().notifications).toContainEqual({ field: 'contractIds', message: 'Selecione pelo menos uma opção' });
    expect((await put({ contractIds: [target.id], replicationSpecificParameter: 'ssoConfig' })).statusCode).toBe(400);
    expect((await put({ contractIds: ['00000000-0000-4000-8000-000000000000'] })).statusCode).toBe(404);
    const invalid = await put({ contractIds: [target.id], parameters: { colors: 'vermelho' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().notifications[0].message).toBe('Os parâmetros informados são inválidos.');
    expect((await settingsOf(target.tenantIdDoContrato!)).colors.topBar).toBeNull();
  });
});
