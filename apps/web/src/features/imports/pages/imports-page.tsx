import { Button, Group, Paper, Progress, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconFileDownload, IconFileImport, IconFileSpreadsheet, IconPlayerPlay, IconTrash, IconUpload } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canDiscardImport, canRunImport, IMPORT_SORT_FIELDS, IMPORT_STATUSES, type Import, type ImportKind } from '@plataforma/shared/imports';
import { withDateRangeQuery } from '@plataforma/shared';
import { AdminDataTable, createdAtColumn, fetchAllPages, useListState, type DataTableColumn, type DataTableRowAction } from '../../../components/data-table/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';
import { confirmAction } from '../../../components/confirm.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { usePermissions } from '../../../lib/session.ts';
import { hasPermission } from '@plataforma/shared/permissions';
import { isRunningImport, listImports, useImportActions, useImportsList } from '../api/imports.ts';
import { ImportStatusBadge } from '../components/import-status-badge.tsx';
import { useCanOpen } from '../hooks/use-can-open.ts';
import { useErrorReportDownload } from '../hooks/use-error-report-download.ts';

const USERS_PATH = '/conta/usuario';

/** Who may run (and so discard) imports of each kind: the permission of the kind's run call. */
const RUN_PERMISSIONS: Record<ImportKind, readonly string[]> = { usuarios: ['Usuários'], inscricao: ['Cursos', 'Trilhas'] };
const ROW_ACTIONS_ALWAYS = ['errors'] as const;

/** A count of rows with its words ('2 válidas'): the number coloured when not zero. */
function Count({ value, label, color, strong = false, testId }: { value: number; label: string; color?: string; strong?: boolean; testId: string }) {
  return (
    <Text
      size={strong ? 'sm' : 'xs'}
      fw={strong ? 600 : value > 0 && color ? 600 : undefined}
      c={strong ? undefined : value === 0 ? 'dimmed' : color}
      style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      data-testid={testId}
      data-value={value}
    >
      {label}
    </Text>
  );
}

