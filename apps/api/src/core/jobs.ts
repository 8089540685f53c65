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

export type QueueSettings<T extends object = object> = {
  /** Attempts after a failure or after the worker running it died (default 0). */
  retryLimit?: number;
  /** Seconds between attempts (exponential). */
  retryDelay?: number;
  /** Longest run of one job before it counts as failed, in seconds. */
  expireInSeconds?: number;
  /** Jobs of this queue one process runs at the same time. */
  concurrency?: number;
  /**
   * Long work that can be taken up where it stopped: the worker running it proves it is alive every half
   * `heartbeatSeconds`, and a job whose worker died (kill -9, lost machine) is failed by the next supervision pass
   * and retried, long before its expiry.
   */
  resumable?: boolean;
  /**
   * The jobs that should exist, asked when a worker starts: each one that no queued, waiting or running job carries
   * (its job was lost between the work's commit and the queue, or ran out of attempts) is queued again. The handler
   * must be idempotent for this.
   */
  pending?: () => Promise<T[]>;
};

/** States of a job someone is (or will be) working on. */
const LIVE_STATES: ReadonlySet<string> = new Set(['created', 'retry', 'active']);

export type Jobs = {
  /** The worker of a queue. Call before `start()`. */
  register<T extends object>(queue: string, handler: JobHandler<T>, settings?: QueueSettings<T>): void;
  /** Queues a job (starting the queue system on first use) and returns its id. */
  send<T extends object>(queue: string, data: T): Promise<string>;
  /** Starts the queue system (and, in a worker process, its workers and the check of pending work). */
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
  /** Heartbeat of resumable jobs, in seconds (at least 10; JOB_HEARTBEAT_SECONDS). */
  heartbeatSeconds?: number;
  /** Seconds between supervision passes that fail expired and silent jobs (JOB_SUPERVISE_SECONDS). */
  superviseSeconds?: number;
};

type Registration = { handler: JobHandler<object>; settings: QueueSettings<object> };

/** The queue's policy in pg-boss terms, for creating it and for bringing an existing queue up to date. */
const queuePolicy = (settings: QueueSettings<object>, heartbeatSeconds: number) => ({
  retryLimit: settings.retryLimit ?? 0,
  retryDelay: settings.retryDelay ?? 30,
  retryBackoff: true,
  expireInSeconds: settings.expireInSeconds ?? 15 * 60,
  heartbeatSeconds: settings.resumable ? heartbeatSeconds : null,
});

const bossOptions = (backend: JobBackend): ConstructorOptions => ({
  connectionString: backend.connectionString,
  max: Number(process.env.JOBS_POOL_MAX ?? 4),
  application_name: 'plataforma-jobs',
});

export const createJobs = ({ backend, log, work, pollingIntervalSeconds = 1, heartbeatSeconds = 30, superviseSeconds = 10 }: JobsOptions): Jobs => {
  const registrations = new Map<string, Registration>();
  let boss: PgBoss | null = null;
  let starting: Promise<PgBoss> | null = null;
  let checkedPending = false;

  const boot = async (): Promise<PgBoss> => {
    const instance = new PgBoss({
      ...bossOptions(backend),
      schedule: false,
      // Expired jobs and jobs whose worker stopped beating are failed (and retried) within this many seconds.
      superviseIntervalSeconds: superviseSeconds,
      monitorIntervalSeconds: superviseSeconds,
    });
    instance.on('error', (err) => log.error({ err }, 'job queue error'));
    await instance.start();
    for (const [queue, { handler, settings }] of registrations) {
      const policy = queuePolicy(settings, heartbeatSeconds);
      const { heartbeatSeconds: heartbeat, ...rest } = policy;
      await instance.createQueue(queue, { ...rest, ...(heartbeat ? { heartbeatSeconds: heartbeat } : {}) });
      // A queue created by an earlier version keeps its old policy otherwise (creating it again changes nothing).
      await instance.updateQueue(queue, policy);
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

  /**
   * At a worker's start: the work that should be under way but that no live job carries is queued again. Work another
   * process commits meanwhile may get a second job: the handlers are idempotent.
   */
  const requeuePending = async (instance: PgBoss) => {
    for (const [queue, { settings }] of registrations) {
      if (!settings.pending) continue;
      try {
        for (const data of await settings.pending()) {
          const jobs = await instance.findJobs(queue, { data });
          if (jobs.some((job) => LIVE_STATES.has(job.state))) continue;
          await instance.send(queue, data);
          log.warn({ queue, data }, 'work left without a job queued again');
        }
      } catch (err) {
        log.error({ err, queue }, 'pending work of the queue not checked');
      }
    }
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
      if (settings.resumable && heartbeatSeconds < 10) throw new Error('the heartbeat of resumable jobs is at least 10 seconds');
      registrations.set(queue, { handler: handler as JobHandler<object>, settings: settings as QueueSettings<object> });
    },
    send: async (queue, data) => {
      if (!registrations.has(queue)) throw new Error(`unknown queue ${queue}`);
      const id = await (await ensure()).send(queue, data);
      if (!id) throw new Error(`queue ${queue} refused the job`);
      return id;
    },
    start: async () => {
      const instance = await ensure();
      // Once per worker process, when it starts (not on a request's first `send`, which would race the request's own job).
      if (work && !checkedPending) {
        checkedPending = true;
        await requeuePending(instance);
      }
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
