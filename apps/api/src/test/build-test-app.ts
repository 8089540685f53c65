import { EventEmitter, once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { SEED_GROUPS } from '@plataforma/shared/permissions';
import type { Level, TokenResponse } from '@plataforma/shared/auth';
import { buildApp, type BuiltApp } from '../app';
import { loadConfig, type Config } from '../core/config';
import { hashPassword } from '../core/crypto';
import { multipartBody } from '../core/multipart-body';
import { openDatabase, type Database } from '../core/db';
import { grupoDePermissao, identidade, tenant, usuario } from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed/demo';
import { createTestDatabase } from './test-database';

export { DEMO_PASSWORD };

/** A message as the local SMTP server received it. */
export type CapturedMail = { to: string[]; from: string; subject: string; text: string; html: string };

export type DemoTenant = 'plataforma' | 'demo' | 'acme';

export type TestApp = {
  app: BuiltApp;
  config: Config;
  database: Database;
  /** Every message the SMTP server received, oldest first. */
  mails: CapturedMail[];
  /** The first received message matching `predicate` (already received or arriving within `timeoutMs`). */
  waitForMail(predicate: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  /** Tenant ids of the demo companies. */
  tenants: Record<DemoTenant, string>;
  /** The account id of a demo person in a tenant (their default tenant when omitted). */
  userId(email: string, tenant?: DemoTenant): Promise<string>;
  /** This file's database as its owner (for checks that inspect every table, credentials included). */
  ownerUrl: string;
  close(): Promise<void>;
};

const TEST_JWT_SECRET = 'integration-tests-secret-that-is-long-enough';

/**
 * One database per test file, cloned from the migrated template with the demo data (test/global-setup.ts): the first
 * app of a file opens it, later apps of the same file share it (as API processes share one database), and it is
 * dropped with the last app. Files run in parallel, each on its own database and its own data folder.
 */
let shared: { database: Promise<{ database: Database; ownerUrl: string; drop(): Promise<void> }>; users: number } | null = null;
let dataDir: string | null = null;

const openSharedDatabase = async () => {
  const copy = await createTestDatabase();
  const database = await openDatabase({ databaseUrl: copy.url }, { migrate: false, poolMax: 5 });
  return { database, ownerUrl: copy.ownerUrl, drop: copy.drop };
};

const acquireDatabase = async () => {
  shared ??= { database: openSharedDatabase(), users: 0 };
  shared.users += 1;
  return shared.database;
};

const releaseDatabase = async () => {
  if (!shared) return;
  shared.users -= 1;
  if (shared.users > 0) return;
  const opened = shared.database;
  shared = null;
  const { database, drop } = await opened;
  await database.close();
  await drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = null;
};

/** A local SMTP server that parses and keeps every message. */
const startSmtp = async () => {
  const mails: CapturedMail[] = [];
  const events = new EventEmitter();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          events.emit('mail');
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;

  const waitForMail = (predicate: (mail: CapturedMail) => boolean, timeoutMs = 5000) =>
    new Promise<CapturedMail>((resolve, reject) => {
      const check = () => {
        const found = mails.find(predicate);
        if (!found) return false;
        clearTimeout(timer);
        events.off('mail', check);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        events.off('mail', check);
        reject(new Error(`no matching e-mail within ${timeoutMs} ms (received: ${mails.map((m) => `${m.to.join(',')} "${m.subject}"`).join('; ') || 'none'})`));
      }, timeoutMs);
      if (!check()) events.on('mail', check);
    });

  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url: `smtp://127.0.0.1:${port}`, mails, waitForMail, close };
};

/**
 * The API on a real database with the demo data and a real SMTP server capturing its mail.
 * Its database is this test file's own (embedded PostgreSQL, or the server of TEST_DATABASE_URL).
 */
export const buildTestApp = async (overrides: Partial<Config> = {}): Promise<TestApp> => {
  const smtp = await startSmtp();
  dataDir ??= mkdtempSync(join(tmpdir(), 'plataforma-test-data-'));
  const { database, ownerUrl } = await acquireDatabase();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: database.jobBackend.connectionString,
    JWT_SECRET: TEST_JWT_SECRET,
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'http://lms.test',
    APP_ENV: 'production',
  };
  // Tests sign in many times from one address: the login limit is high unless a test asks for a small one.
  const config = loadConfig(env, { webDist: null, logLevel: 'silent', loginRateLimitMax: 1000, loginAddressMax: 100_000, ...overrides });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();

  const tenantRows = await database.system((tx) => tx.select({ id: tenant.id, sub: tenant.subdominio }).from(tenant));
  const tenants = Object.fromEntries(tenantRows.map((t) => [t.sub, t.id])) as Record<DemoTenant, string>;

  const userId = async (email: string, sub?: DemoTenant) => {
    const rows = await database.system((tx) =>
      tx
        .select({ id: usuario.id, tenantId: usuario.tenantId, padrao: usuario.padrao })
        .from(usuario)
        .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
        .where(eq(identidade.email, email)),
    );
    const row = sub ? rows.find((r) => r.tenantId === tenants[sub]) : (rows.find((r) => r.padrao) ?? rows[0]);
    if (!row) throw new Error(`no account of ${email}${sub ? ` in ${sub}` : ''}`);
    return row.id;
  };

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await app.close();
    await smtp.close();
    await releaseDatabase();
  };

  return { app, config, database, mails: smtp.mails, waitForMail: smtp.waitForMail, tenants, userId, ownerUrl, close };
};

