import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { listMidiaEnviosRequestSchema, listMidiaEnviosResponseSchema } from '@plataforma/shared/content';
import { ctxOf } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { typed } from '../../core/route';
import { accessParams, rangeOf, sendStored } from './content.routes';
import { contentTypeOf, listUploadHistory, outputKey, PREVIEW_PDF_PATH, safeRelativePath } from './content.processing';
import { createContentService } from './content.service';
import { MEDIA_ACCESS_PREFIX, mediaAccessOf } from './media-access';

const tags = ['midia'];
const binary = z.any().describe('the stored file (binary)');
const wildcardParams = accessParams.extend({ '*': z.string() });

/**
 * The outputs of the main file's processing (content.processing.ts), served under the object's access root
 * (media-access.ts): the HLS ladder and the PDF of a converted document. The unpacked SCORM package is never served
 * here, on the platform's origin: only the content listener serves it (content-origin.ts). Public routes:
 * the token in the path is the access, and every look-up runs in the tenant the token names. Also the upload history
 * (GET midia/envios).
 */
export const contentServingRoutes = (deps: Deps) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const service = createContentService(deps);
  const history = listUploadHistory(deps);
  const { storage } = deps;

  /** The object the address opens (404 when it does not, 403 once the token expired). */
  const opened = async (req: FastifyRequest) => {
    const access = mediaAccessOf(service.mediaKey, req);
    const row = await service.accessibleRow(access);
    if (!row) throw new AppError('midia.fileNotFound', 404);
    return { access, row };
  };

  /** Sends a stored file of an output folder inline, with byte ranges; 404 when absent. */
  const sendOutput = async (req: FastifyRequest, reply: FastifyReply, key: string, name: string) => {
    const asked = rangeOf(req.headers.range);
    const read = await storage.get(key, asked);
    if (!read) throw new AppError('midia.fileNotFound', 404);
    return sendStored(reply, read, contentTypeOf(name), 'inline', asked);
  };

  const servedPath = (raw: string) => {
    const segments = safeRelativePath(raw);
    if (!segments) throw new AppError('midia.fileNotFound', 404);
    return segments;
  };

  app.get(
    `${MEDIA_ACCESS_PREFIX}/hls/*`,
    {
      config: { public: true },
      schema: {
        tags,
        params: wildcardParams,
        description:
          'The HLS ladder of a processed video: master.m3u8 and the renditions\' playlists (application/vnd.apple.mpegurl), segments (video/mp2t), poster.jpg. The token in the path is the access (docs/media.md).',
        response: { 200: binary, 206: binary },
      },
    },
    async (req, reply) => {
      const { access } = await opened(req);
      const segments = servedPath(req.params['*']);
      return sendOutput(req, reply, outputKey(access.tenantId, access.midiaId, 'hls', segments), segments[segments.length - 1]);
    },
  );

  app.get(
    `${MEDIA_ACCESS_PREFIX}/${PREVIEW_PDF_PATH}`,
    {
      config: { public: true },
      schema: { tags, params: accessParams, description: 'The PDF a document was converted to (previewPdfUrl), inline, with byte ranges.', response: { 200: binary, 206: binary } },
    },
    async (req, reply) => {
      const { row } = await opened(req);
      if (!row.previewPdfKey) throw new AppError('midia.fileNotFound', 404);
      return sendOutput(req, reply, row.previewPdfKey, PREVIEW_PDF_PATH);
    },
  );

  // The content origin's paths (content-origin.ts) are refused here with a 404 rather than answered by the web app:
  // the platform's origin never serves a package, not even its launch page.
  for (const path of ['/scorm/*', '/lancamento/*', '/runtime/*']) {
    app.get(path, { config: { public: true }, schema: { hide: true } }, async () => {
      throw new AppError('midia.fileNotFound', 404);
    });
  }

  // Static segment: the router prefers it to GET midia/:id.
  app.get(
    '/api/v1/midia/envios',
    {
      schema: {
        tags,
        querystring: listMidiaEnviosRequestSchema,
        description: "Upload history (/gestao/historico-envios): the caller's own main-file uploads, newest first, with the processing status and progress.",
        response: { 200: listMidiaEnviosResponseSchema },
      },
    },
    (req) => history(ctxOf(req), req.query, req.lang),
  );
};
