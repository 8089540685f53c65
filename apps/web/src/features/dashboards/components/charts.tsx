import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { Group, SimpleGrid, Stack, Text, ColorSwatch } from '@mantine/core';
import { DASHBOARD_STATUSES, hoursOf, type StatusCounts } from '@plataforma/shared/dashboards';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';
import { ChartCard } from './chart-card.tsx';

/** The enrolment statuses' colours (as the progress screens show them). */
const STATUS_COLORS: Record<(typeof DASHBOARD_STATUSES)[number], string> = {
  'not-started': 'gray.5',
  'on-going': 'blue.6',
  completed: 'teal.6',
  approved: 'green.7',
  failed: 'red.6',
  expired: 'orange.6',
};

/** 'yyyy-MM' as a short month of the interface language ('mar. de 26'). */
export const monthLabel = (mes: string, language: string) => {
  const [y, m] = mes.split('-').map(Number);
  return new Intl.DateTimeFormat(language === 'pt' ? 'pt-BR' : language === 'es' ? 'es-ES' : 'en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 1)));
};

export function StatusChart({ counts }: { counts: StatusCounts }) {
  const { t } = useTranslation('dashboards');
  const language = useLanguage();
  const data = DASHBOARD_STATUSES.map((s) => ({ name: t(`common:enrolmentStatus.${s}`), value: counts[s], color: STATUS_COLORS[s] }));
  const total = data.reduce((sum, d) => sum + d.value, 0);
  return (
    <ChartCard
      title={t('charts.status')}
      testId="chart-status"
      empty={total === 0}
      table={{ columns: [t('people.status'), t('charts.count')], rows: data.map((d) => [d.name, formatNumber(d.value, language)]) }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="xs">
        <Group justify="center">
          <DonutChart data={data.filter((d) => d.value > 0)} size={170} thickness={26} withTooltip chartLabel={formatNumber(total, language)} pieChartProps={{ accessibilityLayer: false }} />
        </Group>
        <Stack gap={6} justify="center">
          {data.map((d) => (
            <Group key={d.name} gap="xs" wrap="nowrap" justify="space-between">
              <Group gap={8} wrap="nowrap">
                <ColorSwatch color={`var(--mantine-color-${d.color.replace('.', '-')})`} size={12} withShadow={false} />
                <Text size="sm">{d.name}</Text>
              </Group>
              <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatNumber(d.value, language)}
              </Text>
            </Group>
          ))}
        </Stack>
      </SimpleGrid>
    </ChartCard>
  );
}

export function MonthlyChart({ months }: { months: readonly { mes: string; inscricoes: number; concluidas: number }[] }) {
  const { t } = useTranslation('dashboards');
  const language = useLanguage();
  const data = months.map((m) => ({ mes: monthLabel(m.mes, language), inscricoes: m.inscricoes, concluidas: m.concluidas }));
  return (
    <ChartCard
      title={t('charts.monthly')}
      testId="chart-monthly"
      empty={months.every((m) => m.inscricoes === 0 && m.concluidas === 0)}
      table={{ columns: [t('charts.month'), t('charts.enrollments'), t('charts.completions')], rows: data.map((d) => [d.mes, formatNumber(d.inscricoes, language), formatNumber(d.concluidas, language)]) }}
    >
      <BarChart
        h={240}
        data={data}
        dataKey="mes"
        withLegend
        legendProps={{ verticalAlign: 'bottom', height: 40 }}
        series={[
          { name: 'inscricoes', label: t('charts.enrollments'), color: 'blue.6' },
          { name: 'concluidas', label: t('charts.completions'), color: 'teal.6' },
        ]}
        tickLine="y"
        yAxisProps={{ allowDecimals: false }}
        barChartProps={{ accessibilityLayer: false }}
        valueFormatter={(v) => formatNumber(v, language)}
      />
    </ChartCard>
  );
}

export function HoursChart({ title, groups, testId }: { title: string; groups: readonly { id: string | null; nome: string | null; minutos: number; pessoas: number }[]; testId: string }) {
  const { t } = useTranslation('dashboards');
  const language = useLanguage();
  const data = groups.map((g) => ({ grupo: g.nome ?? t('charts.noGroup'), horas: hoursOf(g.minutos), pessoas: g.pessoas }));
  const shown = data.slice(0, 10);
  return (
    <ChartCard
      title={title}
      testId={testId}
      empty={data.length === 0}
      table={{ columns: ['', t('charts.hours'), t('charts.people')], rows: data.map((d) => [d.grupo, formatNumber(d.horas, language), formatNumber(d.pessoas, language)]) }}
    >
      <BarChart
        h={Math.max(160, shown.length * 36 + 40)}
        data={shown}
        dataKey="grupo"
        orientation="vertical"
        yAxisProps={{ width: 120 }}
        barChartProps={{ accessibilityLayer: false }}
        series={[{ name: 'horas', label: t('charts.hours'), color: 'violet.6' }]}
        valueFormatter={(v) => formatNumber(v, language)}
      />
    </ChartCard>
  );
}
