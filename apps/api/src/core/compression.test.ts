import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

/** API replies compressed on the fly above 1 KB (core/compression.ts); request bodies are never inflated. */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('compression of API replies', () => {
  it('compresses a JSON reply above 1 KB with the encoding the client prefers, and the body is the same JSON', async () => {
    const plain = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(JSON.parse(plain.body));

    const gzip = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(JSON.parse(plain.body));
  });

  it('sends a reply under 1 KB as it is', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('compresses failure envelopes above the threshold too, and keeps their status', async () => {
    const res = await t.app.inject({ url: `/api/v1/${'x'.repeat(1500)}`, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(404);
    const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString('utf8') : res.body;
    expect(JSON.parse(body)).toMatchObject({ success: false });
  });

  it('does not inflate a compressed request body: the sign-in reads it as sent and refuses it as malformed', async () => {
    const credentials = JSON.stringify({ username: 'ninguem@example.com', password: 'x'.repeat(12) });
    const call = (payload: string | Buffer, encoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/autenticacao/login',
        headers: { 'content-type': 'application/json', ...(encoding ? { 'content-encoding': encoding } : {}) },
        payload,
      });
    // The same credentials, uncompressed, reach the sign-in (and fail as unknown): the refusal below is the encoding's.
    expect((await call(credentials)).statusCode).toBe(401);
    const res = await call(gzipSync(credentials), 'gzip');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });
});
