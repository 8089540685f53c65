import 'mantine-datatable/styles.css';

import { ActionIcon, Alert, Badge, Button, Group, Paper, Stack, Text, Tooltip, type MantineColor } from '@mantine/core';
import { IconAlertCircle, IconDatabaseOff, IconFileSpreadsheet, IconFileTypeCsv, IconFilterOff, IconRefresh, IconTrash } from '@tabler/icons-react';
import { DataTable, type DataTableColumn as MantineColumn } from 'mantine-datatable';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, clampPage, exportFileName } from '@plataforma/shared';
import { api } from '../../lib/api-client.ts';
import { errorMessage, notifyError, notifySuccess } from '../../lib/notify.ts';
import { confirmAction } from '../confirm.tsx';
import { ColumnFilter, FilterChip, useFilterText, type DataTableFilter } from './column-filters.tsx';
import { ColumnHeader } from './column-header.tsx';
import classes from './data-table.module.css';
import { ExportDialog, type ExportScope } from './export-dialog.tsx';
import { downloadBlob, exportXlsx, type ExportCell } from './export-xlsx.ts';
import { DATA_TABLE_NS } from './locales.ts';
import { useLibraryLabels } from './library-labels.ts';
import { PageSizeMenu } from './page-size-menu.tsx';
import type { ListStateControls } from './use-list-state.ts';

/**
 * The admin list of every list screen (3-admin §1, 1-shell §5): mantine-datatable with server-side paging
 * (10/20/50; the page is clamped to 1..last; a filter change returns to page 1), server-side sorting, per-column
 * filters (text, select, boolean, date range with the shortcuts today / yesterday / this week / this month) shown as
 * removable chips, row selection, row actions gated per row, a confirmation before every deletion, export to .xlsx
 * (columns chosen in a dialog, at least one; file '<title>_<date>_<time>.xlsx', sheet 'Dados') and the server's
 * `{Resource}/csv` download where the call exists.
 *
 * The list state lives in the URL (`useListState`); the screen fetches `list.query` and passes the page here:
 *
 *   const list = useListState({ filterKeys: ['nome', 'ativo'], sortFields: ['nome'], defaultSort: { field: 'nome', direction: 'asc' } });
 *   const query = useQuery({ queryKey: ['departamentos', list.query], queryFn: () => api.get(url, { query: list.query }), placeholderData: keepPreviousData });
 *   <AdminDataTable title="Departamentos" list={list} columns={columns} records={query.data?.data} totalRecords={query.data?.totalItems ?? 0}
 *     fetching={query.isFetching} rowActions={[edit, remove]} exportRows={() => fetchAllPages(...)} />
 *
 * Props:
 * - `title`: the list's name, used in the export file name (and the table's accessible label).
 * - `list`: the state controls from `useListState` (page, size, sort, filters).
 * - `columns`: `{ key, title, render?, sortable?, filter?, width?, textAlign?, ellipsis?, noWrap?, hidden?, exportValue?, exportable? }`.
 *   `key` is the record field, the sort field (`orderBy`) and the filter key at once; `filter` picks the control;
 *   `exportValue` gives the cell of the .xlsx (default: the field; booleans become Sim/Não); `exportable: false`
 *   leaves a column out of the export; `hidden` keeps it out of the table but in the export.
 * - `records`, `totalRecords`, `fetching`, `error` (+ `onRetry`): the current page as the server answered it.
 * - `idAccessor`: the record's key field (default `id`).
 * - `rowActions`: `{ key, label, icon, color?, onClick, confirmDelete? }`, shown as icon buttons with tooltips; with
 *   `confirmDelete` the action runs only after 'Deseja realmente excluir o registro selecionado?'.
 * - Per-row gating (3-admin §6): `allowedActions(record)` lists the action keys shown for the row (all when it returns
 *   undefined); `disabledActions(record)` lists the ones shown disabled; `actionHints(record)` gives a tooltip per
 *   action key (e.g. why it is disabled).
 * - `selectable` (or a predicate per row) turns on row selection; `onDeleteSelected(records)` adds "Delete selected"
 *   with its own confirmation; `onSelectionChange` reports the selection.
 * - `exportRows()`: every record of the current filters (see `fetchAllPages`); turns on the .xlsx export.
 * - `csv`: `{ path }` of the server's `{Resource}/csv`; the current filters and order are sent as its query.
 * - `toolbar`: the screen's own buttons (e.g. "New"), at the right of the toolbar.
 * - `testId`: data-testid of the card (default `data-table`).
 * - `rowLabel(record)`: the row's name in its selection checkbox's label (default: the record's `nomeCompleto`, `nome`,
 *   `titulo`… or its first text column).
 */
