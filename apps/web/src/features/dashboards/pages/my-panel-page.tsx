import { Alert, Anchor, Badge, Button, Center, Group, Loader, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { hoursOf, type DashboardFilters } from '@plataforma/shared/dashboards';
import { IconAlertTriangle, IconAward, IconBook2, IconCalendarDue, IconChartPie, IconClockHour4, IconPercentage, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';
import { useHasPermission } from '../../../lib/session.ts';
import { useLearnerDashboard } from '../api.ts';
import { AssessmentsCard } from '../components/assessments-card.tsx';
import { MonthlyChart, StatusChart } from '../components/charts.tsx';
import { DateRangeFilter, sendable } from '../components/dashboard-filters.tsx';
import { Kpi, KpiGrid } from '../components/kpi.tsx';
import { LoadError } from '../components/load-error.tsx';

/**
 * 'Meu Painel' (2-learner §2 /gestao/meu-painel, §7 DashboardAluno): the person's own figures in a date range. A
 * manager or administrator (classification) is offered the team's panel as well (1-shell §6).
 */
export function MyPanelPage() {
  const { t } = useTranslation('dashboards');
  const language = useLanguage();
  const [filters, setFilters] = useState<DashboardFilters>({});
  const query = useLearnerDashboard(sendable(filters));
  const mayManage = useHasPermission('Dashboard v1');
  const panel = query.data;

  return (
    <>
      <PageHeader icon={<IconChartPie size={26} stroke={1.6} />} eyebrow={t('group')} title={t('learner.title')} description={t('learner.description')} />
      {panel && panel.classificacao !== 'student' && mayManage && (
        <Alert variant="light" color="blue" icon={<IconUsersGroup size={18} />} mb="lg" data-testid="team-panel-hint">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('manager.teamHint')}</Text>
            <Anchor component={Link} to="/gestao/dashboard" size="sm" fw={600}>
              {t('manager.teamLink')}
            </Anchor>
          </Group>
        </Alert>
      )}
      <Paper withBorder radius="md" p="md" mb="lg" component="section" aria-label={t('filters.title')} data-testid="dashboard-filters">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <DateRangeFilter value={filters} onChange={setFilters} />
        </SimpleGrid>
      </Paper>
      {query.isError && !panel ? (
        <LoadError onRetry={() => query.refetch()} />
      ) : !panel ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <Stack gap="lg" data-testid="learner-panel" style={{ opacity: query.isFetching ? 0.7 : 1 }}>
          <KpiGrid testId="learner-kpis" cols={5}>
            <Kpi testId="kpi-enrolments" label={t('kpi.enrollments')} value={formatNumber(panel.totalInscricoes, language)} icon={<IconBook2 size={20} />} />
            <Kpi testId="kpi-completion" label={t('kpi.completionRate')} value={`${panel.taxaDeConclusao}%`} icon={<IconPercentage size={20} />} color="teal" />
            <Kpi testId="kpi-hours" label={t('kpi.hours')} value={formatNumber(hoursOf(panel.minutosConcluidos), language)} icon={<IconClockHour4 size={20} />} color="violet" />
            <Kpi testId="kpi-certificates" label={t('kpi.certificates')} value={formatNumber(panel.certificados, language)} icon={<IconAward size={20} />} color="yellow" />
            <Kpi testId="kpi-mandatory" label={t('kpi.mandatoryPending')} value={formatNumber(panel.obrigatoriosPendentes, language)} icon={<IconAlertTriangle size={20} />} color={panel.obrigatoriosPendentes > 0 ? 'orange' : 'gray'} />
          </KpiGrid>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <StatusChart counts={panel.inscricoesPorStatus} />
            <MonthlyChart months={panel.porMes} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <AssessmentsCard figures={panel.avaliacoes} />
            <Paper withBorder radius="md" p="md" component="section" data-testid="expiring-soon">
              <Group gap="xs" mb="sm">
                <IconCalendarDue size={18} aria-hidden />
                <Title order={3} size="h5">
                  {t('expiring.title')}
                </Title>
              </Group>
              {panel.vencendoEmBreve.length === 0 ? (
                <Text c="dimmed" size="sm" py="md" ta="center">
                  {t('expiring.empty')}
                </Text>
              ) : (
                <Stack gap="sm">
                  {panel.vencendoEmBreve.map((c) => (
                    <div key={c.id} data-testid="expiring-row">
                      <Group justify="space-between" gap="xs" wrap="nowrap">
                        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                          <Badge size="xs" variant="light" color={c.tipo === 'curso' ? 'blue' : 'grape'}>
                            {c.tipo === 'curso' ? t('contents.course') : t('contents.trail')}
                          </Badge>
                          <Text size="sm" fw={500} truncate>
                            {c.titulo}
                          </Text>
                        </Group>
                        <Text size="xs" c="orange" fw={600} style={{ whiteSpace: 'nowrap' }}>
                          {t('expiring.due', { date: formatDate(c.vencimento, language) })}
                        </Text>
                      </Group>
                      <Progress value={c.percentual} size="sm" mt={4} aria-label={`${c.percentual}%`} />
                    </div>
                  ))}
                </Stack>
              )}
            </Paper>
          </SimpleGrid>
          {query.isError && (
            <Button variant="subtle" onClick={() => query.refetch()}>
              {t('retry')}
            </Button>
          )}
        </Stack>
      )}
    </>
  );
}
