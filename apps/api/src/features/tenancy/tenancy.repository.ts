import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../core/db';
import { contrato, tenant, usuario } from '../../db/schema';

const tenantColumns = {
  id: tenant.id,
  nome: tenant.nome,
  subdominio: tenant.subdominio,
  contratoId: tenant.contratoId,
  empresaId: contrato.empresaId,
  ativo: tenant.ativo,
};

export const findTenant = async (ex: Executor, id: string) =>
  (await ex.select(tenantColumns).from(tenant).leftJoin(contrato, eq(contrato.id, tenant.contratoId)).where(eq(tenant.id, id)).limit(1))[0] ?? null;

export const findTenantBySubdomain = async (ex: Executor, subdominio: string) =>
  (await ex.select({ id: tenant.id }).from(tenant).where(and(eq(tenant.subdominio, subdominio.toLowerCase()), eq(tenant.ativo, true))).limit(1))[0] ?? null;

export const allTenants = (ex: Executor) =>
  ex.select(tenantColumns).from(tenant).leftJoin(contrato, eq(contrato.id, tenant.contratoId)).where(eq(tenant.ativo, true)).orderBy(asc(tenant.nome));

/** The person's accounts (system context: one person, several tenants). */
export const accountsOf = (ex: Executor, identityId: string) =>
  ex
    .select({ usuarioId: usuario.id, tenantId: tenant.id, nome: tenant.nome, subdominio: tenant.subdominio, padrao: usuario.padrao, contratoId: tenant.contratoId })
    .from(usuario)
    .innerJoin(tenant, eq(tenant.id, usuario.tenantId))
    .where(and(eq(usuario.identidadeId, identityId), eq(usuario.ativo, true), eq(tenant.ativo, true)))
    .orderBy(asc(tenant.nome));

export const tenantsOfOwner = (ex: Executor, empresaId: string) =>
  ex
    .select({ ...tenantColumns, contratoNome: contrato.nome })
    .from(tenant)
    .innerJoin(contrato, eq(contrato.id, tenant.contratoId))
    .where(eq(contrato.empresaId, empresaId))
    .orderBy(asc(tenant.nome));

export const setDefaultAccount = (ex: Executor, identityId: string, tenantId: string) =>
  ex
    .update(usuario)
    .set({ padrao: eq(usuario.tenantId, tenantId) })
    .where(eq(usuario.identidadeId, identityId));
