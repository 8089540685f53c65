import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { MessageKey } from '@plataforma/shared';
import { isUuid } from './auth';
import type { Executor } from './db';
import { FieldError, type ErrorStatus } from './errors';

/** A tenant-owned table: rows with an `id` and the owning `tenantId`. */
export type TenantTable = PgTable & { id: PgColumn; tenantId: PgColumn };

/**
 * Every id a request body carries for another entity (sections, categories, skills, courses...) must be a row of the
 * acting tenant: a foreign or unknown id answers 422 naming the field (`notifications[].field`, `details.field` and
 * `details.ids`), before anything is written. Checked with the tenant stated, not only through row-level security,
 * so a connection that bypasses it still refuses. Empty, null and repeated ids are ignored.
 * `key` keeps a feature's own wording ('Categoria não encontrada.'; the default names the field) and `status` a
 * feature's established status (the assessments builder answers 400).
 */
export const assertTenantIds = async (
  ex: Executor,
  table: TenantTable,
  tenantId: string,
  ids: readonly (string | null | undefined)[] | string | null | undefined,
  field: string,
  { key = 'validation.unknownIds', status = 422 }: { key?: MessageKey; status?: ErrorStatus } = {},
): Promise<void> => {
  const list = typeof ids === 'string' || ids === null || ids === undefined ? [ids] : ids;
  const wanted = [...new Set(list.filter((id): id is string => typeof id === 'string' && id !== ''))];
  if (wanted.length === 0) return;
  const candidates = wanted.filter(isUuid);
  const rows = candidates.length === 0 ? [] : await ex.select({ id: table.id }).from(table).where(and(eq(table.tenantId, tenantId), inArray(table.id, candidates)));
  const found = new Set(rows.map((r) => String(r.id)));
  const missing = wanted.filter((id) => !found.has(id));
  if (missing.length > 0) throw new FieldError(field, key, status, { field }, { field, ids: missing });
};
