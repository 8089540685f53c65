import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { clampPage, pageOffset, type Paged } from '@plataforma/shared';

/** `%text%` for ILIKE with the wildcards of the text itself escaped. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The page to read for a total (clamped to 1..last, as the data table does) and its row offset. */
export const pageWindow = (pageNumber: number, pageSize: number, total: number) => {
  const page = clampPage(pageNumber, total, pageSize);
  return { page, offset: pageOffset(page, pageSize), limit: pageSize };
};

/** The paged reply `{ data, pageNumber, pageSize, totalItems, totalPages }` (0 pages when empty). */
export const pagedReply = <T>(data: T[], page: number, pageSize: number, total: number): Paged<T> => ({
  data,
  pageNumber: page,
  pageSize,
  totalItems: total,
  totalPages: Math.ceil(total / pageSize),
});

/** ORDER BY a column in a direction; text columns compare case-insensitively. */
export const orderOf = (column: AnyColumn | SQL, direction: 'asc' | 'desc', text = false): SQL => {
  const expr = text ? sql`lower(${column})` : column;
  return direction === 'desc' ? desc(expr) : asc(expr);
};
