import { eq } from 'drizzle-orm';
import type { Executor } from '../../core/db';
import { parametro, tenant } from '../../db/schema';

export const storedSettings = async (ex: Executor, tenantId: string) =>
  (await ex.select({ config: parametro.config }).from(parametro).where(eq(parametro.tenantId, tenantId)).limit(1))[0]?.config ?? null;

export const platformTenantId = async (ex: Executor) =>
  (await ex.select({ id: tenant.id }).from(tenant).where(eq(tenant.plataforma, true)).limit(1))[0]?.id ?? null;

export const saveSettings = (ex: Executor, tenantId: string, config: Record<string, unknown>) =>
  ex
    .insert(parametro)
    .values({ tenantId, config })
    .onConflictDoUpdate({ target: parametro.tenantId, set: { config, atualizadoEm: new Date() } });
