import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ENROLMENT_BATCH_FILE_FIELD,
  enrolmentChangeResponseSchema,
  enrolUsersRequestSchema,
  enrolUsersResponseSchema,
  importEnrolmentBatchRequestSchema,
  importEnrolmentBatchResponseSchema,
  inscricaoAutomatizadaSchema,
  listInscricoesAutomatizadasRequestSchema,
  listInscricoesAutomatizadasResponseSchema,
  listSubscriptionsRequestSchema,
  listSubscriptionsResponseSchema,
  listTrailSubscriptionsRequestSchema,
  saveInscricaoAutomatizadaRequestSchema,
  saveInscricaoAutomatizadaResponseSchema,
  subscribeResponseSchema,
  userEnrolmentsResponseSchema,
  validateEnrolmentBatchResponseSchema,
  type InscricaoTipo,
} from '@plataforma/shared/enrolment';
import { IMPORT_MAX_FILE_MB } from '@plataforma/shared/imports';
import { deleteResponseSchema, uuidParam } from '@plataforma/shared';
import { ctxOf } from '../../core/auth';
import { attachment } from '../../core/csv';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { typed } from '../../core/route';
import { XLSX_MIME } from '../../core/spreadsheet';
import { readSingleFile } from '../../core/uploads';
import type { ImportsService } from '../imports';
import { onUserSaved } from '../users';
import { AUTOMATED_QUEUE, createAutomatedEnrolmentService } from './enrolment-automated.service';
import { createEnrolmentBatchService } from './enrolment-batch.service';
import { createEnrolmentEngine } from './enrolment.engine';
import { createEnrolmentService, LEARNING_PERMISSION, PERMISSION_OF, USERS_PERMISSION } from './enrolment.service';

/** How often the schedule looks for automated rules whose start date has arrived. */
export const AUTOMATED_SCHEDULE_MS = 60 * 60 * 1000;

const learner = { permission: LEARNING_PERMISSION } as const;
const statusParams = z.object({ status: z.string(), id: z.string() });

/**
 * Enrolment calls (2-learner §7 Course/Formation; 3-admin §7 Course, Trail, Usuario, Batch enrolment,
 * inscricaoautomatizada; docs/enrolment.md). Also: the automated rules' hook on saved users and their hourly schedule.
 */
