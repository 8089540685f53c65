import { and, asc, count, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ListAvaliacoesQuery, SaveAvaliacaoInput } from '@plataforma/shared/assessments';
import type { Executor } from '../../core/db';
import { containsPattern, orderOf } from '../../core/paging';
import { categoria, curso, cursoItem, formacao, formacaoEtapaItem, identidade, usuario } from '../../db/schema';
import { avaliacao, avaliacaoAvaliador, avaliacaoCompetencia, questao, usuarioAvaliacao, usuarioAvaliacaoResposta } from './assessments.tables';

/** Storage of the assessment builder (3-admin §3 Assessment, Question): assessments, their questions, skills and evaluators. */

const skillsIds = sql<string[]>`coalesce((select array_agg(x.competencia_id::text order by x.competencia_id) from ${avaliacaoCompetencia} x where x.avaliacao_id = ${avaliacao.id}), '{}')`;

const selectAssessment = (ex: Executor) =>
  ex
    .select({
      id: avaliacao.id,
      titulo: avaliacao.titulo,
      observacao: avaliacao.observacao,
      tipo: avaliacao.tipo,
      duracao: avaliacao.duracao,
      exibirCronometro: avaliacao.exibirCronometro,
      notaMinima: avaliacao.notaMinima,
      permitirNovaTentativa: avaliacao.permitirNovaTentativa,
      maxTentativas: avaliacao.maxTentativas,
      maxQuestoes: avaliacao.maxQuestoes,
      embaralharQuestoes: avaliacao.embaralharQuestoes,
      embaralharAlternativas: avaliacao.embaralharAlternativas,
      exibirRespostas: avaliacao.exibirRespostas,
      ativo: avaliacao.ativo,
      categoriaId: avaliacao.categoriaId,
      categoriaNome: categoria.nome,
      competenciasIds: skillsIds,
      criadoEm: avaliacao.criadoEm,
      atualizadoEm: avaliacao.atualizadoEm,
    })
    .from(avaliacao)
    .leftJoin(categoria, and(eq(categoria.id, avaliacao.categoriaId), eq(categoria.tenantId, avaliacao.tenantId)));
export type AssessmentRow = Awaited<ReturnType<ReturnType<typeof selectAssessment>['execute']>>[number];

export const findAssessment = async (ex: Executor, tenantId: string, id: string): Promise<AssessmentRow | null> =>
  (await selectAssessment(ex).where(and(eq(avaliacao.tenantId, tenantId), eq(avaliacao.id, id))).limit(1))[0] ?? null;

// ---------------------------------------------------------------- list

const questionsCount = sql<number>`(select count(*)::int from ${questao} q where q.avaliacao_id = ${avaliacao.id} and q.removida_em is null)`;
const evaluatorsCount = sql<number>`(select count(*)::int from ${avaliacaoAvaliador} e where e.avaliacao_id = ${avaliacao.id})`;
const associationsCount = sql<number>`((select count(distinct ci.curso_id)::int from ${cursoItem} ci where ci.avaliacao_id = ${avaliacao.id})
  + (select count(distinct fi.formacao_id)::int from ${formacaoEtapaItem} fi where fi.avaliacao_id = ${avaliacao.id}))`;

export type ListFilters = Omit<ListAvaliacoesQuery, 'pageNumber' | 'pageSize'>;

const listWhere = (tenantId: string, f: ListFilters) =>
  and(
    eq(avaliacao.tenantId, tenantId),
    f.search ? ilike(avaliacao.titulo, containsPattern(f.search)) : undefined,
    f.type ? eq(avaliacao.tipo, f.type) : undefined,
    f.active === undefined ? undefined : eq(avaliacao.ativo, f.active),
    f.categoryId ? eq(avaliacao.categoriaId, f.categoryId) : undefined,
  );

const listOrder = (f: ListFilters): SQL[] => {
  const primary = {
    title: orderOf(avaliacao.titulo, f.orderDirection, true),
    type: orderOf(avaliacao.tipo, f.orderDirection),
    createdAt: orderOf(avaliacao.criadoEm, f.orderDirection),
  }[f.orderBy];
  return [primary, asc(avaliacao.id)];
};

export const countAssessments = async (ex: Executor, tenantId: string, f: ListFilters) =>
  (await ex.select({ total: count() }).from(avaliacao).where(listWhere(tenantId, f)))[0].total;

