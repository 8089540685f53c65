// What the bench scripts share: command-line numbers, the PostgreSQL bench database, child processes and waiting, the
// API beside the hello-world, the platform on its own default (embedded PostgreSQL) and its database, signing in,
// autocannon with every time kept, a keep-alive HTTP client, CPU accounting, load averages and the results file.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, cpus, loadavg, tmpdir, userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

export const root = join(import.meta.dirname, '..');

/** `--name N` of the command line, or the fallback. */
export const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};

/** `--name text` of the command line, or the fallback. */
export const textArg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};

/** Creates the database of `url` when it does not exist (connecting to the server's `postgres` database). */
export const ensureDatabase = async (url) => {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) {
      await client.query(`create database "${name.replace(/"/g, '""')}"`);
      console.log(`database ${name} created`);
    }
  } finally {
    await client.end();
  }
};

/** Runs a Node script to its end (rejects on a non-zero exit). */
export const exec = (args, env) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });

/** Starts a Node script in the background. */
export const start = (args, env) => spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });

/** Waits until `url` answers below 500 (two minutes at most). */
export const waitFor = async (url) => {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`not ready: ${url}`);
};

/** The p-th percentile (nearest rank, rounded to whole milliseconds) of a list of times; null when empty. */
export const percentile = (times, p) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]) : null;
};

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts the API on the bench database (sign-in not rate limited, quiet log, no web app, no demo seed; `env` adds or
 * overrides) and the Fastify hello-world beside it. `ready` waits for both; `stop` ends both.
 */
export const startServers = ({ databaseUrl, apiPort, helloPort, jwtSecret, env = {} }) => {
  const api = start(['--import', 'tsx', 'apps/api/src/main.ts'], {
    DATABASE_URL: databaseUrl,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    LOGIN_RATE_LIMIT_MAX: '100000000',
    LOG_LEVEL: 'warn',
    JWT_SECRET: jwtSecret,
    WEB_DIST: join(root, 'bench', 'no-web-app'),
    SEED_DEMO: 'false',
    ...env,
  });
  const hello = start(['bench/hello-world.mjs'], { PORT: String(helloPort) });
  return {
    api,
    hello,
    ready: async () => {
      await waitFor(`http://127.0.0.1:${apiPort}/api/health`);
      await waitFor(`http://127.0.0.1:${helloPort}/`);
    },
    stop: () => {
      api.kill('SIGTERM');
      hello.kill('SIGTERM');
    },
  };
};

/** The first `count` learners of a bench tenant whose e-mails start with `emailPrefix` ('bench.<kind>.'), by number. */
export const benchLearners = async (db, tenantId, emailPrefix, count) => {
  const { rows } = await db.query(
    `select i.email, u.id from usuario u join identidade i on i.id = u.identidade_id where u.tenant_id = $1 and i.email like $3
     order by split_part(split_part(i.email, '@', 1), '.', 3)::int limit $2`,
    [tenantId, count, `${emailPrefix}%`],
  );
  if (rows.length < count) throw new Error(`only ${rows.length} learners in the bench tenant`);
  return rows;
};

/** Signs every learner in with the demo password (argon2id: about 10 ms of CPU each), four at a time; their tokens in order and the seconds it took. */
export const signInAll = async (apiPort, people) => {
  const started = performance.now();
  const tokens = new Array(people.length);
  const queue = people.map((p, i) => [p, i]);
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [p, i] = next;
        const res = await fetch(`http://127.0.0.1:${apiPort}/api/v1/autenticacao/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: p.email, password: 'Demo@2026' }),
        });
        const body = await res.json();
        if (!body.access_token) throw new Error(`sign-in of ${p.email} failed: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
        tokens[i] = body.access_token;
      }
    }),
  );
  return { tokens, seconds: (performance.now() - started) / 1000 };
};

/** CPU seconds (user + system) of a process, from /proc (Linux); 0 when it is gone. */
export const cpuSeconds = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
};

/**
 * Starts counting the CPU seconds of the API process and of the database server processes serving the database of
 * `db` (a pg client), sampled every second (a server process of the pool that ends between two samples keeps its last
 * reading). Returns the function that stops and gives { apiSeconds, databaseSeconds }.
 */
