import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_NAMES, SEED_GROUPS, type UserPermissions } from '@plataforma/shared/permissions';
import { buildTestApp, callAs, createGroup, createPerson, login, type TestApp } from '../../test/build-test-app';

let t: TestApp;
const token: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  for (const email of ['aluno@demo.local', 'admin@demo.local', 'gestor@demo.local', 'superadmin@plataforma.local']) {
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
