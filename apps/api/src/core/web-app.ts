import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { relative } from 'node:path';
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

/** Hashed build output: its name changes with its content, so a browser may keep it for a year without asking. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, boot.js, the favicon): revalidated on each use, so a deploy is seen at once. */
const REVALIDATE = 'no-cache';

/** Cache-Control of a file of the web app, by its path inside the dist folder (`assets/…` is Vite's hashed output). */
export const webCacheControl = (webDist: string, filePath: string) => (/^assets[/\\]/.test(relative(webDist, filePath)) ? IMMUTABLE : REVALIDATE);

/**
 * The file server's options: Vite's pre-compressed siblings (`.br`, `.gz`, written at build time) are sent when the
 * browser accepts them, and every file carries the Cache-Control of webCacheControl (send's own max-age is off).
 */
const staticOptions = (webDist: string) => ({
  root: webDist,
  preCompressed: true,
  cacheControl: false,
  setHeaders: (reply: FastifyReply, filePath: string) => {
    reply.header('cache-control', webCacheControl(webDist, filePath));
  },
});

/** index.html, the answer to the root and to every client route. */
const sendIndex = (reply: FastifyReply) => reply.header('cache-control', REVALIDATE).sendFile('index.html');

/**
 * The built web app's files. Files are looked up on each request (a rebuilt web app is served without a restart);
 * whatever the file server refuses — a directory, an encoded '..', a NUL, a name it cannot decode — answers 404, never
 * 500, and a missing file falls through to the not-found handler (index.html for client routes, 404 under /assets/:
 * a browser that asks for a chunk of an older build gets an error it can act on, never index.html as a script).
 */
export const registerWebApp = async (app: FastifyInstance, webDist: string) => {
  // reply.sendFile for the entry and the not-found handler (no route of its own) ...
  await app.register(fastifyStatic, { ...staticOptions(webDist), serve: false });
  // ... and the files, in a context of their own whose error handler answers 404.
  await app.register(async (web) => {
    web.setErrorHandler((error, request, reply) => {
      if ((error as { statusCode?: number }).statusCode === undefined || (error as { statusCode: number }).statusCode >= 500) request.log.warn({ err: error }, 'web file not served');
      return notFound(request, reply);
    });
    await web.register(fastifyStatic, { ...staticOptions(webDist), wildcard: true, index: false, decorateReply: false });
  });
  // The root is a directory to the static handler (which refuses to list it): it is the web app's entry too.
  app.get('/', { config: { public: true }, schema: { hide: true } }, (_request, reply) => sendIndex(reply));
};

/** Unknown paths: the failure envelope under /api/ and for non-file requests, else the web app for its client routes. */
export const registerNotFound = (app: FastifyInstance, webDist: string | null) => {
  app.setNotFoundHandler((request, reply) => {
    if (!webDist || request.method !== 'GET' || !isClientRoute(request.url)) return notFound(request, reply);
    // The web app's own router answers every other path (its /404 included).
    return sendIndex(reply);
  });
};