export type DataTableColumn<T> = {
  key: string;
  title: string;
  render?: (record: T) => ReactNode;
  sortable?: boolean;
  filter?: DataTableFilter;
  width?: number | string;
  textAlign?: 'left' | 'center' | 'right';
  /** Cut long content with an ellipsis (give the column a width) or keep it on one line. */
  ellipsis?: boolean;
  noWrap?: boolean;
  exportValue?: (record: T) => ExportCell;
  exportable?: boolean;
  /** Not shown in the table, still offered in the export (e.g. long notes). */
  hidden?: boolean;
};

export type DataTableRowAction<T> = {
  key: string;
  label: string;
  icon: ReactNode;
  color?: MantineColor;
  onClick: (record: T) => void | Promise<void>;
  /** A deletion: confirmed first ('Deseja realmente excluir o registro selecionado?'). */
  confirmDelete?: boolean;
};

export type AdminDataTableProps<T> = {
  title: string;
  list: ListStateControls;
  columns: DataTableColumn<T>[];
  records: T[] | undefined;
  totalRecords: number;
  fetching?: boolean;
  error?: unknown;
  onRetry?: () => void;
  idAccessor?: keyof T & string;
  rowActions?: DataTableRowAction<T>[];
  allowedActions?: (record: T) => readonly string[] | undefined;
  disabledActions?: (record: T) => readonly string[];
  actionHints?: (record: T) => Partial<Record<string, string>>;
  selectable?: boolean | ((record: T) => boolean);
  onSelectionChange?: (records: T[]) => void;
  onDeleteSelected?: (records: T[]) => Promise<void>;
  exportRows?: () => Promise<T[]>;
  csv?: { path: string };
  toolbar?: ReactNode;
  testId?: string;
  /** Names a row for its selection checkbox ('Selecionar <name>'); default: its name field or first text column. */
  rowLabel?: (record: T) => string;
};

const ACTIONS = '__actions__';
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const valueAt = <T,>(record: T, key: string): unknown => (record as Record<string, unknown>)[key];

type RowActionsProps<T> = {
  record: T;
  actions: DataTableRowAction<T>[];
  allowed?: readonly string[];
  disabled: readonly string[];
  hints: Partial<Record<string, string>>;
  onRun: (action: DataTableRowAction<T>, record: T) => void;
};

function RowActions<T>({ record, actions, allowed, disabled, hints, onRun }: RowActionsProps<T>) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap" className={classes.actions}>
      {actions
        .filter((action) => !allowed || allowed.includes(action.key))
        .map((action) => {
          const off = disabled.includes(action.key);
          return (
            <Tooltip key={action.key} label={hints[action.key] ?? action.label} openDelay={400} withArrow multiline maw={280}>
              <ActionIcon
                variant="subtle"
                color={action.color ?? 'gray'}
                size="md"
                aria-label={action.label}
                // data-disabled keeps the tooltip working on a disabled action (a disabled button gets no hover)
                data-disabled={off || undefined}
                aria-disabled={off || undefined}
                onClick={(event) => {
                  event.stopPropagation();
                  if (!off) onRun(action, record);
                }}
                data-testid={`row-action-${action.key}`}
              >
                {action.icon}
              </ActionIcon>
            </Tooltip>
          );
        })}
    </Group>
  );
}

