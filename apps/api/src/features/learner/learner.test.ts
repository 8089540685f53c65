import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, callAs, createGroup, createPerson, login, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/v1/midia/quickSearch', () => {
  it('answers the three lists for a learner', async () => {
    const { access_token } = await login(t.app, 'aluno@demo.local');
    const res = await callAs(t.app, access_token, { method: 'GET', url: '/api/v1/midia/quickSearch?search=seguran%C3%A7a' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ midias: [], cursos: [], formacoes: [] });
    expect((await callAs(t.app, access_token, { method: 'GET', url: '/api/v1/midia/quickSearch' })).statusCode).toBe(200);
  });

  it("needs 'Aprendizado'", async () => {
    const group = await createGroup(t, 'demo', ['Contas', 'Usuários']);
    const person = await createPerson(t, { accounts: [{ tenant: 'demo', groupId: group }] });
    const { access_token } = await login(t.app, person.email);
    const res = await callAs(t.app, access_token, { method: 'GET', url: '/api/v1/midia/quickSearch?search=a' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, notifications: [{ message: 'Você não tem permissão para gerenciar este recurso.' }] });
  });

  it('needs a session and bounds the search text', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/midia/quickSearch?search=a' })).statusCode).toBe(401);
    const { access_token } = await login(t.app, 'aluno@demo.local');
    const res = await callAs(t.app, access_token, { method: 'GET', url: `/api/v1/midia/quickSearch?search=${'a'.repeat(201)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, notifications: [{ field: 'search' }], details: { validation: 'querystring' } });
  });
});
