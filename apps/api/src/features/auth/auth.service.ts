import { randomUUID } from 'node:crypto';
import {
  isElevatedLevel,
  isPasswordValid,
  passwordErrors,
  retryAfterSeconds,
  waitText,
  type AuthEvent,
  type Level,
  type TokenPayload,
  type TokenResponse,
} from '@plataforma/shared/auth';
import { LANGUAGES, translate, type Language } from '@plataforma/shared';
import { isUuid, signAccessToken, verifyAccessToken, type RequestContext } from '../../core/auth';
import { decoyHash, hashPassword, randomToken, sha256, verifyPassword } from '../../core/crypto';
import { identityScope, platformDependency, readVersions, type Dependency } from '../../core/cache';
import type { Executor } from '../../core/db';
import type { Deps, RequestMeta } from '../../core/deps';
import { AppError, FieldError, forbidden, unauthorized } from '../../core/errors';
import { sendLater, type MailMessage } from '../../core/mail';
import { createDenyList } from '../../core/token-deny-list';
import * as repo from './auth.repository';
import { resetPasswordMail, welcomeMail } from './auth.mail';
import { createLoginThrottle } from './login-throttle';
import { emitSignedIn } from './auth-events';

const SCOPE = 'openid profile offline_access';

/** Password recovery runs in the background for every input (docs/decisions/0013). */
export const RECOVERY_QUEUE = 'auth.recovery';
type RecoveryJob = { user: string; lang: Language; meta: RequestMeta };

/** A sign-in's tokens: the reply of the spec (its refresh_token empty) and the refresh token for the HttpOnly cookie. */
export type IssuedSession = { reply: TokenResponse; refreshToken: string };

/**
 * The key that counts sign-in failures of one person, whatever identifier was typed: the identity when it exists,
 * else the identifier as sign-in reads it (CPF digits, lower-case e-mail), so unknown names are throttled alike.
 */
const throttleKey = (identityId: string | null, login: string) => {
  if (identityId) return identityId;
  const digits = login.replace(/\D/g, '');
  return `?${digits.length === 11 && /^[\d.-]+$/.test(login) ? digits : login.toLowerCase()}`;
};

/** The account a sign-in lands on: the default one if active, otherwise the first active one. */
const pickHomeAccount = (accounts: repo.AccountRow[]) => {
  const usable = accounts.filter((a) => a.ativo && a.tenantAtivo);
  return usable.find((a) => a.padrao) ?? usable[0] ?? null;
};

const isElevatedAccount = (a: Pick<repo.AccountRow, 'nivel' | 'isDistribuidor'>) => isElevatedLevel(a.nivel) || a.isDistribuidor;

