import type { FastifyInstance } from 'fastify';
import {
  achievementsRequestSchema,
  achievementsResponseSchema,
  challengeInputSchema,
  challengeSchema,
  contentTypeParamSchema,
  deleteChallengeRequestSchema,
  listChallengesRequestSchema,
  listChallengesResponseSchema,
  listRulesRequestSchema,
  listRulesResponseSchema,
  myRankingRequestSchema,
  myRankingSchema,
  rankingRequestSchema,
  rankingResponseSchema,
  updateChallengeContentsRequestSchema,
} from '@plataforma/shared/gamification';
import { deleteResponseSchema, uuidParam } from '@plataforma/shared';
import { ctxOf } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { typed } from '../../core/route';
import { CHALLENGES_PERMISSION, createGamificationService, LEARNER_PERMISSIONS, RULES_PERMISSIONS } from './gamification.service';
import { subscribeScoring } from './gamification.scoring';

const tags = ['Desafio'];

/** Desafio calls (3-admin §7; 2-learner §7 Gamification) and scoring from the domain events (docs/gamification.md). */
export const gamificationRoutes = (deps: Deps) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const service = createGamificationService(deps);
  const manage = { permission: CHALLENGES_PERMISSION };
  const learner = { anyPermission: LEARNER_PERMISSIONS };

  app.get('/api/v1/Desafio', { config: manage, schema: { tags, querystring: listChallengesRequestSchema, response: { 200: listChallengesResponseSchema } } }, (req) =>
    service.list(ctxOf(req), req.query),
  );
  app.post('/api/v1/Desafio', { config: manage, schema: { tags, body: challengeInputSchema, response: { 201: challengeSchema } } }, async (req, reply) =>
    reply.status(201).send(await service.create(ctxOf(req), req.body)),
  );
  app.put('/api/v1/Desafio/:id', { config: manage, schema: { tags, params: uuidParam, body: challengeInputSchema, response: { 200: challengeSchema } } }, (req) =>
    service.update(ctxOf(req), req.params.id, req.body),
  );
  app.delete(
    '/api/v1/Desafio/:id',
    {
      config: manage,
      schema: { tags, params: uuidParam, body: deleteChallengeRequestSchema, description: 'Body { motivo }: the reason is kept with the deleted challenge for audit.', response: { 200: deleteResponseSchema } },
    },
    (req) => service.remove(ctxOf(req), req.params.id, req.body.motivo),
  );
  app.put(
    '/api/v1/Desafio/:id/UpdateDesafioCursosFormacoes/:type',
    {
      config: manage,
      schema: { tags, params: contentTypeParamSchema, body: updateChallengeContentsRequestSchema, description: 'type curso or formacao; the body (list of content ids) replaces that list.', response: { 200: challengeSchema } },
    },
    (req) => service.setContents(ctxOf(req), req.params.id, req.params.type, req.body),
  );
  app.get('/api/v1/Desafio/Regra', { config: { anyPermission: RULES_PERMISSIONS }, schema: { tags, querystring: listRulesRequestSchema, response: { 200: listRulesResponseSchema } } }, (req) =>
    service.rules(req.query.ambiente, req.lang),
  );
  app.get(
    '/api/v1/Desafio/RankingGeral',
    { config: learner, schema: { tags, querystring: rankingRequestSchema, description: 'Dense rank by points; ties ordered by who reached the score first.', response: { 200: rankingResponseSchema } } },
    (req) => service.ranking(ctxOf(req), req.query),
  );
  app.get('/api/v1/Desafio/MeuRanking', { config: learner, schema: { tags, querystring: myRankingRequestSchema, response: { 200: myRankingSchema } } }, (req) =>
    service.myRanking(ctxOf(req), req.query),
  );
  app.get('/api/v1/Desafio/Conquistas', { config: learner, schema: { tags, querystring: achievementsRequestSchema, response: { 200: achievementsResponseSchema } } }, (req) =>
    service.achievements(ctxOf(req), req.query),
  );

  const unsubscribe = subscribeScoring(deps);
  instance.addHook('onClose', async () => unsubscribe());
};
