import { z } from 'zod';
import { pagedSchema } from '../core/envelope.ts';
import { queryBooleanSchema } from '../core/list-query.ts';
import { CONTENT_TYPES, ENVIRONMENTS, environmentOf, RANKING_PAGE_SIZE, RANKING_PAGE_SIZE_MAX, RULE_CODES, TROPHIES_PAGE_SIZE } from './rules.ts';

/**
 * Gamification calls (3-admin §3 Challenge, §7 Desafio; 2-learner §3 Gamification, §7 Desafio). Field names are the
 * spec's: the Challenge entity's English names (name, description, environment, typeContent, courseIds, formationIds,
 * segmentationsIds, rules, initDate, endDate, dateFinish, active) and the list's (id, nome, dataInicio, dataFim).
 * docs/gamification.md lists what the spec leaves open.
 */

export const CHALLENGE_NAME_MAX = 150;
export const CHALLENGE_DESCRIPTION_MAX = 2000;
export const CHALLENGE_CONTENTS_MAX = 500;
export const CHALLENGE_SEGMENTATIONS_MAX = 50;
export const RULE_POINTS_MAX = 100_000;
export const DAYS_TO_COMPLETE_MAX = 3650;

const day = z.iso.date();
const ids = (max: number) =>
  z
    .array(z.uuid())
    .max(max)
    .default([])
    .transform((list) => [...new Set(list)]);

export const challengeRuleInputSchema = z.object({
  rule: z.enum(RULE_CODES),
  /** Greater than zero (3-admin §5). */
  points: z.number().int().max(RULE_POINTS_MAX).refine((n) => n > 0, 'gamification.pointsGreaterThanZero'),
  description: z.string().trim().max(500).nullish().transform((v) => v || null),
});

export const challengeInputSchema = z
  .object({
    name: z.string().trim().min(1, 'validation.required').max(CHALLENGE_NAME_MAX),
    description: z.string().trim().max(CHALLENGE_DESCRIPTION_MAX).nullish().transform((v) => v || null),
    environment: z.enum(ENVIRONMENTS),
    /** Which list holds the challenge's content (Conteudo challenges). */
    typeContent: z.enum(CONTENT_TYPES).nullish().transform((v) => v ?? null),
    courseIds: ids(CHALLENGE_CONTENTS_MAX),
    formationIds: ids(CHALLENGE_CONTENTS_MAX),
    segmentationsIds: ids(CHALLENGE_SEGMENTATIONS_MAX),
    rules: z.array(challengeRuleInputSchema).max(RULE_CODES.length),
    initDate: day,
    endDate: day,
    /** Days to complete, counted from the person's enrolment in the content; 0 = no deadline (3-admin §9). */
    dateFinish: z.number().int().min(0).max(DAYS_TO_COMPLETE_MAX).default(0),
    active: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    // 'Needs an associated item' (3-admin §5): a rule always; a course or trail for a Conteudo challenge.
    if (v.rules.length === 0) ctx.addIssue({ code: 'custom', path: ['rules'], message: 'gamification.needsItem' });
    if (v.environment === 'Conteudo' && v.courseIds.length + v.formationIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: [v.typeContent === 'Formacao' ? 'formationIds' : 'courseIds'], message: 'gamification.needsItem' });
    }
    v.rules.forEach((r, i) => {
      if (environmentOf(r.rule) !== v.environment) ctx.addIssue({ code: 'custom', path: ['rules', i, 'rule'], message: 'gamification.ruleNotForEnvironment' });
    });
    const codes = v.rules.map((r) => r.rule);
    if (new Set(codes).size !== codes.length) ctx.addIssue({ code: 'custom', path: ['rules'], message: 'gamification.ruleRepeated' });
    if (v.endDate < v.initDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'gamification.endBeforeStart' });
  });
export type ChallengeInput = z.input<typeof challengeInputSchema>;
export type ChallengeValues = z.output<typeof challengeInputSchema>;

export const challengeRuleSchema = z.object({
  rule: z.enum(RULE_CODES),
  points: z.number().int(),
  description: z.string().nullable(),
  environment: z.enum(ENVIRONMENTS),
});

export const challengeSchema = z.object({
  id: z.string(),
  nome: z.string(),
  dataInicio: z.string(),
  dataFim: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  environment: z.enum(ENVIRONMENTS),
  typeContent: z.enum(CONTENT_TYPES).nullable(),
  courseIds: z.array(z.string()),
  formationIds: z.array(z.string()),
  segmentationsIds: z.array(z.string()),
  rules: z.array(challengeRuleSchema),
  initDate: z.string(),
  endDate: z.string(),
  dateFinish: z.number().int(),
  active: z.boolean(),
  /** Trophies recorded under the challenge. */
  totalConquistas: z.number().int(),
});
export type Challenge = z.infer<typeof challengeSchema>;

