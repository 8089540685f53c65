import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { durationSeconds, type AvaliacaoTipo, type TentativaStatus } from '@plataforma/shared/assessments';
import type { InscricaoStatus, InscricaoTipo } from '@plataforma/shared/enrolment';
import type { Executor } from '../../core/db';
import { assertTenantIds } from '../../core/tenant-ids';
import { avaliacao, avaliacaoProgresso, curso, cursoItem, midiaArquivo, formacao, formacaoEtapa, formacaoEtapaItem, inscricao, midia, midiaProgresso, preRequisito, termoDeUso } from '../../db/schema';

/** A course or a trail. */
export type ContentRef = { tipo: InscricaoTipo; id: string };

/**
 * The person's progress in the object of the row (`midia` of the query) in a context (course and/or trail; none =
 * the object alone). The columns are written qualified: single-table selects render their own columns bare.
 */
const progressIn = (usuarioId: string, cursoId: SQL | string | null, formacaoId: SQL | string | null) =>
  sql<number>`coalesce((select p.percentual from midia_progresso p where p.tenant_id = "midia"."tenant_id" and p.usuario_id = ${usuarioId}::uuid and p.midia_id = "midia"."id"
    and ${cursoId === null ? sql`p.curso_id is null` : sql`p.curso_id = ${typeof cursoId === 'string' ? sql`${cursoId}::uuid` : cursoId}`} and ${formacaoId === null ? sql`p.formacao_id is null` : sql`p.formacao_id = ${typeof formacaoId === 'string' ? sql`${formacaoId}::uuid` : formacaoId}`} limit 1), 0)`.mapWith(Number);

/** When the person's progress row of the object (`midia` of the query) in a context last changed (null without one). */
const progressUpdatedIn = (usuarioId: string, cursoId: SQL | null, formacaoId: string | null) =>
  sql<Date | null>`(select p.atualizado_em from midia_progresso p where p.tenant_id = "midia"."tenant_id" and p.usuario_id = ${usuarioId}::uuid and p.midia_id = "midia"."id"
    and ${cursoId === null ? sql`p.curso_id is null` : sql`p.curso_id = ${cursoId}`} and ${formacaoId === null ? sql`p.formacao_id is null` : sql`p.formacao_id = ${formacaoId}::uuid`} limit 1)`.mapWith((v: string | Date | null) => (v === null ? null : new Date(v)));

// ---------------------------------------------------------------- contents

const generalColumns = (t: typeof curso | typeof formacao) => ({
  id: t.id,
  titulo: t.titulo,
  descricao: t.descricao,
  cargaHoraria: t.cargaHoraria,
  certificadoId: t.certificadoId,
  obrigatorio: t.obrigatorio,
  sequenciaObrigatoria: t.sequenciaObrigatoria,
  limiteDeDiasParaConclusao: t.limiteDeDiasParaConclusao,
  aproveitamentoRequerido: t.aproveitamentoRequerido,
  ativo: t.ativo,
  origem: t.origem,
  termoIntroducaoId: t.termoIntroducaoId,
  termoConclusaoId: t.termoConclusaoId,
  modoLiberacao: t.modoLiberacao,
  dataHoraLiberacao: t.dataHoraLiberacao,
});

/** What the classroom reads of a course or a trail (both have these columns). */
export type GeneralRow = Pick<typeof curso.$inferSelect, keyof ReturnType<typeof generalColumns>>;

// ---------------------------------------------------------------- enrolment

export type EnrolmentRow = typeof inscricao.$inferSelect;

const enrolmentOf = (tenantId: string, usuarioId: string, ref: ContentRef) =>
  and(eq(inscricao.tenantId, tenantId), eq(inscricao.usuarioId, usuarioId), ref.tipo === 'curso' ? eq(inscricao.cursoId, ref.id) : eq(inscricao.formacaoId, ref.id));

/**
 * A course or trail with the person's active enrolment in it (null when none: a cancelled one does not count) and
 * whether it has prerequisites, in one statement: null when the content is not in the tenant.
 */
