import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { InscricaoAutomatizadaTipo, InscricaoOrigem, InscricaoStatus, InscricaoTipo, SubscriptionListStatus } from '@plataforma/shared/enrolment';
import { avaliacaoProgresso, usuarioAvaliacao } from '../assessments/assessments.tables';
import { inSequence, type Executor } from '../../core/db';
import { containsPattern } from '../../core/paging';
import {
  cargo,
  curso,
  departamento,
  formacao,
  identidade,
  midiaProgresso,
  preRequisito,
  scormAcompanhamento,
  unidadeDeNegocio,
  usuario,
} from '../../db/schema';
import { inscricao, inscricaoAutomatizada, inscricaoAutomatizadaItem } from './enrolment.tables';

/** Enrolment SQL (every query takes the tenant and runs in the tenant's transaction). */

const ownerOf = (tipo: InscricaoTipo) => (tipo === 'curso' ? curso : formacao);
const enrolmentColumnOf = (tipo: InscricaoTipo) => (tipo === 'curso' ? inscricao.cursoId : inscricao.formacaoId);
const contentIdOf = (row: { cursoId: string | null; formacaoId: string | null }) => (row.cursoId ?? row.formacaoId)!;

// ---------------------------------------------------------------- content

export type ContentRow = {
  id: string;
  titulo: string;
  codigo: string | null;
  ativo: boolean;
  limiteDeDiasParaConclusao: number;
  aproveitamentoRequerido: number;
};

export const findContent = async (ex: Executor, tenantId: string, tipo: InscricaoTipo, id: string): Promise<ContentRow | null> => {
  const t = ownerOf(tipo);
  return (
    (
      await ex
        .select({ id: t.id, titulo: t.titulo, codigo: t.codigo, ativo: t.ativo, limiteDeDiasParaConclusao: t.limiteDeDiasParaConclusao, aproveitamentoRequerido: t.aproveitamentoRequerido })
        .from(t)
        .where(and(eq(t.tenantId, tenantId), eq(t.id, id)))
    )[0] ?? null
  );
};

/** Every course and trail of the tenant (the batch resolves codes and titles against them). */
export const allContents = async (ex: Executor, tenantId: string) => {
  const pick = (tipo: InscricaoTipo) => {
    const t = ownerOf(tipo);
    return ex.select({ id: t.id, titulo: t.titulo, codigo: t.codigo, ativo: t.ativo }).from(t).where(eq(t.tenantId, tenantId));
  };
  const [cursos, formacoes] = await inSequence(() => pick('curso'), () => pick('formacao'));
  return { curso: cursos, formacao: formacoes };
};

export const countContents = async (ex: Executor, tenantId: string, tipo: InscricaoTipo, ids: string[]) => {
  if (ids.length === 0) return 0;
  const t = ownerOf(tipo);
  return (await ex.select({ n: count() }).from(t).where(and(eq(t.tenantId, tenantId), inArray(t.id, ids))))[0].n;
};

/** The prerequisites of a course or trail with the person's enrolment in each (null when not enrolled). */
export const prerequisitesOf = async (ex: Executor, tenantId: string, tipo: InscricaoTipo, id: string, usuarioId: string) => {
  const rows = await ex
    .select({ requerCursoId: preRequisito.requerCursoId, requerFormacaoId: preRequisito.requerFormacaoId, cursoTitulo: curso.titulo, formacaoTitulo: formacao.titulo })
    .from(preRequisito)
    .leftJoin(curso, and(eq(curso.tenantId, preRequisito.tenantId), eq(curso.id, preRequisito.requerCursoId)))
    .leftJoin(formacao, and(eq(formacao.tenantId, preRequisito.tenantId), eq(formacao.id, preRequisito.requerFormacaoId)))
    .where(and(eq(preRequisito.tenantId, tenantId), eq(tipo === 'curso' ? preRequisito.cursoId : preRequisito.formacaoId, id)));
  if (rows.length === 0) return [];
  const cursoIds = rows.flatMap((r) => (r.requerCursoId ? [r.requerCursoId] : []));
  const formacaoIds = rows.flatMap((r) => (r.requerFormacaoId ? [r.requerFormacaoId] : []));
  const enrolments = await ex
    .select({ cursoId: inscricao.cursoId, formacaoId: inscricao.formacaoId, percentual: inscricao.percentual, ativo: inscricao.ativo })
    .from(inscricao)
    .where(
      and(
        eq(inscricao.tenantId, tenantId),
        eq(inscricao.usuarioId, usuarioId),
        or(cursoIds.length ? inArray(inscricao.cursoId, cursoIds) : sql`false`, formacaoIds.length ? inArray(inscricao.formacaoId, formacaoIds) : sql`false`),
      ),
    );
  const byContent = new Map(enrolments.map((e) => [contentIdOf(e), e]));
  return rows.map((r) => {
    const requiredId = (r.requerCursoId ?? r.requerFormacaoId)!;
    const e = byContent.get(requiredId);
    return { titulo: (r.cursoTitulo ?? r.formacaoTitulo) ?? requiredId, percentual: e?.percentual ?? null, ativo: e?.ativo ?? null };
  });
};

