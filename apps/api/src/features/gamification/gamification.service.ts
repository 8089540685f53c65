import {
  pageRanks,
  rankOf,
  rulesOf,
  type AchievementsResponse,
  type Challenge,
  type ChallengeValues,
  type ContentType,
  type Environment,
  type ListChallengesResponse,
  type MyRanking,
  type RankingResponse,
  type Rule,
  environmentOf,
} from '@plataforma/shared/gamification';
import { hasPermission } from '@plataforma/shared/permissions';
import { translate, type Language } from '@plataforma/shared';
import type { RequestContext } from '../../core/auth';
import type { Executor } from '../../core/db';
import type { Deps } from '../../core/deps';
import { AppError, FieldError } from '../../core/errors';
import { pageWindow, pagedReply } from '../../core/paging';
import { assertTenantIds } from '../../core/tenant-ids';
import { segmentacao } from '../../db/schema';
import * as repo from './gamification.repository';

export const CHALLENGES_PERMISSION = 'Desafios';
export const RULES_PERMISSIONS = ['Regras', 'Desafios'] as const;
/** The learner's reads: the drawer (Gamificação) and the journey (Jornada). */
export const LEARNER_PERMISSIONS = ['Gamificação', 'Jornada'] as const;

const contentField = (tipo: ContentType) => (tipo === 'Curso' ? 'courseIds' : 'formationIds');

/**
 * Challenges, rules, rankings and trophies of the acting tenant (3-admin §3 Challenge, §7 Desafio; 2-learner §3, §7;
 * docs/gamification.md). Another company's ids are not found.
 */
