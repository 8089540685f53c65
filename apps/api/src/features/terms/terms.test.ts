import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientSettings } from '@plataforma/shared/settings';
import type { User } from '@plataforma/shared/users';
import { buildTestApp, callAs, createPerson, login, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let acmeTerm: string;
beforeAll(async () => {
  t = await buildTestApp();
  const settings = await t.app.inject({ method: 'POST', url: '/api/v1/Parametro/open/parametros', payload: { subDomain: 'acme' } });
  acmeTerm = settings.json<ClientSettings>().general.termOfUse!;
});
afterAll(async () => {
  await t?.close();
});

const me = async (token: string, id: string) => (await callAs(t.app, token, { method: 'GET', url: `/api/v1/usuario/${id}` })).json<User>();

describe('GET /api/v1/termoDeUso', () => {
  it("lists the company's own terms by name, paged and searchable", async () => {
    const demo = (await login(t.app, 'admin@demo.local')).access_token;
    const res = await callAs(t.app, demo, { method: 'GET', url: '/api/v1/termoDeUso?pageNumber=1&pageSize=10' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ totalItems: 1, data: [{ nome: 'Termo de compromisso com a aprendizagem', tipo: 'Learning' }] });
    const acme = (await login(t.app, 'aluno@acme.local')).access_token;
    expect((await callAs(t.app, acme, { method: 'GET', url: '/api/v1/termoDeUso?search=acme' })).json()).toMatchObject({ totalItems: 1, data: [{ id: acmeTerm }] });
    expect((await callAs(t.app, acme, { method: 'GET', url: '/api/v1/termoDeUso?search=compromisso' })).json()).toMatchObject({ totalItems: 0, data: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/termoDeUso' })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/termoDeUso/{id}', () => {
  it("returns Acme's term to an Acme user", async () => {
    const { access_token } = await login(t.app, 'aluno@acme.local');
    const res = await callAs(t.app, access_token, { method: 'GET', url: `/api/v1/termoDeUso/${acmeTerm}` });
    expect(res.statusCode).toBe(200);
    const term = res.json();
    expect(term).toMatchObject({ id: acmeTerm, nome: 'Termos de Uso da Acme', tipo: 'Platform' });
    expect(term.conteudo).toContain('<h2>Termos de Uso da Acme</h2>');
  });

  it("does not let a Demo user read Acme's term", async () => {
    const { access_token } = await login(t.app, 'aluno@demo.local');
    const res = await callAs(t.app, access_token, { method: 'GET', url: `/api/v1/termoDeUso/${acmeTerm}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, notifications: [{ message: 'Não foi possível carregar os Termos de Uso. Tente novamente em alguns instantes.' }] });
  });

  it('validates the id and needs a session', async () => {
    const { access_token } = await login(t.app, 'aluno@acme.local');
    expect((await callAs(t.app, access_token, { method: 'GET', url: '/api/v1/termoDeUso/termo' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/termoDeUso/${acmeTerm}` })).statusCode).toBe(401);
  });
});

describe('PUT /api/v1/usuario/termoDeUso/{accept|decline}/{id}', () => {
  it('records the acceptance, then clears it on decline', async () => {
    const person = await createPerson(t, { accounts: [{ tenant: 'acme' }] });
    const { access_token } = await login(t.app, person.email);
    const before = Date.now();
    const accepted = await callAs(t.app, access_token, { method: 'PUT', url: `/api/v1/usuario/termoDeUso/accept/${acmeTerm}` });
    expect(accepted.statusCode).toBe(200);
    const body = accepted.json();
    expect(body).toMatchObject({ success: true, termoDeUsoId: acmeTerm });
    expect(Date.parse(body.dataTermoDeUsoAceito)).toBeGreaterThanOrEqual(before - 1000);
    expect(await me(access_token, person.accounts.acme)).toMatchObject({ termoDeUsoId: acmeTerm, dataTermoDeUsoAceito: expect.any(String) });

    const declined = await callAs(t.app, access_token, { method: 'PUT', url: `/api/v1/usuario/termoDeUso/decline/${acmeTerm}` });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({ success: true, dataTermoDeUsoAceito: null, termoDeUsoId: null });
    expect(await me(access_token, person.accounts.acme)).toMatchObject({ termoDeUsoId: null, dataTermoDeUsoAceito: null });
  });

  it('accepts through the short form and declines with aceito false', async () => {
    const person = await createPerson(t, { accounts: [{ tenant: 'acme' }] });
    const { access_token } = await login(t.app, person.email);
    const accepted = await callAs(t.app, access_token, { method: 'PUT', url: `/api/v1/usuario/termoDeUso/${acmeTerm}` });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ success: true, termoDeUsoId: acmeTerm });
    expect((await me(access_token, person.accounts.acme)).termoDeUsoId).toBe(acmeTerm);
    const declined = await callAs(t.app, access_token, { method: 'PUT', url: `/api/v1/usuario/termoDeUso/${acmeTerm}`, payload: { aceito: false } });
    expect(declined.json()).toEqual({ success: true, dataTermoDeUsoAceito: null, termoDeUsoId: null });
    expect((await me(access_token, person.accounts.acme)).dataTermoDeUsoAceito).toBeNull();
  });

  it("records the decision on the account of the tenant the person acts in", async () => {
    const person = await createPerson(t, { accounts: [{ tenant: 'demo' }, { tenant: 'acme' }] });
    const { access_token } = await login(t.app, person.email);
    const res = await callAs(t.app, access_token, { method: 'PUT', url: `/api/v1/usuario/termoDeUso/accept/${acmeTerm}`, tenantId: t.tenants.acme });
    expect(res.statusCode).toBe(200);
    expect((await me(access_token, person.accounts.demo)).termoDeUsoId).toBeNull();
    const acme = (await callAs(t.app, access_token, { method: 'GET', url: `/api/v1/usuario/${person.accounts.acme}`, tenantId: t.tenants.acme })).json<User>();
    expect(acme.termoDeUsoId).toBe(acmeTerm);
  });

  it("refuses another tenant's term and client mode", async () => {
    const { access_token } = await login(t.app, 'aluno@demo.local');
    const other = await callAs(t.app, access_token, { method: 'PUT', url: `/api/v1/usuario/termoDeUso/accept/${acmeTerm}` });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ success: false, notifications: [{ message: 'Erro ao tentar aceitar o termo de uso' }] });
    expect((await me(access_token, await t.userId('aluno@demo.local'))).termoDeUsoId).toBeNull();

    const admin = (await login(t.app, 'superadmin@plataforma.local')).access_token;
    const clientMode = await callAs(t.app, admin, { method: 'PUT', url: `/api/v1/usuario/termoDeUso/accept/${acmeTerm}`, tenantId: t.tenants.acme });
    expect(clientMode.statusCode).toBe(403);
  });

  it('validates the decision and the id', async () => {
    const { access_token } = await login(t.app, 'aluno@acme.local');
    expect((await callAs(t.app, access_token, { method: 'PUT', url: `/api/v1/usuario/termoDeUso/talvez/${acmeTerm}` })).statusCode).toBe(400);
    expect((await callAs(t.app, access_token, { method: 'PUT', url: '/api/v1/usuario/termoDeUso/accept/123' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/usuario/termoDeUso/accept/${acmeTerm}` })).statusCode).toBe(401);
  });
});
