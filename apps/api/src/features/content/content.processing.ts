import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { accessSync, constants, createReadStream, createWriteStream, statSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, delimiter, join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import mime from 'mime-types';
import {
  MIDIA_ACCEPTED_EXTENSIONS,
  scormTypeOfVersion,
  type ListMidiaEnviosResponse,
  type MidiaEnvio,
  type MidiaEnvioStatus,
  type MidiaTipo,
  type ProcessingStatus,
} from '@plataforma/shared/content';
import { translate, type Language, type MessageKey } from '@plataforma/shared';
import type { RequestContext } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import type { Jobs } from '../../core/jobs';
import { pageWindow, pagedReply } from '../../core/paging';
import { MediaProcessingError, transcodeToHls, MASTER_PLAYLIST, POSTER_FILE } from '../../core/media';
import { createLocalStorage, tenantKey, type Storage } from '../../core/storage';
import { checkZipArchive } from '../../core/zip-guard';
import * as repo from './content.repository';
import { storeUpload, type FilePart, type StoredUpload } from './content.upload';
import { extractScormPackage, inspectScormPackage, type ScormPackage } from './scorm-package';

/**
 * Background processing of an object's main file (3-admin §7 Media; docs/media.md, docs/scorm.md):
 *
 * - `video` → `media.transcode`: the HLS ladder and a poster under `{objectFolder}/hls/`;
 * - `scorm` → `media.scorm`: the package unpacked under `{objectFolder}/scorm/`, its launch page and version;
 * - `documento` → `media.document`: a PDF made by LibreOffice, when the server has it.
 *
 * `uploadMain` resets the object's processing state in the transaction that records the new file, removes the
 * previous outputs once that is committed, and queues the job. Each job works on one stored file (`processingFileId`):
 * a job that finds the object deleted or its file replaced stops quietly, and every write of a job is conditional on
 * its file still being the current one.
 */

export const MEDIA_QUEUES = { video: 'media.transcode', scorm: 'media.scorm', documento: 'media.document' } as const;
export type ProcessedTipo = keyof typeof MEDIA_QUEUES;
export const isProcessedTipo = (tipo: MidiaTipo): tipo is ProcessedTipo => tipo in MEDIA_QUEUES;

export type MediaJob = { tenantId: string; midiaId: string; fileId: string; envioId: string };

/** Paths under the object's access root that `toMidia` turns into addresses (media-access.ts). */
export const HLS_PLAYLIST_PATH = `hls/${MASTER_PLAYLIST}`;
export const SCORM_ROOT_PATH = 'scorm/';
export const PREVIEW_PDF_PATH = 'documento.pdf';

/** `{tenantId}/midia/{midiaId}/` (content.service.ts keeps the same folder for every stored file of the object). */
export const objectFolder = (tenantId: string, midiaId: string) => `${tenantKey(tenantId, 'midia', midiaId)}/`;
type OutputFolder = 'hls' | 'scorm';
const outputPrefix = (tenantId: string, midiaId: string, folder: OutputFolder) => `${objectFolder(tenantId, midiaId)}${folder}/`;

// ---------------------------------------------------------------- paths of served files

const SAFE_SEGMENT = /^[A-Za-z0-9._-]+$/;
const HASHED_PREFIX = '_h.';

/**
 * A storage key segment for one segment of a file path inside an output folder. Storage keys allow only letters,
 * digits, '.', '_' and '-' (core/storage.ts), while SCORM packages hold any name (spaces, accents, parentheses):
 * those, and names that could be mistaken for one of ours, are stored under a hash of the name. Only this direction is
 * needed: a file is always looked up by the path the browser asks for.
 */
export const storageSegment = (segment: string): string =>
  SAFE_SEGMENT.test(segment) && segment !== '.' && segment !== '..' && !segment.startsWith(HASHED_PREFIX) && segment.length <= 160
    ? segment
    : `${HASHED_PREFIX}${createHash('sha256').update(segment, 'utf8').digest('hex').slice(0, 40)}`;

/**
 * The segments of a relative file path asked for in an address (already percent-decoded once by the router), or null
 * when it could leave the folder or name nothing: empty, '.' or '..' segments, back-slashes, NUL, a leading slash.
 */
export const safeRelativePath = (raw: string): string[] | null => {
  if (!raw || raw.length > 2048 || raw.includes('\\') || raw.includes('\0')) return null;
  const segments = raw.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return null;
  return segments;
};

/** Storage key of a file of an output folder, from its path segments. */
export const outputKey = (tenantId: string, midiaId: string, folder: OutputFolder, segments: readonly string[]) =>
  `${outputPrefix(tenantId, midiaId, folder)}${segments.map(storageSegment).join('/')}`;

/** Content type of a served file, from its name. */
export const contentTypeOf = (name: string): string => {
  const lower = name.toLowerCase();
  if (lower.endsWith('.m3u8')) return 'application/vnd.apple.mpegurl';
  if (lower.endsWith('.ts')) return 'video/mp2t';
  const type = mime.lookup(name);
  if (!type) return 'application/octet-stream';
  return mime.contentType(type) || type;
};

// ---------------------------------------------------------------- LibreOffice

const isExecutableFile = (file: string): boolean => {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * The LibreOffice binary that converts documents: `LIBREOFFICE_PATH` when set (and executable), else `soffice` or
 * `libreoffice` on the PATH; null when there is none (documents are then offered for download only).
 */
export const findLibreOffice = (env: NodeJS.ProcessEnv = process.env): string | null => {
  if (env.LIBREOFFICE_PATH) return isExecutableFile(env.LIBREOFFICE_PATH) ? env.LIBREOFFICE_PATH : null;
  for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) {
    for (const name of ['soffice', 'libreoffice']) {
      const candidate = join(dir, name);
      if (isExecutableFile(candidate)) return candidate;
    }
  }
  return null;
};

export const DOCUMENT_TIMEOUT_MS = 5 * 60_000;

/**
 * Converts `input` to PDF in `outDir` with `soffice --headless --convert-to pdf` (argument array, no shell), with a
 * profile folder of its own (so it never meets a desktop session's profile or lock, and conversions can run side by
 * side), a time limit and an abort signal. Answers the PDF's path.
 */
export const convertToPdf = async (binary: string, input: string, outDir: string, options: { timeoutMs?: number; signal?: AbortSignal } = {}): Promise<string> => {
  const profile = await mkdtemp(join(tmpdir(), 'midia-office-profile-'));
  try {
    await mkdir(outDir, { recursive: true });
    const args = [
      `-env:UserInstallation=${pathToFileURL(profile).href}`,
      '--headless',
      '--norestore',
      '--nolockcheck',
      '--convert-to',
      'pdf',
      '--outdir',
      outDir,
      input,
    ];
    await new Promise<void>((resolve, reject) => {
      if (options.signal?.aborted) return reject(new MediaProcessingError('mediaProcessing.cancelled'));
      // Its own process group: LibreOffice starts a child (soffice.bin) that must go too when it is stopped.
      const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true, windowsHide: true, env: { ...process.env, HOME: profile } });
      let stderr = '';
      let failure: Error | undefined;
      const stop = (error: Error) => {
        failure ??= error;
        try {
          if (child.pid) process.kill(-child.pid, 'SIGKILL');
        } catch {
          child.kill('SIGKILL');
        }
      };
      const timer = setTimeout(() => stop(new AppError('mediaProcessing.documentFailed', 500, {}, { reason: 'timeout' })), options.timeoutMs ?? DOCUMENT_TIMEOUT_MS);
      const onAbort = () => stop(new MediaProcessingError('mediaProcessing.cancelled'));
      options.signal?.addEventListener('abort', onAbort, { once: true });
      child.stderr.setEncoding('utf8');
      child.stderr.on('data', (chunk: string) => {
        stderr = (stderr + chunk).slice(-4096);
      });
      const done = () => {
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', onAbort);
      };
      child.on('error', (error) => {
        done();
        reject(new AppError('mediaProcessing.documentFailed', 500, {}, { reason: error.message }));
      });
      child.on('close', (code) => {
        done();
        if (failure) reject(failure);
        else if (code !== 0) reject(new AppError('mediaProcessing.documentFailed', 500, {}, { reason: `exit ${code}: ${stderr.trim()}` }));
        else resolve();
      });
    });
    const name = basename(input);
    const dot = name.lastIndexOf('.');
    const pdf = join(outDir, `${dot > 0 ? name.slice(0, dot) : name}.pdf`);
    const written = await stat(pdf).catch(() => null);
    if (!written?.isFile() || written.size === 0) throw new AppError('mediaProcessing.documentFailed', 500, {}, { reason: 'no PDF written' });
    return pdf;
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
};

