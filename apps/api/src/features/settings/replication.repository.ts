import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db';
import { contrato, empresa, tenant } from '../../db/schema';

/** Contracts with their tenants (platform-level look-up for the replication of client settings). */
export const contractTenants = (ex: Executor, contractIds: string[]) =>
  ex
    .select({ contratoId: contrato.id, tenantId: tenant.id, nomeEmpresa: sql<string>`coalesce(${empresa.nomeFantasia}, ${empresa.nome})` })
    .from(contrato)
    .innerJoin(empresa, eq(empresa.id, contrato.empresaId))
    .innerJoin(tenant, eq(tenant.contratoId, contrato.id))
    .where(inArray(contrato.id, contractIds));
