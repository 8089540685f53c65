import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../core/errors';
import { tokenMemo } from '../../core/signed-address';

/**
 * Addresses of course and trail card images. Like the repository's files (content/media-access.ts,
 * docs/decisions/0006), an <img> cannot send the Authorization header, so the address carries a signed token:
 *
 *     /api/v1/{curso|formacao}/{id}/card/{fileId}/{token}
 *
 * The token binds the tenant, the kind, the course or trail, the stored file and an expiry rounded to 6-hour blocks
 * (the browser's cache keeps working; a token lives 6 to 12 hours). Cards are shown to every signed-in person of the
 * tenant (catalog, home), so the token names no person.
 */
export type CardOwnerKind = 'curso' | 'formacao';
export type CardAccess = { tenantId: string; kind: CardOwnerKind; ownerId: string; fileId: string; expiresAt: number };

const BLOCK_SECONDS = 6 * 3600;
const SIGNATURE_BYTES = 16;

const uuidBytes = (uuid: string) => Buffer.from(uuid.replaceAll('-', ''), 'hex');
const uuidOf = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** The signing key of card addresses, derived from the session signing secret (never the secret itself). */
export const cardAccessKey = (config: { jwtSecret: Uint8Array }): Uint8Array => createHmac('sha256', config.jwtSecret).update('card-acesso').digest();

const sign = (key: Uint8Array, kind: CardOwnerKind, ownerId: string, fileId: string, payload: Buffer) =>
  createHmac('sha256', key).update(`card-acesso\0${kind}\0`).update(uuidBytes(ownerId)).update(uuidBytes(fileId)).update(payload).digest().subarray(0, SIGNATURE_BYTES);

/** Addresses already made, per signing key (one key per app): made once per card file and 6-hour block. */
const memos = new WeakMap<Uint8Array, ReturnType<typeof tokenMemo>>();

/** The address of a card image; `now` in milliseconds. */
export const cardUrl = (key: Uint8Array, access: Omit<CardAccess, 'expiresAt'>, now = Date.now()): string => {
  let memo = memos.get(key);
  if (!memo) memos.set(key, (memo = tokenMemo()));
  return memo(`${access.tenantId}|${access.kind}|${access.ownerId}|${access.fileId}`, now, () => signCardUrl(key, access, now));
};

const signCardUrl = (key: Uint8Array, access: Omit<CardAccess, 'expiresAt'>, now: number): string => {
  const expiresAt = (Math.floor(now / 1000 / BLOCK_SECONDS) + 2) * BLOCK_SECONDS;
  const payload = Buffer.alloc(20);
  uuidBytes(access.tenantId).copy(payload, 0);
  payload.writeUInt32BE(expiresAt, 16);
  const token = `${payload.toString('base64url')}.${sign(key, access.kind, access.ownerId, access.fileId, payload).toString('base64url')}`;
  return `/api/v1/${access.kind}/${access.ownerId}/card/${access.fileId}/${token}`;
};

/** The access a card address gives: 404 when the token does not open this file, 403 once it has expired. */
export const readCardAccess = (key: Uint8Array, kind: CardOwnerKind, ownerId: string, fileId: string, token: string, now = Date.now()): CardAccess => {
  const [encoded, signature, ...rest] = token.split('.');
  const payload = Buffer.from(encoded ?? '', 'base64url');
  const given = Buffer.from(signature ?? '', 'base64url');
  const valid =
    !!encoded &&
    !!signature &&
    rest.length === 0 &&
    payload.length === 20 &&
    given.length === SIGNATURE_BYTES &&
    payload.toString('base64url') === encoded &&
    given.toString('base64url') === signature &&
    timingSafeEqual(given, sign(key, kind, ownerId.toLowerCase(), fileId.toLowerCase(), payload));
  if (!valid) throw new AppError('midia.fileNotFound', 404);
  const expiresAt = payload.readUInt32BE(16);
  if (expiresAt * 1000 <= now) throw new AppError('midia.accessExpired', 403);
  return { tenantId: uuidOf(payload.subarray(0, 16)), kind, ownerId: ownerId.toLowerCase(), fileId: fileId.toLowerCase(), expiresAt };
};
