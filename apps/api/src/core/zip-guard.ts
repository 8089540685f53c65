import { stat } from 'node:fs/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { DEFAULT_ZIP_LIMITS, zipVerdict, type ZipLimits, type ZipVerdict } from '@plataforma/shared';
import { AppError } from './errors';

/**
 * The zip-bomb guard of every archive the platform unpacks or hands to a library that unpacks it (SCORM packages,
 * .xlsx imports, office documents): each entry is inflated into a counter and nothing is kept. The declared sizes
 * only allow an early refusal; the verdict is on the bytes actually inflated (yauzl's own size check is off so that a
 * header that lies is measured, not trusted), per entry against its compressed size and overall against the archive's
 * own size (entries sharing one compressed stream). Rules: packages/shared/src/core/zip-limits.ts.
 */

export type ZipSummary = { entries: number; inflatedBytes: number; archiveBytes: number };

/** The refusal of a verdict, as the failure envelope tells it (413: the content is too large to take). */
export const zipRefusal = (verdict: Exclude<ZipVerdict, 'ok'>, limits: ZipLimits, path: string): AppError =>
  verdict === 'ratio'
    ? new AppError('files.zipRatio', 413, { ratio: limits.maxRatio, path: path.slice(0, 200) })
    : new AppError('files.zipTooLarge', 413, { size: { bytes: limits.maxTotalBytes } });

const openArchive = (source: string | Buffer): Promise<ZipFile> => {
  const options = { lazyEntries: true, autoClose: false, decodeStrings: true, validateEntrySizes: false, strictFileNames: false } as const;
  return typeof source === 'string' ? yauzl.openPromise(source, options) : yauzl.fromBufferPromise(source, options);
};

const isFolder = (entry: Entry) => entry.fileName.endsWith('/');

/**
 * Inflates every entry of the zip at `source` (a path or the bytes) and refuses it with an AppError ('files.zipRatio',
 * 'files.zipTooLarge', 'files.zipTooManyEntries', all 413) past the limits. Any other failure (not a zip, damaged,
 * encrypted) is thrown as it comes, for the caller to word.
 */
export const checkZipArchive = async (source: string | Buffer, given: Partial<ZipLimits> = {}): Promise<ZipSummary> => {
  const limits: ZipLimits = { ...DEFAULT_ZIP_LIMITS, ...given };
  const archiveBytes = typeof source === 'string' ? (await stat(source)).size : source.length;
  const zip = await openArchive(source);
  try {
    const entries: Entry[] = [];
    let declared = 0;
    for await (const entry of zip.eachEntry()) {
      entries.push(entry);
      if (entries.length > limits.maxEntries) throw new AppError('files.zipTooManyEntries', 413, { max: limits.maxEntries });
      if (isFolder(entry)) continue;
      // What the central directory admits already is enough to refuse; what it hides is measured below.
      const early = zipVerdict(entry.uncompressedSize, entry.compressedSize, limits, limits.maxTotalBytes);
      if (early !== 'ok') throw zipRefusal(early, limits, entry.fileName);
      declared += entry.uncompressedSize;
      const whole = zipVerdict(declared, archiveBytes, limits, limits.maxTotalBytes);
      if (whole !== 'ok') throw zipRefusal(whole, limits, entry.fileName);
    }
    let total = 0;
    for (const entry of entries) {
      if (isFolder(entry)) continue;
      let inflated = 0;
      const stream = await zip.openReadStreamPromise(entry);
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          inflated += chunk.length;
          total += chunk.length;
          const verdict = zipVerdict(inflated, entry.compressedSize, limits);
          if (verdict !== 'ok') throw zipRefusal(verdict, limits, entry.fileName);
          const overall = zipVerdict(total, archiveBytes, limits, limits.maxTotalBytes);
          if (overall !== 'ok') throw zipRefusal(overall, limits, entry.fileName);
        }
      } finally {
        stream.destroy();
      }
    }
    return { entries: entries.length, inflatedBytes: total, archiveBytes };
  } finally {
    zip.close();
  }
};