export const listChallengesRequestSchema = z.object({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().refine((n) => [10, 20, 50].includes(n)).default(10),
  search: z.string().trim().max(200).optional(),
  environment: z.enum(ENVIRONMENTS).optional(),
  active: queryBooleanSchema.optional(),
});
export type ListChallengesRequest = z.input<typeof listChallengesRequestSchema>;
export const listChallengesResponseSchema = pagedSchema(challengeSchema);
export type ListChallengesResponse = z.infer<typeof listChallengesResponseSchema>;

/** DELETE Desafio/{id}: the reason (form field motivo) is kept with the deleted challenge for audit. */
export const deleteChallengeRequestSchema = z.object({ motivo: z.string().trim().min(1, 'gamification.reasonRequired').max(500) });
export type DeleteChallengeRequest = z.infer<typeof deleteChallengeRequestSchema>;

/** PUT Desafio/{id}/UpdateDesafioCursosFormacoes/{type}: the list of content ids of that type replaces the current one. */
export const contentTypeParamSchema = z.object({ id: z.uuid(), type: z.enum(['curso', 'formacao', 'Curso', 'Formacao']).transform((t) => (t.toLowerCase() === 'curso' ? 'Curso' : 'Formacao') as 'Curso' | 'Formacao') });
export const updateChallengeContentsRequestSchema = z
  .array(z.uuid())
  .max(CHALLENGE_CONTENTS_MAX)
  .transform((list) => [...new Set(list)]);

/** GET Desafio/Regra?ambiente=: the rules of an environment (all without it), default points and description. */
export const listRulesRequestSchema = z.object({ ambiente: z.enum(ENVIRONMENTS).optional() });
export const ruleSchema = z.object({ rule: z.enum(RULE_CODES), description: z.string(), points: z.number().int(), environment: z.enum(ENVIRONMENTS) });
export type Rule = z.infer<typeof ruleSchema>;
export const listRulesResponseSchema = z.array(ruleSchema);

const pageSize = (fallback: number) => z.coerce.number().int().min(1).max(RANKING_PAGE_SIZE_MAX).default(fallback);

/** GET Desafio/RankingGeral (page default 1, size default 5, unidadeDeNegocioId for one business unit). */
export const rankingRequestSchema = z.object({
  page: z.coerce.number().int().min(0).default(1),
  size: pageSize(RANKING_PAGE_SIZE),
  unidadeDeNegocioId: z.uuid().optional(),
});
export type RankingRequest = z.input<typeof rankingRequestSchema>;
/** A ranking entry (2-learner §3): name, rank, score, role (job title), img. */
export const rankingEntrySchema = z.object({
  usuarioId: z.string(),
  name: z.string(),
  rank: z.number().int(),
  score: z.number().int(),
  role: z.string().nullable(),
  img: z.string().nullable(),
});
export type RankingEntry = z.infer<typeof rankingEntrySchema>;
export const rankingResponseSchema = pagedSchema(rankingEntrySchema);
export type RankingResponse = z.infer<typeof rankingResponseSchema>;

/** GET Desafio/MeuRanking (UsuarioId, UnidadeDeNegocioId): the person's score, rank (null = 'Indefinido'), trophies and img. */
export const myRankingRequestSchema = z.object({
  UsuarioId: z.uuid().optional(),
  UnidadeDeNegocioId: z.uuid().optional(),
});
export type MyRankingRequest = z.input<typeof myRankingRequestSchema>;
export const myRankingSchema = z.object({
  usuarioId: z.string(),
  name: z.string(),
  score: z.number().int(),
  rank: z.number().int().nullable(),
  trophies: z.number().int(),
  img: z.string().nullable(),
  unidadeDeNegocioId: z.string().nullable(),
});
export type MyRanking = z.infer<typeof myRankingSchema>;

/** GET Desafio/Conquistas (page default 0 — 0 and 1 both name the first page —, size default 6, usuarioId). */
export const achievementsRequestSchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: pageSize(TROPHIES_PAGE_SIZE),
  usuarioId: z.uuid().optional(),
});
export type AchievementsRequest = z.input<typeof achievementsRequestSchema>;
/** A trophy (2-learner §3): date, content name, environment, rule, score; plus the challenge's name. */
export const trophySchema = z.object({
  id: z.string(),
  date: z.string(),
  contentName: z.string().nullable(),
  environment: z.enum(ENVIRONMENTS),
  rule: z.enum(RULE_CODES),
  score: z.number().int(),
  challengeName: z.string(),
});
export type Trophy = z.infer<typeof trophySchema>;
export const achievementsResponseSchema = pagedSchema(trophySchema);
export type AchievementsResponse = z.infer<typeof achievementsResponseSchema>;
