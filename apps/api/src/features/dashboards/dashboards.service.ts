import {
  completionRate,
  DASHBOARD_CONTENT_OPTIONS,
  DASHBOARD_EXPIRING_DAYS,
  DASHBOARD_TOP_CONTENTS,
  monthsBetween,
  scopeOf,
  type DashboardPerson,
  type LearnerDashboard,
  type ManagerDashboard,
  type dashboardFiltersSchema,
  type dashboardPeopleRequestSchema,
} from '@plataforma/shared/dashboards';
import type { Paged } from '@plataforma/shared';
import type { z } from 'zod';
import type { RequestContext } from '../../core/auth';
import type { Executor } from '../../core/db';
import type { Deps } from '../../core/deps';
import { pagedReply, pageWindow } from '../../core/paging';
import { assertTenantIds } from '../../core/tenant-ids';
import { cargo, departamento, unidadeDeNegocio, usuario } from '../../db/schema';
import * as repo from './dashboards.repository';

/** The functionalities of the panels (1-shell §6): 'Meu Painel' (the person's own) and 'Dashboard v1' (the manager's). */
export const LEARNER_PERMISSION = 'Meu Painel';
export const MANAGER_PERMISSION = 'Dashboard v1';

type FiltersInput = z.output<typeof dashboardFiltersSchema>;

const filtersOf = (input: FiltersInput): repo.Filters => ({
  departamentoIds: input.DepartamentoIds ?? [],
  cargoIds: input.CargoIds ?? [],
  unidadeIds: input.UnidadeDeNegocioIds ?? [],
  conteudoIds: input.ConteudoIds ?? [],
  usuarioIds: input.UsuariosIds ?? [],
  from: input.DataInicio ?? null,
  to: input.DataFim ?? null,
});

/** 'yyyy-MM-dd' of a moment in São Paulo (the platform's calendar for dates without a zone). */
const dayIn = (date: Date): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

/** The months the over-time chart covers: the range's, or the last 12 when the range is open. */
const chartWindow = (f: repo.Filters, now: Date): { from: string; to: string } => {
  const today = dayIn(now);
  // An open end stops today, or at the start when the range begins later.
  const to = f.to ?? (f.from && f.from > today ? f.from : today);
  if (f.from) return { from: f.from, to };
  const end = new Date(`${to}T12:00:00Z`);
  const start = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 11, 1));
  return { from: start.toISOString().slice(0, 10), to };
};

/** The chart's months (every month of its window, empty ones included) and the first day the figures count from. */
const chartOf = (f: repo.Filters) => {
  const window = chartWindow(f, new Date());
  const months = monthsBetween(window.from, window.to);
  // Over DASHBOARD_MAX_MONTHS, the chart starts at its first month kept.
  const from = `${months[0]}-01` > window.from ? `${months[0]}-01` : window.from;
  return { months, from, to: window.to };
};

const seriesOf = (months: string[], found: repo.EnrolmentFigures['months']) =>
  months.map((mes) => ({ mes, inscricoes: found.get(mes)?.inscricoes ?? 0, concluidas: found.get(mes)?.concluidas ?? 0 }));

/** A unit's or department's people with the minutes they concluded; the most minutes first, then by name. */
const hoursOf = (groups: repo.PeopleGroup[], minutes: Map<string | null, number>) =>
  groups.map((g) => ({ id: g.id, nome: g.nome, minutos: minutes.get(g.id) ?? 0, pessoas: g.pessoas })).sort((a, b) => b.minutos - a.minutos);

/**
 * The dashboards (docs/dashboards.md). DashboardAluno: the caller's own figures. DashboardGestor: a manager's team
 * (everyone whose chain of direct supervisors leads to them) or, for administrators and platform users, the company.
 * Filter ids must be the tenant's (422 naming the field); routes check the functionalities.
 */
