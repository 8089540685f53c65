import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { InscricaoStatus, InscricaoTipo } from '@plataforma/shared/enrolment';
import type { Executor } from '../../core/db';
import { curso, cursoItem, midiaArquivo, formacao, formacaoEtapa, formacaoEtapaItem, inscricao, midia, midiaProgresso, preRequisito, termoDeUso } from '../../db/schema';

/** A course or a trail. */
export type ContentRef = { tipo: InscricaoTipo; id: string };

/**
 * The person's progress in the object of the row (`midia` of the query) in a context (course and/or trail; none =
 * the object alone). The columns are written qualified: single-table selects render their own columns bare.
 */
const progressIn = (usuarioId: string, cursoId: SQL | string | null, formacaoId: SQL | string | null) =>
  sql<number>`coalesce((select p.percentual from midia_progresso p where p.tenant_id = "midia"."tenant_id" and p.usuario_id = ${usuarioId}::uuid and p.midia_id = "midia"."id"
    and ${cursoId === null ? sql`p.curso_id is null` : sql`p.curso_id = ${typeof cursoId === 'string' ? sql`${cursoId}::uuid` : cursoId}`} and ${formacaoId === null ? sql`p.formacao_id is null` : sql`p.formacao_id = ${typeof formacaoId === 'string' ? sql`${formacaoId}::uuid` : formacaoId}`} limit 1), 0)`.mapWith(Number);

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

export const findCourse = async (ex: Executor, tenantId: string, id: string) =>
  (await ex.select(generalColumns(curso)).from(curso).where(and(eq(curso.tenantId, tenantId), eq(curso.id, id))))[0] ?? null;

export const findTrail = async (ex: Executor, tenantId: string, id: string) =>
  (await ex.select(generalColumns(formacao)).from(formacao).where(and(eq(formacao.tenantId, tenantId), eq(formacao.id, id))))[0] ?? null;

export type GeneralRow = NonNullable<Awaited<ReturnType<typeof findCourse>>>;

export const findContent = (ex: Executor, tenantId: string, ref: ContentRef): Promise<GeneralRow | null> =>
  ref.tipo === 'curso' ? findCourse(ex, tenantId, ref.id) : findTrail(ex, tenantId, ref.id);

// ---------------------------------------------------------------- enrolment

export type EnrolmentRow = typeof inscricao.$inferSelect;

const enrolmentOf = (tenantId: string, usuarioId: string, ref: ContentRef) =>
  and(eq(inscricao.tenantId, tenantId), eq(inscricao.usuarioId, usuarioId), ref.tipo === 'curso' ? eq(inscricao.cursoId, ref.id) : eq(inscricao.formacaoId, ref.id));

/** The person's active enrolment in a course or trail (a cancelled one does not count). */
export const findActiveEnrolment = async (ex: Executor, tenantId: string, usuarioId: string, ref: ContentRef): Promise<EnrolmentRow | null> =>
  (await ex.select().from(inscricao).where(and(enrolmentOf(tenantId, usuarioId, ref), eq(inscricao.ativo, true))))[0] ?? null;

/** Same, locked for the rest of the transaction (roll-ups of concurrent reports apply one after the other). */
export const findActiveEnrolmentForUpdate = async (ex: Executor, tenantId: string, usuarioId: string, ref: ContentRef): Promise<EnrolmentRow | null> =>
  (await ex.select().from(inscricao).where(and(enrolmentOf(tenantId, usuarioId, ref), eq(inscricao.ativo, true))).for('update'))[0] ?? null;

export type EnrolmentUpdate = { percentual: number; status: InscricaoStatus; iniciadoEm: Date | null; concluidoEm: Date | null; atualizadoEm: Date };

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

/**
 * The objects of courses in order, with the person's progress in the context (course, and the trail when the
 * courses are taken inside one). One query for every course given.
 */
export const courseObjects = async (ex: Executor, tenantId: string, usuarioId: string, cursoIds: string[], formacaoId: string | null) => {
  if (cursoIds.length === 0) return [];
  return ex
    .select({ cursoId: cursoItem.cursoId, ...objectColumns, obrigatorio: cursoItem.obrigatorio, percentual: progressIn(usuarioId, sql`"curso_item"."curso_id"`, formacaoId) })
    .from(cursoItem)
    .innerJoin(midia, and(eq(midia.tenantId, cursoItem.tenantId), eq(midia.id, cursoItem.midiaId)))
    .where(and(eq(cursoItem.tenantId, tenantId), inArray(cursoItem.cursoId, cursoIds)))
    .orderBy(asc(cursoItem.cursoId), asc(cursoItem.ordem));
};

/** The steps of a trail in order. */
export const trailSteps = (ex: Executor, tenantId: string, formacaoId: string) =>
  ex
    .select({ id: formacaoEtapa.id, nome: formacaoEtapa.nome, cargaHoraria: formacaoEtapa.cargaHoraria })
    .from(formacaoEtapa)
    .where(and(eq(formacaoEtapa.tenantId, tenantId), eq(formacaoEtapa.formacaoId, formacaoId)))
    .orderBy(asc(formacaoEtapa.ordem));

