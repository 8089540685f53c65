import type { FastifyInstance } from 'fastify';
import {
  executeNotificationResponseSchema,
  listNotificationsRequestSchema,
  listNotificationsResponseSchema,
  notificationInputSchema,
  notificationSchema,
  sendTestEmailRequestSchema,
  sendTestEmailResponseSchema,
} from '@plataforma/shared/automated-notifications';
import { deleteResponseSchema, uuidParam } from '@plataforma/shared';
import { ctxOf } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { typed } from '../../core/route';
import { createNotificationRunner, SCHEDULE_QUEUE, SEND_QUEUE, TENANT_QUEUE } from './automated-notifications.runner';
import { createNotificationsService, PERMISSION } from './automated-notifications.service';

const tags = ['NotificacaoAutomatizada'];
/** How often the schedule runs the active rules (each rule sends at most once per person, content and period). */
export const SCHEDULE_MS = 60 * 60 * 1000;

/** NotificacaoAutomatizada calls (3-admin §7), the rules' queues and their schedule (docs/automated-notifications.md). */
export const automatedNotificationsRoutes = (deps: Deps) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const runner = createNotificationRunner(deps);
  const service = createNotificationsService(deps, runner);
  const config = { permission: PERMISSION };

  app.get('/api/v1/NotificacaoAutomatizada', { config, schema: { tags, querystring: listNotificationsRequestSchema, response: { 200: listNotificationsResponseSchema } } }, (req) =>
    service.list(ctxOf(req), req.query),
  );
  app.get('/api/v1/NotificacaoAutomatizada/:id', { config, schema: { tags, params: uuidParam, response: { 200: notificationSchema } } }, (req) =>
    service.get(ctxOf(req), req.params.id),
  );
  app.post('/api/v1/NotificacaoAutomatizada', { config, schema: { tags, body: notificationInputSchema, response: { 201: notificationSchema } } }, async (req, reply) =>
    reply.status(201).send(await service.create(ctxOf(req), req.body)),
  );
  app.put('/api/v1/NotificacaoAutomatizada/:id', { config, schema: { tags, params: uuidParam, body: notificationInputSchema, response: { 200: notificationSchema } } }, (req) =>
    service.update(ctxOf(req), req.params.id, req.body),
  );
  app.delete('/api/v1/NotificacaoAutomatizada/:id', { config, schema: { tags, params: uuidParam, response: { 200: deleteResponseSchema } } }, (req) =>
    service.remove(ctxOf(req), req.params.id),
  );
  app.post(
    '/api/v1/NotificacaoAutomatizada/SendTestEmail',
    {
      config,
      schema: { tags, body: sendTestEmailRequestSchema, description: 'To `email`, or to the caller; sample values stand for the person.', response: { 200: sendTestEmailResponseSchema } },
    },
    (req) => service.sendTest(ctxOf(req), req.body, req.lang),
  );
  app.post(
    '/api/v1/NotificacaoAutomatizada/:id/ExecutePerTenant',
    { config, schema: { tags, params: uuidParam, description: 'Runs the rule now; its e-mails are queued.', response: { 200: executeNotificationResponseSchema } } },
    (req) => service.execute(ctxOf(req), req.params.id),
  );

  deps.jobs.register(SCHEDULE_QUEUE, () => runner.schedule(), { retryLimit: 2, retryDelay: 60 });
  // A run records before it queues and records nobody twice: a run whose worker died is simply run again.
  deps.jobs.register<{ tenantId: string }>(TENANT_QUEUE, (data) => runner.runTenant(data), { retryLimit: 3, retryDelay: 60, expireInSeconds: 30 * 60 });
  deps.jobs.register<{ tenantId: string; envioIds: string[] }>(SEND_QUEUE, (data) => runner.sendBatch(data), { retryLimit: 5, retryDelay: 30, concurrency: 2, expireInSeconds: 300 });

  let timer: NodeJS.Timeout | null = null;
  if (deps.config.role !== 'api') {
    timer = setInterval(() => {
      void deps.jobs.send(SCHEDULE_QUEUE, {}).catch((err: unknown) => deps.log.error({ err }, 'automated notifications schedule not queued'));
    }, SCHEDULE_MS);
    timer.unref();
  }
  instance.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
};
