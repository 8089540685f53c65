import { describe, expect, it } from 'vitest';
import { attackSuite, type AttackContext } from './attack-kit';
import { attackBodies, jsonWrites } from './hostile';

let ctx: AttackContext;

attackSuite((_app, context) => {
  ctx = context;
});

// The write operations are split over two files (b: the odd-numbered ones) so they run in parallel.
describe('every write operation with hostile bodies (b)', () => {
  it('answers a 4xx failure envelope and stores nothing', async () => {
    const ops = jsonWrites(ctx).filter((_, index) => index % 2 === 1);
    expect(ops.length).toBeGreaterThan(25);
    await attackBodies(ctx, ops);
  }, 150_000);
});
