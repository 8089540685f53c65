import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { issueMessage, translate, type ValidationIssue } from '@plataforma/shared';
import { badInputOf } from './db-errors';
import { AppError, FieldError } from './errors';

export const send = (reply: FastifyReply, status: number, notifications: { message: string; field?: string }[], details?: unknown) =>
  reply.status(status).send({ success: false, notifications, ...(details === undefined ? {} : { details }) });

/** Messages of the multipart parser (@fastify/busboy) for a body that does not follow its boundary. */
const MULTIPART_PARSE_ERROR = /^(Unexpected end of (form|multipart data)|Malformed part header|Multipart: Boundary not found|Part terminated early)/;

export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang ?? 'pt';
    if (error instanceof FieldError) {
      return send(reply, error.status, [{ message: translate(error.key, lang, error.params), field: error.field }], error.details);
    }
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return send(reply, error.status, [{ message: translate(error.key, lang, error.params) }], error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // fastify-type-provider-zod spreads each zod issue into `params` and moves code, message and path out.
      const issues = error.validation.map(
        (v): ValidationIssue & { path?: PropertyKey[] } => ({ ...(v.params as ValidationIssue), code: v.keyword, message: v.message, path: v.instancePath.split('/').filter(Boolean) }),
      );
      return send(
        reply,
        400,
        issues.map((i) => ({ message: issueMessage(i, lang), field: (i.path ?? []).map(String).join('.') || undefined })),
        { validation: error.validationContext },
      );
    }
    // A schema's own refinement that threw on input of the wrong shape (a field's type check failed and a check of the
    // whole object still ran on it): the request is what is wrong, so it is refused like any other invalid input.
    if (error.code === 'FST_ERR_VALIDATION') {
      request.log.warn({ err: error }, 'validation threw on the request data');
      return send(reply, 400, [{ message: translate('errors.invalidRequest', lang) }], { validation: error.validationContext });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'reply does not match its schema');
      return send(reply, 500, [{ message: translate('errors.unexpected', lang) }]);
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(reply, 400, [{ message: translate('errors.malformedJson', lang) }]);
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(reply, 413, [{ message: translate('errors.payloadTooLarge', lang) }]);
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(reply, 415, [{ message: translate('errors.invalidRequest', lang) }]);
    }
    // A multipart body that breaks its own boundary: the parser's errors carry no status of their own.
    if (MULTIPART_PARSE_ERROR.test(error.message)) return send(reply, 400, [{ message: translate('errors.invalidRequest', lang) }]);
    if (error.statusCode === 429) return send(reply, 429, [{ message: translate('auth.tooManyAttempts', lang) }]);
    if (error instanceof SyntaxError || (error.statusCode === 400 && !error.code?.startsWith('FST_ERR_VALIDATION'))) {
      return send(reply, 400, [{ message: translate('errors.invalidRequest', lang) }]);
    }
    // A database refusal of the request's own data (a NUL, a too long value, a date out of range): the client's fault.
    const badInput = badInputOf(error);
    if (badInput) {
      request.log.warn({ err: error }, 'database refused the request data');
      return send(reply, badInput.status, [{ message: translate(badInput.key, lang) }]);
    }
    request.log.error({ err: error }, 'unexpected failure');
    return send(reply, 500, [{ message: translate('errors.unexpected', lang) }]);
  });
};
