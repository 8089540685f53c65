import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * One start of the platform per data folder. The start that holds `DATA_DIR/platform.pid` owns the folder; a second
 * start is refused with the holder's process id. A lock left by a start that died (kill -9, power loss) is taken
 * over: the embedded PostgreSQL it may have left running is stopped first, so no two servers ever share a cluster.
 * PostgreSQL's own lock on the cluster (postmaster.pid) stays as the second wall.
 */

export type DataLock = { file: string; release(): void };

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Whether `pid` is a live Node.js process (a reused pid of another program does not hold the folder). */
const aliveNode = (pid: number) => {
  if (!alive(pid)) return false;
  try {
    return /node/i.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return true;
  }
};

const readPid = (file: string) => {
  try {
    const pid = Number(readFileSync(file, 'utf8').split('\n')[0].trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
};

/** Stops a PostgreSQL server left running in `pgDir` by a start that died (fast shutdown; committed data is kept). */
const stopOrphanServer = async (pgDir: string) => {
  const pid = readPid(join(pgDir, 'postmaster.pid'));
  if (!pid || !alive(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 600 && alive(pid); i++) await sleep(100);
  if (alive(pid)) throw new Error(`The PostgreSQL server left running in ${pgDir} (process ${pid}) did not stop.`);
};

export const lockDataDir = async (dataDir: string, pgDir = join(dataDir, 'pg')): Promise<DataLock> => {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'platform.pid');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx', mode: 0o644 });
      return {
        file,
        release: () => {
          if (readPid(file) === process.pid) unlinkSync(file);
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = readPid(file);
    if (holder && holder !== process.pid && aliveNode(holder))
      throw new Error(
        `The data folder ${dataDir} is in use by process ${holder} (another start of the platform). Stop it first, or set DATA_DIR to another folder.`,
      );
    // A stale lock: its holder is gone.
    if (existsSync(pgDir)) await stopOrphanServer(pgDir);
    try {
      unlinkSync(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}.`);
};
