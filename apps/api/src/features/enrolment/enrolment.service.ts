import {
  canUnenrol,
  statusAt,
  manualOrigemOf,
  pendingPrerequisites,
  subscribeActionOf,
  SUBSCRIPTION_LIST_STATUSES,
  type EnrolUsersInput,
  type EnrolUsersResponse,
  type InscricaoTipo,
  type ListSubscriptionsQuery,
  type ListSubscriptionsResponse,
  type SubscribeResponse,
  type SubscriptionListStatus,
  type UserEnrolment,
} from '@plataforma/shared/enrolment';
import { hasPermission } from '@plataforma/shared/permissions';
import { translate, type Language, type MessageKey } from '@plataforma/shared';
import { isUuid, type RequestContext } from '../../core/auth';
import type { Executor } from '../../core/db';
import type { Deps } from '../../core/deps';
import { AppError, forbidden } from '../../core/errors';
import { pageWindow, pagedReply } from '../../core/paging';
import { COURSES_PERMISSION, TRAILS_PERMISSION } from '../courses';
import { contentVisibleTo, loadViewer } from '../sections';
import type { EnrolmentEngine, Notice } from './enrolment.engine';
import { emitEnrolmentStarted } from './enrolment-events';
import * as repo from './enrolment.repository';

export const USERS_PERMISSION = 'Usuários';
export const LEARNING_PERMISSION = 'Aprendizado';
/** The functionality administering enrolments of each kind. */
export const PERMISSION_OF: Record<InscricaoTipo, string> = { curso: COURSES_PERMISSION, formacao: TRAILS_PERMISSION };
const NOT_FOUND: Record<InscricaoTipo, MessageKey> = { curso: 'cursos.notFound', formacao: 'formacoes.notFound' };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const statusOf = (row: repo.EnrolmentRow, content: repo.ContentRow, now = new Date()) =>
  statusAt({ status: row.status, percentual: row.percentual, dataInscricao: row.dataInscricao, limiteDeDiasParaConclusao: content.limiteDeDiasParaConclusao, now });

const subscribeReply = (row: repo.EnrolmentRow | null, content: repo.ContentRow): SubscribeResponse =>
  row
    ? { inscrito: true, dataInscricao: row.dataInscricao.toISOString(), porcentagemDeConclusao: row.percentual, status: statusOf(row, content) }
    : { inscrito: false, dataInscricao: null, porcentagemDeConclusao: 0, status: null };

/**
 * Enrolment of learners in courses and trails (2-learner §4; 3-admin §3, §7 Course, Trail, Usuario). docs/enrolment.md.
 * Learners subscribe and unsubscribe themselves ('Aprendizado'); administrators enrol people ('Cursos' / 'Trilhas'),
 * list the subscription rows, see one person's enrolments ('Usuários'), cancel and reactivate.
 */
