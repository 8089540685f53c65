import { z } from 'zod';

export const LEVELS = ['N0', 'N1', 'N2', 'N3'] as const;
export type Level = (typeof LEVELS)[number];
/** Platform levels: N0 platform administration, N1 platform staff; N2 company administration; N3 everyone else. */
export const isElevatedLevel = (level: Level) => level === 'N0' || level === 'N1';

export const loginRequestSchema = z.object({
  username: z.string().transform((s) => s.replace(/\s+/g, '')).pipe(z.string().min(1).max(254)),
  password: z.string().min(1).max(128),
  /** "Remember me": the refresh cookie outlives the browser session (docs/decisions/0013). */
  remember: z.boolean().optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  expires_in: z.number().int(),
  /**
   * Always empty: the refresh token travels only in an HttpOnly cookie (docs/decisions/0013). The field stays so the
   * reply keeps the spec's shape.
   */
  refresh_token: z.string(),
  scope: z.string(),
  token_type: z.literal('Bearer'),
  method: z.enum(['local', 'sso']),
  updatePassword: z.boolean(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** Claims of the access token (1-shell §3). */
export const tokenPayloadSchema = z.object({
  sub: z.string(),
  Level: z.enum(LEVELS),
  Tenant: z.string(),
  IdDoUsuario: z.string(),
  method: z.enum(['local', 'sso']),
  exp: z.number(),
  /** The token's own id, refused after sign-out until `exp` (docs/decisions/0013). */
  jti: z.string().optional(),
});
export type TokenPayload = z.infer<typeof tokenPayloadSchema>;

export const refreshRequestSchema = z.object({
  scope: z.string().optional(),
  grant_type: z.literal('refresh_token'),
  /** Not read: the refresh token comes from its HttpOnly cookie (docs/decisions/0013). Accepted for older clients. */
  refresh_token: z.string().max(200).optional(),
});
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

/** The refresh token comes from its HttpOnly cookie; a body field is accepted and not read (docs/decisions/0013). */
export const logoutRequestSchema = z.object({ refresh_token: z.string().max(200).optional() });

export const forgotPasswordParamsSchema = z.object({ user: z.string().min(1).max(254) });
export const forgotPasswordResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** Set a password from a recovery token (1-shell §3 create-password request). */
export const createPasswordRequestSchema = z.object({
  userId: z.string().min(1),
  email: z.string().optional(),
  password: z.string(),
  token: z.string().min(1).max(200),
  clientId: z.string().optional(),
  tenantId: z.string().optional(),
});
export type CreatePasswordRequest = z.infer<typeof createPasswordRequestSchema>;

export const confirmEmailRequestSchema = z.object({ userId: z.string().min(1), token: z.string().min(1).max(200) });

export const linkResetPasswordQuerySchema = z.object({ hash: z.string().min(1).max(200) });
export const linkResetPasswordResponseSchema = z.object({
  token: z.string(),
  userId: z.string(),
  email: z.string(),
  nomeCompleto: z.string(),
  expiresAt: z.string(),
});
export type LinkResetPasswordResponse = z.infer<typeof linkResetPasswordResponseSchema>;

export const AUTH_EVENTS = ['login', 'logout', 'login-failed', 'refresh', 'password-reset', 'client-mode-enter', 'client-mode-exit'] as const;
export type AuthEvent = (typeof AUTH_EVENTS)[number];
export const authenticationLogRequestSchema = z.object({
  evento: z.enum(['login', 'logout', 'client-mode-enter', 'client-mode-exit']),
  metodo: z.enum(['local', 'sso']).default('local'),
  tenantId: z.uuid().optional(),
  detalhes: z.string().max(500).optional(),
});
export type AuthenticationLogRequest = z.input<typeof authenticationLogRequestSchema>;
export const authenticationLogEntrySchema = z.object({
  id: z.string(),
  evento: z.enum(AUTH_EVENTS),
  metodo: z.string(),
  sucesso: z.boolean(),
  usuario: z.string().nullable(),
  ip: z.string().nullable(),
  criadoEm: z.string(),
});
