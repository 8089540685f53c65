import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors';
import { accessUrl, mediaAccessKey, mediaAccessOf, mediaAccessToken, readMediaAccessToken } from './media-access';

const key = mediaAccessKey({ jwtSecret: new TextEncoder().encode('a secret long enough for the tests') });
const otherKey = mediaAccessKey({ jwtSecret: new TextEncoder().encode('another secret long enough for tests') });
const tenantId = '0b3f1a52-6a3e-4b7e-9d55-2f1f7c0a9e11';
const midiaId = '6d6bb16a-a89b-419b-b20b-1c2d3e4f5a6b';
const otherMidia = '7e7cc27b-b99c-42ac-a31c-2d3e4f5a6b7c';
const userId = 'c0ffee00-1234-4abc-8def-0123456789ab';
const HOUR = 3600_000;
const request = (id: string, token: string) => ({ params: { id, token } }) as unknown as FastifyRequest;

describe('media access tokens', () => {
  it('round-trips the tenant, the person and the holder flag, for the object it was made for only', () => {
    const token = mediaAccessToken(key, { tenantId, midiaId, userId, holder: true });
    expect(readMediaAccessToken(key, token, midiaId)).toMatchObject({ tenantId, midiaId, userId, holder: true });
    expect(readMediaAccessToken(key, token, otherMidia)).toBeNull();
    expect(readMediaAccessToken(otherKey, token, midiaId)).toBeNull();
    const publicToken = mediaAccessToken(key, { tenantId, midiaId, userId: null, holder: false });
    expect(readMediaAccessToken(key, publicToken, midiaId)).toMatchObject({ userId: null, holder: false });
  });

  it('refuses any altered or malformed token', () => {
    const token = mediaAccessToken(key, { tenantId, midiaId, userId, holder: false });
    const [payload, signature] = token.split('.');
    const flipped = Buffer.from(payload, 'base64url');
    flipped[32] = 1; // claim holder
    expect(readMediaAccessToken(key, `${flipped.toString('base64url')}.${signature}`, midiaId)).toBeNull();
    // the last character of each part carries unused bits: another spelling of the same bytes is refused too
    const respell = (part: string) => `${part.slice(0, -1)}${String.fromCharCode(part.charCodeAt(part.length - 1) ^ 1)}`;
    for (const bad of ['', 'x', `${payload}.`, `.${signature}`, `${payload}.${signature}.x`, `${payload}x.${signature}`, `${payload}.${respell(signature)}`, `${respell(payload)}.${signature}`]) {
      expect(readMediaAccessToken(key, bad, midiaId)).toBeNull();
    }
  });

  it('keeps the same address for hours (cache) and expires within 6 to 12 hours', () => {
    const start = Date.UTC(2026, 10, 21, 6, 0, 0);
    const a = mediaAccessToken(key, { tenantId, midiaId, userId, holder: false }, start);
    expect(mediaAccessToken(key, { tenantId, midiaId, userId, holder: false }, start + 5 * HOUR)).toBe(a);
    expect(mediaAccessToken(key, { tenantId, midiaId, userId, holder: false }, start + 6 * HOUR)).not.toBe(a);
    const url = accessUrl(midiaId, a, 'hls/master.m3u8');
    expect(url).toBe(`/api/v1/midia/${midiaId}/acesso/${a}/hls/master.m3u8`);
    expect(mediaAccessOf(key, request(midiaId, a), start + 12 * HOUR - 1)).toMatchObject({ tenantId, userId });
    const expired = (() => {
      try {
        mediaAccessOf(key, request(midiaId, a), start + 12 * HOUR);
      } catch (error) {
        return error;
      }
    })();
    expect(expired).toBeInstanceOf(AppError);
    expect(expired).toMatchObject({ status: 403 });
    expect(() => mediaAccessOf(key, request(otherMidia, a), start)).toThrow(AppError);
    expect(() => mediaAccessOf(key, request('not-a-uuid', a), start)).toThrow(AppError);
  });
});
