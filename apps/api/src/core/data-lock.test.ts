import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-lock';
import { startEmbeddedPostgres } from './embedded-postgres';

/** One start per data folder (core/data-lock.ts) and PostgreSQL's own lock on the cluster as the second wall. */

let folder: string;
const children: ChildProcess[] = [];

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'data-lock-'));
  chmodSync(folder, 0o711);
});
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(folder, { recursive: true, force: true });
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('data folder lock', () => {
  it('refuses a second holder, naming the folder and the holder, and frees the folder on release', async () => {
    const dir = join(folder, 'a');
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    children.push(other);
    const first = await lockDataDir(dir);
    expect(readFileSync(join(dir, 'platform.pid'), 'utf8').trim()).toBe(String(process.pid));
    first.release();
    // Another live platform process holds it now.
    writeFileSync(join(dir, 'platform.pid'), `${other.pid}\n`);
    await expect(lockDataDir(dir)).rejects.toThrow(`The data folder ${dir} is in use by process ${other.pid}`);
    other.kill('SIGKILL');
  });

  it('takes over a lock whose holder died, stopping the PostgreSQL server it left running', async () => {
    const dir = join(folder, 'b');
    const server = await startEmbeddedPostgres({ dir: join(dir, 'pg'), durability: 'fast' });
    expect(server.pid).not.toBeNull();
    // The PostgreSQL lock refuses a second server on the same cluster, with a message that names the folder.
    await expect(startEmbeddedPostgres({ dir: join(dir, 'pg'), durability: 'fast' })).rejects.toThrow(`The database folder ${join(dir, 'pg')} is in use`);
    // A holder that died without releasing (kill -9): a pid no process has.
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.once('exit', resolve));
    writeFileSync(join(dir, 'platform.pid'), `${dead.pid}\n`);
    const lock = await lockDataDir(dir);
    expect(alive(server.pid as number)).toBe(false);
    expect(readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid));
    // The cluster starts again under the new holder, with its data.
    const again = await startEmbeddedPostgres({ dir: join(dir, 'pg'), durability: 'fast' });
    await again.stop();
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
  });
});
