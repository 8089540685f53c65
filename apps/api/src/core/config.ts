import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { APP_ENVIRONMENTS, type AppEnvironment } from '@plataforma/shared';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '@plataforma/shared/push';
import type { S3Settings } from './storage';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /**
   * PostgreSQL connection string. When DATABASE_URL is absent the platform starts the embedded PostgreSQL in
   * `dataDir/pg` and fills this in with its address (core/embedded-postgres.ts).
   */
  databaseUrl: string | null;
  /**
   * The owner's connection (DATABASE_OWNER_URL): migrations, roles, grants and the job queue's schema. When absent
   * the owner is DATABASE_URL's role (a warning at start when that role is not bound by row-level security), or the
   * embedded server's superuser. The application's requests always use `databaseUrl` (docs/security.md).
   */
  databaseOwnerUrl: string | null;
  /** API processes answering HTTP (API_PROCESSES; default one per core), plus one job worker when above 1. */
  processes: number;
  /** Redis shared by the API processes for rate limits (REDIS_URL); PostgreSQL holds them otherwise. */
  redisUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  outboxDir: string;
  publicUrl: string;
  /**
   * The origin SCORM packages are served from (CONTENT_ORIGIN), never the platform's own: a package's script must not
   * reach the learner's session (docs/decisions/0012). Default: PUBLIC_URL's scheme and host on `contentPort`.
   */
  contentOrigin: string;
  /** The port of the content listener, which serves package files only (CONTENT_PORT, default PORT + 1). */
  contentPort: number;
  /**
   * Origins of the BI tools whose panels the web app frames (BI_FRAME_ORIGINS, comma-separated http(s) addresses;
   * docs/bi.md): added to the policy's frame-src. Empty: only this origin (the demonstration panel).
   */
  biFrameOrigins: string[];
  jwtSecret: Uint8Array;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  resetTokenTtlSeconds: number;
  /** Days the welcome e-mail's link to create the password stays valid. */
  welcomeLinkDays: number;
  /** Failed sign-ins in a row after which an account is locked (LOGIN_RATE_LIMIT_MAX). */
  loginRateLimitMax: number;
  /** First lock-out of an account, doubled at each further failure (LOGIN_RATE_LIMIT_WINDOW_MS). */
  loginRateLimitWindowMs: number;
  /** Longest lock-out of an account (LOGIN_LOCKOUT_MAX_MS). */
  loginLockoutMaxMs: number;
  /** Failed sign-ins one address may make, over every account, per LOGIN_ADDRESS_WINDOW_MS (LOGIN_ADDRESS_MAX). */
  loginAddressMax: number;
  loginAddressWindowMs: number;
  bodyLimitBytes: number;
  environment: AppEnvironment;
  webDist: string | null;
  seedDemo: boolean;
  logLevel: string;
  /**
   * What this process does: `all` (default) answers HTTP and runs the background jobs; `api` only answers HTTP;
   * `worker` only runs the jobs. From ROLE or the `--role=` argument.
   */
  role: ProcessRole;
  /** Stored files (local storage): DATA_DIR/files unless FILES_DIR says otherwise. */
  filesDir: string;
  /** S3-compatible storage instead of the local folder, when S3_BUCKET is set. */
  s3: S3Settings | null;
  /** Largest repository file accepted (MEDIA_MAX_FILE_MB, default 1024 MB: the spec advises files under 1 GB). */
  mediaMaxFileBytes: number;
  /**
   * Background jobs: the heartbeat of long jobs (JOB_HEARTBEAT_SECONDS, default 30, at least 10) and the seconds
   * between supervision passes (JOB_SUPERVISE_SECONDS, default 10). A job whose worker died is retried within about
   * their sum.
   */
  jobHeartbeatSeconds: number;
  jobSuperviseSeconds: number;
  /**
   * Web Push (VAPID, RFC 8292): VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY (base64url) and VAPID_SUBJECT (mailto: or https:),
   * else a key pair generated on the first start and kept in DATA_DIR/vapid.json (docs/push.md).
   */
  vapid: VapidKeys;
  /** Longest wait for one push service (PUSH_TIMEOUT_MS, default 10 s): a slow endpoint never holds the others. */
  pushTimeoutMs: number;
  /** The push services a device may subscribe at (PUSH_SERVICE_HOSTS, comma-separated; default the browsers' own). */
  pushServiceHosts: readonly string[];
};

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

export const PROCESS_ROLES = ['all', 'api', 'worker'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

const roleOf = (env: NodeJS.ProcessEnv, argv: readonly string[]): ProcessRole => {
  const value = argv.find((arg) => arg.startsWith('--role='))?.slice('--role='.length) ?? env.ROLE ?? 'all';
  if (!(PROCESS_ROLES as readonly string[]).includes(value)) throw new Error(`ROLE must be one of ${PROCESS_ROLES.join(', ')}`);
  return value as ProcessRole;
};

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && value !== undefined && value !== '' ? n : fallback;
};

/**
 * The content origin: CONTENT_ORIGIN (an origin: scheme, host and port only), else PUBLIC_URL's scheme and host on the
 * content port. It must differ from the platform's origin, or a package would run with the learner's session.
 */