export const enrolmentRoutes = (deps: Deps, imports: ImportsService) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const engine = createEnrolmentEngine(deps);
  const enrolment = createEnrolmentService(deps, engine);
  const batch = createEnrolmentBatchService(deps, engine, imports);
  const automated = createAutomatedEnrolmentService(deps, engine);

  // Learner: subscribe / unsubscribe (the spec's spellings; routing is case-insensitive).
  const learnerCalls: [string, InscricaoTipo, 'subscribe' | 'unsubscribe'][] = [
    ['/api/v1/curso/:id/subscribe', 'curso', 'subscribe'],
    ['/api/v1/curso/:id/unsubscribe', 'curso', 'unsubscribe'],
    ['/api/v1/formacao/:id/Subscribe', 'formacao', 'subscribe'],
    ['/api/v1/formacao/:id/UnSubscribe', 'formacao', 'unsubscribe'],
  ];
  for (const [url, tipo, action] of learnerCalls) {
    app.post(url, { config: learner, schema: { tags: [tipo], params: uuidParam, response: { 200: subscribeResponseSchema } } }, (req) =>
      enrolment[action](ctxOf(req), tipo, req.params.id),
    );
  }

  // Administration of one content's enrolments.
  for (const tipo of ['curso', 'formacao'] as const) {
    app.post(
      `/api/v1/${tipo}/inscreverusuarios/:id`,
      {
        config: { permission: PERMISSION_OF[tipo] },
        schema: { tags: [tipo], params: uuidParam, body: enrolUsersRequestSchema, description: 'Enrols people of the tenant; cancelled enrolments start over.', response: { 200: enrolUsersResponseSchema } },
      },
      (req) => enrolment.enrolUsers(ctxOf(req), tipo, req.params.id, req.body, req.lang),
    );
  }
  app.get(
    '/api/v1/curso/Usuarios/:status/:id',
    {
      config: { permission: PERMISSION_OF.curso },
      schema: { tags: ['curso'], params: statusParams, querystring: listSubscriptionsRequestSchema, description: 'status: all, cancelled or an enrolment status.', response: { 200: listSubscriptionsResponseSchema } },
    },
    (req) => enrolment.listSubscriptions(ctxOf(req), 'curso', req.params.status, req.params.id, req.query),
  );
  app.get('/api/v1/curso/Usuarios/:status', { config: { permission: PERMISSION_OF.curso }, schema: { tags: ['curso'], params: z.object({ status: z.string() }) } }, () => {
    throw new AppError('inscricoes.courseIdRequired', 400);
  });
  app.get(
    '/api/v1/formacao/inscricoes/:id',
    {
      config: { permission: PERMISSION_OF.formacao },
      schema: { tags: ['formacao'], params: z.object({ id: z.string() }), querystring: listTrailSubscriptionsRequestSchema, response: { 200: listSubscriptionsResponseSchema } },
    },
    (req) => enrolment.listSubscriptions(ctxOf(req), 'formacao', req.query.status, req.params.id, req.query),
  );
  app.get(
    '/api/v1/usuario/inscricao/:id',
    { config: { permission: USERS_PERMISSION }, schema: { tags: ['usuario'], params: uuidParam, response: { 200: userEnrolmentsResponseSchema } } },
    (req) => enrolment.userEnrolments(ctxOf(req), req.params.id),
  );
  app.put(
    '/api/v1/inscricao/:id/cancelar',
    { schema: { tags: ['inscricao'], params: uuidParam, description: "'Cursos' or 'Trilhas' as the enrolment's kind. Progress is kept.", response: { 200: enrolmentChangeResponseSchema } } },
    (req) => enrolment.cancel(ctxOf(req), req.params.id),
  );
  app.put(
    '/api/v1/inscricao/:id/reativar',
    { schema: { tags: ['inscricao'], params: uuidParam, description: 'A cancelled enrolment starts over: its progress is lost.', response: { 200: enrolmentChangeResponseSchema } } },
    (req) => enrolment.reactivate(ctxOf(req), req.params.id),
  );

  // Batch enrolment ('Cursos' or 'Trilhas').
  app.get('/api/v1/inscricao/modelo', { schema: { tags: ['inscricao'], response: { 200: z.any().describe(`${XLSX_MIME}: the template`) } } }, async (req, reply) => {
    const { fileName, content } = await batch.template(ctxOf(req), req.lang);
    return reply.header('content-type', XLSX_MIME).header('content-disposition', attachment(fileName)).send(content);
  });
  app.post(
    '/api/v1/inscricao/validatebatch',
    {
      schema: {
        tags: ['inscricao'],
        consumes: ['multipart/form-data'],
        description: `multipart/form-data with the spreadsheet (.xlsx or .csv, up to ${IMPORT_MAX_FILE_MB} MB) in the field ${ENROLMENT_BATCH_FILE_FIELD}. Enrols nobody.`,
        response: { 200: validateEnrolmentBatchResponseSchema },
      },
    },
    async (req) => {
      const file = await readSingleFile(req, ENROLMENT_BATCH_FILE_FIELD, { maxBytes: IMPORT_MAX_FILE_MB * 1048576, missingKey: 'inscricoes.batchFileRequired', tooLargeKey: 'imports.fileTooLarge' });
      return batch.validate(ctxOf(req), file, req.lang);
    },
  );
  app.post(
    '/api/v1/inscricao/importbatch/:id',
    { schema: { tags: ['inscricao'], params: uuidParam, body: importEnrolmentBatchRequestSchema, response: { 200: importEnrolmentBatchResponseSchema } } },
    (req) => batch.run(ctxOf(req), req.params.id, req.body?.notificarPorEmail ?? false),
  );

  // Automated enrolment ('Cargos' or 'Unidades de Negócio', checked by the service).
  const tags = ['inscricaoautomatizada'];
  app.get('/api/v1/inscricaoautomatizada', { schema: { tags, querystring: listInscricoesAutomatizadasRequestSchema, response: { 200: listInscricoesAutomatizadasResponseSchema } } }, (req) =>
    automated.list(ctxOf(req), req.query),
  );
  app.get('/api/v1/inscricaoautomatizada/:id', { schema: { tags, params: uuidParam, response: { 200: inscricaoAutomatizadaSchema } } }, (req) => automated.getOne(ctxOf(req), req.params.id));
  app.post(
    '/api/v1/inscricaoautomatizada',
    { schema: { tags, body: saveInscricaoAutomatizadaRequestSchema, description: 'Applied at once when dataInicio has arrived; later by the hourly schedule.', response: { 201: saveInscricaoAutomatizadaResponseSchema } } },
    async (req, reply) => reply.status(201).send(await automated.create(ctxOf(req), req.body)),
  );
  app.put(
    '/api/v1/inscricaoautomatizada/:id',
    { schema: { tags, params: uuidParam, body: saveInscricaoAutomatizadaRequestSchema, response: { 200: saveInscricaoAutomatizadaResponseSchema } } },
    (req) => automated.update(ctxOf(req), req.params.id, req.body),
  );
  app.delete('/api/v1/inscricaoautomatizada/:id', { schema: { tags, params: uuidParam, response: { 200: deleteResponseSchema } } }, (req) => automated.remove(ctxOf(req), req.params.id));

  // People created or moved later, and rules starting later.
  const off = onUserSaved(automated.onUserSaved);
  // Applying the due rules again enrols nobody twice: a run whose worker died is simply run again.
  deps.jobs.register(AUTOMATED_QUEUE, () => automated.applyDueRules(), { expireInSeconds: 30 * 60, resumable: true, retryLimit: 2, retryDelay: 60 });
  let timer: NodeJS.Timeout | null = null;
  if (deps.config.role !== 'api') {
    timer = setInterval(() => {
      void deps.jobs.send(AUTOMATED_QUEUE, {}).catch((err: unknown) => deps.log.error({ err }, 'automated enrolment schedule not queued'));
    }, AUTOMATED_SCHEDULE_MS);
    timer.unref();
  }
  instance.addHook('onClose', async () => {
    off();
    if (timer) clearInterval(timer);
  });
};
