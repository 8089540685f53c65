import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { uuidParam } from '@plataforma/shared';
import {
  changeUserCommunicationStatusParamsSchema,
  changeUserCommunicationStatusRequestSchema,
  changeUserCommunicationStatusResponseSchema,
  communicationSchema,
  createCommunicationRequestSchema,
  deleteCommunicationResponseSchema,
  listCommunicationsRequestSchema,
  listCommunicationsResponseSchema,
  listUserCommunicationsQuerySchema,
  listUserCommunicationsResponseSchema,
  pendingCommunicationsResponseSchema,
  postImageUploadResponseSchema,
  updateCommunicationContractsRequestSchema,
  updateCommunicationRequestSchema,
  userCommunicationByIdQuerySchema,
  userCommunicationDetailSchema,
} from '@plataforma/shared/communications';
import { ctxOf } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { typed } from '../../core/route';
import { createCommunicationsService, PERMISSION } from './communications.service';

const tags = ['Comunicacao'];
const binary = z.any().describe('the image (binary)');

/** Comunicacao calls (3-admin §7; 2-learner §7 'Communications pop-up'; docs/communications.md). */
export const communicationsRoutes = (deps: Deps) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const service = createCommunicationsService(deps);
  const config = { permission: PERMISSION };

  // ---------------------------------------------------------------- the learner's calls: any signed-in person
  app.get(
    '/api/v1/Comunicacao/getAllPorUsuarioAutenticado',
    {
      schema: {
        tags,
        querystring: listUserCommunicationsQuerySchema,
        description: 'The communications shown to the caller now (published, active, in the window, in the audience); the hidden ones only with exibirComunicacoesDesabilitadas=true.',
        response: { 200: listUserCommunicationsResponseSchema },
      },
    },
    (req) => service.mine(ctxOf(req), req.query.exibirComunicacoesDesabilitadas ?? false),
  );
  app.get(
    '/api/v1/Comunicacao/getUserCommunication',
    { schema: { tags, description: "The pop-up after sign-in: possuiComunicacoes and the communications to show (not hidden, not 'don't display', unseen or always shown).", response: { 200: pendingCommunicationsResponseSchema } } },
    (req) => service.pending(ctxOf(req)),
  );
  app.get(
    '/api/v1/Comunicacao/getById',
    { schema: { tags, querystring: userCommunicationByIdQuerySchema, description: 'One of the caller’s communications with its posts; it is recorded as seen.', response: { 200: userCommunicationDetailSchema } } },
    (req) => service.byIdForUser(ctxOf(req), req.query.id),
  );
  app.post(
    '/api/v1/Comunicacao/ChangeUserCommunicationStatus/:bool',
    {
      schema: {
        tags,
        params: changeUserCommunicationStatusParamsSchema,
        body: changeUserCommunicationStatusRequestSchema,
        description: 'The body is the list of communication ids: true hides them (newly hidden), false shows them again (unhidden).',
        response: { 200: changeUserCommunicationStatusResponseSchema },
      },
    },
    (req) => service.changeStatus(ctxOf(req), req.params.bool, req.body),
  );

  // ---------------------------------------------------------------- post images
  app.post(
    '/api/v1/Comunicacao/imagem',
    {
      config,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: 'A post image in one multipart file (field arquivo): PNG or JPG by content (415), up to 2 MB (413), at most 800x600 pixels (422). The reply\'s imagemId goes in a post.',
        response: { 200: postImageUploadResponseSchema },
      },
    },
    (req) => service.uploadImage(ctxOf(req), req),
  );
  app.get(
    '/api/v1/Comunicacao/imagem/:imagemId/:token',
    {
      config: { public: true },
      schema: { tags, params: z.object({ imagemId: z.string().max(60), token: z.string().max(200) }), description: "A post's image; the token in the path is the access (replies carry the address).", response: { 200: binary } },
    },
    async (req, reply) => {
      const { mime, read } = await service.serveImage(req.params.imagemId, req.params.token);
      return reply.header('content-type', mime).header('content-length', read.size).header('cache-control', 'private, max-age=3600').send(read.stream);
    },
  );

  // ---------------------------------------------------------------- administration: 'Comunicação'
  app.get('/api/v1/Comunicacao', { config, schema: { tags, querystring: listCommunicationsRequestSchema, response: { 200: listCommunicationsResponseSchema } } }, (req) =>
    service.list(ctxOf(req), req.query),
  );
  app.get('/api/v1/Comunicacao/:id', { config, schema: { tags, params: uuidParam, response: { 200: communicationSchema } } }, (req) => service.get(ctxOf(req), req.params.id));
  app.post('/api/v1/Comunicacao', { config, schema: { tags, body: createCommunicationRequestSchema, response: { 201: communicationSchema } } }, async (req, reply) =>
    reply.status(201).send(await service.create(ctxOf(req), req.body)),
  );
  app.put('/api/v1/Comunicacao/:id', { config, schema: { tags, params: uuidParam, body: updateCommunicationRequestSchema, response: { 200: communicationSchema } } }, (req) =>
    service.update(ctxOf(req), req.params.id, req.body),
  );
  app.delete('/api/v1/Comunicacao/:id', { config, schema: { tags, params: uuidParam, response: { 200: deleteCommunicationResponseSchema } } }, (req) =>
    service.remove(ctxOf(req), req.params.id),
  );
  app.put(
    '/api/v1/Comunicacao/:id/UpdateContratosComunicacoes',
    {
      config,
      schema: {
        tags,
        params: uuidParam,
        body: updateCommunicationContractsRequestSchema,
        description: "The full list of contracts the communication is offered to: the platform's administration any contract; a distributor only its own and its clients' (403 otherwise).",
        response: { 200: communicationSchema },
      },
    },
    (req) => service.updateContracts(ctxOf(req), req.params.id, req.body.contratosIds),
  );
};
