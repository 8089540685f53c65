import { and, asc, count, eq, ilike, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ListCursosQuery, SaveCursoInput, SaveFormacaoInput } from '@plataforma/shared/courses';
import type { Executor } from '../../core/db';
import { containsPattern, orderOf } from '../../core/paging';
import { avaliacao, avaliacaoProgresso, categoria, certificado, inscricao, midia, midiaProgresso, scormAcompanhamento, usuario, usuarioAvaliacao } from '../../db/schema';
import { curso, cursoCompetencia, cursoItem, formacao, formacaoCompetencia, formacaoEtapa, formacaoEtapaItem, preRequisito, type StoredCard } from './courses.tables';

/**
 * Storage of courses and trails. Both tables have the same general columns (courses.tables.ts `general()`), so the
 * general reads and writes take the kind and use that kind's table; only the table name differs.
 */
export type Kind = 'curso' | 'formacao';
type OwnerTable = typeof curso;
const tableOf = (kind: Kind): OwnerTable => (kind === 'curso' ? curso : (formacao as unknown as OwnerTable));
const skillsOf = (kind: Kind) =>
  kind === 'curso'
    ? sql<string[]>`coalesce((select array_agg(x.competencia_id::text order by x.competencia_id) from ${cursoCompetencia} x where x.curso_id = ${curso.id}), '{}')`
    : sql<string[]>`coalesce((select array_agg(x.competencia_id::text order by x.competencia_id) from ${formacaoCompetencia} x where x.formacao_id = ${formacao.id}), '{}')`;

const columnsOf = (kind: Kind) => {
  const t = tableOf(kind);
  return {
    id: t.id,
    tenantId: t.tenantId,
    titulo: t.titulo,
    descricao: t.descricao,
    sinopse: t.sinopse,
    cargaHoraria: t.cargaHoraria,
    categoriaId: t.categoriaId,
    categoriaNome: categoria.nome,
    competenciasIds: skillsOf(kind),
    secoesIds: t.secoesIds,
    certificadoId: t.certificadoId,
    obrigatorio: t.obrigatorio,
    sequenciaObrigatoria: t.sequenciaObrigatoria,
    limiteDeDiasParaConclusao: t.limiteDeDiasParaConclusao,
    aproveitamentoRequerido: t.aproveitamentoRequerido,
    temMaterialComplementar: t.temMaterialComplementar,
    codigo: t.codigo,
    ativo: t.ativo,
    origem: t.origem,
    termoIntroducaoId: t.termoIntroducaoId,
    termoConclusaoId: t.termoConclusaoId,
    modoLiberacao: t.modoLiberacao,
    dataHoraLiberacao: t.dataHoraLiberacao,
    cardHorizontal: t.cardHorizontal,
    cardVertical: t.cardVertical,
    criadoEm: t.criadoEm,
    atualizadoEm: t.atualizadoEm,
  };
};


const selectOwner = (ex: Executor, kind: Kind) => {
  const t = tableOf(kind);
  return ex
    .select(columnsOf(kind))
    .from(t)
    .leftJoin(categoria, and(eq(categoria.id, t.categoriaId), eq(categoria.tenantId, t.tenantId)));
};
export type OwnerRow = Awaited<ReturnType<ReturnType<typeof selectOwner>['execute']>>[number];

export type OwnerFilters = Omit<ListCursosQuery, 'pageNumber' | 'pageSize'>;

const ownerWhere = (kind: Kind, tenantId: string, f: OwnerFilters) => {
  const t = tableOf(kind);
  const skillTable = kind === 'curso' ? sql`${cursoCompetencia} x where x.curso_id = ${curso.id}` : sql`${formacaoCompetencia} x where x.formacao_id = ${formacao.id}`;
  return and(
    eq(t.tenantId, tenantId),
    f.active === undefined ? undefined : eq(t.ativo, f.active),
    f.obrigatorio === undefined ? undefined : eq(t.obrigatorio, f.obrigatorio),
    f.search ? or(ilike(t.titulo, containsPattern(f.search)), ilike(t.codigo, containsPattern(f.search))) : undefined,
    f.categoriaIds?.length ? inArray(t.categoriaId, f.categoriaIds) : undefined,
    f.competenciasIds?.length
      ? sql`exists (select 1 from ${skillTable} and x.competencia_id in (${sql.join(
          f.competenciasIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}))`
      : undefined,
    f.origem ? eq(t.origem, f.origem) : undefined,
  );
};

