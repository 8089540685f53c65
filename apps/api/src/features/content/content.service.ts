import { randomUUID } from 'node:crypto';
import {
  isFileTipo,
  linkKindOf,
  MIDIA_ACCEPTED_EXTENSIONS,
  MIDIA_IMAGE_EXTENSIONS,
  midiaSourceIssue,
  type ListMidiaResponse,
  type Midia,
  type MidiaArquivo,
  type MidiaArquivoPapel,
  type MidiaInfo,
  type SaveMidiaInput,
} from '@plataforma/shared/content';
import { hasPermission } from '@plataforma/shared/permissions';
import type { RequestContext } from '../../core/auth';
import { isUniqueViolation } from '../../core/db-errors';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { pageWindow, pagedReply } from '../../core/paging';
import { tenantKey, type ByteRange } from '../../core/storage';
import * as repo from './content.repository';
import { storeUpload, type FilePart, type StoredUpload } from './content.upload';

export const REPOSITORY_PERMISSION = 'Depósito';

type Paging = { pageNumber: number; pageSize: number };

/** Where an object's stored files live: `{tenantId}/midia/{midiaId}/...` (the whole folder goes with the object). */
const midiaFolder = (tenantId: string, midiaId: string) => `${tenantKey(tenantId, 'midia', midiaId)}/`;
export const fileUrl = (midiaId: string, fileId: string) => `/api/v1/midia/${midiaId}/arquivo/${fileId}`;
const subtitleUrl = (midiaId: string, id: string) => `/api/v1/midia/${midiaId}/legenda/${id}`;

const toArquivo = (row: repo.FileRow): MidiaArquivo => ({
  id: row.id,
  midiaId: row.midiaId,
  url: fileUrl(row.midiaId, row.id),
  order: row.ordem,
  fileName: row.nomeArquivo,
  fileType: row.tipoMime,
  fileSize: row.tamanho,
  createdAt: row.criadoEm.toISOString(),
});

const toMidia = (row: repo.MidiaRow, files: repo.FileRow[], subtitles: repo.SubtitleRow[]): Midia => {
  const mine = files.filter((f) => f.midiaId === row.id);
  const role = (papel: MidiaArquivoPapel) => mine.find((f) => f.papel === papel) ?? null;
  const main = role('principal');
  const urlOf = (papel: MidiaArquivoPapel) => {
    const file = role(papel);
    return file ? fileUrl(row.id, file.id) : null;
  };
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
    hlsPlaylistUrl: row.hlsPlaylistUrl,
    scormScriptUrl: row.scormScriptUrl,
    scormType: row.scormType,
    downloadable: row.permitirDownload,
    disableFastForward: row.bloquearAvanco,
    embedded: row.incorporado,
    qrCode: row.qrCode,
    watermark: row.marcaDagua,
    subtitles: subtitles
      .filter((s) => s.midiaId === row.id)
      .map((s) => ({ id: s.id, name: s.nome, srclang: s.srclang, url: subtitleUrl(row.id, s.id), createdAt: s.criadoEm.toISOString() })),
    chapters: row.capitulos,
    carouselItems: mine.filter((f) => f.papel === 'carrossel').map(toArquivo),
  };
};

const isHolder = (ctx: RequestContext) => hasPermission(ctx.permissions, REPOSITORY_PERMISSION);

/** Kinds a link alone completes (a file kind given a link plays the link). */
const finishedWithoutFile = (input: SaveMidiaInput) => input.tipo === 'link' || input.tipo === 'carrossel' || (isFileTipo(input.tipo) && input.tipo !== 'scorm' && !!input.link);

export type ContentService = ReturnType<typeof createContentService>;

/**
 * The content repository (3-admin §3 Repository object, §5 rules, §7 Media and Media files). Changes need
 * 'Depósito' (checked by the routes and again here for the reads that serve both screens); reads by other
 * signed-in users see active objects only.
 */
