import { Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTargetArrow, IconUsers } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEGMENTATION_SORT_FIELDS, type Segmentation } from '@plataforma/shared/segmentations';
import {
  AdminDataTable,
  createdAtColumn,
  deleteEach,
  deleteRowAction,
  useAdminList,
  type DataTableColumn,
  type DataTableRowAction,
} from '../../../components/data-table/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useLanguage } from '../../../lib/language.ts';
import { listSegmentations, useDeleteSegmentationMutation, useSegmentationsList } from '../api/segmentations.ts';
import { SegmentationFormModal } from '../components/segmentation-form-modal.tsx';
import { SegmentationUsersDrawer } from '../components/segmentation-users-drawer.tsx';

/** The lists of a segmentation as short badges ('2 cargo(s)'), with the names in a tooltip. */
function LinksSummary({ segmentation }: { segmentation: Segmentation }) {
  const { t } = useTranslation('segmentations');
  const parts = [
    { key: 'cargos', names: segmentation.cargos.map((o) => o.label) },
    { key: 'departamentos', names: segmentation.departamentos.map((o) => o.label) },
    { key: 'unidades', names: segmentation.unidadesDeNegocios.map((o) => o.label) },
    { key: 'generos', names: segmentation.generos.map((g) => t(`genders.${g}`)) },
    { key: 'usuarios', names: segmentation.usuarios.map((o) => o.label) },
  ].filter((p) => p.names.length > 0);
  return (
    <Group gap={4}>
      {parts.map((p) => (
        <Tooltip key={p.key} label={p.names.join(', ')} withArrow multiline maw={320}>
          <Badge size="sm" variant="light" radius="sm" tt="none" fw={500}>
            {t(`summary.${p.key}`, { count: p.names.length })}
          </Badge>
        </Tooltip>
      ))}
    </Group>
  );
}

const linksText = (s: Segmentation) =>
  [...s.cargos, ...s.departamentos, ...s.unidadesDeNegocios, ...s.usuarios]
    .map((o) => o.label)
    .concat(s.generos)
    .join(', ');

/** /settings/segmentacao: the segmentations of the company (3-admin §2, §3, §5, §7). */
export function SegmentationsPage() {
  const { t } = useTranslation('segmentations');
  const language = useLanguage();
  const { table } = useAdminList({
    filterKeys: ['nome', 'ativo', 'operator', 'createdAt'],
    sortFields: SEGMENTATION_SORT_FIELDS,
    defaultSort: { field: 'nome', direction: 'asc' },
    useList: useSegmentationsList,
    fetchPage: listSegmentations,
  });
  const remove = useDeleteSegmentationMutation();
  const [editing, setEditing] = useState<{ segmentation: Segmentation | null } | null>(null);
  const [previewing, setPreviewing] = useState<Segmentation | null>(null);

  const columns = useMemo<DataTableColumn<Segmentation>[]>(
    () => [
      {
        key: 'nome',
        title: t('fields.nome'),
        sortable: true,
        filter: { type: 'text' },
        render: (s) => (
          <Text size="sm" fw={600}>
            {s.nome}
          </Text>
        ),
      },
      {
        key: 'operator',
        title: t('fields.operator'),
        sortable: true,
        width: 110,
        filter: {
          type: 'select',
          options: [
            { value: 'OR', label: t('operator.orLabel') },
            { value: 'AND', label: t('operator.andLabel') },
          ],
        },
        render: (s) => (
          <Badge variant="outline" color={s.operator === 'AND' ? 'grape' : 'blue'} radius="sm">
            {t(`operator.${s.operator}`)}
          </Badge>
        ),
        exportValue: (s) => t(`operator.${s.operator}`),
      },
      {
        key: 'links',
        title: t('fields.links'),
        width: 200,
        render: (s) => <LinksSummary segmentation={s} />,
        exportValue: linksText,
      },
      {
        key: 'ativo',
        title: t('fields.ativo'),
        sortable: true,
        width: 120,
        filter: { type: 'boolean', trueLabel: t('status.active'), falseLabel: t('status.inactive') },
        render: (s) => (
          <Badge color={s.ativo ? 'teal' : 'gray'} variant="light" radius="sm">
            {t(s.ativo ? 'status.active' : 'status.inactive')}
          </Badge>
        ),
        exportValue: (s) => t(s.ativo ? 'status.active' : 'status.inactive'),
      },
      {
        key: 'observacao',
        title: t('fields.observacao'),
        hidden: true,
        exportValue: (s) => s.observacao,
        render: (s) => (
          <Text size="sm" c={s.observacao ? undefined : 'dimmed'} truncate>
            {s.observacao ?? '—'}
          </Text>
        ),
      },
      createdAtColumn(t('fields.createdAt'), language, 170),
    ],
    [t, language],
  );

  const rowActions = useMemo<DataTableRowAction<Segmentation>[]>(
    () => [
      { key: 'preview', label: t('actions.preview'), icon: <IconUsers size={18} />, onClick: (s) => setPreviewing(s) },
      { key: 'edit', label: t('actions.edit'), icon: <IconPencil size={18} />, onClick: (s) => setEditing({ segmentation: s }) },
      deleteRowAction(t('actions.delete'), t('messages:records.removed'), (id) => remove.mutateAsync(id)),
    ],
    [t, remove],
  );

  return (
    <>
      <PageHeader
        icon={<IconTargetArrow size={26} stroke={1.6} />}
        eyebrow={t('group')}
        title={t('title')}
        description={t('description')}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ segmentation: null })} data-testid="segmentations-new">
            {t('new')}
          </Button>
        }
      />
      <AdminDataTable<Segmentation>
        title={t('title')}
        {...table}
        columns={columns}
        rowActions={rowActions}
        selectable
        onDeleteSelected={async (rows) => {
          await deleteEach(rows, (s) => remove.mutateAsync(s.id));
        }}
        testId="segmentations-table"
      />
      <SegmentationFormModal
        opened={editing !== null}
        segmentation={editing?.segmentation ?? null}
        onClose={() => setEditing(null)}
        onPreview={(s) => setPreviewing(s)}
      />
      <SegmentationUsersDrawer segmentation={previewing} onClose={() => setPreviewing(null)} />
    </>
  );
}
