import { z } from 'zod';

/**
 * Query pieces of the paged admin lists (shared by the API's schemas and the web's calls):
 * `pageNumber` and `pageSize` (envelope.ts), `orderBy` and `orderDirection`, and boolean filters written
 * 'true' / 'false' in the query string.
 */

/** A boolean query value: 'true' or 'false' (z.coerce.boolean would read 'false' as true). */
export const queryBooleanSchema = z.enum(['true', 'false']).transform((value) => value === 'true');

/** `orderBy` one of `fields` (default `defaultField`), `orderDirection` asc (default) or desc. */
export const sortQuerySchema = <const F extends readonly [string, ...string[]]>(fields: F, defaultField: F[number]) =>
  z.object({
    orderBy: z.enum(fields).default(defaultField as never),
    orderDirection: z.enum(['asc', 'desc']).default('asc'),
  });

/** One entry of a Basic list: the value (id) and the label (name) a select shows (3-admin §3). */
export const basicOptionSchema = z.object({ value: z.string(), label: z.string() });
export type BasicOption = z.infer<typeof basicOptionSchema>;
export const basicOptionsSchema = z.array(basicOptionSchema);

/** Reply of a deletion. */
export const deleteResponseSchema = z.object({ success: z.literal(true) });
export type DeleteResponse = z.infer<typeof deleteResponseSchema>;

/** Creation-date range of a list: `createdAtFrom` (inclusive) and `createdAtTo` (exclusive), ISO 8601 instants. */
export const createdAtRangeQuerySchema = z.object({
  createdAtFrom: z.iso.datetime({ offset: true }).optional(),
  createdAtTo: z.iso.datetime({ offset: true }).optional(),
});
