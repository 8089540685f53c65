import { and, asc, count, eq, gte, ilike, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ContractBody, ContractSortField, StatusProjeto } from '@plataforma/shared/accounts';
import type { Executor } from '../../core/db';
import { containsPattern, orderOf } from '../../core/paging';
import { contrato, empresa, grupoDePermissao, identidade, parametro, personalizacaoFundoBanner, secaoContrato, tenant, usuario, type ContratoSso } from '../../db/schema';

/** Contracts are platform-level rows; every call runs in the system transaction after the access check (or for the acting tenant). */

export type ContractFilters = {
  search?: string;
  nomeEmpresa?: string;
  empresaId?: string;
  statusProjeto?: StatusProjeto;
  classificacaoCliente?: string;
  active?: boolean;
  isDistribuidor?: boolean;
  createdAtFrom?: Date;
  createdAtTo?: Date;
  orderBy: ContractSortField;
  orderDirection: 'asc' | 'desc';
};

/** The company's display name: trade name, else the company name. */
const nomeEmpresa = sql<string>`coalesce(${empresa.nomeFantasia}, ${empresa.nome})`;
const activeUsers = sql<number>`(select count(*)::int from ${usuario} u where u.tenant_id = ${tenant.id} and u.ativo)`;

const contractColumns = {
  id: contrato.id,
  nome: contrato.nome,
  empresaId: contrato.empresaId,
  nomeEmpresa,
  isDistribuidor: contrato.isDistribuidor,
  usuariosContratados: contrato.usuariosContratados,
  ativo: contrato.ativo,
  codigoContaAgb: contrato.codigoContaAgb,
  dataDeContrato: contrato.dataDeContrato,
  dataDeValidade: contrato.dataDeValidade,
  observacao: contrato.observacao,
  espacoEmDiscoContratado: contrato.espacoEmDiscoContratado,
  limiteDeRegistrosDeCursos: contrato.limiteDeRegistrosDeCursos,
  limiteDeRegistroDeFormacoes: contrato.limiteDeRegistroDeFormacoes,
  arquivo: contrato.arquivo,
  nomeDoResponsavel: contrato.nomeDoResponsavel,
  emailDoResponsavel: contrato.emailDoResponsavel,
  celularDoResponsavel: contrato.celularDoResponsavel,
  urlDeAcessoPadrao: contrato.urlDeAcessoPadrao,
  urlDeAcessoPersonalizado: contrato.urlDeAcessoPersonalizado,
  emailDeComunicacao: contrato.emailDeComunicacao,
  tipoPessoaGestor: contrato.tipoPessoaGestor,
  cpfGestor: contrato.cpfGestor,
  emailGestor: contrato.emailGestor,
  nomeGestor: contrato.nomeGestor,
  personIdGestor: contrato.personIdGestor,
  userIdGestor: contrato.userIdGestor,
  classificacaoCliente: contrato.classificacaoCliente,
  statusProjeto: contrato.statusProjeto,
  produtos: contrato.produtos,
  sso: contrato.sso,
  ssoSecretSet: sql<boolean>`${contrato.ssoClientSecret} is not null`,
  canceladoEm: contrato.canceladoEm,
  criadoEm: contrato.criadoEm,
  tenantId: tenant.id,
  subdominio: tenant.subdominio,
  plataforma: sql<boolean>`coalesce(${tenant.plataforma}, false)`,
  qtdeUsuarioAtivos: sql<number>`coalesce(${activeUsers}, 0)`,
  /** Sections linked to the contract (Secao/{id}/UpdateContratosSecoes). */
  secoesIds: sql<string[]>`coalesce((select array_agg(sc.secao_id::text order by sc.secao_id) from ${secaoContrato} sc where sc.contrato_id = ${contrato.id}), '{}'::text[])`,
};

const base = (ex: Executor) =>
  ex.select(contractColumns).from(contrato).innerJoin(empresa, eq(empresa.id, contrato.empresaId)).leftJoin(tenant, eq(tenant.contratoId, contrato.id));

export type ContractRow = NonNullable<Awaited<ReturnType<typeof findContract>>>;

const contractWhere = (f: Omit<ContractFilters, 'orderBy' | 'orderDirection'>) =>
  and(
    f.search
      ? or(
          ilike(empresa.nome, containsPattern(f.search)),
          ilike(empresa.nomeFantasia, containsPattern(f.search)),
          ilike(contrato.nome, containsPattern(f.search)),
          ilike(tenant.subdominio, containsPattern(f.search)),
        )
      : undefined,
    f.nomeEmpresa ? or(ilike(empresa.nome, containsPattern(f.nomeEmpresa)), ilike(empresa.nomeFantasia, containsPattern(f.nomeEmpresa))) : undefined,
    f.empresaId ? eq(contrato.empresaId, f.empresaId) : undefined,
    f.statusProjeto ? eq(contrato.statusProjeto, f.statusProjeto) : undefined,
    f.classificacaoCliente ? sql`lower(${contrato.classificacaoCliente}) = lower(${f.classificacaoCliente})` : undefined,
    f.active === undefined ? undefined : eq(contrato.ativo, f.active),
    f.isDistribuidor === undefined ? undefined : eq(contrato.isDistribuidor, f.isDistribuidor),
    f.createdAtFrom ? gte(contrato.criadoEm, f.createdAtFrom) : undefined,
    f.createdAtTo ? lt(contrato.criadoEm, f.createdAtTo) : undefined,
  );

