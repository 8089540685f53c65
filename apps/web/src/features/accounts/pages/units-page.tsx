import { ActionIcon, Alert, Badge, Button, CloseButton, Group, Paper, Skeleton, Stack, Text, TextInput, ThemeIcon, Title, Tooltip, useTree } from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowsMaximize,
  IconArrowsMinimize,
  IconFileSpreadsheet,
  IconFileTypeCsv,
  IconPlus,
  IconRefresh,
  IconSearch,
  IconSearchOff,
  IconSitemap,
} from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNIT_MAX_LEVELS, filterUnitTree, flattenUnitTree, unitNameMatches, type UnitNode } from '@plataforma/shared/accounts';
import { exportFileName } from '@plataforma/shared';
import { confirmAction } from '../../../components/confirm.tsx';
import { DATA_TABLE_NS, downloadBlob, exportXlsx, type ExportCell } from '../../../components/data-table/index.ts';
import { ExportDialog } from '../../../components/data-table/export-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { AutomatedEnrolmentModal, type AutomatedTarget } from '../../enrolment';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { exportUnitsCsv, useDeleteUnitMutation, useUnitsTree } from '../api/units.ts';
import { UnitFormModal, type UnitFormTarget } from '../components/unit-form-modal.tsx';
import { UnitTree } from '../components/unit-tree.tsx';

/** Every node of the tree expanded (or collapsed). */
const expandedStateOf = (nodes: UnitNode[], open: boolean) => Object.fromEntries(flattenUnitTree(nodes).map((node) => [node.id, open]));

type ExportColumnDef = { key: string; title: string; value: (unit: UnitNode, parents: Map<string, string>) => ExportCell };

/**
 * /conta/unidade: the business units of the company as a tree of up to 5 levels (3-admin §2, §3, §9). Search by name
 * (matches highlighted, their ancestors kept), expand or collapse all, add a sub-unit, edit, move and delete with
 * confirmation; export the (searched) tree as the server's CSV or as an .xlsx of the flattened list.
 */
