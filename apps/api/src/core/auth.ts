import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify } from 'jose';
import { type Level, type TokenPayload, tokenPayloadSchema } from '@plataforma/shared/auth';
import { hasPermission } from '@plataforma/shared/permissions';
import { pickLanguage, type Language } from '@plataforma/shared';
import type { Config } from './config';
import { AppError, unauthorized } from './errors';

/** Who is acting, where, and with which functionalities — resolved once per request. */
export type RequestContext = {
  identityId: string;
  /** The account acting now (in `tenantId`). In client mode, the elevated user's own account. */
  userId: string;
  tenantId: string;
  homeUserId: string;
  homeTenantId: string;
  level: Level;
  elevated: boolean;
  clientMode: boolean;
  permissions: string[];
  method: 'local' | 'sso';
  pendingPassword: boolean;
};

export type ContextResolver = (payload: TokenPayload, requestedTenant: string | null) => Promise<RequestContext>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** No session needed. */
    public?: boolean;
    /** Functionalities required (all of them), by the spec's permission names. */
    permission?: string | readonly string[];
    /** Functionalities of which at least one is required (a shared select several screens use). */
    anyPermission?: readonly string[];
    /** Reachable while a password change is pending (first access). */
    allowPendingPassword?: boolean;
  }
  interface FastifyRequest {
    ctx: RequestContext | null;
    lang: Language;
  }
}

export type AccessClaims = Omit<TokenPayload, 'exp' | 'jti'>;

export const signAccessToken = (config: Pick<Config, 'jwtSecret' | 'accessTokenTtlSeconds'>, claims: AccessClaims) =>
  new SignJWT({ Level: claims.Level, Tenant: claims.Tenant, IdDoUsuario: claims.IdDoUsuario, method: claims.method })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${config.accessTokenTtlSeconds}s`)
    .sign(config.jwtSecret);

export const verifyAccessToken = async (config: Pick<Config, 'jwtSecret'>, token: string): Promise<TokenPayload> => {
  try {
    const { payload } = await jwtVerify(token, config.jwtSecret, { algorithms: ['HS256'] });
    return tokenPayloadSchema.parse(payload);
  } catch {
    throw unauthorized('auth.invalidToken');
  }
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** The context of an authenticated route; routes marked public have none. */
export const ctxOf = (request: FastifyRequest): RequestContext => {
  if (!request.ctx) throw unauthorized();
  return request.ctx;
};

export const authPlugin = fp(
  async (app: FastifyInstance, options: { config: Config; resolve: ContextResolver; isDenied: (jti: string) => Promise<boolean> }) => {
    app.decorateRequest('ctx', null);
    app.decorateRequest('lang', 'pt');
    app.addHook('onRequest', async (request) => {
      request.lang = pickLanguage(request.headers['accept-language']);
      const routeConfig = request.routeOptions.config;
      if (!request.routeOptions.url || routeConfig.public) return;
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(.+)$/i.exec(header) : null;
      if (!match) throw unauthorized();
      const payload = await verifyAccessToken(options.config, match[1].trim());
      const rawTenant = request.headers['x-tenant'];
      const requested = typeof rawTenant === 'string' && rawTenant.trim() !== '' ? rawTenant.trim() : null;
      if (requested && !UUID.test(requested)) throw new AppError('auth.tenantForbidden', 403);
      // A token ended by sign-out is refused at once, in every process (core/token-deny-list.ts); the look-up runs
      // alongside the context's.
      const resolving = options.resolve(payload, requested);
      resolving.catch(() => undefined); // awaited below; a refusal of the token comes first
      if (payload.jti && (await options.isDenied(payload.jti))) throw unauthorized('auth.invalidToken');
      const ctx = await resolving;
      if (ctx.pendingPassword && !routeConfig.allowPendingPassword) throw new AppError('auth.forbidden', 403, {}, { updatePassword: true });
      if (!hasPermission(ctx.permissions, routeConfig.permission)) throw new AppError('auth.forbidden', 403);
      if (routeConfig.anyPermission && !routeConfig.anyPermission.some((name) => hasPermission(ctx.permissions, name))) throw new AppError('auth.forbidden', 403);
      request.ctx = ctx;
    });
  },
  { name: 'auth' },
);