export const createDashboardsService = ({ database }: Pick<Deps, 'database'>) => {
  const checkIds = async (tx: Executor, ctx: RequestContext, input: FiltersInput) => {
    await assertTenantIds(tx, departamento, ctx.tenantId, input.DepartamentoIds, 'DepartamentoIds');
    await assertTenantIds(tx, cargo, ctx.tenantId, input.CargoIds, 'CargoIds');
    await assertTenantIds(tx, unidadeDeNegocio, ctx.tenantId, input.UnidadeDeNegocioIds, 'UnidadeDeNegocioIds');
    await assertTenantIds(tx, usuario, ctx.tenantId, input.UsuariosIds, 'UsuariosIds');
  };

  const managerAudience = async (tx: Executor, ctx: RequestContext): Promise<repo.Audience> => {
    const classificacao = await repo.classificationOf(tx, ctx.tenantId, ctx.userId);
    return { kind: scopeOf(classificacao, ctx.elevated || ctx.clientMode), managerId: ctx.userId };
  };

  const learner = (ctx: RequestContext, input: FiltersInput): Promise<LearnerDashboard> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const f = { ...filtersOf(input), departamentoIds: [], cargoIds: [], unidadeIds: [], usuarioIds: [] };
      const audience: repo.Audience = { kind: 'self', usuarioId: ctx.userId };
      const chart = chartOf(f);
      const { totals, months } = await repo.enrolmentFigures(tx, ctx.tenantId, audience, f, chart, DASHBOARD_TOP_CONTENTS);
      const expiring = await repo.expiringSoon(tx, ctx.tenantId, ctx.userId, DASHBOARD_EXPIRING_DAYS);
      return {
        classificacao: await repo.classificationOf(tx, ctx.tenantId, ctx.userId),
        inscricoesPorStatus: totals.byStatus,
        totalInscricoes: totals.total,
        minutosConcluidos: totals.minutesConcluded,
        taxaDeConclusao: completionRate(totals.concluded, totals.total),
        porMes: seriesOf(chart.months, months),
        obrigatoriosPendentes: totals.pendingMandatory,
        vencendoEmBreve: expiring.map((e) => ({ id: e.id, tipo: e.tipo, titulo: e.titulo, vencimento: new Date(e.vencimento).toISOString(), percentual: e.percentual })),
        avaliacoes: await repo.assessmentTotals(tx, ctx.tenantId, audience, f),
        certificados: await repo.certificatesOf(tx, ctx.tenantId, ctx.userId, f),
      };
    });

  const manager = (ctx: RequestContext, input: FiltersInput): Promise<ManagerDashboard> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      await checkIds(tx, ctx, input);
      const f = filtersOf(input);
      const audience = await managerAudience(tx, ctx);
      const chart = chartOf(f);
      const figures = await repo.enrolmentFigures(tx, ctx.tenantId, audience, f, chart, DASHBOARD_TOP_CONTENTS);
      const people = await repo.peopleFigures(tx, ctx.tenantId, audience, f);
      const { totals } = figures;
      return {
        escopo: audience.kind === 'company' ? 'company' : 'team',
        pessoas: { ativas: people.ativas, inativas: people.inativas },
        totalInscricoes: totals.total,
        taxaDeConclusao: completionRate(totals.concluded, totals.total),
        inscricoesPorStatus: totals.byStatus,
        porMes: seriesOf(chart.months, figures.months),
        obrigatoriosAtrasados: totals.overdueMandatory,
        maisConcluidos: figures.best,
        menosConcluidos: figures.worst,
        avaliacoes: await repo.assessmentTotals(tx, ctx.tenantId, audience, f),
        horasPorUnidade: hoursOf(people.units, figures.minutesByUnit),
        horasPorDepartamento: hoursOf(people.departments, figures.minutesByDepartment),
      };
    });

  const people = (ctx: RequestContext, input: z.output<typeof dashboardPeopleRequestSchema>): Promise<Paged<DashboardPerson>> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      await checkIds(tx, ctx, input);
      const f = filtersOf(input);
      const audience = await managerAudience(tx, ctx);
      const first = await repo.peoplePage(tx, ctx.tenantId, audience, f, (input.pageNumber - 1) * input.pageSize, input.pageSize);
      const { page, offset, limit } = pageWindow(input.pageNumber, input.pageSize, first.total);
      const { total, rows } = offset === (input.pageNumber - 1) * input.pageSize ? first : await repo.peoplePage(tx, ctx.tenantId, audience, f, offset, limit);
      return pagedReply(
        rows.map((r) => ({
          id: r.id,
          nome: r.nome,
          email: r.email,
          ativo: r.ativo,
          departamento: r.departamento,
          cargo: r.cargo,
          unidadeDeNegocio: r.unidade,
          inscricoes: r.inscricoes,
          concluidas: r.concluidas,
          atrasadas: r.atrasadas,
          progressoMedio: r.progresso,
          minutosConcluidos: r.minutos,
        })),
        page,
        input.pageSize,
        total,
      );
    });

  /** The content filter's options: active courses and trails of the company by title. */
  const contents = (ctx: RequestContext, search: string | undefined) =>
    database.inTenant(ctx.tenantId, (tx) => repo.contentOptions(tx, ctx.tenantId, search?.trim() || null, DASHBOARD_CONTENT_OPTIONS));

  return { learner, manager, people, contents };
};
