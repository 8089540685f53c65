import Fastify, { type FastifyContextConfig, type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import multipart from '@fastify/multipart';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { APP_VERSION, pickLanguage, translate } from '@plataforma/shared';
import { authPlugin } from './core/auth';
import { createCache } from './core/cache';
import type { Config } from './core/config';
import { openDatabase, type Database } from './core/db';
import type { Deps } from './core/deps';
import { registerCompression } from './core/compression';
import { registerErrorHandler, send } from './core/error-handler';
import { createJobs } from './core/jobs';
import { createMailer, registerMailQueue, type Mailer } from './core/mail';
import { postgresRateLimitStore } from './core/rate-limit-store';
import { registerSecurityHeaders } from './core/security-headers';
import { serializerCompiler } from './core/serializer';
import { createStorage } from './core/storage';
import { registerTextGuard } from './core/text-guard';
import { registerNotFound, registerWebApp } from './core/web-app';
import { accountsRoutes, companiesRoutes, contractsRoutes, unitsRoutes } from './features/accounts';
import { assessmentBuilderRoutes, assessmentCorrectionRoutes, attemptRoutes } from './features/assessments';
import { automatedNotificationsRoutes } from './features/automated-notifications';
import { biRoutes } from './features/bi';
import { pushRoutes } from './features/push';
import { dashboardsRoutes } from './features/dashboards';
import { authRoutes, createAuthService, registerAuthJobs } from './features/auth';
import { categoriesSkillsRoutes } from './features/categories-skills';
import { certificatesRoutes } from './features/certificates';
import { classroomRoutes } from './features/classroom';
import { communicationsRoutes } from './features/communications';
import { contentOriginApp, contentRoutes, contentServingRoutes, mediaProgressRoutes, videoInfoRoutes } from './features/content';
import { coursesRoutes, trailsRoutes } from './features/courses';
import { createImportsService, importsRoutes } from './features/imports';
import { enrolmentRoutes } from './features/enrolment';
import { externalCertificatesRoutes } from './features/external-certificates';
import { gamificationRoutes } from './features/gamification';
import { learnerRoutes } from './features/learner';
import { notesRoutes } from './features/notes';
import { permissionsRoutes } from './features/permissions';
import { sectionsRoutes } from './features/sections';
import { segmentationsRoutes } from './features/segmentations';
import { bannersRoutes, settingsRoutes, tenantScriptRoutes } from './features/settings';
import { createTenancyService, tenancyRoutes, withStorageQuota } from './features/tenancy';
import { termsRoutes } from './features/terms';
import { usersAdminRoutes, usersImportRoutes, usersRoutes } from './features/users';

export type BuildOptions = {
  config: Config;
  /** An open database to use (tests share one); otherwise one is opened from the config and closed with the app. */
  database?: Database;
  mailer?: Mailer;
  logger?: boolean;
};

/**
 * The API (and the web app) plus the content listener: a second server, on its own port and origin, that serves SCORM
 * packages and nothing else (features/content/content-origin.ts). Both share the dependencies; closing the API closes it.
 */
export type BuiltApp = FastifyInstance & { deps: Deps; contentApp: FastifyInstance };

export const buildApp = async ({ config, database, mailer, logger }: BuildOptions): Promise<BuiltApp> => {
  const app = Fastify({
    logger: logger === false ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: process.env.TRUST_PROXY === 'true',
    // maxParamLength: a device token in a path (POST Notificacao/VincularDispositivo/{token}, docs/push.md) is a few hundred characters.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 2048 },
    genReqId: () => crypto.randomUUID(),
    // A path Fastify cannot decode (an invalid percent-encoding such as %FF or an encoded surrogate) is refused in the
    // failure envelope like any other invalid request.
    // Outside the API such a path names no file: 404.
    frameworkErrors: (error, request, reply) => {
      const lang = pickLanguage(request.headers['accept-language']);
      if (!request.url.startsWith('/api/')) return void send(reply, 404, [{ message: translate('errors.routeNotFound', lang) }]);
      void send(reply, 400, [{ message: translate('errors.invalidRequest', lang) }]);
    },
  });
  // Security headers first, so every reply carries them (errors and the web app's files included).
  await registerSecurityHeaders(app, config);
  await registerCompression(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = database ?? (await openDatabase(config));
  // Counters shared by every API process (rate limits, sign-in throttling, signed-out tokens): Redis when REDIS_URL
  // is set, PostgreSQL otherwise.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true }) : null;
  const deps: Deps = {
    config,
    database: db,
    redis,
    cache: createCache(),
    mailer: mailer ?? createMailer(config, app.log),
    jobs: createJobs({
      backend: db.jobBackend,
      log: app.log,
      work: config.role !== 'api',
      heartbeatSeconds: config.jobHeartbeatSeconds,
      superviseSeconds: config.jobSuperviseSeconds,
    }),
    log: app.log,
    // Every file stored under a tenant's prefix counts against its contract's disk space (features/tenancy/storage-quota.ts).
    storage: withStorageQuota(createStorage(config), db),
    pendingMail: new Set(),
  };
  app.decorate('deps', deps);
  registerMailQueue(deps.jobs, deps.mailer);

  const contentApp = Fastify({
    logger: logger === false ? false : { level: config.logLevel },
    trustProxy: process.env.TRUST_PROXY === 'true',
    routerOptions: { ignoreTrailingSlash: false },
    genReqId: () => crypto.randomUUID(),
  });
  contentApp.setValidatorCompiler(validatorCompiler);
  contentApp.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(contentApp);
  await contentOriginApp(deps)(contentApp);
  app.decorate('contentApp', contentApp);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Plataforma de Aprendizagem API', version: APP_VERSION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    // Each operation says who may call it: `security: []` when public, `x-permissions` when it needs functionalities.
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const config = input.route.config as FastifyContextConfig | undefined;
      const permissions = [config?.permission ?? [], config?.anyPermission ?? []].flat();
      return {
        ...out,
        schema: {
          ...out.schema,
          ...(config?.public ? { security: [] } : {}),
          ...(permissions.length ? { 'x-permissions': permissions, 'x-permissions-match': config?.anyPermission ? 'any' : 'all' } : {}),
        },
      };
    },
  });
  // Public without a session: the documentation (a browser sends no bearer token) and the web app's files ('/*'),
  // whose paths are file names for the file server (which refuses odd ones itself), not text for the database.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, public: true };
    if (route.url === '/*') route.config = { ...route.config, public: true, textGuard: false };
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, { global: false, ...(redis ? { redis, nameSpace: 'plataforma-rl-' } : { store: postgresRateLimitStore(db.db) }) });
  // Multipart uploads: each route reads its file with its own size limit (core/uploads.ts).
  await app.register(multipart, { limits: { files: 1, fields: 20, fieldSize: 64 * 1024 } });
  // Cookies: only the refresh token's, scoped to the refresh and logout calls (features/auth/auth.routes.ts).
  await app.register(cookie);
  registerErrorHandler(app);
  // A refusal before the whole request body arrived (an upload refused on its first bytes: type, size, permission)
  // closes the connection after the answer instead of reading the rest: the browser shows it at once, not after
  // sending the whole file.
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode >= 400 && !request.raw.complete) reply.header('connection', 'close');
  });
  registerTextGuard(app);

  const auth = createAuthService(deps);
  registerAuthJobs(deps, auth);
  const tenancy = createTenancyService(deps);
  const imports = createImportsService(deps);
  await app.register(authPlugin, { config, resolve: auth.resolveContext, isDenied: auth.isAccessDenied });

  // Feature modules, in one explicit list.
  await app.register(authRoutes(deps, auth));
  await app.register(tenancyRoutes(tenancy));
  await app.register(usersRoutes(deps, auth));
  await app.register(usersAdminRoutes(deps, auth));
  await app.register(usersImportRoutes(deps, auth, imports));
  await app.register(importsRoutes(imports));
  await app.register(permissionsRoutes(deps));
  await app.register(settingsRoutes(deps, tenancy));
  await app.register(bannersRoutes(deps));
  await app.register(tenantScriptRoutes(deps, tenancy));
  await app.register(termsRoutes(deps));
  await app.register(learnerRoutes(deps));
  await app.register(accountsRoutes(deps));
  await app.register(unitsRoutes(deps));
  await app.register(companiesRoutes(deps));
  await app.register(contractsRoutes(deps));
  await app.register(categoriesSkillsRoutes(deps));
  await app.register(segmentationsRoutes(deps));
  await app.register(sectionsRoutes(deps));
  await app.register(communicationsRoutes(deps));
  await app.register(contentRoutes(deps));
  await app.register(contentServingRoutes(deps));
  await app.register(mediaProgressRoutes(deps));
  await app.register(videoInfoRoutes(deps));
  await app.register(coursesRoutes(deps));
  await app.register(trailsRoutes(deps));
  await app.register(enrolmentRoutes(deps, imports));
  await app.register(notesRoutes(deps));
  await app.register(classroomRoutes(deps));
  await app.register(assessmentBuilderRoutes(deps));
  await app.register(assessmentCorrectionRoutes(deps));
  await app.register(attemptRoutes(deps));
  await app.register(externalCertificatesRoutes(deps));
  await app.register(certificatesRoutes(deps));
  await app.register(automatedNotificationsRoutes(deps));
  await app.register(biRoutes(deps));
  await app.register(pushRoutes(deps));
  await app.register(gamificationRoutes(deps));
  await app.register(dashboardsRoutes(deps));

  app.get('/api/health', { config: { public: true } }, async () => ({ status: 'ok', version: APP_VERSION, database: db.kind }));

  if (config.webDist) await registerWebApp(app, config.webDist);
  registerNotFound(app, config.webDist);

  app.addHook('onReady', async () => {
    await contentApp.ready();
  });
  app.addHook('onClose', async () => {
    await contentApp.close();
    await deps.jobs.stop();
    await Promise.allSettled([...deps.pendingMail]);
    if (!database) await db.close();
  });

  return app as BuiltApp;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    contentApp: FastifyInstance;
  }
}