export const listAssessments = (ex: Executor, tenantId: string, f: ListFilters, offset: number, limit: number) =>
  ex
    .select({
      id: avaliacao.id,
      title: avaliacao.titulo,
      type: avaliacao.tipo,
      active: avaliacao.ativo,
      questionsCount,
      score: avaliacao.notaMinima,
      showTimer: avaliacao.exibirCronometro,
      duration: avaliacao.duracao,
      categoryName: categoria.nome,
      evaluatorsCount,
      associationsCount,
      criadoEm: avaliacao.criadoEm,
    })
    .from(avaliacao)
    .leftJoin(categoria, and(eq(categoria.id, avaliacao.categoriaId), eq(categoria.tenantId, avaliacao.tenantId)))
    .where(listWhere(tenantId, f))
    .orderBy(...listOrder(f))
    .limit(limit)
    .offset(offset);

// ---------------------------------------------------------------- write

const valuesOf = (input: SaveAvaliacaoInput) => ({
  titulo: input.title,
  observacao: input.observation,
  tipo: input.type,
  duracao: input.duration,
  exibirCronometro: input.showTimer,
  notaMinima: input.score,
  permitirNovaTentativa: input.canRetry,
  maxTentativas: input.maxRetries,
  maxQuestoes: input.maxQuestions,
  embaralharQuestoes: input.shuffleQuestions,
  embaralharAlternativas: input.shuffleOptions,
  exibirRespostas: input.displayAnswers,
  ativo: input.active,
  categoriaId: input.categoryId,
});

export const insertAssessment = (ex: Executor, tenantId: string, id: string, input: SaveAvaliacaoInput) => ex.insert(avaliacao).values({ id, tenantId, ...valuesOf(input) });

export const updateAssessment = (ex: Executor, tenantId: string, id: string, input: SaveAvaliacaoInput) =>
  ex
    .update(avaliacao)
    .set({ ...valuesOf(input), atualizadoEm: new Date() })
    .where(and(eq(avaliacao.tenantId, tenantId), eq(avaliacao.id, id)));

/** Questions, skills, evaluators, attempts and answers go with the assessment (cascades). */
export const deleteAssessment = (ex: Executor, tenantId: string, id: string) => ex.delete(avaliacao).where(and(eq(avaliacao.tenantId, tenantId), eq(avaliacao.id, id)));

export const setSkills = async (ex: Executor, tenantId: string, avaliacaoId: string, ids: string[]) => {
  await ex.delete(avaliacaoCompetencia).where(and(eq(avaliacaoCompetencia.tenantId, tenantId), eq(avaliacaoCompetencia.avaliacaoId, avaliacaoId)));
  if (ids.length > 0) await ex.insert(avaliacaoCompetencia).values(ids.map((competenciaId) => ({ tenantId, avaliacaoId, competenciaId })));
};


// ---------------------------------------------------------------- evaluators

