import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import type { EmbedClaims } from '@plataforma/shared/bi';

/**
 * The signed embedding of BI panels (docs/bi.md, docs/decisions/0029-bi-signed-embedding.md): Metabase's scheme, a
 * JWT signed with HS256 over `{ resource: { dashboard }, params, exp }` with a secret the platform shares with the BI
 * tool. The BI tool (or the built-in demonstration page) verifies it and applies `params` as locked filters.
 */

/** The embedding secret: BI_EMBED_SECRET, else one generated once and kept in the data folder (`bi-embed-secret`). */
export const loadEmbedSecret = (dataDir: string, fromEnv: string | undefined = process.env.BI_EMBED_SECRET): Uint8Array => {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const file = join(dataDir, 'bi-embed-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      // Another process of the same data folder wrote it first: read theirs.
      if (!(err instanceof Error && 'code' in err && err.code === 'EEXIST')) throw err;
    }
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
};

const embedClaimsSchema = z.object({
  resource: z.object({ dashboard: z.string().min(1) }).strict(),
  params: z.record(z.string(), z.string()),
  exp: z.number().int(),
});

export const signEmbedToken = (secret: Uint8Array, claims: EmbedClaims): Promise<string> =>
  new SignJWT({ resource: claims.resource, params: claims.params })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(claims.exp)
    .sign(secret);

export class EmbedTokenError extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(`embed token ${reason}`);
    this.name = 'EmbedTokenError';
  }
}

/**
 * The verifying side: HS256 only, signature and expiry checked (no clock tolerance), the claims' shape checked.
 * Throws EmbedTokenError('expired') or ('invalid'); a token of another kind (a BI session token) is invalid here.
 */
export const verifyEmbedToken = async (secret: Uint8Array, token: string, now: Date = new Date()): Promise<EmbedClaims> => {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: now });
    if (payload.aud !== undefined || payload.sub !== undefined) throw new EmbedTokenError('invalid');
    return embedClaimsSchema.parse(payload);
  } catch (err) {
    if (err instanceof EmbedTokenError) throw err;
    if (err instanceof Error && 'code' in err && err.code === 'ERR_JWT_EXPIRED') throw new EmbedTokenError('expired');
    throw new EmbedTokenError('invalid');
  }
};

/** The BI session of Login/{clientId}: who, where and which panel; `aud` tells session and refresh tokens apart. */
export type BiSession = { usuarioId: string; tenantId: string; painelId: string };
const SESSION_AUD = 'bi-session';
const REFRESH_AUD = 'bi-refresh';

export const signSessionToken = (secret: Uint8Array, session: BiSession, kind: 'session' | 'refresh', exp: number) =>
  new SignJWT({ tenant: session.tenantId, painel: session.painelId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(session.usuarioId)
    .setAudience(kind === 'session' ? SESSION_AUD : REFRESH_AUD)
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(secret);

const sessionClaimsSchema = z.object({ sub: z.string(), tenant: z.string(), painel: z.string() });

/** A BI session or refresh token, or null when it is not one (bad signature, expired, other kind). */
export const verifySessionToken = async (secret: Uint8Array, token: string, kind: 'session' | 'refresh'): Promise<BiSession | null> => {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], audience: kind === 'session' ? SESSION_AUD : REFRESH_AUD });
    const claims = sessionClaimsSchema.parse(payload);
    return { usuarioId: claims.sub, tenantId: claims.tenant, painelId: claims.painel };
  } catch {
    return null;
  }
};
