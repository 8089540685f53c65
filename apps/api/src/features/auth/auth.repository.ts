import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db';
import { contrato, grupoDePermissao, identidade, logAutenticacao, refreshToken, tenant, tokenDeSenha, usuario, versaoDeCache } from '../../db/schema';

/**
 * Sign-in works before any tenant is known, so these queries run as the authentication role (`database.auth`, the
 * only one that reads password hashes and tokens: core/db-roles.ts) and cross tenants on purpose; each is narrowed
 * to one person (identity).
 */
export const findIdentityByLogin = async (ex: Executor, login: string) => {
  const email = login.toLowerCase();
  const digits = login.replace(/\D/g, '');
  const rows = await ex
    .select()
    .from(identidade)
    .where(digits.length === 11 && /^[\d.-]+$/.test(login) ? eq(identidade.cpf, digits) : eq(identidade.email, email))
    .limit(1);
  return rows[0] ?? null;
};

export const findIdentity = async (ex: Executor, identityId: string) =>
  (await ex.select().from(identidade).where(eq(identidade.id, identityId)).limit(1))[0] ?? null;

export type AccountRow = Awaited<ReturnType<typeof accountsOfIdentity>>[number];

/** Every account of a person with what the request context needs: tenant, level, group functionalities. */
export const accountsOfIdentity = (ex: Executor, identityId: string) =>
  ex
    .select({
      usuarioId: usuario.id,
      tenantId: usuario.tenantId,
      ativo: usuario.ativo,
      padrao: usuario.padrao,
      nivel: usuario.nivel,
      nomeCompleto: usuario.nomeCompleto,
      tenantNome: tenant.nome,
      subdominio: tenant.subdominio,
      tenantAtivo: tenant.ativo,
      isDistribuidor: sql<boolean>`coalesce(${contrato.isDistribuidor}, false)`,
      // an inactive permission group grants nothing (docs/permissions.md)
      funcionalidades: sql<string[]>`coalesce(case when ${grupoDePermissao.ativo} then ${grupoDePermissao.funcionalidades} end, '{}'::text[])`,
      alterarSenha: identidade.alterarSenha,
    })
    .from(usuario)
    .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
    .innerJoin(tenant, eq(tenant.id, usuario.tenantId))
    .leftJoin(contrato, eq(contrato.id, tenant.contratoId))
    .leftJoin(grupoDePermissao, eq(grupoDePermissao.id, usuario.grupoDePermissaoId))
    .where(eq(usuario.identidadeId, identityId))
    .orderBy(tenant.nome);

export type ContextAccountRow = Awaited<ReturnType<typeof contextAccountsOfIdentity>>[number];

/**
 * What the request context needs of each account of a person, with the cache version of the permission groups of the
 * account's tenant read in the same statement (so the version cannot be newer than the groups read: core/cache.ts).
 */
export const contextAccountsOfIdentity = (ex: Executor, identityId: string) =>
  ex
    .select({
      usuarioId: usuario.id,
      tenantId: usuario.tenantId,
      ativo: usuario.ativo,
      nivel: usuario.nivel,
      tenantAtivo: tenant.ativo,
      isDistribuidor: sql<boolean>`coalesce(${contrato.isDistribuidor}, false)`,
      // an inactive permission group grants nothing (docs/permissions.md)
      funcionalidades: sql<string[]>`coalesce(case when ${grupoDePermissao.ativo} then ${grupoDePermissao.funcionalidades} end, '{}'::text[])`,
      alterarSenha: identidade.alterarSenha,
      gruposVersao: sql<number>`coalesce((select ${versaoDeCache.versao} from ${versaoDeCache} where ${versaoDeCache.tenantId} = ${usuario.tenantId} and ${versaoDeCache.escopo} = 'grupos'), 0)`.mapWith(Number),
    })
    .from(usuario)
    .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
    .innerJoin(tenant, eq(tenant.id, usuario.tenantId))
    .leftJoin(contrato, eq(contrato.id, tenant.contratoId))
    .leftJoin(grupoDePermissao, eq(grupoDePermissao.id, usuario.grupoDePermissaoId))
    .where(eq(usuario.identidadeId, identityId));

