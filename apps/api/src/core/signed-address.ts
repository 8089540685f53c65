import { createHmac, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/**
 * Addresses whose token in the path is the access. An <img> (or a canvas loading an image) cannot send the
 * Authorization header, so the replies that show a stored file hand out an address such as
 *
 *     /api/v1/Secao/{id}/imagem/{Card|Banner}/{token}
 *     /api/v1/MidiaAnotacaoUsuario/{id}/imagem/{token}
 *     /api/v1/Certificado/{id}/arquivo/{alias}/{token}
 *
 * The token holds the tenant and an expiry (the payload); its signature binds them to the purpose, the subject (the
 * row's id) and extra strings (a role, an alias, the storage key), so an address stops working when the file is
 * replaced or the row deleted. Expiry is rounded to 6-hour blocks (the same address for hours, the browser's cache
 * keeps working); a token lives 6 to 12 hours. Each purpose signs with its own key derived from the session secret.
 */
const BLOCK_SECONDS = 6 * 3600;
const SIGNATURE_BYTES = 16;
const PAYLOAD_BYTES = 20;

/** A UUID as its 16 bytes, and back. */
export const uuidBytes = (uuid: string) => Buffer.from(uuid.replaceAll('-', ''), 'hex');
export const uuidOf = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** The text of a token: its payload and its signature, base64url, joined by a dot. */
export const encodeToken = (payload: Buffer, signature: Buffer) => `${payload.toString('base64url')}.${signature.toString('base64url')}`;

/**
 * The payload and signature of a token of `payloadBytes` and a 16-byte signature, or null when it is not one. One
 * spelling per token: base64url's unused trailing bits must not give a second valid address.
 */
export const decodeToken = (token: string, payloadBytes: number): { payload: Buffer; signature: Buffer } | null => {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return null;
  const payload = Buffer.from(encoded, 'base64url');
  const given = Buffer.from(signature, 'base64url');
  if (payload.length !== payloadBytes || given.length !== SIGNATURE_BYTES) return null;
  if (payload.toString('base64url') !== encoded || given.toString('base64url') !== signature) return null;
  return { payload, signature: given };
};

/** What a token claims before its signature is checked: the tenant to read the row in, and the expiry (seconds). */
export type SignedAddressClaims = { tenantId: string; expiresAt: number; payload: Buffer; signature: Buffer };

export type SignedAddresses = {
  /** A token for `subjectId` of `tenantId`, bound to `bound` (in order); `now` in milliseconds. */
  token: (tenantId: string, subjectId: string, bound: readonly string[], now?: number) => string;
  /** The claims of a well-formed token (one spelling per token), or null. */
  read: (token: string) => SignedAddressClaims | null;
  /** Whether the claimed token was signed for this subject and these strings. */
  matches: (claims: Pick<SignedAddressClaims, 'payload' | 'signature'>, subjectId: string, bound: readonly string[]) => boolean;
  /** Whether the claims expired at `now` (milliseconds). */
  expired: (claims: Pick<SignedAddressClaims, 'expiresAt'>, now?: number) => boolean;
};

/** The 6-hour block of an instant (milliseconds): a token's expiry is the end of the next block. */
export const signingBlockOf = (now: number) => Math.floor(now / 1000 / BLOCK_SECONDS);

/** How many tokens each signer keeps (an entry is about 200 bytes). */
export const TOKEN_MEMO_SIZE = 20_000;

/**
 * Tokens made once per subject and time block, not per request: the token of a block is always the same (its expiry
 * is aligned to the block), so a bounded LRU keyed by the inputs and the block hands back the one already signed.
 */
export const tokenMemo = (size = TOKEN_MEMO_SIZE) => {
  const lru = new LRUCache<string, string>({ max: size });
  return (key: string, now: number, make: () => string): string => {
    const full = `${signingBlockOf(now)}|${key}`;
    let token = lru.get(full);
    if (token === undefined) {
      token = make();
      lru.set(full, token);
    }
    return token;
  };
};

/** Signed addresses of one purpose (e.g. 'secao-imagem'); the key is derived from the session signing secret. */
export const signedAddresses = (config: { jwtSecret: Uint8Array }, purpose: string): SignedAddresses => {
  const key = createHmac('sha256', config.jwtSecret).update(purpose).digest();
  const sign = (subjectId: string, bound: readonly string[], payload: Buffer) => {
    const mac = createHmac('sha256', key).update(`${purpose}\0`).update(uuidBytes(subjectId));
    for (const part of bound) mac.update(`${part}\0`);
    return mac.update(payload).digest().subarray(0, SIGNATURE_BYTES);
  };
  const memo = tokenMemo();
  return {
    token: (tenantId, subjectId, bound, now = Date.now()) =>
      memo(`${tenantId}|${subjectId}|${bound.join('\0')}`, now, () => {
        const expiresAt = (signingBlockOf(now) + 2) * BLOCK_SECONDS;
        const payload = Buffer.alloc(PAYLOAD_BYTES);
        uuidBytes(tenantId).copy(payload, 0);
        payload.writeUInt32BE(expiresAt, 16);
        return encodeToken(payload, sign(subjectId, bound, payload));
      }),
    read: (token) => {
      const decoded = decodeToken(token, PAYLOAD_BYTES);
      if (!decoded) return null;
      const { payload, signature } = decoded;
      return { tenantId: uuidOf(payload.subarray(0, 16)), expiresAt: payload.readUInt32BE(16), payload, signature };
    },
    matches: (claims, subjectId, bound) => timingSafeEqual(claims.signature, sign(subjectId, bound, claims.payload)),
    expired: (claims, now = Date.now()) => claims.expiresAt * 1000 <= now,
  };
};
