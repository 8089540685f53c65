import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenResponse } from '@plataforma/shared/auth';
import { userSchema, type ChangePasswordBatchResponse, type User } from '@plataforma/shared/users';
import { buildTestApp, callAs, createPerson, DEMO_PASSWORD, login, loginSession, refreshWithCookie, type TestApp } from '../../test/build-test-app';

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

const FORBIDDEN = { success: false, notifications: [{ message: 'Você não tem permissão para gerenciar este recurso.' }] };
const NEW_PASSWORD = 'Trocada@2026';

const loginStatus = async (username: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/v1/autenticacao/login', payload: { username, password } })).statusCode;

const changeSingle = (as: string, payload: object, tenantId?: string) =>
  callAs(t.app, token[as] ?? as, { method: 'POST', url: '/api/v1/usuario/alterar-senha-individual', payload, tenantId });
const changeBatch = (as: string, payload: object, tenantId?: string) =>
  callAs(t.app, token[as] ?? as, { method: 'POST', url: '/api/v1/usuario/alterar-senha-em-lote', payload, tenantId });

describe('GET /api/v1/usuario/{id}', () => {
  it('returns the signed-in user with the fields of the spec', async () => {
    const id = await t.userId('aluno@demo.local');
    const res = await callAs(t.app, token['aluno@demo.local'], { method: 'GET', url: `/api/v1/usuario/${id}` });
    expect(res.statusCode).toBe(200);
    const user = res.json<User>();
    expect(Object.keys(user).sort()).toEqual(Object.keys(userSchema.shape).sort());
    expect(user).toMatchObject({
      id,
      email: 'aluno@demo.local',
      cpf: '11144477735',
      nomeCompleto: 'Alice Aluna',
      apelido: 'Alice',
      tenantId: t.tenants.demo,
      ativo: true,
      tipoPessoa: 'fisica',
      classificacao: 'student',
      level: 'N3',
      dataTermoDeUsoAceito: null,
      permissionId: expect.any(String),
    });
  });

  it("needs 'Usuários' to read someone else", async () => {
    const other = await t.userId('gestor@demo.local');
    const res = await callAs(t.app, token['aluno@demo.local'], { method: 'GET', url: `/api/v1/usuario/${other}` });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
    for (const as of ['admin@demo.local', 'gestor@demo.local']) {
      const ok = await callAs(t.app, token[as], { method: 'GET', url: `/api/v1/usuario/${await t.userId('aluno@demo.local')}` });
      expect(ok.statusCode, as).toBe(200);
      expect(ok.json<User>().email).toBe('aluno@demo.local');
    }
  });

  it('answers 404 for a user of another tenant, an unknown id and 400 for a malformed one', async () => {
    const res = await callAs(t.app, token['admin@demo.local'], { method: 'GET', url: `/api/v1/usuario/${await t.userId('aluno@acme.local')}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, notifications: [{ message: 'Usuário não encontrado.' }] });
    expect((await callAs(t.app, token['admin@demo.local'], { method: 'GET', url: '/api/v1/usuario/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    const malformed = await callAs(t.app, token['admin@demo.local'], { method: 'GET', url: '/api/v1/usuario/123' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().notifications[0].field).toBe('id');
  });
});

describe('POST /api/v1/usuario/alterar-senha-individual', () => {
  it("needs 'Usuários'", async () => {
    const person = await createPerson(t);
    const res = await changeSingle('aluno@demo.local', { usuarioId: person.accounts.demo, alterarSenhaNoProximoAcesso: false, senha: NEW_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
    expect(await loginStatus(person.email, person.password)).toBe(200);
  });

  it('sets the password chosen by an administrator and ends the sessions', async () => {
    const person = await createPerson(t);
    const session = await loginSession(t.app, person.email);
    const res = await changeSingle('admin@demo.local', { usuarioId: person.accounts.demo, alterarSenhaNoProximoAcesso: false, senha: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Senha alterada com sucesso!' });
    expect(await loginStatus(person.email, person.password)).toBe(401);
    expect((await login(t.app, person.email, NEW_PASSWORD)).updatePassword).toBe(false);
    expect((await refreshWithCookie(t.app, session.cookie)).statusCode).toBe(401);
  });

  it('refuses a weak password with the spec message', async () => {
    const person = await createPerson(t);
    const res = await changeSingle('admin@demo.local', { usuarioId: person.accounts.demo, alterarSenhaNoProximoAcesso: false, senha: 'Curta1!' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, notifications: [{ message: 'A senha deve ter entre 8 e 20 caracteres.' }] });
    const spanish = await callAs(t.app, token['admin@demo.local'], {
      method: 'POST',
      url: '/api/v1/usuario/alterar-senha-individual',
      payload: { usuarioId: person.accounts.demo, senha: 'semmaiuscula1!' },
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.json().notifications[0].message).toBe('La contraseña debe contener al menos 1 letra mayúscula.');
    expect(await loginStatus(person.email, person.password)).toBe(200);
  });

  it('does not reach a user of another tenant', async () => {
    const person = await createPerson(t, { accounts: [{ tenant: 'acme' }] });
    const res = await changeSingle('admin@demo.local', { usuarioId: person.accounts.acme, senha: NEW_PASSWORD });
    expect(res.statusCode).toBe(404);
    expect(await loginStatus(person.email, person.password)).toBe(200);
  });

  it("refuses a company administrator the password of a person who also has another company's account", async () => {
    const person = await createPerson(t, { accounts: [{ tenant: 'demo' }, { tenant: 'acme' }] });
    const res = await changeSingle('admin@demo.local', { usuarioId: person.accounts.demo, senha: NEW_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      notifications: [{ message: 'Este usuário tem contas em outras empresas; somente a administração da plataforma pode alterar a senha dele.' }],
    });
    expect(await loginStatus(person.email, NEW_PASSWORD)).toBe(401);
    expect(await loginStatus(person.email, person.password)).toBe(200);
  });

  it('lets the platform administration change that password from client mode', async () => {
    const person = await createPerson(t, { accounts: [{ tenant: 'demo' }, { tenant: 'acme' }] });
    const res = await changeSingle('superadmin@plataforma.local', { usuarioId: person.accounts.demo, senha: NEW_PASSWORD }, t.tenants.demo);
    expect(res.statusCode).toBe(200);
    expect(await loginStatus(person.email, NEW_PASSWORD)).toBe(200);
  });

  it('refuses a manager the password of someone with a higher access level', async () => {
    const admin = await t.userId('admin@demo.local');
    const res = await changeSingle('gestor@demo.local', { usuarioId: admin, alterarSenhaNoProximoAcesso: false, senha: NEW_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().notifications[0].message).toBe('Você não pode alterar a senha de um usuário com nível de acesso superior ao seu.');
    expect(await loginStatus('admin@demo.local', DEMO_PASSWORD)).toBe(200);
    const batch = await changeBatch('gestor@demo.local', { usuarioIds: [admin], alterarSenhaNoProximoAcesso: false, senha: NEW_PASSWORD });
    expect(batch.json<ChangePasswordBatchResponse>()).toMatchObject({ success: false, alterados: 0, falhas: [{ usuarioId: admin }] });
    expect(await loginStatus('admin@demo.local', DEMO_PASSWORD)).toBe(200);
  });

  it('validates the body', async () => {
    const res = await changeSingle('admin@demo.local', { usuarioId: 'x', senha: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().notifications).toEqual([{ message: 'Requisição inválida.', field: 'usuarioId' }]);
    const missing = await changeSingle('admin@demo.local', { senha: NEW_PASSWORD });
    expect(missing.json().notifications).toEqual([{ message: 'Campo obrigatório', field: 'usuarioId' }]);
  });
});

describe('POST /api/v1/usuario/alterar-senha-em-lote', () => {
  it('changes every user it can and lists the failures', async () => {
    const a = await createPerson(t);
    const b = await createPerson(t);
    const acme = await createPerson(t, { accounts: [{ tenant: 'acme' }] });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await changeBatch('admin@demo.local', { usuarioIds: [a.accounts.demo, acme.accounts.acme, b.accounts.demo, unknown, a.accounts.demo], alterarSenhaNoProximoAcesso: false, senha: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json<ChangePasswordBatchResponse>();
    expect(body).toEqual({
      success: false,
      alterados: 2,
      falhas: [
        { usuarioId: acme.accounts.acme, message: 'Usuário não encontrado.' },
        { usuarioId: unknown, message: 'Usuário não encontrado.' },
      ],
    });
    expect(await loginStatus(a.email, NEW_PASSWORD)).toBe(200);
    expect(await loginStatus(b.email, NEW_PASSWORD)).toBe(200);
    expect(await loginStatus(acme.email, NEW_PASSWORD)).toBe(401);
    expect(await loginStatus(acme.email, acme.password)).toBe(200);
  });

  it('answers success when every user changed', async () => {
    const a = await createPerson(t);
    const res = await changeBatch('gestor@demo.local', { usuarioIds: [a.accounts.demo], senha: NEW_PASSWORD });
    expect(res.json()).toEqual({ success: true, alterados: 1, falhas: [] });
  });

  it('lists people with accounts in other companies as failures for a company administrator', async () => {
    const a = await createPerson(t);
    const shared = await createPerson(t, { accounts: [{ tenant: 'demo' }, { tenant: 'acme' }] });
    const res = await changeBatch('admin@demo.local', { usuarioIds: [a.accounts.demo, shared.accounts.demo], senha: NEW_PASSWORD });
    expect(res.json()).toEqual({
      success: false,
      alterados: 1,
      falhas: [{ usuarioId: shared.accounts.demo, message: 'Este usuário tem contas em outras empresas; somente a administração da plataforma pode alterar a senha dele.' }],
    });
    expect(await loginStatus(shared.email, shared.password)).toBe(200);
  });

  it("answers 'Nenhum usuário selecionado' for an empty list", async () => {
    const res = await changeBatch('admin@demo.local', { usuarioIds: [], senha: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, notifications: [{ message: 'Nenhum usuário selecionado' }] });
  });

  it("needs 'Usuários' and a valid password", async () => {
    const a = await createPerson(t);
    const forbidden = await changeBatch('aluno@demo.local', { usuarioIds: [a.accounts.demo], senha: NEW_PASSWORD });
    expect(forbidden.statusCode).toBe(403);
    const weak = await changeBatch('admin@demo.local', { usuarioIds: [a.accounts.demo], senha: 'semnumero!A' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().notifications[0].message).toBe('A senha deve conter pelo menos 1 número.');
    expect(await loginStatus(a.email, a.password)).toBe(200);
  });
});

describe('forced password change on next access', () => {
  it('flags the next sign-in and allows only the first-access routes until the person sets a password', async () => {
    const person = await createPerson(t);
    const set = await changeBatch('admin@demo.local', { usuarioIds: [person.accounts.demo], alterarSenhaNoProximoAcesso: true, senha: NEW_PASSWORD });
    expect(set.json<ChangePasswordBatchResponse>().alterados).toBe(1);

    const tokens: TokenResponse = await login(t.app, person.email, NEW_PASSWORD);
    expect(tokens.updatePassword).toBe(true);
    const as = (url: string, method: 'GET' | 'POST' = 'GET', payload?: object) => callAs(t.app, tokens.access_token, { method, url, payload });

    for (const url of [`/api/v1/usuario/${person.accounts.demo}`, '/api/v1/midia/quickSearch?search=a', `/api/v1/usuario/forgotpassword/${person.accounts.demo}`]) {
      const res = await as(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({ ...FORBIDDEN, details: { updatePassword: true } });
    }
    expect((await as(`/api/v1/usuario/useraccount/tenant/${t.tenants.demo}`, 'POST')).statusCode).toBe(403);
    for (const url of ['/api/v1/usuario/useraccount', '/api/v1/Tenant', '/api/v1/Parametro', `/api/v1/grupoDePermissao/getpermissionfromuser/${person.accounts.demo}`]) {
      expect((await as(url)).statusCode, url).toBe(200);
    }
    expect((await as('/api/v1/autenticacao/AuthenticationLog', 'POST', { evento: 'login' })).statusCode).toBe(200);

    const weak = await as('/api/v1/usuario/alterar-senha-propria', 'POST', { senha: 'fraca' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().notifications[0].message).toBe('A senha deve ter entre 8 e 20 caracteres.');
    const own = await as('/api/v1/usuario/alterar-senha-propria', 'POST', { senha: 'Minha@Senha7' });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ success: true });

    expect((await as(`/api/v1/usuario/${person.accounts.demo}`)).statusCode).toBe(200);
    expect(await loginStatus(person.email, NEW_PASSWORD)).toBe(401);
    expect((await login(t.app, person.email, 'Minha@Senha7')).updatePassword).toBe(false);
  });
});

describe('POST /api/v1/usuario/alterar-senha-propria', () => {
  it('asks for the current password when no change is pending', async () => {
    const person = await createPerson(t);
    const { access_token } = await login(t.app, person.email);
    const change = (payload: object) => callAs(t.app, access_token, { method: 'POST', url: '/api/v1/usuario/alterar-senha-propria', payload });
    const without = await change({ senha: NEW_PASSWORD });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toEqual({ success: false, notifications: [{ message: 'Informe sua senha atual.', field: 'senhaAtual' }] });
    const wrong = await change({ senhaAtual: 'Errada@123', senha: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, notifications: [{ message: 'A senha atual está incorreta.', field: 'senhaAtual' }] });
    expect(await loginStatus(person.email, person.password)).toBe(200);
    const ok = await change({ senhaAtual: DEMO_PASSWORD, senha: NEW_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(await loginStatus(person.email, NEW_PASSWORD)).toBe(200);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/usuario/alterar-senha-propria', payload: { senha: NEW_PASSWORD } })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/usuario/forgotpassword/{id}', () => {
  const resetMailTo = (email: string, from: number) => t.waitForMail((m) => t.mails.indexOf(m) >= from && m.to.includes(email));

  it("mails a user of the tenant a recovery link when a manager asks", async () => {
    const person = await createPerson(t, { nome: 'Sofia Suporte' });
    const before = t.mails.length;
    const res = await callAs(t.app, token['admin@demo.local'], { method: 'GET', url: `/api/v1/usuario/forgotpassword/${person.accounts.demo}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Se o e-mail estiver cadastrado, você receberá as instruções para criar uma nova senha.' });
    const mail = await resetMailTo(person.email, before);
    expect(mail.text).toContain('Olá, Sofia Suporte!');
    const hash = /hash=([^\s]+)/.exec(mail.text)![1];
    expect(mail.text).toContain(`http://lms.test/auth/new-password?userId=${person.accounts.demo}&hash=`);
    const check = await t.app.inject({ method: 'GET', url: `/api/v1/usuario/${person.accounts.demo}/LinkResetPassword?hash=${hash}` });
    expect(check.statusCode).toBe(200);
    expect(check.json().email).toBe(person.email);
  });

  it('lets a person ask for their own link', async () => {
    const person = await createPerson(t);
    const { access_token } = await login(t.app, person.email);
    const before = t.mails.length;
    const res = await callAs(t.app, access_token, { method: 'GET', url: `/api/v1/usuario/forgotpassword/${person.accounts.demo}`, headers: { 'accept-language': 'es' } });
    expect(res.statusCode).toBe(200);
    expect((await resetMailTo(person.email, before)).subject).toBe('Restablecimiento de contraseña');
  });

  it("refuses someone else's link without 'Usuários' and users of another tenant", async () => {
    const before = t.mails.length;
    const forbidden = await callAs(t.app, token['aluno@demo.local'], { method: 'GET', url: `/api/v1/usuario/forgotpassword/${await t.userId('gestor@demo.local')}` });
    expect(forbidden.statusCode).toBe(403);
    const other = await callAs(t.app, token['admin@demo.local'], { method: 'GET', url: `/api/v1/usuario/forgotpassword/${await t.userId('aluno@acme.local')}` });
    expect(other.statusCode).toBe(404);
    await new Promise((r) => setTimeout(r, 200));
    expect(t.mails.slice(before).filter((m) => m.to.includes('gestor@demo.local') || m.to.includes('aluno@acme.local'))).toEqual([]);
  });
});
