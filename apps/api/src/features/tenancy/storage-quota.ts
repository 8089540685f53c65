import { Readable } from 'node:stream';
import { quotaBytesOf, type StorageUsage } from '@plataforma/shared/accounts';
import type { Database, Tx } from '../../core/db';
import { AppError } from '../../core/errors';
import type { Storage } from '../../core/storage';
import * as repo from './storage-quota.repository';

/**
 * The contract's disk space (`espacoEmDiscoContratado`) as a storage quota per tenant (docs/storage-quota.md).
 *
 * The app's storage is wrapped once (app.ts), so every feature's file counts without any of them taking part: every
 * object written under a tenant's prefix (`{tenantId}/...`, core/storage.ts `tenantKey`) — uploads, images,
 * certificate backgrounds, answer files, and the outputs made from them (HLS ladders, unpacked SCORM, PDF previews).
 *
 * - While the file streams in, it is stopped as soon as it passes the space free when it started: an upload that
 *   cannot fit is never written whole (the local store writes beside the key and renames; S3 aborts the upload).
 * - Once written, its size is recorded (`arquivo_armazenado`) and added to the tenant's running total
 *   (`uso_de_armazenamento`) in one transaction, by a conditional UPDATE that refuses to pass the limit. The row lock
 *   serialises concurrent uploads of a tenant and each re-checks the total the previous one committed, so two
 *   uploads that each fit alone can never both be kept. A refused file is removed at once.
 * - Deleting a key or a prefix removes its rows and subtracts their bytes in one transaction.
 */

const TENANT_SEGMENT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The tenant whose prefix holds `key`, or null for keys outside any tenant (never counted). */
export const tenantOfKey = (key: string): string | null => {
  const first = key.split('/')[0] ?? '';
  return TENANT_SEGMENT.test(first) ? first.toLowerCase() : null;
};

/** 413 'Espaço em disco do contrato insuficiente: {used} usados de {limit} contratados…' (sizes in human units). */
export const quotaExceeded = (used: number, limit: number) => new AppError('storage.quotaExceeded', 413, { used: { bytes: used }, limit: { bytes: limit } });

/** Passes the bytes on, failing the stream as soon as more than `free` went through. */
const capped = (body: Readable, free: number, onOver: () => AppError): Readable => {
  let seen = 0;
  async function* pass() {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      seen += chunk.length;
      if (seen > free) {
        body.destroy();
        throw onOver();
      }
      yield chunk;
    }
  }
  return Readable.from(pass(), { objectMode: false });
};

/** The tenant's stored bytes and its contract's disk space (GET Contrato/UsageInfo). */
export const readStorageUsage = async (database: Database, tenantId: string): Promise<StorageUsage> => {
  const quota = await database.inTenant(tenantId, (tx) => repo.findQuota(tx, tenantId));
  const espacoEmDiscoContratado = quota?.espacoEmDiscoContratado ?? 0;
  return { espacoEmDiscoUtilizadoBytes: Math.max(0, Math.round(quota?.used ?? 0)), espacoEmDiscoContratado, espacoEmDiscoContratadoBytes: quotaBytesOf(espacoEmDiscoContratado) };
};

/** `storage` with the quota of the tenant each key belongs to. */
export const withStorageQuota = (storage: Storage, database: Database): Storage => {
  const forget = async (tenantId: string, remove: (tx: Tx) => Promise<number>) =>
    database.inTenant(tenantId, async (tx) => {
      const bytes = await remove(tx);
      if (bytes > 0) await repo.addUsage(tx, tenantId, -bytes, null);
    });

  const remove = async (key: string) => {
    await storage.delete(key);
    const tenantId = tenantOfKey(key);
    if (tenantId) await forget(tenantId, (tx) => repo.removeStoredFile(tx, tenantId, key));
  };

  return {
    ...storage,
    async put(key, body, options) {
      const tenantId = tenantOfKey(key);
      const quota = tenantId ? await database.inTenant(tenantId, (tx) => repo.findQuota(tx, tenantId)) : null;
      if (!tenantId || !quota) return storage.put(key, body, options);
      const limit = quotaBytesOf(quota.espacoEmDiscoContratado);
      const used = Math.round(quota.used);
      const stored = await storage.put(key, limit === null ? body : capped(body, Math.max(limit - used, 0), () => quotaExceeded(used, limit)), options);
      try {
        await database.inTenant(tenantId, async (tx) => {
          const previous = (await repo.lockStoredFile(tx, tenantId, key)) ?? 0;
          const total = await repo.addUsage(tx, tenantId, stored.size - previous, limit);
          if (total === null) {
            const now = await repo.findQuota(tx, tenantId);
            throw quotaExceeded(Math.round(now?.used ?? used), limit ?? 0);
          }
          await repo.upsertStoredFile(tx, tenantId, key, stored.size);
        });
      } catch (error) {
        await remove(key).catch(() => undefined);
        throw error;
      }
      return stored;
    },
    delete: remove,
    async deletePrefix(prefix) {
      await storage.deletePrefix(prefix);
      const tenantId = tenantOfKey(prefix);
      if (tenantId) await forget(tenantId, (tx) => repo.removeStoredPrefix(tx, tenantId, prefix));
    },
  };
};