export const createEnrolmentService = (deps: Deps, engine: EnrolmentEngine) => {
  const { database } = deps;

  const contentOrFail = async (tx: Executor, tenantId: string, tipo: InscricaoTipo, id: string) => {
    const content = await repo.findContent(tx, tenantId, tipo, id);
    if (!content) throw new AppError(NOT_FOUND[tipo], 404);
    return content;
  };

  // ---------------------------------------------------------------- learner

  /**
   * POST curso/{id}/subscribe, formacao/{id}/Subscribe. Already enrolled and active: answered as is. Otherwise the
   * content must be active, shown to the person by a section (unless an enrolment of theirs exists: an administrator
   * enrolled them), and every prerequisite complete; a cancelled enrolment starts over (its progress is deleted).
   */
  const subscribe = (ctx: RequestContext, tipo: InscricaoTipo, id: string): Promise<SubscribeResponse> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const content = await contentOrFail(tx, ctx.tenantId, tipo, id);
      const current = await repo.findEnrolment(tx, ctx.tenantId, ctx.userId, tipo, id);
      const action = subscribeActionOf(current);
      if (action === 'keep') return subscribeReply(current, content);
      if (!content.ativo) throw new AppError('inscricoes.contentInactive', 422);
      if (!current && !(await contentVisibleTo(tx, ctx.tenantId, await loadViewer(tx, ctx.tenantId, ctx.userId), { tipo, id }))) {
        throw new AppError('inscricoes.contentUnavailable', 403);
      }
      const pending = pendingPrerequisites(await repo.prerequisitesOf(tx, ctx.tenantId, tipo, id, ctx.userId));
      if (pending.length > 0) throw new AppError('inscricoes.prerequisitesPending', 422, { titles: pending.join(', ') });
      if (action === 'reset') {
        await repo.resetEnrolment(tx, ctx.tenantId, current!.id, { origem: 'manual', inscritoPorId: null, inscricaoAutomatizadaId: null });
        await repo.deleteContextProgress(tx, ctx.tenantId, ctx.userId, tipo, id);
      } else {
        await repo.insertEnrolments(tx, ctx.tenantId, [{ usuarioId: ctx.userId, tipo, contentId: id, origem: 'manual', inscritoPorId: null }]);
      }
      await emitEnrolmentStarted(tx, { tenantId: ctx.tenantId, tipo, contentId: id, usuarioIds: [ctx.userId], inscritoPorId: null });
      return subscribeReply(await repo.findEnrolment(tx, ctx.tenantId, ctx.userId, tipo, id), content);
    });

  /** POST curso/{id}/unsubscribe, formacao/{id}/UnSubscribe: only at zero progress (409 otherwise); not enrolled: no-op. */
  const unsubscribe = (ctx: RequestContext, tipo: InscricaoTipo, id: string): Promise<SubscribeResponse> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const content = await contentOrFail(tx, ctx.tenantId, tipo, id);
      const current = await repo.findEnrolment(tx, ctx.tenantId, ctx.userId, tipo, id);
      if (current) {
        if (!canUnenrol(current.percentual)) throw new AppError('inscricoes.cannotUnsubscribe', 409);
        await repo.deleteEnrolment(tx, ctx.tenantId, current.id);
        await repo.deleteContextProgress(tx, ctx.tenantId, ctx.userId, tipo, id);
      }
      return subscribeReply(null, content);
    });

  // ---------------------------------------------------------------- administration

  /** POST curso/inscreverusuarios/{id}, formacao/inscreverusuarios/{id}. */
  const enrolUsers = async (ctx: RequestContext, tipo: InscricaoTipo, id: string, input: EnrolUsersInput, lang: Language): Promise<EnrolUsersResponse> => {
    const { reply, notices } = await database.inTenant(ctx.tenantId, async (tx) => {
      const content = await contentOrFail(tx, ctx.tenantId, tipo, id);
      const people = new Map((await repo.peopleByIds(tx, ctx.tenantId, input.usuariosIds)).map((p) => [p.id, p]));
      const falhas: EnrolUsersResponse['falhas'] = [];
      const eligible: string[] = [];
      for (const usuarioId of input.usuariosIds) {
        const person = people.get(usuarioId);
        if (!person) falhas.push({ usuarioId, motivo: translate('inscricoes.userNotFound', lang) });
        else if (!person.ativo) falhas.push({ usuarioId, motivo: translate('inscricoes.userInactive', lang) });
        else eligible.push(usuarioId);
      }
      if (eligible.length === 0) throw new AppError('inscricoes.enrolError', 422, {}, { falhas });
      const origem = manualOrigemOf(await repo.classificacaoOf(tx, ctx.tenantId, ctx.userId));
      const outcome = await engine.enrol(tx, ctx.tenantId, tipo, id, eligible, { origem, inscritoPorId: ctx.userId, reactivate: true });
      const told: Notice[] = input.notificarPorEmail
        ? [...outcome.inscritos, ...outcome.reativados].map((usuarioId) => ({ person: people.get(usuarioId)!, tipo, titulo: content.titulo }))
        : [];
      return {
        reply: { inscritos: outcome.inscritos.length, jaInscritos: outcome.jaInscritos.length, reativados: outcome.reativados.length, falhas },
        notices: told,
      };
    });
    await engine.notify(notices);
    return reply;
  };

  /** The status and id of a subscription list as the path gives them (the spec's messages when wrong). */
  const listArgs = (tipo: InscricaoTipo, status: string, id: string) => {
    const match = SUBSCRIPTION_LIST_STATUSES.find((s) => s.toLowerCase() === status.trim().toLowerCase());
    if (!match) throw new AppError('inscricoes.typeRequired', 400);
    if (!isUuid(id)) throw new AppError(tipo === 'curso' ? 'inscricoes.courseIdRequired' : 'inscricoes.trailIdRequired', 400);
    return { status: match, id };
  };

  /** GET curso/Usuarios/{status}/{id} and formacao/inscricoes/{id}: the content's subscription rows, statuses refreshed. */
  const listSubscriptions = (ctx: RequestContext, tipo: InscricaoTipo, rawStatus: string, rawId: string, q: ListSubscriptionsQuery): Promise<ListSubscriptionsResponse> => {
    const { status, id } = listArgs(tipo, rawStatus, rawId);
    return database.inTenant(ctx.tenantId, async (tx) => {
      await contentOrFail(tx, ctx.tenantId, tipo, id);
      await engine.refresh(tx, ctx.tenantId, await repo.statusRowsOfContent(tx, ctx.tenantId, tipo, id));
      const filters: repo.SubscriptionFilters = {
        status: status as SubscriptionListStatus,
        search: q.search || undefined,
        unidadeDeNegocioId: q.unidadeDeNegocioId,
        departamentoId: q.departamentoId,
        cargoId: q.cargoId,
        origem: q.origem,
      };
      const total = await repo.countSubscriptions(tx, ctx.tenantId, tipo, id, filters);
      const { page, offset, limit } = pageWindow(q.pageNumber, q.pageSize, total);
      const rows = total === 0 ? [] : await repo.listSubscriptions(tx, ctx.tenantId, tipo, id, filters, offset, limit);
      return pagedReply(
        rows.map((r) => ({ ...r, dataInscricao: r.dataInscricao.toISOString(), concluidoEm: iso(r.concluidoEm) })),
        page,
        q.pageSize,
        total,
      );
    });
  };

  const toUserEnrolment = (row: repo.EnrolmentRow, titulo: string): UserEnrolment => ({
    id: row.id,
    tipo: row.tipo,
    conteudoId: repo.contentIdOf(row),
    titulo,
    progress: row.percentual,
    status: row.status,
    origin: row.origem,
    active: row.ativo,
    dataInscricao: row.dataInscricao.toISOString(),
    concluidoEm: iso(row.concluidoEm),
  });

  /** GET usuario/inscricao/{id}: the person's enrolments (courses and trails), newest first. */
  const userEnrolments = (ctx: RequestContext, usuarioId: string): Promise<UserEnrolment[]> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      if ((await repo.peopleByIds(tx, ctx.tenantId, [usuarioId])).length === 0) throw new AppError('users.notFound', 404);
      await engine.refresh(tx, ctx.tenantId, await repo.statusRowsOfUser(tx, ctx.tenantId, usuarioId));
      return (await repo.enrolmentsOfUser(tx, ctx.tenantId, usuarioId)).map((r) => toUserEnrolment(r, (r.cursoTitulo ?? r.formacaoTitulo) ?? ''));
    });

  /** An enrolment the caller may administer (by its kind's functionality), with its content. */
  const administered = async (tx: Executor, ctx: RequestContext, id: string) => {
    const row = await repo.findEnrolmentById(tx, ctx.tenantId, id);
    if (!row) throw new AppError('inscricoes.notFound', 404);
    if (!hasPermission(ctx.permissions, PERMISSION_OF[row.tipo])) throw forbidden();
    return { row, content: await contentOrFail(tx, ctx.tenantId, row.tipo, repo.contentIdOf(row)) };
  };

  /** PUT inscricao/{id}/cancelar: the enrolment stays (with its progress) as cancelled; already cancelled: no-op. */
  const cancel = (ctx: RequestContext, id: string): Promise<UserEnrolment> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const { row, content } = await administered(tx, ctx, id);
      if (row.ativo) await repo.cancelEnrolment(tx, ctx.tenantId, id);
      return toUserEnrolment((await repo.findEnrolmentById(tx, ctx.tenantId, id))!, content.titulo);
    });

  /** PUT inscricao/{id}/reativar: a cancelled enrolment starts over (progress of the context lost); active: 409. */
  const reactivate = (ctx: RequestContext, id: string): Promise<UserEnrolment> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const { row, content } = await administered(tx, ctx, id);
      if (row.ativo) throw new AppError('inscricoes.alreadyActive', 409);
      await repo.resetEnrolment(tx, ctx.tenantId, id, {});
      await repo.deleteContextProgress(tx, ctx.tenantId, row.usuarioId, row.tipo, repo.contentIdOf(row));
      await emitEnrolmentStarted(tx, { tenantId: ctx.tenantId, tipo: row.tipo, contentId: repo.contentIdOf(row), usuarioIds: [row.usuarioId], inscritoPorId: ctx.userId });
      return toUserEnrolment((await repo.findEnrolmentById(tx, ctx.tenantId, id))!, content.titulo);
    });

  return { subscribe, unsubscribe, enrolUsers, listSubscriptions, userEnrolments, cancel, reactivate };
};

export type EnrolmentService = ReturnType<typeof createEnrolmentService>;