export function AdminDataTable<T>({
  title,
  list,
  columns,
  records,
  totalRecords,
  fetching = false,
  error,
  onRetry,
  idAccessor,
  rowActions = [],
  allowedActions,
  disabledActions,
  actionHints,
  selectable,
  onSelectionChange,
  onDeleteSelected,
  exportRows,
  csv,
  toolbar,
  testId = 'data-table',
  rowLabel,
}: AdminDataTableProps<T>) {
  const { t } = useTranslation(DATA_TABLE_NS);
  const filterText = useFilterText();
  const libraryLabels = useLibraryLabels<T>(columns, rowLabel);
  const { state } = list;
  const [selected, setSelected] = useState<T[]>([]);
  const [exportOpen, setExportOpen] = useState(false);
  const [csvBusy, setCsvBusy] = useState(false);
  const idKey = (idAccessor ?? 'id') as string;
  const filtersKey = JSON.stringify(state.filters);

  // a new set of filters is a new list: the selection of the old one no longer applies
  useEffect(() => setSelected([]), [filtersKey]);
  useEffect(() => onSelectionChange?.(selected), [selected, onSelectionChange]);

  // the page is clamped to 1..last once the total is known (e.g. after deleting the last row of the last page)
  const { page, pageSize } = state;
  const setPage = list.setPage;
  useEffect(() => {
    if (fetching || !records) return;
    const clamped = clampPage(page, totalRecords, pageSize);
    if (clamped !== page) setPage(clamped);
  }, [fetching, records, totalRecords, page, pageSize, setPage]);

  const runAction = async (action: DataTableRowAction<T>, record: T) => {
    if (action.confirmDelete) {
      const ok = await confirmAction({
        title: t('deleteTitle'),
        message: t('messages:records.confirmDelete'),
        confirmLabel: t('deleteConfirm'),
        tone: 'danger',
        testId: 'confirm-delete',
      });
      if (!ok) return;
    }
    await action.onClick(record);
    if (action.confirmDelete) setSelected((current) => current.filter((r) => valueAt(r, idKey) !== valueAt(record, idKey)));
  };

  const deleteSelected = async () => {
    if (!onDeleteSelected || selected.length === 0) return;
    const ok = await confirmAction({
      title: t('deleteManyTitle'),
      message: selected.length === 1 ? t('messages:records.confirmDelete') : t('messages:records.confirmDeleteMany', { count: selected.length }),
      confirmLabel: t('deleteConfirm'),
      tone: 'danger',
      testId: 'confirm-delete',
    });
    if (!ok) return;
    await onDeleteSelected(selected);
    setSelected([]);
  };

  const exportable = columns.filter((c) => c.exportable !== false);
  const runExport = async (keys: string[], scope: ExportScope) => {
    try {
      const rows = scope === 'selected' ? selected : await exportRows!();
      const chosen = keys.map((key) => exportable.find((c) => c.key === key)!);
      const cells = rows.map((record) =>
        chosen.map((column): ExportCell => {
          if (column.exportValue) return column.exportValue(record);
          const value = valueAt(record, column.key);
          if (typeof value === 'boolean') return value ? t('filters.yes') : t('filters.no');
          if (value === null || value === undefined) return null;
          // a timestamp is a date of the sheet (shown dd/mm/yyyy hh:mm), never the raw ISO text
          if (typeof value === 'string' && ISO_TIMESTAMP.test(value)) return new Date(value);
          if (typeof value === 'number' || typeof value === 'string' || value instanceof Date) return value;
          return String(value);
        }),
      );
      await exportXlsx(title, chosen, cells);
      notifySuccess(t('export.done'));
    } catch (failure) {
      notifyError(failure, t('export.failed'));
      throw failure;
    }
  };

  const downloadCsv = async () => {
    if (!csv) return;
    setCsvBusy(true);
    try {
      const { pageNumber: _page, pageSize: _size, ...query } = list.query;
      const blob = await api.get<Blob>(csv.path, { query, responseType: 'blob' });
      downloadBlob(blob, exportFileName(title, new Date(), 'csv'));
      notifySuccess(t('export.csvDone'));
    } catch (failure) {
      notifyError(failure, t('export.failed'));
    } finally {
      setCsvBusy(false);
    }
  };

  const mantineColumns = useMemo<MantineColumn<T>[]>(() => {
    const mapped: MantineColumn<T>[] = columns.map((column) => {
      const filter = column.filter;
      const value = state.filters[column.key] ?? '';
      const sorted = state.sort?.field === column.key ? state.sort.direction : undefined;
      return {
        accessor: column.key,
        title: (
          <ColumnHeader
            columnKey={column.key}
            title={column.title}
            align={column.textAlign}
            sort={column.sortable ? { direction: sorted, onSort: () => list.setSort({ field: column.key, direction: sorted === 'asc' ? 'desc' : 'asc' }) } : undefined}
            filter={
              filter
                ? {
                    active: Boolean(value),
                    render: (close) => (
                      <ColumnFilter filter={filter} value={value} onChange={(next) => list.setFilter(column.key, next)} close={close} testId={`filter-${column.key}`} />
                    ),
                  }
                : undefined
            }
          />
        ),
        render: column.render ? (record: T) => column.render!(record) : undefined,
        width: column.width,
        textAlign: column.textAlign,
        ...(column.ellipsis ? { ellipsis: true } : column.noWrap ? { noWrap: true } : {}),
        hidden: column.hidden,
      } as MantineColumn<T>;
    });
    if (rowActions.length > 0) {
      mapped.push({
        accessor: ACTIONS,
        title: t('actions'),
        textAlign: 'right',
        width: Math.max(96, rowActions.length * 36 + 24),
        render: (record: T) => (
          <RowActions
            record={record}
            actions={rowActions}
            allowed={allowedActions?.(record)}
            disabled={disabledActions?.(record) ?? []}
            hints={actionHints?.(record) ?? {}}
            onRun={(action, r) => void runAction(action, r)}
          />
        ),
      });
    }
    return mapped;
    // runAction only reads stable translations and setters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [columns, state.filters, state.sort, rowActions, allowedActions, disabledActions, actionHints, list.setFilter, list.setSort, t]);

  const activeFilters = columns.flatMap((column) => {
    const value = state.filters[column.key];
    return column.filter && value ? [{ column, value }] : [];
  });
  const selectionProps = selectable
    ? {
        selectedRecords: selected,
        onSelectedRecordsChange: setSelected,
        isRecordSelectable: typeof selectable === 'function' ? (record: T) => selectable(record) : undefined,
        ...libraryLabels.selection,
      }
    : {};

  return (
    <Paper withBorder radius="lg" shadow="xs" className={classes.card} data-testid={testId}>
      <Group justify="space-between" className={classes.toolbar} gap="sm">
        <Group gap="sm">
          <Text size="sm" fw={600} data-testid="data-table-total">
            {t('records', { count: totalRecords })}
          </Text>
          {selected.length > 0 && (
            <Badge variant="light" radius="sm" data-testid="data-table-selected">
              {t('selected', { count: selected.length })}
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          {onDeleteSelected && selected.length > 0 && (
            <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={() => void deleteSelected()} data-testid="data-table-delete-selected">
              {t('deleteSelected')}
            </Button>
          )}
          {csv && (
            <Button variant="default" leftSection={<IconFileTypeCsv size={18} />} loading={csvBusy} onClick={() => void downloadCsv()} data-testid="data-table-csv">
              CSV
            </Button>
          )}
          {exportRows && (
            <Button variant="default" leftSection={<IconFileSpreadsheet size={18} />} onClick={() => setExportOpen(true)} data-testid="data-table-export">
              {t('export.button')}
            </Button>
          )}
          {toolbar}
        </Group>
      </Group>

      {activeFilters.length > 0 && (
        <Group gap="xs" className={classes.filters} data-testid="data-table-filters">
          <Text size="xs" fw={600} c="dimmed" tt="uppercase">
            {t('filters.active')}
          </Text>
          {activeFilters.map(({ column, value }) => (
            <FilterChip
              key={column.key}
              label={column.title}
              value={filterText(column.filter!, value)}
              removeLabel={t('filters.clearOne')}
              onRemove={() => list.setFilter(column.key, null)}
            />
          ))}
          <Button variant="subtle" size="compact-xs" leftSection={<IconFilterOff size={14} />} onClick={list.clearFilters} data-testid="data-table-clear-filters">
            {t('filters.clear')}
          </Button>
        </Group>
      )}

      {error !== undefined && error !== null && !fetching ? (
        <Stack p="xl" align="center">
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title={t('loadError')} maw={520} w="100%">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{errorMessage(error)}</Text>
              {onRetry && (
                <Button size="xs" variant="white" color="red" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
                  {t('common:actions.retry')}
                </Button>
              )}
            </Stack>
          </Alert>
        </Stack>
      ) : (
        <DataTable<T>
          aria-label={title}
          className={classes.table}
          classNames={{ header: classes.header, pagination: classes.pagination }}
          minHeight={records && records.length > 0 ? undefined : 280}
          verticalSpacing="sm"
          horizontalSpacing="md"
          highlightOnHover
          idAccessor={idKey}
          columns={mantineColumns}
          records={records ?? []}
          fetching={fetching}
          loaderType="dots"
          loaderBackgroundBlur={1}
          noRecordsText={activeFilters.length > 0 ? t('emptyFiltered') : t('empty')}
          noRecordsIcon={
            <Stack align="center" gap={6} mb="xs" c="dimmed">
              <IconDatabaseOff size={36} stroke={1.4} />
            </Stack>
          }
          page={state.page}
          onPageChange={(next) => list.setPage(next, totalRecords)}
          totalRecords={totalRecords}
          recordsPerPage={state.pageSize}
          recordsPerPageOptions={[...PAGE_SIZES]}
          onRecordsPerPageChange={list.setPageSize}
          paginationText={({ from, to, totalRecords: total }) => t('pagination', { from, to, total })}
          paginationSize="sm"
          loadingText={t('common:feedback.loading')}
          {...libraryLabels.pagination}
          renderPagination={({ Controls }) => (
            <>
              <Controls.Text />
              <PageSizeMenu value={state.pageSize} options={PAGE_SIZES} onChange={list.setPageSize} />
              <Controls.Pagination />
            </>
          )}
          pinLastColumn={rowActions.length > 0}
          {...selectionProps}
        />
      )}

      {exportRows && (
        <ExportDialog
          opened={exportOpen}
          onClose={() => setExportOpen(false)}
          columns={exportable.map((c) => ({ key: c.key, title: c.title }))}
          totalCount={totalRecords}
          selectedCount={selected.length}
          onExport={runExport}
        />
      )}
    </Paper>
  );
}
