import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat as fsStat, unlink } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  DeleteObjectCommand,
  S3Client,
  NotFound,
  NoSuchKey,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Config } from './config';

/**
 * File storage (ARCHITECTURE §1, §5): one interface, a local folder by default (`DATA_DIR/files`) or an
 * S3-compatible bucket when `S3_BUCKET` is set. Keys are relative, '/'-separated and start with the tenant id
 * (`tenantKey`); a key that would leave the root ('..', absolute, empty segments, back-slashes) is refused.
 */

export type StoredObject = { key: string; size: number; contentType: string | null };

/** An inclusive byte range, as in an HTTP `Range: bytes=start-end` header. */
export type ByteRange = { start: number; end: number };

export type StorageRead = { stream: Readable; size: number; contentType: string | null; range: ByteRange | null };

export type Storage = {
  kind: 'local' | 's3';
  /** Writes the whole stream under `key` (replacing what was there) and answers its size. Never buffers the file. */
  put(key: string, body: Readable, options?: { contentType?: string }): Promise<StoredObject>;
  /** The object as a stream, or only the bytes of `range` (clamped to the object's size); null when absent. */
  get(key: string, range?: ByteRange): Promise<StorageRead | null>;
  stat(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix` (a folder: end it with '/'). */
  deletePrefix(prefix: string): Promise<void>;
  /**
   * Removes what uploads cut short by a crash left behind (local `.part` files, unfinished S3 multipart uploads)
   * untouched for `idleMs`; answers how many. Run at start, before the processes that upload.
   */
  sweepInterrupted(idleMs?: number): Promise<number>;
};

/** A temporary file of an upload in progress (`put` writes one beside the target and renames it at the end). */
const PART_SUFFIX = '.part';
/** How long a temporary upload must have been left alone before the start-up sweep takes it for abandoned. */
const INTERRUPTED_IDLE_MS = 60_000;

const SEGMENT = /^[A-Za-z0-9._-]+$/;

/** Refuses any key that could escape the storage root or be read differently by another backend. */
export const assertSafeKey = (key: string, { prefix = false } = {}): string => {
  const parts = key.split('/');
  if (prefix && parts[parts.length - 1] === '') parts.pop();
  if (parts.length === 0 || parts.some((p) => p === '' || p === '.' || p === '..' || !SEGMENT.test(p))) throw new Error(`unsafe storage key: ${key}`);
  return key;
};

/** A key under the tenant's own prefix: `{tenantId}/{...parts}`. */
export const tenantKey = (tenantId: string, ...parts: string[]): string => assertSafeKey([tenantId, ...parts].join('/'));

/** Bytes of an object of `size` that a range asks for, clamped; null when the range cannot be satisfied. */
export const clampRange = (range: ByteRange, size: number): ByteRange | null => {
  if (size === 0 || range.start >= size || range.start < 0 || range.end < range.start) return null;
  return { start: range.start, end: Math.min(range.end, size - 1) };
};

// ---------------------------------------------------------------- local folder

export const createLocalStorage = (root: string): Storage => {
  const base = resolve(root);
  const pathOf = (key: string, options?: { prefix?: boolean }) => {
    const path = resolve(base, assertSafeKey(key, options));
    const rel = relative(base, path);
    if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) throw new Error(`unsafe storage key: ${key}`);
    return path;
  };

  const stat = async (key: string): Promise<StoredObject | null> => {
    try {
      const info = await fsStat(pathOf(key));
      return info.isFile() ? { key, size: info.size, contentType: null } : null;
    } catch {
      return null;
    }
  };

  return {
    kind: 'local',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside the target and renamed at the end: a failed or refused upload never leaves half a file.
      const temp = `${path}.${randomUUID()}${PART_SUFFIX}`;
      try {
        await pipeline(body, createWriteStream(temp));
        await rename(temp, path);
      } catch (error) {
        await unlink(temp).catch(() => undefined);
        throw error;
      }
      const info = await fsStat(path);
      return { key, size: info.size, contentType: null };
    },
    async get(key, range) {
      const found = await stat(key);
      if (!found) return null;
      const bytes = range ? clampRange(range, found.size) : null;
      if (range && !bytes) return { stream: Readable.from([]), size: found.size, contentType: null, range: null };
      const stream = createReadStream(pathOf(key), bytes ? { start: bytes.start, end: bytes.end } : {});
      return { stream, size: found.size, contentType: null, range: bytes };
    },
    stat,
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      const path = pathOf(prefix, { prefix: true });
      if (prefix.endsWith('/')) {
        await rm(path, { recursive: true, force: true });
        return;
      }
      // A name prefix inside one folder ('tenant/midia/abc-' removes every 'abc-*').
      const folder = dirname(path);
      const start = path.slice(folder.length + 1);
      const names = await readdir(folder).catch(() => [] as string[]);
      await Promise.all(names.filter((n) => n.startsWith(start)).map((n) => rm(join(folder, n), { recursive: true, force: true })));
    },
    async sweepInterrupted(idleMs = INTERRUPTED_IDLE_MS) {
      const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
      const before = Date.now() - idleMs;
      let removed = 0;
      for (const entry of entries) {
        if (!entry.isFile() || !entry.name.endsWith(PART_SUFFIX)) continue;
        const path = join(entry.parentPath, entry.name);
        const info = await fsStat(path).catch(() => null);
        if (!info || info.mtimeMs > before) continue;
        await rm(path, { force: true });
        removed += 1;
      }
      return removed;
    },
  };
};

// ---------------------------------------------------------------- S3-compatible

export type S3Settings = { bucket: string; endpoint: string | null; region: string; accessKeyId: string | null; secretAccessKey: string | null };

const isMissing = (error: unknown) =>
  error instanceof NotFound || error instanceof NoSuchKey || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

export const createS3Storage = (settings: S3Settings): Storage => {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } } : {}),
  });
  const Bucket = settings.bucket;

  const stat = async (key: string): Promise<StoredObject | null> => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: assertSafeKey(key) }));
      return { key, size: Number(head.ContentLength ?? 0), contentType: head.ContentType ?? null };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    kind: 's3',
    async put(key, body, options) {
      // Multipart upload in 8 MB parts, four at a time: memory stays bounded whatever the file's size.
      const upload = new Upload({ client, params: { Bucket, Key: assertSafeKey(key), Body: body, ContentType: options?.contentType }, partSize: 8 * 1024 * 1024, queueSize: 4 });
      await upload.done();
      const found = await stat(key);
      if (!found) throw new Error(`stored object missing after upload: ${key}`);
      return found;
    },
    async get(key, range) {
      const found = await stat(key);
      if (!found) return null;
      const bytes = range ? clampRange(range, found.size) : null;
      if (range && !bytes) return { stream: Readable.from([]), size: found.size, contentType: found.contentType, range: null };
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key, ...(bytes ? { Range: `bytes=${bytes.start}-${bytes.end}` } : {}) }));
        return { stream: res.Body as Readable, size: found.size, contentType: found.contentType, range: bytes };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    stat,
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertSafeKey(key) }));
    },
    async deletePrefix(prefix) {
      assertSafeKey(prefix, { prefix: true });
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }));
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (keys.length > 0) await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async sweepInterrupted(idleMs = INTERRUPTED_IDLE_MS) {
      const before = Date.now() - idleMs;
      let removed = 0;
      let keyMarker: string | undefined;
      let uploadIdMarker: string | undefined;
      do {
        const page = await client.send(new ListMultipartUploadsCommand({ Bucket, KeyMarker: keyMarker, UploadIdMarker: uploadIdMarker }));
        for (const upload of page.Uploads ?? []) {
          if (!upload.Key || !upload.UploadId || (upload.Initiated && upload.Initiated.getTime() > before)) continue;
          await client.send(new AbortMultipartUploadCommand({ Bucket, Key: upload.Key, UploadId: upload.UploadId }));
          removed += 1;
        }
        keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
        uploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
      } while (keyMarker);
      return removed;
    },
  };
};

/** S3 when `config.s3` is set (S3_BUCKET), else the local folder `config.filesDir`. */
export const createStorage = (config: Pick<Config, 'filesDir' | 's3'>): Storage => (config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.filesDir));
