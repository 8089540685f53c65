import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { parseScormManifest, type ScormManifest, type ScormVersion } from '@plataforma/shared/content';
import { DEFAULT_ZIP_LIMITS, zipVerdict } from '@plataforma/shared';
import { AppError } from '../../core/errors';
import { checkZipArchive, zipRefusal } from '../../core/zip-guard';
import { entryName } from './zip-names';

/**
 * Unpacks an uploaded SCORM package (.zip) into a folder the platform then serves from its own origin, so the
 * content's JavaScript can reach the runtime API in the classroom's window. An upload is untrusted: every check
 * that can be made from the zip's central directory (paths, links, encryption, counts, sizes, the manifest) runs
 * before a single byte is written, and the bytes actually inflated are counted again while writing, because a
 * crafted archive can lie about its sizes.
 *
 * The manifest must be `imsmanifest.xml` at the root of the zip, as IMS Content Packaging requires of a package
 * interchange file. An archive with the package inside a folder is refused with a message saying so rather than
 * guessed at: the fixture of such a package (badscorm.zip) is one LMSs refuse, and the author only needs to zip
 * the folder's contents instead of the folder.
 */

export type ScormPackageLimits = {
  /** Files (folders not counted) the package may hold. */
  maxFiles: number;
  /** Total uncompressed bytes; this is what stops zip bombs. */
  maxTotalBytes: number;
  /** imsmanifest.xml is read into memory to be parsed. */
  maxManifestBytes: number;
};

const MB = 1024 * 1024;

/**
 * Repository files are advised under 1 GB (3-admin §8); SCORM content (video, images) compresses little, so twice
 * that unpacked leaves room for real courses while still bounding a bomb. Large real packages hold a few thousand
 * files.
 */
export const DEFAULT_SCORM_LIMITS: ScormPackageLimits = { maxFiles: 20_000, maxTotalBytes: 2048 * MB, maxManifestBytes: 5 * MB };

export type ScormPackageFile = { path: string; size: number };

export type ScormPackage = {
  version: ScormVersion;
  /** The manifest's schemaversion as written, when present. */
  schemaVersion?: string;
  identifier: string;
  title: string;
  /** Address of the launch page relative to the package folder, with the item's parameters. */
  launchPath: string;
  /** The launch page's file path inside the package. */
  launchFile: string;
  files: ScormPackageFile[];
  totalBytes: number;
};

const MANIFEST = 'imsmanifest.xml';
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

const toMb = (bytes: number) => Math.max(1, Math.round(bytes / MB));

/** Zip entries that a directory would list: 'a/b/' names a folder. */
const isFolder = (entry: Entry) => entry.fileName.endsWith('/');

/** The Unix mode sits in the high 16 bits of the external attributes; a link there would escape the folder once written. */
const isSymlink = (entry: Entry) => ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;

/** yauzl's own path checks (absolute paths, '..' segments, backslashes) arrive as errors with these messages. */
const UNSAFE_NAME = /^(absolute path|invalid relative path|invalid characters in fileName): (.*)$/s;

