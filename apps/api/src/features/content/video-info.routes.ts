import type { FastifyInstance } from 'fastify';
import { midiaBondsSchema, updateVideoInfoRequestSchema, videoInfoSchema } from '@plataforma/shared/content';
import { uuidParam } from '@plataforma/shared';
import { ctxOf } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { typed } from '../../core/route';
import { midiaBondsOf } from './bonds';
import { REPOSITORY_PERMISSION } from './content.service';
import { createVideoInfoService } from './video-info.service';

const tags = ['midia'];

/** Video info (chapters, captions, cover) and bonds of an object (2-learner §7 Media; 3-admin §7 Media). */
export const videoInfoRoutes = (deps: Deps) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const service = createVideoInfoService(deps);
  const bonds = midiaBondsOf(deps.database);

  app.get(
    '/api/v1/midia/GetVideoInfo/:id',
    { schema: { tags, params: uuidParam, description: 'Chapters, captions (subtitles), cover address and duration of a video object (422 for other kinds).', response: { 200: videoInfoSchema } } },
    (req) => service.get(ctxOf(req), req.params.id),
  );
  app.post(
    '/api/v1/midia/updateVideoInfo/:id',
    {
      config: { permission: REPOSITORY_PERMISSION },
      schema: {
        tags,
        params: uuidParam,
        body: updateVideoInfoRequestSchema,
        description:
          'Replaces the chapters (seconds) and optionally the duration of a video object. A refused list answers 400 with `details.errors`: [{ index, field, message }] per problem.',
        response: { 200: videoInfoSchema },
      },
    },
    (req) => service.update(ctxOf(req), req.lang, req.params.id, req.body),
  );
  app.get(
    '/api/v1/midia/vinculos/:id',
    {
      // The repository screen's warning before a deletion: content administration only (the names of courses,
      // trails and sections using an object are not a learner's to read).
      config: { permission: REPOSITORY_PERMISSION },
      schema: { tags, params: uuidParam, description: "Courses, trails, sections and assessments using the object. Needs 'Depósito'.", response: { 200: midiaBondsSchema } },
    },
    (req) => bonds(ctxOf(req), req.params.id),
  );
};
