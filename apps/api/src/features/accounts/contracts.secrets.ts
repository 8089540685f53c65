import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * The SSO client secret of a contract is stored encrypted (AES-256-GCM) with a key derived from the server's signing
 * secret (JWT_SECRET), and never returned by the API. Rotating JWT_SECRET makes stored secrets unreadable: they must be
 * entered again (docs/companies-contracts.md).
 */
const VERSION = 'v1';

const keyOf = (secret: Uint8Array) => createHash('sha256').update('contrato.sso.client-secret:').update(secret).digest();

export const encryptSecret = (plain: string, secret: Uint8Array): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64')}`;
};

/** The plain secret, or null when it cannot be read (another signing secret, or tampered). For the sign-in flow. */
export const decryptSecret = (stored: string, secret: Uint8Array): string | null => {
  const [version, payload] = stored.split(':');
  if (version !== VERSION || !payload) return null;
  try {
    const raw = Buffer.from(payload, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
};
