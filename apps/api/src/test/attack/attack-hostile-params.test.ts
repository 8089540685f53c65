import { describe, expect, it } from 'vitest';
import type { TestApp } from '../build-test-app';
import { attackSuite, authOf, changedTables, fingerprint, isFailureEnvelope, pathParamValues, type AttackContext } from './attack-kit';

let t: TestApp;
let ctx: AttackContext;

attackSuite((app, context) => {
  t = app;
  ctx = context;
});

/** Percent-encoded values as they arrive in a path or query: each must be refused. */
const HOSTILE_ENCODED: Record<string, string> = {
  nul: 'a%00b',
  'nul alone': '%00',
  escape: '%1B%5B31m',
  c1: '%C2%85',
  bidi: 'fatura%E2%80%AEfdp.exe',
  isolate: '%E2%81%A6x%E2%81%A9',
  'encoded surrogate': '%ED%A0%80',
  'invalid UTF-8': '%FF%FE',
  'broken escape': '%E2%80',
};

const kinds = Object.entries(HOSTILE_ENCODED);
const UNDECODABLE = new Set(['encoded surrogate', 'invalid UTF-8', 'broken escape']);

describe('every operation with hostile path parameters and query values', () => {
  it('answers a 4xx failure envelope, never a 5xx, and stores nothing', async () => {
    const before = await fingerprint(t);
    const failures: string[] = [];
    let calls = 0;
    for (const op of ctx.ops) {
      const values = pathParamValues(op, ctx.fixture);
      const urlWith = (param: string | null, raw: string, query: string) =>
        op.path.replace(/\{([^}]+)\}/g, (_, name: string) => (name === param ? raw : encodeURIComponent(values[name]))) + (query ? `?${query}` : '');
      const attempts: [string, string][] = [];
      for (const param of op.pathParams) for (const [kind, raw] of kinds) attempts.push([`${kind} in {${param}}`, urlWith(param, raw, '')]);
      if (op.query.length) for (const [kind, raw] of kinds) attempts.push([`${kind} in the query`, urlWith(null, '', op.query.map((q) => `${encodeURIComponent(q.name)}=${raw}`).join('&'))]);
      for (const [name, url] of attempts) {
        const res = await t.app.inject({ method: op.method as 'GET', url, headers: authOf(ctx.tokens.admin) });
        calls += 1;
        // The query parser keeps a value it cannot decode as the raw text it received (safe text): no 5xx is enough there.
        const undecodableQuery = name.endsWith('in the query') && UNDECODABLE.has(name.replace(' in the query', ''));
        const refused = undecodableQuery ? res.statusCode < 500 : res.statusCode >= 400 && res.statusCode < 500 && (op.isPublic || isFailureEnvelope(res));
        if (!refused) failures.push(`${op.key} [${name}] ${url} -> ${res.statusCode}: ${res.body.slice(0, 160)}`);
      }
    }
    if (process.env.ATTACK_FIGURES) console.log('FIGURES hostile params', calls);
    expect(calls).toBeGreaterThan(1000);
    expect(failures, `${failures.length} failures in ${calls} calls:\n${failures.join('\n')}\n`).toEqual([]);
    expect(changedTables(before, await fingerprint(t))).toEqual([]);
  }, 120_000);

  it('names the refused field in its language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/usuario?nome=a%00b', headers: authOf(ctx.tokens.admin, { 'accept-language': 'en' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, notifications: [{ message: 'The field contains control characters that are not allowed', field: 'nome' }] });
  });
});
