import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app';

/**
 * Every call of the spec's catalogue (../shared/spec/calls.tsv) for the features built so far answers at its path
 * and appears in the OpenAPI document. A feature joins FEATURES_BUILT when its issue lands.
 */
const FEATURES_BUILT = [
  'auth',
  'tenancy',
  'users',
  'permissions',
  'accounts',
  'categories-skills',
  'content',
  'uploads',
  'notes',
  'segmentations',
  'courses',
  'trails',
  'sections',
  'learner',
  'enrolment',
  'assessments',
  'external-certificates',
  'certificates',
  'automated-notifications',
  'settings',
  'terms',
  'communications',
  'bi',
  'push',
  'gamification',
  'dashboards',
];
/** Single calls of features still being built. */
const CALLS_BUILT: string[] = [];

type Call = { feature: string; method: string; path: string };
const calls: Call[] = readFileSync(join(import.meta.dirname, '../../../../shared/spec/calls.tsv'), 'utf8')
  .split('\n')
  .slice(1)
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const [feature, method, path] = line.split('\t');
    return { feature, method, path };
  })
  .filter((c) => FEATURES_BUILT.includes(c.feature) || CALLS_BUILT.includes(`${c.method} ${c.path}`));

/** A path as routing sees it: case and parameter names do not matter ('{x}' and '{id}' are one segment). */
const shape = (path: string) => path.toLowerCase().replace(/\{\w+\}/g, '{}');

let t: TestApp;
let documented: Set<string>;

beforeAll(async () => {
  t = await buildTestApp();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
  documented = new Set(Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${shape(path)}`)));
});
afterAll(async () => {
  await t?.close();
});

describe('the spec call catalogue', () => {
  it('has the calls of the built features', () => {
    expect(calls.length).toBeGreaterThan(100);
  });

  it.each(calls.map((c) => [`${c.method} ${c.path}`, c] as const))('%s answers and is documented', (_, call) => {
    // Routing is case-insensitive; the spec's parameters ({id}) are Fastify's (:id) and OpenAPI's ({id}).
    const url = call.path.replace(/\{(\w+)\}/g, ':$1');
    const routed = t.app.hasRoute({ method: call.method as 'GET', url });
    expect(routed, `${call.method} ${url} is not routed`).toBe(true);
    expect(documented.has(`${call.method} ${shape(call.path)}`), `${call.method} ${call.path} is not in the OpenAPI document`).toBe(true);
  });
});
