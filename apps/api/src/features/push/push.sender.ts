import webpush from 'web-push';
import type { PushPayload } from '@plataforma/shared/push';
import type { Deps } from '../../core/deps';
import * as repo from './push.repository';

/** The queue of pushes: one job per batch of stored notifications of a company. */
export const PUSH_QUEUE = 'push.send';
/** Pushes sent at the same time by one job. */
const PARALLEL = 16;
/** How long a push service keeps a message for an offline browser (seconds). */
const TTL_SECONDS = 24 * 3600;
/** A queued push older than this when a worker starts lost its job: the worker queues it again. */
const STALE_MS = 60_000;

/** `notificacaoIds` omitted: every queued push of the company (the worker's sweep). */
export type PushJob = { tenantId: string; notificacaoIds?: string[] };

/** Thrown when none of a job's notifications is visible yet: their transaction had not committed; pg-boss retries. */
export class NotYetCommitted extends Error {}

/** Runs `fn` over `items` with at most `limit` at a time. */
const pool = async <T>(items: T[], limit: number, fn: (item: T) => Promise<void>) => {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await fn(item);
    }
  });
  await Promise.all(lanes);
};

/**
 * Sends stored notifications to the people's devices (Web Push, RFC 8030/8291/8292, with web-push's aes128gcm).
 * A job claims its notifications first (marked done in one statement, so no second worker pushes them again), then
 * pushes every (notification, device) pair at most 16 at a time, each with its own timeout: a slow push service only
 * holds its own pair. 404 and 410 answers mean the subscription is gone: the device is removed. Other failures are
 * logged; the notification stays in the drawer either way (docs/push.md).
 */
export const createPushSender = (deps: Deps) => {
  const { database, config, log } = deps;
  const vapidDetails = { subject: config.vapid.subject, publicKey: config.vapid.publicKey, privateKey: config.vapid.privateKey };

  const send = async ({ tenantId, notificacaoIds }: PushJob) => {
    const claimed = await database.inTenant(tenantId, async (tx) => {
      const rows = await repo.claimPushes(tx, tenantId, notificacaoIds ?? null);
      if (rows.length === 0 && notificacaoIds && notificacaoIds.length > 0 && (await repo.countExisting(tx, tenantId, notificacaoIds)) === 0) {
        throw new NotYetCommitted('notifications not visible yet');
      }
      const devices = await repo.devicesOf(
        tx,
        tenantId,
        rows.map((r) => r.usuarioId),
      );
      return { rows, devices };
    });
    const pairs = claimed.rows.flatMap((row) => claimed.devices.filter((d) => d.usuarioId === row.usuarioId).map((d) => ({ row, device: d })));
    const gone = new Set<string>();
    const delivered = new Set<string>();
    await pool(pairs, PARALLEL, async ({ row, device }) => {
      if (gone.has(device.id)) return;
      const payload: PushPayload = { id: row.id, title: row.titulo, content: row.conteudo, link: row.link, kind: row.tipo };
      try {
        await webpush.sendNotification({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, JSON.stringify(payload), {
          vapidDetails,
          TTL: TTL_SECONDS,
          timeout: config.pushTimeoutMs,
          contentEncoding: 'aes128gcm',
        });
        delivered.add(device.id);
      } catch (err) {
        if (err instanceof webpush.WebPushError && (err.statusCode === 404 || err.statusCode === 410)) gone.add(device.id);
        else log.warn({ err: err instanceof Error ? err.message : String(err), tenantId, deviceId: device.id }, 'push not delivered');
      }
    });
    if (gone.size > 0 || delivered.size > 0) {
      await database.inTenant(tenantId, async (tx) => {
        await repo.deleteDevices(tx, tenantId, [...gone]);
        await repo.touchDevices(
          tx,
          tenantId,
          [...delivered].filter((id) => !gone.has(id)),
          new Date(),
        );
      });
    }
    log.info({ tenantId, notifications: claimed.rows.length, pushes: pairs.length, delivered: delivered.size, removed: gone.size }, 'pushes sent');
  };

  /** At a worker's start: companies whose pushes were stored but never sent (job lost). */
  const pending = async (): Promise<PushJob[]> =>
    (await database.system((tx) => repo.tenantsWithStalePushes(tx, new Date(Date.now() - STALE_MS)))).map((tenantId) => ({ tenantId }));

  return { send, pending };
};
