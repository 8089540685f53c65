import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BasicUsersResponse } from '@plataforma/shared/users';
import { identidade, usuario } from '../../db/schema';
import { buildTestApp, callAs, createGroup, createPerson, login, uniqueEmail, type TestApp } from '../../test/build-test-app';

/** GET /api/v1/usuario/Basic: the user picker (permission groups' link dialog). */
let t: TestApp;
const token: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  for (const email of ['admin@demo.local', 'aluno@demo.local', 'gestor@demo.local', 'admin@acme.local']) token[email] = (await login(t.app, email)).access_token;
});
afterAll(async () => {
  await t?.close();
});

const basic = (who: string, query = '') => callAs(t.app, token[who] ?? who, { method: 'GET', url: `/api/v1/usuario/Basic${query}` });

describe('GET /api/v1/usuario/Basic', () => {
  it("answers the tenant's active users as {value, label, email}, by name", async () => {
    const res = await basic('admin@demo.local');
    expect(res.statusCode).toBe(200);
    const body = res.json<BasicUsersResponse>();
    expect(body).toContainEqual({ value: await t.userId('aluno@demo.local'), label: 'Alice Aluna', email: 'aluno@demo.local' });
    expect(body.some((u) => u.email.endsWith('@acme.local'))).toBe(false);
    const labels = body.map((u) => u.label.toLowerCase());
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('searches name or e-mail ignoring case and leaves inactive users out', async () => {
    const tag = Date.now().toString(36);
    const active = await createPerson(t, { nome: `Quitéria Busca ${tag}`, accounts: [{ tenant: 'demo' }] });
    await createPerson(t, { nome: `Quitéria Inativa ${tag}`, accounts: [{ tenant: 'demo', ativo: false }] });
    const byName = (await basic('admin@demo.local', `?search=${encodeURIComponent(`BUSCA ${tag.toUpperCase()}`)}`)).json<BasicUsersResponse>();
    expect(byName).toEqual([{ value: active.accounts.demo, label: `Quitéria Busca ${tag}`, email: active.email }]);
    expect((await basic('admin@demo.local', `?search=${encodeURIComponent(`quitéria`)}`)).json<BasicUsersResponse>().map((u) => u.label)).not.toContain(`Quitéria Inativa ${tag}`);
    const byEmail = (await basic('admin@demo.local', `?search=${encodeURIComponent(active.email.toUpperCase())}`)).json<BasicUsersResponse>();
    expect(byEmail.map((u) => u.value)).toEqual([active.accounts.demo]);
    expect((await basic('admin@demo.local', '?search=%25')).json<BasicUsersResponse>()).toEqual([]);
    expect((await basic('admin@acme.local', `?search=${encodeURIComponent(active.email)}`)).json<BasicUsersResponse>()).toEqual([]);
  });

  it('answers at most 50 users', async () => {
    const tag = `Lote${Date.now().toString(36)}`;
    await t.database.system(async (tx) => {
      const people = await tx
        .insert(identidade)
        .values(Array.from({ length: 55 }, () => ({ email: uniqueEmail('basic') })))
        .returning({ id: identidade.id });
      await tx.insert(usuario).values(people.map((p, i) => ({ tenantId: t.tenants.demo, identidadeId: p.id, nomeCompleto: `${tag} ${String(i).padStart(2, '0')}` })));
    });
    const body = (await basic('admin@demo.local', `?search=${tag}`)).json<BasicUsersResponse>();
    expect(body).toHaveLength(50);
    expect(body[0].label).toBe(`${tag} 00`);
  });

  it("is readable with 'Usuários' or with 'Permissões' only; refused otherwise", async () => {
    expect((await basic('gestor@demo.local')).statusCode).toBe(200);
    const group = await createGroup(t, 'demo', ['Configurações', 'Permissões']);
    const person = await createPerson(t, { accounts: [{ tenant: 'demo', groupId: group }] });
    expect((await basic((await login(t.app, person.email)).access_token)).statusCode).toBe(200);
    const res = await basic('aluno@demo.local');
    expect(res.statusCode).toBe(403);
    expect(res.json().notifications[0].message).toBe('Você não tem permissão para gerenciar este recurso.');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/usuario/Basic' })).statusCode).toBe(401);
    expect((await basic('admin@demo.local', `?search=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });
});