/** A read failure of the archive as the refusal the uploader sees. */
const archiveError = (error: unknown): AppError => {
  if (error instanceof AppError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const unsafe = UNSAFE_NAME.exec(message);
  if (unsafe) return new AppError('scorm.unsafeEntry', 422, { path: unsafe[2] ?? '' });
  return new AppError('scorm.notZip', 415);
};

/** Where an entry lands, or undefined when it would land outside destDir (checked again after yauzl's own check). */
const targetOf = (root: string, name: string): string | undefined => {
  const target = path.resolve(root, name);
  return target.startsWith(root + path.sep) ? target : undefined;
};

type Checked = { files: Entry[]; folders: Entry[]; manifest: Entry; declaredBytes: number };

/** Every check the central directory allows, before anything is written. */
const checkEntries = async (zip: ZipFile, root: string, limits: ScormPackageLimits): Promise<Checked> => {
  const files: Entry[] = [];
  const folders: Entry[] = [];
  let declaredBytes = 0;
  let nestedManifest: string | undefined;
  for await (const entry of zip.eachEntry()) {
    // The name as its author wrote it (UTF-8 with or without the flag, CP437, CP850): zip-names.ts.
    entry.fileName = entryName(entry);
    const name = entry.fileName;
    // Some tools list the archive's own root as './'; it holds nothing to write.
    if (isFolder(entry) && path.resolve(root, name) === root) continue;
    if (!targetOf(root, name)) throw new AppError('scorm.unsafeEntry', 422, { path: name });
    if (isSymlink(entry)) throw new AppError('scorm.symlink', 422, { path: name });
    if (isFolder(entry)) {
      folders.push(entry);
      continue;
    }
    if (entry.isEncrypted()) throw new AppError('scorm.encrypted', 422);
    files.push(entry);
    if (files.length > limits.maxFiles) throw new AppError('scorm.tooManyFiles', 413, { max: limits.maxFiles });
    declaredBytes += entry.uncompressedSize;
    if (declaredBytes > limits.maxTotalBytes) throw new AppError('scorm.tooLarge', 413, { size: toMb(limits.maxTotalBytes) });
    if (!nestedManifest && name.toLowerCase().endsWith(`/${MANIFEST}`)) nestedManifest = name;
  }
  // The spec name is lower case; archives made on Windows sometimes change its case, which is harmless.
  const manifest = files.find((entry) => entry.fileName.toLowerCase() === MANIFEST);
  if (!manifest) {
    if (nestedManifest) throw new AppError('scorm.manifestNotAtRoot', 422, { path: nestedManifest });
    throw new AppError('scorm.manifestMissing', 422);
  }
  if (manifest.uncompressedSize > limits.maxManifestBytes) throw new AppError('scorm.manifestTooLarge', 413, { size: toMb(limits.maxManifestBytes) });
  return { files, folders, manifest, declaredBytes };
};

/**
 * Counts inflated bytes and stops the stream past a budget. yauzl already fails an entry that inflates to more than
 * its declared size; this also holds the package total, whatever the headers claim, and, when `compressedSize` is
 * given, the zip-bomb ratio of the entry (core/zip-guard.ts).
 */
class ByteBudget extends Transform {
  written = 0;
  constructor(
    private readonly budget: () => number,
    private readonly onOver: () => AppError,
    private readonly ratio?: { compressedSize: number; path: string },
  ) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.written += chunk.length;
    if (this.written > this.budget()) return callback(this.onOver());
    if (this.ratio && zipVerdict(this.written, this.ratio.compressedSize, DEFAULT_ZIP_LIMITS) !== 'ok') {
      return callback(zipRefusal('ratio', DEFAULT_ZIP_LIMITS, this.ratio.path));
    }
    callback(null, chunk);
  }
}

const readManifest = async (zip: ZipFile, entry: Entry, limits: ScormPackageLimits): Promise<string> => {
  const chunks: Buffer[] = [];
  const budget = new ByteBudget(
    () => limits.maxManifestBytes,
    () => new AppError('scorm.manifestTooLarge', 413, { size: toMb(limits.maxManifestBytes) }),
  );
  const stream = await zip.openReadStreamPromise(entry);
  await pipeline(stream, budget, async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) chunks.push(chunk);
  });
  return Buffer.concat(chunks).toString('utf8');
};

/** The destination must be new or empty: a failed extraction removes it whole, so it must hold nothing else. */
const prepareDestination = async (root: string): Promise<void> => {
  const existing = await readdir(root).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (existing.length > 0) throw new Error(`SCORM destination folder is not empty: ${root}`);
  await mkdir(root, { recursive: true });
};

const openZip = async (zipPath: string): Promise<ZipFile> => {
  try {
    // decodeStrings off: names arrive as bytes and entryName (zip-names.ts) decodes them, turns the backslashes of old
    // Windows tools into slashes and still refuses absolute paths and '..' segments; validateEntrySizes fails an entry
    // that inflates past its declared size.
    return await yauzl.openPromise(zipPath, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true, strictFileNames: false });
  } catch (error) {
    throw archiveError(error);
  }
};

type Inspected = { checked: Checked; manifest: ScormManifest };

/** Every check that needs no writing: the central directory, the manifest read and parsed, the launch file present. */
const inspectOpen = async (zip: ZipFile, root: string, limits: ScormPackageLimits): Promise<Inspected> => {
  let checked: Checked;
  let manifestText: string;
  try {
    checked = await checkEntries(zip, root, limits);
    manifestText = await readManifest(zip, checked.manifest, limits);
  } catch (error) {
    throw archiveError(error);
  }
  const parsed = parseScormManifest(manifestText);
  if (!parsed.ok) throw new AppError(parsed.error, 422);
  const { manifest } = parsed;
  if (!checked.files.some((entry) => entry.fileName === manifest.launchFile)) {
    throw new AppError('scorm.launchFileMissing', 422, { path: manifest.launchFile });
  }
  return { checked, manifest };
};

