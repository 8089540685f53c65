import { afterAll, beforeAll, describe, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app';
import { closeOwnerPools, setUpAttack, type AttackContext } from './attack-kit';
import { checkRole } from './roles-matrix';

let t: TestApp;
let ctx: AttackContext;

beforeAll(async () => {
  t = await buildTestApp();
  ctx = await setUpAttack(t);
});
afterAll(async () => {
  await closeOwnerPools();
  await t?.close();
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
