import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedClaims, type BasicPanelAccess, type DashboardResponse, type Panel, type PanelInput, type PanelUsersResponse } from '@plataforma/shared/bi';
import { buildTestApp, callAs, login, type TestApp } from '../../test/build-test-app';
import { EmbedTokenError, loadEmbedSecret, signEmbedToken, verifyEmbedToken } from './bi.embed-token';

let t: TestApp;
let superadmin: string;
let demoAdmin: string;
let gestor: string;
let acmeAdmin: string;
let secret: Uint8Array;
let demoPanelId: string;
let gestorId: string;
let demoAdminId: string;

const URL = '/api/v1/PainelVistraBI';

beforeAll(async () => {
  t = await buildTestApp();
  [superadmin, demoAdmin, gestor, acmeAdmin] = await Promise.all(
    ['superadmin@plataforma.local', 'admin@demo.local', 'gestor@demo.local', 'admin@acme.local'].map(async (email) => (await login(t.app, email)).access_token),
  );
  secret = loadEmbedSecret(t.config.dataDir, undefined);
  gestorId = await t.userId('gestor@demo.local');
  demoAdminId = await t.userId('admin@demo.local');
  const panels = await callAs(t.app, gestor, { method: 'GET', url: `${URL}/getBasicPanelUserAccess` });
  expect(panels.statusCode, panels.body).toBe(200);
  demoPanelId = panels.json<BasicPanelAccess[]>().find((p) => p.code === 'aprendizagem-equipe')!.painelId;
});
afterAll(async () => {
  await t?.close();
});

