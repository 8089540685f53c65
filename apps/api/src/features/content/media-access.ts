import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors';
import { tokenMemo } from '../../core/signed-address';

/**
 * Access to an object's stored files by address (docs/decisions/0006). Browsers fetch media with tags (<video>,
 * <audio>, <img>, <track>), hls.js and the SCORM frame, none of which can send the Authorization header; relative
 * addresses inside an HLS playlist or a SCORM package must keep working too. So the read check is made when the
 * object is read through the API, and the addresses it returns carry a signed token in their path:
 *
 *     /api/v1/midia/{id}/acesso/{token}/{what}
 *
 * The token binds the tenant, the object, the person (none for the public view), whether that person holds
 * 'Depósito' (inactive objects stay readable by them only) and an expiry. Expiry is rounded to 6-hour blocks so one
 * person gets the same addresses for hours and the browser's cache keeps working; a token lives 6 to 12 hours.
 */
export const MEDIA_ACCESS_PREFIX = '/api/v1/midia/:id/acesso/:token';

const BLOCK_SECONDS = 6 * 3600;
const SIGNATURE_BYTES = 16;
const NO_USER = Buffer.alloc(16);

export type MediaAccessClaims = { tenantId: string; midiaId: string; userId: string | null; holder: boolean };
export type MediaAccess = MediaAccessClaims & { expiresAt: number };

const uuidBytes = (uuid: string) => Buffer.from(uuid.replaceAll('-', ''), 'hex');
const uuidOf = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

const sign = (key: Uint8Array, midiaId: string, payload: Buffer) =>
  createHmac('sha256', key).update('midia-acesso\0').update(uuidBytes(midiaId)).update(payload).digest().subarray(0, SIGNATURE_BYTES);

/** The signing key of media addresses, derived from the session signing secret (never the secret itself). */
export const mediaAccessKey = (config: { jwtSecret: Uint8Array }): Uint8Array => createHmac('sha256', config.jwtSecret).update('midia-acesso').digest();

/** Tokens already made, per signing key (one key per app): made once per object, person and 6-hour block. */
const memos = new WeakMap<Uint8Array, ReturnType<typeof tokenMemo>>();

/** A token for the object's files; `now` in milliseconds. */
export const mediaAccessToken = (key: Uint8Array, claims: MediaAccessClaims, now = Date.now()): string => {
  let memo = memos.get(key);
  if (!memo) memos.set(key, (memo = tokenMemo()));
  return memo(`${claims.tenantId}|${claims.midiaId}|${claims.userId ?? ''}|${claims.holder ? 1 : 0}`, now, () => signMediaAccess(key, claims, now));
};

const signMediaAccess = (key: Uint8Array, claims: MediaAccessClaims, now: number): string => {
  const expiresAt = (Math.floor(now / 1000 / BLOCK_SECONDS) + 2) * BLOCK_SECONDS;
  const payload = Buffer.alloc(37);
  uuidBytes(claims.tenantId).copy(payload, 0);
  (claims.userId ? uuidBytes(claims.userId) : NO_USER).copy(payload, 16);
  payload.writeUInt8(claims.holder ? 1 : 0, 32);
  payload.writeUInt32BE(expiresAt, 33);
  return `${payload.toString('base64url')}.${sign(key, claims.midiaId, payload).toString('base64url')}`;
};

/** The claims of a token issued for `midiaId`, or null when it was not (forged, other object, damaged). */
export const readMediaAccessToken = (key: Uint8Array, token: string, midiaId: string): MediaAccess | null => {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return null;
  const payload = Buffer.from(encoded, 'base64url');
  const given = Buffer.from(signature, 'base64url');
  if (payload.length !== 37 || given.length !== SIGNATURE_BYTES) return null;
  // One spelling per token: base64url's unused trailing bits must not give a second valid address.
  if (payload.toString('base64url') !== encoded || given.toString('base64url') !== signature) return null;
  if (!timingSafeEqual(given, sign(key, midiaId, payload))) return null;
  const user = payload.subarray(16, 32);
  return {
    tenantId: uuidOf(payload.subarray(0, 16)),
    midiaId,
    userId: user.equals(NO_USER) ? null : uuidOf(user),
    holder: payload.readUInt8(32) === 1,
    expiresAt: payload.readUInt32BE(33),
  };
};

/** The address of something under an object's access root (`rest` without a leading slash). */
export const accessUrl = (midiaId: string, token: string, rest: string) => `/api/v1/midia/${midiaId}/acesso/${token}/${rest}`;

/**
 * The access of a request to a route under MEDIA_ACCESS_PREFIX: 404 when the token does not open this object, 403
 * 'midia.accessExpired' once it has expired (the player reads the object again for fresh addresses).
 */
export const mediaAccessOf = (key: Uint8Array, request: FastifyRequest, now = Date.now()): MediaAccess => {
  const { id, token } = request.params as { id?: string; token?: string };
  const access = id && token && /^[0-9a-f-]{36}$/i.test(id) ? readMediaAccessToken(key, token, id.toLowerCase()) : null;
  if (!access) throw new AppError('midia.fileNotFound', 404);
  if (access.expiresAt * 1000 <= now) throw new AppError('midia.accessExpired', 403);
  return access;
};
