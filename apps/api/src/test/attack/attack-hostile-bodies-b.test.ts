import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app';
import { closeOwnerPools, setUpAttack, type AttackContext } from './attack-kit';
import { attackBodies, jsonWrites } from './hostile';

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

// The write operations are split over two files (b: the odd-numbered ones) so they run in parallel.
describe('every write operation with hostile bodies (b)', () => {
  it('answers a 4xx failure envelope and stores nothing', async () => {
    const ops = jsonWrites(ctx).filter((_, index) => index % 2 === 1);
    expect(ops.length).toBeGreaterThan(25);
    await attackBodies(ctx, ops);
  }, 150_000);
});
