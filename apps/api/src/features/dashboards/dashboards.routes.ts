import type { FastifyInstance } from 'fastify';
import {
  dashboardContentsRequestSchema,
  dashboardContentsResponseSchema,
  dashboardFiltersSchema,
  dashboardPeopleRequestSchema,
  dashboardPeopleResponseSchema,
  learnerDashboardSchema,
  managerDashboardSchema,
} from '@plataforma/shared/dashboards';
import { ctxOf } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { typed } from '../../core/route';
import { createDashboardsService, LEARNER_PERMISSION, MANAGER_PERMISSION } from './dashboards.service';

const tags = ['Dashboards'];

/** POST DashboardAluno, POST DashboardGestor (2-learner §7, 3-admin §7) and the manager panel's people table. */
export const dashboardsRoutes = (deps: Deps) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const service = createDashboardsService(deps);

  app.post(
    '/api/v1/DashboardAluno',
    { config: { permission: LEARNER_PERMISSION }, schema: { tags, body: dashboardFiltersSchema.nullish(), response: { 200: learnerDashboardSchema } } },
    (req) => service.learner(ctxOf(req), req.body ?? {}),
  );
  app.post(
    '/api/v1/DashboardGestor',
    { config: { permission: MANAGER_PERMISSION }, schema: { tags, body: dashboardFiltersSchema.nullish(), response: { 200: managerDashboardSchema } } },
    (req) => service.manager(ctxOf(req), req.body ?? {}),
  );
  app.post(
    '/api/v1/DashboardGestor/Pessoas',
    {
      config: { permission: MANAGER_PERMISSION },
      schema: { tags, description: 'The people of the manager panel with their progress, paged (the table and its .xlsx export).', body: dashboardPeopleRequestSchema, response: { 200: dashboardPeopleResponseSchema } },
    },
    (req) => service.people(ctxOf(req), req.body),
  );
  app.get(
    '/api/v1/DashboardGestor/Conteudos',
    {
      config: { permission: MANAGER_PERMISSION },
      schema: { tags, description: "The content filter's options: active courses and trails by title (at most 50).", querystring: dashboardContentsRequestSchema, response: { 200: dashboardContentsResponseSchema } },
    },
    (req) => service.contents(ctxOf(req), req.query.search),
  );
};
