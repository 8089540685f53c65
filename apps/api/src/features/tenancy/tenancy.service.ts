import type { TenantResponse, UserAccount } from '@plataforma/shared/tenancy';
import type { RequestContext } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { AppError, forbidden, notFound } from '../../core/errors';
import * as repo from './tenancy.repository';

/** Platform administration: elevated, or acting in client mode from an elevated account. */
const isPlatformAdmin = (ctx: RequestContext) => ctx.elevated || ctx.clientMode;

export const createTenancyService = ({ database }: Deps) => {
  const userAccounts = async (ctx: RequestContext): Promise<UserAccount[]> => {
    const rows = await database.system((tx) => repo.accountsOf(tx, ctx.identityId));
    return rows.map((r) => ({ usuarioId: r.usuarioId, tenantId: r.tenantId, nome: r.nome, subdominio: r.subdominio, padrao: r.padrao, atual: r.tenantId === ctx.tenantId }));
  };

  const setDefault = async (ctx: RequestContext, tenantId: string) => {
    await database.system(async (tx) => {
      const accounts = await repo.accountsOf(tx, ctx.identityId);
      if (!accounts.some((a) => a.tenantId === tenantId)) throw new AppError('accounts.defaultError', 404);
      await repo.setDefaultAccount(tx, ctx.identityId, tenantId);
    });
    return { success: true as const };
  };

  const current = async (ctx: RequestContext): Promise<TenantResponse> =>
    database.system(async (tx) => {
      const atual = await repo.findTenant(tx, ctx.tenantId);
      if (!atual) throw notFound();
      const disponiveis = isPlatformAdmin(ctx)
        ? await repo.allTenants(tx)
        : (await repo.accountsOf(tx, ctx.identityId)).map((a) => ({ id: a.tenantId, nome: a.nome, subdominio: a.subdominio, contratoId: a.contratoId, empresaId: null, ativo: true }));
      return { atual, disponiveis };
    });

  const tenantsOfOwner = async (ctx: RequestContext, ownerId: string) => {
    if (!isPlatformAdmin(ctx)) throw forbidden();
    return database.system((tx) => repo.tenantsOfOwner(tx, ownerId));
  };

  const tenantIdBySubdomain = async (subdomain: string) => {
    if (!subdomain) return null;
    return (await database.system((tx) => repo.findTenantBySubdomain(tx, subdomain)))?.id ?? null;
  };

  const userlessTenantExists = async (id: string) => Boolean(await database.system((tx) => repo.findTenant(tx, id)));

  return { userAccounts, setDefault, current, tenantsOfOwner, tenantIdBySubdomain, userlessTenantExists };
};

export type TenancyService = ReturnType<typeof createTenancyService>;