const message = (res: { json: <T>() => T }) => res.json<{ notifications: { message: string }[] }>().notifications[0]?.message;
const tokenOf = (address: string) => decodeURIComponent(/\/embed\/dashboard\/([^#]+)#bordered=false&titled=false$/.exec(address)![1]);

let codes = 0;
const create = async (input: Partial<PanelInput> = {}, token = superadmin) => {
  const body: PanelInput = { name: 'Vendas', code: `vendas-${(codes += 1)}`, url: 'https://bi.example.com/', ...input };
  const res = await callAs(t.app, token, { method: 'POST', url: URL, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Panel>();
};
const demoContract = async () =>
  ((await t.database.system((tx) => tx.execute(sql`select contrato_id from tenant where id = ${t.tenants.demo}`))) as { rows: { contrato_id: string }[] }).rows[0].contrato_id;
const dashboard = (token: string, painelId: string) => callAs(t.app, token, { method: 'GET', url: `${URL}/Dashboard?painelId=${painelId}` });
const setUsers = (painelId: string, usuarioIds: string[], hasAccess: boolean, token = superadmin) =>
  callAs(t.app, token, { method: 'POST', url: `${URL}/${painelId}/usuarios`, payload: { usuarioIds, hasAccess } });

describe('panel management (elevated users only)', () => {
  it('creates, reads, lists, updates and deletes a panel with its parameters and contracts', async () => {
    const contrato = await demoContract();
    const created = await create({
      name: 'Financeiro',
      public: true,
      contratosIds: [contrato, contrato],
      classification: 'manager',
      parametros: [
        { id: 'empresa', type: 'tenantId', value: 'forjado', description: 'Empresa' },
        { id: 'origem', type: 'fixed', value: 'erp' },
      ],
    });
    expect(created).toMatchObject({
      name: 'Financeiro',
      public: true,
      ativo: true,
      classification: 'manager',
      contratosIds: [contrato],
      parametros: [
        { id: 'empresa', type: 'tenantId', value: '', description: 'Empresa' },
        { id: 'origem', type: 'fixed', value: 'erp', description: null },
      ],
    });
    const read = await callAs(t.app, superadmin, { method: 'GET', url: `${URL}/${created.id}` });
    expect(read.json<Panel>()).toEqual(created);
    const listed = await callAs(t.app, superadmin, { method: 'GET', url: `${URL}?search=financ` });
    expect(listed.json<{ data: Panel[] }>().data.map((p) => p.id)).toEqual([created.id]);
    const updated = await callAs(t.app, superadmin, {
      method: 'PUT',
      url: `${URL}/${created.id}`,
      payload: { name: 'Financeiro 2', code: created.code, url: '/api/v1/PainelVistraBI/demo', ativo: false, parametros: [] },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<Panel>()).toMatchObject({ name: 'Financeiro 2', ativo: false, public: false, contratosIds: [], parametros: [], classification: null });
    const inactive = await callAs(t.app, superadmin, { method: 'GET', url: `${URL}?ativo=false&search=financeiro 2` });
    expect(inactive.json<{ totalItems: number }>().totalItems).toBe(1);
    const removed = await callAs(t.app, superadmin, { method: 'DELETE', url: `${URL}/${created.id}` });
    expect(removed.json()).toEqual({ success: true });
    expect((await callAs(t.app, superadmin, { method: 'GET', url: `${URL}/${created.id}` })).statusCode).toBe(404);
  });

  it('refuses invalid bodies: bad address, fixed parameter without value, repeated parameter, unknown contract, taken code', async () => {
    const post = (payload: object) => callAs(t.app, superadmin, { method: 'POST', url: URL, payload: { name: 'X', code: 'x-code', url: 'https://bi.example.com', ...payload } });
    for (const url of ['javascript:alert(1)', '//evil.example', 'bi.example.com']) {
      const res = await post({ url });
      expect(res.statusCode).toBe(400);
      expect(message(res)).toBe('Informe um endereço http(s) ou um caminho desta plataforma.');
    }
    expect((await post({ parametros: [{ id: 'origem', type: 'fixed', value: '' }] })).statusCode).toBe(400);
    expect((await post({ parametros: [{ id: 'a', type: 'tenantId' }, { id: 'a', type: 'usuarioId' }] })).statusCode).toBe(400);
    expect((await post({ parametros: [{ id: 'a', type: 'outro' }] })).statusCode).toBe(400);
    expect((await post({ name: '' })).statusCode).toBe(400);
    const contract = await post({ contratosIds: ['0b9b1f5e-8f8e-4a57-9f55-2d5d1f1a0c11'] });
    expect(contract.statusCode).toBe(422);
    const first = await create();
    const taken = await post({ code: first.code.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(message(taken)).toBe('Já existe um painel com este código.');
  });

  it('answers 403 to a company administrator (not elevated), to the elevated person in client mode and to a learner', async () => {
    const panel = await create();
    for (const token of [demoAdmin, acmeAdmin, gestor]) {
      for (const req of [
        { method: 'GET' as const, url: URL },
        { method: 'GET' as const, url: `${URL}/${panel.id}` },
        { method: 'POST' as const, url: URL, payload: { name: 'X', code: 'y', url: 'https://bi.example.com' } },
        { method: 'DELETE' as const, url: `${URL}/${panel.id}` },
        { method: 'GET' as const, url: `${URL}/getUsersFromPanelId?panelId=${panel.id}` },
        { method: 'POST' as const, url: `${URL}/${panel.id}/usuarios`, payload: { usuarioIds: [gestorId], hasAccess: true } },
      ]) {
        expect((await callAs(t.app, token, req)).statusCode, `${req.method} ${req.url}`).toBe(403);
      }
    }
    const clientMode = await callAs(t.app, superadmin, { method: 'GET', url: URL, tenantId: t.tenants.demo });
    expect(clientMode.statusCode).toBe(403);
  });

  it("answers 404 for another tenant's panel", async () => {
    const inserted = await t.database.system((tx) => tx.execute(sql`insert into painel_bi (tenant_id, nome, codigo, url) values (${t.tenants.acme}, 'Da Acme', 'acme', 'https://bi.acme.example') returning id`));
    const foreign = (inserted as { rows: { id: string }[] }).rows[0];
    for (const req of [
      { method: 'GET' as const, url: `${URL}/${foreign.id}` },
      { method: 'PUT' as const, url: `${URL}/${foreign.id}`, payload: { name: 'X', code: 'z', url: 'https://bi.example.com' } },
      { method: 'DELETE' as const, url: `${URL}/${foreign.id}` },
      { method: 'GET' as const, url: `${URL}/getUsersFromPanelId?panelId=${foreign.id}` },
      { method: 'POST' as const, url: `${URL}/${foreign.id}/usuarios`, payload: { usuarioIds: [gestorId], hasAccess: true } },
    ]) {
      const res = await callAs(t.app, superadmin, req);
      expect(res.statusCode, `${req.method} ${req.url}`).toBe(404);
      expect(message(res)).toBe('O painel não existe');
    }
    const list = await callAs(t.app, superadmin, { method: 'GET', url: `${URL}?search=acme` });
    expect(list.json<{ totalItems: number }>().totalItems).toBe(0);
  });
});

describe('user access', () => {
  it('lists the people the panel reaches (its tenant and its contracts) with hasAccess, and grants and revokes', async () => {
    const users = async (q = '') => (await callAs(t.app, superadmin, { method: 'GET', url: `${URL}/getUsersFromPanelId?panelId=${demoPanelId}&pageSize=50${q}` })).json<PanelUsersResponse>();
    const all = await users();
    const emails = all.data.map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining(['gestor@demo.local', 'admin@demo.local', 'superadmin@plataforma.local']));
    expect(emails).not.toContain('admin@acme.local');
    expect(all.data.find((u) => u.email === 'gestor@demo.local')).toMatchObject({ id: gestorId, panelId: demoPanelId, hasAccess: true, empresa: 'Demo' });
    expect((await users('&hasAccess=true')).data.map((u) => u.email)).toEqual(['gestor@demo.local']);

    const granted = await setUsers(demoPanelId, [demoAdminId], true);
    expect(granted.json()).toEqual({ success: true, alterados: 1 });
    expect((await setUsers(demoPanelId, [demoAdminId], true)).json()).toEqual({ success: true, alterados: 0 });
    expect((await users('&hasAccess=true&search=ana')).data.map((u) => u.email)).toEqual(['admin@demo.local']);
    expect((await dashboard(demoAdmin, demoPanelId)).statusCode).toBe(200);

    expect((await setUsers(demoPanelId, [demoAdminId], false)).json()).toEqual({ success: true, alterados: 1 });
    expect((await dashboard(demoAdmin, demoPanelId)).statusCode).toBe(404);
  });

  it('refuses to grant a person the panel does not reach (another company without a contract)', async () => {
    const acmeUser = await t.userId('aluno@acme.local');
    const res = await setUsers(demoPanelId, [gestorId, acmeUser], true);
    expect(res.statusCode).toBe(422);
    expect((await setUsers(demoPanelId, [], true)).statusCode).toBe(400);
  });
});

describe('viewing', () => {
  it('shows a viewer with access the iframe address with the parameters locked to them', async () => {
    const res = await dashboard(gestor, demoPanelId);
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json<DashboardResponse>();
    expect(reply.url.startsWith(`${t.config.publicUrl}/api/v1/PainelVistraBI/demo/embed/dashboard/`)).toBe(true);
    const claims = await verifyEmbedToken(secret, tokenOf(reply.url));
    expect(claims.resource).toEqual({ dashboard: 'aprendizagem-equipe' });
    expect(claims.params).toEqual({ empresa: t.tenants.demo, gestor: '', pessoa: gestorId, origem: 'plataforma' });
    const lifetime = claims.exp - Math.floor(Date.now() / 1000);
    expect(lifetime).toBeGreaterThan(500);
    expect(lifetime).toBeLessThanOrEqual(600);
    expect(reply.expiresAt).toBe(new Date(claims.exp * 1000).toISOString());
  });

  it("binds the superior to the viewer's direct supervisor", async () => {
    const supervisor = await t.userId('admin@demo.local');
    await t.database.system((tx) => tx.execute(sql`update usuario set superior_direto_id = ${supervisor} where id = ${gestorId}`));
    try {
      const claims = await verifyEmbedToken(secret, tokenOf((await dashboard(gestor, demoPanelId)).json<DashboardResponse>().url));
      expect(claims.params.gestor).toBe(supervisor);
    } finally {
      await t.database.system((tx) => tx.execute(sql`update usuario set superior_direto_id = null where id = ${gestorId}`));
    }
  });

  it("answers 'O painel não existe' without access, in another company, for an unknown or inactive panel", async () => {
    for (const [token, id] of [
      [demoAdmin, demoPanelId],
      [acmeAdmin, demoPanelId],
      [gestor, '0b9b1f5e-8f8e-4a57-9f55-2d5d1f1a0c11'],
    ] as const) {
      const res = await dashboard(token, id);
      expect(res.statusCode).toBe(404);
      expect(message(res)).toBe('O painel não existe');
    }
    const inactive = await create({ ativo: false, public: true, contratosIds: [await demoContract()] });
    expect((await dashboard(gestor, inactive.id)).statusCode).toBe(404);
    const english = await callAs(t.app, acmeAdmin, { method: 'GET', url: `${URL}/Dashboard?painelId=${demoPanelId}`, headers: { 'accept-language': 'en' } });
    expect(message(english)).toBe('The panel does not exist');
  });

  it('shows a public panel to everyone it reaches whose classification fits, and no one else', async () => {
    const panel = await create({ public: true, contratosIds: [await demoContract()], classification: 'admin' });
    expect((await dashboard(demoAdmin, panel.id)).statusCode).toBe(200);
    expect((await dashboard(gestor, panel.id)).statusCode).toBe(404); // a manager, the panel is for administrators
    expect((await dashboard(acmeAdmin, panel.id)).statusCode).toBe(404); // Acme has no contract on it
    const basic = (await callAs(t.app, demoAdmin, { method: 'GET', url: `${URL}/getBasicPanelUserAccess` })).json<BasicPanelAccess[]>();
    expect(basic.map((p) => p.painelId)).toContain(panel.id);
    expect(basic.map((p) => p.painelId)).not.toContain(demoPanelId);
  });

  it("refuses another person's panel list to a non-manager and gives it to panel management", async () => {
    expect((await callAs(t.app, demoAdmin, { method: 'GET', url: `${URL}/getBasicPanelUserAccess?userId=${gestorId}` })).statusCode).toBe(403);
    const platformPerson = await t.userId('superadmin@plataforma.local');
    const own = await callAs(t.app, superadmin, { method: 'GET', url: `${URL}/getBasicPanelUserAccess?userId=${platformPerson}` });
    expect(own.statusCode).toBe(200);
    const learner = await login(t.app, 'aluno@demo.local');
    expect((await callAs(t.app, learner.access_token, { method: 'GET', url: `${URL}/getBasicPanelUserAccess` })).statusCode).toBe(403); // no 'Dashboard'
  });
});

describe('signed embed token', () => {
  const claims = () => embedClaims('vendas', { pessoa: 'u-1', empresa: 't-1' }, Date.now() / 1000);

  it('verifies a token it signed', async () => {
    const c = claims();
    expect(await verifyEmbedToken(secret, await signEmbedToken(secret, c))).toEqual(c);
  });

  it('refuses an expired token', async () => {
    const token = await signEmbedToken(secret, claims());
    await expect(verifyEmbedToken(secret, token, new Date(Date.now() + 11 * 60_000))).rejects.toEqual(new EmbedTokenError('expired'));
  });

  it('refuses a tampered token: changed parameters, another secret, alg none', async () => {
    const token = await signEmbedToken(secret, claims());
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims(), params: { pessoa: 'u-2', empresa: 't-1' } })).toString('base64url');
    await expect(verifyEmbedToken(secret, `${header}.${forged}.${signature}`)).rejects.toEqual(new EmbedTokenError('invalid'));
    const other = await signEmbedToken(new TextEncoder().encode('another-secret-that-is-long-enough-0123'), claims());
    await expect(verifyEmbedToken(secret, other)).rejects.toEqual(new EmbedTokenError('invalid'));
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims())).toString('base64url')}.`;
    await expect(verifyEmbedToken(secret, none)).rejects.toEqual(new EmbedTokenError('invalid'));
  });

  it('refuses a token without expiry or of another shape', async () => {
    const noExp = await new SignJWT({ resource: { dashboard: 'x' }, params: {} }).setProtectedHeader({ alg: 'HS256' }).sign(secret);
    await expect(verifyEmbedToken(secret, noExp)).rejects.toEqual(new EmbedTokenError('invalid'));
    const login = await callAs(t.app, gestor, { method: 'POST', url: `${URL}/Login/${demoPanelId}`, payload: {} });
    await expect(verifyEmbedToken(secret, login.json<{ authToken: string }>().authToken)).rejects.toEqual(new EmbedTokenError('invalid'));
  });

  it('the demonstration panel shows the locked parameters of a valid token and refuses a tampered or expired one', async () => {
    const address = (await dashboard(gestor, demoPanelId)).json<DashboardResponse>().url;
    const path = new globalThis.URL(address).pathname;
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`data-param="pessoa">${gestorId}<`);
    expect(page.body).toContain('aprendizagem-equipe');
    const token = tokenOf(address);
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...(await verifyEmbedToken(secret, token)), params: { pessoa: demoAdminId } })).toString('base64url');
    const tampered = await t.app.inject({ method: 'GET', url: `/api/v1/PainelVistraBI/demo/embed/dashboard/${header}.${forged}.${signature}` });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.body).not.toContain(demoAdminId);
    const expired = await signEmbedToken(secret, embedClaims('x', {}, Date.now() / 1000 - 3600));
    const old = await t.app.inject({ method: 'GET', url: `/api/v1/PainelVistraBI/demo/embed/dashboard/${expired}` });
    expect(old.statusCode).toBe(401);
    expect(old.body).toContain('expirou');
  });
});

describe('Login and SetParametrosRequisicaoExterna', () => {
  const loginAs = async (token: string, panel = demoPanelId, payload: object = {}) => callAs(t.app, token, { method: 'POST', url: `${URL}/Login/${panel}`, payload });
  const setParams = (token: string, payload: object) => callAs(t.app, token, { method: 'POST', url: `${URL}/SetParametrosRequisicaoExterna`, payload });

  it('accepts the locked values and answers the iframe address with them', async () => {
    const session = (await loginAs(gestor)).json<{ authToken: string; refreshToken: string; expiresAt: string }>();
    const res = await setParams(gestor, { painel: demoPanelId, token: session.authToken, parametros: [{ id: 'pessoa', valor: gestorId }, { id: 'origem', valor: 'plataforma' }] });
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json<DashboardResponse & { parametros: { id: string; valor: string }[] }>();
    expect(reply.parametros.map((p) => [p.id, p.valor])).toEqual([
      ['empresa', t.tenants.demo],
      ['gestor', ''],
      ['pessoa', gestorId],
      ['origem', 'plataforma'],
    ]);
    expect((await verifyEmbedToken(secret, tokenOf(reply.url))).params.pessoa).toBe(gestorId);
  });

  it('refuses to change a locked parameter or to add one', async () => {
    const { authToken } = (await loginAs(gestor)).json<{ authToken: string }>();
    for (const parametros of [[{ id: 'pessoa', valor: demoAdminId }], [{ id: 'empresa', valor: t.tenants.acme }], [{ id: 'origem', valor: 'outra' }], [{ id: 'extra', valor: '1' }]]) {
      const res = await setParams(gestor, { painel: demoPanelId, token: authToken, parametros });
      expect(res.statusCode).toBe(422);
      expect(message(res)).toBe('Erro ao definir parâmetros no BI');
      expect(res.json<{ details: { parametros: string[] } }>().details.parametros).toEqual([parametros[0].id]);
    }
  });

  it("refuses a tampered token, another person's token and a refresh token in place of a session", async () => {
    const session = (await loginAs(gestor)).json<{ authToken: string; refreshToken: string }>();
    const [h, p, s] = session.authToken.split('.');
    for (const [who, token] of [
      [gestor, `${h}.${p}.${s.slice(0, -2)}xx`],
      [gestor, session.refreshToken],
      [demoAdmin, session.authToken],
    ] as const) {
      const res = await setParams(who, { painel: demoPanelId, token, parametros: [] });
      expect(res.statusCode).toBe(401);
      expect(message(res)).toBe('Erro ao autenticar usuário no BI');
    }
  });

  it('renews a session with its refresh token, refuses a bad one, and gives no session for a panel the person may not see', async () => {
    const { refreshToken } = (await loginAs(gestor)).json<{ refreshToken: string }>();
    expect((await loginAs(gestor, demoPanelId, { refreshToken })).statusCode).toBe(200);
    const bad = await loginAs(gestor, demoPanelId, { refreshToken: 'x.y.z' });
    expect(bad.statusCode).toBe(401);
    expect(message(bad)).toBe('Erro ao autenticar usuário no BI');
    const foreign = await loginAs(acmeAdmin);
    expect(foreign.statusCode).toBe(404);
    expect(message(foreign)).toBe('O painel não existe');
  });
});
