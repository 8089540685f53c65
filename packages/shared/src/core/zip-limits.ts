import { GB, MB } from './bytes.ts';

/**
 * Limits of any zip archive the platform unpacks (SCORM packages, .xlsx imports, office documents): a small zip that
 * inflates to gigabytes (a "zip bomb") is refused. The bytes are counted as they are inflated; the sizes an archive
 * declares are never trusted.
 *
 * - Per entry: past `graceBytes` inflated, an entry may not exceed `maxRatio` times its compressed size.
 * - Whole archive: past `graceBytes`, the bytes inflated may not exceed `maxRatio` times the archive's own size (this
 *   catches archives whose entries share one compressed stream, where each entry alone looks honest).
 * - Whole archive: at most `maxTotalBytes` inflated, whatever the ratio.
 *
 * Real content compresses far less than 100:1 (text and XML 5–20:1, media ~1:1); a bomb compresses ~1000:1.
 */
export type ZipLimits = { maxRatio: number; graceBytes: number; maxTotalBytes: number; maxEntries: number };

export const ZIP_MAX_RATIO = 100;
export const ZIP_RATIO_GRACE_BYTES = MB;

/** The default: 1 GB unpacked, 20 000 entries (each kind of archive may narrow it). */
export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxRatio: ZIP_MAX_RATIO, graceBytes: ZIP_RATIO_GRACE_BYTES, maxTotalBytes: GB, maxEntries: 20_000 };

export type ZipVerdict = 'ok' | 'ratio' | 'total';

/**
 * Whether `inflated` bytes out of `compressed` bytes of input are acceptable: 'ratio' when past the grace size they
 * exceed `maxRatio` × `compressed`, 'total' when over `maxTotal` (pass Infinity to check the ratio only). A compressed
 * size of 0 counts as 1 byte (an entry that claims nothing yet inflates is refused past the grace size).
 */
export const zipVerdict = (inflated: number, compressed: number, limits: Pick<ZipLimits, 'maxRatio' | 'graceBytes'>, maxTotal = Infinity): ZipVerdict => {
  if (inflated > maxTotal) return 'total';
  if (inflated > limits.graceBytes && inflated > limits.maxRatio * Math.max(compressed, 1)) return 'ratio';
  return 'ok';
};
