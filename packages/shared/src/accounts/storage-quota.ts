import { z } from 'zod';
import { gbToBytes } from '../core/bytes.ts';
import type { UsageLevel } from './client-contracts.ts';

/**
 * The contract's disk space (`espacoEmDiscoContratado`, GB; 0 = no limit) as a storage quota of its tenant
 * (docs/storage-quota.md): every stored file of the tenant counts — uploads, their processed outputs (HLS, unpacked
 * SCORM, PDF previews), images, certificate backgrounds, answer files.
 */

/** The quota in bytes, or null when the contract sets no limit (0, negative or missing). */
export const quotaBytesOf = (espacoEmDiscoContratadoGb: number | null | undefined): number | null => {
  const bytes = gbToBytes(espacoEmDiscoContratadoGb ?? 0);
  return bytes > 0 ? bytes : null;
};

/**
 * Whether `incoming` more bytes fit beside `used` within `limit` (null: no limit). Exactly at the limit fits; freeing
 * space (negative `incoming`) always fits, so a tenant over its quota (the limit was lowered) can still delete.
 */
export const quotaAllows = (used: number, incoming: number, limit: number | null): boolean => incoming <= 0 || limit === null || used + incoming <= limit;

/** Bytes still free under the limit (never negative); null without a limit. */
export const quotaFree = (used: number, limit: number | null): number | null => (limit === null ? null : Math.max(limit - used, 0));

/** Share of the quota used (null without a limit) and the bar's level: warning from 80 %, full from 100 %. */
export const storageUsageOf = (used: number, limit: number | null): { percent: number | null; level: UsageLevel } => {
  if (limit === null) return { percent: null, level: 'ok' };
  const percent = Math.round((used / limit) * 1000) / 10;
  return { percent, level: percent >= 100 ? 'full' : percent >= 80 ? 'warning' : 'ok' };
};

/** The storage part of GET Contrato/UsageInfo. */
export const storageUsageSchema = z.object({
  /** Bytes of the tenant's stored files. */
  espacoEmDiscoUtilizadoBytes: z.number().int(),
  /** The contract's disk space in GB, as the contract holds it (0 = no limit). */
  espacoEmDiscoContratado: z.number(),
  /** The same in bytes; null without a limit. */
  espacoEmDiscoContratadoBytes: z.number().int().nullable(),
});
export type StorageUsage = z.infer<typeof storageUsageSchema>;
