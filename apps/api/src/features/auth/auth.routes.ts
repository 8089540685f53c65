import type { FastifyInstance } from 'fastify';
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
import type { AuthService } from './auth.service';

const tags = ['autenticacao'];

export const authRoutes = (deps: Deps, auth: AuthService) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const loginLimit = {
    max: deps.config.loginRateLimitMax,
    timeWindow: deps.config.loginRateLimitWindowMs,
    // After the body is parsed (the default onRequest hook has no body), so attempts count per address and person:
    // a company's employees behind one address do not lock each other out.
    hook: 'preValidation' as const,
    // autenticacao/login and the portal's Login share one count.
    groupId: 'login',
    keyGenerator: (req: { ip: string; body?: unknown }) => {
      const body = req.body as { username?: unknown; email?: unknown } | undefined;
      const who = typeof body?.username === 'string' ? body.username : typeof body?.email === 'string' ? body.email : '';
      return `${req.ip}|${who.replace(/\s+/g, '').toLowerCase()}`;
    },
  };
  const loginSchema = { tags, body: loginRequestSchema, response: { 200: tokenResponseSchema } };

  app.post('/api/v1/autenticacao/login', { config: { public: true, rateLimit: loginLimit }, schema: loginSchema }, (req) =>
    auth.login(req.body.username, req.body.password, metaOf(req)),
  );

  // Portal sign-in: the same credentials and reply as autenticacao/login (spec path api/Login).
  app.post(
    '/api/v1/Login',
    {
      config: { public: true, rateLimit: loginLimit },
      schema: { ...loginSchema, body: z.union([loginRequestSchema, z.object({ email: z.string().trim().min(1).max(254), password: z.string().min(1).max(128) })]) },
    },
    (req) => auth.login('username' in req.body ? req.body.username : req.body.email, req.body.password, metaOf(req)),
  );

  app.post('/api/v1/autenticacao/Refresh', { config: { public: true }, schema: { tags, body: refreshRequestSchema, response: { 200: tokenResponseSchema } } }, (req) =>
    auth.refresh(req.body.refresh_token, metaOf(req)),
  );

  app.post('/api/v1/autenticacao/logout', { config: { public: true }, schema: { tags, body: logoutRequestSchema, response: { 200: successSchema } } }, async (req) => {
    await auth.logout(req.body.refresh_token);
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
