import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, login, type TestApp } from '../test/build-test-app';
import { badInputOf } from './db-errors';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await login(t.app, 'admin@demo.local')).access_token;
});
afterAll(async () => {
  await t?.close();
});

describe('the text input rule on every request', () => {
  it.each([
    ['pt', 'O campo contém caracteres de controle não permitidos'],
    ['en', 'The field contains control characters that are not allowed'],
    ['es', 'El campo contiene caracteres de control no permitidos'],
  ])('refuses a NUL in the sign-in name with 400 naming the field (%s)', async (lang, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/autenticacao/login', headers: { 'accept-language': lang }, payload: { username: 'admin@demo.local\u0000', password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, notifications: [{ message, field: 'username' }], details: { validation: 'body' } });
  });

  it('refuses bidirectional overrides and lone surrogates in nested fields, and control characters in keys', async () => {
    const headers = { authorization: `Bearer ${admin}`, 'content-type': 'application/json' };
    const bidi = await t.app.inject({ method: 'POST', url: '/api/v1/Categoria', headers, payload: JSON.stringify({ nome: 'fatura\u202Efdp.exe' }) });
    expect(bidi.statusCode).toBe(400);
    expect(bidi.json().notifications[0]).toEqual({ message: 'O campo contém caracteres de direção de texto não permitidos', field: 'nome' });
    const surrogate = await t.app.inject({ method: 'POST', url: '/api/v1/Categoria', headers, payload: '{"nome":"a\\ud800b"}' });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().notifications[0]).toEqual({ message: 'O campo contém caracteres inválidos', field: 'nome' });
    const key = await t.app.inject({ method: 'POST', url: '/api/v1/Categoria', headers, payload: '{"nome":"ok","x\\u0007":1}' });
    expect(key.statusCode).toBe(400);
    expect(key.json().notifications[0].field).toBe('x\u0007');
  });

  it('accepts tab, line breaks, accents and emoji', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/Categoria', headers: { authorization: `Bearer ${admin}` }, payload: { nome: 'Ação\tÚtil 😀' } });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a NUL in the query and in a path parameter', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/api/v1/Categoria?nome=%00', headers: { authorization: `Bearer ${admin}` } });
    expect(query.statusCode).toBe(400);
    expect(query.json().details).toEqual({ validation: 'querystring' });
    const param = await t.app.inject({ method: 'GET', url: '/api/v1/Categoria/%00', headers: { authorization: `Bearer ${admin}` } });
    expect(param.statusCode).toBe(400);
    expect(param.json().details).toEqual({ validation: 'params' });
  });

  it('refuses nesting deeper than any form sends', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Categoria',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: `{"nome":"ok","x":${'['.repeat(100)}${']'.repeat(100)}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
});

describe('database refusals of bad input', () => {
  const refusal = async (statement: ReturnType<typeof sql>) => {
    try {
      await t.database.system((tx) => tx.execute(statement));
    } catch (error) {
      return badInputOf(error);
    }
    throw new Error('the statement was accepted');
  };

  it.each([
    ['22021 NUL in text', sql`select ${'a\u0000b'}::text`],
    ['22P02 invalid uuid', sql`select ${'não-é-uuid'}::uuid`],
    ['22P02 invalid integer', sql`select ${'doze'}::int`],
    ['22003 number out of range', sql`select ${'99999999999'}::int`],
    ['22008 date out of range', sql`select ${'2026-13-45'}::date`],
    ['22007 invalid date', sql`select ${'ontem'}::timestamptz`],
  ])('maps %s to 400', async (_, statement) => {
    expect(await refusal(statement)).toEqual({ status: 400, key: 'validation.invalidValue' });
  });

  it('maps a value too long to store (22001) and integrity refusals to 400 or 409', async () => {
    const run = async (statement: ReturnType<typeof sql>) => {
      try {
        await t.database.system(async (tx) => {
          await tx.execute(sql`create temporary table curto (v varchar(2) not null check (v <> 'zz'), u int unique) on commit drop`);
          await tx.execute(sql`insert into curto values ('a', 1)`);
          await tx.execute(statement);
        });
      } catch (error) {
        return badInputOf(error);
      }
      return null;
    };
    expect(await run(sql`insert into curto values ('abc', 2)`)).toEqual({ status: 400, key: 'validation.invalidValue' });
    expect(await run(sql`insert into curto values (null, 2)`)).toEqual({ status: 400, key: 'validation.invalidValue' });
    expect(await run(sql`insert into curto values ('zz', 2)`)).toEqual({ status: 400, key: 'validation.invalidValue' });
    expect(await run(sql`insert into curto values ('b', 1)`)).toEqual({ status: 409, key: 'errors.conflict' });
  });

  it('maps program limits (54000) to 400, a reference to nothing to 400 and a row still referenced to 409', () => {
    expect(badInputOf({ cause: { code: '54000' } })).toEqual({ status: 400, key: 'errors.invalidRequest' });
    expect(badInputOf({ cause: { code: '23503', detail: 'Key (curso_id)=(x) is not present in table "curso".' } })).toEqual({ status: 400, key: 'validation.invalidValue' });
    expect(badInputOf({ cause: { code: '23503', detail: 'Key (id)=(x) is still referenced from table "inscricao".' } })).toEqual({ status: 409, key: 'errors.conflict' });
    expect(badInputOf({ cause: { code: '42P01' } })).toBeNull();
    expect(badInputOf(new Error('plain'))).toBeNull();
  });
});
