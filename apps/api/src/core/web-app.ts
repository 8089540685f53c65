import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { pickLanguage, translate } from '@plataforma/shared';
import { send } from './error-handler';

const notFound = (request: FastifyRequest, reply: FastifyReply) =>
  send(reply, 404, [{ message: translate('errors.routeNotFound', request.lang ?? pickLanguage(request.headers['accept-language'])) }]);

/**
 * A path the web app's own router answers with index.html: outside /api/ and /assets/, no file extension in its
 * last segment, and no '.' or '..' segment once decoded. Anything else that matches no file is a plain 404.
 */
export const isClientRoute = (url: string) => {
  const path = url.split('?')[0];
  if (path.startsWith('/api/') || path.startsWith('/assets/')) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  const segments = decoded.split(/[/\\]/);
  if (segments.some((s) => s === '.' || s === '..')) return false;
  return !/\.[^/]*$/.test(segments.at(-1) ?? '');
};

/**
 * The built web app's files. Files are looked up on each request (a rebuilt web app is served without a restart);
 * whatever the file server refuses — a directory, an encoded '..', a NUL, a name it cannot decode — answers 404, never
 * 500, and a missing file falls through to the not-found handler (index.html for client routes).
 */
export const registerWebApp = async (app: FastifyInstance, webDist: string) => {
  // reply.sendFile for the entry and the not-found handler (no route of its own) ...
  await app.register(fastifyStatic, { root: webDist, serve: false });
  // ... and the files, in a context of their own whose error handler answers 404.
  await app.register(async (web) => {
    web.setErrorHandler((error, request, reply) => {
      if ((error as { statusCode?: number }).statusCode === undefined || (error as { statusCode: number }).statusCode >= 500) request.log.warn({ err: error }, 'web file not served');
      return notFound(request, reply);
    });
    await web.register(fastifyStatic, { root: webDist, wildcard: true, index: false, maxAge: '1h', immutable: false, decorateReply: false });
  });
  // The root is a directory to the static handler (which refuses to list it): it is the web app's entry too.
  app.get('/', { config: { public: true }, schema: { hide: true } }, (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html', webDist));
};

/** Unknown paths: the failure envelope under /api/ and for non-file requests, else the web app for its client routes. */
export const registerNotFound = (app: FastifyInstance, webDist: string | null) => {
  app.setNotFoundHandler((request, reply) => {
    if (!webDist || request.method !== 'GET' || !isClientRoute(request.url)) return notFound(request, reply);
    // The web app's own router answers every other path (its /404 included).
    return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
  });
};
