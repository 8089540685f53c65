import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../core/db';
import { contrato, tenant } from '../../db/schema';

/**
 * Distributors and their clients (docs/settings-parameters.md): a distributor is a tenant whose contract is a
 * distributor contract; its clients are the tenants of the other contracts of the same owner (the contract's company,
 * `owner` in 3-admin §3), which is the only link between contracts the accounts model keeps.
 */
export const distributorOf = async (ex: Executor, tenantId: string) =>
  (
    await ex
      .select({ contratoId: contrato.id, empresaId: contrato.empresaId })
      .from(tenant)
      .innerJoin(contrato, eq(contrato.id, tenant.contratoId))
      .where(and(eq(tenant.id, tenantId), eq(contrato.isDistribuidor, true)))
      .limit(1)
  )[0] ?? null;

/** Client contracts (and their tenants) of a distributor contract. */
export const distributorClients = (ex: Executor, distributor: { contratoId: string; empresaId: string }) =>
  ex
    .select({ contratoId: contrato.id, tenantId: tenant.id })
    .from(contrato)
    .innerJoin(tenant, eq(tenant.contratoId, contrato.id))
    .where(and(eq(contrato.empresaId, distributor.empresaId), ne(contrato.id, distributor.contratoId)));

export const tenantExists = async (ex: Executor, tenantId: string) =>
  (await ex.select({ id: tenant.id }).from(tenant).where(eq(tenant.id, tenantId)).limit(1)).length > 0;
