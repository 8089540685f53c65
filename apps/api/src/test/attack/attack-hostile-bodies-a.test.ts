import { describe, expect, it } from 'vitest';
import type { TestApp } from '../build-test-app';
import { attackSuite, authOf, changedTables, fingerprint, type AttackContext } from './attack-kit';
import { attackBodies, jsonWrites } from './hostile';

let t: TestApp;
let ctx: AttackContext;

attackSuite((app, context) => {
  t = app;
  ctx = context;
});

// The write operations are split over two files (a: the even-numbered ones) so they run in parallel.
describe('every write operation with hostile bodies (a)', () => {
  it('answers a 4xx failure envelope and stores nothing', async () => {
    const ops = jsonWrites(ctx).filter((_, index) => index % 2 === 0);
    expect(ops.length).toBeGreaterThan(25);
    await attackBodies(ctx, ops);
  }, 150_000);

  it('sees a stored change in its fingerprint (the check above can fail)', async () => {
    const before = await fingerprint(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/Categoria', headers: authOf(ctx.tokens.admin), payload: { nome: 'Categoria de controle' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(changedTables(before, await fingerprint(t))).toEqual(['categoria']);
  });
});
