import { and, count, desc, eq, ilike, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { EvaluatorListQuery } from '@plataforma/shared/assessments';
import type { Executor } from '../../core/db';
import { containsPattern } from '../../core/paging';
import { curso, formacao, identidade, usuario } from '../../db/schema';
import { avaliacao, avaliacaoAvaliador, correcaoResposta, questao, usuarioAvaliacao, usuarioAvaliacaoResposta } from './assessments.tables';

const ua = usuarioAvaliacao;
const r = usuarioAvaliacaoResposta;
const c = correcaoResposta;

/** The kinds an evaluator grades (rules.needsCorrection), for SQL filters. */
const CORRECTED_KINDS = ['Dissertativa', 'Pratica'] as const;

export type EvaluatorFilter = EvaluatorListQuery['status'];

/** Whether an account of the tenant exists. */
export const userExists = async (ex: Executor, tenantId: string, id: string): Promise<boolean> =>
  (await ex.select({ id: usuario.id }).from(usuario).where(and(eq(usuario.tenantId, tenantId), eq(usuario.id, id))).limit(1)).length > 0;

// ---------------------------------------------------------------- rows of the list

/** Essay and practical answers of the attempt still without a correction. */
const pendingAnswersOf = sql<number>`(
  select count(*)::int from ${r}
  join ${questao} on ${questao.tenantId} = ${r.tenantId} and ${questao.id} = ${r.questaoId}
  left join ${c} on ${c.respostaId} = ${r.id}
  where ${r.usuarioAvaliacaoId} = ${ua.id} and ${questao.tipo} in (${sql.join(
    CORRECTED_KINDS.map((k) => sql`${k}`),
    sql`, `,
  )}) and ${c.id} is null
)`;

const rowColumns = {
  id: ua.id,
  avaliacaoId: ua.avaliacaoId,
  title: avaliacao.titulo,
  usuarioId: ua.usuarioId,
  userName: usuario.nomeCompleto,
  userEmail: identidade.email,
  finalizadoEm: ua.finalizadoEm,
  status: ua.status,
  pendingAnswers: pendingAnswersOf,
  nota: ua.nota,
  cursoTitulo: curso.titulo,
  formacaoTitulo: formacao.titulo,
};
export type EvaluatorRowData = {
  id: string;
  avaliacaoId: string;
  title: string;
  usuarioId: string;
  userName: string;
  userEmail: string;
  finalizadoEm: Date | null;
  status: (typeof ua.$inferSelect)['status'];
  pendingAnswers: number;
  nota: number | null;
  cursoTitulo: string | null;
  formacaoTitulo: string | null;
};

/** Attempts with their assessment, person and context titles. */
const evaluatorRows = (ex: Executor) =>
  ex
    .select(rowColumns)
    .from(ua)
    .innerJoin(avaliacao, and(eq(avaliacao.tenantId, ua.tenantId), eq(avaliacao.id, ua.avaliacaoId)))
    .innerJoin(usuario, eq(usuario.id, ua.usuarioId))
    .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
    .leftJoin(curso, and(eq(curso.tenantId, ua.tenantId), eq(curso.id, ua.cursoId)))
    .leftJoin(formacao, and(eq(formacao.tenantId, ua.tenantId), eq(formacao.id, ua.formacaoId)));

/** Attempts of the assessments the person evaluates. */
const evaluatedBy = (tenantId: string, evaluatorId: string): SQL =>
  inArray(
    ua.avaliacaoId,
    sql`(select ${avaliacaoAvaliador.avaliacaoId} from ${avaliacaoAvaliador} where ${avaliacaoAvaliador.tenantId} = ${tenantId} and ${avaliacaoAvaliador.usuarioId} = ${evaluatorId})`,
  );

export type ListFilters = { status: EvaluatorFilter; avaliacaoId?: string; search?: string };

const listWhere = (tenantId: string, evaluatorId: string, f: ListFilters): SQL => {
  const pending = eq(ua.status, 'PendenteDeCorrecao');
  const corrected = isNotNull(ua.corrigidoEm);
  const parts: (SQL | undefined)[] = [
    eq(ua.tenantId, tenantId),
    evaluatedBy(tenantId, evaluatorId),
    f.status === 'pending' ? pending : f.status === 'corrected' ? corrected : or(pending, corrected),
  ];
  if (f.avaliacaoId) parts.push(eq(ua.avaliacaoId, f.avaliacaoId));
  if (f.search) {
    const pattern = containsPattern(f.search);
    parts.push(or(ilike(usuario.nomeCompleto, pattern), ilike(identidade.email, pattern)));
  }
  return and(...parts)!;
};

export const countEvaluatorRows = async (ex: Executor, tenantId: string, evaluatorId: string, f: ListFilters): Promise<number> =>
  (
    await ex
      .select({ total: count() })
      .from(ua)
      .innerJoin(usuario, eq(usuario.id, ua.usuarioId))
      .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
      .where(listWhere(tenantId, evaluatorId, f))
  )[0].total;

/** A page of the attempts the person corrects, newest finished first. */
export const listEvaluatorRows = (ex: Executor, tenantId: string, evaluatorId: string, f: ListFilters, offset: number, limit: number): Promise<EvaluatorRowData[]> =>
  evaluatorRows(ex)
    .where(listWhere(tenantId, evaluatorId, f))
    .orderBy(sql`${ua.finalizadoEm} desc nulls last`, desc(ua.id))
    .offset(offset)
    .limit(limit);

/** Every finished attempt (any status but open) of one person in one assessment, newest first. */
export const personAttemptRows = (ex: Executor, tenantId: string, avaliacaoId: string, usuarioId: string): Promise<EvaluatorRowData[]> =>
  evaluatorRows(ex)
    .where(and(eq(ua.tenantId, tenantId), eq(ua.avaliacaoId, avaliacaoId), eq(ua.usuarioId, usuarioId), ne(ua.status, 'Pendente')))
    .orderBy(sql`${ua.finalizadoEm} desc nulls last`, desc(ua.id));

// ---------------------------------------------------------------- one attempt

/** An attempt with its assessment and person (null when not of the tenant); `lock` holds it for the transaction. */
export const findAttemptWithPerson = async (ex: Executor, tenantId: string, id: string, lock = false) => {
  const query = ex
    .select({
      attempt: ua,
      titulo: avaliacao.titulo,
      tipo: avaliacao.tipo,
      notaMinima: avaliacao.notaMinima,
      userName: usuario.nomeCompleto,
      userEmail: identidade.email,
      userLanguage: usuario.idiomaPreferido,
    })
    .from(ua)
    .innerJoin(avaliacao, and(eq(avaliacao.tenantId, ua.tenantId), eq(avaliacao.id, ua.avaliacaoId)))
    .innerJoin(usuario, eq(usuario.id, ua.usuarioId))
    .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
    .where(and(eq(ua.tenantId, tenantId), eq(ua.id, id)))
    .limit(1);
  return (await (lock ? query.for('update', { of: ua }) : query))[0] ?? null;
};
export type AttemptData = NonNullable<Awaited<ReturnType<typeof findAttemptWithPerson>>>;

const correctionColumns = {
  id: c.id,
  respostaId: c.respostaId,
  avaliadorId: c.avaliadorId,
  nota: c.nota,
  observacoes: c.observacoes,
  atualizadoEm: c.atualizadoEm,
  evaluatorName: usuario.nomeCompleto,
};
export type CorrectionRow = { id: string; respostaId: string; avaliadorId: string; nota: number; observacoes: string | null; atualizadoEm: Date; evaluatorName: string };

/** The corrections of some answers, with the evaluator's name. */
export const correctionsWithEvaluator = (ex: Executor, tenantId: string, respostaIds: string[]): Promise<CorrectionRow[]> =>
  respostaIds.length === 0
    ? Promise.resolve([])
    : ex
        .select(correctionColumns)
        .from(c)
        .innerJoin(usuario, eq(usuario.id, c.avaliadorId))
        .where(and(eq(c.tenantId, tenantId), inArray(c.respostaId, respostaIds)));

// ---------------------------------------------------------------- one answer, one correction

/** An answer with its question and attempt (null when not of the tenant). */
export const findAnswerInAttempt = async (ex: Executor, tenantId: string, respostaId: string) =>
  (
    await ex
      .select({ answer: r, questao, attemptId: ua.id, avaliacaoId: ua.avaliacaoId, attemptStatus: ua.status })
      .from(r)
      .innerJoin(questao, and(eq(questao.tenantId, r.tenantId), eq(questao.id, r.questaoId)))
      .innerJoin(ua, and(eq(ua.tenantId, r.tenantId), eq(ua.id, r.usuarioAvaliacaoId)))
      .where(and(eq(r.tenantId, tenantId), eq(r.id, respostaId)))
      .limit(1)
  )[0] ?? null;

/** The answer a correction belongs to (null when the correction is not of the tenant). */
export const answerIdOfCorrection = async (ex: Executor, tenantId: string, correcaoId: string): Promise<string | null> =>
  (await ex.select({ respostaId: c.respostaId }).from(c).where(and(eq(c.tenantId, tenantId), eq(c.id, correcaoId))).limit(1))[0]?.respostaId ?? null;

/** Creates the answer's correction, or replaces its score and observations (one correction per answer). */
export const upsertCorrection = async (ex: Executor, tenantId: string, v: { respostaId: string; avaliadorId: string; nota: number; observacoes: string | null }) => {
  const now = new Date();
  await ex
    .insert(c)
    .values({ tenantId, ...v })
    .onConflictDoUpdate({ target: c.respostaId, set: { avaliadorId: v.avaliadorId, nota: v.nota, observacoes: v.observacoes, atualizadoEm: now } });
};

// ---------------------------------------------------------------- finishing

/** Releases a corrected answer's grade. */
export const gradeAnswer = async (ex: Executor, tenantId: string, respostaId: string, v: { nota: number; correta: boolean; parcialmenteCorreta: boolean }) => {
  await ex
    .update(r)
    .set(v)
    .where(and(eq(r.tenantId, tenantId), eq(r.id, respostaId)));
};
