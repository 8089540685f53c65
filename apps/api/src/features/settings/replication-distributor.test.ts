import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ClientSettings } from '@plataforma/shared/settings';
import { buildTestApp, callAs, login, type TestApp } from '../../test/build-test-app';
import { contrato, tenant } from '../../db/schema';

/**
 * A distributor replicates client settings to its own client contracts (the other contracts of its owner) and not to
 * a third; what it supplied only its users (or the platform) change.
 */
let t: TestApp;
const token: Record<string, string> = {};
const SUPER = 'superadmin@plataforma.local';
let acmeContract: string;
let clientB: { contratoId: string; tenantId: string };
let stranger: { contratoId: string; tenantId: string };

const contractOf = async (tenantId: string) =>
  (await t.database.system((tx) => tx.select({ contratoId: tenant.contratoId }).from(tenant).where(eq(tenant.id, tenantId))))[0].contratoId!;

beforeAll(async () => {
  t = await buildTestApp();
  for (const email of [SUPER, 'admin@demo.local', 'admin@acme.local', 'aluno@demo.local']) token[email] = (await login(t.app, email)).access_token;
  const demoContract = await contractOf(t.tenants.demo);
  acmeContract = await contractOf(t.tenants.acme);
  await t.database.system(async (tx) => {
    const [demo] = await tx.update(contrato).set({ isDistribuidor: true }).where(eq(contrato.id, demoContract)).returning({ empresaId: contrato.empresaId });
    // Acme becomes a client of the Demo distributor; B is another client; the stranger belongs to Acme's own company
    const [acme] = await tx.select({ empresaId: contrato.empresaId }).from(contrato).where(eq(contrato.id, acmeContract));
    await tx.update(contrato).set({ empresaId: demo.empresaId }).where(eq(contrato.id, acmeContract));
    const make = async (empresaId: string, nome: string) => {
      const [c] = await tx.insert(contrato).values({ empresaId, nome }).returning({ id: contrato.id });
      const [tn] = await tx.insert(tenant).values({ nome, subdominio: nome.toLowerCase().replace(/\W/g, ''), contratoId: c.id }).returning({ id: tenant.id });
      return { contratoId: c.id, tenantId: tn.id };
    };
    clientB = await make(demo.empresaId, 'Cliente B');
    stranger = await make(acme.empresaId, 'Terceiro');
  });
});
afterAll(async () => {
  await t?.close();
});

const replicate = (email: string, payload: object) => callAs(t.app, token[email], { method: 'PUT', url: '/api/v1/Parametro/BatchReplication', payload });
const settingsOf = async (tenantId: string) => (await callAs(t.app, token[SUPER], { method: 'GET', url: '/api/v1/Parametro', tenantId })).json<ClientSettings>();
const page = { title: 'Rede do Distribuidor', description: 'Fornecido' };

describe('PUT /api/v1/Parametro/BatchReplication by a distributor', () => {
  it('replicates to two of its client contracts and not to a third', async () => {
    const res = await replicate('admin@demo.local', { contractIds: [acmeContract, clientB.contratoId], parameters: { page }, replicationSpecificParameter: ['page'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().replicados.map((r: { tenantId: string }) => r.tenantId).sort()).toEqual([t.tenants.acme, clientB.tenantId].sort());
    expect((await settingsOf(t.tenants.acme)).page).toEqual(page);
    expect((await settingsOf(clientB.tenantId)).page).toEqual(page);

    const third = await replicate('admin@demo.local', { contractIds: [clientB.contratoId, stranger.contratoId], parameters: { page: { title: 'Não', description: '' } }, replicationSpecificParameter: ['page'] });
    expect(third.statusCode).toBe(403);
    expect((await settingsOf(stranger.tenantId)).page.title).toBe('Plataforma de Aprendizagem');
    expect((await settingsOf(clientB.tenantId)).page).toEqual(page);
  });

  it('never replicates scripts, and a learner of the distributor replicates nothing', async () => {
    const scripts = [{ name: 'x', content: 'https://s.example/x.js', isLink: true }];
    expect((await replicate('admin@demo.local', { contractIds: [clientB.contratoId], parameters: { scripts }, replicationSpecificParameter: ['scripts'] })).statusCode).toBe(403);
    expect((await replicate('aluno@demo.local', { contractIds: [clientB.contratoId], parameters: { page } })).statusCode).toBe(403);
    expect((await settingsOf(clientB.tenantId)).scripts).toEqual([]);
  });

  it("lets only the distributor's users (and the platform) change what it supplied", async () => {
    const put = (email: string, payload: object) => callAs(t.app, token[email], { method: 'PUT', url: '/api/v1/Parametro/update', payload });
    const refused = await put('admin@acme.local', { page: { title: 'Acme por conta própria', description: '' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().notifications[0]).toEqual({
      field: 'page',
      message: 'Estas configurações foram fornecidas pelo distribuidor: somente usuários do distribuidor podem alterá-las.',
    });
    // what the distributor did not supply stays the company's
    expect((await put('admin@acme.local', { hideSupport: true, page })).statusCode).toBe(200);
    // the distributor changes its client's settings from its own tenant
    const byDistributor = await put('admin@demo.local', { tenantId: t.tenants.acme, page: { title: 'Rede 2', description: '' } });
    expect(byDistributor.statusCode, byDistributor.body).toBe(200);
    expect((await put('admin@demo.local', { tenantId: stranger.tenantId, hideSupport: true })).statusCode).toBe(403);
    // a copy by the platform makes the group the platform's again
    const platform = await replicate(SUPER, { contractIds: [acmeContract], parameters: { page: { title: 'Da plataforma', description: '' } }, replicationSpecificParameter: ['page'] });
    expect(platform.statusCode, platform.body).toBe(200);
    expect((await put('admin@acme.local', { page: { title: 'Acme de novo', description: '' } })).statusCode).toBe(200);
    expect((await settingsOf(t.tenants.acme)).page.title).toBe('Acme de novo');
  });
});
