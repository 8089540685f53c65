import type { FastifyInstance } from 'fastify';
import {
  deviceTokenParamSchema,
  deviceTokenRequestSchema,
  deviceTokenSchema,
  listDeviceTokensRequestSchema,
  listDeviceTokensResponseSchema,
  listPushRequestSchema,
  listPushResponseSchema,
  pushActionResponseSchema,
  pushNotificationSchema,
  pushPublicKeySchema,
  pushSummarySchema,
  sendPushRequestSchema,
  sendPushResponseSchema,
} from '@plataforma/shared/push';
import { uuidParam } from '@plataforma/shared';
import { ctxOf } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { typed } from '../../core/route';
import { listenForNotifications } from './push.events';
import { installPushQueue } from './push.notify';
import { createPushSender, PUSH_QUEUE, type PushJob } from './push.sender';
import { createPushService, PERMISSION, SEND_PERMISSION } from './push.service';

const tags = ['Push'];

/** Push calls (2-learner §7 Push), the push queue and the events that notify people (docs/push.md). */
export const pushRoutes = (deps: Deps) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const service = createPushService(deps);
  const sender = createPushSender(deps);
  const config = { permission: PERMISSION };

  app.get('/api/v1/Push/List', { config, schema: { tags, querystring: listPushRequestSchema, response: { 200: listPushResponseSchema } } }, (req) =>
    service.list(ctxOf(req), req.query),
  );
  app.get(
    '/api/v1/Push/ChavePublica',
    { config, schema: { tags, description: 'The VAPID public key the browser subscribes with (not in the spec).', response: { 200: pushPublicKeySchema } } },
    () => service.publicKey(),
  );
  app.get('/api/v1/Push/:id', { config, schema: { tags, params: uuidParam, response: { 200: pushNotificationSchema } } }, (req) => service.get(ctxOf(req), req.params.id));
  app.delete('/api/v1/Push/:id', { config, schema: { tags, params: uuidParam, response: { 200: pushActionResponseSchema } } }, (req) => service.remove(ctxOf(req), req.params.id));
  app.post('/api/v1/Push/Lida/:id', { config, schema: { tags, params: uuidParam, response: { 200: pushActionResponseSchema } } }, (req) =>
    service.markRead(ctxOf(req), req.params.id),
  );
  app.post(
    '/api/v1/Push',
    {
      config: { permission: [PERMISSION, SEND_PERMISSION] },
      schema: { tags, body: sendPushRequestSchema, description: "Stores and pushes a notification to people of the company ('Comunicação').", response: { 201: sendPushResponseSchema } },
    },
    async (req, reply) => reply.status(201).send(await service.send(ctxOf(req), req.body)),
  );
  app.get('/api/v1/Notificacao/PushList', { config, schema: { tags, description: "The bell's summary: unread and total counts, the newest.", response: { 200: pushSummarySchema } } }, (req) =>
    service.summary(ctxOf(req)),
  );
  app.post('/api/v1/DeviceToken', { config, schema: { tags, body: deviceTokenRequestSchema, response: { 201: deviceTokenSchema } } }, async (req, reply) =>
    reply.status(201).send(await service.register(ctxOf(req), req.body)),
  );
  app.get('/api/v1/DeviceToken', { config, schema: { tags, querystring: listDeviceTokensRequestSchema, response: { 200: listDeviceTokensResponseSchema } } }, (req) =>
    service.devices(ctxOf(req), req.query.token),
  );
  app.post(
    '/api/v1/Notificacao/VincularDispositivo/:token',
    { config, schema: { tags, params: deviceTokenParamSchema, description: 'Binds this browser (its token) to the signed-in person.', response: { 200: deviceTokenSchema } } },
    (req) => service.register(ctxOf(req), { token: req.params.token }),
  );

  deps.jobs.register<PushJob>(PUSH_QUEUE, (data) => sender.send(data), { retryLimit: 5, retryDelay: 1, concurrency: 2, expireInSeconds: 300, pending: sender.pending });
  const uninstall = installPushQueue(async (tenantId, notificacaoIds) => {
    // A queue that does not answer must not undo the event: the worker's sweep sends these later.
    await deps.jobs.send<PushJob>(PUSH_QUEUE, { tenantId, notificacaoIds }).catch((err: unknown) => deps.log.error({ err, tenantId }, 'push not queued'));
  });
  const stopListening = listenForNotifications();
  instance.addHook('onClose', async () => {
    uninstall();
    stopListening();
  });
};
