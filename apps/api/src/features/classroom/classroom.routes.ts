import type { FastifyInstance } from 'fastify';
import {
  acceptClassroomTermResponseSchema,
  classroomInfoSchema,
  classroomItemResponseSchema,
  classroomNextResponseSchema,
  salaDeAulaItemParamsSchema,
  salaDeAulaItemQuerySchema,
  salaDeAulaParamsSchema,
  salaDeAulaTermoParamsSchema,
} from '@plataforma/shared/classroom';
import { ctxOf } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { typed } from '../../core/route';
import { onAssessmentProgress, registerAssessmentGuard } from '../assessments';
import { onMediaProgress, registerMidiaVisibility, registerProgressGuard } from '../content';
import { onEnrolmentCompleted, onEnrolmentStarted } from '../enrolment';
import {
  createClassroomService,
  guardAssessmentItem,
  guardReport,
  rollUpOnAssessment,
  rollUpOnCourseConcluded,
  rollUpOnEnrolmentStarted,
  rollUpOnProgress,
  visibleOnItsOwn,
} from './classroom.service';

const tags = ['salaDeAula'];
/** The learner's side (2-learner): 'Aprendizado'. */
const config = { permission: 'Aprendizado' as const };

/** The classroom calls (docs/classroom.md, docs/decisions/0007-classroom-calls.md). */
export const classroomRoutes = (deps: Deps) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const service = createClassroomService(deps);
  // Media progress with a course/trail context is checked here and rolls up into the enrolments.
  registerProgressGuard(guardReport);
  onMediaProgress(rollUpOnProgress);
  registerMidiaVisibility(visibleOnItsOwn);
  // Assessments taken in a course/trail context: the same enrolment and lock checks, and the same roll-up.
  registerAssessmentGuard(guardAssessmentItem);
  onAssessmentProgress(rollUpOnAssessment);
  // Completed work counts everywhere: new trail enrolments and courses concluded on their own roll up into trails.
  onEnrolmentStarted(rollUpOnEnrolmentStarted);
  onEnrolmentCompleted(rollUpOnCourseConcluded);

  app.get(
    '/api/v1/salaDeAula/:tipo/:id',
    {
      config,
      schema: {
        tags,
        params: salaDeAulaParamsSchema,
        description:
          "Classroom info with its items and locks. Course/trail: the caller's active enrolment is required (403 'classroom.notEnrolled'); an object alone must be in a section shown to the caller (404 otherwise).",
        response: { 200: classroomInfoSchema },
      },
    },
    (req) => service.info(ctxOf(req), req.params),
  );
  app.get(
    '/api/v1/salaDeAula/:tipo/:id/proximo',
    { config, schema: { tags, params: salaDeAulaParamsSchema, description: 'The first unlocked, unfinished item (object or assessment) in order (continue); null when none.', response: { 200: classroomNextResponseSchema } } },
    (req) => service.next(ctxOf(req), req.params),
  );
  app.get(
    '/api/v1/salaDeAula/:tipo/:id/item/:midiaId',
    {
      config,
      schema: {
        tags,
        params: salaDeAulaItemParamsSchema,
        querystring: salaDeAulaItemQuerySchema,
        description:
          "What the player needs for one object of the classroom and the caller's progress in that context. cursoId: the course of the object inside a trail. 403 'classroom.itemLocked' when locked (details.lockReason); 404 when not an item.",
        response: { 200: classroomItemResponseSchema },
      },
    },
    (req) => service.item(ctxOf(req), { tipo: req.params.tipo, id: req.params.id }, req.params.midiaId, req.query.cursoId ?? null, { ip: req.ip, lang: req.lang }),
  );
  app.post(
    '/api/v1/salaDeAula/:tipo/:id/termo/:momento/aceitar',
    {
      config,
      schema: {
        tags,
        params: salaDeAulaTermoParamsSchema,
        description: "Records the acceptance of the introduction or conclusion terms of use in the caller's enrolment (the first acceptance is kept). The conclusion terms only at 100% (409 before).",
        response: { 200: acceptClassroomTermResponseSchema },
      },
    },
    (req) => service.acceptTerm(ctxOf(req), { tipo: req.params.tipo, id: req.params.id }, req.params.momento),
  );
};
