import { createHmac, timingSafeEqual } from 'node:crypto';
import { decodeToken, encodeToken, uuidBytes, uuidOf } from '../../core/signed-address';

/**
 * The signed token of an object's addresses (media-access.ts, scorm-launch.ts): it binds the tenant, the object, the
 * person (none for the public view), whether that person holds 'Depósito' and an expiry, in 37 bytes and a 16-byte
 * HMAC. Each kind signs with its own label and its own key, so a token of one kind never opens the other.
 */
export type ObjectTokenClaims = { tenantId: string; midiaId: string; userId: string | null; holder: boolean };
export type ObjectToken = ObjectTokenClaims & { expiresAt: number };

const SIGNATURE_BYTES = 16;
const PAYLOAD_BYTES = 37;
const NO_USER = Buffer.alloc(16);

/** A signing key derived from the session signing secret for `label` (never the secret itself). */
export const objectTokenKey = (config: { jwtSecret: Uint8Array }, label: string): Uint8Array => createHmac('sha256', config.jwtSecret).update(label).digest();

/** Writes and reads the tokens of one kind (`label`). */
export const objectTokenCodec = (label: string) => {
  const sign = (key: Uint8Array, midiaId: string, payload: Buffer) =>
    createHmac('sha256', key).update(`${label}\0`).update(uuidBytes(midiaId)).update(payload).digest().subarray(0, SIGNATURE_BYTES);

  /** A token of `claims` valid until `expiresAt` (epoch seconds). */
  const write = (key: Uint8Array, claims: ObjectTokenClaims, expiresAt: number): string => {
    const payload = Buffer.alloc(PAYLOAD_BYTES);
    uuidBytes(claims.tenantId).copy(payload, 0);
    (claims.userId ? uuidBytes(claims.userId) : NO_USER).copy(payload, 16);
    payload.writeUInt8(claims.holder ? 1 : 0, 32);
    payload.writeUInt32BE(expiresAt, 33);
    return encodeToken(payload, sign(key, claims.midiaId, payload));
  };

  /** The claims of a token issued for `midiaId`, or null when it was not (forged, another object, damaged). */
  const read = (key: Uint8Array, token: string, midiaId: string): ObjectToken | null => {
    const decoded = decodeToken(token, PAYLOAD_BYTES);
    if (!decoded || !timingSafeEqual(decoded.signature, sign(key, midiaId, decoded.payload))) return null;
    const { payload } = decoded;
    const user = payload.subarray(16, 32);
    return {
      tenantId: uuidOf(payload.subarray(0, 16)),
      midiaId,
      userId: user.equals(NO_USER) ? null : uuidOf(user),
      holder: payload.readUInt8(32) === 1,
      expiresAt: payload.readUInt32BE(33),
    };
  };

  return { write, read };
};
