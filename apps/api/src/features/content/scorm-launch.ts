import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors';

/**
 * The launch of a SCORM package (docs/scorm.md 'Launch', docs/decisions/0012). A package's files are served only by
 * the content listener, on an origin that is not the platform's, at addresses that carry a launch token:
 *
 *     {contentOrigin}/scorm/{midiaId}/{token}/{path in the package}       a file of the package
 *     {contentOrigin}/lancamento/{midiaId}/{token}/{launch path}          the launch page: runtime + package frame
 *
 * The token binds the tenant, the object, the person (none for the public view), whether that person holds
 * 'Depósito' (inactive objects stay readable by them only) and a short expiry. It is not a session: the API knows
 * nothing of it (every API route answers 401 to it), and the only thing it opens is this object's package on the
 * content origin. Its signing key is its own, derived from the session secret, so no other token is ever valid here.
 */
export const SCORM_FILE_PREFIX = '/scorm/:id/:token';
export const SCORM_LAUNCH_PREFIX = '/lancamento/:id/:token';

/** A launch token lives 2 hours (a working session), plus up to one 10-minute step the address stays the same in. */
export const SCORM_LAUNCH_TTL_SECONDS = 2 * 3600;
const STEP_SECONDS = 600;
const SIGNATURE_BYTES = 16;
const PAYLOAD_BYTES = 37;
const NO_USER = Buffer.alloc(16);

export type ScormLaunchClaims = { tenantId: string; midiaId: string; userId: string | null; holder: boolean };
export type ScormLaunch = ScormLaunchClaims & { expiresAt: number };

const uuidBytes = (uuid: string) => Buffer.from(uuid.replaceAll('-', ''), 'hex');
const uuidOf = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** The signing key of launch tokens, derived from the session signing secret (never the secret itself). */
export const scormLaunchKey = (config: { jwtSecret: Uint8Array }): Uint8Array => createHmac('sha256', config.jwtSecret).update('scorm-lancamento').digest();

const sign = (key: Uint8Array, midiaId: string, payload: Buffer) =>
  createHmac('sha256', key).update('scorm-lancamento\0').update(uuidBytes(midiaId)).update(payload).digest().subarray(0, SIGNATURE_BYTES);

/**
 * A launch token; `now` in milliseconds. The expiry is the end of the current 10-minute step plus the lifetime, so the
 * addresses of one person stay the same for up to 10 minutes and the browser's cache of the package keeps working.
 */
export const scormLaunchToken = (key: Uint8Array, claims: ScormLaunchClaims, now = Date.now()): string => {
  const expiresAt = (Math.floor(now / 1000 / STEP_SECONDS) + 1) * STEP_SECONDS + SCORM_LAUNCH_TTL_SECONDS;
  const payload = Buffer.alloc(PAYLOAD_BYTES);
  uuidBytes(claims.tenantId).copy(payload, 0);
  (claims.userId ? uuidBytes(claims.userId) : NO_USER).copy(payload, 16);
  payload.writeUInt8(claims.holder ? 1 : 0, 32);
  payload.writeUInt32BE(expiresAt, 33);
  return `${payload.toString('base64url')}.${sign(key, claims.midiaId, payload).toString('base64url')}`;
};

/** The claims of a token issued for `midiaId`, or null when it was not (forged, another object, damaged). */
export const readScormLaunchToken = (key: Uint8Array, token: string, midiaId: string): ScormLaunch | null => {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return null;
  const payload = Buffer.from(encoded, 'base64url');
  const given = Buffer.from(signature, 'base64url');
  if (payload.length !== PAYLOAD_BYTES || given.length !== SIGNATURE_BYTES) return null;
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

/**
 * The launch of a request to the content listener: 404 when the token does not open this object, 403
 * 'midia.accessExpired' once it has expired (the player reads the object again for a fresh launch).
 */
export const scormLaunchOf = (key: Uint8Array, request: FastifyRequest, now = Date.now()): ScormLaunch => {
  const { id, token } = request.params as { id?: string; token?: string };
  const launch = id && token && /^[0-9a-f-]{36}$/i.test(id) ? readScormLaunchToken(key, token, id.toLowerCase()) : null;
  if (!launch) throw new AppError('midia.fileNotFound', 404);
  if (launch.expiresAt * 1000 <= now) throw new AppError('midia.accessExpired', 403);
  return launch;
};

/** The address of a file of the package on the content origin (`rest`: the path in the package, with its query). */
export const scormFileUrl = (contentOrigin: string, midiaId: string, token: string, rest: string) => `${contentOrigin}/scorm/${midiaId}/${token}/${rest}`;

/**
 * The address the API answers for an object's SCORM launch page (scormScriptUrl, scormScriptLink): `stored` is the
 * object's `scorm/{launch path}`; null when the package is not unpacked.
 */
export const scormScriptAddress = (config: { contentOrigin: string }, key: Uint8Array, claims: ScormLaunchClaims, stored: string | null, now = Date.now()): string | null =>
  stored?.startsWith('scorm/') ? scormFileUrl(config.contentOrigin, claims.midiaId, scormLaunchToken(key, claims, now), stored.slice('scorm/'.length)) : null;
