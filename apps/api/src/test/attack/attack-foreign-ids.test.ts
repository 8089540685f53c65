import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../build-test-app';
import { attackSuite, authOf, pathParamValues, query, requiredQuery, sample, stringLeaves, tenantTables, urlOf, withLeaf, type AttackContext } from './attack-kit';

let t: TestApp;
let ctx: AttackContext;

attackSuite((app, context) => {
  t = app;
  ctx = context;
});

/** Rows of `tenantId` whose text mentions any of `ids`, by table. */
const rowsMentioning = async (tenantId: string, ids: string[]) => {
  const found: string[] = [];
  const pattern = ids.join('|');
  for (const table of await tenantTables(t)) {
    const [row] = await query<{ n: number }>(t, sql`select count(*)::int as n from ${sql.identifier(table)} x where x.tenant_id = ${tenantId} and x::text ~ ${pattern}`);
    if (row.n > 0) found.push(table);
  }
  return found;
};

describe("every write operation with another tenant's ids in its body, called by this tenant's administrator", () => {
  it('never accepts nor stores a reference to the other tenant', async () => {
    const foreign = [ctx.otherFixture.victimId, ...Object.values(ctx.otherFixture.ids).flat()];
    // Which table each of this tenant's ids belongs to, and the other tenant's id of the same table.
    const tableOf = new Map<string, string>([[ctx.fixture.victimId, 'usuario']]);
    for (const [table, ids] of Object.entries(ctx.fixture.ids)) for (const id of ids) if (!tableOf.has(id)) tableOf.set(id, table);
    const foreignOf = (table: string) => (table === 'usuario' ? ctx.otherFixture.victimId : ctx.otherFixture.ids[table]?.[0]);
    const failures: string[] = [];
    let calls = 0;
    const ops = ctx.ops.filter((op) => op.method !== 'GET' && op.jsonBody && !op.isPublic);
    for (const op of ops) {
      // A body of this tenant's ids; then, one at a time, each id swapped for the other tenant's id of the same kind.
      const body = sample(op.jsonBody ?? undefined, ctx.fixture, '', 0, { fillArrays: true });
      for (const path of stringLeaves(body)) {
        const value = path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], body) as string;
        const table = tableOf.get(value);
        const swapped = table ? foreignOf(table) : undefined;
        if (!swapped) continue;
        const res = await t.app.inject({
          method: op.method as 'POST',
          url: urlOf(op, pathParamValues(op, ctx.fixture), requiredQuery(op, ctx.fixture)),
          headers: authOf(ctx.tokens.admin),
          payload: withLeaf(body, path, swapped) as object,
        });
        calls += 1;
        // A 2xx that ignored the foreign id (a field the rest of the body makes irrelevant) is no leak; one that kept it is.
        const kept = res.statusCode < 300 && res.body.toLowerCase().includes(swapped.toLowerCase());
        if (kept || res.statusCode >= 500) failures.push(`${op.key} with another tenant's ${table} in ${path.join('.')} -> ${res.statusCode}: ${res.body.slice(0, 160)}`);
      }
    }
    const stored = await rowsMentioning(ctx.fixture.tenantId, foreign);
    if (process.env.ATTACK_FIGURES) console.log('FIGURES foreign', ops.length, calls);
    expect(calls).toBeGreaterThan(20);
    expect({ failures, stored }, `${failures.length} failures in ${calls} calls:\n${failures.join('\n')}\nstored in: ${stored.join(', ')}\n`).toEqual({ failures: [], stored: [] });
  }, 60_000);
});