const ownerOrder = (kind: Kind, f: OwnerFilters): SQL[] => {
  const t = tableOf(kind);
  const primary = {
    titulo: orderOf(t.titulo, f.orderDirection, true),
    createdAt: orderOf(t.criadoEm, f.orderDirection),
    lastUpdatedAt: orderOf(t.atualizadoEm, f.orderDirection),
  }[f.orderBy];
  return [primary, asc(t.id)];
};

export const countOwners = async (ex: Executor, kind: Kind, tenantId: string, f: OwnerFilters) =>
  (await ex.select({ total: count() }).from(tableOf(kind)).where(ownerWhere(kind, tenantId, f)))[0].total;

export const listOwners = (ex: Executor, kind: Kind, tenantId: string, f: OwnerFilters, offset: number, limit: number): Promise<OwnerRow[]> =>
  selectOwner(ex, kind)
    .where(ownerWhere(kind, tenantId, f))
    .orderBy(...ownerOrder(kind, f))
    .limit(limit)
    .offset(offset) as Promise<OwnerRow[]>;

export const findOwner = async (ex: Executor, kind: Kind, tenantId: string, id: string): Promise<OwnerRow | null> => {
  const t = tableOf(kind);
  return ((await selectOwner(ex, kind).where(and(eq(t.tenantId, tenantId), eq(t.id, id))).limit(1))[0] as OwnerRow | undefined) ?? null;
};

export const codeTaken = async (ex: Executor, kind: Kind, tenantId: string, code: string, exceptId?: string) => {
  const t = tableOf(kind);
  return (
    (
      await ex
        .select({ id: t.id })
        .from(t)
        .where(and(eq(t.tenantId, tenantId), sql`lower(${t.codigo}) = lower(${code})`, exceptId ? ne(t.id, exceptId) : undefined))
        .limit(1)
    ).length > 0
  );
};

type GeneralInput = (SaveCursoInput | SaveFormacaoInput) & { codigo: string | null };

const valuesOf = (input: GeneralInput) => ({
  titulo: input.titulo,
  descricao: input.descricao,
  sinopse: input.sinopse,
  cargaHoraria: input.cargaHoraria,
  categoriaId: input.categoriaId,
  secoesIds: input.secoesIds,
  certificadoId: input.certificadoId,
  obrigatorio: input.obrigatorio,
  sequenciaObrigatoria: input.sequenciaObrigatoria,
  limiteDeDiasParaConclusao: input.limiteDeDiasParaConclusao,
  aproveitamentoRequerido: input.aproveitamentoRequerido,
  temMaterialComplementar: input.temMaterialComplementar,
  codigo: input.codigo,
  ativo: input.active,
  origem: input.origem,
  termoIntroducaoId: input.termoDeUsoIntroducaoId,
  termoConclusaoId: input.termoDeUsoConclusaoId,
  modoLiberacao: input.parametrizacaoConteudo.controleDeConsumo.modoLiberacao,
  dataHoraLiberacao: input.parametrizacaoConteudo.controleDeConsumo.dataHoraLiberacao ? new Date(input.parametrizacaoConteudo.controleDeConsumo.dataHoraLiberacao) : null,
});

export const insertOwner = async (ex: Executor, kind: Kind, tenantId: string, input: GeneralInput) => {
  const t = tableOf(kind);
  return (await ex.insert(t).values({ tenantId, ...valuesOf(input) }).returning({ id: t.id }))[0].id;
};

export const updateOwner = (ex: Executor, kind: Kind, tenantId: string, id: string, input: GeneralInput) => {
  const t = tableOf(kind);
  return ex
    .update(t)
    .set({ ...valuesOf(input), atualizadoEm: new Date() })
    .where(and(eq(t.tenantId, tenantId), eq(t.id, id)));
};

export const setCard = (ex: Executor, kind: Kind, tenantId: string, id: string, papel: 'cardHorizontal' | 'cardVertical', card: StoredCard) => {
  const t = tableOf(kind);
  return ex
    .update(t)
    .set({ [papel]: card, atualizadoEm: new Date() })
    .where(and(eq(t.tenantId, tenantId), eq(t.id, id)));
};

/** Items, steps, skills and prerequisites go with the course or trail (cascades). */
/**
 * The people actively enrolled in the course or trail: how many, and the first `limit` by name (the bonds shown
 * before it is removed).
 */
