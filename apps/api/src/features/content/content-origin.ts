import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { pickLanguage, translate } from '@plataforma/shared';
import type { Deps } from '../../core/deps';
import { send } from '../../core/error-handler';
import { AppError } from '../../core/errors';
import { typed } from '../../core/route';
import { rangeOf, sendStored } from './content.routes';
import { contentTypeOf, outputKey, safeRelativePath } from './content.processing';
import { createContentService } from './content.service';
import { SCORM_FILE_PREFIX, SCORM_LAUNCH_PREFIX, scormLaunchKey, scormLaunchOf } from './scorm-launch';

/**
 * The content listener (docs/scorm.md 'Launch', docs/decisions/0012): the only place a SCORM package's files are
 * served, on an origin that is not the platform's (CONTENT_ORIGIN, its own port). It answers three things and
 * nothing else (no API, no web app, 404 for any other path):
 *
 * - `GET /lancamento/{id}/{token}/{launch path}`: the launch page. It installs the SCORM runtime (scorm-again, `API`
 *   or `API_1484_11`) in this origin and frames the package's launch file under it; the runtime is started with the
 *   person's record and reports each commit by postMessage to the platform window that framed it (scorm-runtime.js).
 * - `GET /scorm/{id}/{token}/*`: the package's files, with their content type and byte ranges.
 * - `GET /runtime/*.js`: the runtime scripts the launch page loads.
 *
 * Every answer says which page may frame it (`frame-ancestors` the platform and this origin) and carries nosniff,
 * no-referrer and same-origin resource policy. No session of the platform is ever read or sent here.
 */

const params = z.object({ id: z.uuid(), token: z.string().min(10).max(200), '*': z.string() });

const require = createRequire(import.meta.url);
/** The runtime scripts, read once: scorm-again's browser builds and the launch page's own script. */
const RUNTIME: Record<string, () => Buffer> = {
  'scorm12.js': () => readFileSync(require.resolve('scorm-again/scorm12/min')),
  'scorm2004.js': () => readFileSync(require.resolve('scorm-again/scorm2004/min')),
  'launch.js': () => readFileSync(join(import.meta.dirname, 'scorm-runtime.js')),
};
const runtimeCache = new Map<string, Buffer>();
const runtimeFile = (name: string) => {
  let file = runtimeCache.get(name);
  if (!file && Object.hasOwn(RUNTIME, name)) runtimeCache.set(name, (file = RUNTIME[name]()));
  return file ?? null;
};

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The launch page: the runtime of the package's version, then the script that frames the package (scorm-runtime.js). */
export const launchPage = (appOrigin: string, version: '1.2' | '2004') => `<!doctype html>
<html lang="pt">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>SCORM</title>
<style>html,body{margin:0;height:100%;overflow:hidden;background:#fff}iframe{display:block;border:0;width:100%;height:100%}</style>
<script src="/runtime/${version === '2004' ? 'scorm2004' : 'scorm12'}.js"></script>
<script src="/runtime/launch.js" data-app-origin="${escapeAttribute(appOrigin)}" data-version="${version}"></script>
</head>
<body></body>
</html>
`;

/** The headers of every answer of the content origin, errors included. */
export const contentOriginHeaders = (appOrigin: string): Record<string, string> => ({
  'content-security-policy': `frame-ancestors 'self' ${appOrigin}`,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
});

/** Registers the content origin's routes, headers and refusals on its own Fastify instance (never the API's). */
export const contentOriginApp = (deps: Deps) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const service = createContentService(deps);
  const key = scormLaunchKey(deps.config);
  const appOrigin = new URL(deps.config.publicUrl).origin;
  const headers = contentOriginHeaders(appOrigin);

  instance.decorateRequest('lang', 'pt');
  instance.addHook('onRequest', async (request, reply) => {
    request.lang = pickLanguage(request.headers['accept-language']);
    reply.headers(headers);
  });

  /** The object a launch opens, as a SCORM package that is unpacked (404 otherwise, 403 once the token expired). */
  const opened = async (req: FastifyRequest) => {
    const launch = scormLaunchOf(key, req);
    const row = await service.accessibleRow(launch);
    if (!row || row.tipo !== 'scorm' || !row.scormScriptUrl) throw new AppError('midia.fileNotFound', 404);
    return { launch, row };
  };

  /** The path asked for, in composed form (package names are kept so: zip-names.ts), or 404. */
  const servedPath = (raw: string) => {
    const segments = safeRelativePath(raw);
    if (!segments) throw new AppError('midia.fileNotFound', 404);
    return segments.map((segment) => segment.normalize('NFC'));
  };

  app.get(`${SCORM_FILE_PREFIX}/*`, { schema: { params } }, async (req, reply) => {
    const { launch } = await opened(req);
    const segments = servedPath(req.params['*']);
    const asked = rangeOf(req.headers.range);
    const read = await deps.storage.get(outputKey(launch.tenantId, launch.midiaId, 'scorm', segments), asked);
    if (!read) throw new AppError('midia.fileNotFound', 404);
    return sendStored(reply, read, contentTypeOf(segments[segments.length - 1]), 'inline', asked);
  });

  app.get(`${SCORM_LAUNCH_PREFIX}/*`, { schema: { params } }, async (req, reply) => {
    const { row } = await opened(req);
    servedPath(req.params['*']);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(launchPage(appOrigin, row.scormType === 'scorm2004' ? '2004' : '1.2'));
  });

  app.get('/runtime/:name', { schema: { params: z.object({ name: z.string().max(40) }) } }, async (req, reply) => {
    const file = runtimeFile(req.params.name);
    if (!file) throw new AppError('midia.fileNotFound', 404);
    return reply.header('content-type', 'application/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(file);
  });

  // Nothing else lives here: no API, no web app.
  instance.setNotFoundHandler((request, reply) => send(reply, 404, [{ message: translate('errors.routeNotFound', request.lang ?? 'pt') }]));
};
