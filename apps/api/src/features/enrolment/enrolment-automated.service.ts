import {
  origemOfAutomatizada,
  ruleIsDue,
  type InscricaoAutomatizada,
  type ListInscricoesAutomatizadasResponse,
  type SaveInscricaoAutomatizadaInput,
  type SaveInscricaoAutomatizadaResponse,
} from '@plataforma/shared/enrolment';
import { hasPermission } from '@plataforma/shared/permissions';
import type { RequestContext } from '../../core/auth';
import type { Executor, Tx } from '../../core/db';
import { isUniqueViolation } from '../../core/db-errors';
import type { Deps } from '../../core/deps';
import { AppError, forbidden } from '../../core/errors';
import { pageWindow, pagedReply } from '../../core/paging';
import { assertTenantIds } from '../../core/tenant-ids';
import { cargo, unidadeDeNegocio } from '../../db/schema';
import type { UserSavedEvent } from '../users';
import type { EnrolmentEngine, Notice } from './enrolment.engine';
import * as repo from './enrolment.repository';

/** Functionalities of the job title and unit screens: either one administers automated enrolment. */
export const AUTOMATED_PERMISSIONS = ['Cargos', 'Unidades de Negócio'] as const;
/** The queue of the schedule that applies rules whose start date has arrived. */
export const AUTOMATED_QUEUE = 'enrolment.automated';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export type AutomatedListQuery = { pageNumber: number; pageSize: number } & repo.RuleFilters;

/**
 * Automated enrolment (3-admin §3 'Automated enrolment', §7 inscricaoautomatizada; docs/enrolment.md): one rule per job
 * title or unit enrols its active people in the rule's courses and trails from the start date on — on save when the
 * date has arrived, through the schedule otherwise — and people who join the job title or unit afterwards.
 */