export const enrolledLearners = async (ex: Executor, kind: Kind, tenantId: string, id: string, limit: number) => {
  const where = and(eq(inscricao.tenantId, tenantId), kind === 'curso' ? eq(inscricao.cursoId, id) : eq(inscricao.formacaoId, id), eq(inscricao.ativo, true));
  const [{ total }] = await ex.select({ total: count() }).from(inscricao).where(where);
  const usuarios =
    total === 0
      ? []
      : await ex
          .select({ id: usuario.id, nome: usuario.nomeCompleto })
          .from(inscricao)
          .innerJoin(usuario, and(eq(usuario.tenantId, inscricao.tenantId), eq(usuario.id, inscricao.usuarioId)))
          .where(where)
          .orderBy(sql`lower(${usuario.nomeCompleto})`, asc(usuario.id))
          .limit(limit);
  return { total, usuarios };
};

/**
 * Deletes every learner's progress taken in the course or trail: object progress, SCORM records, assessment standings
 * and attempts (with their answers and corrections, by cascade), in the content on its own and inside trails (for a
 * course) or in the trail and its courses (for a trail). Issued certificates are not touched.
 */
export const deleteProgressOf = async (ex: Executor, kind: Kind, tenantId: string, id: string) => {
  for (const t of [midiaProgresso, scormAcompanhamento, avaliacaoProgresso, usuarioAvaliacao]) {
    await ex.delete(t).where(and(eq(t.tenantId, tenantId), kind === 'curso' ? eq(t.cursoId, id) : eq(t.formacaoId, id)));
  }
};

export const deleteOwner = (ex: Executor, kind: Kind, tenantId: string, id: string) => {
  const t = tableOf(kind);
  return ex.delete(t).where(and(eq(t.tenantId, tenantId), eq(t.id, id)));
};

export const setCompetencies = async (ex: Executor, kind: Kind, tenantId: string, ownerId: string, ids: string[]) => {
  if (kind === 'curso') {
    await ex.delete(cursoCompetencia).where(and(eq(cursoCompetencia.tenantId, tenantId), eq(cursoCompetencia.cursoId, ownerId)));
    if (ids.length > 0) await ex.insert(cursoCompetencia).values(ids.map((competenciaId) => ({ tenantId, cursoId: ownerId, competenciaId })));
  } else {
    await ex.delete(formacaoCompetencia).where(and(eq(formacaoCompetencia.tenantId, tenantId), eq(formacaoCompetencia.formacaoId, ownerId)));
    if (ids.length > 0) await ex.insert(formacaoCompetencia).values(ids.map((competenciaId) => ({ tenantId, formacaoId: ownerId, competenciaId })));
  }
};


/**
 * Whether a certificate template of the tenant is active and of the type (Curso for courses, Formacao for trails);
 * the row is share-locked until the transaction ends, so a deactivation waits for this save and then sees the link.
 */
export const certificateUsable = async (ex: Executor, tenantId: string, id: string, tipo: 'Curso' | 'Formacao'): Promise<boolean> =>
  (
    await ex
      .select({ id: certificado.id })
      .from(certificado)
      .where(and(eq(certificado.tenantId, tenantId), eq(certificado.id, id), eq(certificado.tipo, tipo), eq(certificado.ativo, true)))
      .for('share')
      .limit(1)
  ).length > 0;

// ---------------------------------------------------------------- prerequisites

const ownerColumn = (kind: Kind) => (kind === 'curso' ? preRequisito.cursoId : preRequisito.formacaoId);

export const setPrerequisites = async (ex: Executor, kind: Kind, tenantId: string, ownerId: string, cursoIds: string[], formacaoIds: string[]) => {
  await ex.delete(preRequisito).where(and(eq(preRequisito.tenantId, tenantId), eq(ownerColumn(kind), ownerId)));
  const owner = kind === 'curso' ? { cursoId: ownerId } : { formacaoId: ownerId };
  const rows = [...cursoIds.map((requerCursoId) => ({ tenantId, ...owner, requerCursoId })), ...formacaoIds.map((requerFormacaoId) => ({ tenantId, ...owner, requerFormacaoId }))];
  if (rows.length > 0) await ex.insert(preRequisito).values(rows);
};

export type PrerequisiteRow = typeof preRequisito.$inferSelect;

