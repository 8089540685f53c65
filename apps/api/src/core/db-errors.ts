/**
 * PostgreSQL error codes a repository may turn into a clear reply. Drizzle wraps node-postgres's errors in an error
 * whose `cause` carries the SQLSTATE `code`.
 */
const sqlStateOf = (error: unknown): string | null => {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
};

/** A unique constraint or unique index refused the row (23505). */
export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === '23505';

/** A foreign key refused the change (23503): e.g. deleting a row still referenced. */
export const isForeignKeyViolation = (error: unknown): boolean => sqlStateOf(error) === '23503';

const detailOf = (error: unknown): string => {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    const detail = (current as { detail?: unknown }).detail;
    if (typeof detail === 'string') return detail;
    current = (current as { cause?: unknown }).cause;
  }
  return '';
};

/** How a database refusal caused by the request's own data is answered. */
export type BadInput = { status: 400 | 409; key: 'validation.invalidValue' | 'errors.invalidRequest' | 'errors.conflict' };

/**
 * A database error caused by what the request sent, not by the server: the error handler answers it as a 4xx
 * instead of 500, whichever repository let it through.
 * - class 22 'data exception': 22021 invalid byte sequence (NUL), 22P02 invalid text representation (a non-uuid id),
 *   22001 string too long, 22003 number out of range, 22007/22008 dates, 22P05 untranslatable character, ...;
 * - class 54 'program limit exceeded': a value too large for an index row or a tsvector, a statement too complex;
 * - integrity: 23502 missing value, 23514 check, 23503 reference to nothing (400) or delete of a row still
 *   referenced (409), 23505 duplicate and 23P01 exclusion (409).
 */
export const badInputOf = (error: unknown): BadInput | null => {
  const code = sqlStateOf(error);
  if (!code) return null;
  if (code.startsWith('22') || code === '23502' || code === '23514') return { status: 400, key: 'validation.invalidValue' };
  if (code.startsWith('54')) return { status: 400, key: 'errors.invalidRequest' };
  if (code === '23505' || code === '23P01') return { status: 409, key: 'errors.conflict' };
  if (code === '23503') return /still referenced/.test(detailOf(error)) ? { status: 409, key: 'errors.conflict' } : { status: 400, key: 'validation.invalidValue' };
  return null;
};
