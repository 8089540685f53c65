import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

/** argon2id (algorithm 2 of @node-rs/argon2) with OWASP's minimum memory and time costs. */
const ARGON = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashing runs off the event loop (libuv's thread pool) and, per process, at most ARGON2_CONCURRENCY at a time
 * (default 1): a storm of sign-ins queues here instead of taking every core from the other calls (bench/README.md,
 * sign-in storm).
 */
const hashing = pLimit(Math.max(1, Number(process.env.ARGON2_CONCURRENCY) || 1));

export const hashPassword = (password: string) => hashing(() => hash(password, ARGON));
export const verifyPassword = async (stored: string, password: string) => {
  try {
    return await hashing(() => verify(stored, password));
  } catch {
    return false;
  }
};

/** A hash that matches no password: compared against when the user does not exist, so both paths take as long. */
let decoy: Promise<string> | null = null;
export const decoyHash = () => (decoy ??= hashPassword(randomBytes(16).toString('hex')));

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
