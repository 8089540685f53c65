#!/usr/bin/env node
/**
 * `npm test`: every test, on both cores. Two lanes run side by side and both always run to the end:
 * - checks: lint, type checks, then the unit and API tests (vitest; their own embedded PostgreSQL);
 * - journeys: the web build, the web budget, then the Playwright journeys (their own server and embedded PostgreSQL).
 * The journeys are the longer lane and mostly wait on the browser and the server, so the checks fit beside them.
 * Each line is prefixed with its lane; the run fails when either lane fails, and says which.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const lanes = [
  { name: 'checks', scripts: ['lint', 'typecheck', 'test:unit'] },
  { name: 'journeys', scripts: ['test:e2e'] },
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const children = new Set();

/** Runs one npm script, its output prefixed with the lane's name; resolves to its exit code. */
const run = (lane, script) =>
  new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    children.add(child);
    const prefix = `[${lane}] `;
    for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
      createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(prefix + line + '\n'));
    }
    child.on('error', (error) => {
      process.stderr.write(`${prefix}${script} could not start: ${error.message}\n`);
      resolve(1);
    });
    child.on('close', (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });

const started = Date.now();
const minutes = () => ((Date.now() - started) / 60000).toFixed(1);

const runLane = async ({ name, scripts }) => {
  for (const script of scripts) {
    process.stdout.write(`[${name}] === ${script} (${minutes()} min) ===\n`);
    const code = await run(name, script);
    if (code !== 0) return { name, failed: script, code };
  }
  process.stdout.write(`[${name}] === passed (${minutes()} min) ===\n`);
  return { name, failed: null, code: 0 };
};

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(1);
  });
}

const results = await Promise.all(lanes.map(runLane));
const failures = results.filter((result) => result.failed);
for (const failure of failures) process.stderr.write(`\n${failure.name}: npm run ${failure.failed} failed (exit code ${failure.code})\n`);
process.stdout.write(`\nnpm test: ${failures.length === 0 ? 'passed' : 'FAILED'} in ${minutes()} min\n`);
process.exit(failures.length === 0 ? 0 : 1);
