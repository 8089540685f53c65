import { and, asc, count, desc, eq, gte, ilike, inArray, like, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { UserSortField } from '@plataforma/shared/users';
import { onlyDigits } from '@plataforma/shared';
import type { Executor } from '../../core/db';
import { containsPattern } from '../../core/paging';
import { cargo, contrato, departamento, grupoDePermissao, identidade, tenant, unidadeDeNegocio, usuario } from '../../db/schema';

/**
 * Queries of the user administration (list, create, edit, deactivate, e-mail change). Every method takes the tenant;
 * they run in the tenant's transaction (row-level security), except where a comment says "system".
 */

export type UserListFilters = {
  nome?: string;
  email?: string;
  cpf?: string;
  ativo?: boolean;
  cargoId?: string;
  departamentoId?: string;
  unidadeDeNegocioId?: string;
  permissionId?: string;
  classificacao?: 'student' | 'manager' | 'admin';
  avaliador?: boolean;
  /** Created at or after (inclusive) / before (exclusive). */
  createdAtFrom?: Date;
  createdAtTo?: Date;
  orderBy: UserSortField;
  orderDirection: 'asc' | 'desc';
};

// Part-of-text filters search the same expressions as the trigram indexes of migration 0008 (lower(email),
// coalesce(cpf, '')), so those indexes serve them while equality look-ups keep to the unique btree indexes.
const emailText = sql`lower(${identidade.email})`;
const documentText = sql`coalesce(${identidade.cpf}, '')`;

/** The CPF filter matches a part of the stored digits; a foreign document (not digits) matches as typed. */
const documentCondition = (text: string): SQL => {
  const digits = onlyDigits(text);
  return digits.length > 0 && /^[\d.\-/\s]+$/.test(text) ? like(documentText, containsPattern(digits)) : ilike(documentText, containsPattern(text));
};

const listWhere = (tenantId: string, f: Omit<UserListFilters, 'orderBy' | 'orderDirection'>) =>
  and(
    eq(usuario.tenantId, tenantId),
    // through usuario_ids_por_nome (migration 0005): under row-level security ILIKE cannot use the trigram index.
    // `= any(array(...))` runs the search once and reads the matches with a bitmap scan of the primary key.
    f.nome ? sql`${usuario.id} = any(array(select usuario_ids_por_nome(${containsPattern(f.nome)})))` : undefined,
    f.email ? ilike(emailText, containsPattern(f.email)) : undefined,
    f.cpf ? documentCondition(f.cpf) : undefined,
    f.ativo === undefined ? undefined : eq(usuario.ativo, f.ativo),
    f.cargoId ? eq(usuario.cargoId, f.cargoId) : undefined,
    f.departamentoId ? eq(usuario.departamentoId, f.departamentoId) : undefined,
    f.unidadeDeNegocioId ? eq(usuario.unidadeDeNegocioId, f.unidadeDeNegocioId) : undefined,
    f.permissionId ? eq(usuario.grupoDePermissaoId, f.permissionId) : undefined,
    f.classificacao ? eq(usuario.classificacao, f.classificacao) : undefined,
    f.avaliador === undefined ? undefined : eq(usuario.avaliador, f.avaliador),
    f.createdAtFrom ? gte(usuario.criadoEm, f.createdAtFrom) : undefined,
    f.createdAtTo ? lt(usuario.criadoEm, f.createdAtTo) : undefined,
  );

/**
 * Order with a tie-breaker in the same direction, so each order walks one index: (tenant_id, lower(nome), id) for the
 * name, (tenant_id, criado_em, id) for the creation instant; the e-mail order sorts the filtered rows.
 */
const listOrder = (f: UserListFilters): SQL[] => {
  const dir = f.orderDirection === 'desc' ? desc : asc;
  switch (f.orderBy) {
    case 'email':
      return [dir(identidade.email), dir(usuario.id)];
    case 'createdAt':
      return [dir(usuario.criadoEm), dir(usuario.id)];
    case 'nome':
      return [dir(sql`lower(${usuario.nomeCompleto})`), dir(usuario.id)];
  }
};

/** The identity (e-mail, CPF) is joined for the count only when a filter reads it. */
export const countUsers = async (ex: Executor, tenantId: string, f: UserListFilters) => {
  const where = listWhere(tenantId, f);
  const rows =
    f.email || f.cpf
      ? await ex.select({ total: count() }).from(usuario).innerJoin(identidade, eq(identidade.id, usuario.identidadeId)).where(where)
      : await ex.select({ total: count() }).from(usuario).where(where);
  return rows[0].total;
};

const listColumns = {
  id: usuario.id,
  nomeCompleto: usuario.nomeCompleto,
  apelido: usuario.apelido,
  email: identidade.email,
  cpf: identidade.cpf,
  tipoPessoa: usuario.tipoPessoa,
  telefone: usuario.telefone,
  cargoId: usuario.cargoId,
  cargoNome: cargo.nome,
  departamentoId: usuario.departamentoId,
  departamentoNome: departamento.nome,
  unidadeDeNegocioId: usuario.unidadeDeNegocioId,
  unidadeDeNegocioNome: unidadeDeNegocio.nome,
  permissionId: usuario.grupoDePermissaoId,
  grupoDePermissaoNome: grupoDePermissao.nome,
  classificacao: usuario.classificacao,
  avaliador: usuario.avaliador,
  ativo: usuario.ativo,
  level: usuario.nivel,
  criadoEm: usuario.criadoEm,
  tenantId: usuario.tenantId,
};
/** The identity (e-mail, CPF) is needed to filter or to order by e-mail. */
const readsIdentity = (f: UserListFilters) => Boolean(f.email || f.cpf || f.orderBy === 'email');

/** Every matching user with the names of job title, department, unit and group, in the list's order (CSV export). */
const detailQuery = (ex: Executor, tenantId: string, where: SQL | undefined) =>
  ex
    .select(listColumns)
    .from(usuario)
    .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
    .leftJoin(cargo, and(eq(cargo.tenantId, usuario.tenantId), eq(cargo.id, usuario.cargoId)))
    .leftJoin(departamento, and(eq(departamento.tenantId, usuario.tenantId), eq(departamento.id, usuario.departamentoId)))
    .leftJoin(unidadeDeNegocio, and(eq(unidadeDeNegocio.tenantId, usuario.tenantId), eq(unidadeDeNegocio.id, usuario.unidadeDeNegocioId)))
    .leftJoin(grupoDePermissao, and(eq(grupoDePermissao.tenantId, usuario.tenantId), eq(grupoDePermissao.id, usuario.grupoDePermissaoId)))
    .where(where)
    .$dynamic();
export type UserListRow = Awaited<ReturnType<typeof detailQuery>>[number];

export const listAllUsers = (ex: Executor, tenantId: string, f: UserListFilters): Promise<UserListRow[]> =>
  detailQuery(ex, tenantId, listWhere(tenantId, f)).orderBy(...listOrder(f));

/**
 * A page of users in two steps: the page's ids from the narrowest query the order allows (usuario alone walks the
 * (tenant_id, lower(nome), id) or (tenant_id, criado_em, id) index), then the page's details by id.
 */
export const listUsers = async (ex: Executor, tenantId: string, f: UserListFilters, offset: number, limit: number): Promise<UserListRow[]> => {
  const page = readsIdentity(f)
    ? ex.select({ id: usuario.id }).from(usuario).innerJoin(identidade, eq(identidade.id, usuario.identidadeId)).$dynamic()
    : ex.select({ id: usuario.id }).from(usuario).$dynamic();
  const ids = (await page.where(listWhere(tenantId, f)).orderBy(...listOrder(f)).limit(limit).offset(offset)).map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = await detailQuery(ex, tenantId, and(eq(usuario.tenantId, tenantId), inArray(usuario.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

// ---------------------------------------------------------------- contract usage

/**
 * Active users of the tenant and the users its contract allows (0 without a contract). Locks the tenant row first,
 * so two creations (or reactivations) at once cannot both take the last place.
 */
export const lockContractUsage = async (ex: Executor, tenantId: string) => {
  const [row] = await ex
    .select({ contratados: sql<number>`coalesce(${contrato.usuariosContratados}, 0)::int` })
    .from(tenant)
    .leftJoin(contrato, eq(contrato.id, tenant.contratoId))
    .where(eq(tenant.id, tenantId))
    .for('update', { of: tenant });
  const [active] = await ex
    .select({ total: count() })
    .from(usuario)
    .where(and(eq(usuario.tenantId, tenantId), eq(usuario.ativo, true)));
  return { usuariosAtivos: active.total, usuariosContratados: row ? Number(row.contratados) : 0 };
};

// ---------------------------------------------------------------- identities (platform-wide, no tenant)

export type IdentityRow = { id: string; email: string; cpf: string | null };

export const identityByEmail = async (ex: Executor, email: string): Promise<IdentityRow | null> =>
  (await ex.select({ id: identidade.id, email: identidade.email, cpf: identidade.cpf }).from(identidade).where(eq(identidade.email, email)).limit(1))[0] ?? null;

export const identityByCpf = async (ex: Executor, cpf: string): Promise<IdentityRow | null> =>
  (await ex.select({ id: identidade.id, email: identidade.email, cpf: identidade.cpf }).from(identidade).where(eq(identidade.cpf, cpf)).limit(1))[0] ?? null;

export const insertIdentity = async (ex: Executor, values: { email: string; cpf: string | null; senhaHash: string | null; alterarSenha: boolean }) =>
  (await ex.insert(identidade).values(values).returning({ id: identidade.id }))[0].id;

/** Changes the person's e-mail and/or CPF (platform administration only; the service checks). */
export const updateIdentity = async (ex: Executor, id: string, values: { email?: string; cpf?: string | null; emailConfirmadoEm?: Date | null }) => {
  await ex
    .update(identidade)
    .set({ ...values, atualizadoEm: new Date() })
    .where(eq(identidade.id, id));
};

/** Whether the person already has an account in the tenant (other than `exceptUserId`). */
export const accountOfIdentityInTenant = async (ex: Executor, tenantId: string, identidadeId: string, exceptUserId?: string) =>
  (
    await ex
      .select({ id: usuario.id })
      .from(usuario)
      .where(and(eq(usuario.tenantId, tenantId), eq(usuario.identidadeId, identidadeId), exceptUserId ? ne(usuario.id, exceptUserId) : undefined))
      .limit(1)
  ).length > 0;

// ---------------------------------------------------------------- accounts

export type UserValues = {
  nomeCompleto: string;
  apelido: string | null;
  telefone: string | null;
  tipoPessoa: 'fisica' | 'juridica' | 'estrangeira';
  dataDeNascimento: string | null;
  dataDeAdmissao: string | null;
  genero: 'male' | 'female' | 'non-binary' | null;
  idiomaPreferido: 'pt' | 'en' | 'es' | null;
  superiorDiretoId: string | null;
  cargoId: string | null;
  departamentoId: string | null;
  unidadeDeNegocioId: string | null;
  grupoDePermissaoId: string | null;
  classificacao: 'student' | 'manager' | 'admin';
  avaliador: boolean;
  ativo: boolean;
};

export const insertUser = async (ex: Executor, tenantId: string, identidadeId: string, values: UserValues & { padrao: boolean }) =>
  (await ex.insert(usuario).values({ tenantId, identidadeId, ...values }).returning({ id: usuario.id }))[0].id;

export const updateUser = async (ex: Executor, tenantId: string, id: string, values: Partial<UserValues>) => {
  await ex
    .update(usuario)
    .set({ ...values, atualizadoEm: new Date() })
    .where(and(eq(usuario.tenantId, tenantId), eq(usuario.id, id)));
};

/** The account as the rules need it: its person, level and state. */
export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

export const findAccount = async (ex: Executor, tenantId: string, id: string) =>
  (
    await ex
      .select({
        id: usuario.id,
        identidadeId: usuario.identidadeId,
        nivel: usuario.nivel,
        ativo: usuario.ativo,
        email: identidade.email,
        cpf: identidade.cpf,
        nomeCompleto: usuario.nomeCompleto,
        grupoDePermissaoId: usuario.grupoDePermissaoId,
        classificacao: usuario.classificacao,
      })
      .from(usuario)
      .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
      .where(and(eq(usuario.tenantId, tenantId), eq(usuario.id, id)))
      .limit(1)
  )[0] ?? null;

/** Whether the person has any account outside the tenant (system: crosses tenants, narrowed to one identity). */
export const hasAccountsElsewhere = async (ex: Executor, identidadeId: string, tenantId: string) =>
  (
    await ex
      .select({ id: usuario.id })
      .from(usuario)
      .where(and(eq(usuario.identidadeId, identidadeId), ne(usuario.tenantId, tenantId)))
      .limit(1)
  ).length > 0;

// ---------------------------------------------------------------- references of the tenant


/** A permission group of the tenant with what it grants (the grant rule compares it with the caller's), or null. */
export const permissionGroupGrant = async (ex: Executor, tenantId: string, id: string) =>
  (
    await ex
      .select({ id: grupoDePermissao.id, nome: grupoDePermissao.nome, funcionalidades: grupoDePermissao.funcionalidades, ativo: grupoDePermissao.ativo })
      .from(grupoDePermissao)
      .where(and(eq(grupoDePermissao.tenantId, tenantId), eq(grupoDePermissao.id, id)))
      .limit(1)
  )[0] ?? null;

/** The classification of an account of the tenant (null when there is none). */
export const classificationOf = async (ex: Executor, tenantId: string, id: string) =>
  (await ex.select({ c: usuario.classificacao }).from(usuario).where(and(eq(usuario.tenantId, tenantId), eq(usuario.id, id))).limit(1))[0]?.c ?? null;

export const userExists = async (ex: Executor, tenantId: string, id: string) =>
  (await ex.select({ id: usuario.id }).from(usuario).where(and(eq(usuario.tenantId, tenantId), eq(usuario.id, id))).limit(1)).length > 0;

/** Whether a tenant exists (platform administration listing another company). */
export const tenantExists = async (ex: Executor, id: string) => (await ex.select({ id: tenant.id }).from(tenant).where(eq(tenant.id, id)).limit(1)).length > 0;
