import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

/*
 * Replies are written by fast-json-stringify, compiled once per reply schema from the route's zod schema turned into
 * JSON Schema, instead of a zod encode of every reply followed by JSON.stringify: the zod pass checks every value of
 * every reply, and lists of cards, the API's big replies, cost about 1.3x the compiled writer that way
 * (bench/README.md; a reply made mostly of long strings is the exception, JSON.stringify writes those faster). Zod
 * still validates requests and writes the OpenAPI document. A reply schema JSON Schema cannot carry faithfully
 * (transform, custom check, lazy/recursive part, codec, map, set...) keeps the zod serialiser for that route alone,
 * decided once when the route is registered. The compiled writer keeps the contract's shape (unknown keys dropped as
 * zod strips them, same key order, Dates as ISO strings) but does not re-check values: a reply breaking its contract
 * is coerced (a number where a string is declared is written as a string) instead of failing with a 500.
 */

type Json = Record<string, unknown>;
type Serialize = (data: unknown) => string;
type ReplySchema = z.ZodType | { properties: z.ZodType };

/** Zod kinds the compiled writer cannot reproduce: a reply containing one stays on zod. */
const ZOD_ONLY = new Set(['transform', 'custom', 'lazy', 'promise', 'function', 'symbol', 'bigint', 'map', 'set', 'nan', 'undefined', 'void', 'file']);

/** The first part of `schema` only zod can write, or null. Both sides of a pipe count: zod encodes through both. */
export const zodOnlyPart = (schema: z.ZodType, seen = new Set<unknown>()): string | null => {
  if (seen.has(schema)) return null;
  seen.add(schema);
  const def = schema._zod.def as unknown as Json & { type: string };
  if (ZOD_ONLY.has(def.type)) return def.type;
  if (def.type === 'pipe' && def.reverseTransform) return 'codec';
  const children = ['innerType', 'element', 'in', 'out', 'left', 'right', 'keyType', 'valueType', 'catchall', 'rest'].map((key) => def[key]);
  for (const key of ['options', 'items']) if (Array.isArray(def[key])) children.push(...(def[key] as unknown[]));
  if (def.type === 'object') children.push(...Object.values(def.shape as Json));
  for (const child of children) {
    const found = child instanceof $ZodType ? zodOnlyPart(child as z.ZodType, seen) : null;
    if (found) return found;
  }
  return null;
};

