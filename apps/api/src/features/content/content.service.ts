import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  isFileTipo,
  linkKindOf,
  MIDIA_ACCEPTED_EXTENSIONS,
  MIDIA_IMAGE_EXTENSIONS,
  midiaSourceIssue,
  prepareSubtitle,
  saveSubtitleRequestSchema,
  SUBTITLE_EXTENSIONS,
  subtitleFormatOf,
  type SaveSubtitleRequest,
  type Subtitle,
  type ListMidiaResponse,
  type Midia,
  type MidiaArquivo,
  type MidiaArquivoPapel,
  type MidiaInfo,
  type CreateMidiaInput,
  type SaveMidiaInput,
} from '@plataforma/shared/content';
import { translate, type Language, type MessageKey } from '@plataforma/shared';
import { hasPermission } from '@plataforma/shared/permissions';
import type { RequestContext } from '../../core/auth';
import { isUniqueViolation } from '../../core/db-errors';
import { inSequence, type Tx } from '../../core/db';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { assertTenantIds } from '../../core/tenant-ids';
import { categoria, competencia, secao } from '../../db/schema';
import { MediaProcessingError, extractCoverArt, probeMedia } from '../../core/media';
import { pageWindow, pagedReply } from '../../core/paging';
import { tenantKey, type ByteRange } from '../../core/storage';
import * as repo from './content.repository';
import { accessUrl, mediaAccessKey, mediaAccessToken, type MediaAccess } from './media-access';
import { companyWatermark, watermarkFor, withCompanyDefaults, type WatermarkRules } from './watermark';
import { decodeText, readSmallFile, storeUpload, type FilePart, type StoredUpload } from './content.upload';
import { isProcessedTipo, mediaProcessing, PREVIEW_PDF_PATH, processingResetFor, receiveDocument, receiveScormPackage } from './content.processing';
import { scormLaunchKey, scormScriptAddress, type ScormLaunchClaims } from './scorm-launch';

export const REPOSITORY_PERMISSION = 'Depósito';

type Paging = { pageNumber: number; pageSize: number };

/** Where an object's stored files live: `{tenantId}/midia/{midiaId}/...` (the whole folder goes with the object). */
const midiaFolder = (tenantId: string, midiaId: string) => `${tenantKey(tenantId, 'midia', midiaId)}/`;
/** Addresses of an object's files carry its access token (media-access.ts); `token` is the object's. */
export const fileUrl = (midiaId: string, token: string, fileId: string) => accessUrl(midiaId, token, `arquivo/${fileId}`);
const subtitleUrl = (midiaId: string, token: string, id: string) => accessUrl(midiaId, token, `legenda/${id}`);

const toArquivo = (row: repo.FileRow, token: string): MidiaArquivo => ({
  id: row.id,
  midiaId: row.midiaId,
  url: fileUrl(row.midiaId, token, row.id),
  order: row.ordem,
  fileName: row.nomeArquivo,
  fileType: row.tipoMime,
  fileSize: row.tamanho,
  createdAt: row.criadoEm.toISOString(),
});

const toSubtitle = (s: repo.SubtitleRow, token: string): Subtitle => ({ id: s.id, name: s.nome, srclang: s.srclang, url: subtitleUrl(s.midiaId, token, s.id), createdAt: s.criadoEm.toISOString() });

/** Name and language of a subtitle (multipart fields or JSON body); the first issue as a 400 naming the field. */
const subtitleFields = (fields: SaveSubtitleRequest) => {
  const parsed = saveSubtitleRequestSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue.path[0] ?? 'name');
    throw new AppError(issue.code === 'invalid_type' ? 'validation.required' : (issue.message as MessageKey), 400, {}, { field });
  }
  return parsed.data;
};

/**
 * An object as the API answers it; `token` opens its files (see media-access.ts), `launch` its SCORM package on the
 * content origin (scorm-launch.ts).
 */
