import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Addresses of note screenshots. An <img> cannot send the Authorization header, so (like the object files of
 * content/media-access.ts) the address carries a signed token in its path:
 *
 *     /api/v1/MidiaAnotacaoUsuario/{id}/imagem/{token}
 *
 * The token holds the tenant and an expiry; its signature binds them to the note and to the storage key of the
 * screenshot, so an address stops working when the screenshot is replaced or removed, or the note deleted. Only the
 * note's owner receives it (the list and save replies). Expiry is rounded to 6-hour blocks (same addresses for hours,
 * the browser's cache keeps working); a token lives 6 to 12 hours.
 */
const BLOCK_SECONDS = 6 * 3600;
const SIGNATURE_BYTES = 16;
const PAYLOAD_BYTES = 20;

const uuidBytes = (uuid: string) => Buffer.from(uuid.replaceAll('-', ''), 'hex');
const uuidOf = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** The signing key of screenshot addresses, derived from the session signing secret (never the secret itself). */
export const noteImageKey = (config: { jwtSecret: Uint8Array }): Uint8Array => createHmac('sha256', config.jwtSecret).update('anotacao-imagem').digest();

const sign = (key: Uint8Array, noteId: string, imageKey: string, payload: Buffer) =>
  createHmac('sha256', key).update('anotacao-imagem\0').update(uuidBytes(noteId)).update(imageKey).update('\0').update(payload).digest().subarray(0, SIGNATURE_BYTES);

/** A token for the screenshot `imageKey` of note `noteId`; `now` in milliseconds. */
export const noteImageToken = (key: Uint8Array, tenantId: string, noteId: string, imageKey: string, now = Date.now()): string => {
  const expiresAt = (Math.floor(now / 1000 / BLOCK_SECONDS) + 2) * BLOCK_SECONDS;
  const payload = Buffer.alloc(PAYLOAD_BYTES);
  uuidBytes(tenantId).copy(payload, 0);
  payload.writeUInt32BE(expiresAt, 16);
  return `${payload.toString('base64url')}.${sign(key, noteId, imageKey, payload).toString('base64url')}`;
};

export type NoteImageClaims = { tenantId: string; expiresAt: number };

/** The tenant and expiry a token claims, before its signature is checked (the note must be read first). */
export const readNoteImageClaims = (token: string): (NoteImageClaims & { payload: Buffer; signature: Buffer }) | null => {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return null;
  const payload = Buffer.from(encoded, 'base64url');
  const given = Buffer.from(signature, 'base64url');
  if (payload.length !== PAYLOAD_BYTES || given.length !== SIGNATURE_BYTES) return null;
  // One spelling per token: base64url's unused trailing bits must not give a second valid address.
  if (payload.toString('base64url') !== encoded || given.toString('base64url') !== signature) return null;
  return { tenantId: uuidOf(payload.subarray(0, 16)), expiresAt: payload.readUInt32BE(16), payload, signature: given };
};

/** Whether the claimed token was signed for this note and this screenshot. */
export const noteImageSignatureMatches = (key: Uint8Array, claims: { payload: Buffer; signature: Buffer }, noteId: string, imageKey: string): boolean =>
  timingSafeEqual(claims.signature, sign(key, noteId, imageKey, claims.payload));

/** The address of a note's screenshot. */
export const noteImageUrl = (noteId: string, token: string) => `/api/v1/MidiaAnotacaoUsuario/${noteId}/imagem/${token}`;
