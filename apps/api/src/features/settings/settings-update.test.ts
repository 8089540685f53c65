import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ClientSettings } from '@plataforma/shared/settings';
import { buildTestApp, callAs, createPerson, login, type TestApp } from '../../test/build-test-app';
import { usuario } from '../../db/schema';

let t: TestApp;
const token: Record<string, string> = {};
const SUPER = 'superadmin@plataforma.local';
beforeAll(async () => {
  t = await buildTestApp();
  for (const email of [SUPER, 'admin@acme.local', 'aluno@acme.local', 'admin@demo.local']) token[email] = (await login(t.app, email)).access_token;
});
afterAll(async () => {
  await t?.close();
});

const put = (email: string, payload: object) => callAs(t.app, token[email], { method: 'PUT', url: '/api/v1/Parametro/update', payload });
const settingsOf = async (email: string) => (await callAs(t.app, token[email], { method: 'GET', url: '/api/v1/Parametro' })).json<ClientSettings>();
const general = (over: Partial<ClientSettings['general']> = {}): ClientSettings['general'] => ({
  certificate: { course: null, formation: null },
  termOfUse: null,
  logoutUrl: null,
  privacyPolicyUrl: null,
  hideDescriptionSection: false,
  ...over,
});

describe('PUT /api/v1/Parametro/update', () => {
  it('replaces the groups given and every user of the tenant reads them at once', async () => {
    const before = await settingsOf('aluno@acme.local');
    const res = await put('admin@acme.local', { page: { title: 'Acme Universidade', description: 'Nova' }, hideSupport: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ClientSettings>()).toMatchObject({ tenantId: t.tenants.acme, page: { title: 'Acme Universidade' }, hideSupport: true });
    const after = await settingsOf('aluno@acme.local');
    expect(after.page).toEqual({ title: 'Acme Universidade', description: 'Nova' });
    expect(after.hideSupport).toBe(true);
    // untouched groups stay
    expect(after.colors).toEqual(before.colors);
    expect(after.general.termOfUse).toBe(before.general.termOfUse);
    // another tenant is not touched
    expect((await settingsOf('admin@demo.local')).page.title).toBe('Demo Academy');
  });

  it('refuses bad colours, addresses and lengths, naming the field, and changes nothing', async () => {
    const colors = (await settingsOf('admin@acme.local')).colors;
    const cases: [object, string, string][] = [
      [{ colors: { ...colors, topBar: 'vermelho' } }, 'colors.topBar', 'Cor inválida: use o formato hexadecimal (#rgb ou #rrggbb).'],
      [{ general: general({ logoutUrl: 'javascript:alert(1)' }) }, 'general.logoutUrl', 'Endereço inválido: use um endereço http(s).'],
      [{ general: general({ privacyPolicyUrl: '//evil.example' }) }, 'general.privacyPolicyUrl', 'Endereço inválido: use um endereço http(s).'],
      [{ page: { title: 'x'.repeat(101), description: '' } }, 'page.title', ''],
      [{ scripts: [{ name: 'grande', content: 'a'.repeat(100 * 1024 + 1), isLink: false }] }, 'scripts.0.content', 'O script deve ter no máximo 100 kb.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await put('admin@acme.local', payload);
      expect(res.statusCode, field).toBe(400);
      const notification = res.json().notifications[0];
      expect(notification.field).toBe(field);
      if (message) expect(notification.message).toBe(message);
    }
    const now = await settingsOf('admin@acme.local');
    expect(now.colors).toEqual(colors);
    expect(now.general.logoutUrl).toBeNull();
  });

  it('takes a site path for the privacy policy and an http(s) logout address', async () => {
    const term = (await settingsOf('admin@acme.local')).general.termOfUse;
    const res = await put('admin@acme.local', { general: general({ termOfUse: term, privacyPolicyUrl: '/privacidade', logoutUrl: 'https://acme.example/sair' }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ClientSettings>().general).toMatchObject({ privacyPolicyUrl: '/privacidade', logoutUrl: 'https://acme.example/sair', termOfUse: term });
    expect(res.headers['x-aceites-redefinidos']).toBe('0');
  });

  it("needs 'Configurações'", async () => {
    const res = await put('aluno@acme.local', { hideSupport: false });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/Parametro/update', payload: { hideSupport: false } })).statusCode).toBe(401);
  });

  it("changes another tenant's settings only for the platform's administration", async () => {
    expect((await put('admin@acme.local', { tenantId: t.tenants.demo, hideSupport: true })).statusCode).toBe(403);
    expect((await settingsOf('admin@demo.local')).hideSupport).toBe(false);
    expect((await put(SUPER, { tenantId: '00000000-0000-4000-8000-000000000000', hideSupport: true })).statusCode).toBe(404);
    const res = await put(SUPER, { tenantId: t.tenants.demo, page: { title: 'Demo Academy', description: 'Pela plataforma' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ClientSettings>().tenantId).toBe(t.tenants.demo);
    expect((await settingsOf('admin@demo.local')).page.description).toBe('Pela plataforma');
  });

  it('lets only platform administrators change scripts', async () => {
    const scripts = [{ name: 'Análise', content: 'https://scripts.example/a.js', isLink: true }];
    const refused = await put('admin@acme.local', { scripts });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().notifications[0]).toEqual({ field: 'scripts', message: 'Somente administradores da plataforma podem alterar scripts.' });
    const res = await put(SUPER, { tenantId: t.tenants.acme, scripts });
    expect(res.statusCode, res.body).toBe(200);
    expect((await settingsOf('aluno@acme.local')).scripts).toEqual(scripts);
    // the same scripts sent back by the company's screen are no change
    expect((await put('admin@acme.local', { scripts, hideSupport: false })).statusCode).toBe(200);
  });

  it('stores the SSO fields as given', async () => {
    const ssoConfig = { enableSso: true, provider: 'microsoft', origin: 'https://login.microsoftonline.com/acme' };
    expect((await put('admin@acme.local', { ssoConfig })).statusCode).toBe(200);
    expect((await settingsOf('admin@acme.local')).ssoConfig).toEqual(ssoConfig);
  });

  it('takes only a platform term of the same tenant and certificates of the right type', async () => {
    const learning = await callAs(t.app, token['admin@acme.local'], {
      method: 'POST',
      url: '/api/v1/termoDeUso',
      payload: { nome: 'Compromisso de curso', conteudo: '<p>Curso</p>', tipo: 'Learning' },
    });
    expect(learning.statusCode, learning.body).toBeLessThan(300);
    const demoTerm = await callAs(t.app, token['admin@demo.local'], {
      method: 'POST',
      url: '/api/v1/termoDeUso',
      payload: { nome: 'Termo da Demo', conteudo: '<p>Demo</p>', tipo: 'Platform' },
    });
    for (const id of [learning.json().id, demoTerm.json().id, '00000000-0000-4000-8000-000000000000']) {
      const res = await put('admin@acme.local', { general: general({ termOfUse: id }) });
      expect(res.statusCode).toBe(400);
      expect(res.json().notifications[0]).toEqual({ field: 'general.termOfUse', message: 'Escolha um termo de uso do tipo Plataforma desta empresa.' });
    }
    const cert = await put('admin@acme.local', { general: general({ certificate: { course: '00000000-0000-4000-8000-000000000000', formation: null } }) });
    expect(cert.statusCode).toBe(400);
    expect(cert.json().notifications[0].field).toBe('general.certificate.course');
  });

  it("a new platform term resets everyone's acceptance in the tenant, in the same save", async () => {
    const acmeTerm = (await settingsOf('aluno@acme.local')).general.termOfUse!;
    const person = await createPerson(t, { accounts: [{ tenant: 'acme' }] });
    const personToken = (await login(t.app, person.email)).access_token;
    expect((await callAs(t.app, personToken, { method: 'PUT', url: `/api/v1/usuario/termoDeUso/${acmeTerm}`, payload: {} })).statusCode).toBe(200);
    const learner = (await login(t.app, 'aluno@acme.local')).access_token;
    expect((await callAs(t.app, learner, { method: 'PUT', url: `/api/v1/usuario/termoDeUso/${acmeTerm}`, payload: {} })).statusCode).toBe(200);
    const demoLearner = await createPerson(t, { accounts: [{ tenant: 'demo' }] });
    await t.database.system((tx) => tx.update(usuario).set({ dataTermoDeUsoAceito: new Date() }).where(eq(usuario.id, demoLearner.accounts.demo)));

    const created = await callAs(t.app, token['admin@acme.local'], {
      method: 'POST',
      url: '/api/v1/termoDeUso',
      payload: { nome: 'Novos termos da Acme', conteudo: '<p>Versão 2</p>', tipo: 'Platform' },
    });
    const newTerm = created.json().id as string;
    const current = await settingsOf('admin@acme.local');
    const res = await put('admin@acme.local', { general: { ...current.general, termOfUse: newTerm } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ClientSettings>().general.termOfUse).toBe(newTerm);
    expect(Number(res.headers['x-aceites-redefinidos'])).toBeGreaterThanOrEqual(2);

    const accepted = async (id: string) =>
      (await t.database.system((tx) => tx.select({ at: usuario.dataTermoDeUsoAceito }).from(usuario).where(eq(usuario.id, id))))[0].at;
    expect(await accepted(person.accounts.acme)).toBeNull();
    expect(await accepted(await t.userId('aluno@acme.local', 'acme'))).toBeNull();
    expect(await accepted(demoLearner.accounts.demo)).not.toBeNull();
    // saving the same term again asks nobody
    expect((await callAs(t.app, personToken, { method: 'PUT', url: `/api/v1/usuario/termoDeUso/${newTerm}`, payload: {} })).statusCode).toBe(200);
    const again = await put('admin@acme.local', { general: { ...current.general, termOfUse: newTerm, hideDescriptionSection: true } });
    expect(again.headers['x-aceites-redefinidos']).toBe('0');
    expect(await accepted(person.accounts.acme)).not.toBeNull();
  });
});
