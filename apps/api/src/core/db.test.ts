import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grupoDePermissao, identidade, parametro, termoDeUso, usuario } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('row-level security', () => {
  it('returns only the tenant rows inside a tenant transaction, even without a where clause', async () => {
    const all = await t.database.system((tx) => tx.select().from(usuario));
    const demoRows = all.filter((u) => u.tenantId === t.tenants.demo);
    expect(all.length).toBeGreaterThan(demoRows.length);

    const seen = await t.database.inTenant(t.tenants.demo, (tx) => tx.select().from(usuario));
    expect(seen.length).toBe(demoRows.length);
    expect(seen.every((u) => u.tenantId === t.tenants.demo)).toBe(true);
    expect(seen.map((u) => u.id).sort()).toEqual(demoRows.map((u) => u.id).sort());

    const groups = await t.database.inTenant(t.tenants.acme, (tx) => tx.select().from(grupoDePermissao));
    expect(groups.map((g) => g.nome).sort()).toEqual(['Administrador', 'Aluno', 'Avaliador', 'Gestor']);
    expect(groups.every((g) => g.tenantId === t.tenants.acme)).toBe(true);

    const settings = await t.database.inTenant(t.tenants.demo, (tx) => tx.select().from(parametro));
    expect(settings.map((p) => p.tenantId)).toEqual([t.tenants.demo]);
    const demoTerms = await t.database.inTenant(t.tenants.demo, (tx) => tx.select().from(termoDeUso));
    expect(demoTerms.map((term) => [term.tenantId, term.nome])).toEqual([[t.tenants.demo, 'Termo de compromisso com a aprendizagem']]);
    expect(await t.database.inTenant(t.tenants.acme, (tx) => tx.select().from(termoDeUso))).toHaveLength(1);
  });

  it("refuses to insert a row for another tenant", async () => {
    const [person] = await t.database.system((tx) => tx.select({ id: identidade.id }).from(identidade).where(eq(identidade.email, 'aluno@demo.local')));
    const insert = t.database.inTenant(t.tenants.demo, (tx) =>
      tx.insert(usuario).values({ tenantId: t.tenants.acme, identidadeId: person.id, nomeCompleto: 'Intrusa' }).returning({ id: usuario.id }),
    );
    await expect(insert).rejects.toThrow();
    await insert.catch((err: Error & { cause?: { message?: string } }) => {
      expect(`${err.message} ${err.cause?.message ?? ''}`).toMatch(/row-level security/);
    });
    const rows = await t.database.system((tx) => tx.select().from(usuario).where(eq(usuario.nomeCompleto, 'Intrusa')));
    expect(rows).toEqual([]);
  });

  it("neither updates nor deletes another tenant's rows", async () => {
    const acmeLearner = await t.userId('aluno@acme.local');
    const updated = await t.database.inTenant(t.tenants.demo, (tx) =>
      tx.update(usuario).set({ nomeCompleto: 'Alterado' }).where(eq(usuario.id, acmeLearner)).returning({ id: usuario.id }),
    );
    expect(updated).toEqual([]);
    const deleted = await t.database.inTenant(t.tenants.demo, (tx) => tx.delete(parametro).where(eq(parametro.tenantId, t.tenants.acme)).returning());
    expect(deleted).toEqual([]);
    const [row] = await t.database.system((tx) => tx.select().from(usuario).where(eq(usuario.id, acmeLearner)));
    expect(row.nomeCompleto).toBe('Beatriz Aluna da Acme');
    expect(await t.database.system((tx) => tx.select().from(parametro).where(eq(parametro.tenantId, t.tenants.acme)))).toHaveLength(1);
  });

  it('sees nothing in a transaction bound to no known tenant', async () => {
    expect(await t.database.inTenant('00000000-0000-4000-8000-000000000000', (tx) => tx.select().from(usuario))).toEqual([]);
  });

  it('ends the tenant binding with the transaction', async () => {
    await t.database.inTenant(t.tenants.demo, (tx) => tx.select().from(usuario));
    const all = await t.database.system((tx) => tx.select({ tenantId: usuario.tenantId }).from(usuario));
    expect(new Set(all.map((u) => u.tenantId)).size).toBe(3);
  });
});
