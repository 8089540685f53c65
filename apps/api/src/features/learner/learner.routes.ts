import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { uuidParam } from '@plataforma/shared';
import {
  activeSectionsRequestSchema,
  activeSectionsResponseSchema,
  activesItemsPagedRequestSchema,
  activesPagedRequestSchema,
  activesPagedResponseSchema,
  bookmarkResponseSchema,
  contentDetailSchema,
  countActivesItemsRequestSchema,
  countActivesItemsResponseSchema,
  detailRequestSchema,
  favoritesRequestSchema,
  favoritesResponseSchema,
  learnerPageRequestSchema,
  mediaDetailSchema,
  myProgressRequestSchema,
  myProgressResponseSchema,
  pagedCardItemsSchema,
  quickSearchQuerySchema,
  quickSearchResponseSchema,
  setReactionRequestSchema,
  setReactionResponseSchema,
  type ConteudoTipo,
} from '@plataforma/shared/learner';
import { ctxOf } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { typed } from '../../core/route';
import { createLearnerService, LEARNER_PERMISSION, MY_PROGRESS_PERMISSION } from './learner.service';

const config = { permission: LEARNER_PERMISSION };
const sectionTags = ['Secao'];

/** The resource segment of each kind in the spec's paths. */
const RESOURCES: [string, ConteudoTipo][] = [
  ['midia', 'midia'],
  ['curso', 'curso'],
  ['formacao', 'formacao'],
];

/**
 * The learner's reads (2-learner §7 Sections, Search, Media, Course, Formation): home and catalog sections, keep
 * learning, suggestions, favourites, details, bookmarks, reactions and the quick search; usuario/progresso
 * ('Meu Progresso'). Everything else needs 'Aprendizado'.
 */
export const learnerRoutes = (deps: Deps) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const learner = createLearnerService(deps);

  app.get(
    '/api/v1/Secao/ActivesPaged',
    {
      config,
      schema: {
        tags: sectionTags,
        description:
          'Home (exibirNoAprendizado=true: ambiente home|both by ordemAprendizado) or catalog (false: catalog|both by ordemCatalogo) sections visible to the caller, each with its first itemsSize visible items. With an item filter, sections left without items are omitted.',
        querystring: activesPagedRequestSchema,
        response: { 200: activesPagedResponseSchema },
      },
    },
    (req) => learner.activesPaged(ctxOf(req), req.query),
  );
  app.get(
    '/api/v1/Secao/:id/ActivesItemsPaged',
    { config, schema: { tags: sectionTags, params: uuidParam, querystring: activesItemsPagedRequestSchema, response: { 200: pagedCardItemsSchema } } },
    (req) => learner.activesItemsPaged(ctxOf(req), req.params.id, req.query),
  );
  app.get(
    '/api/v1/Secao/KeepLearningPaged',
    { config, schema: { tags: sectionTags, querystring: learnerPageRequestSchema, response: { 200: pagedCardItemsSchema } } },
    (req) => learner.keepLearning(ctxOf(req), req.query),
  );
  app.get(
    '/api/v1/Secao/SuggestedForYouPaged',
    {
      config,
      schema: {
        tags: sectionTags,
        description: 'Visible content the caller is not enrolled in and has not started: mandatory first, then sharing a skill with the job title, then newest.',
        querystring: learnerPageRequestSchema,
        response: { 200: pagedCardItemsSchema },
      },
    },
    (req) => learner.suggested(ctxOf(req), req.query),
  );
  app.get(
    '/api/v1/Secao/Favoritos',
    { config, schema: { tags: sectionTags, querystring: favoritesRequestSchema, response: { 200: favoritesResponseSchema } } },
    (req) => learner.favorites(ctxOf(req), req.query),
  );
  app.get(
    '/api/v1/Secao/ativas',
    { config, schema: { tags: sectionTags, querystring: activeSectionsRequestSchema, response: { 200: activeSectionsResponseSchema } } },
    (req) => learner.activeSections(ctxOf(req), req.query),
  );
  app.get(
    '/api/v1/Secao/CountActivesItems',
    { config, schema: { tags: sectionTags, querystring: countActivesItemsRequestSchema, response: { 200: countActivesItemsResponseSchema } } },
    (req) => learner.countActivesItems(ctxOf(req), req.query),
  );

  // Details: Secao/item/{curso|trilha|midia}/detalhes/{id} and {curso|formacao|midia}/Detalhes/{id}.
  const detailSchema = (response: z.ZodType, tags: string[]) => ({ config, schema: { tags, params: uuidParam, querystring: detailRequestSchema, response: { 200: response } } });
  for (const [path, tags] of [
    ['/api/v1/Secao/item/curso/detalhes/:id', sectionTags],
    ['/api/v1/curso/Detalhes/:id', ['curso']],
  ] as const)
    app.get(path, detailSchema(contentDetailSchema, [...tags]), (req) => learner.courseDetail(ctxOf(req), 'curso', req.params.id, req.query.ignoreFilterSection));
  for (const [path, tags] of [
    ['/api/v1/Secao/item/trilha/detalhes/:id', sectionTags],
    ['/api/v1/formacao/Detalhes/:id', ['formacao']],
  ] as const)
    app.get(path, detailSchema(contentDetailSchema, [...tags]), (req) => learner.courseDetail(ctxOf(req), 'formacao', req.params.id, req.query.ignoreFilterSection));
  for (const [path, tags] of [
    ['/api/v1/Secao/item/midia/detalhes/:id', sectionTags],
    ['/api/v1/midia/Detalhes/:id', ['midia']],
  ] as const)
    app.get(path, detailSchema(mediaDetailSchema, [...tags]), (req) => learner.mediaDetail(ctxOf(req), req.params.id, req.query.ignoreFilterSection));

  for (const [resource, tipo] of RESOURCES) {
    const tags = [resource];
    app.post(
      `/api/v1/${resource}/:id/bookmark`,
      { config, schema: { tags, params: uuidParam, response: { 200: bookmarkResponseSchema } } },
      (req) => learner.bookmark(ctxOf(req), { tipo, id: req.params.id }, true),
    );
    app.post(
      `/api/v1/${resource}/:id/unbookmark`,
      { config, schema: { tags, params: uuidParam, response: { 200: bookmarkResponseSchema } } },
      (req) => learner.bookmark(ctxOf(req), { tipo, id: req.params.id }, false),
    );
    app.post(
      `/api/v1/${resource}/SetReaction`,
      {
        config,
        schema: {
          tags,
          description: 'Sets the caller\'s reaction (one of REACOES; null removes it). 422 before the content is completed.',
          body: setReactionRequestSchema,
          response: { 200: setReactionResponseSchema },
        },
      },
      (req) => learner.react(ctxOf(req), { tipo, id: req.body.id }, req.body.reacao),
    );
  }

  app.get(
    '/api/v1/midia/quickSearch',
    { config, schema: { tags: ['midia'], querystring: quickSearchQuerySchema, response: { 200: quickSearchResponseSchema } } },
    (req) => learner.quickSearch(ctxOf(req), req.query.search),
  );

  app.get(
    '/api/v1/usuario/progresso',
    { config: { permission: MY_PROGRESS_PERMISSION }, schema: { tags: ['usuario'], querystring: myProgressRequestSchema, response: { 200: myProgressResponseSchema } } },
    (req) => learner.myProgress(ctxOf(req), req.query),
  );
};
