import { describe, it } from 'vitest';
import { attackSuite, type AttackContext } from './attack-kit';
import { checkRole } from './roles-matrix';

let ctx: AttackContext;

attackSuite((_app, context) => {
  ctx = context;
});

// The manager first, the administrator last: the administrator's calls delete the rows the others name.
describe("every operation of the OpenAPI document, called by the tenant's staff", () => {
  it('as a manager: never a 5xx', async () => {
    await checkRole(ctx, 'manager');
  });

  it('as an administrator: never a 5xx', async () => {
    await checkRole(ctx, 'admin');
  });
});
