import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  createMidiaRequestSchema,
  listMidiaArquivoRequestSchema,
  listMidiaArquivoResponseSchema,
  listMidiaRequestSchema,
  listMidiaResponseSchema,
  MIDIA_IMAGE_MAX_MB,
  midiaArquivoSchema,
  midiaInfoSchema,
  midiaSchema,
  midiaUploadResponseSchema,
  orderMidiaArquivoRequestSchema,
  orderMidiaArquivoResponseSchema,
  saveMidiaResponseSchema,
  saveSubtitleResponseSchema,
  SUBTITLE_MAX_BYTES,
  SUBTITLE_MAX_MB,
  updateMidiaRequestSchema,
  updateSubtitleRequestSchema,
} from '@plataforma/shared/content';
import { deleteResponseSchema, uuidParam } from '@plataforma/shared';
import { ctxOf } from '../../core/auth';
import { attachment } from '../../core/csv';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { typed } from '../../core/route';
import type { ByteRange, StorageRead } from '../../core/storage';
import { createContentService, REPOSITORY_PERMISSION } from './content.service';
import { readFilePart } from './content.upload';
import { MEDIA_ACCESS_PREFIX, mediaAccessOf } from './media-access';
import { createDownload } from './pdf-download';

const tags = ['midia'];
const fileTags = ['midiaArquivo'];
const repository = { permission: REPOSITORY_PERMISSION } as const;
const IMAGE_MAX_BYTES = MIDIA_IMAGE_MAX_MB * 1048576;
const binary = z.any().describe('the stored file (binary)');

/** `Range: bytes=start-end` or `bytes=start-` (one range); anything else reads the whole file. */
export const rangeOf = (header: string | undefined): ByteRange | undefined => {
  const match = header ? /^bytes=(\d+)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  return { start: Number(match[1]), end: match[2] === '' ? Number.MAX_SAFE_INTEGER : Number(match[2]) };
};

export const sendStored = (reply: FastifyReply, read: StorageRead, mime: string, disposition: string, asked: ByteRange | undefined) => {
  reply.header('content-type', mime).header('content-disposition', disposition).header('accept-ranges', 'bytes').header('cache-control', 'private, max-age=300');
  if (asked && !read.range) {
    read.stream.destroy();
    return reply.status(416).header('content-range', `bytes */${read.size}`).send();
  }
  if (read.range) {
    return reply
      .status(206)
      .header('content-range', `bytes ${read.range.start}-${read.range.end}/${read.size}`)
      .header('content-length', read.range.end - read.range.start + 1)
      .send(read.stream);
  }
  return reply.header('content-length', read.size).send(read.stream);
};

/** Parameters of the addresses under an object's access root (MEDIA_ACCESS_PREFIX). */
export const accessParams = z.object({ id: z.uuid(), token: z.string().min(10).max(200) });
const accessFileParams = accessParams.extend({ fileId: z.uuid() });
const accessSubtitleParams = accessParams.extend({ subId: z.uuid() });

export /** The caller with the request's language (replies carry translated processing errors). */
const readerOf = (req: FastifyRequest) => ({ ...ctxOf(req), lang: req.lang });

export const inline = (fileName: string) => attachment(fileName).replace(/^attachment/, 'inline');

/**
 * The content repository (3-admin §7 Media and Media files; 2-learner §7 Media). Changes need 'Depósito'; reads serve
 * the repository screens and the players (other signed-in users see active objects only).
 */
