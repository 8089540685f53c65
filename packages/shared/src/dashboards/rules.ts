/**
 * Pure rules of the dashboards (2-learner §7 Dashboards, 3-admin §7 Dashboards; docs/dashboards.md): the filters'
 * date range, rates and hours as the panels show them, and which panel a classification is offered.
 */
import type { Classificacao } from '../users/contracts.ts';

/** Enrolment statuses as the panels group them (the enrolment statuses of 2-learner §3). */
export const DASHBOARD_STATUSES = ['not-started', 'on-going', 'completed', 'approved', 'failed', 'expired'] as const;
export type DashboardStatus = (typeof DASHBOARD_STATUSES)[number];

/** Statuses that count as concluded (completed without a graded score, or approved). */
export const CONCLUDED_STATUSES: readonly DashboardStatus[] = ['completed', 'approved'];

/** How many contents the top and bottom lists show; how many days ahead 'expiring soon' looks. */
export const DASHBOARD_TOP_CONTENTS = 5;
export const DASHBOARD_EXPIRING_DAYS = 30;
/** The longest range of months the completion-over-time chart covers (older months are cut). */
export const DASHBOARD_MAX_MONTHS = 24;
/** Options the content filter offers per search. */
export const DASHBOARD_CONTENT_OPTIONS = 50;
/** Ids per filter list. */
export const DASHBOARD_FILTER_IDS_MAX = 200;

/** Whole percent of concluded out of total (0 when there is nothing), rounded half up. */
export const completionRate = (concluded: number, total: number): number => (total <= 0 ? 0 : Math.min(100, Math.floor((concluded * 100) / total + 0.5)));

/** Minutes as hours with one decimal (the panels show hours; workloads are stored in minutes). */
export const hoursOf = (minutes: number): number => Math.round((minutes / 60) * 10) / 10;

/** Whether the range is in order (either end may be open; both ends are whole days, both included). */
export const isDateRangeInOrder = (from: string | null | undefined, to: string | null | undefined): boolean => !from || !to || from <= to;

/**
 * The months 'yyyy-MM' from `from` to `to` (both included), at most DASHBOARD_MAX_MONTHS (the latest are kept), so
 * a chart has a bar for a month without any conclusion.
 */
export const monthsBetween = (from: string, to: string): string[] => {
  const [fy, fm] = from.slice(0, 7).split('-').map(Number);
  const [ty, tm] = to.slice(0, 7).split('-').map(Number);
  const months: string[] = [];
  for (let y = fy, m = fm; y < ty || (y === ty && m <= tm); m === 12 ? ((y += 1), (m = 1)) : (m += 1)) months.push(`${y}-${String(m).padStart(2, '0')}`);
  return months.slice(-DASHBOARD_MAX_MONTHS);
};

/** Which panel a classification is offered (1-shell §6, 2-learner §7): students their own, managers and administrators the team's or company's. */
export type DashboardPanel = 'learner' | 'manager';
export const panelOf = (classificacao: Classificacao): DashboardPanel => (classificacao === 'student' ? 'learner' : 'manager');

/** Whose figures the manager panel holds: a manager's team (direct supervisor chain), or the whole company for administrators. */
export type DashboardScope = 'team' | 'company';
export const scopeOf = (classificacao: Classificacao, elevated: boolean): DashboardScope => (elevated || classificacao === 'admin' ? 'company' : 'team');
