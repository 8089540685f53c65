import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from './config';
import type { Jobs } from './jobs';

export type MailMessage = { to: string; subject: string; text: string; html: string; cc?: string[] };
export type Mailer = { send(message: MailMessage): Promise<void> };

/**
 * SMTP when SMTP_URL is set; otherwise every message becomes an .eml file in the outbox folder and a log line,
 * so a machine without a mail server still shows what would have been sent.
 */
export const createMailer = (config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'outboxDir'>, log: FastifyBaseLogger): Mailer => {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      send: async (m) => {
        await transport.sendMail({ from: config.mailFrom, ...m });
        log.info({ to: m.to, subject: m.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (m) => {
      const info = await transport.sendMail({ from: config.mailFrom, ...m });
      mkdirSync(config.outboxDir, { recursive: true });
      const file = join(config.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[<>@]/g, '')}.eml`);
      writeFileSync(file, info.message as Buffer);
      log.info({ to: m.to, subject: m.subject, file }, 'mail written to the outbox');
    },
  };
};

/** Runs a mail send after the reply, so how long it takes never tells whether an address exists. */
export const sendLater = (mailer: Mailer, message: MailMessage, log: FastifyBaseLogger, track?: Set<Promise<void>>) => {
  const job = mailer.send(message).catch((err: unknown) => log.error({ err, to: message.to }, 'mail failed'));
  if (track) {
    track.add(job);
    void job.finally(() => track.delete(job));
  }
};

/** The queue of e-mails sent by background work (imports): retried with backoff when the SMTP server fails. */
export const MAIL_QUEUE = 'mail.send';

export const registerMailQueue = (jobs: Jobs, mailer: Mailer) =>
  jobs.register<MailMessage>(MAIL_QUEUE, (message) => mailer.send(message), { retryLimit: 5, retryDelay: 30, concurrency: 2, expireInSeconds: 120 });