/** Every prerequisite of the tenant (for the cycle check; a tenant has few). */
export const allPrerequisites = (ex: Executor, tenantId: string): Promise<PrerequisiteRow[]> =>
  ex.select().from(preRequisito).where(eq(preRequisito.tenantId, tenantId)).orderBy(asc(preRequisito.id));

export const prerequisitesOf = (ex: Executor, kind: Kind, tenantId: string, ownerIds: string[]): Promise<PrerequisiteRow[]> =>
  ownerIds.length === 0 ? Promise.resolve([]) : ex.select().from(preRequisito).where(and(eq(preRequisito.tenantId, tenantId), inArray(ownerColumn(kind), ownerIds))).orderBy(asc(preRequisito.id));

/** Courses and trails that require `kind` `id`, as bonds { id, nome }. */
export const requiredBy = async (ex: Executor, kind: Kind, tenantId: string, id: string) => {
  const target = kind === 'curso' ? preRequisito.requerCursoId : preRequisito.requerFormacaoId;
  const cursos = await ex
    .select({ id: curso.id, nome: curso.titulo })
    .from(preRequisito)
    .innerJoin(curso, eq(curso.id, preRequisito.cursoId))
    .where(and(eq(preRequisito.tenantId, tenantId), eq(target, id)));
  const formacoes = await ex
    .select({ id: formacao.id, nome: formacao.titulo })
    .from(preRequisito)
    .innerJoin(formacao, eq(formacao.id, preRequisito.formacaoId))
    .where(and(eq(preRequisito.tenantId, tenantId), eq(target, id)));
  return { cursos, formacoes };
};

// ---------------------------------------------------------------- course items

export const setCourseItems = async (ex: Executor, tenantId: string, cursoId: string, itens: SaveCursoInput['itens']) => {
  await ex.delete(cursoItem).where(and(eq(cursoItem.tenantId, tenantId), eq(cursoItem.cursoId, cursoId)));
  if (itens.length > 0)
    await ex
      .insert(cursoItem)
      .values(itens.map((item, index) => ({ tenantId, cursoId, ordem: index + 1, tipo: item.tipo, midiaId: item.midiaId, avaliacaoId: item.avaliacaoId, obrigatorio: item.obrigatorio })));
};

/** The columns of an assessment an item shows: its title, notes, timer ('HH:MM:SS', null without one) and state. */
const assessmentItemColumns = {
  avaliacaoTitulo: avaliacao.titulo,
  avaliacaoObservacao: avaliacao.observacao,
  avaliacaoDuracao: avaliacao.duracao,
  avaliacaoAtivo: avaliacao.ativo,
};

export const listCourseItems = (ex: Executor, tenantId: string, cursoIds: string[]) =>
  cursoIds.length === 0
    ? Promise.resolve([])
    : ex
        .select({
          cursoId: cursoItem.cursoId,
          tipo: cursoItem.tipo,
          midiaId: cursoItem.midiaId,
          avaliacaoId: cursoItem.avaliacaoId,
          obrigatorio: cursoItem.obrigatorio,
          ordem: cursoItem.ordem,
          midiaNome: midia.nome,
          midiaTipo: midia.tipo,
          midiaDescricao: midia.descricao,
          midiaDuracao: midia.duracao,
          midiaAtivo: midia.ativo,
          ...assessmentItemColumns,
        })
        .from(cursoItem)
        .leftJoin(midia, and(eq(midia.id, cursoItem.midiaId), eq(midia.tenantId, cursoItem.tenantId)))
        .leftJoin(avaliacao, and(eq(avaliacao.id, cursoItem.avaliacaoId), eq(avaliacao.tenantId, cursoItem.tenantId)))
        .where(and(eq(cursoItem.tenantId, tenantId), inArray(cursoItem.cursoId, cursoIds)))
        .orderBy(asc(cursoItem.cursoId), asc(cursoItem.ordem));

export type CourseItemRow = Awaited<ReturnType<typeof listCourseItems>>[number];

/** Courses whose items include the object (bonds of the object). */
export const coursesUsingMidia = (ex: Executor, tenantId: string, midiaId: string) =>
  ex
    .select({ id: curso.id, nome: curso.titulo })
    .from(cursoItem)
    .innerJoin(curso, eq(curso.id, cursoItem.cursoId))
    .where(and(eq(cursoItem.tenantId, tenantId), eq(cursoItem.midiaId, midiaId)));

// ---------------------------------------------------------------- trail steps

