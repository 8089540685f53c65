import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grupoDePermissao } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { AppError } from './errors';
import { assertTenantIds } from './tenant-ids';

let t: TestApp;
const group: Record<'demo' | 'acme', string> = { demo: '', acme: '' };
beforeAll(async () => {
  t = await buildTestApp();
  for (const sub of ['demo', 'acme'] as const) {
    const [row] = await t.database.system((tx) =>
      tx.select({ id: grupoDePermissao.id }).from(grupoDePermissao).where(and(eq(grupoDePermissao.tenantId, t.tenants[sub]), eq(grupoDePermissao.nome, 'Aluno'))),
    );
    group[sub] = row.id;
  }
});
afterAll(async () => {
  await t?.close();
});

/** The error the check throws for these ids in the demo tenant, or null when it passes. */
const check = async (ids: Parameters<typeof assertTenantIds>[3], options?: Parameters<typeof assertTenantIds>[5], via: 'inTenant' | 'system' = 'inTenant') => {
  const run = (tx: Parameters<Parameters<typeof t.database.system>[0]>[0]) => assertTenantIds(tx, grupoDePermissao, t.tenants.demo, ids, 'grupos', options);
  try {
    await (via === 'system' ? t.database.system(run) : t.database.inTenant(t.tenants.demo, run));
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
};

describe('assertTenantIds', () => {
  it("passes the tenant's own ids, one or many, repeated, and nothing at all", async () => {
    expect(await check(group.demo)).toBeNull();
    expect(await check([group.demo, group.demo])).toBeNull();
    expect(await check([])).toBeNull();
    expect(await check(null)).toBeNull();
    expect(await check(undefined)).toBeNull();
    expect(await check([null, '', undefined])).toBeNull();
  });

  it("refuses another tenant's id with 422 naming the field and the ids, even where row-level security does not apply", async () => {
    for (const via of ['inTenant', 'system'] as const) {
      const error = await check([group.demo, group.acme], undefined, via);
      expect(error, via).toMatchObject({ key: 'validation.unknownIds', status: 422, params: { field: 'grupos' }, details: { field: 'grupos', ids: [group.acme] }, field: 'grupos' });
    }
  });

  it('refuses unknown and malformed ids without asking the database about the malformed ones', async () => {
    const unknown = crypto.randomUUID();
    expect((await check([unknown, 'não-é-id']))?.details).toEqual({ field: 'grupos', ids: [unknown, 'não-é-id'] });
    expect((await check('não-é-id'))?.status).toBe(422);
  });

  it("keeps a feature's own wording and status", async () => {
    expect(await check(group.acme, { key: 'users.permissionGroupNotFound', status: 400 })).toMatchObject({ key: 'users.permissionGroupNotFound', status: 400, field: 'grupos' });
  });
});