// ---------------------------------------------------------------- checked uploads (SCORM, zip-based documents)

/** Office formats that are zip archives (OOXML, OpenDocument): LibreOffice inflates them whole. */
export const ZIP_DOCUMENT_EXTENSIONS: readonly string[] = ['docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp'];
/** What a zip-based document may inflate to (besides the zip-bomb ratio). */
export const DOCUMENT_MAX_INFLATED_BYTES = 2048 * 1024 * 1024;

/** The zip-bomb guard on a zip-based document; a file that is no zip after all is refused as a wrong type. */
const checkZipDocument = async (path: string): Promise<void> => {
  try {
    await checkZipArchive(path, { maxTotalBytes: DOCUMENT_MAX_INFLATED_BYTES });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('validation.fileType', 415, { accepted: MIDIA_ACCEPTED_EXTENSIONS.documento.join(', ') });
  }
};

/**
 * An upload received into a temporary folder, checked whole by `check` and only then stored, so a refused file leaves
 * nothing behind and queues nothing.
 */
const receiveChecked = async <T>(storage: Storage, part: FilePart, accepted: readonly string[], keyOf: (ext: string) => string, check: (path: string, upload: StoredUpload) => Promise<T>) => {
  const dir = await mkdtemp(join(tmpdir(), 'midia-checked-upload-'));
  try {
    const upload = await storeUpload(createLocalStorage(dir), part, accepted, keyOf);
    const local = join(dir, ...upload.key.split('/'));
    const checked = await check(local, upload);
    await storage.put(upload.key, createReadStream(local), { contentType: upload.mimeType });
    return { upload, checked };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/** The upload of a SCORM package, checked (zip, limits, zip bomb, manifest at the root, launch file present) before it is stored. */
export const receiveScormPackage = async (storage: Storage, part: FilePart, keyOf: (ext: string) => string): Promise<{ upload: StoredUpload; pkg: ScormPackage }> => {
  const { upload, checked } = await receiveChecked(storage, part, MIDIA_ACCEPTED_EXTENSIONS.scorm, keyOf, (path) => inspectScormPackage(path));
  return { upload, pkg: checked };
};

/** The upload of an office document: a zip-based one (OOXML, OpenDocument) passes the zip-bomb guard before it is stored. */
export const receiveDocument = async (storage: Storage, part: FilePart, keyOf: (ext: string) => string): Promise<StoredUpload> =>
  (
    await receiveChecked(storage, part, MIDIA_ACCEPTED_EXTENSIONS.documento, keyOf, async (path, upload) => {
      if (ZIP_DOCUMENT_EXTENSIONS.includes(upload.ext)) await checkZipDocument(path);
    })
  ).upload;

// ---------------------------------------------------------------- jobs

/** Processing state an object gets when a new main file is recorded (in that transaction). */
export const processingResetFor = (tipo: MidiaTipo, fileId: string): repo.ProcessingFields => ({
  processingStatus: (isProcessedTipo(tipo) ? 'pending' : 'none') satisfies ProcessingStatus,
  processingProgress: null,
  processingError: null,
  processingFileId: fileId,
  hlsPlaylistUrl: null,
  scormScriptUrl: null,
  previewPdfKey: null,
  // A package plays only once unpacked; a video waits for its ladder (its uploaded file is never played).
  ...(tipo === 'scorm' ? { finalizado: false } : {}),
});

/** The object keeps a message key only: refusals worded with figures are recorded by their wording without them. */
const withoutParams = (key: MessageKey): MessageKey =>
  key === 'storage.quotaExceeded' ? 'storage.quotaExceededProcessing' : key.startsWith('files.zip') ? 'files.zipRefused' : key;

/** Stale: the job's file is no longer the object's (replaced) or the object is gone. */
class StaleJob extends Error {
  constructor(readonly reason: 'mediaProcessing.replaced' | 'mediaProcessing.objectDeleted') {
    super(reason);
  }
}

const PROGRESS_EVERY_MS = 2000;
const PROGRESS_STEP = 5;

export type MediaProcessing = ReturnType<typeof createMediaProcessing>;

const createMediaProcessing = ({ database, storage, jobs, log }: Deps) => {
  const now = () => new Date();

  const staleReason = async (job: MediaJob) =>
    database.inTenant(job.tenantId, async (tx) => {
      const row = await repo.findMidia(tx, job.tenantId, job.midiaId);
      if (!row) return 'mediaProcessing.objectDeleted' as const;
      if (row.processingFileId !== job.fileId) return 'mediaProcessing.replaced' as const;
      return null;
    });

  const ensureCurrent = async (job: MediaJob) => {
    const reason = await staleReason(job);
    if (reason) throw new StaleJob(reason);
  };

  /** Marks the job running; answers the stored file, or throws StaleJob. */
  const begin = async (job: MediaJob) => {
    const found = await database.inTenant(job.tenantId, async (tx) => {
      const row = await repo.findMidia(tx, job.tenantId, job.midiaId);
      if (!row) return 'mediaProcessing.objectDeleted' as const;
      const file = row.processingFileId === job.fileId ? await repo.findFile(tx, job.tenantId, job.fileId) : null;
      if (!file) return 'mediaProcessing.replaced' as const;
      await repo.setProcessing(tx, job.tenantId, job.midiaId, { processingStatus: 'processing', processingProgress: 0, processingError: null }, job.fileId);
      await repo.updateEnvio(tx, job.tenantId, job.envioId, { status: 'Processando', erro: null });
      return { row, file };
    });
    if (typeof found === 'string') throw new StaleJob(found);
    return found;
  };

  /** The job's end: the object's fields (only while its file is current) and the upload's row. */
  const complete = async (job: MediaJob, fields: repo.ProcessingFields) => {
    const written = await database.inTenant(job.tenantId, async (tx) => {
      const ok = await repo.setProcessing(tx, job.tenantId, job.midiaId, { ...fields, processingProgress: fields.processingStatus === 'done' ? 100 : null, processingError: null }, job.fileId);
      if (ok) await repo.updateEnvio(tx, job.tenantId, job.envioId, { status: 'Concluido', erro: null, concluidoEm: now() });
      return ok;
    });
    if (!written) throw new StaleJob((await staleReason(job)) ?? 'mediaProcessing.replaced');
  };

  const fail = (job: MediaJob, key: MessageKey) =>
    database.inTenant(job.tenantId, async (tx) => {
      await repo.setProcessing(tx, job.tenantId, job.midiaId, { processingStatus: 'failed', processingProgress: null, processingError: key }, job.fileId);
      await repo.updateEnvio(tx, job.tenantId, job.envioId, { status: 'Erro', erro: key, concluidoEm: now() });
    });

  const leaveStale = async (job: MediaJob, reason: StaleJob['reason'], folder: OutputFolder | null) => {
    await database.inTenant(job.tenantId, (tx) => repo.updateEnvio(tx, job.tenantId, job.envioId, { status: 'Erro', erro: reason, concluidoEm: now() }));
    // Whatever this job wrote into a deleted object's folder goes too (the newer file's job clears its own folder).
    if (reason === 'mediaProcessing.objectDeleted' && folder) await storage.deletePrefix(outputPrefix(job.tenantId, job.midiaId, folder));
  };

  /** Throttled progress of a running job (at most every ~2 s or 5 points), written in order. */
  const progressWriter = (job: MediaJob) => {
    let lastAt = 0;
    let lastPercent = 0;
    let chain: Promise<unknown> = Promise.resolve();
    return {
      report(percent: number) {
        const at = Date.now();
        if (percent <= lastPercent || (percent - lastPercent < PROGRESS_STEP && at - lastAt < PROGRESS_EVERY_MS)) return;
        lastAt = at;
        lastPercent = percent;
        const value = Math.min(99, Math.max(0, Math.round(percent)));
        chain = chain
          .then(() => database.inTenant(job.tenantId, (tx) => repo.setProcessing(tx, job.tenantId, job.midiaId, { processingProgress: value }, job.fileId)))
          .catch((err: unknown) => log.warn({ err, midiaId: job.midiaId }, 'processing progress not written'));
      },
      flush: () => chain,
    };
  };

  /** A stored file copied to a local path (the storage may be a bucket; the tools read files). */
  const copyToLocal = async (key: string, path: string) => {
    const read = await storage.get(key);
    if (!read) throw new StaleJob('mediaProcessing.replaced');
    await pipeline(read.stream, createWriteStream(path));
  };

  const listLocalFiles = async (root: string): Promise<string[]> => {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'));
  };

  /** Uploads files of a local folder under an output folder, a few at a time. */
  const uploadFiles = async (job: MediaJob, folder: OutputFolder, root: string, paths: readonly string[]) => {
    let next = 0;
    const worker = async () => {
      while (next < paths.length) {
        const path = paths[next++];
        const segments = path.split('/');
        await storage.put(outputKey(job.tenantId, job.midiaId, folder, segments), createReadStream(join(root, ...segments)), { contentType: contentTypeOf(path) });
      }
    };
    await Promise.all(Array.from({ length: Math.min(6, paths.length) }, worker));
  };

  /**
   * Runs one job: temporary folder, stale and failure handling. A job cancelled by a stopping worker is put back to
   * 'pending' and thrown, so pg-boss runs it again; every other failure is recorded on the object and the upload.
   */
  const run = async (job: MediaJob, failureKey: MessageKey, folder: OutputFolder | null, work: (dir: string) => Promise<void>) => {
    const dir = await mkdtemp(join(tmpdir(), 'midia-job-'));
    try {
      await work(dir);
    } catch (error) {
      if (error instanceof StaleJob) {
        await leaveStale(job, error.reason, folder).catch((err: unknown) => log.warn({ err, job }, 'stale processing job not recorded'));
        return;
      }
      if (error instanceof MediaProcessingError && error.mediaKey === 'mediaProcessing.cancelled') {
        await database
          .inTenant(job.tenantId, async (tx) => {
            await repo.setProcessing(tx, job.tenantId, job.midiaId, { processingStatus: 'pending', processingProgress: null }, job.fileId);
            await repo.updateEnvio(tx, job.tenantId, job.envioId, { status: 'Enviado' });
          })
          .catch(() => undefined);
        throw error;
      }
      const key: MessageKey = error instanceof AppError ? withoutParams(error.key) : failureKey;
      log.error({ err: error, job }, 'media processing failed');
      await fail(job, key).catch((err: unknown) => log.error({ err, job }, 'media processing failure not recorded'));
      // Outputs written before the failure (part of a package, of a ladder) serve nothing and would hold disk space.
      if (folder) await storage.deletePrefix(outputPrefix(job.tenantId, job.midiaId, folder)).catch((err: unknown) => log.warn({ err, job }, 'partial processing output left behind'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };

  /** A generated cover carries this name in its key; a cover a person uploaded is never replaced. */
  const GENERATED_COVER = 'poster-';
  const isGeneratedCover = (key: string) => (key.split('/').pop() ?? '').startsWith(GENERATED_COVER);

  const storeCover = async (job: MediaJob, posterPath: string) => {
    const existing = await database.inTenant(job.tenantId, (tx) => repo.findFileByRole(tx, job.tenantId, job.midiaId, 'thumbnail'));
    if (existing && !isGeneratedCover(existing.chave)) return;
    const fileId = randomUUID();
    const key = `${objectFolder(job.tenantId, job.midiaId)}${GENERATED_COVER}${fileId}.jpg`;
    const stored = await storage.put(key, createReadStream(posterPath), { contentType: 'image/jpeg' });
    let previous: string | null = null;
    try {
      await database.inTenant(job.tenantId, async (tx) => {
        const current = await repo.findFileByRole(tx, job.tenantId, job.midiaId, 'thumbnail');
        if (current && !isGeneratedCover(current.chave)) throw new Error('cover uploaded meanwhile');
        if (current) {
          previous = current.chave;
          await repo.deleteFile(tx, job.tenantId, current.id);
        }
        await repo.insertFile(tx, job.tenantId, { id: fileId, midiaId: job.midiaId, papel: 'thumbnail', chave: key, nomeArquivo: POSTER_FILE, tipoMime: 'image/jpeg', tamanho: stored.size });
      });
    } catch {
      await storage.delete(key).catch(() => undefined);
      return;
    }
    if (previous) await storage.delete(previous).catch(() => undefined);
  };

  /** media.transcode: the HLS ladder and poster of a video. */
  const transcode = (job: MediaJob, signal?: AbortSignal) =>
    run(job, 'mediaProcessing.transcodeFailed', 'hls', async (dir) => {
      const { file } = await begin(job);
      const source = join(dir, 'source');
      await copyToLocal(file.chave, source);
      const out = join(dir, 'hls');
      const progress = progressWriter(job);
      await transcodeToHls(source, out, { signal, onProgress: (p) => progress.report(p.percent) });
      await progress.flush();
      await ensureCurrent(job);
      await storage.deletePrefix(outputPrefix(job.tenantId, job.midiaId, 'hls'));
      await uploadFiles(job, 'hls', out, await listLocalFiles(out));
      await ensureCurrent(job);
      await storeCover(job, join(out, POSTER_FILE));
      await complete(job, { processingStatus: 'done', hlsPlaylistUrl: HLS_PLAYLIST_PATH });
    });

  /** media.scorm: the package unpacked, its launch page and version (the manifest decides the object's scormType). */
  const unpackScorm = (job: MediaJob) =>
    run(job, 'scorm.loadError', 'scorm', async (dir) => {
      const { file } = await begin(job);
      const zip = join(dir, 'package.zip');
      await copyToLocal(file.chave, zip);
      const out = join(dir, 'package');
      const pkg = await extractScormPackage(zip, out);
      await ensureCurrent(job);
      await storage.deletePrefix(outputPrefix(job.tenantId, job.midiaId, 'scorm'));
      await uploadFiles(
        job,
        'scorm',
        out,
        pkg.files.map((f) => f.path),
      );
      // The table of contents is read from 'imsmanifest.xml' (scorm-outline.ts): a manifest whose name a Windows
      // tool changed in case is stored under the spec's name too.
      const manifestName = pkg.files.find((f) => f.path.toLowerCase() === 'imsmanifest.xml')?.path;
      if (manifestName && manifestName !== 'imsmanifest.xml') {
        await storage.put(outputKey(job.tenantId, job.midiaId, 'scorm', ['imsmanifest.xml']), createReadStream(join(out, manifestName)), { contentType: contentTypeOf(manifestName) });
      }
      await complete(job, { processingStatus: 'done', scormScriptUrl: `${SCORM_ROOT_PATH}${pkg.launchPath}`, scormType: scormTypeOfVersion(pkg.version), finalizado: true });
    });

  /** media.document: a PDF of an office document, when LibreOffice is on this server; otherwise nothing to do. */
  const convertDocument = (job: MediaJob, signal?: AbortSignal) =>
    run(job, 'mediaProcessing.documentFailed', null, async (dir) => {
      const binary = findLibreOffice();
      if (!binary) {
        await ensureCurrent(job);
        await complete(job, { processingStatus: 'none', previewPdfKey: null });
        return;
      }
      const { file } = await begin(job);
      const ext = (file.chave.split('.').pop() ?? 'bin').toLowerCase();
      const input = join(dir, 'in', `documento.${ext}`);
      await mkdir(join(dir, 'in'));
      await copyToLocal(file.chave, input);
      // Files stored before the upload check existed meet it here, before LibreOffice inflates them.
      if (ZIP_DOCUMENT_EXTENSIONS.includes(ext)) await checkZipDocument(input);
      const pdf = await convertToPdf(binary, input, join(dir, 'out'), { signal });
      await ensureCurrent(job);
      const key = `${objectFolder(job.tenantId, job.midiaId)}preview-${job.fileId}.pdf`;
      await storage.put(key, createReadStream(pdf), { contentType: 'application/pdf' });
      try {
        await complete(job, { processingStatus: 'done', previewPdfKey: key });
      } catch (error) {
        await storage.delete(key).catch(() => undefined);
        throw error;
      }
    });

  // Resumable: a job whose worker died is retried (it starts the object over; outputs are replaced whole).
  const settings = { retryLimit: 2, retryDelay: 30, concurrency: 1, resumable: true };
  // At a worker's start, an object left 'pending' or 'processing' with no job (lost between its commit and the queue,
  // or out of attempts) is queued again.
  const pending = (tipo: ProcessedTipo) => () => database.system((tx) => repo.unfinishedProcessing(tx, tipo));
  jobs.register<MediaJob>(MEDIA_QUEUES.video, transcode, { ...settings, expireInSeconds: 4 * 3600, pending: pending('video') });
  jobs.register<MediaJob>(MEDIA_QUEUES.scorm, unpackScorm, { ...settings, expireInSeconds: 3600, pending: pending('scorm') });
  jobs.register<MediaJob>(MEDIA_QUEUES.documento, convertDocument, { ...settings, expireInSeconds: 15 * 60, pending: pending('documento') });

  /**
   * After a new main file was committed: removes the previous outputs (the object's state was reset in that
   * transaction, so nothing points at them) and queues the job of its kind. A queue that cannot be reached leaves the
   * object 'failed' rather than 'pending' forever.
   */
  const afterUpload = async (job: MediaJob, tipo: MidiaTipo, previousPdfKey: string | null) => {
    await Promise.all([
      storage.deletePrefix(outputPrefix(job.tenantId, job.midiaId, 'hls')),
      storage.deletePrefix(outputPrefix(job.tenantId, job.midiaId, 'scorm')),
      previousPdfKey ? storage.delete(previousPdfKey) : Promise.resolve(),
    ]).catch((err: unknown) => log.warn({ err, midiaId: job.midiaId }, 'previous processing output left behind'));
    if (!isProcessedTipo(tipo)) return;
    try {
      await jobs.send<MediaJob>(MEDIA_QUEUES[tipo], job);
    } catch (err) {
      log.error({ err, job }, 'media processing job not queued');
      await fail(job, 'mediaProcessing.failed').catch(() => undefined);
    }
  };

  return { afterUpload };
};

const byJobs = new WeakMap<Jobs, MediaProcessing>();

/** The processing of an app (its queues registered once, whichever part of the feature asks first). */
export const mediaProcessing = (deps: Deps): MediaProcessing => {
  let found = byJobs.get(deps.jobs);
  if (!found) {
    found = createMediaProcessing(deps);
    byJobs.set(deps.jobs, found);
  }
  return found;
};

// ---------------------------------------------------------------- upload history

/**
 * GET midia/envios (3-admin /gestao/historico-envios, no permission filter): the caller's own uploads in the active
 * tenant, newest first; the failure in the reader's language; the object's progress while this upload is the file
 * being processed.
 */
export const listUploadHistory =
  ({ database }: Deps) =>
  (ctx: RequestContext, q: { pageNumber: number; pageSize: number; status?: MidiaEnvioStatus }, lang: Language): Promise<ListMidiaEnviosResponse> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const filters: repo.EnvioFilters = { userId: ctx.userId, status: q.status };
      const total = await repo.countEnvios(tx, ctx.tenantId, filters);
      const { page, offset, limit } = pageWindow(q.pageNumber, q.pageSize, total);
      const rows = total === 0 ? [] : await repo.listEnvios(tx, ctx.tenantId, filters, offset, limit);
      return pagedReply(
        rows.map(({ envio, processingFileId, processingProgress }): MidiaEnvio => ({
          id: envio.id,
          midiaId: envio.midiaId,
          midiaNome: envio.midiaNome,
          fileName: envio.nomeArquivo,
          fileType: envio.tipoMime,
          fileSize: envio.tamanho,
          status: envio.status,
          error: envio.erro ? translate(envio.erro as MessageKey, lang) : null,
          progress:
            envio.status === 'Concluido' ? 100 : envio.status === 'Processando' && processingFileId === envio.arquivoId ? (processingProgress ?? 0) : null,
          createdAt: envio.criadoEm.toISOString(),
          finishedAt: envio.concluidoEm?.toISOString() ?? null,
        })),
        page,
        q.pageSize,
        total,
      );
    });