export const findContentWithEnrolment = async (
  ex: Executor,
  tenantId: string,
  usuarioId: string,
  ref: ContentRef,
): Promise<{ content: GeneralRow; enrolment: EnrolmentRow | null; hasPrerequisites: boolean } | null> => {
  const t = ref.tipo === 'curso' ? curso : formacao;
  const own = ref.tipo === 'curso' ? sql`curso_id` : sql`formacao_id`;
  const row = (
    await ex
      .select({
        content: generalColumns(t),
        enrolment: inscricao,
        hasPrerequisites: sql<boolean>`exists (select 1 from ${preRequisito} pr where pr.tenant_id = ${t.tenantId} and pr.${own} = ${t.id})`,
      })
      .from(t)
      .leftJoin(
        inscricao,
        and(eq(inscricao.tenantId, t.tenantId), eq(inscricao.usuarioId, usuarioId), eq(ref.tipo === 'curso' ? inscricao.cursoId : inscricao.formacaoId, t.id), eq(inscricao.ativo, true)),
      )
      .where(and(eq(t.tenantId, tenantId), eq(t.id, ref.id)))
      .limit(1)
  )[0];
  return row ? { content: row.content, enrolment: row.enrolment, hasPrerequisites: row.hasPrerequisites } : null;
};

/** What the roll-up reads of the content besides the enrolment. */
export type RollUpContent = Pick<GeneralRow, 'limiteDeDiasParaConclusao' | 'aproveitamentoRequerido'>;

/**
 * The person's active enrolment, locked for the rest of the transaction (roll-ups of concurrent reports apply one
 * after the other), with the content's time limit and required score: one statement (only the enrolment is locked).
 */
export const findActiveEnrolmentForUpdate = async (
  ex: Executor,
  tenantId: string,
  usuarioId: string,
  ref: ContentRef,
): Promise<{ enrolment: EnrolmentRow; content: RollUpContent } | null> => {
  const t = ref.tipo === 'curso' ? curso : formacao;
  const row = (
    await ex
      .select({ enrolment: inscricao, limiteDeDiasParaConclusao: t.limiteDeDiasParaConclusao, aproveitamentoRequerido: t.aproveitamentoRequerido })
      .from(inscricao)
      .innerJoin(t, and(eq(t.tenantId, inscricao.tenantId), eq(t.id, ref.tipo === 'curso' ? inscricao.cursoId : inscricao.formacaoId)))
      .where(and(enrolmentOf(tenantId, usuarioId, ref), eq(inscricao.ativo, true)))
      .for('update', { of: inscricao })
  )[0];
  return row ? { enrolment: row.enrolment, content: { limiteDeDiasParaConclusao: row.limiteDeDiasParaConclusao, aproveitamentoRequerido: row.aproveitamentoRequerido } } : null;
};

export type EnrolmentUpdate = { percentual: number; status: InscricaoStatus; aproveitamento: number | null; iniciadoEm: Date | null; concluidoEm: Date | null; atualizadoEm: Date };

export const updateEnrolmentProgress = (ex: Executor, tenantId: string, id: string, v: EnrolmentUpdate) =>
  ex.update(inscricao).set(v).where(and(eq(inscricao.tenantId, tenantId), eq(inscricao.id, id)));

