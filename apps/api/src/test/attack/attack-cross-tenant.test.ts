import { describe, expect, it } from 'vitest';
import type { TestApp } from '../build-test-app';
import { attackSuite, byMethodOrder, callOperation, changedTables, describeFailure, fingerprint, takesRealId, uuidsIn, type AttackContext, type CallResult } from './attack-kit';

let t: TestApp;
let ctx: AttackContext;

attackSuite((app, context) => {
  t = app;
  ctx = context;
});

/** What the demo tenant owns: every id of its rows and its people's accounts. */
const ownedIds = () => new Set([ctx.fixture.tenantId, ctx.fixture.learnerId, ctx.fixture.adminId, ctx.fixture.victimId, ...Object.values(ctx.fixture.ids).flat()]);

/**
 * A leak: a write that succeeds on another tenant's id, or a read that succeeds and carries any of that tenant's ids.
 * Public operations are left out: their credential is the signed token in the path, not the session.
 */
const leaks = (r: CallResult, owned: Set<string>) => {
  if (r.status >= 500) return 'server error';
  if (r.status >= 300) return null;
  if (r.op.method !== 'GET') return 'write on another tenant answered 2xx';
  const carried = [...uuidsIn(r.res.body)].filter((id) => owned.has(id));
  return carried.length ? `read answered the other tenant's ids ${carried.slice(0, 3).join(', ')}` : null;
};

describe("every operation that takes an id, called by another tenant's administrator with this tenant's ids", () => {
  it('never answers 2xx with data and never changes the owner tenant', async () => {
    const owned = ownedIds();
    const targets = byMethodOrder(ctx.ops.filter((op) => !op.isPublic && takesRealId(op, ctx.fixture)));
    expect(targets.length).toBeGreaterThan(100);
    const before = await fingerprint(t, ctx.fixture.tenantId);
    const failures: string[] = [];
    let calls = 0;
    for (const op of targets) {
      // As himself (his token's tenant), then asking to act in the owner tenant.
      for (const headers of [{}, { 'x-tenant': ctx.fixture.tenantId }] as Record<string, string>[]) {
        const r = await callOperation(ctx, op, 'otherAdmin', ctx.fixture, headers);
        calls += 1;
        const why = leaks(r, owned);
        if (why) failures.push(describeFailure(r, `${why}${'x-tenant' in headers ? ', with X-Tenant' : ''}`));
      }
    }
    const after = await fingerprint(t, ctx.fixture.tenantId);
    if (process.env.ATTACK_FIGURES) console.log('FIGURES cross', targets.length, calls);
    expect(failures, `${failures.length} leaks in ${calls} calls on ${targets.length} operations`).toEqual([]);
    expect(changedTables(before, after), 'tables of the owner tenant changed').toEqual([]);
  });
});