const describe = (manifest: ScormManifest): Omit<ScormPackage, 'files' | 'totalBytes'> => ({
  version: manifest.version,
  ...(manifest.schemaVersion ? { schemaVersion: manifest.schemaVersion } : {}),
  identifier: manifest.identifier,
  title: manifest.title,
  launchPath: manifest.launch,
  launchFile: manifest.launchFile,
});

/** Where entry paths are resolved when nothing is written (only compared as text, never touched). */
const INSPECT_ROOT = path.resolve('/scorm-package');

/**
 * Checks a SCORM package without writing anything: the same checks as `extractScormPackage` up to the first byte it
 * would write (paths, links, encryption, counts, declared sizes, the manifest and its launch file), then every entry
 * inflated and counted against the zip-bomb limits (ratio per entry and overall, total). An upload is refused with it
 * before the file is kept; the sizes counted while inflating are checked again when it is unpacked.
 * `files` lists the entries with their declared sizes.
 */
export const inspectScormPackage = async (zipPath: string, limitsGiven: Partial<ScormPackageLimits> = {}): Promise<ScormPackage> => {
  const limits: ScormPackageLimits = { ...DEFAULT_SCORM_LIMITS, ...limitsGiven };
  const zip = await openZip(zipPath);
  try {
    const { checked, manifest } = await inspectOpen(zip, INSPECT_ROOT, limits);
    // Every entry inflated and counted (nothing written): a package whose content expands like a zip bomb, or whose
    // headers understate its content, is refused at upload rather than while it is unpacked.
    await checkZipArchive(zipPath, { maxTotalBytes: limits.maxTotalBytes, maxEntries: Number.POSITIVE_INFINITY }).catch((error: unknown) => {
      throw archiveError(error);
    });
    return {
      ...describe(manifest),
      files: checked.files.map((entry) => ({ path: entry.fileName, size: entry.uncompressedSize })),
      totalBytes: checked.declaredBytes,
    };
  } finally {
    zip.close();
  }
};

/**
 * Checks and unpacks a SCORM package from `zipPath` into `destDir` (created; must not exist or be empty).
 * Throws AppError with a `scorm.*` message key when the package is refused; on any failure nothing is left in
 * `destDir`.
 */
export const extractScormPackage = async (
  zipPath: string,
  destDir: string,
  limitsGiven: Partial<ScormPackageLimits> = {},
): Promise<ScormPackage> => {
  const limits: ScormPackageLimits = { ...DEFAULT_SCORM_LIMITS, ...limitsGiven };
  const root = path.resolve(destDir);
  const zip = await openZip(zipPath);
  let started = false;
  try {
    const { checked, manifest } = await inspectOpen(zip, root, limits);

    await prepareDestination(root);
    started = true;
    for (const folder of checked.folders) await mkdir(targetOf(root, folder.fileName) as string, { recursive: true });

    let totalBytes = 0;
    const files: ScormPackageFile[] = [];
    for (const entry of checked.files) {
      const target = targetOf(root, entry.fileName) as string;
      await mkdir(path.dirname(target), { recursive: true });
      const budget = new ByteBudget(
        () => limits.maxTotalBytes - totalBytes,
        () => new AppError('scorm.tooLarge', 413, { size: toMb(limits.maxTotalBytes) }),
        { compressedSize: entry.compressedSize, path: entry.fileName },
      );
      try {
        const stream = await zip.openReadStreamPromise(entry);
        // 'wx': never follow or replace something already there (a duplicate name in the archive included).
        await pipeline(stream, budget, createWriteStream(target, { flags: 'wx' }));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new AppError('scorm.unsafeEntry', 422, { path: entry.fileName });
        throw archiveError(error);
      }
      totalBytes += budget.written;
      files.push({ path: entry.fileName, size: budget.written });
    }

    return { ...describe(manifest), files, totalBytes };
  } catch (error) {
    if (started) await rm(root, { recursive: true, force: true });
    throw error;
  } finally {
    zip.close();
  }
};
