import type { FastifyInstance } from 'fastify';
import { quickSearchQuerySchema, quickSearchResponseSchema } from '@plataforma/shared/learner';
import { typed } from '../../core/route';

/**
 * Quick search (Ctrl+K). Media, courses and trails arrive with the content and course features; until a tenant
 * has any, the search has nothing to match and answers empty lists.
 */
export const learnerRoutes = () => async (instance: FastifyInstance) => {
  const app = typed(instance);
  app.get(
    '/api/v1/midia/quickSearch',
    { config: { permission: 'Aprendizado' }, schema: { tags: ['midia'], querystring: quickSearchQuerySchema, response: { 200: quickSearchResponseSchema } } },
    () => ({ midias: [], cursos: [], formacoes: [] }),
  );
};