export const contentRoutes = (deps: Deps) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const service = createContentService(deps);
  const download = createDownload(deps, service);
  const fileLimit = deps.config.mediaMaxFileBytes;

  app.get(
    '/api/v1/midia',
    { schema: { tags, querystring: listMidiaRequestSchema, response: { 200: listMidiaResponseSchema } } },
    (req) => service.list(readerOf(req), req.query),
  );
  app.get('/api/v1/midia/:id', { schema: { tags, params: uuidParam, response: { 200: midiaSchema } } }, (req) => service.getOne(readerOf(req), req.params.id));
  app.post(
    '/api/v1/midia',
    { config: repository, schema: { tags, body: createMidiaRequestSchema, response: { 201: saveMidiaResponseSchema } } },
    async (req, reply) => reply.status(201).send(await service.create(readerOf(req), req.body)),
  );
  app.put(
    '/api/v1/midia/:id',
    { config: repository, schema: { tags, params: uuidParam, body: updateMidiaRequestSchema, response: { 200: saveMidiaResponseSchema } } },
    (req) => service.update(readerOf(req), req.params.id, req.body),
  );
  app.delete(
    '/api/v1/midia/:id',
    { config: repository, schema: { tags, params: uuidParam, response: { 200: deleteResponseSchema } } },
    (req) => service.remove(readerOf(req), req.params.id),
  );

  // ------------------------------------------------------------ uploads (multipart, streamed to storage)
  app.post(
    '/api/v1/midia/big/:id/fileUpload',
    {
      config: repository,
      schema: {
        tags,
        params: uuidParam,
        consumes: ['multipart/form-data'],
        description: `multipart/form-data with one file (field name free, e.g. arquivo), up to ${Math.round(fileLimit / 1048576)} MB; its type, read from the content, must suit the object's kind.`,
        response: { 200: midiaUploadResponseSchema },
      },
    },
    async (req) => service.uploadMain(readerOf(req), req.params.id, await readFilePart(req, fileLimit)),
  );
  for (const [card, papel] of [
    ['CardHorizontal', 'cardHorizontal'],
    ['CardVertical', 'cardVertical'],
  ] as const) {
    app.post(
      `/api/v1/midia/:id/fileUpload/${card}`,
      {
        config: repository,
        schema: { tags, params: uuidParam, consumes: ['multipart/form-data'], description: `${card} card image: JPEG, PNG, GIF or WebP up to ${MIDIA_IMAGE_MAX_MB} MB.`, response: { 200: midiaUploadResponseSchema } },
      },
      async (req) => service.uploadImage(readerOf(req), req.params.id, papel, await readFilePart(req, IMAGE_MAX_BYTES)),
    );
  }
  app.post(
    '/api/v1/midia/uploadThumbnail/:id',
    {
      config: repository,
      schema: { tags, params: uuidParam, consumes: ['multipart/form-data'], description: `Video cover: JPEG, PNG, GIF or WebP up to ${MIDIA_IMAGE_MAX_MB} MB.`, response: { 200: midiaUploadResponseSchema } },
    },
    async (req) => service.uploadImage(readerOf(req), req.params.id, 'thumbnail', await readFilePart(req, IMAGE_MAX_BYTES)),
  );

  // ------------------------------------------------------------ players and downloads
  app.get('/api/v1/midia/getMidiaInfo/:id', { schema: { tags, params: uuidParam, response: { 200: midiaInfoSchema } } }, (req) =>
    service.info(readerOf(req), req.params.id, { ip: req.ip, lang: req.lang }),
  );
  app.get(
    '/api/v1/midia/public/:id',
    {
      config: { public: true },
      schema: { tags, params: uuidParam, description: 'The public view /view/{id}: an active object whose QR code is on, without sign-in; 404 otherwise.', response: { 200: midiaInfoSchema } },
    },
    (req) => service.publicInfo(req.params.id, req.lang),
  );
  app.get(
    '/api/v1/midia/:id/downloadFile',
    { schema: { tags, params: uuidParam, description: "The main file as an attachment: for 'Depósito' holders, or anyone when the object allows downloads.", response: { 200: binary } } },
    async (req, reply) => {
      const { file, read } = await download(readerOf(req), { ip: req.ip, lang: req.lang }, req.params.id);
      return sendStored(reply, read, file.tipoMime, attachment(file.nomeArquivo), undefined);
    },
  );
  app.get(
    `${MEDIA_ACCESS_PREFIX}/arquivo/:fileId`,
    {
      config: { public: true },
      schema: { tags, params: accessFileParams, description: 'A stored file of the object shown inline; the token in the path is the access (docs/decisions/0006). Answers byte ranges (206).', response: { 200: binary, 206: binary } },
    },
    async (req, reply) => {
      const asked = rangeOf(req.headers.range);
      const { file, read } = await service.serveFile(mediaAccessOf(service.mediaKey, req), req.params.fileId, asked);
      return sendStored(reply, read, file.tipoMime, inline(file.nomeArquivo), asked);
    },
  );

  // ------------------------------------------------------------ subtitles
  app.post(
    '/api/v1/midia/uploadLegenda/:id',
    {
      config: repository,
      schema: {
        tags,
        params: uuidParam,
        consumes: ['multipart/form-data'],
        description: `multipart/form-data: the fields name and srclang (a language tag such as pt-BR), then one .vtt or .srt file up to ${SUBTITLE_MAX_MB} MB; an .srt is converted to WebVTT. {id} is a video object.`,
        response: { 201: saveSubtitleResponseSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await service.uploadSubtitle(readerOf(req), req.params.id, await readFilePart(req, SUBTITLE_MAX_BYTES))),
  );
  app.put(
    '/api/v1/midia/updateLegenda/:id',
    { config: repository, schema: { tags, params: uuidParam, body: updateSubtitleRequestSchema, description: '{id} is the subtitle id.', response: { 200: saveSubtitleResponseSchema } } },
    (req) => service.updateSubtitle(readerOf(req), req.params.id, req.body),
  );
  app.delete(
    '/api/v1/midia/deleteLegenda/:id',
    { config: repository, schema: { tags, params: uuidParam, description: '{id} is the subtitle id.', response: { 200: deleteResponseSchema } } },
    (req) => service.removeSubtitle(readerOf(req), req.params.id),
  );
  app.get(
    `${MEDIA_ACCESS_PREFIX}/legenda/:subId`,
    { config: { public: true }, schema: { tags, params: accessSubtitleParams, description: 'The subtitle as WebVTT (text/vtt); the token in the path is the access.', response: { 200: binary } } },
    async (req, reply) => {
      const { read } = await service.serveSubtitle(mediaAccessOf(service.mediaKey, req), req.params.subId);
      return reply.header('content-type', 'text/vtt; charset=utf-8').header('content-length', read.size).header('cache-control', 'private, max-age=300').send(read.stream);
    },
  );

  // ------------------------------------------------------------ carousel items (midiaArquivo)
  app.get(
    '/api/v1/midiaArquivo',
    { config: repository, schema: { tags: fileTags, querystring: listMidiaArquivoRequestSchema, response: { 200: listMidiaArquivoResponseSchema } } },
    (req) => service.listCarousel(readerOf(req), req.query.midiaId),
  );
  app.post(
    '/api/v1/midiaArquivo',
    {
      config: repository,
      schema: {
        tags: fileTags,
        consumes: ['multipart/form-data'],
        description: `multipart/form-data: the field midiaId (before the file), then one image (JPEG, PNG, GIF or WebP up to ${MIDIA_IMAGE_MAX_MB} MB) added at the end of the carousel.`,
        response: { 201: midiaArquivoSchema },
      },
    },
    async (req, reply) => {
      const part = await readFilePart(req, IMAGE_MAX_BYTES);
      const midiaId = uuidParam.shape.id.safeParse(part.fields.midiaId);
      if (!midiaId.success) {
        part.stream.resume();
        throw new AppError('validation.required', 400, {}, { field: 'midiaId' });
      }
      return reply.status(201).send(await service.addCarouselItem(readerOf(req), midiaId.data, part));
    },
  );
  app.post(
    '/api/v1/midiaArquivo/:id/Carrossel',
    {
      config: repository,
      schema: {
        tags: fileTags,
        params: uuidParam,
        consumes: ['multipart/form-data'],
        description: `One image (JPEG, PNG, GIF or WebP up to ${MIDIA_IMAGE_MAX_MB} MB) added at the end of the carousel {id} (a midia id).`,
        response: { 201: midiaArquivoSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await service.addCarouselItem(readerOf(req), req.params.id, await readFilePart(req, IMAGE_MAX_BYTES))),
  );
  app.delete(
    '/api/v1/midiaArquivo/:id',
    { config: repository, schema: { tags: fileTags, params: uuidParam, response: { 200: deleteResponseSchema } } },
    (req) => service.removeCarouselItem(readerOf(req), req.params.id),
  );
  app.post(
    '/api/v1/midiaArquivo/order',
    { config: repository, schema: { tags: fileTags, body: orderMidiaArquivoRequestSchema, response: { 200: orderMidiaArquivoResponseSchema } } },
    (req) => service.orderCarousel(readerOf(req), req.body.midiaId, req.body.ids),
  );
};