/** Headers of an authenticated call, optionally acting in another tenant. */
export const authHeaders = (token: string, tenantId?: string): Record<string, string> => ({
  authorization: `Bearer ${token}`,
  ...(tenantId ? { 'x-tenant': tenantId } : {}),
});

/** Signs in through the API and returns the token reply; throws with the reply when sign-in fails. */
export const login = async (app: BuiltApp, username: string, password: string = DEMO_PASSWORD): Promise<TokenResponse> => {
  const res = await app.inject({ method: 'POST', url: '/api/v1/autenticacao/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login of ${username} failed: ${res.statusCode} ${res.body}`);
  return res.json<TokenResponse>();
};

/** The refresh token's HttpOnly cookie as a reply set it (features/auth/auth.routes.ts), or null. */
export const refreshCookieOf = (res: LightMyRequestResponse): string | null =>
  (res.cookies as { name: string; value: string }[]).find((c) => c.name === 'plataforma_refresh' && c.value !== '')?.value ?? null;

/** Signs in and returns the token reply with the refresh cookie the browser would keep. */
export const loginSession = async (app: BuiltApp, username: string, password: string = DEMO_PASSWORD) => {
  const res = await app.inject({ method: 'POST', url: '/api/v1/autenticacao/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login of ${username} failed: ${res.statusCode} ${res.body}`);
  const cookie = refreshCookieOf(res);
  if (!cookie) throw new Error(`login of ${username} set no refresh cookie`);
  return { ...res.json<TokenResponse>(), cookie };
};

/** POST autenticacao/Refresh with the refresh cookie, as the browser sends it. */
export const refreshWithCookie = (app: BuiltApp, cookie: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/autenticacao/Refresh',
    payload: { grant_type: 'refresh_token', scope: 'openid profile offline_access' },
    cookies: { plataforma_refresh: cookie },
  });

/** An authenticated call as `token` (in `tenantId` when given). */
export const callAs = (app: BuiltApp, token: string, options: InjectOptions & { tenantId?: string }): Promise<LightMyRequestResponse> => {
  const { tenantId, headers, ...rest } = options;
  return app.inject({ ...rest, headers: { ...(headers ?? {}), ...authHeaders(token, tenantId) } });
};

let sequence = 0;
/** A unique e-mail for a person made by a test. */
export const uniqueEmail = (prefix = 'pessoa') => `${prefix}.${Date.now().toString(36)}.${(sequence += 1)}@teste.local`;

export type CreatedPerson = { identityId: string; email: string; password: string; accounts: Record<string, string> };

/**
 * A new person with one account per listed tenant (the first is the default), for tests that change state
 * (passwords, terms, defaults) without touching the demo accounts other tests rely on.
 */
export const createPerson = async (
  t: Pick<TestApp, 'database' | 'tenants'>,
  options: {
    email?: string;
    cpf?: string | null;
    password?: string;
    nome?: string;
    accounts?: { tenant: DemoTenant; group?: keyof typeof SEED_GROUPS; groupId?: string; nivel?: Level; ativo?: boolean }[];
  } = {},
): Promise<CreatedPerson> => {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? DEMO_PASSWORD;
  const nome = options.nome ?? 'Pessoa de Teste';
  const accounts = options.accounts ?? [{ tenant: 'demo' }];
  const senhaHash = await hashPassword(password);
  return t.database.system(async (tx) => {
    const [person] = await tx.insert(identidade).values({ email, cpf: options.cpf ?? null, senhaHash, emailConfirmadoEm: null }).returning({ id: identidade.id });
    const ids: Record<string, string> = {};
    for (const [index, a] of accounts.entries()) {
      const tenantId = t.tenants[a.tenant];
      let groupId = a.groupId ?? null;
      if (!groupId) {
        const groups = await tx.select({ id: grupoDePermissao.id, nome: grupoDePermissao.nome }).from(grupoDePermissao).where(eq(grupoDePermissao.tenantId, tenantId));
        groupId = groups.find((g) => g.nome === (a.group ?? 'Aluno'))?.id ?? null;
      }
      const [account] = await tx
        .insert(usuario)
        .values({
          tenantId,
          identidadeId: person.id,
          nomeCompleto: nome,
          apelido: nome.split(' ')[0],
          grupoDePermissaoId: groupId,
          nivel: a.nivel ?? 'N3',
          ativo: a.ativo ?? true,
          padrao: index === 0,
        })
        .returning({ id: usuario.id });
      ids[a.tenant] = account.id;
    }
    return { identityId: person.id, email, password, accounts: ids };
  });
};

/** A permission group with exactly the given functionalities, in a demo tenant. */
export const createGroup = async (t: Pick<TestApp, 'database' | 'tenants'>, sub: DemoTenant, funcionalidades: string[], nome = `Grupo ${uniqueEmail('g')}`) =>
  t.database.system(async (tx) => {
    const [row] = await tx.insert(grupoDePermissao).values({ tenantId: t.tenants[sub], nome, funcionalidades }).returning({ id: grupoDePermissao.id });
    return row.id;
  });

/** A multipart/form-data body with one file in `field` (what a browser's FormData sends), and its content type. */
export const multipartFile = (field: string, fileName: string, content: Buffer, mimeType = 'application/octet-stream') =>
  multipartBody({ field, fileName, content, mimeType });
