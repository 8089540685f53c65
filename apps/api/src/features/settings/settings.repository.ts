import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db';
import { certificado, parametro, tenant, termoDeUso, usuario } from '../../db/schema';

export const storedSettings = async (ex: Executor, tenantId: string) =>
  (await ex.select({ config: parametro.config }).from(parametro).where(eq(parametro.tenantId, tenantId)).limit(1))[0]?.config ?? null;

export const platformTenantId = async (ex: Executor) =>
  (await ex.select({ id: tenant.id }).from(tenant).where(eq(tenant.plataforma, true)).limit(1))[0]?.id ?? null;

export const saveSettings = (ex: Executor, tenantId: string, config: Record<string, unknown>) =>
  ex
    .insert(parametro)
    .values({ tenantId, config })
    .onConflictDoUpdate({ target: parametro.tenantId, set: { config, atualizadoEm: new Date() } });

/** A term of use of the tenant with its type, or null. */
export const findTerm = async (ex: Executor, tenantId: string, id: string) =>
  (await ex.select({ tipo: termoDeUso.tipo }).from(termoDeUso).where(and(eq(termoDeUso.tenantId, tenantId), eq(termoDeUso.id, id))).limit(1))[0] ?? null;

/** Whether the tenant has a certificate of `tipo` with this id. */
export const certificateExists = async (ex: Executor, tenantId: string, id: string, tipo: 'Curso' | 'Formacao') =>
  (await ex
    .select({ id: certificado.id })
    .from(certificado)
    .where(and(eq(certificado.tenantId, tenantId), eq(certificado.id, id), eq(certificado.tipo, tipo)))
    .limit(1)).length > 0;

/**
 * The platform term changed: every person of the tenant who accepted a term other than a Learning one (the platform
 * term, current or former) is asked again at the next page load (1-shell §4). Answers how many acceptances were reset.
 */
export const resetPlatformAcceptances = async (ex: Executor, tenantId: string): Promise<number> =>
  (
    await ex
      .update(usuario)
      .set({ dataTermoDeUsoAceito: null, atualizadoEm: new Date() })
      .where(
        and(
          eq(usuario.tenantId, tenantId),
          isNotNull(usuario.dataTermoDeUsoAceito),
          sql`not exists (select 1 from ${termoDeUso} t where t.tenant_id = ${usuario.tenantId} and t.id = ${usuario.termoDeUsoId} and t.tipo = 'Learning')`,
        ),
      )
      .returning({ id: usuario.id })
  ).length;