export const cpuMeter = async (apiPid, db) => {
  const api0 = cpuSeconds(apiPid);
  const first = new Map();
  const last = new Map();
  const sample = async () => {
    const { rows } = await db.query(`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
    for (const { pid } of rows) {
      const seconds = cpuSeconds(pid);
      if (!first.has(pid)) first.set(pid, seconds);
      if (seconds) last.set(pid, seconds);
    }
  };
  await sample();
  const initial = new Set(first.keys());
  const timer = setInterval(() => sample().catch(() => {}), 1000);
  return async () => {
    clearInterval(timer);
    await sample();
    let database = 0;
    // processes there at the start count from their reading then; later ones from zero
    for (const [pid, seconds] of last) database += seconds - (initial.has(pid) ? first.get(pid) : 0);
    return { apiSeconds: +(cpuSeconds(apiPid) - api0).toFixed(1), databaseSeconds: +database.toFixed(1) };
  };
};

/** Prints the checks ([name, ok, value]), writes bench/results/<name>-<date>.json and fails the process when a check failed. */
export const finish = (name, date, checks, data) => {
  console.log('\nchecks:');
  for (const [check, ok, value] of checks) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${check} (${value})`);
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results', `${name}-${date.replace(/[:.]/g, '-')}.json`), JSON.stringify(data, null, 2));
  if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
};

// ---------------------------------------------------------------- the platform on its own default

/**
 * Starts the platform as `npm start` does (apps/api/src/main.ts): the embedded PostgreSQL in `dataDir`/pg (unless
 * `databaseUrl`), one API process per core (API_PROCESSES overrides) and a job worker, demo data seeded on the first
 * start; sign-in not rate limited, quiet log, no web app. `ready` waits for /api/health; `stop` ends the primary (which
 * stops its processes, then the database) and waits for it.
 */
export const startPlatform = ({ port, dataDir, databaseUrl = null, apiProcesses = null, env = {} }) => {
  const child = start(['--import', 'tsx', 'apps/api/src/main.ts'], {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOGIN_RATE_LIMIT_MAX: '100000000',
    LOG_LEVEL: 'warn',
    WEB_DIST: join(root, 'bench', 'no-web-app'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(apiProcesses ? { API_PROCESSES: String(apiProcesses) } : {}),
    ...env,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    ready: () => waitFor(`http://127.0.0.1:${port}/api/health`),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const kill = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(kill);
    },
  };
};

/**
 * A fresh data folder in the temporary directory, open for passing through (0711, as /tmp itself): run as root, the
 * platform keeps the embedded cluster inside the data folder only when the 'postgres' user can enter it
 * (apps/api/src/core/embedded-postgres.ts, clusterDirFor), so the cluster goes away with the folder.
 */
/**
 * What every platform bench starts with: the platform on its own default (or on --database-url, with --api-processes)
 * in a fresh data folder, the hello-world beside it when `helloPort` is given, and `connect()`, which waits for both
 * and opens a client of the platform's database.
 */
export const startBench = async ({ name, apiPort, helloPort = null }) => {
  const apiProcesses = arg('api-processes', null);
  const databaseUrl = textArg('database-url', null);
  const dataDir = freshDataDir(name);
  if (databaseUrl) await ensureDatabase(databaseUrl);
  const platform = startPlatform({ port: apiPort, dataDir, databaseUrl, apiProcesses });
  const hello = helloPort ? start(['bench/hello-world.mjs'], { PORT: String(helloPort) }) : null;
  const helloUrl = helloPort ? `http://127.0.0.1:${helloPort}/` : null;
  const connect = async () => {
    await platform.ready();
    if (helloUrl) await waitFor(helloUrl);
    const db = new pg.Client(databaseUrl ? { connectionString: databaseUrl } : embeddedDatabase(dataDir));
    await db.connect();
    return db;
  };
  return { apiProcesses, databaseUrl, dataDir, platform, hello, helloUrl, base: platform.base, stamp: Date.now().toString(36), connect };
};

/** The opening fields of every platform bench's results: when, on what, with how many API processes, on which database. */
export const runMeta = (apiProcesses, databaseUrl) => ({
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  apiProcesses: apiProcesses ?? availableParallelism(),
  database: databaseUrl ? 'PostgreSQL at --database-url' : 'embedded PostgreSQL 18 (fresh data folder)',
});

export const freshDataDir = (name) => {
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  chmodSync(dir, 0o711);
  return dir;
};

/**
 * Connection settings (for `new pg.Client(...)`) of the embedded server of a data folder, found as the platform finds
 * them (apps/api/src/core/embedded-postgres.ts): the cluster in `dataDir`/pg (or under /var/lib/plataforma when root
 * cannot hand that folder to 'postgres'), its Unix socket there (or in the temporary directory when the path is too
 * long), user postgres, the password kept beside the cluster folder, database `plataforma`.
 */
export const embeddedDatabase = (dataDir, database = 'plataforma') => {
  const given = resolve(dataDir, 'pg');
  let reachable = true;
  if (userInfo().uid === 0) {
    for (let current = dirname(given); current !== dirname(current); current = dirname(current)) {
      if (existsSync(current) && (statSync(current).mode & 0o001) === 0) reachable = false;
    }
  }
  const dir = reachable ? given : join('/var/lib/plataforma', createHash('sha256').update(given).digest('hex').slice(0, 16), 'pg');
  const socketDir = join(dir, '.s.PGSQL.5432').length <= 100 ? dir : join(tmpdir(), `plataforma-pg-${createHash('sha256').update(dir).digest('hex').slice(0, 12)}`);
  return { host: socketDir, port: 5432, user: 'postgres', password: readFileSync(`${dir}.password`, 'utf8').trim(), database };
};

/** The checked-out commit (short) and whether the work tree has changes outside bench/; null outside a git checkout. */
export const gitCommit = () => {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
    const changed = execFileSync('git', ['status', '--porcelain', '--', '.', ':!bench'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
    return changed ? `${commit} with local changes` : commit;
  } catch {
    return null;
  }
};

/** The 1, 5 and 15-minute load averages as `uptime` prints them. */
export const loadAverages = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

/** The claims of a JWT (not verified: the bench's own token). */
export const tokenClaims = (token) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));

/** Signs one person in with the demo password; the token reply (access_token, refresh_token...). */
export const signIn = async (base, email, password = 'Demo@2026') => {
  const res = await fetch(`${base}/api/v1/autenticacao/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  const body = await res.json();
  if (!body.access_token) throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  return body;
};

/**
 * autocannon with every response time and status kept (for the percentiles autocannon does not report, and the
 * replies that failed). Returns autocannon's result with `times` (ms) and `statuses` (count per status).
 */
export const cannon = (opts) =>
  new Promise((resolve, reject) => {
    const times = [];
    const statuses = {};
    const instance = autocannon(opts, (err, res) => (err ? reject(err) : resolve({ ...res, times, statuses })));
    instance.on('response', (_client, status, _bytes, ms) => {
      times.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });

/**
 * An HTTP client on one keep-alive agent that opens at most `maxSockets` connections (requests beyond wait for a free
 * one, so the limit is the client's concurrency). `request` times the call (until the whole reply is read) and never
 * throws: { status (0 on a socket error), ms, body (parsed JSON or text), error }.
 */
export const httpClient = (base, { maxSockets = 256, timeoutMs = 60_000 } = {}) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
  const url = new URL(base);
  const request = (method, path, { token, body, headers = {} } = {}) =>
    new Promise((resolve) => {
      const payload = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
      const started = performance.now();
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method,
          path,
          timeout: timeoutMs,
          headers: {
            accept: 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(payload !== null ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed = text;
            try {
              parsed = text ? JSON.parse(text) : null;
            } catch {
              // not JSON: keep the text
            }
            resolve({ status: res.statusCode, ms: performance.now() - started, body: parsed, error: null });
          });
          res.on('error', (error) => resolve({ status: 0, ms: performance.now() - started, body: null, error: String(error) }));
        },
      );
      req.on('timeout', () => req.destroy(new Error(`timed out after ${timeoutMs} ms`)));
      req.on('error', (error) => resolve({ status: 0, ms: performance.now() - started, body: null, error: String(error) }));
      if (payload !== null) req.write(payload);
      req.end();
    });
  return { request, close: () => agent.destroy() };
};

/**
 * CPU seconds (user + system) of a process and all its descendants, from /proc (Linux), per process id with its
 * command name. Two readings subtracted with `cpuDelta` miss processes that ended in between; `treeCpuMeter` does not.
 */
export const processTreeCpu = (rootPid) => {
  const parent = new Map();
  const seconds = new Map();
  const name = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const fields = stat.slice(close + 2).split(' ');
      parent.set(Number(entry), Number(fields[1]));
      seconds.set(Number(entry), (Number(fields[11]) + Number(fields[12])) / 100);
      name.set(Number(entry), stat.slice(stat.indexOf('(') + 1, close));
    } catch {
      // ended meanwhile
    }
  }
  const inTree = (pid) => {
    for (let p = pid, hops = 0; p && hops < 64; p = parent.get(p), hops++) if (p === rootPid) return true;
    return false;
  };
  const byPid = {};
  for (const [pid, s] of seconds) if (inTree(pid)) byPid[pid] = { name: name.get(pid), seconds: s };
  return byPid;
};

/** CPU seconds spent between two `processTreeCpu` readings, per command name. */
export const cpuDelta = (before, after) => {
  const out = {};
  for (const [pid, { name, seconds }] of Object.entries(after)) {
    const spent = seconds - (before[pid]?.seconds ?? 0);
    // Node names its main thread 'MainThread' in /proc (the platform's primary, API processes and worker)
    const label = name === 'MainThread' || name.startsWith('node') ? 'node' : name;
    out[label] = +((out[label] ?? 0) + spent).toFixed(1);
  }
  return out;
};

/**
 * Starts counting the CPU seconds of a process tree (the platform's primary: its API processes, worker and the
 * embedded PostgreSQL with its server processes), sampled every second so that a process ending meanwhile (a pool
 * connection closed when idle) keeps its last reading. Returns the function that stops and gives seconds per name.
 */
export const treeCpuMeter = (rootPid) => {
  const first = processTreeCpu(rootPid);
  const last = { ...first };
  const sample = () => Object.assign(last, processTreeCpu(rootPid));
  const timer = setInterval(sample, 1000);
  return () => {
    clearInterval(timer);
    sample();
    return cpuDelta(first, last);
  };
};

/** The sum of a `cpuDelta` reading, in milliseconds per one of `count` requests. */
export const cpuMsPer = (seconds, count) => +((1000 * Object.values(seconds).reduce((a, b) => a + b, 0)) / Math.max(1, count)).toFixed(2);