// ---------------------------------------------------------------- enrolments

const enrolmentColumns = {
  id: inscricao.id,
  usuarioId: inscricao.usuarioId,
  tipo: inscricao.tipo,
  cursoId: inscricao.cursoId,
  formacaoId: inscricao.formacaoId,
  origem: inscricao.origem,
  ativo: inscricao.ativo,
  dataInscricao: inscricao.dataInscricao,
  percentual: inscricao.percentual,
  status: inscricao.status,
  aproveitamento: inscricao.aproveitamento,
  concluidoEm: inscricao.concluidoEm,
};
export type EnrolmentRow = {
  id: string;
  usuarioId: string;
  tipo: InscricaoTipo;
  cursoId: string | null;
  formacaoId: string | null;
  origem: InscricaoOrigem;
  ativo: boolean;
  dataInscricao: Date;
  percentual: number;
  status: InscricaoStatus;
  aproveitamento: number | null;
  concluidoEm: Date | null;
};
export { contentIdOf };

export const findEnrolment = async (ex: Executor, tenantId: string, usuarioId: string, tipo: InscricaoTipo, contentId: string): Promise<EnrolmentRow | null> =>
  (
    await ex
      .select(enrolmentColumns)
      .from(inscricao)
      .where(and(eq(inscricao.tenantId, tenantId), eq(inscricao.usuarioId, usuarioId), eq(enrolmentColumnOf(tipo), contentId)))
  )[0] ?? null;

export const findEnrolmentById = async (ex: Executor, tenantId: string, id: string): Promise<EnrolmentRow | null> =>
  (await ex.select(enrolmentColumns).from(inscricao).where(and(eq(inscricao.tenantId, tenantId), eq(inscricao.id, id))))[0] ?? null;

/** The enrolments of these people in one content. */
export const enrolmentsOf = async (ex: Executor, tenantId: string, tipo: InscricaoTipo, contentId: string, usuarioIds: string[]): Promise<EnrolmentRow[]> =>
  usuarioIds.length === 0
    ? []
    : ex
        .select(enrolmentColumns)
        .from(inscricao)
        .where(and(eq(inscricao.tenantId, tenantId), eq(enrolmentColumnOf(tipo), contentId), inArray(inscricao.usuarioId, usuarioIds)));

export type NewEnrolment = {
  usuarioId: string;
  tipo: InscricaoTipo;
  contentId: string;
  origem: InscricaoOrigem;
  inscritoPorId: string | null;
  inscricaoAutomatizadaId?: string | null;
};