export const contentOriginOf = (fromEnv: string | undefined, publicUrl: string, contentPort: number): string => {
  const app = new URL(publicUrl);
  let origin: string;
  if (fromEnv) {
    const given = new URL(fromEnv);
    if (given.pathname !== '/' || given.search || given.hash) throw new Error('CONTENT_ORIGIN must be an origin (scheme, host and port), without a path');
    origin = given.origin;
  } else {
    const derived = new URL(app.origin);
    derived.port = String(contentPort);
    origin = derived.origin;
  }
  if (origin === app.origin) throw new Error('CONTENT_ORIGIN must differ from the origin of PUBLIC_URL');
  return origin;
};

/** The http(s) origins of a comma-separated list of addresses; anything else is left out. */
export const frameOriginsOf = (fromEnv: string | undefined): string[] => {
  const origins = new Set<string>();
  for (const item of (fromEnv ?? '').split(',')) {
    try {
      const url = new URL(item.trim());
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      // not an address
    }
  }
  return [...origins];
};

/** The signing secret: JWT_SECRET, else one generated once and kept in the data folder. */
const loadSecret = (dataDir: string, fromEnv: string | undefined): Uint8Array => {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
};

/** The VAPID keys: from the environment (both keys), else generated once and kept in the data folder. */
export const loadVapidKeys = (dataDir: string, env: NodeJS.ProcessEnv, publicUrl: string): VapidKeys => {
  const subject = env.VAPID_SUBJECT || (publicUrl.startsWith('https:') ? publicUrl : 'mailto:nao-responda@plataforma.local');
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  const file = join(dataDir, 'vapid.json');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const keys = { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: ecdh.getPrivateKey().toString('base64url') };
    // 'wx': two processes starting together keep the first one's pair.
    try {
      writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config => {
  // The repository's ./data unless DATA_DIR says otherwise (npm workspaces run the API from apps/api).
  const dataDir = resolve(env.DATA_DIR ?? join(import.meta.dirname, '../../../../data'));
  const databaseUrl = env.DATABASE_URL || null;
  const port = int(env.PORT, 3000);
  const environment = (APP_ENVIRONMENTS as readonly string[]).includes(env.APP_ENV ?? '') ? (env.APP_ENV as AppEnvironment) : 'production';
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const contentPort = int(env.CONTENT_PORT, port + 1);
  const webDist = env.WEB_DIST ? resolve(env.WEB_DIST) : resolve(import.meta.dirname, '../../../web/dist');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    databaseOwnerUrl: env.DATABASE_OWNER_URL || null,
    processes: Math.max(1, int(env.API_PROCESSES, availableParallelism())),
    redisUrl: env.REDIS_URL || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Plataforma <nao-responda@plataforma.local>',
    outboxDir: resolve(env.OUTBOX_DIR ?? join(dataDir, 'outbox')),
    publicUrl,
    contentOrigin: contentOriginOf(env.CONTENT_ORIGIN, publicUrl, contentPort),
    contentPort,
    biFrameOrigins: frameOriginsOf(env.BI_FRAME_ORIGINS),
    jwtSecret: loadSecret(dataDir, env.JWT_SECRET),
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL, 900),
    refreshTokenTtlSeconds: int(env.REFRESH_TOKEN_TTL, 30 * 24 * 3600),
    resetTokenTtlSeconds: int(env.RESET_TOKEN_TTL, 3600),
    welcomeLinkDays: int(env.WELCOME_LINK_DAYS, 7),
    loginRateLimitMax: int(env.LOGIN_RATE_LIMIT_MAX, 10),
    loginRateLimitWindowMs: int(env.LOGIN_RATE_LIMIT_WINDOW_MS, 60_000),
    loginLockoutMaxMs: int(env.LOGIN_LOCKOUT_MAX_MS, 3_600_000),
    loginAddressMax: int(env.LOGIN_ADDRESS_MAX, 50),
    loginAddressWindowMs: int(env.LOGIN_ADDRESS_WINDOW_MS, 15 * 60_000),
    bodyLimitBytes: int(env.BODY_LIMIT_BYTES, 1024 * 1024),
    environment,
    webDist: existsSync(webDist) ? webDist : null,
    seedDemo: env.SEED_DEMO !== 'false',
    logLevel: env.LOG_LEVEL ?? 'info',
    role: roleOf(env, process.argv),
    filesDir: resolve(env.FILES_DIR ?? join(dataDir, 'files')),
    s3: env.S3_BUCKET
      ? { bucket: env.S3_BUCKET, endpoint: env.S3_ENDPOINT || null, region: env.S3_REGION || 'us-east-1', accessKeyId: env.S3_ACCESS_KEY_ID || null, secretAccessKey: env.S3_SECRET_ACCESS_KEY || null }
      : null,
    mediaMaxFileBytes: int(env.MEDIA_MAX_FILE_MB, 1024) * 1048576,
    jobHeartbeatSeconds: Math.max(10, Math.round(int(env.JOB_HEARTBEAT_SECONDS, 30))),
    jobSuperviseSeconds: Math.max(1, Math.round(int(env.JOB_SUPERVISE_SECONDS, 10))),
    vapid: loadVapidKeys(dataDir, env, publicUrl),
    pushTimeoutMs: Math.max(100, int(env.PUSH_TIMEOUT_MS, 10_000)),
    pushServiceHosts: env.PUSH_SERVICE_HOSTS?.trim()
      ? env.PUSH_SERVICE_HOSTS.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean)
      : DEFAULT_PUSH_SERVICE_HOSTS,
    ...overrides,
  };
};
