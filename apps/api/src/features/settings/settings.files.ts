import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import {
  SETTINGS_FILE_ID,
  SETTINGS_FILE_MIME,
  SETTINGS_UPLOAD_MAX_BYTES,
  judgeSettingsUpload,
  settingsFilePath,
  type SettingsUploadKind,
} from '@plataforma/shared/settings';
import type { RequestContext } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { probeMedia } from '../../core/media';
import { tenantKey, type ByteRange, type StorageRead } from '../../core/storage';

export type SettingsFileReply = { id: string; url: string; tipo: SettingsUploadKind; mimeType: string; tamanho: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Where a customisation file is stored. */
export const settingsFileKey = (tenantId: string, id: string) => tenantKey(tenantId, 'parametro', id);
const keyOf = settingsFileKey;

/**
 * The one file of a multipart request in field `arquivo`, read up to one byte over the largest limit (a file cut
 * there is too large for every kind). Customisation files are small (100 KB logos, 20 MB videos at most).
 */
const readArquivo = async (request: FastifyRequest): Promise<{ bytes: Buffer; truncated: boolean }> => {
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: SETTINGS_UPLOAD_MAX_BYTES + 1, files: 1 } });
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError('settings.fileRequired', 400);
    throw error;
  }
  if (!part || part.fieldname !== 'arquivo') {
    part?.file.resume();
    throw new AppError('settings.fileRequired', 400);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  return { bytes: Buffer.concat(chunks), truncated: part.file.truncated };
};

/** Whether a video has an audio track (ffprobe); unreadable video is refused. */
const videoHasAudio = async (bytes: Buffer, ext: string) => {
  const dir = await mkdtemp(join(tmpdir(), 'parametro-'));
  try {
    const path = join(dir, `video.${ext}`);
    await writeFile(path, bytes);
    return (await probeMedia(path)).hasAudio;
  } catch {
    throw new AppError('settings.videoUnreadable', 415);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/**
 * Customisation files (POST Parametro/AdicionarArquivo, DELETE Parametro/RemoverArquivo/{id}; 1-shell §5): judged by
 * their bytes (never the name or the declared type) against the kind's rules (shared settings/uploads.ts), videos
 * without an audio track; stored under the tenant as `parametro/{uuid}.{ext}`. The id changes whenever the file
 * changes, so the public address can be cached as immutable.
 */
export const createSettingsFiles = ({ storage }: Deps) => {
  const upload = async (ctx: RequestContext, kind: SettingsUploadKind, request: FastifyRequest): Promise<SettingsFileReply> => {
    const { bytes, truncated } = await readArquivo(request);
    const detected = bytes.length > 0 ? await fileTypeFromBuffer(bytes.subarray(0, 1024 * 1024)) : undefined;
    const ext = detected?.ext ?? null;
    const verdict = judgeSettingsUpload(kind, ext, truncated ? SETTINGS_UPLOAD_MAX_BYTES + 1 : bytes.length);
    if (!verdict.ok) throw new AppError(verdict.key, verdict.status);
    if (verdict.media === 'video' && (await videoHasAudio(bytes, ext!))) throw new AppError('settings.videoWithAudio', 422);
    const id = `${randomUUID()}.${ext}`;
    const mimeType = SETTINGS_FILE_MIME[ext!];
    const stored = await storage.put(keyOf(ctx.tenantId, id), Readable.from([bytes]), { contentType: mimeType });
    return { id, url: settingsFilePath(ctx.tenantId, id), tipo: kind, mimeType, tamanho: stored.size };
  };

  const remove = async (ctx: RequestContext, id: string) => {
    if (!SETTINGS_FILE_ID.test(id) || !(await storage.stat(keyOf(ctx.tenantId, id)))) throw new AppError('settings.fileNotFound', 404);
    await storage.delete(keyOf(ctx.tenantId, id));
    return { success: true as const };
  };

  /** The public read (the sign-in page shows logos and slides before anyone signs in): only this tenant's file. */
  const read = async (tenantId: string, id: string, range: ByteRange | undefined): Promise<{ mime: string; read: StorageRead }> => {
    const match = UUID.test(tenantId) ? SETTINGS_FILE_ID.exec(id) : null;
    const found = match ? await storage.get(keyOf(tenantId, id), range) : null;
    if (!match || !found) throw new AppError('settings.fileNotFound', 404);
    return { mime: SETTINGS_FILE_MIME[match[1]], read: found };
  };

  return { upload, remove, read };
};
