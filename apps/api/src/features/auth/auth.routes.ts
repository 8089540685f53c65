import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  authenticationLogRequestSchema,
  confirmEmailRequestSchema,
  createPasswordRequestSchema,
  forgotPasswordParamsSchema,
  forgotPasswordResponseSchema,
  linkResetPasswordQuerySchema,
  linkResetPasswordResponseSchema,
  loginRequestSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  tokenResponseSchema,
} from '@plataforma/shared/auth';
import { successSchema } from '@plataforma/shared';
import { ctxOf } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { metaOf, typed } from '../../core/route';
import { forbidden, unauthorized } from '../../core/errors';
import type { AuthService, IssuedSession } from './auth.service';

const tags = ['autenticacao'];

export const REFRESH_PATH = '/api/v1/autenticacao/Refresh';
export const LOGOUT_PATH = '/api/v1/autenticacao/logout';
/** The refresh token's HttpOnly cookie, sent only to the refresh and logout calls (docs/decisions/0013). */
export const REFRESH_COOKIE = 'plataforma_refresh';
const COOKIE_PATHS = [REFRESH_PATH, LOGOUT_PATH];
/** Every call that reads or sets the refresh cookie. */
const COOKIE_CALLS = new Set(['/api/v1/autenticacao/login', '/api/v1/Login', REFRESH_PATH, LOGOUT_PATH]);

/**
 * The cookie's value is `p.<token>` for "remember me" (a persistent cookie, kept for the refresh token's lifetime) and
 * `s.<token>` otherwise (a session cookie, gone when the browser closes); rotation keeps the kind.
 */
const readRefreshCookie = (req: FastifyRequest) => {
  const raw = req.cookies[REFRESH_COOKIE];
  const match = raw ? /^([ps])\.([\w-]{1,200})$/.exec(raw) : null;
  return match ? { persistent: match[1] === 'p', token: match[2] } : null;
};

const bearerOf = (req: FastifyRequest) => {
  const match = req.headers.authorization ? /^Bearer\s+(.+)$/i.exec(req.headers.authorization) : null;
  return match ? match[1].trim() : null;
};

/**
 * The calls that read or set the refresh cookie answer only the platform's own pages. Cookies ignore the port, and
 * SameSite counts another port of the same host as the same site, so a page of the content origin on the same host
 * (docs/scorm.md) could otherwise make the browser send the cookie with a forged sign-in, refresh or sign-out. The
 * browser's `Sec-Fetch-Site` says where the request comes from; without it, an `Origin` must name the host called.
 * Calls that send neither (API clients, not browsers) carry no ambient cookie of a victim and are let through.
 */
export const assertSameOrigin = (req: FastifyRequest) => {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined) {
    if (site !== 'same-origin') throw forbidden('auth.crossOrigin');
    return;
  }
  const origin = req.headers.origin;
  if (origin === undefined) return;
  let host: string | null = null;
  try {
    host = new URL(origin).host;
  } catch {
    host = null;
  }
  if (host === null || host !== req.headers.host) throw forbidden('auth.crossOrigin');
};

