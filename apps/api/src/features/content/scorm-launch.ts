import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors';
import { objectTokenCodec, objectTokenKey, type ObjectToken, type ObjectTokenClaims } from './object-token';

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

export type ScormLaunchClaims = ObjectTokenClaims;
export type ScormLaunch = ObjectToken;

const codec = objectTokenCodec('scorm-lancamento');

/** The signing key of launch tokens, derived from the session signing secret (never the secret itself). */
export const scormLaunchKey = (config: { jwtSecret: Uint8Array }): Uint8Array => objectTokenKey(config, 'scorm-lancamento');

/**
 * A launch token; `now` in milliseconds. The expiry is the end of the current 10-minute step plus the lifetime, so the
 * addresses of one person stay the same for up to 10 minutes and the browser's cache of the package keeps working.
 */
export const scormLaunchToken = (key: Uint8Array, claims: ScormLaunchClaims, now = Date.now()): string =>
  codec.write(key, claims, (Math.floor(now / 1000 / STEP_SECONDS) + 1) * STEP_SECONDS + SCORM_LAUNCH_TTL_SECONDS);

/** The claims of a token issued for `midiaId`, or null when it was not (forged, another object, damaged). */
export const readScormLaunchToken = (key: Uint8Array, token: string, midiaId: string): ScormLaunch | null => codec.read(key, token, midiaId);

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