/** No import yet: what the page is for, and where imports start. */
function EmptyHistory() {
  const { t } = useTranslation('imports');
  const canImport = useCanOpen(USERS_PATH);
  return (
    <Paper withBorder radius="lg" shadow="xs" p="xl" data-testid="imports-empty">
      <Stack align="center" gap="sm" py="xl" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconFileImport size={32} stroke={1.5} />
        </ThemeIcon>
        <Text fw={700} fz="lg">
          {t('empty.title')}
        </Text>
        <Text c="dimmed" size="sm" maw={460}>
          {t('empty.description')}
        </Text>
        {canImport && (
          <Button component={Link} to={USERS_PATH} variant="light" leftSection={<IconUpload size={18} />} mt="xs">
            {t('actions.goToUsers')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * /gestao/importacoes 'Histórico de Importações' (3-admin §2): the spreadsheets sent for batch registration, newest
 * first, with their status, row counts and the error report. While a listed import runs, the page reads the list
 * again every 2 s and shows its progress in the row. An import validated and not run offers 'Executar' (the kind's
 * run call) and 'Descartar' (POST importacao/{id}/descartar), both confirmed, to whoever may run its kind.
 */
export function ImportsPage() {
  const { t } = useTranslation('imports');
  const language = useLanguage();
  const list = useListState({
    filterKeys: ['nomeArquivo', 'status', 'createdAt'],
    sortFields: IMPORT_SORT_FIELDS,
    defaultSort: { field: 'createdAt', direction: 'desc' },
  });
  const apiQuery = useMemo(() => withDateRangeQuery(list.query, 'createdAt'), [list.query]);
  const query = useImportsList(apiQuery);
  const report = useErrorReportDownload();
  const actions = useImportActions();
  const permissions = usePermissions();
  const mayRun = useCallback((tipo: ImportKind) => RUN_PERMISSIONS[tipo].some((name) => hasPermission(permissions, name)), [permissions]);
  const filtered = Object.values(list.state.filters).some(Boolean);

  const columns = useMemo<DataTableColumn<Import>[]>(
    () => [
      {
        // the file, with its kind and who sent it below (both also columns of the export)
        key: 'nomeArquivo',
        title: t('fields.nomeArquivo'),
        sortable: true,
        filter: { type: 'text' },
        render: (i) => (
          <Group gap={8} wrap="nowrap" maw={196} align="flex-start" style={{ minWidth: 0 }}>
            <IconFileSpreadsheet size={20} stroke={1.6} color="var(--mantine-color-teal-6)" style={{ flexShrink: 0, marginTop: 1 }} aria-hidden />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Tooltip label={i.nomeArquivo} openDelay={400} withArrow>
                <Text size="sm" fw={600} truncate data-testid="import-file">
                  {i.nomeArquivo}
                </Text>
              </Tooltip>
              <Text size="xs" c="dimmed" truncate data-testid="import-sender">
                {i.criadoPor ? t('sentBy', { kind: t(`kind.${i.tipo}`), name: i.criadoPor }) : t(`kind.${i.tipo}`)}
              </Text>
            </Stack>
          </Group>
        ),
      },
      { key: 'tipo', title: t('fields.tipo'), hidden: true, exportValue: (i) => t(`kind.${i.tipo}`) },
      { key: 'criadoPor', title: t('fields.criadoPor'), hidden: true },
      {
        // the status; below it the progress while the job runs, then how many rows it imported
        key: 'status',
        title: t('fields.status'),
        sortable: true,
        width: 206,
        filter: { type: 'select', options: IMPORT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })) },
        render: (i) => {
          const running = isRunningImport(i.status);
          const percent = i.totalLinhas > 0 ? Math.round((i.processadas / i.totalLinhas) * 100) : 0;
          return (
            <Stack gap={4} maw={174}>
              <ImportStatusBadge status={i.status} />
              {running && (
                <>
                  <Progress value={percent} size="sm" radius="xl" animated striped aria-label={t('fields.status')} data-testid="import-progress" />
                  <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {t('progress', { done: formatNumber(i.processadas, language), total: formatNumber(i.totalLinhas, language) })}
                  </Text>
                </>
              )}
              {i.iniciadoEm && !running && (
                <Count value={i.importadas} label={t('rows.imported', { imported: formatNumber(i.importadas, language), count: i.totalLinhas })} color="brand" testId="import-imported" />
              )}
            </Stack>
          );
        },
        exportValue: (i) => t(`status.${i.status}`),
      },
      {
        // rows of the file, and below how many were valid and wrong at validation
        key: 'totalLinhas',
        title: t('fields.totalLinhas'),
        width: 164,
        render: (i) => (
          <Stack gap={0}>
            <Count value={i.totalLinhas} label={t('rows.total', { count: i.totalLinhas, total: formatNumber(i.totalLinhas, language) })} strong testId="import-total" />
            <Group gap={6} wrap="nowrap">
              <Count value={i.linhasValidas} label={t('rows.valid', { count: i.linhasValidas })} color="teal" testId="import-valid" />
              <Text size="xs" c="dimmed" aria-hidden>
                ·
              </Text>
              <Count value={i.linhasComErro} label={t('rows.errors', { count: i.linhasComErro })} color="red" testId="import-errors" />
            </Group>
          </Stack>
        ),
      },
      { key: 'linhasValidas', title: t('fields.linhasValidas'), hidden: true },
      { key: 'linhasComErro', title: t('fields.linhasComErro'), hidden: true },
      { key: 'importadas', title: t('fields.importadas'), hidden: true },
      createdAtColumn<Import>(t('fields.createdAt'), language, 120),
      {
        key: 'concluidoEm',
        title: t('fields.concluidoEm'),
        width: 126,
        render: (i) => (
          <Text size="sm" c="dimmed" data-testid="import-finished">
            {i.concluidoEm ? formatDateTime(i.concluidoEm, language) : '—'}
          </Text>
        ),
        exportValue: (i) => (i.concluidoEm ? new Date(i.concluidoEm) : null),
      },
    ],
    [t, language],
  );

  /** 'Executar': confirmed, then the kind's run call (users queue a job; enrolments run at once). */
  const run = useCallback(
    async (i: Import) => {
      const ok = await confirmAction({
        title: t('run.title'),
        message: t(`run.${i.tipo}`, { count: i.linhasValidas, file: i.nomeArquivo }),
        confirmLabel: t('run.confirm'),
        tone: 'warning',
        testId: 'confirm-run-import',
      });
      if (!ok) return;
      try {
        await actions.run.mutateAsync(i);
        notifySuccess(t(i.tipo === 'usuarios' ? 'run.queued' : 'run.done'));
      } catch (error) {
        notifyError(error);
      }
    },
    [actions.run, t],
  );

  /** 'Descartar': confirmed, then POST importacao/{id}/descartar. */
  const discard = useCallback(
    async (i: Import) => {
      const ok = await confirmAction({
        title: t('discard.title'),
        message: t('discard.message', { file: i.nomeArquivo }),
        confirmLabel: t('discard.confirm'),
        tone: 'danger',
        testId: 'confirm-discard-import',
      });
      if (!ok) return;
      try {
        await actions.discard.mutateAsync(i.id);
        notifySuccess(t('discard.done'));
      } catch (error) {
        notifyError(error);
      }
    },
    [actions.discard, t],
  );

  const rowActions = useMemo<DataTableRowAction<Import>[]>(
    () => [
      { key: 'run', label: t('actions.run'), icon: <IconPlayerPlay size={18} />, color: 'brand', onClick: (i) => run(i) },
      { key: 'discard', label: t('actions.discard'), icon: <IconTrash size={18} />, color: 'red', onClick: (i) => discard(i) },
      {
        key: 'errors',
        label: t('actions.errors'),
        icon: <IconFileDownload size={18} />,
        color: 'red',
        onClick: (i) => report.download(i),
      },
    ],
    [t, report, run, discard],
  );
  // Run and Discard only on an import validated and not run, for whoever may run its kind
  const allowedActions = useCallback(
    (i: Import): readonly string[] => [...(mayRun(i.tipo) && canRunImport(i.status) ? ['run'] : []), ...(mayRun(i.tipo) && canDiscardImport(i.status) ? ['discard'] : []), ...ROW_ACTIONS_ALWAYS],
    [mayRun],
  );
  const busy = actions.run.isPending || actions.discard.isPending;
  const disabledActions = useCallback(
    (i: Import) => [...(i.linhasComErro > 0 && report.busyId !== i.id ? [] : ['errors']), ...(busy ? ['run', 'discard'] : [])],
    [report.busyId, busy],
  );
  const actionHints = useCallback((i: Import): Partial<Record<string, string>> => (i.linhasComErro > 0 ? {} : { errors: t('actions.noErrors') }), [t]);

  // the list is read again every 2 s while an import runs: those reads do not cover the table with the loader
  const polling = Boolean(query.data?.data.some((i) => isRunningImport(i.status))) && !query.isPlaceholderData;
  const empty = !filtered && !query.isFetching && !query.error && query.data?.totalItems === 0;

  return (
    <>
      <PageHeader icon={<IconFileImport size={26} stroke={1.6} />} eyebrow={t('group')} title={t('title')} description={t('description')} />
      {empty ? (
        <EmptyHistory />
      ) : (
        <AdminDataTable<Import>
          title={t('title')}
          list={list}
          columns={columns}
          records={query.data?.data}
          totalRecords={query.data?.totalItems ?? 0}
          fetching={query.isFetching && !polling}
          error={query.error}
          onRetry={() => void query.refetch()}
          rowActions={rowActions}
          allowedActions={allowedActions}
          disabledActions={disabledActions}
          actionHints={actionHints}
          exportRows={() => fetchAllPages((pageNumber, pageSize) => listImports({ ...apiQuery, pageNumber, pageSize }))}
          testId="imports-table"
        />
      )}
    </>
  );
}