export const authRoutes = (deps: Deps, auth: AuthService) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const secure = deps.config.publicUrl.startsWith('https:');
  const cookieOptions = (path: string) => ({ httpOnly: true, sameSite: 'strict' as const, secure, path });

  const withCookie = (reply: FastifyReply, session: IssuedSession, persistent: boolean) => {
    for (const path of COOKIE_PATHS) {
      void reply.setCookie(REFRESH_COOKIE, `${persistent ? 'p' : 's'}.${session.refreshToken}`, {
        ...cookieOptions(path),
        ...(persistent ? { maxAge: deps.config.refreshTokenTtlSeconds } : {}),
      });
    }
    return session.reply;
  };
  const clearCookie = (reply: FastifyReply) => {
    for (const path of COOKIE_PATHS) void reply.clearCookie(REFRESH_COOKIE, cookieOptions(path));
  };

  // Sign-in attempts are throttled per address and per person inside the service (login-throttle.ts).
  const loginSchema = { tags, body: loginRequestSchema, response: { 200: tokenResponseSchema } };

  app.addHook('preValidation', async (req) => {
    if (COOKIE_CALLS.has(req.routeOptions.url ?? '')) assertSameOrigin(req);
  });

  app.post('/api/v1/autenticacao/login', { config: { public: true }, schema: loginSchema }, async (req, reply) =>
    withCookie(reply, await auth.login(req.body.username, req.body.password, metaOf(req), req.lang), req.body.remember === true),
  );

  // Portal sign-in: the same credentials and reply as autenticacao/login (spec path api/Login).
  app.post(
    '/api/v1/Login',
    {
      config: { public: true },
      schema: {
        ...loginSchema,
        body: z.union([loginRequestSchema, z.object({ email: z.string().trim().min(1).max(254), password: z.string().min(1).max(128), remember: z.boolean().optional() })]),
      },
    },
    async (req, reply) =>
      withCookie(reply, await auth.login('username' in req.body ? req.body.username : req.body.email, req.body.password, metaOf(req), req.lang), req.body.remember === true),
  );

  // The refresh token comes from its cookie only; the body keeps the spec's fields (scope, grant type).
  app.post(REFRESH_PATH, { config: { public: true }, schema: { tags, body: refreshRequestSchema, response: { 200: tokenResponseSchema } } }, async (req, reply) => {
    const cookie = readRefreshCookie(req);
    if (!cookie) throw unauthorized('auth.invalidToken');
    try {
      return withCookie(reply, await auth.refresh(cookie.token, metaOf(req)), cookie.persistent);
    } catch (err) {
      clearCookie(reply);
      throw err;
    }
  });

  // Ends the sign-in of the cookie and refuses the access token of the Authorization header, when one is sent.
  app.post(LOGOUT_PATH, { config: { public: true }, schema: { tags, body: logoutRequestSchema.nullish(), response: { 200: successSchema } } }, async (req, reply) => {
    await auth.logout(readRefreshCookie(req)?.token ?? null, bearerOf(req));
    clearCookie(reply);
    return { success: true as const };
  });

  app.get(
    '/api/v1/autenticacao/forgotpassword/:user',
    {
      config: {
        public: true,
        rateLimit: {
          max: deps.config.loginRateLimitMax,
          timeWindow: deps.config.loginRateLimitWindowMs,
          keyGenerator: (req: { ip: string; params?: unknown }) => `${req.ip}|${String((req.params as { user?: unknown } | undefined)?.user ?? '').toLowerCase()}`,
        },
      }, schema: { tags, params: forgotPasswordParamsSchema, response: { 200: forgotPasswordResponseSchema } } },
    (req) => auth.forgotPassword(req.params.user, req.lang, metaOf(req)),
  );

  app.post(
    '/api/v1/autenticacao/AuthenticationLog',
    { config: { allowPendingPassword: true }, schema: { tags, body: authenticationLogRequestSchema, response: { 200: successSchema } } },
    async (req) => {
      const ctx = ctxOf(req);
      await auth.recordEvent(ctx, req.body.evento, req.body.metodo, metaOf(req), req.body.detalhes ?? null, req.body.tenantId);
      return { success: true as const };
    },
  );

  for (const path of ['/api/v1/autenticacao/CreatePassword', '/api/v1/User/CreatePassword', '/api/v1/usuario/CreatePassword']) {
    app.post(path, { config: { public: true }, schema: { tags, body: createPasswordRequestSchema, response: { 200: successSchema } } }, (req) =>
      auth.createPassword(req.body, metaOf(req)),
    );
  }

  app.post('/api/v1/User/ConfirmEmail', { config: { public: true }, schema: { tags, body: confirmEmailRequestSchema, response: { 200: successSchema } } }, (req) =>
    auth.confirmEmail(req.body.userId, req.body.token),
  );

  app.get(
    '/api/v1/usuario/:id/LinkResetPassword',
    { config: { public: true }, schema: { tags, params: z.object({ id: z.uuid() }), querystring: linkResetPasswordQuerySchema, response: { 200: linkResetPasswordResponseSchema } } },
    (req) => auth.linkResetPassword(req.params.id, req.query.hash),
  );
};
