import { expect } from 'vitest';
import {
  authOf,
  changedTables,
  fingerprint,
  isFailureEnvelope,
  optionalTextFields,
  pathParamValues,
  requiredQuery,
  sample,
  stringLeaves,
  urlOf,
  withLeaf,
  type AttackContext,
  type Operation,
} from './attack-kit';

/** Text the input rule refuses, one per kind. */
export const HOSTILE_TEXT: Record<string, string> = {
  nul: 'antes\u0000depois',
  control: 'cor\u001b[31mvermelha',
  c1: 'texto\u0085',
  bidi: 'fatura\u202Efdp.exe',
  isolate: 'nome\u2066oculto\u2069',
  surrogate: 'meio\uD800fim',
};

type Variant = { name: string; payload: string; contentType?: string };

const json = (value: unknown) => JSON.stringify(value);

/** A JSON text nested `depth` arrays deep. */
const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/**
 * The hostile bodies of one write operation, built on a body of its schema: refused text in every string field (and
 * each optional free-text field), a 1 MB string, wrong types (of the whole body and of each field), prototype keys,
 * deep nesting and the wrong content type.
 */
export const hostileBodies = (op: Operation, ctx: AttackContext): Variant[] => {
  const base = (sample(op.jsonBody ?? undefined, ctx.fixture) ?? {}) as Record<string, unknown>;
  const targets = [...stringLeaves(base), ...optionalTextFields(op.jsonBody).map((k) => [k])];
  const variants: Variant[] = [];
  for (const path of targets) {
    for (const [kind, text] of Object.entries(HOSTILE_TEXT)) variants.push({ name: `${kind} in ${path.join('.')}`, payload: json(withLeaf(base, path, text)) });
  }
  const firstText = targets[0] ?? ['nome'];
  variants.push({ name: `1 MB string in ${firstText.join('.')}`, payload: json(withLeaf(base, firstText, 'x'.repeat(1024 * 1024))) });
  for (const [name, value] of Object.entries({ array: [], string: 'texto', number: 42, null: null, boolean: true })) {
    // A body the schema declares nullable may be null.
    if (name !== 'null' || !op.jsonBody?.nullable) variants.push({ name: `body is ${name}`, payload: json(value) });
  }
  for (const [key, value] of Object.entries(base)) {
    const wrong = typeof value === 'string' ? { a: 1 } : typeof value === 'number' ? 'abc' : typeof value === 'boolean' ? 'sim' : Array.isArray(value) ? 'x' : 7;
    variants.push({ name: `wrong type in ${key}`, payload: json({ ...base, [key]: wrong }) });
  }
  const inner = json(base).slice(1);
  const sep = inner === '}' ? '' : ',';
  variants.push({ name: '__proto__ key', payload: `{"__proto__":{"isAdmin":true,"classificacao":"admin"}${sep}${inner}` });
  variants.push({ name: 'constructor.prototype key', payload: `{"constructor":{"prototype":{"isAdmin":true}}${sep}${inner}` });
  // The deep value comes last, so it is the one a parser keeps for a repeated key.
  variants.push({ name: 'deep nesting', payload: `${json(base).slice(0, -1)}${sep}"${String(firstText[0])}":${deepArray(5000)}}` });
  variants.push({ name: 'text/plain content type', payload: json(base), contentType: 'text/plain' });
  variants.push({ name: 'form content type', payload: 'nome=a&titulo=b', contentType: 'application/x-www-form-urlencoded' });
  variants.push({ name: 'xml content type', payload: '<a>b</a>', contentType: 'application/xml' });
  variants.push({ name: 'broken JSON', payload: `${json(base).slice(0, -1)},`, contentType: 'application/json' });
  return variants;
};

/**
 * Sends every hostile body of every operation as the administrator (who may call them all): each answers a 4xx in
 * the failure envelope, and the stored data of every table is the same before and after the operation's variants.
 */
export const attackBodies = async (ctx: AttackContext, ops: Operation[]) => {
  const failures: string[] = [];
  let calls = 0;
  for (const op of ops) {
    const url = urlOf(op, pathParamValues(op, ctx.fixture), requiredQuery(op, ctx.fixture));
    const before = await fingerprint(ctx.t);
    for (const v of hostileBodies(op, ctx)) {
      const res = await ctx.t.app.inject({
        method: op.method as 'POST',
        url,
        headers: authOf(ctx.tokens.admin, { 'content-type': v.contentType ?? 'application/json' }),
        payload: v.payload,
      });
      calls += 1;
      if (res.statusCode < 400 || res.statusCode >= 500 || !isFailureEnvelope(res)) failures.push(`${op.key} [${v.name}] -> ${res.statusCode}: ${res.body.slice(0, 160)}`);
    }
    const changed = changedTables(before, await fingerprint(ctx.t));
    if (changed.length) failures.push(`${op.key}: stored data changed in ${changed.join(', ')}`);
  }
  if (process.env.ATTACK_FIGURES) console.log('FIGURES hostile bodies', ops.length, calls);
  expect(failures, `${failures.length} failures in ${calls} calls on ${ops.length} operations:\n${failures.join("\n")}\n`).toEqual([]);
  return calls;
};

/** The write operations that take a JSON body. */
export const jsonWrites = (ctx: AttackContext) => ctx.ops.filter((op) => op.method !== 'GET' && op.jsonBody && !op.isPublic);