const contractOrder = (f: ContractFilters): SQL[] => {
  const primary = {
    nomeEmpresa: orderOf(nomeEmpresa, f.orderDirection, true),
    nome: orderOf(contrato.nome, f.orderDirection, true),
    dataDeContrato: orderOf(contrato.dataDeContrato, f.orderDirection),
    dataDeValidade: orderOf(contrato.dataDeValidade, f.orderDirection),
    statusProjeto: orderOf(contrato.statusProjeto, f.orderDirection),
    classificacaoCliente: orderOf(contrato.classificacaoCliente, f.orderDirection),
    quantidadeDeUsuariosContratados: orderOf(contrato.usuariosContratados, f.orderDirection),
    qtdeUsuarioAtivos: orderOf(activeUsers, f.orderDirection),
    active: orderOf(contrato.ativo, f.orderDirection),
    createdAt: orderOf(contrato.criadoEm, f.orderDirection),
  }[f.orderBy];
  return [primary, asc(sql`lower(${nomeEmpresa})`), asc(contrato.id)];
};

export const countContracts = async (ex: Executor, f: ContractFilters) =>
  (
    await ex
      .select({ total: count() })
      .from(contrato)
      .innerJoin(empresa, eq(empresa.id, contrato.empresaId))
      .leftJoin(tenant, eq(tenant.contratoId, contrato.id))
      .where(contractWhere(f))
  )[0].total;

export const listContracts = (ex: Executor, f: ContractFilters, offset: number, limit: number) =>
  base(ex).where(contractWhere(f)).orderBy(...contractOrder(f)).limit(limit).offset(offset);

export const findContract = async (ex: Executor, id: string) => (await base(ex).where(eq(contrato.id, id)).limit(1))[0] ?? null;

/** The contract owning a tenant (the acting tenant's contract). */
export const findContractOfTenant = async (ex: Executor, tenantId: string) => (await base(ex).where(eq(tenant.id, tenantId)).limit(1))[0] ?? null;

export const findContractsByIds = (ex: Executor, ids: string[]) => (ids.length === 0 ? Promise.resolve([]) : base(ex).where(inArray(contrato.id, ids)));

export const findCompanyNames = async (ex: Executor, id: string) =>
  (await ex.select({ id: empresa.id, nome: empresa.nome, nomeFantasia: empresa.nomeFantasia }).from(empresa).where(eq(empresa.id, id)).limit(1))[0] ?? null;

export type ContractColumns = ReturnType<typeof columnsOf>;

export const columnsOf = (b: ContractBody) => ({
  isDistribuidor: b.isDistribuidor,
  usuariosContratados: b.quantidadeDeUsuariosContratados,
  ativo: b.active,
  codigoContaAgb: b.codigoContaAGB,
  dataDeContrato: b.dataDeContrato,
  dataDeValidade: b.dataDeValidade,
  observacao: b.observacao,
  espacoEmDiscoContratado: b.espacoEmDiscoContratado,
  limiteDeRegistrosDeCursos: b.limiteDeRegistrosDeCursos,
  limiteDeRegistroDeFormacoes: b.limiteDeRegistroDeFormacoes,
  nomeDoResponsavel: b.nomeDoResponsavel,
  emailDoResponsavel: b.emailDoResponsavel,
  celularDoResponsavel: b.celularDoResponsavel,
  urlDeAcessoPadrao: b.urlDeAcessoPadrao,
  urlDeAcessoPersonalizado: b.urlDeAcessoPersonalizado,
  emailDeComunicacao: b.emailDeComunicacaoUsadoPelaEmpresa,
  tipoPessoaGestor: b.tipoPessoaGestor,
  cpfGestor: b.cpfGestor,
  emailGestor: b.emailGestor,
  nomeGestor: b.nomeGestor,
  classificacaoCliente: b.classificacaoCliente,
  statusProjeto: b.statusProjeto,
  produtos: b.produtos,
});

type Extra = { nome: string; sso: ContratoSso | null; ssoClientSecret: string | null; canceladoEm: Date | null };

export const insertContract = async (ex: Executor, empresaId: string, values: ContractColumns & Extra) =>
  (await ex.insert(contrato).values({ empresaId, ...values }).returning({ id: contrato.id }))[0].id;

export const updateContract = (ex: Executor, id: string, values: ContractColumns & Partial<Extra>) =>
  ex
    .update(contrato)
    .set({ ...values, atualizadoEm: new Date() })
    .where(eq(contrato.id, id));