/**
 * The items of a trail's steps in order: objects with the person's progress in the trail's context, and courses
 * (their objects come from `courseObjects` with the trail as context).
 */
export const trailItems = (ex: Executor, tenantId: string, usuarioId: string, formacaoId: string) =>
  ex
    .select({
      etapaId: formacaoEtapaItem.etapaId,
      tipo: formacaoEtapaItem.tipo,
      cursoId: formacaoEtapaItem.cursoId,
      midiaId: formacaoEtapaItem.midiaId,
      cursoTitulo: curso.titulo,
      cursoDescricao: curso.descricao,
      cursoSequencial: curso.sequenciaObrigatoria,
      midiaNome: midia.nome,
      midiaDescricao: midia.descricao,
      midiaTipo: midia.tipo,
      midiaDuracao: midia.duracao,
      percentual: sql<number>`case when ${formacaoEtapaItem.midiaId} is null then 0 else ${progressIn(usuarioId, null, formacaoId)} end`.mapWith(Number),
    })
    .from(formacaoEtapaItem)
    .innerJoin(formacaoEtapa, and(eq(formacaoEtapa.tenantId, formacaoEtapaItem.tenantId), eq(formacaoEtapa.id, formacaoEtapaItem.etapaId)))
    .leftJoin(curso, and(eq(curso.tenantId, formacaoEtapaItem.tenantId), eq(curso.id, formacaoEtapaItem.cursoId)))
    .leftJoin(midia, and(eq(midia.tenantId, formacaoEtapaItem.tenantId), eq(midia.id, formacaoEtapaItem.midiaId)))
    .where(and(eq(formacaoEtapaItem.tenantId, tenantId), eq(formacaoEtapaItem.formacaoId, formacaoId)))
    .orderBy(asc(formacaoEtapa.ordem), asc(formacaoEtapaItem.ordem));

/** One object on its own, with the person's progress in the standalone context. */
export const standaloneObject = async (ex: Executor, tenantId: string, usuarioId: string, midiaId: string) =>
  (
    await ex
      .select({ ...objectColumns, origem: midia.origem, percentual: progressIn(usuarioId, null, null) })
      .from(midia)
      .where(and(eq(midia.tenantId, tenantId), eq(midia.id, midiaId)))
  )[0] ?? null;

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
 * Everything the roll-up of one enrolment needs, in one query: a course answers its objects' progress in its own
 * context ({ p, o }: percent, counts); a trail answers one entry per step item, an object's progress in the trail's
 * context or, for a course, its objects' progress in the (course, trail) context.
 */
export const rollUpInputs = async (ex: Executor, tenantId: string, usuarioId: string, ref: ContentRef): Promise<RollUpInput[]> => {
  if (ref.tipo === 'curso') {
    type CourseAgg = { itens: { p: number; o: boolean }[] | null };
    const rows = await ex.execute(sql`
      select json_agg(json_build_object('p', coalesce(p.percentual, 0), 'o', ci.obrigatorio) order by ci.ordem) as itens
      from curso_item ci
      left join midia_progresso p on p.tenant_id = ci.tenant_id and p.usuario_id = ${usuarioId}::uuid and p.midia_id = ci.midia_id
        and p.curso_id = ci.curso_id and p.formacao_id is null
      where ci.tenant_id = ${tenantId}::uuid and ci.curso_id = ${ref.id}::uuid`);
    return [{ kind: 'curso', itens: rowsOf<CourseAgg>(rows)[0]?.itens ?? [] }];
  }
  type TrailAgg = { tipo: 'midia' | 'curso'; p: number; itens: { p: number; o: boolean }[] | null };
  const rows = await ex.execute(sql`
    select fi.tipo,
      coalesce(mp.percentual, 0) as p,
      (select json_agg(json_build_object('p', coalesce(cp.percentual, 0), 'o', ci.obrigatorio) order by ci.ordem)
         from curso_item ci
         left join midia_progresso cp on cp.tenant_id = ci.tenant_id and cp.usuario_id = ${usuarioId}::uuid and cp.midia_id = ci.midia_id
           and cp.curso_id = ci.curso_id and cp.formacao_id = fi.formacao_id
        where fi.tipo = 'curso' and ci.tenant_id = fi.tenant_id and ci.curso_id = fi.curso_id) as itens
    from formacao_etapa_item fi
    left join midia_progresso mp on fi.tipo = 'midia' and mp.tenant_id = fi.tenant_id and mp.usuario_id = ${usuarioId}::uuid and mp.midia_id = fi.midia_id
      and mp.curso_id is null and mp.formacao_id = fi.formacao_id
    where fi.tenant_id = ${tenantId}::uuid and fi.formacao_id = ${ref.id}::uuid`);
  return rowsOf<TrailAgg>(rows).map((r): RollUpInput => (r.tipo === 'curso' ? { kind: 'curso', itens: r.itens ?? [] } : { kind: 'midia', percentual: Number(r.p) }));
};

export type RollUpInput = { kind: 'curso'; itens: { p: number; o: boolean }[] } | { kind: 'midia'; percentual: number };

/** node-postgres answers { rows }, PGlite answers { rows } too; some drivers answer the array itself. */
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
