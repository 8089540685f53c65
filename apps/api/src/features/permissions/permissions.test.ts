import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PERMISSION_NAMES,
  SEED_GROUPS,
  type AddBondPermissionUserResponse,
  type DeleteBulkingResponse,
  type ListGroupUsersResponse,
  type ListPermissionGroupsResponse,
  type PermissionGroup,
  type PermissionGroupDetail,
  type UserPermissions,
} from '@plataforma/shared/permissions';
import { buildTestApp, callAs, createGroup, createPerson, login, type TestApp } from '../../test/build-test-app';

let t: TestApp;
const token: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  for (const email of ['aluno@demo.local', 'admin@demo.local', 'gestor@demo.local', 'superadmin@plataforma.local', 'admin@acme.local']) {
    token[email] = (await login(t.app, email)).access_token;
  }
});
afterAll(async () => {
  await t?.close();
});

const permissionsOf = (as: string, id: string, tenantId?: string) =>
  callAs(t.app, token[as] ?? as, { method: 'GET', url: `/api/v1/grupoDePermissao/getpermissionfromuser/${id}`, tenantId });
const names = (p: UserPermissions) => p.modulos.flatMap((m) => m.acessos.map((a) => a.descricao));

describe('GET /api/v1/grupoDePermissao/getpermissionfromuser/{id}', () => {
  it('returns the own permissions as modules with access entries', async () => {
    const id = await t.userId('aluno@demo.local');
    const res = await permissionsOf('aluno@demo.local', id);
    expect(res.statusCode).toBe(200);
    const body = res.json<UserPermissions>();
    expect(body).toMatchObject({ usuarioId: id, grupoDePermissaoNome: 'Aluno', grupoDePermissaoId: expect.any(String) });
    expect(body.modulos[0]).toEqual({ modulo: 'Aprendizado', acessos: [{ descricao: 'Aprendizado' }, { descricao: 'Notificações' }] });
    expect(body.modulos.map((m) => m.modulo)).not.toContain('Contas');
    expect(names(body).sort()).toEqual([...SEED_GROUPS.Aluno].sort());
  });

  it("lets an administrator read another user's permissions", async () => {
    const res = await permissionsOf('admin@demo.local', await t.userId('gestor@demo.local'));
    expect(res.statusCode).toBe(200);
    const body = res.json<UserPermissions>();
    expect(body.grupoDePermissaoNome).toBe('Gestor');
    expect(names(body).sort()).toEqual([...SEED_GROUPS.Gestor].sort());
    const own = (await permissionsOf('admin@demo.local', await t.userId('admin@demo.local'))).json<UserPermissions>();
    expect(names(own).sort()).toEqual([...PERMISSION_NAMES].sort());
  });

  it("lets a holder of 'Permissões' alone read another user's permissions", async () => {
    const group = await createGroup(t, 'demo', ['Aprendizado', 'Configurações', 'Permissões']);
    const person = await createPerson(t, { accounts: [{ tenant: 'demo', groupId: group }] });
    const { access_token } = await login(t.app, person.email);
    const res = await permissionsOf(access_token, await t.userId('aluno@demo.local'));
    expect(res.statusCode).toBe(200);
    expect(res.json<UserPermissions>().grupoDePermissaoNome).toBe('Aluno');
  });

  it("refuses another user's permissions to someone without 'Permissões'", async () => {
    const res = await permissionsOf('aluno@demo.local', await t.userId('gestor@demo.local'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, notifications: [{ message: 'Você não tem permissão para gerenciar este recurso.' }] });
  });

  it('does not reach a user of another tenant', async () => {
    const res = await permissionsOf('admin@demo.local', await t.userId('aluno@acme.local'));
    expect(res.statusCode).toBe(404);
    expect(res.json().notifications[0].message).toBe('Usuário não encontrado.');
  });

  it("answers 'Id do usuário não informado!' when the id is missing", async () => {
    for (const url of ['/api/v1/grupoDePermissao/getpermissionfromuser', '/api/v1/grupoDePermissao/getpermissionfromuser/', '/api/v1/grupoDePermissao/getpermissionfromuser/undefined', '/api/v1/grupoDePermissao/getpermissionfromuser/null', '/api/v1/grupoDePermissao/getpermissionfromuser/%20']) {
      const res = await callAs(t.app, token['aluno@demo.local'], { method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ success: false, notifications: [{ message: 'Id do usuário não informado!' }] });
    }
    const english = await callAs(t.app, token['aluno@demo.local'], { method: 'GET', url: '/api/v1/grupoDePermissao/getpermissionfromuser/undefined', headers: { 'accept-language': 'en' } });
    expect(english.json().notifications[0].message).toBe('User id not provided!');
  });

  it('answers 404 for an id that is not a user id, and 401 without a session', async () => {
    expect((await permissionsOf('admin@demo.local', 'abc')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/grupoDePermissao/getpermissionfromuser/${await t.userId('aluno@demo.local')}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/grupoDePermissao/getpermissionfromuser' })).statusCode).toBe(401);
  });

  it("gives a platform administrator in client mode their own functionalities", async () => {
    const id = await t.userId('superadmin@plataforma.local');
    const res = await permissionsOf('superadmin@plataforma.local', id, t.tenants.acme);
    expect(res.statusCode).toBe(200);
    const body = res.json<UserPermissions>();
    expect(names(body).sort()).toEqual([...PERMISSION_NAMES].sort());
    const acmeUser = await permissionsOf('superadmin@plataforma.local', await t.userId('aluno@acme.local'), t.tenants.acme);
    expect(acmeUser.json<UserPermissions>().grupoDePermissaoNome).toBe('Aluno');
  });
});

// ---------------------------------------------------------------- grupoDePermissao administration

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: Record<string, unknown>; headers?: Record<string, string>; tenantId?: string };
const as = (who: string, call: Call) => callAs(t.app, token[who] ?? who, call);
const admin = (call: Call) => as('admin@demo.local', call);
const BASE = '/api/v1/grupoDePermissao';
const LINK = '/api/v2/grupoDePermissao/AddBondPermissionUser';
const unlinkUrl = (userId: string, groupId: string) => `${BASE}/user/${userId}/permission/${groupId}/disable`;
let run = 0;
const unique = (label: string) => `${label} ${Date.now().toString(36)}${(run += 1)}`;
const ADMIN_FUNCS = ['Configurações', 'Permissões'];

const createViaApi = async (payload: Record<string, unknown>, who = 'admin@demo.local') => {
  const res = await as(who, { method: 'POST', url: BASE, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<PermissionGroup>();
};
const groupOf = async (id: string, who = 'admin@demo.local') => (await as(who, { method: 'GET', url: `${BASE}/${id}` })).json<PermissionGroupDetail>();
/** A person in the demo tenant linked to `groupId`, signed in. */
const memberOf = async (groupId: string, nome = 'Pessoa de Teste') => {
  const person = await createPerson(t, { nome, accounts: [{ tenant: 'demo', groupId }] });
  const { access_token } = await login(t.app, person.email);
  return { ...person, id: person.accounts.demo, token: access_token };
};

describe('GET /api/v1/grupoDePermissao', () => {
  it('pages, filters by name and active flag, sorts and counts the linked users', async () => {
    const tag = unique('Lista');
    const a = await createViaApi({ nome: `${tag} Alfa`, funcionalidades: ['Aprendizado'] });
    const b = await createViaApi({ nome: `${tag} Beta`, funcionalidades: ['Aprendizado'], ativo: false });
    await memberOf(a.id);
    await memberOf(a.id);
    const res = await admin({ method: 'GET', url: `${BASE}?nome=${encodeURIComponent(tag.toUpperCase())}&orderBy=totalUsuarios&orderDirection=desc` });
    expect(res.statusCode).toBe(200);
    const body = res.json<ListPermissionGroupsResponse>();
    expect(body).toMatchObject({ pageNumber: 1, pageSize: 10, totalItems: 2, totalPages: 1 });
    expect(body.data.map((g) => [g.nome, g.totalUsuarios, g.ativo])).toEqual([
      [`${tag} Alfa`, 2, true],
      [`${tag} Beta`, 0, false],
    ]);
    const inactive = (await admin({ method: 'GET', url: `${BASE}?nome=${encodeURIComponent(tag)}&ativo=false` })).json<ListPermissionGroupsResponse>();
    expect(inactive.data.map((g) => g.id)).toEqual([b.id]);
    const page2 = (await admin({ method: 'GET', url: `${BASE}?pageSize=10&pageNumber=99&orderBy=nome` })).json<ListPermissionGroupsResponse>();
    expect(page2.pageNumber).toBe(page2.totalPages);
  });

  it('lists only the tenant of the caller, with the seeded groups and their users', async () => {
    const demo = (await admin({ method: 'GET', url: `${BASE}?pageSize=50` })).json<ListPermissionGroupsResponse>();
    const aluno = demo.data.find((g) => g.nome === 'Aluno')!;
    expect(aluno).toMatchObject({ ativo: true, funcionalidades: [...SEED_GROUPS.Aluno].sort((x, y) => PERMISSION_NAMES.indexOf(x) - PERMISSION_NAMES.indexOf(y)), tenantId: t.tenants.demo });
    expect(aluno.totalUsuarios).toBeGreaterThanOrEqual(2);
    expect(demo.data.every((g) => g.tenantId === t.tenants.demo)).toBe(true);
    const acme = (await as('admin@acme.local', { method: 'GET', url: `${BASE}?pageSize=50` })).json<ListPermissionGroupsResponse>();
    expect(acme.data.every((g) => g.tenantId === t.tenants.acme)).toBe(true);
    expect(acme.data.some((g) => demo.data.some((d) => d.id === g.id))).toBe(false);
  });

  it("refuses a user without 'Permissões' (403) and a caller without a session (401)", async () => {
    for (const who of ['aluno@demo.local', 'gestor@demo.local']) {
      const res = await as(who, { method: 'GET', url: BASE });
      expect(res.statusCode, who).toBe(403);
      expect(res.json().notifications[0].message).toBe('Você não tem permissão para gerenciar este recurso.');
    }
    expect((await t.app.inject({ method: 'GET', url: BASE })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/grupoDePermissao/{id}', () => {
  it('answers productProfile, the functionalities by module and the linked users (usersProfiles)', async () => {
    const group = await createViaApi({ nome: unique('Detalhe'), descricao: 'Conteudistas', funcionalidades: ['Cursos', 'Conteúdo', 'Aprendizado'] });
    const member = await memberOf(group.id, 'Bruno Conteudista');
    const detail = await groupOf(group.id);
    expect(detail).toMatchObject({
      id: group.id,
      nome: group.nome,
      descricao: 'Conteudistas',
      ativo: true,
      totalUsuarios: 1,
      productProfile: { description: group.nome, active: true },
      modulos: [
        { modulo: 'Aprendizado', acessos: [{ descricao: 'Aprendizado' }] },
        { modulo: 'Conteúdo', acessos: [{ descricao: 'Conteúdo' }, { descricao: 'Cursos' }] },
      ],
      usersProfiles: [{ userId: member.id, permissionId: group.id, active: true, blocked: false, name: 'Bruno Conteudista', email: member.email }],
    });
  });

  it("marks the caller's own link as blocked", async () => {
    const adminGroup = (await admin({ method: 'GET', url: `${BASE}?nome=Administrador` })).json<ListPermissionGroupsResponse>().data[0];
    const detail = await groupOf(adminGroup.id);
    const me = await t.userId('admin@demo.local');
    expect(detail.usersProfiles.find((u) => u.userId === me)).toMatchObject({ blocked: true, active: true, email: 'admin@demo.local' });
    expect(detail.usersProfiles.filter((u) => u.blocked)).toHaveLength(1);
  });

  it('does not reach a group of another tenant (404) and checks the id (400)', async () => {
    const acmeGroup = (await as('admin@acme.local', { method: 'GET', url: BASE })).json<ListPermissionGroupsResponse>().data[0];
    const res = await admin({ method: 'GET', url: `${BASE}/${acmeGroup.id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, notifications: [{ message: 'Grupo de permissão não encontrado.' }] });
    expect((await admin({ method: 'GET', url: `${BASE}/abc` })).statusCode).toBe(400);
    expect((await as('aluno@demo.local', { method: 'GET', url: `${BASE}/${acmeGroup.id}` })).statusCode).toBe(403);
  });

  it('lists the linked users paged and searched (GET {id}/usuarios)', async () => {
    const group = await createViaApi({ nome: unique('Paginado'), funcionalidades: ['Aprendizado'] });
    await memberOf(group.id, 'Zélia Zebra');
    const ana = await memberOf(group.id, 'Ana Aranha');
    const page = (await admin({ method: 'GET', url: `${BASE}/${group.id}/usuarios?pageSize=10` })).json<ListGroupUsersResponse>();
    expect(page.totalItems).toBe(2);
    expect(page.data.map((u) => u.name)).toEqual(['Ana Aranha', 'Zélia Zebra']);
    const searched = (await admin({ method: 'GET', url: `${BASE}/${group.id}/usuarios?search=${encodeURIComponent(ana.email.toUpperCase())}` })).json<ListGroupUsersResponse>();
    expect(searched.data.map((u) => u.userId)).toEqual([ana.id]);
    const acmeGroup = (await as('admin@acme.local', { method: 'GET', url: BASE })).json<ListPermissionGroupsResponse>().data[0];
    expect((await admin({ method: 'GET', url: `${BASE}/${acmeGroup.id}/usuarios` })).statusCode).toBe(404);
  });
});

describe('POST and PUT /api/v1/grupoDePermissao', () => {
  it('creates a group with its functionalities deduplicated in catalogue order', async () => {
    const nome = unique('Criado');
    const created = await createViaApi({ nome: ` ${nome} `, descricao: '  ', funcionalidades: ['Permissões', 'Aprendizado', 'Configurações', 'Aprendizado'] });
    expect(created).toMatchObject({ nome, descricao: null, ativo: true, funcionalidades: ['Aprendizado', 'Configurações', 'Permissões'], totalUsuarios: 0, tenantId: t.tenants.demo });
    const updated = await admin({ method: 'PUT', url: `${BASE}/${created.id}`, payload: { nome: `${nome} 2`, descricao: 'Nova', ativo: false, funcionalidades: ['Regras'] } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: created.id, nome: `${nome} 2`, descricao: 'Nova', ativo: false, funcionalidades: ['Regras'] });
  });

  it('validates: name required, at least one permission, only catalogue names; nothing is written', async () => {
    const nome = unique('Inválido');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ funcionalidades: ['Aprendizado'] }, 'nome', 'Campo obrigatório'],
      [{ nome: '  ', funcionalidades: ['Aprendizado'] }, 'nome', 'Campo obrigatório'],
      [{ nome: 'x'.repeat(101), funcionalidades: ['Aprendizado'] }, 'nome', 'Máximo de 100 caracteres'],
      [{ nome, funcionalidades: [] }, 'funcionalidades', 'Selecione pelo menos uma permissão.'],
      [{ nome }, 'funcionalidades', 'Campo obrigatório'],
      [{ nome, funcionalidades: ['Aprendizado', 'Voar'] }, 'funcionalidades', 'Uma ou mais permissões informadas não existem.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await admin({ method: 'POST', url: BASE, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().notifications, JSON.stringify(payload)).toContainEqual({ message, field });
    }
    const english = await admin({ method: 'POST', url: BASE, payload: { nome, funcionalidades: [] }, headers: { 'accept-language': 'en' } });
    expect(english.json().notifications[0].message).toBe('Select at least one permission.');
    expect((await admin({ method: 'GET', url: `${BASE}?nome=${encodeURIComponent(nome)}` })).json<ListPermissionGroupsResponse>().totalItems).toBe(0);
    const group = await createViaApi({ nome: unique('Intacto'), funcionalidades: ['Aprendizado'] });
    const res = await admin({ method: 'PUT', url: `${BASE}/${group.id}`, payload: { nome: group.nome, funcionalidades: [] } });
    expect(res.statusCode).toBe(400);
    expect((await groupOf(group.id)).funcionalidades).toEqual(['Aprendizado']);
  });

  it('refuses a name already used in the tenant, ignoring case (409); another tenant may use it', async () => {
    const nome = unique('Duplicado');
    const first = await createViaApi({ nome, funcionalidades: ['Aprendizado'] });
    const res = await admin({ method: 'POST', url: BASE, payload: { nome: nome.toUpperCase(), funcionalidades: ['Aprendizado'] } });
    expect(res.statusCode).toBe(409);
    expect(res.json().notifications[0].message).toBe('Já existe um grupo de permissão com este nome.');
    const other = await createViaApi({ nome: unique('Outro'), funcionalidades: ['Aprendizado'] });
    expect((await admin({ method: 'PUT', url: `${BASE}/${other.id}`, payload: { nome, funcionalidades: ['Aprendizado'] } })).statusCode).toBe(409);
    expect((await admin({ method: 'PUT', url: `${BASE}/${first.id}`, payload: { nome: nome.toLowerCase(), funcionalidades: ['Aprendizado'] } })).statusCode).toBe(200);
    await createViaApi({ nome, funcionalidades: ['Aprendizado'] }, 'admin@acme.local');
  });

  it("cannot change another tenant's group (404) and needs 'Permissões' (403)", async () => {
    const group = await createViaApi({ nome: unique('Da Demo'), funcionalidades: ['Aprendizado'] });
    const res = await as('admin@acme.local', { method: 'PUT', url: `${BASE}/${group.id}`, payload: { nome: 'Invadido', funcionalidades: ['Aprendizado'] } });
    expect(res.statusCode).toBe(404);
    expect((await groupOf(group.id)).nome).toBe(group.nome);
    expect((await as('aluno@demo.local', { method: 'PUT', url: `${BASE}/${group.id}`, payload: { nome: 'x', funcionalidades: ['Aprendizado'] } })).statusCode).toBe(403);
    expect((await as('aluno@demo.local', { method: 'POST', url: BASE, payload: { nome: unique('x'), funcionalidades: ['Aprendizado'] } })).statusCode).toBe(403);
  });

  it('applies a change on the next request of the users of the group', async () => {
    const group = await createViaApi({ nome: unique('Efeito'), funcionalidades: ['Aprendizado', 'Configurações', 'Permissões'] });
    const member = await memberOf(group.id);
    expect((await as(member.token, { method: 'GET', url: BASE })).statusCode).toBe(200);
    await admin({ method: 'PUT', url: `${BASE}/${group.id}`, payload: { nome: group.nome, funcionalidades: ['Aprendizado'] } });
    expect((await as(member.token, { method: 'GET', url: BASE })).statusCode).toBe(403);
    const own = (await as(member.token, { method: 'GET', url: `${BASE}/getpermissionfromuser/${member.id}` })).json<UserPermissions>();
    expect(names(own)).toEqual(['Aprendizado']);
  });

  it('an inactive group grants nothing to its users', async () => {
    const group = await createViaApi({ nome: unique('Inativo'), funcionalidades: ['Aprendizado', 'Contas', 'Usuários'] });
    const member = await memberOf(group.id);
    await admin({ method: 'PUT', url: `${BASE}/${group.id}`, payload: { nome: group.nome, ativo: false, funcionalidades: ['Aprendizado', 'Contas', 'Usuários'] } });
    const own = (await as(member.token, { method: 'GET', url: `${BASE}/getpermissionfromuser/${member.id}` })).json<UserPermissions>();
    expect(own.modulos).toEqual([]);
    const seen = (await admin({ method: 'GET', url: `${BASE}/getpermissionfromuser/${member.id}` })).json<UserPermissions>();
    expect(seen).toMatchObject({ grupoDePermissaoId: group.id, modulos: [] });
  });

  it("lock-out rule: an administrator cannot take 'Configurações' or 'Permissões' from their own group, nor deactivate it", async () => {
    const all = [...PERMISSION_NAMES];
    const group = await createViaApi({ nome: unique('Meu grupo'), funcionalidades: all });
    const me = await memberOf(group.id);
    for (const payload of [
      { nome: group.nome, funcionalidades: all.filter((n) => n !== 'Permissões') },
      { nome: group.nome, funcionalidades: all.filter((n) => n !== 'Configurações') },
      { nome: group.nome, funcionalidades: all, ativo: false },
    ]) {
      const res = await as(me.token, { method: 'PUT', url: `${BASE}/${group.id}`, payload });
      expect(res.statusCode).toBe(409);
      expect(res.json().notifications[0].message).toMatch(/^Você não pode retirar o seu próprio acesso a Permissões/);
    }
    expect((await groupOf(group.id)).funcionalidades).toEqual(all);
    // other changes to the own group are fine
    const kept = await as(me.token, { method: 'PUT', url: `${BASE}/${group.id}`, payload: { nome: group.nome, funcionalidades: ['Aprendizado', ...ADMIN_FUNCS] } });
    expect(kept.statusCode).toBe(200);
    // another administrator may do it (the member loses access on the next request)
    const other = await admin({ method: 'PUT', url: `${BASE}/${group.id}`, payload: { nome: group.nome, funcionalidades: ['Aprendizado', 'Configurações'] } });
    expect(other.statusCode).toBe(200);
    expect((await as(me.token, { method: 'GET', url: BASE })).statusCode).toBe(403);
  });
});

describe('what a group may hold and who may grant it', () => {
  it("asks for the menu access of the /conta and /settings screens: 'Usuários' without 'Contas' is refused (400), nothing written", async () => {
    const nome = unique('Sem menu');
    for (const [lang, message] of [
      ['pt', 'Usuários: o grupo precisa também do acesso ao menu Contas (sem ele, a tela não abre).'],
      ['en', 'Usuários: the group also needs access to the Contas menu (without it, the screen does not open).'],
      ['es', 'Usuários: el grupo también necesita el acceso al menú Contas (sin él, la pantalla no se abre).'],
    ] as const) {
      const res = await admin({ method: 'POST', url: BASE, payload: { nome, funcionalidades: ['Aprendizado', 'Usuários'] }, headers: { 'accept-language': lang } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, notifications: [{ message, field: 'funcionalidades' }] });
    }
    expect((await admin({ method: 'GET', url: `${BASE}?nome=${encodeURIComponent(nome)}` })).json<ListPermissionGroupsResponse>().totalItems).toBe(0);
    const group = await createViaApi({ nome, funcionalidades: ['Aprendizado', 'Contas', 'Usuários'] });
    const edit = await admin({ method: 'PUT', url: `${BASE}/${group.id}`, payload: { nome, funcionalidades: ['Aprendizado', 'Usuários', 'Categorias', 'Configurações'] } });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().notifications[0].message).toMatch(/menu Contas/);
    expect((await groupOf(group.id)).funcionalidades).toEqual(['Aprendizado', 'Contas', 'Usuários']);
  });

  it('nobody adds to a group a functionality they do not hold (403, nothing written); keeping or removing one is fine', async () => {
    const mine = await createViaApi({ nome: unique('Só permissões'), funcionalidades: ['Aprendizado', 'Contas', 'Usuários', ...ADMIN_FUNCS] });
    const me = await memberOf(mine.id, 'Editor de Grupos');
    const nome = unique('Mais forte');
    const created = await as(me.token, { method: 'POST', url: BASE, payload: { nome, funcionalidades: ['Aprendizado', 'Cursos', 'Trilhas'] } });
    expect(created.statusCode).toBe(403);
    expect(created.json()).toEqual({ success: false, notifications: [{ message: 'Você não pode adicionar a um grupo permissões que você não tem: Cursos, Trilhas.', field: 'funcionalidades' }] });
    expect((await admin({ method: 'GET', url: `${BASE}?nome=${encodeURIComponent(nome)}` })).json<ListPermissionGroupsResponse>().totalItems).toBe(0);
    expect((await as(me.token, { method: 'POST', url: BASE, payload: { nome, funcionalidades: ['Aprendizado', 'Contas'] } })).statusCode).toBe(201);
    // a group holding more than the caller: renaming it and removing from it are allowed, adding is not
    const strong = await createViaApi({ nome: unique('Conteudistas'), funcionalidades: ['Aprendizado', 'Cursos'] });
    const added = await as(me.token, { method: 'PUT', url: `${BASE}/${strong.id}`, payload: { nome: strong.nome, funcionalidades: ['Aprendizado', 'Cursos', 'Trilhas'] }, headers: { 'accept-language': 'en' } });
    expect(added.statusCode).toBe(403);
    expect(added.json().notifications[0].message).toBe('You cannot add to a group permissions you do not hold: Trilhas.');
    expect((await groupOf(strong.id)).funcionalidades).toEqual(['Aprendizado', 'Cursos']);
    expect((await as(me.token, { method: 'PUT', url: `${BASE}/${strong.id}`, payload: { nome: `${strong.nome} 2`, funcionalidades: ['Aprendizado', 'Cursos'] } })).statusCode).toBe(200);
  });

  it('nobody raises the group they belong to', async () => {
    const mine = await createViaApi({ nome: unique('Meu grupo fraco'), funcionalidades: ['Aprendizado', ...ADMIN_FUNCS] });
    const me = await memberOf(mine.id, 'Quem Sobe');
    const res = await as(me.token, { method: 'PUT', url: `${BASE}/${mine.id}`, payload: { nome: mine.nome, funcionalidades: [...PERMISSION_NAMES] }, headers: { 'accept-language': 'es' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().notifications[0].message).toMatch(/^No puede agregar a un grupo permisos que usted no tiene: Notificações, Contas, /);
    expect((await groupOf(mine.id)).funcionalidades).toEqual(['Aprendizado', ...ADMIN_FUNCS]);
    const own = (await as(me.token, { method: 'GET', url: `${BASE}/getpermissionfromuser/${me.id}` })).json<UserPermissions>();
    expect(names(own)).toEqual(['Aprendizado', ...ADMIN_FUNCS]);
  });
});

describe('DELETE /api/v1/grupoDePermissao/{id} and DeleteBulking', () => {
  it('deletes a group without users; refuses one with users (409) and another tenant’s (404)', async () => {
    const empty = await createViaApi({ nome: unique('Vazio'), funcionalidades: ['Aprendizado'] });
    const used = await createViaApi({ nome: unique('Usado'), funcionalidades: ['Aprendizado'] });
    await memberOf(used.id);
    await memberOf(used.id);
    const refused = await admin({ method: 'DELETE', url: `${BASE}/${used.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().notifications[0].message).toBe('Não é possível excluir este grupo: 2 usuários vinculados a ele. Desvincule-os antes.');
    expect((await as('admin@acme.local', { method: 'DELETE', url: `${BASE}/${empty.id}` })).statusCode).toBe(404);
    expect((await as('aluno@demo.local', { method: 'DELETE', url: `${BASE}/${empty.id}` })).statusCode).toBe(403);
    const res = await admin({ method: 'DELETE', url: `${BASE}/${empty.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await admin({ method: 'GET', url: `${BASE}/${empty.id}` })).statusCode).toBe(404);
    expect((await admin({ method: 'DELETE', url: `${BASE}/${empty.id}` })).statusCode).toBe(404);
  });

  it('bulk deletes a mix and answers which were deleted and which failed', async () => {
    const a = await createViaApi({ nome: unique('Lote A'), funcionalidades: ['Aprendizado'] });
    const b = await createViaApi({ nome: unique('Lote B'), funcionalidades: ['Aprendizado'] });
    const used = await createViaApi({ nome: unique('Lote usado'), funcionalidades: ['Aprendizado'] });
    await memberOf(used.id);
    const acme = await createViaApi({ nome: unique('Lote Acme'), funcionalidades: ['Aprendizado'] }, 'admin@acme.local');
    const unknown = crypto.randomUUID();
    const res = await admin({ method: 'DELETE', url: `${BASE}/DeleteBulking`, payload: { ids: [a.id, used.id, b.id, unknown, acme.id, 'abc', a.id] } });
    expect(res.statusCode).toBe(200);
    const body = res.json<DeleteBulkingResponse>();
    expect(body.successItems).toEqual([
      { id: a.id, nome: a.nome },
      { id: b.id, nome: b.nome },
    ]);
    expect(body.failedItems).toEqual([
      { id: used.id, nome: used.nome, message: 'Não é possível excluir este grupo: 1 usuário vinculado a ele. Desvincule-o antes.' },
      { id: unknown, nome: null, message: 'Grupo de permissão não encontrado.' },
      { id: acme.id, nome: null, message: 'Grupo de permissão não encontrado.' },
      { id: 'abc', nome: null, message: 'Grupo de permissão não encontrado.' },
    ]);
    expect((await admin({ method: 'GET', url: `${BASE}/${a.id}` })).statusCode).toBe(404);
    expect((await admin({ method: 'GET', url: `${BASE}/${used.id}` })).statusCode).toBe(200);
    expect((await as('admin@acme.local', { method: 'GET', url: `${BASE}/${acme.id}` })).statusCode).toBe(200);
  });

  it('needs at least one id and the permission', async () => {
    const res = await admin({ method: 'DELETE', url: `${BASE}/DeleteBulking`, payload: { ids: [] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().notifications[0].message).toBe('Nenhum grupo de permissão selecionado');
    const group = await createViaApi({ nome: unique('Lote aluno'), funcionalidades: ['Aprendizado'] });
    expect((await as('aluno@demo.local', { method: 'DELETE', url: `${BASE}/DeleteBulking`, payload: { ids: [group.id] } })).statusCode).toBe(403);
    expect((await admin({ method: 'GET', url: `${BASE}/${group.id}` })).statusCode).toBe(200);
  });
});

describe('POST /api/v2/grupoDePermissao/AddBondPermissionUser', () => {
  it('links users, replacing their previous group, effective on their next request', async () => {
    const alunoGroup = (await admin({ method: 'GET', url: `${BASE}?nome=Aluno` })).json<ListPermissionGroupsResponse>().data.find((g) => g.nome === 'Aluno')!;
    const p1 = await memberOf(alunoGroup.id, 'Primeira Pessoa');
    const p2 = await memberOf(alunoGroup.id, 'Segunda Pessoa');
    const group = await createViaApi({ nome: unique('Vínculo'), funcionalidades: ['Aprendizado', 'Contas', 'Usuários'] });
    const res = await admin({ method: 'POST', url: LINK, payload: { permissionId: group.id, usersIds: [p1.id, p2.id, p1.id] } });
    expect(res.statusCode).toBe(200);
    expect(res.json<AddBondPermissionUserResponse>()).toEqual({
      successItems: [
        { userId: p1.id, name: 'Primeira Pessoa' },
        { userId: p2.id, name: 'Segunda Pessoa' },
      ],
      failedItems: [],
    });
    expect((await groupOf(group.id)).usersProfiles.map((u) => u.userId).sort()).toEqual([p1.id, p2.id].sort());
    expect((await groupOf(alunoGroup.id)).usersProfiles.some((u) => u.userId === p1.id)).toBe(false);
    const own = (await as(p1.token, { method: 'GET', url: `${BASE}/getpermissionfromuser/${p1.id}` })).json<UserPermissions>();
    expect(own.grupoDePermissaoId).toBe(group.id);
    expect(names(own)).toEqual(['Aprendizado', 'Contas', 'Usuários']);
    // linking again is not a failure
    const again = (await admin({ method: 'POST', url: LINK, payload: { permissionId: group.id, usersIds: [p1.id] } })).json<AddBondPermissionUserResponse>();
    expect(again).toEqual({ successItems: [{ userId: p1.id, name: 'Primeira Pessoa' }], failedItems: [] });
  });

  it('answers a partial result: unknown users, users of another tenant and missing ids fail', async () => {
    const group = await createViaApi({ nome: unique('Parcial'), funcionalidades: ['Aprendizado'] });
    const ok = await createPerson(t, { nome: 'Pessoa Válida', accounts: [{ tenant: 'demo' }] });
    const acmeUser = await t.userId('aluno@acme.local');
    const unknown = crypto.randomUUID();
    const res = await admin({ method: 'POST', url: LINK, payload: { permissionId: group.id, usersIds: [ok.accounts.demo, unknown, acmeUser, '', 'undefined'] } });
    expect(res.statusCode).toBe(200);
    expect(res.json<AddBondPermissionUserResponse>()).toEqual({
      successItems: [{ userId: ok.accounts.demo, name: 'Pessoa Válida' }],
      failedItems: [
        { userId: unknown, name: null, message: 'Usuário não encontrado.' },
        { userId: acmeUser, name: null, message: 'Usuário não encontrado.' },
        { userId: '', name: null, message: 'Id do usuário não informado!' },
        { userId: 'undefined', name: null, message: 'Id do usuário não informado!' },
      ],
    });
    // the Acme user keeps the Acme group
    const acmeView = (await as('admin@acme.local', { method: 'GET', url: `${BASE}/getpermissionfromuser/${acmeUser}` })).json<UserPermissions>();
    expect(acmeView.grupoDePermissaoNome).toBe('Aluno');
    const allFail = (await admin({ method: 'POST', url: LINK, payload: { permissionId: group.id, usersIds: [acmeUser] } })).json<AddBondPermissionUserResponse>();
    expect(allFail.successItems).toEqual([]);
    expect(allFail.failedItems).toHaveLength(1);
  });

  it('validates the request: users required, the group of the tenant, an active group', async () => {
    const group = await createViaApi({ nome: unique('Validação'), funcionalidades: ['Aprendizado'] });
    const person = await createPerson(t, { accounts: [{ tenant: 'demo' }] });
    const empty = await admin({ method: 'POST', url: LINK, payload: { permissionId: group.id, usersIds: [] } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().notifications[0].message).toBe('Nenhum usuário selecionado');
    const noGroup = await admin({ method: 'POST', url: LINK, payload: { usersIds: [person.accounts.demo] } });
    expect(noGroup.statusCode).toBe(400);
    expect(noGroup.json().notifications).toContainEqual({ message: 'Campo obrigatório', field: 'permissionId' });
    const acmeGroup = await createViaApi({ nome: unique('Acme vínculo'), funcionalidades: ['Aprendizado'] }, 'admin@acme.local');
    expect((await admin({ method: 'POST', url: LINK, payload: { permissionId: acmeGroup.id, usersIds: [person.accounts.demo] } })).statusCode).toBe(404);
    const inactive = await createViaApi({ nome: unique('Inativo vínculo'), ativo: false, funcionalidades: ['Aprendizado'] });
    const res = await admin({ method: 'POST', url: LINK, payload: { permissionId: inactive.id, usersIds: [person.accounts.demo] } });
    expect(res.statusCode).toBe(409);
    expect(res.json().notifications[0].message).toBe('Não é possível vincular usuários a um grupo de permissão inativo.');
    expect((await as('aluno@demo.local', { method: 'POST', url: LINK, payload: { permissionId: group.id, usersIds: [person.accounts.demo] } })).statusCode).toBe(403);
    expect((await groupOf(group.id)).totalUsuarios).toBe(0);
  });

  it('nobody moves themselves to another group, weaker or stronger; the others in the call are linked', async () => {
    const mine = await createViaApi({ nome: unique('Admins'), funcionalidades: ['Aprendizado', ...ADMIN_FUNCS] });
    const me = await memberOf(mine.id, 'Eu Mesmo');
    const weak = await createViaApi({ nome: unique('Sem permissões'), funcionalidades: ['Aprendizado'] });
    const other = await createPerson(t, { nome: 'Outra Pessoa', accounts: [{ tenant: 'demo' }] });
    const res = (await as(me.token, { method: 'POST', url: LINK, payload: { permissionId: weak.id, usersIds: [me.id, other.accounts.demo] } })).json<AddBondPermissionUserResponse>();
    expect(res.successItems).toEqual([{ userId: other.accounts.demo, name: 'Outra Pessoa' }]);
    expect(res.failedItems).toEqual([{ userId: me.id, name: 'Eu Mesmo', message: 'Você não pode alterar o seu próprio grupo de permissão. Peça a outro administrador.' }]);
    const same = await createViaApi({ nome: unique('Admins 2'), funcionalidades: ['Aprendizado', ...ADMIN_FUNCS] });
    const moved = (await as(me.token, { method: 'POST', url: LINK, payload: { permissionId: same.id, usersIds: [me.id] } })).json<AddBondPermissionUserResponse>();
    expect(moved.successItems).toEqual([]);
    expect(moved.failedItems.map((f) => f.userId)).toEqual([me.id]);
    // staying in the own group is not a change
    const stay = (await as(me.token, { method: 'POST', url: LINK, payload: { permissionId: mine.id, usersIds: [me.id] } })).json<AddBondPermissionUserResponse>();
    expect(stay).toEqual({ successItems: [{ userId: me.id, name: 'Eu Mesmo' }], failedItems: [] });
    expect((await groupOf(mine.id)).usersProfiles.map((u) => u.userId)).toEqual([me.id]);
  });

  it('refuses (403, nothing linked) a group holding a functionality the caller lacks', async () => {
    const mine = await createViaApi({ nome: unique('Gestores de grupos'), funcionalidades: ['Aprendizado', ...ADMIN_FUNCS] });
    const me = await memberOf(mine.id, 'Quem Vincula');
    const other = await createPerson(t, { nome: 'Pessoa Alvo', accounts: [{ tenant: 'demo' }] });
    const admins = (await admin({ method: 'GET', url: `${BASE}?nome=Administrador` })).json<ListPermissionGroupsResponse>().data.find((g) => g.nome === 'Administrador')!;
    for (const [lang, message] of [
      ['pt', /^Você não pode conceder o grupo de permissão Administrador: ele tem permissões que você não tem \(Notificações, Contas, /],
      ['en', /^You cannot grant the permission group Administrador: it holds permissions you do not hold \(/],
      ['es', /^No puede conceder el grupo de permisos Administrador: tiene permisos que usted no tiene \(/],
    ] as const) {
      const res = await as(me.token, { method: 'POST', url: LINK, payload: { permissionId: admins.id, usersIds: [other.accounts.demo, me.id] }, headers: { 'accept-language': lang } });
      expect(res.statusCode).toBe(403);
      expect(res.json().success).toBe(false);
      expect(res.json().notifications[0]).toEqual({ message: expect.stringMatching(message), field: 'permissionId' });
    }
    expect((await groupOf(admins.id)).usersProfiles.map((u) => u.userId)).not.toContain(other.accounts.demo);
    expect((await groupOf(admins.id)).usersProfiles.map((u) => u.userId)).not.toContain(me.id);
  });
});

describe('PUT /api/v1/grupoDePermissao/user/{userId}/permission/{permissionId}/disable', () => {
  it('unlinks one user, who is left without a group', async () => {
    const group = await createViaApi({ nome: unique('Desvínculo'), funcionalidades: ['Aprendizado'] });
    const member = await memberOf(group.id);
    const res = await admin({ method: 'PUT', url: unlinkUrl(member.id, group.id) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Permissão desvinculada do(s) usuário(s) com sucesso!' });
    const seen = (await admin({ method: 'GET', url: `${BASE}/getpermissionfromuser/${member.id}` })).json<UserPermissions>();
    expect(seen).toMatchObject({ grupoDePermissaoId: null, modulos: [] });
    const again = await admin({ method: 'PUT', url: unlinkUrl(member.id, group.id) });
    expect(again.statusCode).toBe(409);
    expect(again.json().notifications[0].message).toBe('O usuário não está vinculado a este grupo de permissão.');
  });

  it("answers 'Id do usuário não informado!' when the user id is missing", async () => {
    const group = await createViaApi({ nome: unique('Sem id'), funcionalidades: ['Aprendizado'] });
    for (const url of [unlinkUrl('undefined', group.id), unlinkUrl('null', group.id), unlinkUrl('%20', group.id), `${BASE}/user/permission/${group.id}/disable`]) {
      const res = await admin({ method: 'PUT', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ success: false, notifications: [{ message: 'Id do usuário não informado!' }] });
    }
  });

  it('does not reach users or groups of another tenant, and needs the permission', async () => {
    const group = await createViaApi({ nome: unique('Cruzado'), funcionalidades: ['Aprendizado'] });
    const member = await memberOf(group.id);
    expect((await as('admin@acme.local', { method: 'PUT', url: unlinkUrl(member.id, group.id) })).statusCode).toBe(404);
    const acmeUser = await t.userId('aluno@acme.local');
    const res = await admin({ method: 'PUT', url: unlinkUrl(acmeUser, group.id) });
    expect(res.statusCode).toBe(404);
    expect(res.json().notifications[0].message).toBe('Usuário não encontrado.');
    expect((await admin({ method: 'PUT', url: unlinkUrl(member.id, crypto.randomUUID()) })).statusCode).toBe(404);
    expect((await admin({ method: 'PUT', url: unlinkUrl(member.id, 'abc') })).statusCode).toBe(404);
    expect((await as('aluno@demo.local', { method: 'PUT', url: unlinkUrl(member.id, group.id) })).statusCode).toBe(403);
    expect((await groupOf(group.id)).totalUsuarios).toBe(1);
  });

  it('lock-out rule: an administrator cannot unlink themselves', async () => {
    const mine = await createViaApi({ nome: unique('Auto'), funcionalidades: ['Aprendizado', ...ADMIN_FUNCS] });
    const me = await memberOf(mine.id);
    const res = await as(me.token, { method: 'PUT', url: unlinkUrl(me.id, mine.id) });
    expect(res.statusCode).toBe(409);
    expect(res.json().notifications[0].message).toBe('Você não pode desvincular a si mesmo do seu grupo de permissão. Peça a outro administrador.');
    expect((await as(me.token, { method: 'GET', url: BASE })).statusCode).toBe(200);
  });
});

describe('client mode', () => {
  it("lets platform administration manage a customer's groups; nothing there locks them out", async () => {
    const acme = t.tenants.acme;
    const created = await as('superadmin@plataforma.local', { method: 'POST', url: BASE, tenantId: acme, payload: { nome: unique('Cliente'), funcionalidades: ['Aprendizado'] } });
    expect(created.statusCode).toBe(201);
    expect(created.json<PermissionGroup>().tenantId).toBe(acme);
    const detail = (await as('superadmin@plataforma.local', { method: 'GET', url: `${BASE}/${created.json<PermissionGroup>().id}`, tenantId: acme })).json<PermissionGroupDetail>();
    expect(detail.usersProfiles).toEqual([]);
  });
});
