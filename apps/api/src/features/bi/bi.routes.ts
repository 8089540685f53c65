import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  basicPanelAccessRequestSchema,
  basicPanelAccessResponseSchema,
  biLoginParamsSchema,
  biLoginRequestSchema,
  biLoginResponseSchema,
  dashboardRequestSchema,
  dashboardResponseSchema,
  listPanelsRequestSchema,
  listPanelsResponseSchema,
  panelInputSchema,
  panelSchema,
  panelUsersRequestSchema,
  panelUsersResponseSchema,
  setExternalParametersRequestSchema,
  setExternalParametersResponseSchema,
  setPanelUsersRequestSchema,
  setPanelUsersResponseSchema,
} from '@plataforma/shared/bi';
import { deleteResponseSchema, uuidParam } from '@plataforma/shared';
import { ctxOf } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { typed } from '../../core/route';
import { demoPanelPage, demoRefusalPage } from './bi.demo-page';
import { EmbedTokenError, verifyEmbedToken } from './bi.embed-token';
import { createBiService, MANAGE_PERMISSION, VIEW_PERMISSION } from './bi.service';

const tags = ['PainelVistraBI'];
const BASE = '/api/v1/PainelVistraBI';
/** The built-in demonstration panel's address (docs/bi.md). */
export const DEMO_PANEL_PATH = `${BASE}/demo`;

/** PainelVistraBI calls (3-admin §7 'BI service'), the access grants and the demonstration panel (docs/bi.md). */
export const biRoutes = (deps: Deps) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const service = createBiService(deps);
  const manage = { permission: MANAGE_PERMISSION };
  const view = { permission: VIEW_PERMISSION };

  app.get(BASE, { config: manage, schema: { tags, querystring: listPanelsRequestSchema, response: { 200: listPanelsResponseSchema } } }, (req) => service.list(ctxOf(req), req.query));
  app.get(`${BASE}/Dashboard`, { config: view, schema: { tags, querystring: dashboardRequestSchema, description: 'The signed iframe address of a panel for the caller.', response: { 200: dashboardResponseSchema } } }, (req) =>
    service.dashboard(ctxOf(req), req.query.painelId),
  );
  app.get(
    `${BASE}/getBasicPanelUserAccess`,
    { config: view, schema: { tags, querystring: basicPanelAccessRequestSchema, description: 'Panels a person may see (default: the caller).', response: { 200: basicPanelAccessResponseSchema } } },
    (req) => service.basicAccess(ctxOf(req), req.query.userId),
  );
  app.get(`${BASE}/getUsersFromPanelId`, { config: manage, schema: { tags, querystring: panelUsersRequestSchema, response: { 200: panelUsersResponseSchema } } }, (req) =>
    service.users(ctxOf(req), req.query),
  );
  app.post(
    `${BASE}/Login/:clientId`,
    { config: view, schema: { tags, params: biLoginParamsSchema, body: biLoginRequestSchema, description: 'A BI session for the panel `clientId`.', response: { 200: biLoginResponseSchema } } },
    (req) => service.login(ctxOf(req), req.params.clientId, req.body?.refreshToken),
  );
  app.post(
    `${BASE}/SetParametrosRequisicaoExterna`,
    { config: view, schema: { tags, body: setExternalParametersRequestSchema, description: 'Checks the parameters against the locked ones and answers the iframe address.', response: { 200: setExternalParametersResponseSchema } } },
    (req) => service.setExternalParameters(ctxOf(req), req.body),
  );
  app.get(`${BASE}/:id`, { config: manage, schema: { tags, params: uuidParam, response: { 200: panelSchema } } }, (req) => service.get(ctxOf(req), req.params.id));
  app.post(BASE, { config: manage, schema: { tags, body: panelInputSchema, response: { 201: panelSchema } } }, async (req, reply) => reply.status(201).send(await service.create(ctxOf(req), req.body)));
  app.put(`${BASE}/:id`, { config: manage, schema: { tags, params: uuidParam, body: panelInputSchema, response: { 200: panelSchema } } }, (req) => service.update(ctxOf(req), req.params.id, req.body));
  app.delete(`${BASE}/:id`, { config: manage, schema: { tags, params: uuidParam, response: { 200: deleteResponseSchema } } }, (req) => service.remove(ctxOf(req), req.params.id));
  app.post(
    `${BASE}/:id/usuarios`,
    { config: manage, schema: { tags, params: uuidParam, body: setPanelUsersRequestSchema, description: 'Grants (hasAccess true) or revokes access.', response: { 200: setPanelUsersResponseSchema } } },
    (req) => service.setUsers(ctxOf(req), req.params.id, req.body),
  );

  // The demonstration panel: the verifying side of the signed embedding; the token in the path is the credential.
  app.get(
    // A wildcard: a JWT is longer than the router's limit for a path parameter (100 characters).
    `${DEMO_PANEL_PATH}/embed/dashboard/*`,
    { config: { public: true }, schema: { tags, params: z.object({ '*': z.string().min(1).max(4000) }), description: 'Built-in demonstration panel (HTML); the path ends with the signed token.' } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      try {
        return demoPanelPage(await verifyEmbedToken(service.secret, req.params['*']));
      } catch (err) {
        if (!(err instanceof EmbedTokenError)) throw err;
        return reply.status(401).send(demoRefusalPage(err.reason));
      }
    },
  );
};