export const createContentService = ({ database, storage, log }: Deps) => {
  const load = async (tx: Parameters<Parameters<typeof database.inTenant>[1]>[0], tenantId: string, rows: repo.MidiaRow[]) => {
    const ids = rows.map((r) => r.id);
    const [files, subtitles] = await Promise.all([repo.listFiles(tx, tenantId, ids), repo.listSubtitles(tx, tenantId, ids)]);
    return rows.map((row) => toMidia(row, files, subtitles));
  };

  const getOne = (ctx: RequestContext, id: string): Promise<Midia> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const row = await repo.findMidia(tx, ctx.tenantId, id);
      if (!row || (!row.ativo && !isHolder(ctx))) throw new AppError('midia.notFound', 404);
      return (await load(tx, ctx.tenantId, [row]))[0];
    });

  const list = (ctx: RequestContext, q: Paging & repo.MidiaFilters): Promise<ListMidiaResponse> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const filters = isHolder(ctx) ? q : { ...q, active: true };
      const total = await repo.countMidia(tx, ctx.tenantId, filters);
      const { page, offset, limit } = pageWindow(q.pageNumber, q.pageSize, total);
      const rows = await repo.listMidia(tx, ctx.tenantId, filters, offset, limit);
      return pagedReply(await load(tx, ctx.tenantId, rows), page, q.pageSize, total);
    });

  const checkInput = async (tx: Parameters<Parameters<typeof database.inTenant>[1]>[0], tenantId: string, input: SaveMidiaInput, exceptId?: string) => {
    if (input.objectCode && (await repo.codeTaken(tx, tenantId, input.objectCode, exceptId))) throw new AppError('midia.duplicateCode', 409);
    if (input.categoryId && !(await repo.categoryExists(tx, tenantId, input.categoryId))) throw new AppError('midia.categoryNotFound', 422);
    if ((await repo.countCompetencies(tx, tenantId, input.competenciesIds)) !== input.competenciesIds.length) throw new AppError('midia.competencyNotFound', 422);
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

  const create = (ctx: RequestContext, input: SaveMidiaInput) => {
    sourceCheck(input, false);
    return uniqueCode(() =>
      database.inTenant(ctx.tenantId, async (tx) => {
        await checkInput(tx, ctx.tenantId, input);
        const id = await repo.insertMidia(tx, ctx.tenantId, input, finishedWithoutFile(input));
        await repo.setCompetencies(tx, ctx.tenantId, id, input.competenciesIds);
        return (await load(tx, ctx.tenantId, [(await repo.findMidia(tx, ctx.tenantId, id))!]))[0];
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
        return (await load(tx, ctx.tenantId, [(await repo.findMidia(tx, ctx.tenantId, id))!]))[0];
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
  const replaceRoleFile = async (ctx: RequestContext, id: string, papel: Exclude<MidiaArquivoPapel, 'carrossel'>, fileId: string, upload: StoredUpload, finish: boolean) => {
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
        return (await load(tx, ctx.tenantId, [(await repo.findMidia(tx, ctx.tenantId, id))!]))[0];
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
   * POST midia/big/{id}/fileUpload: the object's main file, streamed to storage and checked against its kind.
   * Processing hand-off: a stored video (HLS ladder, duration, cover) or SCORM package (unpacked, manifest read) is
   * the input of the media jobs; this is where they are queued once those modules are registered. Until then the
   * stored file itself is what the players open, so the object is finished as soon as its file is stored.
   */
  const uploadMain = async (ctx: RequestContext, id: string, part: FilePart) => {
    const row = await findOrFail(ctx, id);
    if (!isFileTipo(row.tipo)) throw new AppError('midia.noFileForKind', 422);
    const { fileId, keyOf } = roleKey(ctx, id, 'principal');
    const upload = await storeUpload(storage, part, MIDIA_ACCEPTED_EXTENSIONS[row.tipo], keyOf);
    return replaceRoleFile(ctx, id, 'principal', fileId, upload, true);
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
    return database.inTenant(ctx.tenantId, async (tx) => (await repo.listFiles(tx, ctx.tenantId, [midiaId])).filter((f) => f.papel === 'carrossel').map(toArquivo));
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
        return toArquivo(row);
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
      return (await repo.listFiles(tx, ctx.tenantId, [midiaId])).filter((f) => f.papel === 'carrossel').map(toArquivo);
    });
  };

  // ------------------------------------------------------------ players and downloads

  const info = async (ctx: RequestContext, id: string): Promise<MidiaInfo> => {
    const m = await getOne(ctx, id);
    const main = await database.inTenant(ctx.tenantId, (tx) => repo.findFileByRole(tx, ctx.tenantId, id, 'principal'));
    return {
      id: m.id,
      nome: m.nome,
      tipo: m.tipo,
      link: m.link,
      linkKind: m.linkKind,
      fileUrl: main ? fileUrl(id, main.id) : null,
      fileType: m.fileType,
      fileName: m.fileName,
      fileSize: m.fileSize,
      duration: m.duration,
      hlsPlaylistUrl: m.hlsPlaylistUrl,
      scormScriptUrl: m.scormScriptUrl,
      scormType: m.scormType,
      thumbnailUrl: m.thumbnailUrl,
      downloadable: m.downloadable,
      disableFastForward: m.disableFastForward,
      finished: m.finished,
      watermark: m.watermark,
      subtitles: m.subtitles,
      chapters: m.chapters,
      carouselItems: m.carouselItems,
    };
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

  /** GET midia/{id}/arquivo/{fileId}: a stored file shown inline (players, card images), with byte ranges. */
  const serveFile = async (ctx: RequestContext, id: string, fileId: string, range?: ByteRange) => {
    const { row, file } = await database.inTenant(ctx.tenantId, async (tx) => ({
      row: await repo.findMidia(tx, ctx.tenantId, id),
      file: await repo.findFile(tx, ctx.tenantId, fileId),
    }));
    if (!row || (!row.ativo && !isHolder(ctx)) || !file || file.midiaId !== id) throw new AppError('midia.fileNotFound', 404);
    return { file, read: await openStored(file.chave, range) };
  };

  return { list, getOne, create, update, remove, uploadMain, uploadImage, listCarousel, addCarouselItem, removeCarouselItem, orderCarousel, info, download, serveFile };
};
