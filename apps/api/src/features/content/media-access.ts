import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors';
import { tokenMemo } from '../../core/signed-address';
import { objectTokenCodec, objectTokenKey, type ObjectToken, type ObjectTokenClaims } from './object-token';

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
export type MediaAccessClaims = ObjectTokenClaims;
export type MediaAccess = ObjectToken;

const codec = objectTokenCodec('midia-acesso');

/** The signing key of media addresses, derived from the session signing secret (never the secret itself). */
export const mediaAccessKey = (config: { jwtSecret: Uint8Array }): Uint8Array => objectTokenKey(config, 'midia-acesso');

/** Tokens already made, per signing key (one key per app): made once per object, person and 6-hour block. */
const memos = new WeakMap<Uint8Array, ReturnType<typeof tokenMemo>>();

/** A token for the object's files; `now` in milliseconds. */
export const mediaAccessToken = (key: Uint8Array, claims: MediaAccessClaims, now = Date.now()): string => {
  let memo = memos.get(key);
  if (!memo) memos.set(key, (memo = tokenMemo()));
  return memo(`${claims.tenantId}|${claims.midiaId}|${claims.userId ?? ''}|${claims.holder ? 1 : 0}`, now, () => signMediaAccess(key, claims, now));
};

const signMediaAccess = (key: Uint8Array, claims: MediaAccessClaims, now: number): string =>
  codec.write(key, claims, (Math.floor(now / 1000 / BLOCK_SECONDS) + 2) * BLOCK_SECONDS);

/** The claims of a token issued for `midiaId`, or null when it was not (forged, other object, damaged). */
export const readMediaAccessToken = (key: Uint8Array, token: string, midiaId: string): MediaAccess | null => codec.read(key, token, midiaId);

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
