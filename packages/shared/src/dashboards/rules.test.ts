import { describe, expect, it } from 'vitest';
import { dashboardFiltersSchema } from './contracts.ts';
import { completionRate, DASHBOARD_MAX_MONTHS, hoursOf, isDateRangeInOrder, monthsBetween, panelOf, scopeOf } from './rules.ts';

describe('completion rate', () => {
  it('is a whole percent, half up, 0 when there is nothing', () => {
    expect(completionRate(0, 0)).toBe(0);
    expect(completionRate(1, 3)).toBe(33);
    expect(completionRate(2, 3)).toBe(67);
    expect(completionRate(1, 8)).toBe(13); // 12.5 rounds up
    expect(completionRate(3, 3)).toBe(100);
    expect(completionRate(4, 3)).toBe(100);
  });
});

describe('hours', () => {
  it('turns minutes into hours with one decimal', () => {
    expect(hoursOf(0)).toBe(0);
    expect(hoursOf(90)).toBe(1.5);
    expect(hoursOf(61)).toBe(1);
    expect(hoursOf(63)).toBe(1.1);
  });
});

describe('date range', () => {
  it('takes open ends and equal days, refuses a reversed range', () => {
    expect(isDateRangeInOrder(undefined, undefined)).toBe(true);
    expect(isDateRangeInOrder('2026-01-01', undefined)).toBe(true);
    expect(isDateRangeInOrder('2026-01-01', '2026-01-01')).toBe(true);
    expect(isDateRangeInOrder('2026-01-02', '2026-01-01')).toBe(false);
  });

  it('lists every month of the range, at most the latest 24', () => {
    expect(monthsBetween('2025-11-15', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-03-01', '2026-03-31')).toEqual(['2026-03']);
    const long = monthsBetween('2020-01-01', '2026-12-31');
    expect(long).toHaveLength(DASHBOARD_MAX_MONTHS);
    expect(long.at(-1)).toBe('2026-12');
    expect(long[0]).toBe('2025-01');
  });
});

describe('filters', () => {
  it('takes the spec names, dates as dates, and refuses a reversed range on DataFim', () => {
    expect(dashboardFiltersSchema.safeParse({ DepartamentoIds: [crypto.randomUUID()], DataInicio: '2026-01-01', DataFim: '2026-01-31' }).success).toBe(true);
    expect(dashboardFiltersSchema.safeParse({ DataInicio: '2026-01-01T00:00:00Z' }).success).toBe(false);
    expect(dashboardFiltersSchema.safeParse({ CargoIds: ['x'] }).success).toBe(false);
    const reversed = dashboardFiltersSchema.safeParse({ DataInicio: '2026-02-01', DataFim: '2026-01-31' });
    expect(reversed.success).toBe(false);
    expect(reversed.error?.issues[0]).toMatchObject({ path: ['DataFim'], message: 'dashboards.dateRange' });
  });
});

describe('classification', () => {
  it('offers students their own panel and managers and administrators the manager panel', () => {
    expect(panelOf('student')).toBe('learner');
    expect(panelOf('manager')).toBe('manager');
    expect(panelOf('admin')).toBe('manager');
  });

  it('scopes managers to their team and administrators (or platform users) to the company', () => {
    expect(scopeOf('manager', false)).toBe('team');
    expect(scopeOf('student', false)).toBe('team');
    expect(scopeOf('admin', false)).toBe('company');
    expect(scopeOf('manager', true)).toBe('company');
  });
});
