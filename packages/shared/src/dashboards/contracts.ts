import { z } from 'zod';
import { pagedSchema } from '../core/envelope.ts';
import { CLASSIFICACOES } from '../users/contracts.ts';
import { DASHBOARD_FILTER_IDS_MAX, DASHBOARD_STATUSES, isDateRangeInOrder } from './rules.ts';

/**
 * Dashboards (2-learner §7 'Dashboards', 3-admin §7): POST DashboardAluno and POST DashboardGestor take the spec's
 * filters — DepartamentoIds, CargoIds, UnidadeDeNegocioIds, ConteudoIds, UsuariosIds (empty arrays are left out by
 * the web; the server takes them as no filter), DataInicio and DataFim as dates ('yyyy-MM-dd', both days included).
 */

const ids = z.array(z.uuid()).max(DASHBOARD_FILTER_IDS_MAX).optional();
const day = z.iso.date().optional();

export const dashboardFiltersSchema = z
  .object({
    DepartamentoIds: ids,
    CargoIds: ids,
    UnidadeDeNegocioIds: ids,
    /** Courses or trails. */
    ConteudoIds: ids,
    UsuariosIds: ids,
    DataInicio: day,
    DataFim: day,
  })
  .refine((f) => isDateRangeInOrder(f.DataInicio, f.DataFim), { path: ['DataFim'], message: 'dashboards.dateRange' });
export type DashboardFilters = z.input<typeof dashboardFiltersSchema>;

const statusCounts = z.object(Object.fromEntries(DASHBOARD_STATUSES.map((s) => [s, z.number().int()])) as Record<(typeof DASHBOARD_STATUSES)[number], z.ZodNumber>);
export type StatusCounts = z.infer<typeof statusCounts>;

const assessments = z.object({
  aprovadas: z.number().int(),
  reprovadas: z.number().int(),
  pendentesDeCorrecao: z.number().int(),
  /** Mean of the graded attempts' scores (0..100, one decimal); null when none is graded. */
  notaMedia: z.number().nullable(),
});

const monthly = z.object({ mes: z.string().describe("'yyyy-MM'"), concluidas: z.number().int(), inscricoes: z.number().int() });

const contentRef = z.object({ id: z.string(), tipo: z.enum(['curso', 'formacao']), titulo: z.string() });

/** POST DashboardAluno: the person's own figures in the range (enrolments made or concluded in it). */
export const learnerDashboardSchema = z.object({
  classificacao: z.enum(CLASSIFICACOES),
  inscricoesPorStatus: statusCounts,
  totalInscricoes: z.number().int(),
  /** Workload (minutes) of the courses and trails concluded in the range. */
  minutosConcluidos: z.number().int(),
  taxaDeConclusao: z.number().int(),
  porMes: z.array(monthly),
  obrigatoriosPendentes: z.number().int(),
  vencendoEmBreve: z.array(contentRef.extend({ vencimento: z.string(), percentual: z.number().int() })),
  avaliacoes: assessments,
  certificados: z.number().int(),
});
export type LearnerDashboard = z.infer<typeof learnerDashboardSchema>;

const byGroup = z.object({ id: z.string().nullable(), nome: z.string().nullable(), minutos: z.number().int(), pessoas: z.number().int() });

const contentRate = contentRef.extend({ inscritos: z.number().int(), concluidos: z.number().int(), taxa: z.number().int() });

/** POST DashboardGestor: the team's (a manager) or the company's (an administrator) figures. */
export const managerDashboardSchema = z.object({
  escopo: z.enum(['team', 'company']),
  pessoas: z.object({ ativas: z.number().int(), inativas: z.number().int() }),
  totalInscricoes: z.number().int(),
  taxaDeConclusao: z.number().int(),
  inscricoesPorStatus: statusCounts,
  porMes: z.array(monthly),
  obrigatoriosAtrasados: z.number().int(),
  maisConcluidos: z.array(contentRate),
  menosConcluidos: z.array(contentRate),
  avaliacoes: assessments,
  horasPorUnidade: z.array(byGroup),
  horasPorDepartamento: z.array(byGroup),
});
export type ManagerDashboard = z.infer<typeof managerDashboardSchema>;

/** POST DashboardGestor/Pessoas: the people of the panel with their progress, paged (the table and its .xlsx export). */
export const dashboardPeopleRequestSchema = dashboardFiltersSchema.and(
  z.object({ pageNumber: z.number().int().min(1).default(1), pageSize: z.number().int().min(1).max(100).default(10) }),
);
export const dashboardPersonSchema = z.object({
  id: z.string(),
  nome: z.string(),
  email: z.string(),
  ativo: z.boolean(),
  departamento: z.string().nullable(),
  cargo: z.string().nullable(),
  unidadeDeNegocio: z.string().nullable(),
  inscricoes: z.number().int(),
  concluidas: z.number().int(),
  atrasadas: z.number().int(),
  /** Mean progress of the person's enrolments (0..100). */
  progressoMedio: z.number().int(),
  minutosConcluidos: z.number().int(),
});
export type DashboardPerson = z.infer<typeof dashboardPersonSchema>;
export const dashboardPeopleResponseSchema = pagedSchema(dashboardPersonSchema);

/** GET DashboardGestor/Conteudos?search: active courses and trails as the content filter's options. */
export const dashboardContentsRequestSchema = z.object({ search: z.string().max(100).optional() });
export const dashboardContentsResponseSchema = z.array(contentRef);
export type DashboardContentOption = z.infer<typeof contentRef>;