export const deactivateContract = (ex: Executor, id: string, canceladoEm: Date) =>
  ex.update(contrato).set({ ativo: false, canceladoEm, atualizadoEm: new Date() }).where(eq(contrato.id, id));

export const setManager = (ex: Executor, id: string, personIdGestor: string, userIdGestor: string) =>
  ex.update(contrato).set({ personIdGestor, userIdGestor }).where(eq(contrato.id, id));

export const storedSecret = async (ex: Executor, id: string) =>
  (await ex.select({ secret: contrato.ssoClientSecret }).from(contrato).where(eq(contrato.id, id)).limit(1))[0]?.secret ?? null;

// ---------------------------------------------------------------- the contract's tenant

export const subdomainsLike = async (ex: Executor, base: string) =>
  new Set(
    (await ex.select({ s: tenant.subdominio }).from(tenant).where(or(eq(tenant.subdominio, base), like(tenant.subdominio, `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`)))).map(
      (r) => r.s,
    ),
  );

export const insertTenant = async (ex: Executor, values: { nome: string; subdominio: string; contratoId: string }) =>
  (await ex.insert(tenant).values(values).returning({ id: tenant.id }))[0].id;

export const updateTenant = (ex: Executor, id: string, values: { nome?: string; ativo?: boolean }) => ex.update(tenant).set(values).where(eq(tenant.id, id));

export const insertGroup = async (ex: Executor, tenantId: string, nome: string, funcionalidades: readonly string[]) =>
  (
    await ex
      .insert(grupoDePermissao)
      .values({ tenantId, nome, descricao: `Grupo ${nome}`, funcionalidades: [...funcionalidades] })
      .returning({ id: grupoDePermissao.id })
  )[0].id;

export const groupOfTenant = async (ex: Executor, tenantId: string, nome: string) =>
  (await ex
    .select({ id: grupoDePermissao.id })
    .from(grupoDePermissao)
    .where(and(eq(grupoDePermissao.tenantId, tenantId), eq(grupoDePermissao.nome, nome)))
    .limit(1))[0]?.id ?? null;

export const usersOfTenant = async (ex: Executor, tenantId: string) => (await ex.select({ total: count() }).from(usuario).where(eq(usuario.tenantId, tenantId)))[0].total;

export const activeUsersOfTenant = async (ex: Executor, tenantId: string) =>
  (await ex.select({ total: count() }).from(usuario).where(and(eq(usuario.tenantId, tenantId), eq(usuario.ativo, true))))[0].total;

/** Removes a contract without users: its tenant's seeded groups, settings and banner rows, the tenant and the contract. */
export const destroyContract = async (ex: Executor, contratoId: string, tenantId: string | null) => {
  if (tenantId) {
    await ex.delete(grupoDePermissao).where(eq(grupoDePermissao.tenantId, tenantId));
    await ex.delete(parametro).where(eq(parametro.tenantId, tenantId));
    await ex.delete(personalizacaoFundoBanner).where(eq(personalizacaoFundoBanner.tenantId, tenantId));
    await ex.delete(tenant).where(eq(tenant.id, tenantId));
  }
  await ex.delete(contrato).where(eq(contrato.id, contratoId));
};

// ---------------------------------------------------------------- the manager's account

export const findIdentityByEmail = async (ex: Executor, email: string) =>
  (await ex.select({ id: identidade.id, cpf: identidade.cpf }).from(identidade).where(sql`lower(${identidade.email}) = lower(${email})`).limit(1))[0] ?? null;

export const findIdentityByCpf = async (ex: Executor, cpf: string) =>
  (await ex.select({ id: identidade.id, email: identidade.email }).from(identidade).where(eq(identidade.cpf, cpf)).limit(1))[0] ?? null;

/** A new person without a password: the first access goes through 'Esqueci minha senha'. */
export const insertIdentity = async (ex: Executor, email: string, cpf: string | null) =>
  (await ex.insert(identidade).values({ email, cpf, senhaHash: null }).returning({ id: identidade.id }))[0].id;

export const accountInTenant = async (ex: Executor, tenantId: string, identityId: string) =>
  (await ex
    .select({ id: usuario.id })
    .from(usuario)
    .where(and(eq(usuario.tenantId, tenantId), eq(usuario.identidadeId, identityId)))
    .limit(1))[0]?.id ?? null;

export const accountsOfIdentity = async (ex: Executor, identityId: string) =>
  (await ex.select({ total: count() }).from(usuario).where(eq(usuario.identidadeId, identityId)))[0].total;

export const insertManagerAccount = async (
  ex: Executor,
  values: { tenantId: string; identidadeId: string; nomeCompleto: string; grupoDePermissaoId: string | null; padrao: boolean },
) =>
  (
    await ex
      .insert(usuario)
      .values({ ...values, apelido: values.nomeCompleto.split(' ')[0], nivel: 'N2', classificacao: 'admin', ativo: true })
      .returning({ id: usuario.id })
  )[0].id;
