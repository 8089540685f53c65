import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { PgBoss, type ConstructorOptions } from 'pg-boss';
import { secureJobSchema } from './db-roles';
import type { JobBackend } from './db';

/**
 * Background jobs on pg-boss (ARCHITECTURE §1): a PostgreSQL queue in the same database, so a queued job survives a
 * restart and any worker process may take it. It keeps a small pool of connections of its own.
 *
 * Features register their queues' handlers when the app is built; `start()` (at start-up, or on the first `send`)
 * creates the queues and, unless this process only answers HTTP (`ROLE=api`), starts their workers.
 */

/** `signal` is aborted when the job's claim is lost or the worker stops while it runs (pg-boss). */
export type JobHandler<T> = (data: T, signal?: AbortSignal) => Promise<void>;

export type QueueSettings = {
  /** Attempts after a failure (default 0: a failed import is reported, not repeated). */
  retryLimit?: number;
  /** Seconds between attempts (exponential). */
  retryDelay?: number;
  /** Longest run of one job before it counts as failed, in seconds. */
  expireInSeconds?: number;
  /** Jobs of this queue one process runs at the same time. */
  concurrency?: number;
};

export type Jobs = {
  /** The worker of a queue. Call before `start()`. */
  register<T extends object>(queue: string, handler: JobHandler<T>, settings?: QueueSettings): void;
  /** Queues a job (starting the queue system on first use) and returns its id. */
  send<T extends object>(queue: string, data: T): Promise<string>;
  start(): Promise<void>;
  stop(): Promise<void>;
};

export type JobsOptions = {
  backend: JobBackend;
  log: FastifyBaseLogger;
  /** Whether this process runs the workers (false for API-only processes). */
  work: boolean;
  /** Seconds between a worker's looks for new jobs. */
  pollingIntervalSeconds?: number;
};

type Registration = { handler: JobHandler<object>; settings: QueueSettings };

const bossOptions = (backend: JobBackend): ConstructorOptions => ({
  connectionString: backend.connectionString,
  max: Number(process.env.JOBS_POOL_MAX ?? 4),
  application_name: 'plataforma-jobs',
});

export const createJobs = ({ backend, log, work, pollingIntervalSeconds = 1 }: JobsOptions): Jobs => {
  const registrations = new Map<string, Registration>();
  let boss: PgBoss | null = null;
  let starting: Promise<PgBoss> | null = null;

  const boot = async (): Promise<PgBoss> => {
    const instance = new PgBoss({ ...bossOptions(backend), schedule: false });
    instance.on('error', (err) => log.error({ err }, 'job queue error'));
    await instance.start();
    for (const [queue, { handler, settings }] of registrations) {
      await instance.createQueue(queue, {
        retryLimit: settings.retryLimit ?? 0,
        retryDelay: settings.retryDelay ?? 30,
        retryBackoff: true,
        expireInSeconds: settings.expireInSeconds ?? 15 * 60,
      });
      if (!work) continue;
      await instance.work<object>(queue, { pollingIntervalSeconds, batchSize: 1, localConcurrency: settings.concurrency ?? 1 }, async (jobs) => {
        for (const job of jobs) {
          try {
            await handler(job.data, job.signal);
          } catch (err) {
            log.error({ err, queue, jobId: job.id }, 'job failed');
            throw err;
          }
        }
      });
    }
    boss = instance;
    return instance;
  };

  const ensure = () => {
    starting ??= boot().catch((err: unknown) => {
      starting = null;
      throw err;
    });
    return starting;
  };

  return {
    register: (queue, handler, settings = {}) => {
      if (boss || starting) throw new Error(`queue ${queue} registered after the job system started`);
      registrations.set(queue, { handler: handler as JobHandler<object>, settings });
    },
    send: async (queue, data) => {
      if (!registrations.has(queue)) throw new Error(`unknown queue ${queue}`);
      const id = await (await ensure()).send(queue, data);
      if (!id) throw new Error(`queue ${queue} refused the job`);
      return id;
    },
    start: async () => {
      await ensure();
    },
    stop: async () => {
      const pending = starting;
      if (!pending) return;
      const instance = await pending.catch(() => null);
      starting = null;
      boss = null;
      // Running jobs get a moment to finish; one still running is taken again after the expiry by the next process.
      if (instance) await instance.stop({ graceful: true, close: true, timeout: 10_000 });
    },
  };
};

/**
 * Creates (or upgrades) the job queue's schema once, as the owner, before the processes that use it start (processes
 * starting together would each try to create it), then hands it to `plataforma_jobs` (core/db-roles.ts), which the
 * application's login role inherits.
 */
export const installJobSchema = async (ownerUrl: string) => {
  const boss = new PgBoss({ connectionString: ownerUrl, max: 1, schedule: false, supervise: false });
  await boss.start();
  await boss.stop({ graceful: false, close: true });
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    await secureJobSchema(client);
  } finally {
    await client.end();
  }
};
