import { describe, expect, it } from 'vitest';
import { attackSuite, PUBLIC_OPERATIONS, type AttackContext } from './attack-kit';
import { checkRole } from './roles-matrix';

let ctx: AttackContext;

attackSuite((_app, context) => {
  ctx = context;
});

describe('every operation of the OpenAPI document, called from outside the tenant or below its staff', () => {
  it('has the operations of the whole API', () => {
    expect(ctx.ops.length).toBeGreaterThan(250);
  });

  it('declares as public exactly the allow-listed operations', () => {
    expect(ctx.ops.filter((op) => op.isPublic).map((op) => op.key).sort()).toEqual([...PUBLIC_OPERATIONS].sort());
  });

  it('without a token: 401 except the public operations, never a 5xx', async () => {
    await checkRole(ctx, 'anonymous');
  });

  it("as another tenant's administrator: never a 5xx", async () => {
    await checkRole(ctx, 'otherAdmin');
  });

  it('as a learner: no administrative call answers 2xx, never a 5xx', async () => {
    await checkRole(ctx, 'learner');
  });
});