export const setSteps = async (ex: Executor, tenantId: string, formacaoId: string, etapas: SaveFormacaoInput['etapas']) => {
  // Items go with their steps (cascade).
  await ex.delete(formacaoEtapa).where(and(eq(formacaoEtapa.tenantId, tenantId), eq(formacaoEtapa.formacaoId, formacaoId)));
  for (const [index, etapa] of etapas.entries()) {
    const [{ id: etapaId }] = await ex
      .insert(formacaoEtapa)
      .values({ tenantId, formacaoId, ordem: index + 1, nome: etapa.nome, cargaHoraria: etapa.cargaHoraria })
      .returning({ id: formacaoEtapa.id });
    if (etapa.itens.length > 0) {
      await ex.insert(formacaoEtapaItem).values(
        etapa.itens.map((item, position) => ({
          tenantId,
          formacaoId,
          etapaId,
          ordem: position + 1,
          tipo: item.tipo,
          cursoId: item.tipo === 'curso' ? item.id : null,
          midiaId: item.tipo === 'midia' ? item.id : null,
          avaliacaoId: item.tipo === 'avaliacao' ? item.id : null,
        })),
      );
    }
  }
};

export const listSteps = (ex: Executor, tenantId: string, formacaoIds: string[]) =>
  formacaoIds.length === 0
    ? Promise.resolve([])
    : ex
        .select({ id: formacaoEtapa.id, formacaoId: formacaoEtapa.formacaoId, nome: formacaoEtapa.nome, ordem: formacaoEtapa.ordem, cargaHoraria: formacaoEtapa.cargaHoraria })
        .from(formacaoEtapa)
        .where(and(eq(formacaoEtapa.tenantId, tenantId), inArray(formacaoEtapa.formacaoId, formacaoIds)))
        .orderBy(asc(formacaoEtapa.formacaoId), asc(formacaoEtapa.ordem));

export const listStepItems = (ex: Executor, tenantId: string, formacaoIds: string[]) =>
  formacaoIds.length === 0
    ? Promise.resolve([])
    : ex
        .select({
          etapaId: formacaoEtapaItem.etapaId,
          tipo: formacaoEtapaItem.tipo,
          cursoId: formacaoEtapaItem.cursoId,
          midiaId: formacaoEtapaItem.midiaId,
          avaliacaoId: formacaoEtapaItem.avaliacaoId,
          ordem: formacaoEtapaItem.ordem,
          cursoTitulo: curso.titulo,
          cursoCargaHoraria: curso.cargaHoraria,
          cursoAtivo: curso.ativo,
          midiaNome: midia.nome,
          midiaTipo: midia.tipo,
          midiaDuracao: midia.duracao,
          midiaAtivo: midia.ativo,
          ...assessmentItemColumns,
        })
        .from(formacaoEtapaItem)
        .leftJoin(curso, and(eq(curso.id, formacaoEtapaItem.cursoId), eq(curso.tenantId, formacaoEtapaItem.tenantId)))
        .leftJoin(midia, and(eq(midia.id, formacaoEtapaItem.midiaId), eq(midia.tenantId, formacaoEtapaItem.tenantId)))
        .leftJoin(avaliacao, and(eq(avaliacao.id, formacaoEtapaItem.avaliacaoId), eq(avaliacao.tenantId, formacaoEtapaItem.tenantId)))
        .where(and(eq(formacaoEtapaItem.tenantId, tenantId), inArray(formacaoEtapaItem.formacaoId, formacaoIds)))
        .orderBy(asc(formacaoEtapaItem.etapaId), asc(formacaoEtapaItem.ordem));

export type StepItemRow = Awaited<ReturnType<typeof listStepItems>>[number];

/** Trails whose steps hold the course or the object. */
export const trailsUsing = (ex: Executor, tenantId: string, tipo: 'curso' | 'midia', id: string) =>
  ex
    .selectDistinct({ id: formacao.id, nome: formacao.titulo })
    .from(formacaoEtapaItem)
    .innerJoin(formacao, eq(formacao.id, formacaoEtapaItem.formacaoId))
    .where(and(eq(formacaoEtapaItem.tenantId, tenantId), isNotNull(tipo === 'curso' ? formacaoEtapaItem.cursoId : formacaoEtapaItem.midiaId), eq(tipo === 'curso' ? formacaoEtapaItem.cursoId : formacaoEtapaItem.midiaId, id)));