export const tenantExists = async (ex: Executor, tenantId: string) =>
  (await ex.select({ id: tenant.id }).from(tenant).where(and(eq(tenant.id, tenantId), eq(tenant.ativo, true))).limit(1)).length > 0;

export const insertRefreshToken = (ex: Executor, row: typeof refreshToken.$inferInsert) => ex.insert(refreshToken).values(row);

export const findRefreshToken = async (ex: Executor, tokenHash: string) =>
  (await ex.select().from(refreshToken).where(eq(refreshToken.tokenHash, tokenHash)).limit(1).for('update'))[0] ?? null;

export const revokeRefreshToken = (ex: Executor, id: string) =>
  ex.update(refreshToken).set({ revogadoEm: new Date() }).where(and(eq(refreshToken.id, id), isNull(refreshToken.revogadoEm)));

export const revokeFamily = (ex: Executor, familia: string) =>
  ex.update(refreshToken).set({ revogadoEm: new Date() }).where(and(eq(refreshToken.familia, familia), isNull(refreshToken.revogadoEm)));

export const revokeAllOfIdentity = (ex: Executor, identityId: string) =>
  ex.update(refreshToken).set({ revogadoEm: new Date() }).where(and(eq(refreshToken.identidadeId, identityId), isNull(refreshToken.revogadoEm)));

export const insertPasswordToken = (ex: Executor, row: typeof tokenDeSenha.$inferInsert) => ex.insert(tokenDeSenha).values(row);

export const findPasswordToken = async (ex: Executor, tokenHash: string, tipo: 'reset' | 'confirm-email') =>
  (await ex
    .select()
    .from(tokenDeSenha)
    .where(and(eq(tokenDeSenha.tokenHash, tokenHash), eq(tokenDeSenha.tipo, tipo)))
    .limit(1)
    .for('update'))[0] ?? null;

export const markPasswordTokenUsed = (ex: Executor, id: string) => ex.update(tokenDeSenha).set({ usadoEm: new Date() }).where(eq(tokenDeSenha.id, id));

/** Older unused tokens of the same kind stop working when a new one is issued or one is used. */
export const retirePasswordTokens = (ex: Executor, identityId: string, tipo: 'reset' | 'confirm-email') =>
  ex
    .update(tokenDeSenha)
    .set({ usadoEm: new Date() })
    .where(and(eq(tokenDeSenha.identidadeId, identityId), eq(tokenDeSenha.tipo, tipo), isNull(tokenDeSenha.usadoEm)));

export const setPassword = (ex: Executor, identityId: string, senhaHash: string, alterarSenha: boolean) =>
  ex.update(identidade).set({ senhaHash, alterarSenha, atualizadoEm: new Date() }).where(eq(identidade.id, identityId));

export const confirmEmail = (ex: Executor, identityId: string) =>
  ex.update(identidade).set({ emailConfirmadoEm: new Date() }).where(eq(identidade.id, identityId));

export const insertAuthLog = (ex: Executor, row: typeof logAutenticacao.$inferInsert) => ex.insert(logAutenticacao).values(row);

/** The person's account in a given tenant, by the account id (for links that carry a user id). */
export const findAccount = async (ex: Executor, usuarioId: string) =>
  (await ex
    .select({ usuarioId: usuario.id, tenantId: usuario.tenantId, identidadeId: usuario.identidadeId, nomeCompleto: usuario.nomeCompleto, ativo: usuario.ativo, email: identidade.email })
    .from(usuario)
    .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
    .where(eq(usuario.id, usuarioId))
    .limit(1))[0] ?? null;

/** Accounts whose person also has accounts in other tenants (their password is shared across companies). */
export const identitiesWithOtherTenants = async (ex: Executor, identityIds: string[], tenantId: string) => {
  if (identityIds.length === 0) return new Set<string>();
  const rows = await ex
    .selectDistinct({ identidadeId: usuario.identidadeId })
    .from(usuario)
    .where(and(inArray(usuario.identidadeId, identityIds), ne(usuario.tenantId, tenantId)));
  return new Set(rows.map((r) => r.identidadeId));
};