export const createGamificationService = (deps: Deps) => {
  const { database } = deps;

  const load = async (tx: Executor, tenantId: string, rows: repo.ChallengeRow[]): Promise<Challenge[]> => {
    const ids = rows.map((r) => r.id);
    const [rules, contents, segs] = await Promise.all([repo.rulesOfChallenges(tx, tenantId, ids), repo.contentsOfChallenges(tx, tenantId, ids), repo.segmentationsOfChallenges(tx, tenantId, ids)]);
    return rows.map((r) => ({
      id: r.id,
      nome: r.nome,
      dataInicio: r.dataInicio,
      dataFim: r.dataFim,
      name: r.nome,
      description: r.descricao,
      environment: r.ambiente,
      typeContent: r.tipoConteudo,
      courseIds: contents.filter((c) => c.desafioId === r.id && c.tipo === 'Curso').map((c) => c.conteudoId),
      formationIds: contents.filter((c) => c.desafioId === r.id && c.tipo === 'Formacao').map((c) => c.conteudoId),
      segmentationsIds: segs.filter((s) => s.desafioId === r.id).map((s) => s.segmentacaoId),
      rules: rules.filter((x) => x.desafioId === r.id).map((x) => ({ rule: x.regra, points: x.pontos, description: x.descricao, environment: environmentOf(x.regra) })),
      initDate: r.dataInicio,
      endDate: r.dataFim,
      dateFinish: r.diasParaConclusao,
      active: r.ativo,
      totalConquistas: Number(r.totalConquistas),
    }));
  };

  const challengeOrFail = async (tx: Executor, tenantId: string, id: string) => {
    const row = await repo.findChallenge(tx, tenantId, id);
    if (!row) throw new AppError('gamification.notFound', 404);
    return row;
  };

  const assertContents = async (tx: Executor, tenantId: string, tipo: ContentType, ids: string[]) => {
    const found = new Set(await repo.existingContents(tx, tenantId, tipo, ids));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) throw new FieldError(contentField(tipo), 'validation.unknownIds', 422, { field: contentField(tipo) }, { field: contentField(tipo), ids: missing });
  };

  const list = (ctx: RequestContext, q: repo.ChallengeFilters & { pageNumber: number; pageSize: number }): Promise<ListChallengesResponse> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const total = await repo.countChallenges(tx, ctx.tenantId, q);
      const { page, offset, limit } = pageWindow(q.pageNumber, q.pageSize, total);
      return pagedReply(await load(tx, ctx.tenantId, await repo.listChallenges(tx, ctx.tenantId, q, offset, limit)), page, q.pageSize, total);
    });

  const save = (ctx: RequestContext, input: ChallengeValues, id?: string) =>
    database.inTenant(ctx.tenantId, async (tx) => {
      if (id) await challengeOrFail(tx, ctx.tenantId, id);
      const plataforma = input.environment === 'Plataforma';
      const courseIds = plataforma ? [] : input.courseIds;
      const formationIds = plataforma ? [] : input.formationIds;
      await assertContents(tx, ctx.tenantId, 'Curso', courseIds);
      await assertContents(tx, ctx.tenantId, 'Formacao', formationIds);
      await assertTenantIds(tx, segmentacao, ctx.tenantId, input.segmentationsIds, 'segmentationsIds');
      const challengeId = id ?? (await repo.insertChallenge(tx, ctx.tenantId, input));
      if (id) await repo.updateChallenge(tx, ctx.tenantId, id, input);
      await repo.setRules(tx, ctx.tenantId, challengeId, input.rules);
      await repo.setContents(tx, ctx.tenantId, challengeId, 'Curso', courseIds);
      await repo.setContents(tx, ctx.tenantId, challengeId, 'Formacao', formationIds);
      await repo.setSegmentations(tx, ctx.tenantId, challengeId, input.segmentationsIds);
      return (await load(tx, ctx.tenantId, [(await repo.findChallenge(tx, ctx.tenantId, challengeId))!]))[0]!;
    });

  /** UpdateDesafioCursosFormacoes/{type}: replaces the courses or the trails; a content challenge keeps at least one item. */
  const setContents = (ctx: RequestContext, id: string, tipo: ContentType, ids: string[]) =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const row = await challengeOrFail(tx, ctx.tenantId, id);
      if (row.ambiente !== 'Conteudo') throw new FieldError(contentField(tipo), 'gamification.associateError', 409);
      await assertContents(tx, ctx.tenantId, tipo, ids);
      await repo.setContents(tx, ctx.tenantId, id, tipo, ids);
      const challenge = (await load(tx, ctx.tenantId, [row]))[0]!;
      if (challenge.courseIds.length + challenge.formationIds.length === 0) throw new FieldError(contentField(tipo), 'gamification.needsItem', 400);
      return challenge;
    });

  const remove = (ctx: RequestContext, id: string, motivo: string) =>
    database.inTenant(ctx.tenantId, async (tx) => {
      await challengeOrFail(tx, ctx.tenantId, id);
      await repo.deleteChallenge(tx, ctx.tenantId, id, motivo, ctx.userId);
      return { success: true as const };
    });

  const rules = (ambiente: Environment | undefined, lang: Language): Rule[] =>
    rulesOf(ambiente).map((r) => ({ rule: r.regra, points: r.pontos, environment: r.ambiente, description: translate(`gamification.rule${r.regra}`, lang) }));

  /** A unit of the tenant (or none). */
  const assertUnit = async (tx: Executor, tenantId: string, unidadeId: string | undefined) => {
    if (unidadeId && !(await repo.unitExists(tx, tenantId, unidadeId))) throw new AppError('gamification.unitNotFound', 404);
  };

  /** RankingGeral: a page of the ranking (general or of a unit); page 0 and 1 are the first. */
  const ranking = (ctx: RequestContext, q: { page: number; size: number; unidadeDeNegocioId?: string }): Promise<RankingResponse> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      await assertUnit(tx, ctx.tenantId, q.unidadeDeNegocioId);
      const total = await repo.countRanked(tx, ctx.tenantId, q.unidadeDeNegocioId);
      const { page, offset, limit } = pageWindow(Math.max(1, q.page), q.size, total);
      const rows = await repo.rankingPage(tx, ctx.tenantId, offset, limit, q.unidadeDeNegocioId);
      const first = rows[0] ? (rankOf(rows[0].pontos, await repo.higherDistinctScores(tx, ctx.tenantId, rows[0].pontos, q.unidadeDeNegocioId)) ?? 1) : 1;
      const data = pageRanks(first, rows).map((r) => ({ usuarioId: r.usuarioId, name: r.nome, rank: r.rank, score: r.pontos, role: r.cargo, img: r.foto }));
      return pagedReply(data, page, q.size, total);
    });

  /** Whose data: the caller, or another person of the tenant for who manages challenges (404 when not the tenant's). */
  const subjectOf = async (tx: Executor, ctx: RequestContext, usuarioId: string | undefined) => {
    const id = usuarioId ?? ctx.userId;
    if (id !== ctx.userId && !hasPermission(ctx.permissions, CHALLENGES_PERMISSION)) throw new AppError('auth.forbidden', 403);
    const person = await repo.personOf(tx, ctx.tenantId, id);
    if (!person) throw new AppError('errors.notFound', 404);
    return person;
  };

  /** MeuRanking: score, rank (null = 'Indefinido'), trophies; with UnidadeDeNegocioId, the rank in that unit. */
  const myRanking = (ctx: RequestContext, q: { UsuarioId?: string; UnidadeDeNegocioId?: string }): Promise<MyRanking> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const person = await subjectOf(tx, ctx, q.UsuarioId);
      await assertUnit(tx, ctx.tenantId, q.UnidadeDeNegocioId);
      const score = await repo.scoreOf(tx, ctx.tenantId, person.id);
      const inUnit = !q.UnidadeDeNegocioId || q.UnidadeDeNegocioId === person.unidadeDeNegocioId;
      const rank = score.pontos > 0 && inUnit ? rankOf(score.pontos, await repo.higherDistinctScores(tx, ctx.tenantId, score.pontos, q.UnidadeDeNegocioId)) : null;
      return { usuarioId: person.id, name: person.nome, score: score.pontos, rank, trophies: score.conquistas, img: person.foto, unidadeDeNegocioId: person.unidadeDeNegocioId };
    });

  /** Conquistas: the person's trophies, newest first. */
  const achievements = (ctx: RequestContext, q: { page: number; size: number; usuarioId?: string }): Promise<AchievementsResponse> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const person = await subjectOf(tx, ctx, q.usuarioId);
      const total = await repo.countTrophies(tx, ctx.tenantId, person.id);
      const { page, offset, limit } = pageWindow(Math.max(1, q.page), q.size, total);
      const rows = await repo.trophiesPage(tx, ctx.tenantId, person.id, offset, limit);
      return pagedReply(
        rows.map((r) => ({ id: r.id, date: r.data.toISOString(), contentName: r.conteudoNome, environment: r.ambiente, rule: r.regra, score: r.pontos, challengeName: r.desafioNome })),
        page,
        q.size,
        total,
      );
    });

  return {
    list,
    create: (ctx: RequestContext, input: ChallengeValues) => save(ctx, input),
    update: (ctx: RequestContext, id: string, input: ChallengeValues) => save(ctx, input, id),
    setContents,
    remove,
    rules,
    ranking,
    myRanking,
    achievements,
  };
};