/** The tenant's accounts among `ids`, with whether each may be an evaluator (active and flagged). */
export const evaluatorCandidates = (ex: Executor, tenantId: string, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : ex
        .select({ id: usuario.id, nomeCompleto: usuario.nomeCompleto, ativo: usuario.ativo, avaliador: usuario.avaliador })
        .from(usuario)
        .where(and(eq(usuario.tenantId, tenantId), inArray(usuario.id, [...ids])));

export const setEvaluators = async (ex: Executor, tenantId: string, avaliacaoId: string, ids: readonly string[]) => {
  await ex.delete(avaliacaoAvaliador).where(and(eq(avaliacaoAvaliador.tenantId, tenantId), eq(avaliacaoAvaliador.avaliacaoId, avaliacaoId)));
  if (ids.length > 0) await ex.insert(avaliacaoAvaliador).values(ids.map((usuarioId) => ({ tenantId, avaliacaoId, usuarioId })));
};

export const listEvaluators = (ex: Executor, tenantId: string, avaliacaoId: string) =>
  ex
    .select({ id: usuario.id, nomeCompleto: usuario.nomeCompleto, email: identidade.email })
    .from(avaliacaoAvaliador)
    .innerJoin(usuario, and(eq(usuario.id, avaliacaoAvaliador.usuarioId), eq(usuario.tenantId, avaliacaoAvaliador.tenantId)))
    .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
    .where(and(eq(avaliacaoAvaliador.tenantId, tenantId), eq(avaliacaoAvaliador.avaliacaoId, avaliacaoId)))
    .orderBy(sql`lower(${usuario.nomeCompleto})`, asc(usuario.id));

// ---------------------------------------------------------------- questions

export type QuestionRow = typeof questao.$inferSelect;
export type QuestionValues = Omit<typeof questao.$inferInsert, 'tenantId' | 'avaliacaoId' | 'criadoEm' | 'atualizadoEm' | 'removidaEm'> & { id: string };

/** The current questions (not removed), in order. */
export const listQuestions = (ex: Executor, tenantId: string, avaliacaoId: string): Promise<QuestionRow[]> =>
  ex
    .select()
    .from(questao)
    .where(and(eq(questao.tenantId, tenantId), eq(questao.avaliacaoId, avaliacaoId), isNull(questao.removidaEm)))
    .orderBy(asc(questao.ordem), asc(questao.id));

export const insertQuestion = (ex: Executor, tenantId: string, avaliacaoId: string, values: QuestionValues) => ex.insert(questao).values({ ...values, tenantId, avaliacaoId });

export const updateQuestion = (ex: Executor, tenantId: string, values: QuestionValues) =>
  ex
    .update(questao)
    .set({ ...values, atualizadoEm: new Date() })
    .where(and(eq(questao.tenantId, tenantId), eq(questao.id, values.id)));

/** Of `ids`, the questions some attempt refers to (answered, or drawn into an attempt's question list). */
export const questionsInUse = async (ex: Executor, tenantId: string, avaliacaoId: string, ids: readonly string[]): Promise<Set<string>> => {
  if (ids.length === 0) return new Set();
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const answered = await ex
    .selectDistinct({ id: usuarioAvaliacaoResposta.questaoId })
    .from(usuarioAvaliacaoResposta)
    .where(and(eq(usuarioAvaliacaoResposta.tenantId, tenantId), inArray(usuarioAvaliacaoResposta.questaoId, [...ids])));
  const drawn = await ex
    .select({ ids: sql<string[]>`array_agg(distinct q)::text[]` })
    .from(sql`${usuarioAvaliacao}, unnest(${usuarioAvaliacao.questoesIds}) q`)
    .where(and(eq(usuarioAvaliacao.tenantId, tenantId), eq(usuarioAvaliacao.avaliacaoId, avaliacaoId), sql`q in (${list})`));
  return new Set([...answered.map((r) => r.id), ...(drawn[0]?.ids ?? [])]);
};

export const removeQuestions = async (ex: Executor, tenantId: string, keep: readonly string[], drop: readonly string[]) => {
  if (keep.length > 0)
    await ex
      .update(questao)
      .set({ removidaEm: new Date(), atualizadoEm: new Date() })
      .where(and(eq(questao.tenantId, tenantId), inArray(questao.id, [...keep])));
  if (drop.length > 0) await ex.delete(questao).where(and(eq(questao.tenantId, tenantId), inArray(questao.id, [...drop])));
};

/** A question of the tenant by id, removed ones included (their files stay readable for the history). */
export const findQuestion = async (ex: Executor, tenantId: string, id: string): Promise<QuestionRow | null> =>
  (await ex.select().from(questao).where(and(eq(questao.tenantId, tenantId), eq(questao.id, id))).limit(1))[0] ?? null;

// ---------------------------------------------------------------- attempts and associations

export const countAttempts = async (ex: Executor, tenantId: string, avaliacaoId: string) =>
  (await ex.select({ total: count() }).from(usuarioAvaliacao).where(and(eq(usuarioAvaliacao.tenantId, tenantId), eq(usuarioAvaliacao.avaliacaoId, avaliacaoId))))[0].total;

/** Courses and trails holding the assessment as an item. */
export const associations = async (ex: Executor, tenantId: string, avaliacaoId: string) => {
  const cursos = await ex
    .selectDistinct({ id: curso.id, titulo: curso.titulo, ativo: curso.ativo })
    .from(cursoItem)
    .innerJoin(curso, and(eq(curso.id, cursoItem.cursoId), eq(curso.tenantId, cursoItem.tenantId)))
    .where(and(eq(cursoItem.tenantId, tenantId), eq(cursoItem.avaliacaoId, avaliacaoId)));
  const formacoes = await ex
    .selectDistinct({ id: formacao.id, titulo: formacao.titulo, ativo: formacao.ativo })
    .from(formacaoEtapaItem)
    .innerJoin(formacao, and(eq(formacao.id, formacaoEtapaItem.formacaoId), eq(formacao.tenantId, formacaoEtapaItem.tenantId)))
    .where(and(eq(formacaoEtapaItem.tenantId, tenantId), eq(formacaoEtapaItem.avaliacaoId, avaliacaoId)));
  const byTitle = <T extends { titulo: string; id: string }>(list: T[]) => list.sort((a, b) => a.titulo.localeCompare(b.titulo, 'pt-BR') || a.id.localeCompare(b.id));
  return { cursos: byTitle(cursos), formacoes: byTitle(formacoes) };
};
