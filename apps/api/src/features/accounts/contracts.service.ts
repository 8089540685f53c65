import {
  isoDateIn,
  joinProducts,
  subdomainFrom,
  subscriptionStatus,
  uniqueSubdomain,
  type Contract,
  type ContractBody,
  type ContractSortField,
  type ListContractsResponse,
  type StatusProjeto,
  type SubscriptionResponse,
} from '@plataforma/shared/accounts';
import { SEED_GROUPS, hasPermission } from '@plataforma/shared/permissions';
import type { RequestContext } from '../../core/auth';
import type { Tx } from '../../core/db';
import { isForeignKeyViolation, isUniqueViolation } from '../../core/db-errors';
import type { Deps } from '../../core/deps';
import { AppError, forbidden } from '../../core/errors';
import { pageWindow, pagedReply } from '../../core/paging';
import type { ContratoSso } from '../../db/schema';
import { readStorageUsage } from '../tenancy';
import { assertPlatformAdmin } from './companies.service';
import * as repo from './contracts.repository';
import { encryptSecret } from './contracts.secrets';

export type ContractListQuery = {
  pageNumber: number;
  pageSize: number;
  orderBy: ContractSortField;
  orderDirection: 'asc' | 'desc';
  search?: string;
  nomeEmpresa?: string;
  empresaId?: string;
  statusProjeto?: StatusProjeto;
  classificacaoCliente?: string;
  active?: boolean;
  isDistribuidor?: boolean;
  createdAtFrom?: string;
  createdAtTo?: string;
};

/** The groups every new contract's tenant starts with (packages/shared permissions catalogue). */
const DEFAULT_GROUPS = ['Aluno', 'Gestor', 'Administrador', 'Avaliador'] as const;

const toContract = (row: repo.ContractRow): Contract => ({
  id: row.id,
  nome: row.nome,
  pessoaId: row.empresaId,
  empresaId: row.empresaId,
  owner: row.empresaId,
  nomeEmpresa: row.nomeEmpresa,
  codigoContaAGB: row.codigoContaAgb,
  dataDeContrato: row.dataDeContrato,
  dataDeValidade: row.dataDeValidade,
  observacao: row.observacao,
  quantidadeDeUsuariosContratados: row.usuariosContratados,
  espacoEmDiscoContratado: row.espacoEmDiscoContratado,
  limiteDeRegistrosDeCursos: row.limiteDeRegistrosDeCursos,
  limiteDeRegistroDeFormacoes: row.limiteDeRegistroDeFormacoes,
  arquivo: row.arquivo,
  nomeDoResponsavel: row.nomeDoResponsavel,
  emailDoResponsavel: row.emailDoResponsavel,
  celularDoResponsavel: row.celularDoResponsavel,
  urlDeAcessoPadrao: row.urlDeAcessoPadrao,
  urlDeAcessoPersonalizado: row.urlDeAcessoPersonalizado,
  emailDeComunicacaoUsadoPelaEmpresa: row.emailDeComunicacao,
  tipoPessoaGestor: row.tipoPessoaGestor,
  cpfGestor: row.cpfGestor,
  emailGestor: row.emailGestor,
  nomeGestor: row.nomeGestor,
  personIdGestor: row.personIdGestor,
  userIdGestor: row.userIdGestor,
  tenantIdDoContrato: row.tenantId,
  subdominio: row.subdominio,
  active: row.ativo,
  qtdeUsuarioAtivos: Number(row.qtdeUsuarioAtivos),
  secoesIds: row.secoesIds,
  // communications link themselves to contracts when that feature exists
  contratosComunicacoes: [],
  createdAt: row.criadoEm.toISOString(),
  classificacaoCliente: row.classificacaoCliente,
  statusProjeto: row.statusProjeto,
  produtos: joinProducts(row.produtos),
  isDistribuidor: row.isDistribuidor,
  plataforma: Boolean(row.plataforma),
  sso: {
    habilitado: row.sso?.habilitado ?? false,
    tipo: row.sso?.tipo ?? null,
    clientId: row.sso?.clientId ?? null,
    tenantId: row.sso?.tenantId ?? null,
    instanceUrl: row.sso?.instanceUrl ?? null,
    redirectUrl: row.sso?.redirectUrl ?? null,
    providerName: row.sso?.providerName ?? null,
    clientSecretDefinido: Boolean(row.ssoSecretSet),
  },
});

