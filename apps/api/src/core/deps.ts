import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Cache } from './cache';
import type { Config } from './config';
import type { Database } from './db';
import type { Jobs } from './jobs';
import type { Mailer } from './mail';
import type { Storage } from './storage';

/** What every feature module receives from the app. */
export type Deps = {
  config: Config;
  database: Database;
  /** Read-mostly data kept in this process, exact across processes (core/cache.ts). */
  cache: Cache;
  mailer: Mailer;
  /** Background jobs (pg-boss): features register their queues when the app is built. */
  jobs: Jobs;
  log: FastifyBaseLogger;
  /** Stored files: local folder or S3-compatible bucket (core/storage.ts). */
  storage: Storage;
  /** Redis shared by the API processes (REDIS_URL), else null: shared counters then live in PostgreSQL. */
  redis: Redis | null;
  /** Mail sends still under way (tests and shutdown wait for them). */
  pendingMail: Set<Promise<void>>;
};

/** Client address and agent of a request, for the authentication log. */
export type RequestMeta = { ip: string | null; userAgent: string | null };