export const createAutomatedEnrolmentService = (deps: Deps, engine: EnrolmentEngine) => {
  const { database, log } = deps;

  const assertPermission = (ctx: RequestContext) => {
    if (!AUTOMATED_PERMISSIONS.some((p) => hasPermission(ctx.permissions, p))) throw forbidden();
  };

  const load = async (tx: Executor, tenantId: string, rows: repo.RuleRow[]): Promise<InscricaoAutomatizada[]> => {
    const items = await repo.ruleItems(tx, tenantId, rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      tipo: r.tipo,
      cargoId: r.cargoId,
      cargoNome: r.cargoNome,
      unidadeDeNegocioId: r.unidadeDeNegocioId,
      unidadeDeNegocioNome: r.unidadeDeNegocioNome,
      itens: items.filter((i) => i.regraId === r.id).map(({ regraId: _, ...item }) => item),
      dataInicio: r.dataInicio.toISOString(),
      notificarPorEmail: r.notificarPorEmail,
      ativo: r.ativo,
      aplicadaEm: iso(r.aplicadaEm),
      createdAt: r.criadoEm.toISOString(),
      lastUpdatedAt: r.atualizadoEm.toISOString(),
    }));
  };

  const ruleOrFail = async (tx: Executor, tenantId: string, id: string) => {
    const rule = await repo.findRule(tx, tenantId, id);
    if (!rule) throw new AppError('inscricoes.ruleNotFound', 404);
    return rule;
  };

  /**
   * Enrols `people` (all active people of the rule's target when omitted) in every item of the rule; people already
   * enrolled (active or cancelled by an administrator) are left as they are. Answers new enrolments and e-mails to send.
   */
  const apply = async (tx: Tx, tenantId: string, rule: repo.RuleRow, people?: repo.PersonRow[]) => {
    const targets = people ?? (await repo.activePeopleOf(tx, tenantId, rule));
    const byId = new Map(targets.map((p) => [p.id, p]));
    const notices: Notice[] = [];
    let inscritos = 0;
    for (const item of await repo.ruleItems(tx, tenantId, [rule.id])) {
      const outcome = await engine.enrol(
        tx,
        tenantId,
        item.tipo,
        item.id,
        targets.map((p) => p.id),
        { origem: origemOfAutomatizada(rule.tipo), inscritoPorId: null, inscricaoAutomatizadaId: rule.id, reactivate: false },
      );
      inscritos += outcome.inscritos.length;
      if (rule.notificarPorEmail) notices.push(...outcome.inscritos.map((id) => ({ person: byId.get(id)!, tipo: item.tipo, titulo: item.titulo })));
    }
    if (!people) await repo.markRuleApplied(tx, tenantId, rule.id);
    return { inscritos, notices };
  };

  const checkInput = async (tx: Executor, tenantId: string, input: SaveInscricaoAutomatizadaInput, exceptId?: string) => {
    await assertTenantIds(tx, cargo, tenantId, input.cargoId, 'cargoId', { key: 'inscricoes.ruleJobTitleNotFound' });
    await assertTenantIds(tx, unidadeDeNegocio, tenantId, input.unidadeDeNegocioId, 'unidadeDeNegocioId', { key: 'inscricoes.ruleUnitNotFound' });
    if (await repo.ruleOfTarget(tx, tenantId, input, exceptId)) throw new AppError(input.tipo === 'Cargo' ? 'inscricoes.ruleJobTitleTaken' : 'inscricoes.ruleUnitTaken', 409);
    for (const tipo of ['curso', 'formacao'] as const) {
      const ids = input.itens.filter((i) => i.tipo === tipo).map((i) => i.id);
      if ((await repo.countContents(tx, tenantId, tipo, ids)) !== ids.length) throw new AppError('inscricoes.ruleItemNotFound', 422, {}, { field: 'itens' });
    }
  };

  const save = async (ctx: RequestContext, input: SaveInscricaoAutomatizadaInput, id?: string): Promise<SaveInscricaoAutomatizadaResponse> => {
    assertPermission(ctx);
    const values: repo.RuleValues = {
      tipo: input.tipo,
      cargoId: input.cargoId,
      unidadeDeNegocioId: input.unidadeDeNegocioId,
      dataInicio: input.dataInicio ? new Date(input.dataInicio) : new Date(),
      notificarPorEmail: input.notificarPorEmail,
      ativo: input.ativo,
    };
    try {
      const { reply, notices } = await database.inTenant(ctx.tenantId, async (tx) => {
        if (id) await ruleOrFail(tx, ctx.tenantId, id);
        await checkInput(tx, ctx.tenantId, input, id);
        let ruleId = id;
        if (ruleId) await repo.updateRule(tx, ctx.tenantId, ruleId, values);
        else ruleId = await repo.insertRule(tx, ctx.tenantId, values);
        await repo.setRuleItems(tx, ctx.tenantId, ruleId, input.itens);
        const rule = await ruleOrFail(tx, ctx.tenantId, ruleId);
        const applied = ruleIsDue(rule) ? await apply(tx, ctx.tenantId, rule) : { inscritos: 0, notices: [] };
        const [saved] = await load(tx, ctx.tenantId, [await ruleOrFail(tx, ctx.tenantId, ruleId)]);
        return { reply: { ...saved, inscritos: applied.inscritos }, notices: applied.notices };
      });
      await engine.notify(notices);
      return reply;
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(input.tipo === 'Cargo' ? 'inscricoes.ruleJobTitleTaken' : 'inscricoes.ruleUnitTaken', 409);
      throw error;
    }
  };

  const list = (ctx: RequestContext, q: AutomatedListQuery): Promise<ListInscricoesAutomatizadasResponse> => {
    assertPermission(ctx);
    return database.inTenant(ctx.tenantId, async (tx) => {
      const filters: repo.RuleFilters = { tipo: q.tipo, cargoId: q.cargoId, unidadeDeNegocioId: q.unidadeDeNegocioId };
      const total = await repo.countRules(tx, ctx.tenantId, filters);
      const { page, offset, limit } = pageWindow(q.pageNumber, q.pageSize, total);
      const rows = total === 0 ? [] : await repo.listRules(tx, ctx.tenantId, filters, offset, limit);
      return pagedReply(await load(tx, ctx.tenantId, rows), page, q.pageSize, total);
    });
  };

  const getOne = (ctx: RequestContext, id: string): Promise<InscricaoAutomatizada> => {
    assertPermission(ctx);
    return database.inTenant(ctx.tenantId, async (tx) => (await load(tx, ctx.tenantId, [await ruleOrFail(tx, ctx.tenantId, id)]))[0]);
  };

  /** DELETE: the rule goes; enrolments it made stay (they are the people's now). */
  const remove = async (ctx: RequestContext, id: string) => {
    assertPermission(ctx);
    await database.inTenant(ctx.tenantId, async (tx) => {
      await ruleOrFail(tx, ctx.tenantId, id);
      await repo.deleteRule(tx, ctx.tenantId, id);
    });
    return { success: true as const };
  };

  /** A person created or saved: the started rules of their job title and unit enrol them (when active). */
  const onUserSaved = async (event: UserSavedEvent) => {
    if (!event.ativo || (!event.cargoId && !event.unidadeDeNegocioId)) return;
    const notices = await database.inTenant(event.tenantId, async (tx) => {
      const rules = await repo.startedRulesFor(tx, event.tenantId, event.cargoId, event.unidadeDeNegocioId, new Date());
      if (rules.length === 0) return [];
      const people = (await repo.peopleByIds(tx, event.tenantId, [event.userId])).filter((p) => p.ativo);
      if (people.length === 0) return [];
      const out: Notice[] = [];
      for (const rule of rules) out.push(...(await apply(tx, event.tenantId, rule, people)).notices);
      return out;
    });
    await engine.notify(notices);
  };

  /** The schedule's job: every active rule whose start date has arrived and that was not applied yet, tenant by tenant. */
  const applyDueRules = async () => {
    const now = new Date();
    const tenants = await database.system((tx) => repo.tenantsWithDueRules(tx, now));
    for (const tenantId of tenants) {
      const notices = await database.inTenant(tenantId, async (tx) => {
        const out: Notice[] = [];
        for (const { id } of await repo.dueRules(tx, tenantId, now)) {
          const rule = await repo.findRule(tx, tenantId, id);
          if (rule) out.push(...(await apply(tx, tenantId, rule)).notices);
        }
        return out;
      });
      await engine.notify(notices);
      log.info({ tenantId }, 'automated enrolment rules applied');
    }
  };

  /** Rule ids of job titles (the job title reply's automatedRegistrationId). */
  const rulesOfJobTitles = (tx: Executor, tenantId: string, cargoIds: string[]) => repo.rulesOfJobTitles(tx, tenantId, cargoIds);

  return { list, getOne, create: (ctx: RequestContext, input: SaveInscricaoAutomatizadaInput) => save(ctx, input), update: (ctx: RequestContext, id: string, input: SaveInscricaoAutomatizadaInput) => save(ctx, input, id), remove, onUserSaved, applyDueRules, rulesOfJobTitles };
};

export type AutomatedEnrolmentService = ReturnType<typeof createAutomatedEnrolmentService>;
