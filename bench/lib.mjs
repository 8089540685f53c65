// What the bench scripts share: command-line numbers, the PostgreSQL bench database, child processes and waiting.
import { spawn } from 'node:child_process';
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