export const toMidia = (
  row: repo.MidiaRow,
  files: repo.FileRow[],
  subtitles: repo.SubtitleRow[],
  token: string,
  lang: Language = 'pt',
  launch?: { config: { contentOrigin: string }; key: Uint8Array; claims: ScormLaunchClaims },
): Midia => {
  const mine = files.filter((f) => f.midiaId === row.id);
  const role = (papel: MidiaArquivoPapel) => mine.find((f) => f.papel === papel) ?? null;
  const main = role('principal');
  const urlOf = (papel: MidiaArquivoPapel) => {
    const file = role(papel);
    return file ? fileUrl(row.id, token, file.id) : null;
  };
  const underRoot = (rest: string | null) => (rest ? accessUrl(row.id, token, rest) : null);
  return {
    id: row.id,
    nome: row.nome,
    descricao: row.descricao,
    tipo: row.tipo,
    pullzone: row.pullzone,
    videoId: row.videoId,
    expirationDate: row.dataDeExpiracao?.toISOString() ?? null,
    duration: row.duracao,
    fileType: main?.tipoMime ?? null,
    fileName: main?.nomeArquivo ?? null,
    fileSize: main?.tamanho ?? null,
    categoryId: row.categoriaId,
    categoryName: row.categoriaNome,
    competenciesIds: row.competenciasIds,
    sectionsIds: row.secoesIds,
    link: row.link,
    linkKind: row.link ? linkKindOf(row.link) : null,
    createdAt: row.criadoEm.toISOString(),
    lastUpdatedAt: row.atualizadoEm.toISOString(),
    finished: row.finalizado,
    active: row.ativo,
    tenantId: row.tenantId,
    origin: row.origem,
    objectCode: row.codigo,
    cardHorizontalUrl: urlOf('cardHorizontal'),
    cardVerticalUrl: urlOf('cardVertical'),
    thumbnailUrl: urlOf('thumbnail'),
    fileUrl: urlOf('principal'),
    hlsPlaylistUrl: underRoot(row.hlsPlaylistUrl),
    scormScriptUrl: launch ? scormScriptAddress(launch.config, launch.key, launch.claims, row.scormScriptUrl) : null,
    previewPdfUrl: row.previewPdfKey ? accessUrl(row.id, token, PREVIEW_PDF_PATH) : null,
    processingStatus: row.processingStatus,
    processingProgress: row.processingProgress,
    processingError: row.processingError ? translate(row.processingError as MessageKey, lang) : null,
    scormType: row.scormType,
    downloadable: row.permitirDownload,
    disableFastForward: row.bloquearAvanco,
    embedded: row.incorporado,
    qrCode: row.qrCode,
    watermark: row.marcaDagua,
    subtitles: subtitles.filter((s) => s.midiaId === row.id).map((s) => toSubtitle(s, token)),
    chapters: row.capitulos,
    carouselItems: mine.filter((f) => f.papel === 'carrossel').map((f) => toArquivo(f, token)),
  };
};

/** A reader without a session: the public view of an object (its tenant found from the object). */
type PublicReader = { public: true; tenantId: string; lang?: Language };
/** The person asking, with the language of the request when the reply carries translated texts. */
export type Reader = RequestContext & { lang?: Language };

const isHolder = (ctx: RequestContext) => hasPermission(ctx.permissions, REPOSITORY_PERMISSION);

/** Kinds a link alone completes (a file kind given a link plays the link). */
const finishedWithoutFile = (input: SaveMidiaInput) => input.tipo === 'link' || input.tipo === 'carrossel' || (isFileTipo(input.tipo) && input.tipo !== 'scorm' && !!input.link);

/** Whether a person without 'Depósito' may open an object on its own (set by the feature that knows the audiences). */
export type MidiaVisibility = (tx: Tx, ctx: RequestContext, midiaId: string) => Promise<boolean>;
let visibility: MidiaVisibility | null = null;
/** Sets the visibility rule of GET midia/getMidiaInfo (none set: every active object); returns its remover. */
export const registerMidiaVisibility = (rule: MidiaVisibility): (() => void) => {
  visibility = rule;
  return () => {
    if (visibility === rule) visibility = null;
  };
};

/** Functionalities whose screens pick repository objects (3-admin §2 Conteúdo) besides 'Depósito'. */
const PICKER_PERMISSIONS = ['Avaliações', 'Cursos', 'Trilhas', 'Seções'] as const;

export type ContentService = ReturnType<typeof createContentService>;

/**
 * The content repository (3-admin §3 Repository object, §5 rules, §7 Media and Media files). Changes need
 * 'Depósito' (checked by the routes and again here for the reads that serve both screens); reads by other
 * signed-in users see active objects only.
 */
