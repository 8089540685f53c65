import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Addresses of section card and banner images. An <img> cannot send the Authorization header, so (like the note
 * screenshots of notes/note-image-access.ts) the address carries a signed token in its path:
 *
 *     /api/v1/Secao/{id}/imagem/{Card|Banner}/{token}
 *
 * The token holds the tenant and an expiry; its signature binds them to the section, the role and the storage key, so
 * an address stops working when the image is replaced or the section deleted. Expiry is rounded to 6-hour blocks
 * (stable addresses, the browser's cache keeps working); a token lives 6 to 12 hours.
 */
const BLOCK_SECONDS = 6 * 3600;
const SIGNATURE_BYTES = 16;
const PAYLOAD_BYTES = 20;

const uuidBytes = (uuid: string) => Buffer.from(uuid.replaceAll('-', ''), 'hex');
const uuidOf = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** The signing key of section image addresses, derived from the session signing secret. */
export const sectionImageKey = (config: { jwtSecret: Uint8Array }): Uint8Array => createHmac('sha256', config.jwtSecret).update('secao-imagem').digest();

const sign = (key: Uint8Array, sectionId: string, role: string, imageKey: string, payload: Buffer) =>
  createHmac('sha256', key)
    .update('secao-imagem\0')
    .update(uuidBytes(sectionId))
    .update(`${role}\0${imageKey}\0`)
    .update(payload)
    .digest()
    .subarray(0, SIGNATURE_BYTES);

export const sectionImageToken = (key: Uint8Array, tenantId: string, sectionId: string, role: string, imageKey: string, now = Date.now()): string => {
  const expiresAt = (Math.floor(now / 1000 / BLOCK_SECONDS) + 2) * BLOCK_SECONDS;
  const payload = Buffer.alloc(PAYLOAD_BYTES);
  uuidBytes(tenantId).copy(payload, 0);
  payload.writeUInt32BE(expiresAt, 16);
  return `${payload.toString('base64url')}.${sign(key, sectionId, role, imageKey, payload).toString('base64url')}`;
};

/** The tenant and expiry a token claims, before its signature is checked. */
export const readSectionImageClaims = (token: string) => {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return null;
  const payload = Buffer.from(encoded, 'base64url');
  const given = Buffer.from(signature, 'base64url');
  if (payload.length !== PAYLOAD_BYTES || given.length !== SIGNATURE_BYTES) return null;
  if (payload.toString('base64url') !== encoded || given.toString('base64url') !== signature) return null;
  return { tenantId: uuidOf(payload.subarray(0, 16)), expiresAt: payload.readUInt32BE(16), payload, signature: given };
};

export const sectionImageSignatureMatches = (
  key: Uint8Array,
  claims: { payload: Buffer; signature: Buffer },
  sectionId: string,
  role: string,
  imageKey: string,
): boolean => timingSafeEqual(claims.signature, sign(key, sectionId, role, imageKey, claims.payload));

export const sectionImageUrl = (sectionId: string, role: string, token: string) => `/api/v1/Secao/${sectionId}/imagem/${role}/${token}`;
