// What the bench scripts share: command-line numbers, the PostgreSQL bench database, child processes and waiting, the
// API beside the hello-world, signing learners in, CPU accounting and the results file.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

export const root = join(import.meta.dirname, '..');

/** `--name N` of the command line, or the fallback. */
export const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
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