/** Marks a JSON Schema node made from `z.date()` (removed by `adapt`). */
const DATE = 'x-zod-date';
const PRIMITIVES = new Set(['string', 'number', 'integer', 'boolean']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs']);
const SUBSCHEMAS = new Set(['items', 'prefixItems', 'additionalItems', 'additionalProperties', 'propertyNames', 'anyOf', 'oneOf', 'allOf', 'not', 'contains', 'if', 'then', 'else']);
const isNull = (s: Json) => s.type === 'null' && Object.keys(s).length === 1;

const unionKey = (s: Json) => (Array.isArray(s.anyOf) ? 'anyOf' : Array.isArray(s.oneOf) ? 'oneOf' : null);

/**
 * `anyOf [X, null]` and `type: [X, 'null']` -> X + `nullable`, and a union whose branches all write one primitive
 * type -> that type (a Date too is written as its ISO string by a plain string writer): no branch check left at run
 * time. Other unions stay.
 */
const collapse = (schema: Json): Json => {
  if (Array.isArray(schema.type) && schema.type.length === 2 && schema.type.includes('null')) {
    return { ...schema, type: schema.type.find((t) => t !== 'null'), nullable: true };
  }
  const key = unionKey(schema);
  if (!key) return schema;
  const { [key]: branches, ...rest } = schema as Json & Record<typeof key, Json[]>;
  const others = branches.filter((b) => !isNull(b));
  const nullable = others.length < branches.length;
  if (others.length === 1) {
    if (Object.keys(others[0]).length === 0) return rest; // any value, null included
    const merged = { ...rest, ...others[0] };
    const inner = unionKey(merged);
    if (!nullable) return collapse(merged);
    return collapse(inner ? { ...merged, [inner]: [...(merged[inner] as Json[]), { type: 'null' }] } : { ...merged, nullable: true });
  }
  const [type, ...more] = new Set(others.map((b) => b.type));
  if (more.length === 0 && typeof type === 'string' && PRIMITIVES.has(type)) return { ...rest, type, ...(nullable ? { nullable: true } : {}) };
  return schema;
};

/**
 * zod's JSON Schema made to write what zod + JSON.stringify write:
 * - unions collapsed where possible (above); a Date left inside a union would fail fast-json-stringify's branch check
 *   (a Date is not a string): that reply stays on zod;
 * - `format` 'date' and 'time' go (outside unions): a Date handed to such a string field is written as its ISO
 *   string, as everywhere else, not as the server's local day or time;
 * - `additionalProperties: false` goes: the writer drops unknown keys anyway, and inside a union it would make an
 *   object with extra keys match no branch, where zod strips them;
 * - an exhaustive record (`z.record(z.enum(...), V)`) becomes an object with the enum's keys, in its order, as zod
 *   writes them;
 * - `required` keeps only the keys before the first optional one: fast-json-stringify writes required keys first,
 *   which would reorder the rest (a later missing key is then left out instead of failing the reply).
 */
const adapt = (node: unknown, inUnion = false): unknown => {
  if (Array.isArray(node)) return node.map((n) => adapt(n, inUnion));
  if (typeof node !== 'object' || node === null) return node;
  const schema = collapse(node as Json);
  if (schema[DATE] && inUnion) throw new Error('a Date inside a union');
  let out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$schema' || key === DATE || (key === 'additionalProperties' && value === false)) continue;
    if (key === 'format' && (value === 'date' || value === 'time') && !inUnion) continue;
    if (SCHEMA_MAPS.has(key)) out[key] = Object.fromEntries(Object.entries(value as Json).map(([k, v]) => [k, adapt(v, inUnion)]));
    else if (SUBSCHEMAS.has(key)) out[key] = adapt(value, inUnion || key === 'anyOf' || key === 'oneOf');
    else out[key] = value;
  }
  const names = (out.propertyNames as Json | undefined)?.enum;
  const required = Array.isArray(out.required) ? (out.required as string[]) : null;
  if (Array.isArray(names) && required && !out.properties && typeof out.additionalProperties === 'object' && names.every((n) => required.includes(n))) {
    const { propertyNames: _names, additionalProperties: value, ...rest } = out;
    out = { ...rest, properties: Object.fromEntries(names.map((n) => [String(n), value])) };
  }
  if (required && out.properties) {
    const keys = Object.keys(out.properties);
    const firstOptional = keys.findIndex((k) => !required.includes(k));
    out.required = firstOptional === -1 ? keys : keys.slice(0, firstOptional);
  }
  return out;
};

/** The JSON Schema the compiled writer uses for a reply schema; throws when the reply has to stay on zod. */
export const replyJsonSchema = (schema: z.ZodType): Json => {
  const part = zodOnlyPart(schema);
  if (part) throw new Error(`zod ${part}`);
  const generated = z.toJSONSchema(schema, {
    target: 'draft-07',
    io: 'output',
    unrepresentable: 'any',
    cycles: 'throw',
    reused: 'inline',
    // A Date is written as zod + JSON.stringify write it: its ISO string.
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema._zod.def.type === 'date') Object.assign(jsonSchema, { type: 'string', format: 'date-time', [DATE]: true });
    },
  });
  return adapt(generated) as Json;
};

/** One writer per reply schema (schemas are shared by routes, and a GET's HEAD twin compiles it again); null: zod. */
const compiled = new WeakMap<z.ZodType, Serialize | null>();

/** The compiled writer of a reply schema, or null when that reply stays on zod. */
export const compileReply = (schema: z.ZodType): Serialize | null => {
  let serialize = compiled.get(schema);
  if (serialize === undefined) {
    try {
      serialize = fastJsonStringify(replyJsonSchema(schema)) as Serialize;
    } catch {
      serialize = null;
    }
    compiled.set(schema, serialize);
  }
  return serialize;
};

export const serializerCompiler: FastifySerializerCompiler<ReplySchema> = (route) => {
  const { schema } = route;
  const zodSchema = schema instanceof $ZodType ? schema : schema?.properties instanceof $ZodType ? schema.properties : null;
  return (zodSchema && compileReply(zodSchema)) ?? zodSerializerCompiler(route);
};