export const createAuthService = (deps: Deps) => {
  const { config, database, cache } = deps;
  const throttle = createLoginThrottle(database.db, deps.redis, config);
  const denyList = createDenyList(database.db, deps.redis);

  const log = (ex: Executor, entry: { evento: AuthEvent; sucesso: boolean; meta: RequestMeta; usuario?: string | null; tenantId?: string | null; usuarioId?: string | null; identidadeId?: string | null; metodo?: string; detalhes?: string | null }) =>
    repo.insertAuthLog(ex, {
      evento: entry.evento,
      sucesso: entry.sucesso,
      usuario: entry.usuario ?? null,
      tenantId: entry.tenantId ?? null,
      usuarioId: entry.usuarioId ?? null,
      identidadeId: entry.identidadeId ?? null,
      metodo: entry.metodo ?? 'local',
      ip: entry.meta.ip,
      userAgent: entry.meta.userAgent?.slice(0, 300) ?? null,
      detalhes: entry.detalhes ?? null,
    });

  /** Access token plus a new refresh token (a new family at sign-in, the same family at rotation). */
  const issueTokens = async (
    ex: Executor,
    identity: { id: string; alterarSenha: boolean },
    home: { usuarioId: string; tenantId: string; nivel: Level },
    familia: string,
    method: 'local' | 'sso' = 'local',
  ): Promise<IssuedSession> => {
    const access = await signAccessToken(config, { sub: identity.id, Level: home.nivel, Tenant: home.tenantId, IdDoUsuario: home.usuarioId, method });
    const refresh = randomToken(48);
    await repo.insertRefreshToken(ex, {
      identidadeId: identity.id,
      usuarioId: home.usuarioId,
      tokenHash: sha256(refresh),
      familia,
      metodo: method,
      expiraEm: new Date(Date.now() + config.refreshTokenTtlSeconds * 1000),
    });
    return {
      reply: { access_token: access, expires_in: config.accessTokenTtlSeconds, refresh_token: '', scope: SCOPE, token_type: 'Bearer', method, updatePassword: identity.alterarSenha },
      refreshToken: refresh,
    };
  };

  /** 429 with the wait, in the caller's language, and Retry-After. */
  const tooManyAttempts = (waitMs: number, lang: Language) => {
    const seconds = retryAfterSeconds(waitMs);
    return new AppError('auth.tooManyAttemptsWait', 429, { wait: waitText(seconds, lang) }, undefined, { 'retry-after': String(seconds) });
  };

  const login = async (username: string, password: string, meta: RequestMeta, lang: Language = 'pt'): Promise<IssuedSession> => {
    const identity = await database.auth((tx) => repo.findIdentityByLogin(tx, username));
    // Counted per address and per person before the password is checked (login-throttle.ts).
    const address = meta.ip ?? 'desconhecido';
    const account = throttleKey(identity?.id ?? null, username);
    const { waitMs } = await throttle.begin(address, account);
    if (waitMs > 0) {
      await database.auth((tx) => log(tx, { evento: 'login-failed', sucesso: false, meta, usuario: username.slice(0, 254), identidadeId: identity?.id ?? null, detalhes: 'throttled' }));
      throw tooManyAttempts(waitMs, lang);
    }
    // The same work and the same answer whether or not the person exists: no user enumeration.
    const ok = identity?.senhaHash ? await verifyPassword(identity.senhaHash, password) : (await verifyPassword(await decoyHash(), password), false);
    if (ok) await throttle.succeeded(address, account);
    // Failures are logged in their own committed transaction, then refused.
    const outcome = await database.auth(async (tx) => {
      if (!identity || !ok) {
        await log(tx, { evento: 'login-failed', sucesso: false, meta, usuario: username.slice(0, 254), identidadeId: identity?.id ?? null });
        return { ok: false as const, error: 'auth.invalidCredentials' as const };
      }
      const home = pickHomeAccount(await repo.accountsOfIdentity(tx, identity.id));
      if (!home) {
        await log(tx, { evento: 'login-failed', sucesso: false, meta, usuario: username, identidadeId: identity.id, detalhes: 'inactive' });
        return { ok: false as const, error: 'auth.inactiveUser' as const };
      }
      await log(tx, { evento: 'login', sucesso: true, meta, usuario: username, identidadeId: identity.id, usuarioId: home.usuarioId, tenantId: home.tenantId });
      return { ok: true as const, tokens: await issueTokens(tx, identity, home, randomUUID()), home };
    });
    if (outcome.ok) {
      await emitSignedIn({ tenantId: outcome.home.tenantId, usuarioId: outcome.home.usuarioId, kind: 'login', at: new Date() }, deps.log);
      return outcome.tokens;
    }
    throw outcome.error === 'auth.inactiveUser' ? new AppError('auth.inactiveUser', 403) : unauthorized('auth.invalidCredentials');
  };

  /** Rotation: a refresh token works once; presenting a used one revokes its whole family. */
  const refresh = (token: string, meta: RequestMeta): Promise<IssuedSession> =>
    database
      .auth(async (tx) => {
        const row = await repo.findRefreshToken(tx, sha256(token));
        if (!row) return { ok: false as const };
        if (row.revogadoEm) {
          await repo.revokeFamily(tx, row.familia);
          await log(tx, { evento: 'refresh', sucesso: false, meta, identidadeId: row.identidadeId, detalhes: 'reused refresh token: family revoked' });
          return { ok: false as const };
        }
        if (row.expiraEm.getTime() <= Date.now()) return { ok: false as const };
        const identity = await repo.findIdentity(tx, row.identidadeId);
        const accounts = await repo.accountsOfIdentity(tx, row.identidadeId);
        const home = accounts.find((a) => a.usuarioId === row.usuarioId && a.ativo && a.tenantAtivo) ?? pickHomeAccount(accounts);
        if (!identity || !home) return { ok: false as const };
        await repo.revokeRefreshToken(tx, row.id);
        return { ok: true as const, tokens: await issueTokens(tx, identity, home, row.familia, row.metodo === 'sso' ? 'sso' : 'local'), home };
      })
      .then(async (r) => {
        if (!r.ok) throw unauthorized('auth.invalidToken');
        await emitSignedIn({ tenantId: r.home.tenantId, usuarioId: r.home.usuarioId, kind: 'refresh', at: new Date() }, deps.log);
        return r.tokens;
      });

  /**
   * Sign-out: revokes the refresh token's sign-in (its whole family) and refuses the access token presented with it
   * until its expiry, in every API process (core/token-deny-list.ts).
   */
  const logout = async (token: string | null, accessToken: string | null) => {
    if (accessToken) {
      const payload = await verifyAccessToken(config, accessToken).catch(() => null);
      if (payload?.jti) await denyList.deny(payload.jti, payload.exp);
    }
    if (!token) return;
    await database.auth(async (tx) => {
      const row = await repo.findRefreshToken(tx, sha256(token));
      if (row) await repo.revokeFamily(tx, row.familia);
    });
  };

  /** Logs an event of the signed-in person; another tenant only when the person may act there (an account, or client mode). */
  const recordEvent = (ctx: RequestContext, evento: AuthEvent, metodo: string, meta: RequestMeta, detalhes?: string | null, tenantId?: string) =>
    database.auth(async (tx) => {
      if (tenantId && tenantId !== ctx.tenantId && tenantId !== ctx.homeTenantId) {
        const accounts = await repo.accountsOfIdentity(tx, ctx.identityId);
        const home = accounts.find((a) => a.usuarioId === ctx.homeUserId);
        const partner = accounts.some((a) => a.tenantId === tenantId && a.ativo && a.tenantAtivo);
        if (!partner && !(home && isElevatedAccount(home) && (await repo.tenantExists(tx, tenantId)))) throw forbidden('auth.tenantForbidden');
      }
      await log(tx, { evento, sucesso: true, meta, identidadeId: ctx.identityId, usuarioId: ctx.userId, tenantId: tenantId ?? ctx.tenantId, metodo, detalhes });
    });

  /**
   * The person's accounts as the context needs them, kept while the person's accounts and identity
   * ('identidade:<id>'), the tenants and contracts ('tenants') and the permission groups of the accounts' tenants
   * ('grupos') are unchanged (docs/caching.md). One statement reads those versions; a miss adds the read of the
   * accounts, which carries the groups' versions itself.
   */
  type CachedAccounts = { accounts: repo.ContextAccountRow[]; tenants: string[] };
  const contextAccounts = async (identityId: string) => {
    const key = `contexto|${identityId}`;
    const known = cache.latest<CachedAccounts>(key);
    const deps: Dependency[] = [platformDependency(identityScope(identityId)), platformDependency('tenants'), ...(known?.tenants ?? []).map((t) => ({ tenantId: t, scope: 'grupos' as const }))];
    const versions = await readVersions(database.db, deps);
    const hit = cache.peek<CachedAccounts>(key, versions);
    if (hit) return { accounts: hit.accounts, tenantsVersion: versions[1] };
    // Crosses tenants (the person's accounts everywhere): the authentication role, on a miss only.
    const accounts = await database.auth((tx) => repo.contextAccountsOfIdentity(tx, identityId));
    const tenants = [...new Set(accounts.map((a) => a.tenantId))].sort();
    const groupVersions = tenants.map((t) => accounts.find((a) => a.tenantId === t)!.gruposVersao);
    cache.put(key, [versions[0], versions[1], ...groupVersions], { accounts, tenants }, accounts.length);
    return { accounts, tenantsVersion: versions[1] };
  };

  /** Whether an active tenant exists, kept while 'tenants' is at `version` (read before). */
  const activeTenant = async (tenantId: string, version: number) => {
    const key = `tenant-ativo|${tenantId}`;
    const hit = cache.peek<boolean>(key, [version]);
    if (hit !== undefined) return hit;
    const exists = await repo.tenantExists(database.db, tenantId);
    cache.put(key, [version], exists);
    return exists;
  };

  /** Resolves who acts where: partner account when the person has one there, client mode for elevated users. */
  const resolveContext = async (payload: TokenPayload, requested: string | null): Promise<RequestContext> => {
    // Read-only look-ups on every request: plain statements, no transaction round trips; kept in the process cache.
    const { accounts, tenantsVersion } = await contextAccounts(payload.sub);
    const target = requested && !accounts.some((a) => a.tenantId === requested) ? await activeTenant(requested, tenantsVersion) : true;
    const home = accounts.find((a) => a.usuarioId === payload.IdDoUsuario);
    const identity = home ? { id: payload.sub, alterarSenha: home.alterarSenha } : null;
    if (!identity || !home || !home.ativo || !home.tenantAtivo) throw unauthorized('auth.invalidToken');
    const tenantId = requested ?? home.tenantId;
    const partner = accounts.find((a) => a.tenantId === tenantId);
    const base = {
      identityId: identity.id,
      homeUserId: home.usuarioId,
      homeTenantId: home.tenantId,
      method: payload.method,
      pendingPassword: identity.alterarSenha,
    };
    if (partner) {
      if (!partner.ativo || !partner.tenantAtivo) throw forbidden('auth.tenantForbidden');
      return {
        ...base,
        userId: partner.usuarioId,
        tenantId,
        level: partner.nivel,
        elevated: isElevatedAccount(partner),
        clientMode: false,
        permissions: partner.funcionalidades,
      };
    }
    // Client mode: an elevated person enters a customer's tenant with their own account's functionalities.
    if (!isElevatedAccount(home) || !target) throw forbidden('auth.tenantForbidden');
    return { ...base, userId: home.usuarioId, tenantId, level: home.nivel, elevated: false, clientMode: true, permissions: home.funcionalidades };
  };

  /** Issues a single-use recovery token (retiring older ones) and composes the e-mail carrying its link. */
  /**
   * A one-use link to create the password (tipo 'reset'; earlier links retired): the recovery e-mail, valid for
   * RESET_TOKEN_TTL seconds, or the welcome of a new account, valid for WELCOME_LINK_DAYS days.
   */
  const issuePasswordLink = async (
    ex: Executor,
    account: { identidadeId: string; usuarioId: string; email: string; nomeCompleto: string },
    lang: Language,
    kind: 'reset' | 'welcome',
  ) => {
    const token = randomToken(32);
    const lifetimeMs = kind === 'welcome' ? config.welcomeLinkDays * 86_400_000 : config.resetTokenTtlSeconds * 1000;
    await repo.retirePasswordTokens(ex, account.identidadeId, 'reset');
    await repo.insertPasswordToken(ex, {
      identidadeId: account.identidadeId,
      usuarioId: account.usuarioId,
      tipo: 'reset',
      tokenHash: sha256(token),
      expiraEm: new Date(Date.now() + lifetimeMs),
    });
    const link = `${config.publicUrl}/auth/new-password?userId=${account.usuarioId}&hash=${encodeURIComponent(token)}`;
    const to = { to: account.email, name: account.nomeCompleto, link, lang };
    return kind === 'welcome' ? welcomeMail({ ...to, days: config.welcomeLinkDays }) : resetPasswordMail({ ...to, minutes: Math.round(config.resetTokenTtlSeconds / 60) });
  };
  const issueResetLink = (ex: Executor, account: { identidadeId: string; usuarioId: string; email: string; nomeCompleto: string }, lang: Language) =>
    issuePasswordLink(ex, account, lang, 'reset');

  /** Mail leaves only after the token's transaction committed, and after the reply (its timing reveals nothing). */
  const mailAfterCommit = (message: MailMessage | null) => {
    if (message) sendLater(deps.mailer, message, deps.log, deps.pendingMail);
  };

  /**
   * A new link to create (or reset) the password, e-mailed after the commit; `deliver` hands the message to another
   * sender instead (the job queue, for the mails of an import).
   */
  const sendResetLink = async (
    account: { identidadeId: string; usuarioId: string; email: string; nomeCompleto: string },
    lang: Language,
    deliver?: (message: MailMessage) => Promise<unknown>,
  ) => {
    const message = await database.auth((tx) => issueResetLink(tx, account, lang));
    if (deliver) await deliver(message);
    else mailAfterCommit(message);
  };

  /** The welcome e-mail of a person created without a password, with the link to create it (`deliver` as above). */
  const sendWelcome = async (
    account: { identidadeId: string; usuarioId: string; email: string; nomeCompleto: string },
    lang: Language,
    deliver?: (message: MailMessage) => Promise<unknown>,
  ) => {
    const message = await database.auth((tx) => issuePasswordLink(tx, account, lang, 'welcome'));
    if (deliver) await deliver(message);
    else mailAfterCommit(message);
  };

  /**
   * Password recovery. The request only queues a job, the same for every input, so its reply and its work say nothing
   * of whether the person exists; the job looks the person up, issues the link and mails it.
   */
  const forgotPassword = async (user: string, lang: Language, meta: RequestMeta) => {
    await deps.jobs.send<RecoveryJob>(RECOVERY_QUEUE, { user: user.trim(), lang, meta });
    return { success: true as const, message: translate('auth.recoverySent', lang) };
  };

  const runRecovery = async ({ user, lang, meta }: RecoveryJob) => {
    const language: Language = (LANGUAGES as readonly string[]).includes(lang) ? lang : 'pt';
    const message = await database.auth(async (tx) => {
      const identity = await repo.findIdentityByLogin(tx, user);
      const home = identity ? pickHomeAccount(await repo.accountsOfIdentity(tx, identity.id)) : null;
      if (!identity || !home) return null;
      const mail = await issueResetLink(tx, { identidadeId: identity.id, usuarioId: home.usuarioId, email: identity.email, nomeCompleto: home.nomeCompleto }, language);
      await log(tx, { evento: 'password-reset', sucesso: true, meta, usuario: user, identidadeId: identity.id, tenantId: home.tenantId, detalhes: 'link sent' });
      return mail;
    });
    if (message) await deps.mailer.send(message);
  };

  /** Checks a recovery link before its form is shown. */
  const linkResetPassword = (userId: string, hash: string) =>
    database.auth(async (tx) => {
      const row = await repo.findPasswordToken(tx, sha256(hash), 'reset');
      const account = row ? await repo.findAccount(tx, userId) : null;
      if (!row || !account || row.usadoEm || row.expiraEm.getTime() <= Date.now() || account.identidadeId !== row.identidadeId) {
        throw new AppError('auth.invalidToken', 400);
      }
      return { token: hash, userId, email: account.email, nomeCompleto: account.nomeCompleto, expiresAt: row.expiraEm.toISOString() };
    });

  const assertPassword = (password: string) => {
    if (!isPasswordValid(password)) throw new AppError(passwordErrors(password)[0] ?? 'validation.required', 400);
  };

  /** Sets the password from a recovery token: single use, expiring, bound to the person; ends their sessions. */
  const createPassword = async (input: { userId: string; email?: string; password: string; token: string }, meta: RequestMeta) => {
    assertPassword(input.password);
    const senhaHash = await hashPassword(input.password);
    await database.auth(async (tx) => {
      const row = await repo.findPasswordToken(tx, sha256(input.token), 'reset');
      const account = row && isUuid(input.userId) ? await repo.findAccount(tx, input.userId) : null;
      const emailMatches = !input.email || account?.email === input.email.trim().toLowerCase();
      if (!row || !account || row.usadoEm || row.expiraEm.getTime() <= Date.now() || account.identidadeId !== row.identidadeId || !emailMatches) {
        throw new AppError('auth.invalidToken', 400);
      }
      await repo.markPasswordTokenUsed(tx, row.id);
      await repo.retirePasswordTokens(tx, row.identidadeId, 'reset');
      await repo.setPassword(tx, row.identidadeId, senhaHash, false);
      await repo.revokeAllOfIdentity(tx, row.identidadeId);
      await log(tx, { evento: 'password-reset', sucesso: true, meta, identidadeId: row.identidadeId, usuarioId: account.usuarioId, tenantId: account.tenantId, detalhes: 'password created' });
    });
    return { success: true as const };
  };

  /** A single-use e-mail confirmation token (retiring older ones), in the authentication role's own transaction. */
  const issueEmailConfirmation = (identidadeId: string, usuarioId: string) =>
    database.auth(async (tx) => {
      const token = randomToken(32);
      await repo.retirePasswordTokens(tx, identidadeId, 'confirm-email');
      await repo.insertPasswordToken(tx, { identidadeId, usuarioId, tipo: 'confirm-email', tokenHash: sha256(token), expiraEm: new Date(Date.now() + 7 * 24 * 3600 * 1000) });
      return token;
    });

  const confirmEmail = (userId: string, token: string) =>
    database.auth(async (tx) => {
      const row = await repo.findPasswordToken(tx, sha256(token), 'confirm-email');
      if (!row || row.usadoEm || row.expiraEm.getTime() <= Date.now() || row.usuarioId !== userId) throw new AppError('auth.invalidToken', 400);
      await repo.markPasswordTokenUsed(tx, row.id);
      await repo.confirmEmail(tx, row.identidadeId);
      return { success: true as const };
    });

  /**
   * The signed-in person's own change: at first access or a forced change the session is enough; otherwise the
   * current password is asked, so a stolen session cannot take the account over.
   */
  const changeOwnPassword = async (ctx: RequestContext, senha: string, meta: RequestMeta, senhaAtual?: string) => {
    assertPassword(senha);
    // Without a forced update the current password proves it is the person (a session left open is not enough).
    if (!ctx.pendingPassword) {
      if (!senhaAtual) throw new FieldError('senhaAtual', 'auth.currentPasswordRequired', 400);
      const identity = await database.auth((tx) => repo.findIdentity(tx, ctx.identityId));
      const ok = identity?.senhaHash ? await verifyPassword(identity.senhaHash, senhaAtual) : false;
      if (!ok) throw new FieldError('senhaAtual', 'auth.wrongCurrentPassword', 400);
    }
    const senhaHash = await hashPassword(senha);
    await database.auth(async (tx) => {
      await repo.setPassword(tx, ctx.identityId, senhaHash, false);
      await log(tx, { evento: 'password-reset', sucesso: true, meta, identidadeId: ctx.identityId, usuarioId: ctx.userId, tenantId: ctx.homeTenantId, detalhes: 'own password changed' });
    });
    return { success: true as const };
  };

  /**
   * Sets passwords chosen by an administrator; `shared` lists people whose credentials span other tenants, which
   * only the platform administration (elevated, or in client mode) may change. Runs as the authentication role: a
   * tenant transaction cannot see the other tenants' accounts (row-level security), so the check would always pass
   * there, and only that role writes password hashes.
   */
  const setPasswordsByAdmin = async (ctx: RequestContext, identityIds: string[], senha: string, alterarSenha: boolean) => {
    assertPassword(senha);
    const senhaHash = identityIds.length > 0 ? await hashPassword(senha) : '';
    return database.auth(async (tx) => {
      const shared = ctx.elevated || ctx.clientMode ? new Set<string>() : await repo.identitiesWithOtherTenants(tx, identityIds, ctx.tenantId);
      const allowed = identityIds.filter((id) => !shared.has(id));
      for (const id of allowed) {
        await repo.setPassword(tx, id, senhaHash, alterarSenha);
        await repo.revokeAllOfIdentity(tx, id);
      }
      return { changed: new Set(allowed), shared };
    });
  };

  return {
    login,
    refresh,
    logout,
    /** Whether an access token id was refused by a sign-out (the authentication hook asks on every call). */
    isAccessDenied: denyList.isDenied,
    recordEvent,
    resolveContext,
    forgotPassword,
    runRecovery,
    linkResetPassword,
    createPassword,
    confirmEmail,
    issueEmailConfirmation,
    changeOwnPassword,
    setPasswordsByAdmin,
    sendResetLink,
    sendWelcome,
    assertPassword,
  };
};

export type AuthService = ReturnType<typeof createAuthService>;

/** The background work of the auth feature: password recovery (register before the job system starts). */
export const registerAuthJobs = (deps: Pick<Deps, 'jobs'>, auth: AuthService) =>
  deps.jobs.register<RecoveryJob>(RECOVERY_QUEUE, auth.runRecovery, { retryLimit: 3, retryDelay: 30, expireInSeconds: 120, concurrency: 2 });
