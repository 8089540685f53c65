import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db';
import type { Mailer } from './mail';

/** What every feature module receives from the app. */
export type Deps = {
  config: Config;
  database: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Mail sends still under way (tests and shutdown wait for them). */
  pendingMail: Set<Promise<void>>;
};

/** Client address and agent of a request, for the authentication log. */
export type RequestMeta = { ip: string | null; userAgent: string | null };
