import type { FastifyInstance } from 'fastify';
import { findUnsafeText, translate, UNSAFE_TEXT_MESSAGE } from '@plataforma/shared';
import { send } from './error-handler';

/**
 * One rule for every text the API accepts (packages/shared validation/text.ts): before any route's schema runs, the
 * parsed JSON body, the query and the path parameters are searched for NUL and other control characters,
 * bidirectional overrides and lone surrogates, and the request is refused with 400 naming the field. Registered on
 * the root instance, so no route can forget it.
 */
export const registerTextGuard = (app: FastifyInstance) => {
  app.addHook('preValidation', async (request, reply) => {
    if (request.routeOptions.config.textGuard === false) return;
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const found = findUnsafeText(value);
      if (!found) continue;
      const field = found.path.map(String).join('.') || undefined;
      return send(reply, 400, [{ message: translate(UNSAFE_TEXT_MESSAGE[found.reason], request.lang), field }], { validation: part });
    }
  });
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route's path and query are not text input (the web app's file server, which refuses odd names itself). */
    textGuard?: boolean;
  }
}