export const createContentService = (deps: Deps) => {
  const { database, storage, log, config } = deps;
  const mediaKey = mediaAccessKey(config);
  const launchKey = scormLaunchKey(config);
  const processing = mediaProcessing(deps);
  /** The token that opens an object's files for the person asking (null: the public view). */
  const tokenFor = (ctx: RequestContext | PublicReader, midiaId: string) =>
    'public' in ctx
      ? mediaAccessToken(mediaKey, { tenantId: ctx.tenantId, midiaId, userId: null, holder: false })
      : mediaAccessToken(mediaKey, { tenantId: ctx.tenantId, midiaId, userId: ctx.userId, holder: isHolder(ctx) });

  /** The launch of an object's SCORM package on the content origin for the person asking (scorm-launch.ts). */
  const launchFor = (ctx: RequestContext | PublicReader, midiaId: string) => ({
    config,
    key: launchKey,
    claims: 'public' in ctx ? { tenantId: ctx.tenantId, midiaId, userId: null, holder: false } : { tenantId: ctx.tenantId, midiaId, userId: ctx.userId, holder: isHolder(ctx) },
  });

  const loadFor = async (tx: Tx, ctx: Reader | PublicReader, rows: repo.MidiaRow[]) => {
    const ids = rows.map((r) => r.id);
    const [files, subtitles] = await inSequence(() => repo.listFiles(tx, ctx.tenantId, ids), () => repo.listSubtitles(tx, ctx.tenantId, ids));
    return rows.map((row) => toMidia(row, files, subtitles, tokenFor(ctx, row.id), ctx.lang, row.scormScriptUrl ? launchFor(ctx, row.id) : undefined));
  };
  const load = (tx: Tx, ctx: Reader, rows: repo.MidiaRow[]) => loadFor(tx, ctx, rows);

  const getOne = (ctx: RequestContext, id: string): Promise<Midia> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const row = await repo.findMidia(tx, ctx.tenantId, id);
      if (!row || (!row.ativo && !isHolder(ctx))) throw new AppError('midia.notFound', 404);
      // as getMidiaInfo: without 'Depósito', only an object shown to the caller on its own (its file addresses open it)
      if (!isHolder(ctx) && visibility && !(await visibility(tx, ctx, id))) throw new AppError('auth.forbidden', 403);
      return (await load(tx, ctx, [row]))[0];
    });

  /**
   * The repository list answers the screens that pick objects (repository, courses, trails, sections, assessments);
   * learners find objects through the sections they see (Secao calls, quick search), never the whole repository.
   */
  const list = (ctx: RequestContext, q: Paging & repo.MidiaFilters): Promise<ListMidiaResponse> => {
    if (!isHolder(ctx) && !PICKER_PERMISSIONS.some((p) => hasPermission(ctx.permissions, p))) throw new AppError('auth.forbidden', 403);
    return database.inTenant(ctx.tenantId, async (tx) => {
      const filters = isHolder(ctx) ? q : { ...q, active: true };
      const total = await repo.countMidia(tx, ctx.tenantId, filters);
      const { page, offset, limit } = pageWindow(q.pageNumber, q.pageSize, total);
      const rows = await repo.listMidia(tx, ctx.tenantId, filters, offset, limit);
      return pagedReply(await load(tx, ctx, rows), page, q.pageSize, total);
    });
  };

  const checkInput = async (tx: Parameters<Parameters<typeof database.inTenant>[1]>[0], tenantId: string, input: SaveMidiaInput, exceptId?: string) => {
    if (input.objectCode && (await repo.codeTaken(tx, tenantId, input.objectCode, exceptId))) throw new AppError('midia.duplicateCode', 409);
    // every id of the body a row of the tenant (core/tenant-ids.ts)
    await assertTenantIds(tx, categoria, tenantId, input.categoryId, 'categoryId', { key: 'midia.categoryNotFound' });
    await assertTenantIds(tx, competencia, tenantId, input.competenciesIds, 'competenciesIds', { key: 'midia.competencyNotFound' });
    await assertTenantIds(tx, secao, tenantId, input.sectionsIds, 'sectionsIds');
  };

  const sourceCheck = (input: SaveMidiaInput, hasStoredFile: boolean) => {
    const issue = midiaSourceIssue(input, hasStoredFile);
    if (issue) throw new AppError(issue.key, 400, {}, { field: issue.field });
  };

  const uniqueCode = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('midia.duplicateCode', 409);
      throw error;
    }
  };

  const create = (ctx: RequestContext, given: CreateMidiaInput) => {
    return uniqueCode(() =>
      database.inTenant(ctx.tenantId, async (tx) => {
        const { watermark } = given;
        const input: SaveMidiaInput = watermark ? { ...given, watermark } : withCompanyDefaults(given, await companyWatermark(tx, ctx.tenantId));
        sourceCheck(input, false);
        await checkInput(tx, ctx.tenantId, input);
        const id = await repo.insertMidia(tx, ctx.tenantId, input, finishedWithoutFile(input));
        await repo.setCompetencies(tx, ctx.tenantId, id, input.competenciesIds);
        return (await load(tx, ctx, [(await repo.findMidia(tx, ctx.tenantId, id))!]))[0];
      }),
    );
  };

  const update = (ctx: RequestContext, id: string, input: SaveMidiaInput) =>
    uniqueCode(() =>
      database.inTenant(ctx.tenantId, async (tx) => {
        const row = await repo.findMidia(tx, ctx.tenantId, id);
        if (!row) throw new AppError('midia.notFound', 404);
        const main = await repo.findFileByRole(tx, ctx.tenantId, id, 'principal');
        sourceCheck(input, !!main);
        await checkInput(tx, ctx.tenantId, input, id);
        // The kind may change only while no file is stored (a stored file was checked against the old kind).
        if (main && input.tipo !== row.tipo) throw new AppError('validation.fileType', 422, { accepted: MIDIA_ACCEPTED_EXTENSIONS[isFileTipo(row.tipo) ? row.tipo : 'pdf'].join(', ') });
        const finished = row.finalizado || finishedWithoutFile(input);
        await repo.updateMidia(tx, ctx.tenantId, id, input, finished);
        await repo.setCompetencies(tx, ctx.tenantId, id, input.competenciesIds);
        return (await load(tx, ctx, [(await repo.findMidia(tx, ctx.tenantId, id))!]))[0];
      }),
    );

  /** Deletes the object, its links and every stored file under its folder. */
  const remove = async (ctx: RequestContext, id: string) => {
    await database.inTenant(ctx.tenantId, async (tx) => {
      if (!(await repo.findMidia(tx, ctx.tenantId, id))) throw new AppError('midia.notFound', 404);
      await repo.deleteMidia(tx, ctx.tenantId, id);
    });
    await storage.deletePrefix(midiaFolder(ctx.tenantId, id));
    return { success: true as const };
  };

  const findOrFail = async (ctx: RequestContext, id: string) => {
    const row = await database.inTenant(ctx.tenantId, (tx) => repo.findMidia(tx, ctx.tenantId, id));
    if (!row) throw new AppError('midia.notFound', 404);
    return row;
  };

  /** Replaces the single file of `papel` (the old stored file is removed once the new row is committed). */
  const replaceRoleFile = async (
    ctx: RequestContext,
    id: string,
    papel: Exclude<MidiaArquivoPapel, 'carrossel'>,
    fileId: string,
    upload: StoredUpload,
    finish: boolean,
    detectedDuration: number | null = null,
    /** More writes of the same transaction, before the object is read back (the main file's processing state). */
    alsoInTx?: (tx: Tx, row: repo.MidiaRow) => Promise<void>,
  ) => {
    let previous: string | null = null;
    try {
      const result = await database.inTenant(ctx.tenantId, async (tx) => {
        const row = await repo.findMidia(tx, ctx.tenantId, id);
        if (!row) throw new AppError('midia.notFound', 404);
        const old = await repo.findFileByRole(tx, ctx.tenantId, id, papel);
        if (old) {
          previous = old.chave;
          await repo.deleteFile(tx, ctx.tenantId, old.id);
        }
        await repo.insertFile(tx, ctx.tenantId, { id: fileId, midiaId: id, papel, chave: upload.key, nomeArquivo: upload.fileName, tipoMime: upload.mimeType, tamanho: upload.size });
        if (finish) await repo.setFinished(tx, ctx.tenantId, id, true);
        else await repo.touchMidia(tx, ctx.tenantId, id);
        if (detectedDuration !== null) await repo.fillDuration(tx, ctx.tenantId, id, detectedDuration);
        if (alsoInTx) await alsoInTx(tx, row);
        return (await load(tx, ctx, [(await repo.findMidia(tx, ctx.tenantId, id))!]))[0];
      });
      if (previous) await storage.delete(previous).catch((err: unknown) => log.warn({ err, key: previous }, 'stored file left behind'));
      return result;
    } catch (error) {
      await storage.delete(upload.key).catch(() => undefined);
      throw error;
    }
  };

  const roleKey = (ctx: RequestContext, id: string, papel: MidiaArquivoPapel) => {
    const fileId = randomUUID();
    return { fileId, keyOf: (ext: string) => tenantKey(ctx.tenantId, 'midia', id, `${papel}-${fileId}.${ext}`) };
  };

  /**
   * Duration in whole seconds of a stored video or audio file, read by ffprobe from a temporary copy (the storage may
   * be a bucket), and an audio file's cover art as a JPEG when `withCover`. Unreadable media is refused with the media
   * message; without the media tools the file is kept and the duration stays as entered.
   */
  const probeStored = async (key: string, withCover = false): Promise<{ seconds: number | null; cover: Buffer | null }> => {
    const dir = await mkdtemp(join(tmpdir(), 'midia-probe-'));
    try {
      const read = await storage.get(key);
      if (!read) throw new AppError('midia.fileNotFound', 404);
      const path = join(dir, 'media');
      await pipeline(read.stream, createWriteStream(path));
      const info = await probeMedia(path);
      const seconds = Math.round(info.durationSeconds);
      let cover: Buffer | null = null;
      if (withCover && info.coverArt) {
        const coverPath = join(dir, 'cover.jpg');
        cover = await extractCoverArt(path, coverPath)
          .then(() => readFile(coverPath))
          .catch((err: unknown) => {
            log.warn({ err }, 'cover art not extracted');
            return null;
          });
      }
      return { seconds: seconds > 0 ? Math.min(seconds, 24 * 3600 - 1) : null, cover };
    } catch (error) {
      if (error instanceof MediaProcessingError && error.mediaKey === 'mediaProcessing.toolsMissing') {
        log.warn({ err: error }, 'media tools missing: duration not detected');
        return { seconds: null, cover: null };
      }
      throw error;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };

  /** An audio file's cover art becomes the object's horizontal card image when it has none (never replacing one). */
  const coverFromAudio = async (ctx: RequestContext, id: string, cover: Buffer) => {
    const hasCard = await database.inTenant(ctx.tenantId, async (tx) => Boolean(await repo.findFileByRole(tx, ctx.tenantId, id, 'cardHorizontal')));
    if (hasCard) return null;
    const { fileId, keyOf } = roleKey(ctx, id, 'cardHorizontal');
    const key = keyOf('jpg');
    const stored = await storage.put(key, Readable.from([cover]), { contentType: 'image/jpeg' });
    return replaceRoleFile(ctx, id, 'cardHorizontal', fileId, { key, fileName: 'capa.jpg', mimeType: 'image/jpeg', ext: 'jpg', size: stored.size }, false);
  };

  /**
   * POST midia/big/{id}/fileUpload: the object's main file, streamed to storage and checked against its kind. A video
   * or audio file is probed: unreadable media is removed and refused, and its duration fills the object's when it has
   * none. Processing hand-off: a stored video (HLS ladder, cover) or SCORM package (unpacked, manifest read) is the
   * input of the media jobs; until they are registered the stored file itself is what the players open, so the object
   * is finished as soon as its file is stored.
   */
  const uploadMain = async (ctx: RequestContext, id: string, part: FilePart) => {
    const row = await findOrFail(ctx, id);
    if (!isFileTipo(row.tipo)) throw new AppError('midia.noFileForKind', 422);
    const tipo = row.tipo;
    const { fileId, keyOf } = roleKey(ctx, id, 'principal');
    // A SCORM package is checked whole (zip, limits, zip bomb, manifest, launch file) before it is kept; a zip-based
    // document passes the zip-bomb guard.
    const upload =
      tipo === 'scorm'
        ? (await receiveScormPackage(storage, part, keyOf)).upload
        : tipo === 'documento'
          ? await receiveDocument(storage, part, keyOf)
          : await storeUpload(storage, part, MIDIA_ACCEPTED_EXTENSIONS[tipo], keyOf);
    let duration: number | null = null;
    let cover: Buffer | null = null;
    if (row.tipo === 'video' || row.tipo === 'audio') {
      try {
        ({ seconds: duration, cover } = await probeStored(upload.key, row.tipo === 'audio'));
      } catch (error) {
        await storage.delete(upload.key).catch(() => undefined);
        throw error;
      }
    }
    const queued = isProcessedTipo(tipo);
    let envioId = '';
    let previousPdfKey: string | null = null;
    // The new file resets the processing state and is recorded in the upload history in the same transaction.
    const saved = await replaceRoleFile(ctx, id, 'principal', fileId, upload, tipo !== 'scorm', duration, async (tx, current) => {
      previousPdfKey = current.previewPdfKey;
      await repo.setProcessing(tx, ctx.tenantId, id, processingResetFor(tipo, fileId));
      envioId = await repo.insertEnvio(tx, ctx.tenantId, {
        usuarioId: ctx.userId,
        midiaId: id,
        midiaNome: current.nome,
        arquivoId: fileId,
        nomeArquivo: upload.fileName,
        tipoMime: upload.mimeType,
        tamanho: upload.size,
        status: queued ? 'Enviado' : 'Concluido',
        concluidoEm: queued ? null : new Date(),
      });
    });
    await processing.afterUpload({ tenantId: ctx.tenantId, midiaId: id, fileId, envioId }, tipo, previousPdfKey);
    if (cover) {
      const withCover = await coverFromAudio(ctx, id, cover).catch((err: unknown) => {
        log.warn({ err, midiaId: id }, 'cover art not stored');
        return null;
      });
      return withCover ?? saved;
    }
    return saved;
  };

  /** Card images (CardHorizontal, CardVertical) and the video cover (uploadThumbnail). */
  const uploadImage = async (ctx: RequestContext, id: string, papel: 'cardHorizontal' | 'cardVertical' | 'thumbnail', part: FilePart) => {
    await findOrFail(ctx, id);
    const { fileId, keyOf } = roleKey(ctx, id, papel);
    const upload = await storeUpload(storage, part, MIDIA_IMAGE_EXTENSIONS, keyOf);
    return replaceRoleFile(ctx, id, papel, fileId, upload, false);
  };

  // ------------------------------------------------------------ carousel items (midiaArquivo)

  const carouselOf = async (ctx: RequestContext, midiaId: string) => {
    const row = await findOrFail(ctx, midiaId);
    if (row.tipo !== 'carrossel') throw new AppError('midia.notCarousel', 422);
    return row;
  };

  const listCarousel = async (ctx: RequestContext, midiaId: string) => {
    await findOrFail(ctx, midiaId);
    const token = tokenFor(ctx, midiaId);
    return database.inTenant(ctx.tenantId, async (tx) =>
      (await repo.listFiles(tx, ctx.tenantId, [midiaId])).filter((f) => f.papel === 'carrossel').map((f) => toArquivo(f, token)),
    );
  };

  const addCarouselItem = async (ctx: RequestContext, midiaId: string, part: FilePart) => {
    await carouselOf(ctx, midiaId);
    const fileId = randomUUID();
    const upload = await storeUpload(storage, part, MIDIA_IMAGE_EXTENSIONS, (ext) => tenantKey(ctx.tenantId, 'midia', midiaId, `carrossel-${fileId}.${ext}`));
    try {
      return await database.inTenant(ctx.tenantId, async (tx) => {
        if (!(await repo.findMidia(tx, ctx.tenantId, midiaId))) throw new AppError('midia.notFound', 404);
        const ordem = await repo.nextCarouselOrder(tx, ctx.tenantId, midiaId);
        const row = await repo.insertFile(tx, ctx.tenantId, {
          id: fileId,
          midiaId,
          papel: 'carrossel',
          chave: upload.key,
          nomeArquivo: upload.fileName,
          tipoMime: upload.mimeType,
          tamanho: upload.size,
          ordem,
        });
        await repo.touchMidia(tx, ctx.tenantId, midiaId);
        return toArquivo(row, tokenFor(ctx, midiaId));
      });
    } catch (error) {
      await storage.delete(upload.key).catch(() => undefined);
      throw error;
    }
  };

  const removeCarouselItem = async (ctx: RequestContext, fileId: string) => {
    const key = await database.inTenant(ctx.tenantId, async (tx) => {
      const file = await repo.findFile(tx, ctx.tenantId, fileId);
      if (!file || file.papel !== 'carrossel') throw new AppError('midia.fileNotFound', 404);
      await repo.deleteFile(tx, ctx.tenantId, fileId);
      await repo.touchMidia(tx, ctx.tenantId, file.midiaId);
      return file.chave;
    });
    await storage.delete(key);
    return { success: true as const };
  };

  const orderCarousel = async (ctx: RequestContext, midiaId: string, ids: string[]) => {
    await carouselOf(ctx, midiaId);
    return database.inTenant(ctx.tenantId, async (tx) => {
      const items = (await repo.listFiles(tx, ctx.tenantId, [midiaId])).filter((f) => f.papel === 'carrossel');
      const current = new Set(items.map((f) => f.id));
      if (ids.length !== current.size || ids.some((i) => !current.has(i))) throw new AppError('midia.carouselOrderMismatch', 400);
      for (const [index, fileId] of ids.entries()) await repo.setFileOrder(tx, ctx.tenantId, fileId, index + 1);
      await repo.touchMidia(tx, ctx.tenantId, midiaId);
      const token = tokenFor(ctx, midiaId);
      return (await repo.listFiles(tx, ctx.tenantId, [midiaId])).filter((f) => f.papel === 'carrossel').map((f) => toArquivo(f, token));
    });
  };

  // ------------------------------------------------------------ subtitles (midia_legenda)

  /**
   * POST midia/uploadLegenda/{id}: a .vtt (kept) or .srt (converted to WebVTT) of a video, with its name and
   * language (multipart fields sent before the file). Stored as `{tenant}/midia/{id}/legenda-{subId}.vtt`.
   */
  const uploadSubtitle = async (ctx: RequestContext, midiaId: string, part: FilePart): Promise<Subtitle> => {
    const row = await findOrFail(ctx, midiaId);
    const drain = () => part.stream.resume();
    if (row.tipo !== 'video') {
      drain();
      throw new AppError('midia.subtitlesVideoOnly', 422);
    }
    let fields: { name: string; srclang: string };
    try {
      fields = subtitleFields({ name: part.fields.name ?? '', srclang: part.fields.srclang ?? '' });
    } catch (error) {
      drain();
      throw error;
    }
    const format = subtitleFormatOf(part.fileName);
    if (!format) {
      drain();
      throw new AppError('validation.fileType', 415, { accepted: SUBTITLE_EXTENSIONS.map((e) => `.${e}`).join(', ') });
    }
    const prepared = prepareSubtitle(format, decodeText(await readSmallFile(part)));
    if (!prepared.ok) throw new AppError(prepared.key, 422);
    const subId = randomUUID();
    const key = tenantKey(ctx.tenantId, 'midia', midiaId, `legenda-${subId}.vtt`);
    await storage.put(key, Readable.from([Buffer.from(prepared.vtt, 'utf8')]), { contentType: 'text/vtt' });
    try {
      return await database.inTenant(ctx.tenantId, async (tx) => {
        if (!(await repo.findMidia(tx, ctx.tenantId, midiaId))) throw new AppError('midia.notFound', 404);
        const created = await repo.insertSubtitle(tx, ctx.tenantId, { id: subId, midiaId, nome: fields.name, srclang: fields.srclang, chave: key });
        await repo.touchMidia(tx, ctx.tenantId, midiaId);
        return toSubtitle(created, tokenFor(ctx, midiaId));
      });
    } catch (error) {
      await storage.delete(key).catch(() => undefined);
      throw error;
    }
  };

  /** PUT midia/updateLegenda/{id}: renames a subtitle or changes its language ({id} is the subtitle's). */
  const updateSubtitle = (ctx: RequestContext, subId: string, input: SaveSubtitleRequest): Promise<Subtitle> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const current = await repo.findSubtitle(tx, ctx.tenantId, subId);
      if (!current) throw new AppError('midia.subtitleNotFound', 404);
      const fields = subtitleFields(input);
      const updated = await repo.updateSubtitle(tx, ctx.tenantId, subId, { nome: fields.name, srclang: fields.srclang });
      await repo.touchMidia(tx, ctx.tenantId, current.midiaId);
      return toSubtitle(updated, tokenFor(ctx, current.midiaId));
    });

  /** DELETE midia/deleteLegenda/{id}: the subtitle and its stored file. */
  const removeSubtitle = async (ctx: RequestContext, subId: string) => {
    const key = await database.inTenant(ctx.tenantId, async (tx) => {
      const current = await repo.findSubtitle(tx, ctx.tenantId, subId);
      if (!current) throw new AppError('midia.subtitleNotFound', 404);
      await repo.deleteSubtitle(tx, ctx.tenantId, subId);
      await repo.touchMidia(tx, ctx.tenantId, current.midiaId);
      return current.chave;
    });
    await storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'stored file left behind'));
    return { success: true as const };
  };

  // ------------------------------------------------------------ players and downloads

  /** What a player needs to open an object (the Midia reply narrowed, plus the reader's watermark). */
  const toInfo = (m: Midia, rules: WatermarkRules, holder: boolean): MidiaInfo => ({
    id: m.id,
    nome: m.nome,
    tipo: m.tipo,
    link: m.link,
    linkKind: m.linkKind,
    fileUrl: m.fileUrl,
    fileType: m.fileType,
    fileName: m.fileName,
    fileSize: m.fileSize,
    duration: m.duration,
    hlsPlaylistUrl: m.hlsPlaylistUrl,
    scormScriptUrl: m.scormScriptUrl,
    previewPdfUrl: m.previewPdfUrl,
    processingStatus: m.processingStatus,
    processingProgress: m.processingProgress,
    processingError: m.processingError,
    scormType: m.scormType,
    thumbnailUrl: m.thumbnailUrl,
    downloadable: m.downloadable,
    disableFastForward: m.disableFastForward,
    finished: m.finished,
    watermark: m.watermark,
    watermarkLines: rules.lines,
    pdfDownloadAllowed: holder || (m.downloadable && rules.allowPdfDownload),
    watermarkInDownload: m.watermark.enabled && rules.includeInPdf && rules.lines.length > 0,
    subtitles: m.subtitles,
    chapters: m.chapters,
    carouselItems: m.carouselItems,
  });

  /** The player info of an object for the caller, in an open transaction; visibility is the caller's to decide. */
  const infoIn = async (tx: Tx, ctx: RequestContext, id: string, reader: { ip: string; lang: Language }): Promise<MidiaInfo> => {
    const row = await repo.findMidia(tx, ctx.tenantId, id);
    if (!row || (!row.ativo && !isHolder(ctx))) throw new AppError('midia.notFound', 404);
    const [m] = await load(tx, ctx, [row]);
    const rules = await watermarkFor(tx, { tenantId: ctx.tenantId, userId: ctx.userId, ...reader }, m.watermark);
    return toInfo(m, rules, isHolder(ctx));
  };

  /**
   * GET midia/getMidiaInfo/{id}: `reader` carries the caller's address and language for the watermark. Without
   * 'Depósito' the object must be visible to the caller on its own (the registered visibility, e.g. a section shown
   * to them): objects of courses and trails open through the classroom, which checks enrolment and locks (403).
   */
  const info = (ctx: RequestContext, id: string, reader: { ip: string; lang: Language }): Promise<MidiaInfo> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const found = await infoIn(tx, ctx, id, reader);
      if (!isHolder(ctx) && visibility && !(await visibility(tx, ctx, id))) throw new AppError('auth.forbidden', 403);
      return found;
    });

  /**
   * The watermark rules of an object for the person asking (getMidiaInfo, the PDF download): lines to draw, whether
   * the company allows PDF downloads and wants the watermark inside them (see watermark.ts).
   */
  const watermarkLinesFor = (ctx: RequestContext, request: { ip: string; lang: Language }, row: Pick<repo.MidiaRow, 'marcaDagua'>): Promise<WatermarkRules> =>
    database.inTenant(ctx.tenantId, (tx) => watermarkFor(tx, { tenantId: ctx.tenantId, userId: ctx.userId, ip: request.ip, lang: request.lang }, row.marcaDagua));

  /**
   * The public view (/view/{id}, no sign-in): an active object whose QR code is on, found by its id alone. Its files
   * open with a token bound to no person; nothing personal is written on it and downloads follow the object and the
   * company's setting.
   */
  const publicInfo = async (id: string, lang: Language): Promise<MidiaInfo> => {
    const tenantId = await database.publicLookup((tx) => repo.tenantOfMidia(tx, id));
    if (!tenantId) throw new AppError('midia.notFound', 404);
    return database.inTenant(tenantId, async (tx) => {
      const row = await repo.findMidia(tx, tenantId, id);
      if (!row || !row.ativo || !row.qrCode) throw new AppError('midia.notFound', 404);
      const [m] = await loadFor(tx, { public: true, tenantId, lang }, [row]);
      const rules = await watermarkFor(tx, { tenantId, userId: null, ip: '', lang }, m.watermark);
      return { ...toInfo(m, rules, false), watermarkInDownload: false };
    });
  };

  const openStored = async (key: string, range?: ByteRange) => {
    const read = await storage.get(key, range);
    if (!read) throw new AppError('midia.fileNotFound', 404);
    return read;
  };

  /** GET midia/{id}/downloadFile: the main file, for 'Depósito' holders or when the object allows downloads. */
  const download = async (ctx: RequestContext, id: string) => {
    const { row, main } = await database.inTenant(ctx.tenantId, async (tx) => ({
      row: await repo.findMidia(tx, ctx.tenantId, id),
      main: await repo.findFileByRole(tx, ctx.tenantId, id, 'principal'),
    }));
    const holder = isHolder(ctx);
    if (!row || (!row.ativo && !holder)) throw new AppError('midia.notFound', 404);
    if (!holder && !row.permitirDownload) throw new AppError('midia.downloadNotAllowed', 403);
    if (!main) throw new AppError('midia.fileNotFound', 404);
    return { file: main, read: await openStored(main.chave) };
  };

  /** The object a file address opens: it must still exist, and an inactive one opens for 'Depósito' holders only. */
  const accessible = async (tx: Tx, access: MediaAccess) => {
    const row = await repo.findMidia(tx, access.tenantId, access.midiaId);
    return row && (row.ativo || access.holder) ? row : null;
  };

  /** GET midia/{id}/acesso/{token}/arquivo/{fileId}: a stored file shown inline (players, card images), with byte ranges. */
  const serveFile = async (access: MediaAccess, fileId: string, range?: ByteRange) => {
    const { row, file } = await database.inTenant(access.tenantId, async (tx) => ({
      row: await accessible(tx, access),
      file: await repo.findFile(tx, access.tenantId, fileId),
    }));
    if (!row || !file || file.midiaId !== access.midiaId) throw new AppError('midia.fileNotFound', 404);
    return { file, read: await openStored(file.chave, range) };
  };

  /** GET midia/{id}/acesso/{token}/legenda/{subId}: the WebVTT text. */
  const serveSubtitle = async (access: MediaAccess, subId: string) => {
    const { row, subtitle } = await database.inTenant(access.tenantId, async (tx) => ({
      row: await accessible(tx, access),
      subtitle: await repo.findSubtitle(tx, access.tenantId, subId),
    }));
    if (!row || !subtitle || subtitle.midiaId !== access.midiaId) throw new AppError('midia.subtitleNotFound', 404);
    return { subtitle, read: await openStored(subtitle.chave) };
  };

  /** Whether an address still opens its object (for serving routes added by the processing work). */
  const accessibleRow = (access: MediaAccess) => database.inTenant(access.tenantId, (tx) => accessible(tx, access));

  return {
    list,
    getOne,
    create,
    update,
    remove,
    uploadMain,
    uploadImage,
    listCarousel,
    addCarouselItem,
    removeCarouselItem,
    orderCarousel,
    info,
    infoIn,
    publicInfo,
    watermarkLinesFor,
    download,
    serveFile,
    uploadSubtitle,
    updateSubtitle,
    removeSubtitle,
    serveSubtitle,
    accessibleRow,
    mediaKey,
  };
};

/** The player info of an object for the caller inside an open transaction (access tokens, watermark), no visibility check. */
export const midiaInfoBuilder = (deps: Deps) => createContentService(deps).infoIn;
