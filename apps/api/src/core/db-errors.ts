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