export function UnitsPage() {
  const { t } = useTranslation('accounts');
  const query = useUnitsTree();
  const remove = useDeleteUnitMutation();
  const [term, setTerm] = useState('');
  const [target, setTarget] = useState<UnitFormTarget | null>(null);
  const [exportOpen, setExportOpen] = useState(false);
  const [automated, setAutomated] = useState<AutomatedTarget | null>(null);
  const [csvBusy, setCsvBusy] = useState(false);

  const all = useMemo(() => query.data ?? [], [query.data]);
  const visible = useMemo(() => filterUnitTree(all, term), [all, term]);
  const flatAll = useMemo(() => flattenUnitTree(all), [all]);
  const flatVisible = useMemo(() => flattenUnitTree(visible), [visible]);
  const searching = term.trim().length > 0;
  const matchCount = useMemo(() => (searching ? flatVisible.filter((u) => unitNameMatches(u.nome, term).length > 0).length : 0), [flatVisible, term, searching]);
  const depth = flatAll.reduce((max, node) => Math.max(max, node.nivel), 0);

  // the tree opens fully expanded, and again on every new search, so matches are always in view
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const [expandedFor, setExpandedFor] = useState<string | null>(null);
  if (query.data && expandedFor !== term) {
    setExpandedFor(term);
    setExpanded((current) => ({ ...current, ...expandedStateOf(visible, true) }));
  }
  const tree = useTree({ expandedState: expanded, onExpandedStateChange: setExpanded });

  const onSaved = useCallback((unit: UnitNode) => {
    if (unit.unidadeDeNegocioPaiId) setExpanded((current) => ({ ...current, [unit.unidadeDeNegocioPaiId as string]: true }));
  }, []);

  const deleteUnit = async (unit: UnitNode) => {
    const ok = await confirmAction({
      title: t('units.deleteTitle'),
      message: t('units.deleteMessage', { name: unit.nome }),
      confirmLabel: t(`${DATA_TABLE_NS}:deleteConfirm`),
      tone: 'danger',
      testId: 'confirm-delete',
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(unit.id);
      notifySuccess(t('messages:records.removed'));
    } catch (error) {
      notifyError(error);
    }
  };

  const downloadCsv = async () => {
    setCsvBusy(true);
    try {
      const blob = await exportUnitsCsv(term.trim() || undefined);
      downloadBlob(blob, exportFileName(t('units.title'), new Date(), 'csv'));
      notifySuccess(t(`${DATA_TABLE_NS}:export.csvDone`));
    } catch (error) {
      notifyError(error, t(`${DATA_TABLE_NS}:export.failed`));
    } finally {
      setCsvBusy(false);
    }
  };

  const exportColumns = useMemo<ExportColumnDef[]>(
    () => [
      { key: 'caminho', title: t('units.fields.caminho'), value: (u) => u.caminho },
      { key: 'nome', title: t('units.fields.nome'), value: (u) => u.nome },
      { key: 'codigo', title: t('units.fields.codigo'), value: (u) => u.codigo },
      { key: 'nivel', title: t('units.fields.nivel'), value: (u) => u.nivel },
      { key: 'pai', title: t('units.fields.pai'), value: (u, parents) => (u.unidadeDeNegocioPaiId ? (parents.get(u.unidadeDeNegocioPaiId) ?? null) : null) },
      { key: 'totalUsuarios', title: t('units.fields.totalUsuarios'), value: (u) => u.totalUsuarios },
      { key: 'createdAt', title: t('units.fields.createdAt'), value: (u) => new Date(u.createdAt) },
    ],
    [t],
  );

  const runExport = async (keys: string[]) => {
    try {
      const chosen = keys.map((key) => exportColumns.find((c) => c.key === key)!);
      const parents = new Map(flatAll.map((u) => [u.id, u.nome]));
      await exportXlsx(
        t('units.title'),
        chosen,
        flatVisible.map((unit) => chosen.map((column) => column.value(unit, parents))),
      );
      notifySuccess(t(`${DATA_TABLE_NS}:export.done`));
    } catch (error) {
      notifyError(error, t(`${DATA_TABLE_NS}:export.failed`));
      throw error;
    }
  };

  const loading = query.isPending;
  const failed = query.isError && !query.data;
  const empty = !loading && !failed && all.length === 0;

  return (
    <>
      <PageHeader
        icon={<IconSitemap size={26} stroke={1.6} />}
        eyebrow={t('group')}
        title={t('units.title')}
        description={t('units.description')}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setTarget({ unit: null, parentId: null })} data-testid="units-new">
            {t('units.new')}
          </Button>
        }
      />
      <Paper withBorder radius="lg" shadow="xs" style={{ overflow: 'hidden' }} data-testid="units-card">
        {!empty && (
          <Group
            justify="space-between"
            gap="sm"
            px="md"
            py="sm"
            mih={56}
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          >
            <Group gap="sm" wrap="wrap">
              <TextInput
                value={term}
                onChange={(event) => setTerm(event.currentTarget.value)}
                placeholder={t('units.placeholders.search')}
                aria-label={t('units.placeholders.search')}
                leftSection={<IconSearch size={16} />}
                rightSection={term ? <CloseButton size="sm" aria-label={t('units.actions.clearSearch')} onClick={() => setTerm('')} /> : null}
                w={300}
                maxLength={100}
                data-testid="units-search"
              />
              {!loading && !failed && (
                <Group gap={6}>
                  <Badge variant="light" radius="sm" size="lg" tt="none" fw={600} data-testid="units-count">
                    {searching
                      ? t('units.summary.matches', { count: matchCount })
                      : t('units.summary.units', { count: flatAll.length })}
                  </Badge>
                  {!searching && depth > 0 && (
                    <Tooltip label={t('messages:units.maxLevels')} withArrow>
                      <Badge variant="default" radius="sm" size="lg" tt="none" fw={500} data-testid="units-depth">
                        {t('units.summary.depth', { depth, max: UNIT_MAX_LEVELS })}
                      </Badge>
                    </Tooltip>
                  )}
                </Group>
              )}
            </Group>
            <Group gap="xs">
              <Tooltip label={t('units.actions.expandAll')} withArrow>
                <ActionIcon
                  variant="default"
                  size={36}
                  radius="md"
                  aria-label={t('units.actions.expandAll')}
                  onClick={() => setExpanded((current) => ({ ...current, ...expandedStateOf(visible, true) }))}
                  disabled={flatVisible.length === 0}
                  data-testid="units-expand-all"
                >
                  <IconArrowsMaximize size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('units.actions.collapseAll')} withArrow>
                <ActionIcon
                  variant="default"
                  size={36}
                  radius="md"
                  aria-label={t('units.actions.collapseAll')}
                  onClick={() => setExpanded((current) => ({ ...current, ...expandedStateOf(visible, false) }))}
                  disabled={flatVisible.length === 0}
                  data-testid="units-collapse-all"
                >
                  <IconArrowsMinimize size={18} />
                </ActionIcon>
              </Tooltip>
              <Button variant="default" leftSection={<IconFileTypeCsv size={18} />} loading={csvBusy} onClick={() => void downloadCsv()} disabled={flatVisible.length === 0} data-testid="units-csv">
                CSV
              </Button>
              <Button
                variant="default"
                leftSection={<IconFileSpreadsheet size={18} />}
                onClick={() => setExportOpen(true)}
                disabled={flatVisible.length === 0}
                data-testid="units-export"
              >
                {t(`${DATA_TABLE_NS}:export.button`)}
              </Button>
            </Group>
          </Group>
        )}

        {loading ? (
          <Stack gap="sm" p="md" data-testid="units-loading">
            {[0, 1, 1, 2, 2, 0].map((level, index) => (
              <Group key={index} gap="sm" pl={level * 28}>
                <Skeleton h={20} w={34} radius="sm" />
                <Skeleton h={14} w={`${40 - level * 6}%`} radius="sm" />
              </Group>
            ))}
          </Stack>
        ) : failed ? (
          <Stack p="xl" align="center">
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title={t('messages:units.loadError')} maw={520} w="100%" data-testid="units-error">
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{errorMessage(query.error)}</Text>
                <Button size="xs" variant="white" color="red" leftSection={<IconRefresh size={14} />} onClick={() => void query.refetch()}>
                  {t('common:actions.retry')}
                </Button>
              </Stack>
            </Alert>
          </Stack>
        ) : empty ? (
          <Stack align="center" gap="md" py={56} px="md" ta="center" data-testid="units-empty">
            <ThemeIcon size={72} radius="xl" variant="light">
              <IconSitemap size={36} stroke={1.5} />
            </ThemeIcon>
            <Stack gap={4} align="center">
              <Title order={3} fz="lg">
                {t('units.empty.title')}
              </Title>
              <Text size="sm" c="dimmed" maw={460}>
                {t('units.empty.description')}
              </Text>
            </Stack>
            <Button leftSection={<IconPlus size={18} />} onClick={() => setTarget({ unit: null, parentId: null })} data-testid="units-create-first">
              {t('units.actions.createFirst')}
            </Button>
          </Stack>
        ) : flatVisible.length === 0 ? (
          <Stack align="center" gap="sm" py={48} px="md" ta="center" data-testid="units-no-matches">
            <ThemeIcon size={56} radius="xl" variant="light" color="gray">
              <IconSearchOff size={28} stroke={1.5} />
            </ThemeIcon>
            <Text fw={600}>{t('units.noMatches.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('units.noMatches.description', { term: term.trim() })}
            </Text>
            <Button variant="light" size="xs" onClick={() => setTerm('')}>
              {t('units.actions.clearSearch')}
            </Button>
          </Stack>
        ) : (
          <UnitTree
            nodes={visible}
            term={term}
            tree={tree}
            onAddChild={(unit) => setTarget({ unit: null, parentId: unit.id })}
            onEdit={(unit) => setTarget({ unit })}
            onDelete={(unit) => void deleteUnit(unit)}
            onAutomated={(unit) => setAutomated({ tipo: 'Unidade', id: unit.id, nome: unit.nome })}
          />
        )}
      </Paper>
      <UnitFormModal target={target} tree={all} onClose={() => setTarget(null)} onSaved={onSaved} />
      <AutomatedEnrolmentModal target={automated} onClose={() => setAutomated(null)} />
      <ExportDialog
        opened={exportOpen}
        onClose={() => setExportOpen(false)}
        columns={exportColumns}
        totalCount={flatVisible.length}
        selectedCount={0}
        onExport={(keys) => runExport(keys)}
      />
    </>
  );
}
