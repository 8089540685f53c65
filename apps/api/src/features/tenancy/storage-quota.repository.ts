import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db';
import { arquivoArmazenado, contrato, tenant, usoDeArmazenamento } from '../../db/schema';

/** The tenant's used bytes and its contract's disk space (GB, 0 = no limit); null when the tenant does not exist. */
export const findQuota = async (ex: Executor, tenantId: string) =>
  (
    await ex
      .select({ used: sql<number>`coalesce(${usoDeArmazenamento.bytes}, 0)::float8`, espacoEmDiscoContratado: sql<number>`coalesce(${contrato.espacoEmDiscoContratado}, 0)::float8` })
      .from(tenant)
      .leftJoin(contrato, eq(contrato.id, tenant.contratoId))
      .leftJoin(usoDeArmazenamento, eq(usoDeArmazenamento.tenantId, tenant.id))
      .where(eq(tenant.id, tenantId))
      .limit(1)
  )[0] ?? null;

/** The size recorded for a key, locking its row so two writes of one key are counted one after the other. */
export const lockStoredFile = async (ex: Executor, tenantId: string, chave: string): Promise<number | null> =>
  (await ex.select({ bytes: arquivoArmazenado.bytes }).from(arquivoArmazenado).where(and(eq(arquivoArmazenado.tenantId, tenantId), eq(arquivoArmazenado.chave, chave))).for('update'))[0]
    ?.bytes ?? null;

/**
 * Adds `delta` bytes to the tenant's total unless that passes `limit` (null: no limit; a negative delta always
 * passes). One statement: the row lock makes concurrent writers of the tenant wait, and each re-checks the condition
 * against the total the previous one committed, so two uploads can never both take the last free bytes. Answers
 * the new total, or null when refused.
 */
export const addUsage = async (ex: Executor, tenantId: string, delta: number, limit: number | null): Promise<number | null> => {
  await ex.insert(usoDeArmazenamento).values({ tenantId, bytes: 0 }).onConflictDoNothing();
  const rows = await ex
    .update(usoDeArmazenamento)
    .set({ bytes: sql`${usoDeArmazenamento.bytes} + ${delta}` })
    .where(
      and(
        eq(usoDeArmazenamento.tenantId, tenantId),
        delta <= 0 || limit === null ? sql`true` : sql`${usoDeArmazenamento.bytes} + ${delta} <= ${limit}`,
      ),
    )
    .returning({ bytes: usoDeArmazenamento.bytes });
  return rows[0] ? Number(rows[0].bytes) : null;
};

export const upsertStoredFile = (ex: Executor, tenantId: string, chave: string, bytes: number) =>
  ex
    .insert(arquivoArmazenado)
    .values({ tenantId, chave, bytes })
    .onConflictDoUpdate({ target: [arquivoArmazenado.tenantId, arquivoArmazenado.chave], set: { bytes } });

/** Forgets one key; answers the bytes it had (0 when unknown). */
export const removeStoredFile = async (ex: Executor, tenantId: string, chave: string): Promise<number> => {
  const rows = await ex
    .delete(arquivoArmazenado)
    .where(and(eq(arquivoArmazenado.tenantId, tenantId), eq(arquivoArmazenado.chave, chave)))
    .returning({ bytes: arquivoArmazenado.bytes });
  return rows.reduce((sum, r) => sum + Number(r.bytes), 0);
};

/** Forgets every key starting with `prefix` (starts_with: '_' and '%' in keys are not patterns); answers their bytes. */
export const removeStoredPrefix = async (ex: Executor, tenantId: string, prefix: string): Promise<number> => {
  const rows = await ex
    .delete(arquivoArmazenado)
    .where(and(eq(arquivoArmazenado.tenantId, tenantId), sql`starts_with(${arquivoArmazenado.chave}, ${prefix})`))
    .returning({ bytes: arquivoArmazenado.bytes });
  return rows.reduce((sum, r) => sum + Number(r.bytes), 0);
};
