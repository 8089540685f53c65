import 'mantine-datatable/styles.css';
import { Badge, Button, Group, Paper, Progress, Text, Title } from '@mantine/core';
import { hoursOf, type DashboardFilters, type DashboardPerson } from '@plataforma/shared/dashboards';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportXlsx, fetchAllPages } from '../../../components/data-table';
import { formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { fetchDashboardPeople, useDashboardPeople } from '../api.ts';

const PAGE_SIZE = 10;
/** At most this many people go into one spreadsheet (as the other exports). */
const EXPORT_LIMIT = 10_000;

/** The panel's people with their progress, paged, and their export to .xlsx (sheet 'Dados'). */
export function PeopleTable({ filters }: { filters: DashboardFilters }) {
  const { t } = useTranslation('dashboards');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const query = useDashboardPeople(filters, page, PAGE_SIZE);
  const rows = query.data?.data ?? [];

  const columns = [
    { key: 'nome', title: t('people.name') },
    { key: 'email', title: t('people.email') },
    { key: 'departamento', title: t('people.department') },
    { key: 'cargo', title: t('people.jobTitle') },
    { key: 'unidadeDeNegocio', title: t('people.unit') },
    { key: 'ativo', title: t('people.status') },
    { key: 'inscricoes', title: t('people.enrollments') },
    { key: 'concluidas', title: t('people.completed') },
    { key: 'atrasadas', title: t('people.overdue') },
    { key: 'progressoMedio', title: t('people.progress') },
    { key: 'horas', title: t('people.hours') },
  ];

  const runExport = async () => {
    setExporting(true);
    try {
      const all = await fetchAllPages<DashboardPerson>((pageNumber, pageSize) => fetchDashboardPeople(filters, pageNumber, pageSize), EXPORT_LIMIT);
      const file = await exportXlsx(
        t('people.exportTitle'),
        columns,
        all.map((p) => [p.nome, p.email, p.departamento, p.cargo, p.unidadeDeNegocio, p.ativo ? t('people.active') : t('people.inactive'), p.inscricoes, p.concluidas, p.atrasadas, p.progressoMedio, hoursOf(p.minutosConcluidos)]),
      );
      notifySuccess(t('people.exported', { file }));
    } catch (error) {
      notifyError(error, t('loadError'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="people-table" component="section">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">
          {t('people.title')}
        </Title>
        <Button variant="light" leftSection={<IconFileSpreadsheet size={16} />} loading={exporting} disabled={!query.data?.totalItems} onClick={runExport} data-testid="people-export">
          {t('people.export')}
        </Button>
      </Group>
      <DataTable<DashboardPerson>
        minHeight={rows.length ? undefined : 160}
        records={rows}
        fetching={query.isFetching}
        noRecordsText={t('people.empty')}
        totalRecords={query.data?.totalItems ?? 0}
        recordsPerPage={PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        striped
        highlightOnHover
        idAccessor="id"
        columns={[
          {
            accessor: 'nome',
            title: t('people.name'),
            render: (p) => (
              <div>
                <Text size="sm" fw={500}>
                  {p.nome}
                </Text>
                <Text size="xs" c="dimmed">
                  {p.email}
                </Text>
              </div>
            ),
          },
          { accessor: 'departamento', title: t('people.department'), visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`, render: (p) => p.departamento ?? '—' },
          { accessor: 'unidadeDeNegocio', title: t('people.unit'), visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.lg})`, render: (p) => p.unidadeDeNegocio ?? '—' },
          { accessor: 'inscricoes', title: t('people.enrollments'), textAlign: 'right', render: (p) => formatNumber(p.inscricoes, language) },
          { accessor: 'concluidas', title: t('people.completed'), textAlign: 'right', visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`, render: (p) => formatNumber(p.concluidas, language) },
          {
            accessor: 'atrasadas',
            title: t('people.overdue'),
            textAlign: 'right',
            render: (p) => (p.atrasadas > 0 ? <Badge color="orange" variant="light">{formatNumber(p.atrasadas, language)}</Badge> : '0'),
          },
          {
            accessor: 'progressoMedio',
            title: t('people.progress'),
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
            render: (p) => (
              <Group gap={8} wrap="nowrap">
                <Progress value={p.progressoMedio} w={60} size="sm" aria-hidden />
                <Text size="sm">{p.progressoMedio}%</Text>
              </Group>
            ),
          },
          { accessor: 'minutosConcluidos', title: t('people.hours'), textAlign: 'right', visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`, render: (p) => formatNumber(hoursOf(p.minutosConcluidos), language) },
        ]}
      />
    </Paper>
  );
}