/** The moment a contract counts as cancelled: kept while it stays cancelled or inactive, cleared when it comes back. */
const canceledAtFor = (body: ContractBody, previous: Date | null): Date | null =>
  !body.active || body.statusProjeto === 'canceled' ? (previous ?? new Date()) : null;

const ssoOf = (body: ContractBody): ContratoSso | null =>
  body.sso
    ? {
        habilitado: body.sso.habilitado,
        tipo: body.sso.tipo,
        clientId: body.sso.clientId,
        tenantId: body.sso.tenantId,
        instanceUrl: body.sso.instanceUrl,
        redirectUrl: body.sso.redirectUrl,
        providerName: body.sso.providerName,
      }
    : null;

/** Contracts (Contrato), 3-admin §3 and §7. A contract owns a tenant; its company never changes. */
export const createContractsService = ({ database, config }: Deps) => {
  const load = async (tx: Tx, id: string) => {
    const row = await repo.findContract(tx, id);
    if (!row) throw new AppError('contracts.notFound', 404);
    return toContract(row);
  };

  /** The secret to store: a new one encrypted; null removes it; absent or '' keeps the stored one. */
  const secretFor = async (tx: Tx, body: ContractBody, id: string | null): Promise<string | null> => {
    const given = body.sso?.clientSecret;
    if (given === null) return null;
    if (given) return encryptSecret(given, config.jwtSecret);
    return id ? repo.storedSecret(tx, id) : null;
  };

  /**
   * The manager (gestor) gets an account in the contract's tenant, in its Administrador group: the person is found by
   * e-mail (or created without a password; the first access goes through 'Esqueci minha senha'). A CPF already used
   * by a person with another e-mail is refused.
   */
  const ensureManager = async (tx: Tx, contratoId: string, tenantId: string, body: ContractBody) => {
    if (!body.emailGestor || !body.nomeGestor) return;
    const cpf = body.tipoPessoaGestor === 'fisica' ? body.cpfGestor : null;
    let identity = await repo.findIdentityByEmail(tx, body.emailGestor);
    if (!identity && cpf) {
      const byCpf = await repo.findIdentityByCpf(tx, cpf);
      if (byCpf) throw new AppError('contracts.managerEmailTaken', 409);
    }
    const identityId = identity?.id ?? (await repo.insertIdentity(tx, body.emailGestor, cpf));
    identity ??= { id: identityId, cpf };
    let accountId = await repo.accountInTenant(tx, tenantId, identityId);
    if (!accountId) {
      const group = await repo.groupOfTenant(tx, tenantId, 'Administrador');
      const padrao = (await repo.accountsOfIdentity(tx, identityId)) === 0;
      accountId = await repo.insertManagerAccount(tx, { tenantId, identidadeId: identityId, nomeCompleto: body.nomeGestor, grupoDePermissaoId: group, padrao });
    }
    await repo.setManager(tx, contratoId, identityId, accountId);
  };

  const list = async (ctx: RequestContext, q: ContractListQuery): Promise<ListContractsResponse> => {
    assertPlatformAdmin(ctx);
    const filters: repo.ContractFilters = {
      ...q,
      createdAtFrom: q.createdAtFrom ? new Date(q.createdAtFrom) : undefined,
      createdAtTo: q.createdAtTo ? new Date(q.createdAtTo) : undefined,
    };
    return database.system(async (tx) => {
      const total = await repo.countContracts(tx, filters);
      const { page, offset, limit } = pageWindow(q.pageNumber, q.pageSize, total);
      const rows = await repo.listContracts(tx, filters, offset, limit);
      return pagedReply(rows.map(toContract), page, q.pageSize, total);
    });
  };

  const get = (ctx: RequestContext, id: string) => {
    assertPlatformAdmin(ctx);
    return database.system((tx) => load(tx, id));
  };

  /**
   * POST v2 Contrato: the contract, its tenant (sub-domain from urlDeAcessoPadrao or the company name, made unique)
   * with the default permission groups, and the manager's account when a manager is given. One transaction.
   */
  const create = async (ctx: RequestContext, body: ContractBody) => {
    assertPlatformAdmin(ctx);
    try {
      return await database.system(async (tx) => {
        const company = await repo.findCompanyNames(tx, body.empresaId);
        if (!company) throw new AppError('contracts.companyNotFound', 400);
        const displayName = company.nomeFantasia ?? company.nome;
        const id = await repo.insertContract(tx, company.id, {
          ...repo.columnsOf(body),
          nome: body.nome ?? `Contrato ${displayName}`,
          sso: ssoOf(body),
          ssoClientSecret: await secretFor(tx, body, null),
          canceladoEm: canceledAtFor(body, null),
        });
        const base = subdomainFrom(body.urlDeAcessoPadrao, displayName);
        const subdominio = uniqueSubdomain(base, await repo.subdomainsLike(tx, base));
        const tenantId = await repo.insertTenant(tx, { nome: displayName, subdominio, contratoId: id });
        if (!body.active) await repo.updateTenant(tx, tenantId, { ativo: false });
        for (const group of DEFAULT_GROUPS) await repo.insertGroup(tx, tenantId, group, SEED_GROUPS[group]);
        await ensureManager(tx, id, tenantId, body);
        return load(tx, id);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('errors.conflict', 409);
      throw error;
    }
  };

  /** PUT Contrato/{id}: the company cannot change (400); the tenant follows the contract's active flag. */
  const update = async (ctx: RequestContext, id: string, body: ContractBody) => {
    assertPlatformAdmin(ctx);
    return database.system(async (tx) => {
      const current = await repo.findContract(tx, id);
      if (!current) throw new AppError('contracts.notFound', 404);
      if (current.empresaId !== body.empresaId) throw new AppError('contracts.companyImmutable', 400);
      if (current.plataforma && !body.active) throw new AppError('contracts.platformContractInactive', 400);
      await repo.updateContract(tx, id, {
        ...repo.columnsOf(body),
        ...(body.nome ? { nome: body.nome } : {}),
        sso: ssoOf(body) ?? current.sso,
        ssoClientSecret: await secretFor(tx, body, id),
        canceladoEm: canceledAtFor(body, current.canceladoEm),
      });
      if (current.tenantId) {
        await repo.updateTenant(tx, current.tenantId, { ativo: body.active });
        await ensureManager(tx, id, current.tenantId, body);
      }
      return load(tx, id);
    });
  };

  /**
   * DELETE Contrato/{id}: a contract whose tenant has users (or any other data) is deactivated, with its tenant, rather
   * than destroyed; one without users is removed with its tenant, groups and settings. The platform's own cannot go.
   */
  const remove = async (ctx: RequestContext, id: string) => {
    assertPlatformAdmin(ctx);
    return database.system(async (tx) => {
      const current = await repo.findContract(tx, id);
      if (!current) throw new AppError('contracts.notFound', 404);
      if (current.plataforma) throw new AppError('contracts.platformContract', 409);
      const deactivate = async () => {
        await repo.deactivateContract(tx, id, current.canceladoEm ?? new Date());
        if (current.tenantId) await repo.updateTenant(tx, current.tenantId, { ativo: false });
        return { success: true as const, desativado: true };
      };
      if (current.tenantId && (await repo.usersOfTenant(tx, current.tenantId)) > 0) return deactivate();
      try {
        // a savepoint: data of other features in the tenant makes the removal fail, and the contract is deactivated
        await tx.transaction((sp) => repo.destroyContract(sp, id, current.tenantId));
        return { success: true as const, desativado: false };
      } catch (error) {
        if (isForeignKeyViolation(error)) return deactivate();
        throw error;
      }
    });
  };

  /** The active tenant's contract (UsageInfo, IsDistribuidor, Meu Contrato). */
  const activeContract = async (ctx: RequestContext) => {
    const row = await database.system((tx) => repo.findContractOfTenant(tx, ctx.tenantId));
    if (!row) throw new AppError('contracts.noContract', 404);
    return row;
  };

  /**
   * GET Contrato/UsageInfo: with 'Meu Contrato' (the screen) or 'Usuários' (the users screen's contract limit); also the
   * storage used against the contract's disk space (features/tenancy/storage-quota.ts).
   */
  const usageInfo = async (ctx: RequestContext) => {
    if (!hasPermission(ctx.permissions, 'Meu Contrato') && !hasPermission(ctx.permissions, 'Usuários')) throw forbidden();
    const row = await activeContract(ctx);
    const storage = await readStorageUsage(database, ctx.tenantId);
    return { usuariosAtivos: Number(row.qtdeUsuarioAtivos), usuariosContratados: row.usuariosContratados, ...storage };
  };

  /** GET Contrato/IsDistribuidor: any signed-in user, for the active tenant. */
  const isDistributor = async (ctx: RequestContext) => {
    const row = await database.system((tx) => repo.findContractOfTenant(tx, ctx.tenantId));
    return { isDistribuidor: row?.isDistribuidor ?? false };
  };

  /**
   * GET v2 Contrato/subscription/{id}: platform administration reads any contract's; otherwise, with 'Meu Contrato',
   * only the active tenant's own contract (another one answers 404).
   */
  const subscription = async (ctx: RequestContext, id: string): Promise<SubscriptionResponse> => {
    const admin = ctx.elevated && !ctx.clientMode && hasPermission(ctx.permissions, 'Contratos');
    if (!admin && !hasPermission(ctx.permissions, 'Meu Contrato')) throw forbidden();
    const row = await database.system((tx) => repo.findContract(tx, id));
    if (!row || (!admin && row.tenantId !== ctx.tenantId)) throw new AppError('contracts.notFound', 404);
    const status = subscriptionStatus({ active: row.ativo, statusProjeto: row.statusProjeto, dataDeValidade: row.dataDeValidade }, isoDateIn(new Date()));
    return {
      id: row.id,
      contratoId: row.id,
      status,
      createdAt: row.criadoEm.toISOString(),
      expiresAt: row.dataDeValidade,
      canceledAt: row.canceladoEm?.toISOString() ?? null,
      nome: row.nome,
      nomeEmpresa: row.nomeEmpresa,
      empresaId: row.empresaId,
      codigoContaAGB: row.codigoContaAgb,
      dataDeContrato: row.dataDeContrato,
      dataDeValidade: row.dataDeValidade,
      statusProjeto: row.statusProjeto,
      classificacaoCliente: row.classificacaoCliente,
      produtos: joinProducts(row.produtos),
      isDistribuidor: row.isDistribuidor,
      quantidadeDeUsuariosContratados: row.usuariosContratados,
      usuariosAtivos: Number(row.qtdeUsuarioAtivos),
      espacoEmDiscoContratado: row.espacoEmDiscoContratado,
      limiteDeRegistrosDeCursos: row.limiteDeRegistrosDeCursos,
      limiteDeRegistroDeFormacoes: row.limiteDeRegistroDeFormacoes,
      nomeDoResponsavel: row.nomeDoResponsavel,
      emailDoResponsavel: row.emailDoResponsavel,
      urlDeAcessoPadrao: row.urlDeAcessoPadrao,
      urlDeAcessoPersonalizado: row.urlDeAcessoPersonalizado,
      subdominio: row.subdominio,
    };
  };

  return { list, get, create, update, remove, usageInfo, isDistributor, subscription };
};

export type ContractsService = ReturnType<typeof createContractsService>;