/** Inserts enrolments; rows that already exist (person, content) are skipped. Answers the people newly enrolled. */
export const insertEnrolments = async (ex: Executor, tenantId: string, rows: NewEnrolment[]): Promise<string[]> => {
  if (rows.length === 0) return [];
  const inserted = await ex
    .insert(inscricao)
    .values(
      rows.map((r) => ({
        tenantId,
        usuarioId: r.usuarioId,
        tipo: r.tipo,
        cursoId: r.tipo === 'curso' ? r.contentId : null,
        formacaoId: r.tipo === 'formacao' ? r.contentId : null,
        origem: r.origem,
        inscritoPorId: r.inscritoPorId,
        inscricaoAutomatizadaId: r.inscricaoAutomatizadaId ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({ usuarioId: inscricao.usuarioId });
  return inserted.map((r) => r.usuarioId);
};

/** A cancelled enrolment made active again from scratch: progress 0, not started, a new enrolment date. */
export const resetEnrolment = async (
  ex: Executor,
  tenantId: string,
  id: string,
  values: { origem?: InscricaoOrigem; inscritoPorId?: string | null; inscricaoAutomatizadaId?: string | null },
) =>
  ex
    .update(inscricao)
    .set({
      ...values,
      ativo: true,
      percentual: 0,
      status: 'not-started',
      dataInscricao: new Date(),
      aproveitamento: null,
      iniciadoEm: null,
      concluidoEm: null,
      termoIntroducaoAceitoEm: null,
      termoConclusaoAceitoEm: null,
      canceladoEm: null,
      atualizadoEm: new Date(),
    })
    .where(and(eq(inscricao.tenantId, tenantId), eq(inscricao.id, id)));

export const cancelEnrolment = async (ex: Executor, tenantId: string, id: string) =>
  ex.update(inscricao).set({ ativo: false, canceladoEm: new Date(), atualizadoEm: new Date() }).where(and(eq(inscricao.tenantId, tenantId), eq(inscricao.id, id)));

export const deleteEnrolment = async (ex: Executor, tenantId: string, id: string) => ex.delete(inscricao).where(and(eq(inscricao.tenantId, tenantId), eq(inscricao.id, id)));

/**
 * Deletes the progress of a person in the context of a content: for a course, the rows of that course taken on its own
 * (not inside a trail); for a trail, every row of the trail (its objects and its courses).
 */
export const deleteContextProgress = async (ex: Executor, tenantId: string, usuarioId: string, tipo: InscricaoTipo, contentId: string) => {
  // Attempts go with their answers, corrections and files (cascade): the learner starts the assessments again.
  for (const t of [midiaProgresso, scormAcompanhamento, avaliacaoProgresso, usuarioAvaliacao]) {
    const context = tipo === 'curso' ? and(eq(t.cursoId, contentId), isNull(t.formacaoId)) : eq(t.formacaoId, contentId);
    await ex.delete(t).where(and(eq(t.tenantId, tenantId), eq(t.usuarioId, usuarioId), context));
  }
};

/** What the status of an enrolment shown now depends on: its stored verdict, its progress and the content's days limit (statusAt). */
export type StatusRow = {
  id: string;
  percentual: number;
  dataInscricao: Date;
  status: InscricaoStatus;
  limiteDeDiasParaConclusao: number;
};

const statusRowsOf = (ex: Executor, tenantId: string, tipo: InscricaoTipo, where: SQL) => {
  const t = ownerOf(tipo);
  return ex
    .select({
      id: inscricao.id,
      percentual: inscricao.percentual,
      dataInscricao: inscricao.dataInscricao,
      status: inscricao.status,
      limiteDeDiasParaConclusao: t.limiteDeDiasParaConclusao,
    })
    .from(inscricao)
    .innerJoin(t, and(eq(t.tenantId, inscricao.tenantId), eq(t.id, enrolmentColumnOf(tipo))))
    .where(and(eq(inscricao.tenantId, tenantId), eq(inscricao.tipo, tipo), where));
};

/** Status inputs of the active enrolments of a content, or of a person (both kinds). */
export const statusRowsOfContent = (ex: Executor, tenantId: string, tipo: InscricaoTipo, contentId: string): Promise<StatusRow[]> =>
  statusRowsOf(ex, tenantId, tipo, and(eq(enrolmentColumnOf(tipo), contentId), eq(inscricao.ativo, true))!);
export const statusRowsOfUser = async (ex: Executor, tenantId: string, usuarioId: string): Promise<StatusRow[]> => [
  ...(await statusRowsOf(ex, tenantId, 'curso', and(eq(inscricao.usuarioId, usuarioId), eq(inscricao.ativo, true))!)),
  ...(await statusRowsOf(ex, tenantId, 'formacao', and(eq(inscricao.usuarioId, usuarioId), eq(inscricao.ativo, true))!)),
];

export const setStatuses = async (ex: Executor, tenantId: string, status: InscricaoStatus, ids: string[]) => {
  if (ids.length === 0) return;
  await ex.update(inscricao).set({ status }).where(and(eq(inscricao.tenantId, tenantId), inArray(inscricao.id, ids)));
};

// ---------------------------------------------------------------- subscription lists

export type SubscriptionFilters = {
  status: SubscriptionListStatus;
  search?: string;
  unidadeDeNegocioId?: string;
  departamentoId?: string;
  cargoId?: string;
  origem?: InscricaoOrigem;
};

const subscriptionWhere = (tenantId: string, tipo: InscricaoTipo, contentId: string, f: SubscriptionFilters) => {
  const pattern = f.search ? containsPattern(f.search) : null;
  const digits = f.search?.replace(/\D/g, '') ?? '';
  return and(
    eq(inscricao.tenantId, tenantId),
    eq(enrolmentColumnOf(tipo), contentId),
    f.status === 'all' ? undefined : f.status === 'cancelled' ? eq(inscricao.ativo, false) : and(eq(inscricao.ativo, true), eq(inscricao.status, f.status)),
    f.unidadeDeNegocioId ? eq(usuario.unidadeDeNegocioId, f.unidadeDeNegocioId) : undefined,
    f.departamentoId ? eq(usuario.departamentoId, f.departamentoId) : undefined,
    f.cargoId ? eq(usuario.cargoId, f.cargoId) : undefined,
    f.origem ? eq(inscricao.origem, f.origem) : undefined,
    pattern
      ? or(ilike(usuario.nomeCompleto, pattern), ilike(identidade.email, pattern), digits.length >= 3 ? ilike(identidade.cpf, containsPattern(digits)) : undefined)
      : undefined,
  );
};

export const countSubscriptions = async (ex: Executor, tenantId: string, tipo: InscricaoTipo, contentId: string, f: SubscriptionFilters) =>
  (
    await ex
      .select({ n: count() })
      .from(inscricao)
      .innerJoin(usuario, and(eq(usuario.tenantId, inscricao.tenantId), eq(usuario.id, inscricao.usuarioId)))
      .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
      .where(subscriptionWhere(tenantId, tipo, contentId, f))
  )[0].n;

export const listSubscriptions = (ex: Executor, tenantId: string, tipo: InscricaoTipo, contentId: string, f: SubscriptionFilters, offset: number, limit: number) =>
  ex
    .select({
      id: inscricao.id,
      userId: inscricao.usuarioId,
      name: usuario.nomeCompleto,
      email: identidade.email,
      active: inscricao.ativo,
      progress: inscricao.percentual,
      status: inscricao.status,
      unit: unidadeDeNegocio.nome,
      department: departamento.nome,
      position: cargo.nome,
      origin: inscricao.origem,
      dataInscricao: inscricao.dataInscricao,
      concluidoEm: inscricao.concluidoEm,
    })
    .from(inscricao)
    .innerJoin(usuario, and(eq(usuario.tenantId, inscricao.tenantId), eq(usuario.id, inscricao.usuarioId)))
    .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
    .leftJoin(unidadeDeNegocio, eq(unidadeDeNegocio.id, usuario.unidadeDeNegocioId))
    .leftJoin(departamento, eq(departamento.id, usuario.departamentoId))
    .leftJoin(cargo, eq(cargo.id, usuario.cargoId))
    .where(subscriptionWhere(tenantId, tipo, contentId, f))
    .orderBy(sql`lower(${usuario.nomeCompleto})`, asc(inscricao.id))
    .limit(limit)
    .offset(offset);

/** Every enrolment of one person, newest first, with the content's title. */
export const enrolmentsOfUser = (ex: Executor, tenantId: string, usuarioId: string) =>
  ex
    .select({ ...enrolmentColumns, cursoTitulo: curso.titulo, formacaoTitulo: formacao.titulo })
    .from(inscricao)
    .leftJoin(curso, and(eq(curso.tenantId, inscricao.tenantId), eq(curso.id, inscricao.cursoId)))
    .leftJoin(formacao, and(eq(formacao.tenantId, inscricao.tenantId), eq(formacao.id, inscricao.formacaoId)))
    .where(and(eq(inscricao.tenantId, tenantId), eq(inscricao.usuarioId, usuarioId)))
    .orderBy(desc(inscricao.dataInscricao), asc(inscricao.id));

// ---------------------------------------------------------------- people

export type PersonRow = { id: string; ativo: boolean; nome: string; email: string; cpf: string | null; idioma: 'pt' | 'en' | 'es' | null };
const personColumns = {
  id: usuario.id,
  ativo: usuario.ativo,
  nome: usuario.nomeCompleto,
  email: identidade.email,
  cpf: identidade.cpf,
  idioma: usuario.idiomaPreferido,
};

export const peopleByIds = (ex: Executor, tenantId: string, ids: string[]): Promise<PersonRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : ex
        .select(personColumns)
        .from(usuario)
        .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
        .where(and(eq(usuario.tenantId, tenantId), inArray(usuario.id, ids)));

/** Accounts of the tenant whose person has one of these e-mails (lower case) or documents (digits). */
export const peopleByEmailOrCpf = (ex: Executor, tenantId: string, emails: string[], cpfs: string[]): Promise<PersonRow[]> =>
  emails.length + cpfs.length === 0
    ? Promise.resolve([])
    : ex
        .select(personColumns)
        .from(usuario)
        .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
        .where(
          and(
            eq(usuario.tenantId, tenantId),
            or(emails.length ? inArray(sql`lower(${identidade.email})`, emails) : sql`false`, cpfs.length ? inArray(identidade.cpf, cpfs) : sql`false`),
          ),
        );

/** The active people of a job title or of a unit. */
export const activePeopleOf = (ex: Executor, tenantId: string, target: { cargoId: string | null; unidadeDeNegocioId: string | null }): Promise<PersonRow[]> =>
  ex
    .select(personColumns)
    .from(usuario)
    .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
    .where(
      and(
        eq(usuario.tenantId, tenantId),
        eq(usuario.ativo, true),
        target.cargoId ? eq(usuario.cargoId, target.cargoId) : target.unidadeDeNegocioId ? eq(usuario.unidadeDeNegocioId, target.unidadeDeNegocioId) : sql`false`,
      ),
    );

export const classificacaoOf = async (ex: Executor, tenantId: string, usuarioId: string) =>
  (await ex.select({ c: usuario.classificacao }).from(usuario).where(and(eq(usuario.tenantId, tenantId), eq(usuario.id, usuarioId))))[0]?.c ?? null;

// ---------------------------------------------------------------- automated rules

const ruleColumns = {
  id: inscricaoAutomatizada.id,
  tipo: inscricaoAutomatizada.tipo,
  cargoId: inscricaoAutomatizada.cargoId,
  cargoNome: cargo.nome,
  unidadeDeNegocioId: inscricaoAutomatizada.unidadeDeNegocioId,
  unidadeDeNegocioNome: unidadeDeNegocio.nome,
  dataInicio: inscricaoAutomatizada.dataInicio,
  notificarPorEmail: inscricaoAutomatizada.notificarPorEmail,
  ativo: inscricaoAutomatizada.ativo,
  aplicadaEm: inscricaoAutomatizada.aplicadaEm,
  criadoEm: inscricaoAutomatizada.criadoEm,
  atualizadoEm: inscricaoAutomatizada.atualizadoEm,
};
export type RuleRow = {
  id: string;
  tipo: InscricaoAutomatizadaTipo;
  cargoId: string | null;
  cargoNome: string | null;
  unidadeDeNegocioId: string | null;
  unidadeDeNegocioNome: string | null;
  dataInicio: Date;
  notificarPorEmail: boolean;
  ativo: boolean;
  aplicadaEm: Date | null;
  criadoEm: Date;
  atualizadoEm: Date;
};

export type RuleFilters = { tipo?: InscricaoAutomatizadaTipo; cargoId?: string; unidadeDeNegocioId?: string };
const ruleWhere = (tenantId: string, f: RuleFilters) =>
  and(
    eq(inscricaoAutomatizada.tenantId, tenantId),
    f.tipo ? eq(inscricaoAutomatizada.tipo, f.tipo) : undefined,
    f.cargoId ? eq(inscricaoAutomatizada.cargoId, f.cargoId) : undefined,
    f.unidadeDeNegocioId ? eq(inscricaoAutomatizada.unidadeDeNegocioId, f.unidadeDeNegocioId) : undefined,
  );

const rulesQuery = (ex: Executor) =>
  ex
    .select(ruleColumns)
    .from(inscricaoAutomatizada)
    .leftJoin(cargo, and(eq(cargo.tenantId, inscricaoAutomatizada.tenantId), eq(cargo.id, inscricaoAutomatizada.cargoId)))
    .leftJoin(unidadeDeNegocio, and(eq(unidadeDeNegocio.tenantId, inscricaoAutomatizada.tenantId), eq(unidadeDeNegocio.id, inscricaoAutomatizada.unidadeDeNegocioId)));

export const countRules = async (ex: Executor, tenantId: string, f: RuleFilters) => (await ex.select({ n: count() }).from(inscricaoAutomatizada).where(ruleWhere(tenantId, f)))[0].n;

export const listRules = (ex: Executor, tenantId: string, f: RuleFilters, offset: number, limit: number): Promise<RuleRow[]> =>
  rulesQuery(ex).where(ruleWhere(tenantId, f)).orderBy(desc(inscricaoAutomatizada.criadoEm), asc(inscricaoAutomatizada.id)).limit(limit).offset(offset);

export const findRule = async (ex: Executor, tenantId: string, id: string): Promise<RuleRow | null> =>
  (await rulesQuery(ex).where(and(eq(inscricaoAutomatizada.tenantId, tenantId), eq(inscricaoAutomatizada.id, id))))[0] ?? null;

/** The rule of a job title or of a unit (other than `exceptId`), if any. */
export const ruleOfTarget = async (ex: Executor, tenantId: string, target: { cargoId: string | null; unidadeDeNegocioId: string | null }, exceptId?: string) =>
  (
    await ex
      .select({ id: inscricaoAutomatizada.id })
      .from(inscricaoAutomatizada)
      .where(
        and(
          eq(inscricaoAutomatizada.tenantId, tenantId),
          target.cargoId ? eq(inscricaoAutomatizada.cargoId, target.cargoId) : eq(inscricaoAutomatizada.unidadeDeNegocioId, target.unidadeDeNegocioId ?? ''),
          exceptId ? sql`${inscricaoAutomatizada.id} <> ${exceptId}` : undefined,
        ),
      )
      .limit(1)
  )[0]?.id ?? null;

/** Rule ids of these job titles (for the job title reply's automatedRegistrationId). */
export const rulesOfJobTitles = (ex: Executor, tenantId: string, cargoIds: string[]) =>
  cargoIds.length === 0
    ? Promise.resolve([])
    : ex
        .select({ id: inscricaoAutomatizada.id, cargoId: inscricaoAutomatizada.cargoId })
        .from(inscricaoAutomatizada)
        .where(and(eq(inscricaoAutomatizada.tenantId, tenantId), inArray(inscricaoAutomatizada.cargoId, cargoIds)));

export type RuleItemRow = { regraId: string; tipo: InscricaoTipo; id: string; titulo: string; ordem: number };
export const ruleItems = async (ex: Executor, tenantId: string, ruleIds: string[]): Promise<RuleItemRow[]> => {
  if (ruleIds.length === 0) return [];
  const rows = await ex
    .select({
      regraId: inscricaoAutomatizadaItem.inscricaoAutomatizadaId,
      tipo: inscricaoAutomatizadaItem.tipo,
      cursoId: inscricaoAutomatizadaItem.cursoId,
      formacaoId: inscricaoAutomatizadaItem.formacaoId,
      ordem: inscricaoAutomatizadaItem.ordem,
      cursoTitulo: curso.titulo,
      formacaoTitulo: formacao.titulo,
    })
    .from(inscricaoAutomatizadaItem)
    .leftJoin(curso, and(eq(curso.tenantId, inscricaoAutomatizadaItem.tenantId), eq(curso.id, inscricaoAutomatizadaItem.cursoId)))
    .leftJoin(formacao, and(eq(formacao.tenantId, inscricaoAutomatizadaItem.tenantId), eq(formacao.id, inscricaoAutomatizadaItem.formacaoId)))
    .where(and(eq(inscricaoAutomatizadaItem.tenantId, tenantId), inArray(inscricaoAutomatizadaItem.inscricaoAutomatizadaId, ruleIds)))
    .orderBy(asc(inscricaoAutomatizadaItem.ordem));
  return rows.map((r) => ({ regraId: r.regraId, tipo: r.tipo, id: contentIdOf(r), titulo: (r.cursoTitulo ?? r.formacaoTitulo) ?? '', ordem: r.ordem }));
};

export type RuleValues = {
  tipo: InscricaoAutomatizadaTipo;
  cargoId: string | null;
  unidadeDeNegocioId: string | null;
  dataInicio: Date;
  notificarPorEmail: boolean;
  ativo: boolean;
};

export const insertRule = async (ex: Executor, tenantId: string, values: RuleValues) =>
  (await ex.insert(inscricaoAutomatizada).values({ tenantId, ...values }).returning({ id: inscricaoAutomatizada.id }))[0].id;

/** Updates the rule; a changed start date (or target) makes it wait to be applied again. */
export const updateRule = async (ex: Executor, tenantId: string, id: string, values: RuleValues) =>
  ex
    .update(inscricaoAutomatizada)
    .set({ ...values, aplicadaEm: null, atualizadoEm: new Date() })
    .where(and(eq(inscricaoAutomatizada.tenantId, tenantId), eq(inscricaoAutomatizada.id, id)));

export const deleteRule = async (ex: Executor, tenantId: string, id: string) =>
  ex.delete(inscricaoAutomatizada).where(and(eq(inscricaoAutomatizada.tenantId, tenantId), eq(inscricaoAutomatizada.id, id)));

export const setRuleItems = async (ex: Executor, tenantId: string, ruleId: string, itens: { tipo: InscricaoTipo; id: string }[]) => {
  await ex.delete(inscricaoAutomatizadaItem).where(and(eq(inscricaoAutomatizadaItem.tenantId, tenantId), eq(inscricaoAutomatizadaItem.inscricaoAutomatizadaId, ruleId)));
  if (itens.length === 0) return;
  await ex.insert(inscricaoAutomatizadaItem).values(
    itens.map((item, ordem) => ({
      tenantId,
      inscricaoAutomatizadaId: ruleId,
      ordem,
      tipo: item.tipo,
      cursoId: item.tipo === 'curso' ? item.id : null,
      formacaoId: item.tipo === 'formacao' ? item.id : null,
    })),
  );
};

export const markRuleApplied = async (ex: Executor, tenantId: string, id: string) =>
  ex.update(inscricaoAutomatizada).set({ aplicadaEm: new Date() }).where(and(eq(inscricaoAutomatizada.tenantId, tenantId), eq(inscricaoAutomatizada.id, id)));

/** Active rules already started that select a person of this job title or unit. */
export const startedRulesFor = (ex: Executor, tenantId: string, cargoId: string | null, unidadeDeNegocioId: string | null, now: Date): Promise<RuleRow[]> => {
  const targets = [
    cargoId ? and(eq(inscricaoAutomatizada.tipo, 'Cargo'), eq(inscricaoAutomatizada.cargoId, cargoId)) : undefined,
    unidadeDeNegocioId ? and(eq(inscricaoAutomatizada.tipo, 'Unidade'), eq(inscricaoAutomatizada.unidadeDeNegocioId, unidadeDeNegocioId)) : undefined,
  ].filter((t) => t !== undefined);
  if (targets.length === 0) return Promise.resolve([]);
  return rulesQuery(ex).where(
    and(eq(inscricaoAutomatizada.tenantId, tenantId), eq(inscricaoAutomatizada.ativo, true), lte(inscricaoAutomatizada.dataInicio, now), or(...targets)),
  );
};

/** Rules of the tenant whose start date has arrived but that were not applied since (the schedule's work). */
export const dueRules = (ex: Executor, tenantId: string, now: Date) =>
  ex
    .select({ id: inscricaoAutomatizada.id })
    .from(inscricaoAutomatizada)
    .where(
      and(eq(inscricaoAutomatizada.tenantId, tenantId), eq(inscricaoAutomatizada.ativo, true), lte(inscricaoAutomatizada.dataInicio, now), isNull(inscricaoAutomatizada.aplicadaEm)),
    );

/** Tenants with a rule waiting to be applied (platform-level read of the schedule, outside any tenant). */
export const tenantsWithDueRules = async (ex: Executor, now: Date) =>
  (
    await ex
      .selectDistinct({ tenantId: inscricaoAutomatizada.tenantId })
      .from(inscricaoAutomatizada)
      .where(and(eq(inscricaoAutomatizada.ativo, true), lte(inscricaoAutomatizada.dataInicio, now), isNull(inscricaoAutomatizada.aplicadaEm)))
  ).map((r) => r.tenantId);