/** Records the acceptance of a term (the first acceptance is kept); answers the instant stored. */
export const acceptTerm = async (ex: Executor, tenantId: string, id: string, momento: 'introducao' | 'conclusao', at: Date): Promise<Date> => {
  const column = momento === 'introducao' ? inscricao.termoIntroducaoAceitoEm : inscricao.termoConclusaoAceitoEm;
  const key = momento === 'introducao' ? 'termoIntroducaoAceitoEm' : 'termoConclusaoAceitoEm';
  const [row] = await ex
    .update(inscricao)
    .set({ [key]: sql`coalesce(${column}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(inscricao.tenantId, tenantId), eq(inscricao.id, id)))
    .returning({ at: column });
  return row.at ?? at;
};

// ---------------------------------------------------------------- items

export type ObjectRow = {
  midiaId: string;
  nome: string;
  descricao: string | null;
  tipo: (typeof midia.$inferSelect)['tipo'];
  duracao: number | null;
  ativo: boolean;
  obrigatorio: boolean;
  percentual: number;
};

const objectColumns = {
  midiaId: midia.id,
  nome: midia.nome,
  descricao: midia.descricao,
  tipo: midia.tipo,
  duracao: midia.duracao,
  ativo: midia.ativo,
};

/** The caller's standing in an assessment item (avaliacao_progresso of the context; no row = no attempt yet). */
export type AssessmentStandingRow = { tipo: AvaliacaoTipo; status: TentativaStatus | null; nota: number | null; aprovado: boolean };

/**
 * An item of a course or a trail step that is an object or an assessment, with the person's progress in the
 * context; `avaliacao` holds an assessment's standing (null for objects). Durations are seconds (an assessment's
 * timer, null without one).
 */
export type ItemRow = {
  tipo: 'midia' | 'avaliacao';
  id: string;
  nome: string;
  descricao: string | null;
  midiaTipo: (typeof midia.$inferSelect)['tipo'] | null;
  duracao: number | null;
  ativo: boolean;
  obrigatorio: boolean;
  percentual: number;
  avaliacao: AssessmentStandingRow | null;
  /** When its progress row in the context last changed: the completion date once it is at 100 (progress never falls). */
  atualizadoEm: Date | null;
};

/** The object's or assessment's columns of an item row (both tables left-joined), with the progress of the context. */
const targetColumns = (usuarioId: string, cursoId: SQL | null, formacaoId: string | null) => ({
  midiaId: midia.id,
  midiaNome: midia.nome,
  midiaDescricao: midia.descricao,
  midiaTipo: midia.tipo,
  midiaDuracao: midia.duracao,
  midiaAtivo: midia.ativo,
  midiaPercentual: progressIn(usuarioId, cursoId, formacaoId),
  midiaAtualizadoEm: progressUpdatedIn(usuarioId, cursoId, formacaoId),
  avaliacaoId: avaliacao.id,
  avaliacaoTitulo: avaliacao.titulo,
  avaliacaoObservacao: avaliacao.observacao,
  avaliacaoDuracao: avaliacao.duracao,
  avaliacaoTipo: avaliacao.tipo,
  avaliacaoAtivo: avaliacao.ativo,
  apPercentual: avaliacaoProgresso.percentual,
  apNota: avaliacaoProgresso.nota,
  apAprovado: avaliacaoProgresso.aprovado,
  apStatus: avaliacaoProgresso.status,
  apAtualizadoEm: avaliacaoProgresso.atualizadoEm,
});
type DataOf<T> = T extends SQL<infer D> ? D : T extends PgColumn ? T['_']['data'] : never;
type TargetRow = { [K in keyof ReturnType<typeof targetColumns>]: DataOf<ReturnType<typeof targetColumns>[K]> | null };

/** The person's avaliacao_progresso row of the item's assessment in a context (course column and trail). */
const assessmentProgressJoin = (tenantId: SQL | PgColumn, usuarioId: string, avaliacaoId: PgColumn, cursoId: PgColumn | null, formacaoId: string | null) =>
  and(
    eq(avaliacaoProgresso.tenantId, tenantId),
    eq(avaliacaoProgresso.usuarioId, usuarioId),
    eq(avaliacaoProgresso.avaliacaoId, avaliacaoId),
    cursoId ? eq(avaliacaoProgresso.cursoId, cursoId) : isNull(avaliacaoProgresso.cursoId),
    formacaoId ? eq(avaliacaoProgresso.formacaoId, formacaoId) : isNull(avaliacaoProgresso.formacaoId),
  );

/** An item row of an object or an assessment (null when neither is there). */
const itemOf = (r: TargetRow, obrigatorio: boolean): ItemRow | null => {
  if (r.avaliacaoId)
    return {
      tipo: 'avaliacao',
      id: r.avaliacaoId,
      nome: r.avaliacaoTitulo ?? '',
      descricao: r.avaliacaoObservacao,
      midiaTipo: null,
      duracao: durationSeconds(r.avaliacaoDuracao),
      ativo: r.avaliacaoAtivo ?? false,
      obrigatorio,
      percentual: r.apPercentual ?? 0,
      avaliacao: { tipo: r.avaliacaoTipo ?? 'Aprendizagem', status: r.apStatus, nota: r.apNota === null ? null : Number(r.apNota), aprovado: r.apAprovado ?? false },
      atualizadoEm: r.apAtualizadoEm,
    };
  if (r.midiaId)
    return {
      tipo: 'midia',
      id: r.midiaId,
      nome: r.midiaNome ?? '',
      descricao: r.midiaDescricao,
      midiaTipo: r.midiaTipo,
      duracao: r.midiaDuracao,
      ativo: r.midiaAtivo ?? false,
      obrigatorio,
      percentual: Number(r.midiaPercentual ?? 0),
      avaliacao: null,
      atualizadoEm: r.midiaAtualizadoEm,
    };
  return null;
};

/**
 * The items (objects and assessments) of courses in order, with the person's progress in the context (course, and
 * the trail when the courses are taken inside one). One query for every course given.
 */
export const courseItems = async (ex: Executor, tenantId: string, usuarioId: string, cursoIds: string[], formacaoId: string | null): Promise<(ItemRow & { cursoId: string })[]> => {
  if (cursoIds.length === 0) return [];
  const rows = await ex
    .select({ cursoId: cursoItem.cursoId, obrigatorio: cursoItem.obrigatorio, ...targetColumns(usuarioId, sql`"curso_item"."curso_id"`, formacaoId) })
    .from(cursoItem)
    .leftJoin(midia, and(eq(midia.tenantId, cursoItem.tenantId), eq(midia.id, cursoItem.midiaId)))
    .leftJoin(avaliacao, and(eq(avaliacao.tenantId, cursoItem.tenantId), eq(avaliacao.id, cursoItem.avaliacaoId)))
    .leftJoin(avaliacaoProgresso, assessmentProgressJoin(cursoItem.tenantId, usuarioId, cursoItem.avaliacaoId, cursoItem.cursoId, formacaoId))
    .where(and(eq(cursoItem.tenantId, tenantId), inArray(cursoItem.cursoId, cursoIds)))
    .orderBy(asc(cursoItem.cursoId), asc(cursoItem.ordem));
  return rows.flatMap((r) => {
    const item = itemOf(r, r.obrigatorio);
    return item ? [{ ...item, cursoId: r.cursoId }] : [];
  });
};

/** The steps of a trail in order. */
export const trailSteps = (ex: Executor, tenantId: string, formacaoId: string) =>
  ex
    .select({ id: formacaoEtapa.id, nome: formacaoEtapa.nome, cargaHoraria: formacaoEtapa.cargaHoraria })
    .from(formacaoEtapa)
    .where(and(eq(formacaoEtapa.tenantId, tenantId), eq(formacaoEtapa.formacaoId, formacaoId)))
    .orderBy(asc(formacaoEtapa.ordem));

/**
 * The items of a trail's steps in order: objects and assessments (`item`) with the person's progress in the trail's
 * context, and courses (their items come from `courseItems` with the trail as context).
 */
export const trailItems = async (ex: Executor, tenantId: string, usuarioId: string, formacaoId: string) => {
  const rows = await ex
    .select({
      etapaId: formacaoEtapaItem.etapaId,
      tipo: formacaoEtapaItem.tipo,
      cursoId: formacaoEtapaItem.cursoId,
      cursoTitulo: curso.titulo,
      cursoDescricao: curso.descricao,
      cursoSequencial: curso.sequenciaObrigatoria,
      ...targetColumns(usuarioId, null, formacaoId),
      // The same content taken on its own: the person's active course enrolment, or the object's own progress.
      ownCourse: sql<{ status: InscricaoStatus; percentual: number; concluidoEm: string | null } | null>`(select json_build_object('status', i.status, 'percentual', i.percentual, 'concluidoEm', i.concluido_em)
        from inscricao i where i.tenant_id = ${formacaoEtapaItem.tenantId} and i.usuario_id = ${usuarioId}::uuid and i.curso_id = ${formacaoEtapaItem.cursoId} and i.ativo limit 1)`,
      ownMidiaPercentual: progressIn(usuarioId, null, null),
      ownMidiaAtualizadoEm: progressUpdatedIn(usuarioId, null, null),
    })
    .from(formacaoEtapaItem)
    .innerJoin(formacaoEtapa, and(eq(formacaoEtapa.tenantId, formacaoEtapaItem.tenantId), eq(formacaoEtapa.id, formacaoEtapaItem.etapaId)))
    .leftJoin(curso, and(eq(curso.tenantId, formacaoEtapaItem.tenantId), eq(curso.id, formacaoEtapaItem.cursoId)))
    .leftJoin(midia, and(eq(midia.tenantId, formacaoEtapaItem.tenantId), eq(midia.id, formacaoEtapaItem.midiaId)))
    .leftJoin(avaliacao, and(eq(avaliacao.tenantId, formacaoEtapaItem.tenantId), eq(avaliacao.id, formacaoEtapaItem.avaliacaoId)))
    .leftJoin(avaliacaoProgresso, assessmentProgressJoin(formacaoEtapaItem.tenantId, usuarioId, formacaoEtapaItem.avaliacaoId, null, formacaoId))
    .where(and(eq(formacaoEtapaItem.tenantId, tenantId), eq(formacaoEtapaItem.formacaoId, formacaoId)))
    .orderBy(asc(formacaoEtapa.ordem), asc(formacaoEtapaItem.ordem));
  return rows.map((r) => ({
    etapaId: r.etapaId,
    cursoId: r.tipo === 'curso' ? r.cursoId : null,
    cursoTitulo: r.cursoTitulo,
    cursoDescricao: r.cursoDescricao,
    cursoSequencial: r.cursoSequencial,
    item: r.tipo === 'curso' ? null : itemOf(r, true),
    ownCourse: r.tipo === 'curso' && r.ownCourse ? { ...r.ownCourse, concluidoEm: r.ownCourse.concluidoEm ? new Date(r.ownCourse.concluidoEm) : null } : null,
    ownMidia: r.tipo === 'midia' && r.midiaId ? { percentual: Number(r.ownMidiaPercentual ?? 0), atualizadoEm: r.ownMidiaAtualizadoEm } : null,
  }));
};

/** One object on its own, with the person's progress in the standalone context. */
export const standaloneObject = async (ex: Executor, tenantId: string, usuarioId: string, midiaId: string) =>
  (
    await ex
      .select({ ...objectColumns, origem: midia.origem, percentual: progressIn(usuarioId, null, null) })
      .from(midia)
      .where(and(eq(midia.tenantId, tenantId), eq(midia.id, midiaId)))
  )[0] ?? null;

// ---------------------------------------------------------------- an answer to an open attempt

/**
 * What may have changed since an attempt at an assessment item was started, read in one statement (the answer's
 * check; docs/classroom.md): the content (active, release, time limit), the person's active enrolment (null when
 * cancelled), whether the introduction term exists, whether a prerequisite is incomplete, and whether the assessment is
 * still an item of the content in that context (`cursoId`: the course inside the trail, null for an item placed
 * directly in a step or for a course). Null when the content is not in the tenant.
 */
export const openItemState = async (ex: Executor, tenantId: string, usuarioId: string, ref: ContentRef, item: { avaliacaoId: string; cursoId: string | null }) => {
  const t = ref.tipo === 'curso' ? curso : formacao;
  const own = ref.tipo === 'curso' ? sql`curso_id` : sql`formacao_id`;
  /** The assessment is an item of course `cursoId` (its row present, as the classroom's item list requires). */
  const inCourse = (cursoId: SQL) =>
    sql`exists (select 1 from curso_item ci join avaliacao a on a.tenant_id = ci.tenant_id and a.id = ci.avaliacao_id
      where ci.tenant_id = ${t.tenantId} and ci.curso_id = ${cursoId} and ci.avaliacao_id = ${item.avaliacaoId}::uuid)`;
  /** A step item of the trail of this kind (`curso` for a course, any other kind for an object or an assessment). */
  const inTrail = (condition: SQL) =>
    sql`exists (select 1 from formacao_etapa_item fi join formacao_etapa fe on fe.tenant_id = fi.tenant_id and fe.id = fi.etapa_id
      where fi.tenant_id = ${t.tenantId} and fi.formacao_id = ${t.id} and ${condition})`;
  const inContent =
    ref.tipo === 'curso'
      ? inCourse(sql`${t.id}`)
      : item.cursoId
        ? sql`(${inTrail(sql`fi.tipo = 'curso' and fi.curso_id = ${item.cursoId}::uuid`)} and ${inCourse(sql`${item.cursoId}::uuid`)})`
        : inTrail(sql`fi.tipo <> 'curso' and fi.avaliacao_id = ${item.avaliacaoId}::uuid and exists (select 1 from avaliacao a where a.tenant_id = fi.tenant_id and a.id = fi.avaliacao_id)`);
  const row = (
    await ex
      .select({
        ativo: t.ativo,
        modoLiberacao: t.modoLiberacao,
        dataHoraLiberacao: t.dataHoraLiberacao,
        limiteDeDiasParaConclusao: t.limiteDeDiasParaConclusao,
        enrolment: { id: inscricao.id, percentual: inscricao.percentual, dataInscricao: inscricao.dataInscricao, status: inscricao.status, termoIntroducaoAceitoEm: inscricao.termoIntroducaoAceitoEm },
        introTerm: sql<boolean>`exists (select 1 from ${termoDeUso} tu where tu.tenant_id = ${t.tenantId} and tu.id = ${t.termoIntroducaoId})`,
        // As prerequisitesOf: the person's progress in each required content (0 when not enrolled), complete at 100.
        prerequisitePending: sql<boolean>`exists (select 1 from ${preRequisito} pr where pr.tenant_id = ${t.tenantId} and pr.${own} = ${t.id}
          and coalesce((select i.percentual from ${inscricao} i where i.tenant_id = pr.tenant_id and i.usuario_id = ${usuarioId}::uuid and i.ativo
            and (i.curso_id = pr.requer_curso_id or i.formacao_id = pr.requer_formacao_id) limit 1), 0) < 100)`,
        inContent: sql<boolean>`${inContent}`,
      })
      .from(t)
      .leftJoin(
        inscricao,
        and(eq(inscricao.tenantId, t.tenantId), eq(inscricao.usuarioId, usuarioId), eq(ref.tipo === 'curso' ? inscricao.cursoId : inscricao.formacaoId, t.id), eq(inscricao.ativo, true)),
      )
      .where(and(eq(t.tenantId, tenantId), eq(t.id, ref.id)))
      .limit(1)
  )[0];
  return row ?? null;
};

// ---------------------------------------------------------------- terms and prerequisites

export const findTerms = async (ex: Executor, tenantId: string, ids: string[]) =>
  ids.length === 0
    ? []
    : ex.select({ id: termoDeUso.id, nome: termoDeUso.nome, conteudo: termoDeUso.conteudo }).from(termoDeUso).where(and(eq(termoDeUso.tenantId, tenantId), inArray(termoDeUso.id, ids)));

/** The prerequisites of a course or trail with their titles and the person's progress in each (0 when not enrolled). */
export const prerequisitesOf = (ex: Executor, tenantId: string, usuarioId: string, ref: ContentRef) =>
  ex
    .select({
      cursoId: preRequisito.requerCursoId,
      formacaoId: preRequisito.requerFormacaoId,
      titulo: sql<string>`coalesce(${curso.titulo}, ${formacao.titulo})`,
      percentual: sql<number>`coalesce((select i.percentual from ${inscricao} i where i.tenant_id = ${preRequisito.tenantId} and i.usuario_id = ${usuarioId}::uuid and i.ativo
        and (i.curso_id = ${preRequisito.requerCursoId} or i.formacao_id = ${preRequisito.requerFormacaoId}) limit 1), 0)`.mapWith(Number),
    })
    .from(preRequisito)
    .leftJoin(curso, and(eq(curso.tenantId, preRequisito.tenantId), eq(curso.id, preRequisito.requerCursoId)))
    .leftJoin(formacao, and(eq(formacao.tenantId, preRequisito.tenantId), eq(formacao.id, preRequisito.requerFormacaoId)))
    .where(and(eq(preRequisito.tenantId, tenantId), ref.tipo === 'curso' ? eq(preRequisito.cursoId, ref.id) : eq(preRequisito.formacaoId, ref.id)));

// ---------------------------------------------------------------- roll-up

/**
 * Everything the roll-up of one enrolment needs, in one query: a course answers its items' progress in its own
 * context; a trail answers one entry per step item: an object's or an assessment's progress in the trail's context or,
 * for a course, its items' progress in the (course, trail) context. Each item: `p` percent, `o` counts (obrigatorio),
 * `g` a graded assessment (not a reaction survey), `n` its best score, `a` approved.
 */
export const rollUpInputs = async (ex: Executor, tenantId: string, usuarioId: string, ref: ContentRef): Promise<RollUpInput[]> => {
  /** The json of one item from its object progress `mp`, its assessment `av` and assessment progress `ap`. */
  const itemJson = (obrigatorio: SQL) =>
    sql`json_build_object('p', coalesce(mp.percentual, ap.percentual, 0), 'o', ${obrigatorio}, 'g', coalesce(av.tipo <> 'Reacao', false), 'n', ap.nota, 'a', coalesce(ap.aprovado, false))`;
  /** Joins the progress of an item row `x` (midia_id, avaliacao_id) in the context (course column, trail column). */
  const progressJoins = (x: string, cursoId: SQL, formacaoId: SQL) => sql`
    left join midia_progresso mp on mp.tenant_id = ${sql.raw(x)}.tenant_id and mp.usuario_id = ${usuarioId}::uuid and mp.midia_id = ${sql.raw(x)}.midia_id
      and mp.curso_id is not distinct from ${cursoId} and mp.formacao_id is not distinct from ${formacaoId}
    left join avaliacao av on av.tenant_id = ${sql.raw(x)}.tenant_id and av.id = ${sql.raw(x)}.avaliacao_id
    left join avaliacao_progresso ap on ap.tenant_id = ${sql.raw(x)}.tenant_id and ap.usuario_id = ${usuarioId}::uuid and ap.avaliacao_id = ${sql.raw(x)}.avaliacao_id
      and ap.curso_id is not distinct from ${cursoId} and ap.formacao_id is not distinct from ${formacaoId}`;
  if (ref.tipo === 'curso') {
    type CourseAgg = { itens: RollUpItem[] | null };
    const rows = await ex.execute(sql`
      select json_agg(${itemJson(sql`ci.obrigatorio`)} order by ci.ordem) as itens
      from curso_item ci
      ${progressJoins('ci', sql`ci.curso_id`, sql`null::uuid`)}
      where ci.tenant_id = ${tenantId}::uuid and ci.curso_id = ${ref.id}::uuid`);
    return [{ kind: 'curso', itens: rowsOf<CourseAgg>(rows)[0]?.itens ?? [] }];
  }
  type TrailAgg = { tipo: 'midia' | 'curso' | 'avaliacao'; item: RollUpItem; itens: RollUpItem[] | null; own: OwnStanding | null };
  const rows = await ex.execute(sql`
    select fi.tipo, ${itemJson(sql`true`)} as item,
      case fi.tipo
        when 'curso' then (select json_build_object('status', i.status, 'percentual', i.percentual) from inscricao i
          where i.tenant_id = fi.tenant_id and i.usuario_id = ${usuarioId}::uuid and i.curso_id = fi.curso_id and i.ativo limit 1)
        when 'midia' then (select json_build_object('percentual', p.percentual) from midia_progresso p
          where p.tenant_id = fi.tenant_id and p.usuario_id = ${usuarioId}::uuid and p.midia_id = fi.midia_id and p.curso_id is null and p.formacao_id is null limit 1)
      end as own,
      (select json_agg(${itemJson(sql`ci.obrigatorio`)} order by ci.ordem)
         from curso_item ci
         ${progressJoins('ci', sql`ci.curso_id`, sql`fi.formacao_id`)}
        where fi.tipo = 'curso' and ci.tenant_id = fi.tenant_id and ci.curso_id = fi.curso_id) as itens
    from formacao_etapa_item fi
    ${progressJoins('fi', sql`null::uuid`, sql`fi.formacao_id`)}
    where fi.tenant_id = ${tenantId}::uuid and fi.formacao_id = ${ref.id}::uuid`);
  return rowsOf<TrailAgg>(rows).map((r): RollUpInput => (r.tipo === 'curso' ? { kind: 'curso', itens: r.itens ?? [], own: r.own } : { kind: 'item', item: r.item, own: r.own }));
};

/**
 * Of `usuarioIds`, the people with work a trail enrolment of theirs would count: progress or assessment standing in
 * the trail's context, an object of a step opened on its own, or an active enrolment in a course of a step that has
 * started, or a stored standing in the trail itself (enrolled again). One statement; the others' enrolment in the
 * trail starts at 0 and needs no roll-up.
 */
export const peopleWithTrailWork = async (ex: Executor, tenantId: string, formacaoId: string, usuarioIds: string[]): Promise<string[]> => {
  if (usuarioIds.length === 0) return [];
  const ids = sql`${`{${usuarioIds.join(',')}}`}::uuid[]`;
  const rows = await ex.execute(sql`
    select mp.usuario_id from midia_progresso mp
     where mp.tenant_id = ${tenantId}::uuid and mp.usuario_id = any(${ids}) and mp.formacao_id = ${formacaoId}::uuid
    union
    select ap.usuario_id from avaliacao_progresso ap
     where ap.tenant_id = ${tenantId}::uuid and ap.usuario_id = any(${ids}) and ap.formacao_id = ${formacaoId}::uuid
    union
    select mp.usuario_id from midia_progresso mp
      join formacao_etapa_item fi on fi.tenant_id = mp.tenant_id and fi.formacao_id = ${formacaoId}::uuid and fi.tipo = 'midia' and fi.midia_id = mp.midia_id
     where mp.tenant_id = ${tenantId}::uuid and mp.usuario_id = any(${ids}) and mp.curso_id is null and mp.formacao_id is null
    union
    select i.usuario_id from inscricao i
      join formacao_etapa_item fi on fi.tenant_id = i.tenant_id and fi.formacao_id = ${formacaoId}::uuid and fi.tipo = 'curso' and fi.curso_id = i.curso_id
     where i.tenant_id = ${tenantId}::uuid and i.usuario_id = any(${ids}) and i.ativo and (i.percentual > 0 or i.concluido_em is not null)
    union
    select t.usuario_id from inscricao t
     where t.tenant_id = ${tenantId}::uuid and t.usuario_id = any(${ids}) and t.formacao_id = ${formacaoId}::uuid and (t.percentual > 0 or t.concluido_em is not null)`);
  return rowsOf<{ usuario_id: string }>(rows).map((r) => r.usuario_id);
};

/**
 * A trail step item's content taken on its own (completed work counts everywhere): a course's active enrolment
 * (status, percent) or an object's progress opened on its own (percent); null when there is none.
 */
export type OwnStanding = { status?: InscricaoStatus; percentual: number };

/** One item of the roll-up (see rollUpInputs). */
export type RollUpItem = { p: number; o: boolean; g: boolean; n: number | null; a: boolean };
export type RollUpInput = { kind: 'curso'; itens: RollUpItem[]; own?: OwnStanding | null } | { kind: 'item'; item: RollUpItem; own?: OwnStanding | null };

/** node-postgres answers { rows }; some drivers answer the array itself. */
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []));

/** The enrolments a progress row of this context counts for: the course alone, or the trail. */
export const touchedRefs = (c: { cursoId: string | null; formacaoId: string | null }): ContentRef[] =>
  c.formacaoId ? [{ tipo: 'formacao', id: c.formacaoId }] : c.cursoId ? [{ tipo: 'curso', id: c.cursoId }] : [];

/** The person's progress row of an object in one context, or null. */
export const progressOf = async (ex: Executor, tenantId: string, usuarioId: string, midiaId: string, c: { cursoId: string | null; formacaoId: string | null }) =>
  (
    await ex
      .select()
      .from(midiaProgresso)
      .where(
        and(
          eq(midiaProgresso.tenantId, tenantId),
          eq(midiaProgresso.usuarioId, usuarioId),
          eq(midiaProgresso.midiaId, midiaId),
          c.cursoId ? eq(midiaProgresso.cursoId, c.cursoId) : isNull(midiaProgresso.cursoId),
          c.formacaoId ? eq(midiaProgresso.formacaoId, c.formacaoId) : isNull(midiaProgresso.formacaoId),
        ),
      )
      .limit(1)
  )[0] ?? null;

/** The card (horizontal, else vertical) or the video cover of each object, for the classroom's items. */
export const coverFilesOf = async (ex: Executor, tenantId: string, midiaIds: string[]): Promise<{ id: string; midiaId: string; papel: string }[]> =>
  midiaIds.length === 0
    ? []
    : ex
        .select({ id: midiaArquivo.id, midiaId: midiaArquivo.midiaId, papel: midiaArquivo.papel })
        .from(midiaArquivo)
        .where(and(eq(midiaArquivo.tenantId, tenantId), inArray(midiaArquivo.midiaId, midiaIds), inArray(midiaArquivo.papel, ['cardHorizontal', 'cardVertical', 'thumbnail'])));

/** The course and trail a report names must be the company's own (422 naming the field, core/tenant-ids.ts). */
export const assertContextOfTenant = async (ex: Executor, tenantId: string, context: { cursoId: string | null; formacaoId: string | null }) => {
  await assertTenantIds(ex, curso, tenantId, context.cursoId, 'cursoId');
  await assertTenantIds(ex, formacao, tenantId, context.formacaoId, 'formacaoId');
};

/**
 * The trails the person holds an active enrolment in that hold this course (a step item) or this object (placed
 * directly in a step): the enrolments to recompute when that content is concluded on its own.
 */
export const activeTrailsHolding = async (ex: Executor, tenantId: string, usuarioId: string, content: { cursoId: string } | { midiaId: string }): Promise<string[]> => {
  const rows = await ex
    .selectDistinct({ formacaoId: formacaoEtapaItem.formacaoId })
    .from(formacaoEtapaItem)
    .innerJoin(
      inscricao,
      and(eq(inscricao.tenantId, formacaoEtapaItem.tenantId), eq(inscricao.formacaoId, formacaoEtapaItem.formacaoId), eq(inscricao.usuarioId, usuarioId), eq(inscricao.ativo, true)),
    )
    .where(
      and(
        eq(formacaoEtapaItem.tenantId, tenantId),
        'cursoId' in content
          ? and(eq(formacaoEtapaItem.tipo, 'curso'), eq(formacaoEtapaItem.cursoId, content.cursoId))
          : and(eq(formacaoEtapaItem.tipo, 'midia'), eq(formacaoEtapaItem.midiaId, content.midiaId)),
      ),
    );
  return rows.map((r) => r.formacaoId);
};
