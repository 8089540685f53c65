import { loadMessagesNamespace } from '../test/messages-namespace.ts';
import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromBody, buildQueryString, fallbackMessageKey } from './api-error.ts';

describe('apiErrorFromBody', () => {
  it('reads the failure envelope', () => {
    const error = apiErrorFromBody(401, { success: false, notifications: [{ message: 'Usuário ou senha inválidos.' }], details: { a: 1 } }, 'pt');
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.notifications).toEqual([{ message: 'Usuário ou senha inválidos.' }]);
    expect(error.firstMessage).toBe('Usuário ou senha inválidos.');
    expect(error.message).toBe('Usuário ou senha inválidos.');
    expect(error.details).toEqual({ a: 1 });
  });

  it('keeps the field of a notification and skips empty ones', () => {
    const error = apiErrorFromBody(400, { notifications: [{ message: '' }, { message: 'Campo obrigatório', field: 'senha' }, 3] }, 'pt');
    expect(error.notifications).toEqual([{ message: 'Campo obrigatório', field: 'senha' }]);
  });

  it('takes messages from details when notifications are empty', () => {
    expect(apiErrorFromBody(422, { notifications: [], details: [{ message: 'x' }] }, 'pt').firstMessage).toBe('x');
  });

  it('falls back to a translated message by status', async () => {
    await loadMessagesNamespace();
    expect(apiErrorFromBody(500, 'Internal', 'pt').firstMessage).toBe('Recurso indisponível no momento.');
    expect(apiErrorFromBody(404, undefined, 'en').firstMessage).toBe('Record not found.');
    expect(apiErrorFromBody(429, {}, 'es').firstMessage).toBe('Demasiados intentos. Espere unos instantes e inténtelo de nuevo.');
  });

  it('flags network failures and time-outs', () => {
    expect(new ApiError(0, []).isNetworkError).toBe(true);
    expect(new ApiError(408, []).isTimeout).toBe(true);
    expect(new ApiError(400, []).firstMessage).toBeNull();
  });
});

describe('fallbackMessageKey', () => {
  it.each([
    [0, 'errors.connection'],
    [400, 'errors.invalidRequest'],
    [401, 'auth.unauthenticated'],
    [403, 'auth.forbidden'],
    [404, 'errors.notFound'],
    [408, 'settings.timeout'],
    [409, 'errors.conflict'],
    [413, 'errors.payloadTooLarge'],
    [422, 'errors.invalidRequest'],
    [429, 'auth.tooManyAttempts'],
    [503, 'errors.unavailable'],
    [418, 'errors.unexpected'],
  ])('%i -> %s', (status, key) => {
    expect(fallbackMessageKey(status)).toBe(key);
  });
});

describe('buildQueryString', () => {
  it('skips null and undefined, repeats arrays and encodes values', () => {
    expect(buildQueryString({ a: 1, b: null, c: undefined, d: ['x', 'y z'], e: true, f: 'ção' })).toBe('?a=1&d=x&d=y+z&e=true&f=%C3%A7%C3%A3o');
  });

  it('is empty without parameters', () => {
    expect(buildQueryString(undefined)).toBe('');
    expect(buildQueryString({ a: null })).toBe('');
  });
});
