import type { FastifyInstance } from 'fastify';
import {
  createScormRecordRequestSchema,
  midiaProgressParamsSchema,
  midiaProgressSchema,
  postMidiaProgressRequestSchema,
  scormRecordQuerySchema,
  scormOutlineSchema,
  scormRecordSchema,
  SCORM_SUSPEND_DATA_MAX_LENGTH,
  updateScormRecordRequestSchema,
} from '@plataforma/shared/content';
import { uuidParam } from '@plataforma/shared';
import { ctxOf } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { typed } from '../../core/route';
import { createMediaProgressService } from './media-progress.service';

const tags = ['midia'];
const scormTags = ['scormacompanhamento'];
/**
 * A commit carries suspend data of up to SCORM_SUSPEND_DATA_MAX_LENGTH characters, JSON-escaped (up to 6 bytes each),
 * and the runtime's CMI data model (interactions and objectives can be long), given 4 MB.
 */
const SCORM_BODY_LIMIT = SCORM_SUSPEND_DATA_MAX_LENGTH * 6 + 5 * 1024 * 1024;

/** Media progress and the SCORM run-time record (2-learner §4, §7 Media and SCORM progress): any signed-in person. */
export const mediaProgressRoutes = (deps: Deps) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const service = createMediaProgressService(deps);

  app.post(
    '/api/v1/midia/progresso',
    {
      schema: {
        tags,
        body: postMidiaProgressRequestSchema,
        description:
          'Registers the caller\'s progress in an object (clamped 0-100 and floored, only rises, 0 ignored, one change per 10 s except completion; `posicao` is the resume point). Answers the stored state.',
        response: { 200: midiaProgressSchema },
      },
    },
    (req) => service.post(ctxOf(req), req.body),
  );
  app.get(
    '/api/v1/midia/progresso/:midiaId/:contextoId',
    {
      schema: {
        tags,
        params: midiaProgressParamsSchema,
        description: '{contextoId}: the course or trail the object is taken in, or the object\'s own id for the object opened on its own.',
        response: { 200: midiaProgressSchema },
      },
    },
    (req) => service.get(ctxOf(req), req.params.midiaId, req.params.contextoId),
  );

  app.get(
    '/api/v1/scormacompanhamento/midia/:id',
    { schema: { tags: scormTags, params: uuidParam, querystring: scormRecordQuerySchema, description: 'The caller\'s SCORM record of the object: of one item with `scoId` (none: the package\'s first item), its latest attempt (404 when none: create it with POST).', response: { 200: scormRecordSchema } } },
    (req) => service.getScorm(ctxOf(req), req.params.id, req.query),
  );
  app.get(
    '/api/v1/scormacompanhamento/midia/:id/pacote',
    {
      schema: {
        tags: scormTags,
        params: uuidParam,
        querystring: scormRecordQuerySchema.omit({ scoId: true }),
        description:
          "The package's table of contents (the default organization's items, in order) with the caller's state of each launchable item in the context, and the object's progress and score rolled up from them.",
        response: { 200: scormOutlineSchema },
      },
    },
    (req) => service.outline(ctxOf(req), req.params.id, req.query),
  );
  app.post(
    '/api/v1/scormacompanhamento',
    {
      schema: {
        tags: scormTags,
        body: createScormRecordRequestSchema,
        description:
          'Creates the caller\'s SCORM record of a SCORM object, or of one of its items with `scoId` (201); when it exists, answers its latest attempt (200), unless `novaTentativa` is given and that attempt has ended (completed, passed or failed, not suspended): then a new attempt is created (201).',
        response: { 200: scormRecordSchema, 201: scormRecordSchema },
      },
    },
    async (req, reply) => {
      const { created, record } = await service.createScorm(ctxOf(req), req.body);
      return reply.status(created ? 201 : 200).send(record);
    },
  );
  app.put(
    '/api/v1/scormacompanhamento/:id',
    {
      bodyLimit: SCORM_BODY_LIMIT,
      schema: {
        tags: scormTags,
        params: uuidParam,
        body: updateScormRecordRequestSchema,
        description:
          'A commit of the runtime: the fields sent replace the stored ones (absent ones are kept), `cmi` the whole CMI data model; the object\'s progress is rolled up from all its items\' records and the media progress of the same context follows.',
        response: { 200: scormRecordSchema },
      },
    },
    (req) => service.updateScorm(ctxOf(req), req.params.id, req.body),
  );
};
