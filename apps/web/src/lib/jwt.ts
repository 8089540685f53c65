import { LEVELS, type Level } from '@plataforma/shared/auth';

/** The claims the web app reads from the access token (1-shell §3). */
export type TokenClaims = {
  sub: string | null;
  Level: Level;
  Tenant: string;
  IdDoUsuario: string;
  method: 'local' | 'sso';
  exp: number | null;
};

const base64UrlDecode = (segment: string): string => {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
};

const isLevel = (value: unknown): value is Level => typeof value === 'string' && (LEVELS as readonly string[]).includes(value);

/**
 * Decodes the body of a JWT (no signature check: the server checks it). Returns null for anything that is not a
 * token carrying Level, Tenant and IdDoUsuario.
 */
export function decodeTokenClaims(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const body: unknown = JSON.parse(base64UrlDecode(parts[1]));
    if (!body || typeof body !== 'object') return null;
    const claims = body as Record<string, unknown>;
    if (!isLevel(claims.Level) || typeof claims.Tenant !== 'string' || typeof claims.IdDoUsuario !== 'string') return null;
    return {
      sub: typeof claims.sub === 'string' ? claims.sub : null,
      Level: claims.Level,
      Tenant: claims.Tenant,
      IdDoUsuario: claims.IdDoUsuario,
      method: claims.method === 'sso' ? 'sso' : 'local',
      exp: typeof claims.exp === 'number' ? claims.exp : null,
    };
  } catch {
    return null;
  }
}
