import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientSettings } from '@plataforma/shared/settings';
import { buildTestApp, callAs, login, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const open = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/Parametro/open/parametros', payload: payload as object, headers });

/** The defaults the spec lists (1-shell §3), present whatever a tenant stored. */
const expectSpecDefaults = (s: ClientSettings) => {
  expect(s.colors.images.secondary).toMatchObject({ useCustom: false, default: '#e9ecef' });
  expect(s.waterMark).toEqual({
    user: { name: true, email: true, company: true, businessUnit: true, department: true, role: true, registrationDate: true, ip: true },
    allowPDFDownload: true,
    includeWaterMarkInPDF: false,
  });
  expect(s.login).toEqual({ backgrounds: [], align: 'right', carousels: [] });
  expect(s.banners).toEqual({ active: false, items: [] });
  expect(s.logos).toEqual({ menu: null, loginLight: null, loginDark: null, icon: null });
  expect(s.ssoConfig).toEqual({ enableSso: false, provider: null, origin: null });
  expect(s.hideSupport).toBe(false);
  expect(s.version).toBe('0.0.5');
  expect(s.environment).toBe('production');
};

describe('POST /api/v1/Parametro/open/parametros', () => {
  it("gives Acme's colours, title and term of use by sub-domain, without a session", async () => {
    const res = await open({ subDomain: 'acme', clientUrl: 'https://acme.plataforma.local/login' });
    expect(res.statusCode).toBe(200);
    const s = res.json<ClientSettings>();
    expect(s.tenantId).toBe(t.tenants.acme);
    expect(s.colors.interface).toEqual({ primary: '#1c7ed6', textColor: '#ffffff', autoFontColor: true });
    expect(s.page).toEqual({ title: 'Acme Academy', description: 'Aprendizagem corporativa da Acme' });
    expect(s.general.termOfUse).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(s.general.hideDescriptionSection).toBe(false);
    expectSpecDefaults(s);
  });

  it('matches the sub-domain whatever its case', async () => {
    expect((await open({ subDomain: 'ACME' })).json<ClientSettings>().tenantId).toBe(t.tenants.acme);
  });

  it("falls back to the platform's settings with the spec's defaults for an unknown sub-domain", async () => {
    for (const body of [{ subDomain: 'nao-existe' }, {}]) {
      const res = await open(body);
      expect(res.statusCode).toBe(200);
      const s = res.json<ClientSettings>();
      expect(s.tenantId).toBe(t.tenants.plataforma);
      expect(s.colors.interface).toEqual({ primary: '#c191ff', textColor: '#ffffff', autoFontColor: true });
      expect(s.colors.images.primary).toMatchObject({ light: '#c191ff' });
      expect(s.general.termOfUse).toBeNull();
      expect(s.page.title).toBe('Plataforma de Aprendizagem');
      expectSpecDefaults(s);
    }
  });

  it('takes the tenant from X-Tenant before the sub-domain', async () => {
    const s = (await open({ subDomain: 'acme' }, { 'x-tenant': t.tenants.demo })).json<ClientSettings>();
    expect(s.tenantId).toBe(t.tenants.demo);
    expect(s.page.title).toBe('Demo Academy');
    expect(s.colors.interface.primary).toBe('#c191ff');
    // An unknown or malformed header falls back to the sub-domain.
    expect((await open({ subDomain: 'acme' }, { 'x-tenant': '00000000-0000-4000-8000-000000000000' })).json<ClientSettings>().tenantId).toBe(t.tenants.acme);
    expect((await open({ subDomain: 'acme' }, { 'x-tenant': 'demo' })).json<ClientSettings>().tenantId).toBe(t.tenants.acme);
  });

  it('validates the body', async () => {
    const res = await open({ subDomain: 'x'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, notifications: [{ field: 'subDomain' }] });
  });
});

describe('GET /api/v1/Parametro', () => {
  it("returns the settings of the signed-in person's tenant", async () => {
    const demo = await callAs(t.app, (await login(t.app, 'aluno@demo.local')).access_token, { method: 'GET', url: '/api/v1/Parametro' });
    expect(demo.statusCode).toBe(200);
    expect(demo.json<ClientSettings>()).toMatchObject({ tenantId: t.tenants.demo, page: { title: 'Demo Academy' }, general: { termOfUse: null } });
    const acme = await callAs(t.app, (await login(t.app, 'aluno@acme.local')).access_token, { method: 'GET', url: '/api/v1/Parametro' });
    const s = acme.json<ClientSettings>();
    expect(s).toMatchObject({ tenantId: t.tenants.acme, colors: { interface: { primary: '#1c7ed6' } } });
    expectSpecDefaults(s);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/Parametro' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, notifications: [{ message: 'Sessão expirada. Entre novamente.' }] });
  });
});
