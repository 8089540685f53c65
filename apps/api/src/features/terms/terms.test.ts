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
    // Only accept and decline are routes: another word is no call at all.
    expect((await callAs(t.app, access_token, { method: 'PUT', url: `/api/v1/usuario/termoDeUso/talvez/${acmeTerm}` })).statusCode).toBe(404);
    expect((await callAs(t.app, access_token, { method: 'PUT', url: '/api/v1/usuario/termoDeUso/accept/123' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/usuario/termoDeUso/accept/${acmeTerm}` })).statusCode).toBe(401);
  });
});

describe('terms of use administration (POST, PUT, DELETE termoDeUso, GET termoDeUso/csv)', () => {
  const term = (nome: string, tipo: 'Platform' | 'Learning' = 'Learning') => ({ nome, conteudo: `<h2>${nome}</h2><p>Texto do termo.</p>`, tipo });

  it('creates, lists with where it is used, edits and deletes a term', async () => {
    const admin = (await login(t.app, 'admin@acme.local')).access_token;
    const nome = `Termo de teste ${Date.now()}`;
    const created = await callAs(t.app, admin, { method: 'POST', url: '/api/v1/termoDeUso', payload: term(nome) });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    expect(created.json()).toEqual({ id, nome, conteudo: `<h2>${nome}</h2><p>Texto do termo.</p>`, tipo: 'Learning' });

    const list = await callAs(t.app, admin, { method: 'GET', url: '/api/v1/termoDeUso?orderBy=nome&orderDirection=desc&pageSize=50' });
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json<{ data: { id: string; termoDaPlataforma: boolean; totalConteudos: number }[] }>().data;
    expect(rows.find((r) => r.id === acmeTerm)).toMatchObject({ termoDaPlataforma: true, totalConteudos: 0 });
    expect(rows.find((r) => r.id === id)).toMatchObject({ termoDaPlataforma: false, totalConteudos: 0 });
    const filtered = await callAs(t.app, admin, { method: 'GET', url: `/api/v1/termoDeUso?nome=${encodeURIComponent(nome)}&tipo=Learning` });
    expect(filtered.json()).toMatchObject({ totalItems: 1, data: [{ id }] });
    expect((await callAs(t.app, admin, { method: 'GET', url: `/api/v1/termoDeUso?nome=${encodeURIComponent(nome)}&tipo=Platform` })).json()).toMatchObject({ totalItems: 0 });

    const edited = await callAs(t.app, admin, { method: 'PUT', url: `/api/v1/termoDeUso/${id}`, payload: { ...term(`${nome} v2`), tipo: 'Platform' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id, nome: `${nome} v2`, tipo: 'Platform', aceitesRedefinidos: 0 });

    const removed = await callAs(t.app, admin, { method: 'DELETE', url: `/api/v1/termoDeUso/${id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await callAs(t.app, admin, { method: 'GET', url: `/api/v1/termoDeUso/${id}` })).statusCode).toBe(404);
    expect((await callAs(t.app, admin, { method: 'DELETE', url: `/api/v1/termoDeUso/${id}` })).json()).toEqual({
      success: false,
      notifications: [{ message: 'Termo de uso não encontrado.' }],
    });
  });

  it('refuses an empty name, a content without text and an unknown type, and creates nothing', async () => {
    const admin = (await login(t.app, 'admin@acme.local')).access_token;
    const count = async () => (await callAs(t.app, admin, { method: 'GET', url: '/api/v1/termoDeUso' })).json<{ totalItems: number }>().totalItems;
    const before = await count();
    for (const payload of [
      { ...term('x'), nome: '  ' },
      { ...term('Sem texto'), conteudo: '<p> </p><p>&nbsp;</p>' },
      { ...term('Tipo'), tipo: 'Outro' },
      { ...term('Longo'), nome: 'n'.repeat(101) },
    ]) {
      const res = await callAs(t.app, admin, { method: 'POST', url: '/api/v1/termoDeUso', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
    }
    expect(await count()).toBe(before);
  });

  it("refuses deleting the platform's term or a term a course shows, and keeps the platform's term of the Platform type", async () => {
    const admin = (await login(t.app, 'admin@acme.local')).access_token;
    const platform = await callAs(t.app, admin, { method: 'DELETE', url: `/api/v1/termoDeUso/${acmeTerm}` });
    expect(platform.statusCode).toBe(409);
    expect(platform.json()).toEqual({
      success: false,
      notifications: [{ message: 'Não é possível excluir este termo: ele é o termo de uso da plataforma nas configurações. Escolha outro termo antes.' }],
    });
    const current = (await callAs(t.app, admin, { method: 'GET', url: `/api/v1/termoDeUso/${acmeTerm}` })).json<{ nome: string; conteudo: string }>();
    const retype = await callAs(t.app, admin, { method: 'PUT', url: `/api/v1/termoDeUso/${acmeTerm}`, payload: { nome: current.nome, conteudo: current.conteudo, tipo: 'Learning' } });
    expect(retype.statusCode).toBe(409);
    expect(retype.json()).toEqual({ success: false, notifications: [{ message: 'O termo de uso da plataforma deve ser do tipo Plataforma.' }] });

    const used = (await callAs(t.app, admin, { method: 'POST', url: '/api/v1/termoDeUso', payload: term(`Termo de curso ${Date.now()}`) })).json<{ id: string }>().id;
    const course = await callAs(t.app, admin, {
      method: 'POST',
      url: '/api/v1/curso',
      payload: { titulo: `Curso com termo ${Date.now()}`, cargaHoraria: 10, itens: [], termoDeUsoIntroducaoId: used },
    });
    expect(course.statusCode, course.body).toBe(201);
    const refused = await callAs(t.app, admin, { method: 'DELETE', url: `/api/v1/termoDeUso/${used}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, notifications: [{ message: 'Não é possível excluir este termo: 1 curso ou trilha o exibe. Retire-o dele antes.' }] });
    const row = (await callAs(t.app, admin, { method: 'GET', url: `/api/v1/termoDeUso?nome=${encodeURIComponent('Termo de curso')}&pageSize=50` })).json<{ data: { id: string; totalConteudos: number }[] }>();
    expect(row.data.find((r) => r.id === used)?.totalConteudos).toBe(1);
  });

  it('asks everyone who accepted a term again when its content changes, not when only its name does', async () => {
    const admin = (await login(t.app, 'admin@acme.local')).access_token;
    const person = await createPerson(t, { accounts: [{ tenant: 'acme' }] });
    const { access_token } = await login(t.app, person.email);
    expect((await callAs(t.app, access_token, { method: 'PUT', url: `/api/v1/usuario/termoDeUso/accept/${acmeTerm}` })).statusCode).toBe(200);
    const current = (await callAs(t.app, admin, { method: 'GET', url: `/api/v1/termoDeUso/${acmeTerm}` })).json<{ nome: string; conteudo: string }>();

    const renamed = await callAs(t.app, admin, { method: 'PUT', url: `/api/v1/termoDeUso/${acmeTerm}`, payload: { nome: `${current.nome} `, conteudo: current.conteudo, tipo: 'Platform' } });
    expect(renamed.json()).toMatchObject({ aceitesRedefinidos: 0 });
    expect((await me(access_token, person.accounts.acme)).dataTermoDeUsoAceito).not.toBeNull();

    const changed = await callAs(t.app, admin, {
      method: 'PUT',
      url: `/api/v1/termoDeUso/${acmeTerm}`,
      payload: { nome: current.nome, conteudo: `${current.conteudo}<p>Nova cláusula.</p>`, tipo: 'Platform' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ aceitesRedefinidos: number }>().aceitesRedefinidos).toBeGreaterThanOrEqual(1);
    expect(await me(access_token, person.accounts.acme)).toMatchObject({ termoDeUsoId: acmeTerm, dataTermoDeUsoAceito: null });
  });

  it('exports the filtered list as CSV with localised headers', async () => {
    const admin = (await login(t.app, 'admin@acme.local')).access_token;
    const res = await callAs(t.app, admin, { method: 'GET', url: '/api/v1/termoDeUso/csv?tipo=Platform', headers: { 'accept-language': 'en' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('.csv');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Name;Type;Courses and learning paths;Platform terms;Created at');
    expect(lines.some((line) => line.includes('Termos de Uso da Acme') && line.includes(';Platform;') && line.includes(';Yes;'))).toBe(true);
    expect(lines.every((line, i) => i === 0 || !line.includes('Learning'))).toBe(true);
  });

  it("needs 'Termos de Uso' for changes and the export, and never reaches another company's term", async () => {
    const learner = (await login(t.app, 'aluno@acme.local')).access_token;
    for (const call of [
      { method: 'POST' as const, url: '/api/v1/termoDeUso', payload: term('Sem permissão') },
      { method: 'PUT' as const, url: `/api/v1/termoDeUso/${acmeTerm}`, payload: term('Sem permissão', 'Platform') },
      { method: 'DELETE' as const, url: `/api/v1/termoDeUso/${acmeTerm}` },
      { method: 'GET' as const, url: '/api/v1/termoDeUso/csv' },
    ]) {
      expect((await callAs(t.app, learner, call)).statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    const demoAdmin = (await login(t.app, 'admin@demo.local')).access_token;
    const other = await callAs(t.app, demoAdmin, { method: 'PUT', url: `/api/v1/termoDeUso/${acmeTerm}`, payload: term('Invasão', 'Platform') });
    expect(other.statusCode).toBe(404);
    expect((await callAs(t.app, demoAdmin, { method: 'DELETE', url: `/api/v1/termoDeUso/${acmeTerm}` })).statusCode).toBe(404);
    const acmeAdmin = (await login(t.app, 'admin@acme.local')).access_token;
    expect((await callAs(t.app, acmeAdmin, { method: 'GET', url: `/api/v1/termoDeUso/${acmeTerm}` })).json()).toMatchObject({ nome: expect.not.stringContaining('Invasão') });
  });
});
