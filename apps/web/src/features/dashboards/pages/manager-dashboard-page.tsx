import { Center, Loader, SimpleGrid, Stack } from '@mantine/core';
import { type DashboardFilters } from '@plataforma/shared/dashboards';
import { IconAlertTriangle, IconBook2, IconLayoutDashboard, IconPercentage, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';
import { useManagerDashboard } from '../api.ts';
import { AssessmentsCard } from '../components/assessments-card.tsx';
import { HoursChart, MonthlyChart, StatusChart } from '../components/charts.tsx';
import { ContentRates } from '../components/content-rates.tsx';
import { DashboardFiltersBar, sendable } from '../components/dashboard-filters.tsx';
import { Kpi, KpiGrid } from '../components/kpi.tsx';
import { LoadError } from '../components/load-error.tsx';
import { PeopleTable } from '../components/people-table.tsx';

/**
 * 'Dashboard v1' (3-admin /gestao/dashboard, 2-learner §7 DashboardGestor): a manager's team (down the chain of direct
 * supervisors) or, for administrators, the company — completion, statuses over time, overdue mandatory content, best and
 * worst contents, assessments, hours per unit and department, and the people with their progress (exported to .xlsx).
 */
export function ManagerDashboardPage() {
  const { t } = useTranslation('dashboards');
  const language = useLanguage();
  const [filters, setFilters] = useState<DashboardFilters>({});
  const sent = sendable(filters);
  const query = useManagerDashboard(sent);
  const panel = query.data;

  return (
    <>
      <PageHeader
        icon={<IconLayoutDashboard size={26} stroke={1.6} />}
        eyebrow={t('group')}
        title={t('manager.title')}
        description={panel?.escopo === 'company' ? t('manager.descriptionCompany') : panel ? t('manager.descriptionTeam') : undefined}
      />
      <DashboardFiltersBar value={filters} onChange={setFilters} />
      {query.isError && !panel ? (
        <LoadError onRetry={() => query.refetch()} />
      ) : !panel ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <Stack gap="lg" data-testid="manager-panel" data-scope={panel.escopo} style={{ opacity: query.isFetching ? 0.7 : 1 }}>
          <KpiGrid testId="manager-kpis" cols={5}>
            <Kpi testId="kpi-active" label={t('kpi.activePeople')} value={formatNumber(panel.pessoas.ativas, language)} icon={<IconUserCheck size={20} />} />
            <Kpi testId="kpi-inactive" label={t('kpi.inactivePeople')} value={formatNumber(panel.pessoas.inativas, language)} icon={<IconUserOff size={20} />} color="gray" />
            <Kpi testId="kpi-enrolments" label={t('kpi.enrollments')} value={formatNumber(panel.totalInscricoes, language)} icon={<IconBook2 size={20} />} color="indigo" />
            <Kpi testId="kpi-completion" label={t('kpi.completionRate')} value={`${panel.taxaDeConclusao}%`} icon={<IconPercentage size={20} />} color="teal" />
            <Kpi testId="kpi-overdue" label={t('kpi.mandatoryOverdue')} value={formatNumber(panel.obrigatoriosAtrasados, language)} icon={<IconAlertTriangle size={20} />} color={panel.obrigatoriosAtrasados > 0 ? 'orange' : 'gray'} />
          </KpiGrid>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <StatusChart counts={panel.inscricoesPorStatus} />
            <MonthlyChart months={panel.porMes} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <ContentRates title={t('contents.best')} rows={panel.maisConcluidos} testId="contents-best" />
            <ContentRates title={t('contents.worst')} rows={panel.menosConcluidos} testId="contents-worst" />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="lg">
            <AssessmentsCard figures={panel.avaliacoes} />
            <HoursChart title={t('charts.hoursByUnit')} groups={panel.horasPorUnidade} testId="chart-hours-unit" />
            <HoursChart title={t('charts.hoursByDepartment')} groups={panel.horasPorDepartamento} testId="chart-hours-department" />
          </SimpleGrid>
          <PeopleTable filters={sent} />
        </Stack>
      )}
    </>
  );
}
