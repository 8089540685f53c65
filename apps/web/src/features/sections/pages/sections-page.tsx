import { Badge, Button, Group, Text } from '@mantine/core';
import { IconArrowsSort, IconLayoutList, IconPencil, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withDateRangeQuery } from '@plataforma/shared';
import { SECTION_SORT_FIELDS, SECTION_STATUSES, SECTION_TYPES, type Section } from '@plataforma/shared/sections';
import {
  AdminDataTable,
  createdAtColumn,
  deleteEach,
  deleteRowAction,
  fetchAllPages,
  useListState,
  type DataTableColumn,
  type DataTableRowAction,
} from '../../../components/data-table/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useLanguage } from '../../../lib/language.ts';
import { listSections, SECTIONS_CSV_PATH, useDeleteSectionMutation, useSectionsList } from '../api/sections.ts';
import { SectionFormModal } from '../components/section-form-modal.tsx';
import { SectionOrderModal } from '../components/section-order-modal.tsx';

const STATUS_COLOR = { agendada: 'blue', publicada: 'teal', encerrada: 'gray' } as const;

/** /conteudo/secao: the sections of the company (3-admin §2, §3, §5, §7). */
export function SectionsPage() {
  const { t } = useTranslation('sections');
  const language = useLanguage();
  const list = useListState({
    filterKeys: ['search', 'tipo', 'status', 'exibirNoAprendizado', 'ativo', 'createdAt'],
    sortFields: SECTION_SORT_FIELDS,
    defaultSort: { field: 'ordemAprendizado', direction: 'asc' },
  });
  const apiQuery = useMemo(() => withDateRangeQuery(list.query, 'createdAt'), [list.query]);
  const query = useSectionsList(apiQuery);
  const remove = useDeleteSectionMutation();
  const [editing, setEditing] = useState<{ section: Section | null } | null>(null);
  const [ordering, setOrdering] = useState(false);

  const columns = useMemo<DataTableColumn<Section>[]>(
    () => [
      {
        key: 'search',
        title: t('fields.nome'),
        filter: { type: 'text' },
        render: (s) => (
          <Text size="sm" fw={600}>
            {s.nome}
          </Text>
        ),
        exportValue: (s) => s.nome,
      },
      {
        key: 'tipo',
        title: t('fields.tipo'),
        sortable: true,
        width: 130,
        filter: { type: 'select', options: SECTION_TYPES.map((v) => ({ value: v, label: t(`tipo.${v}`) })) },
        render: (s) => t(`tipo.${s.tipo}`),
        exportValue: (s) => t(`tipo.${s.tipo}`),
      },
      {
        key: 'exibirNoAprendizado',
        title: t('fields.ambiente'),
        width: 150,
        filter: { type: 'boolean', trueLabel: t('ambiente.home'), falseLabel: t('ambiente.catalog') },
        render: (s) => (
          <Badge variant="outline" radius="sm" color="gray">
            {t(`ambiente.${s.ambiente}`)}
          </Badge>
        ),
        exportValue: (s) => t(`ambiente.${s.ambiente}`),
      },
      {
        key: 'status',
        title: t('fields.status'),
        width: 130,
        filter: { type: 'select', options: SECTION_STATUSES.map((v) => ({ value: v, label: t(`status.${v}`) })) },
        render: (s) => (
          <Badge variant="light" radius="sm" color={STATUS_COLOR[s.status]}>
            {t(`status.${s.status}`)}
          </Badge>
        ),
        exportValue: (s) => t(`status.${s.status}`),
      },
      { key: 'totalDeItens', title: t('fields.itens'), width: 90, textAlign: 'right', render: (s) => s.totalDeItens, exportValue: (s) => s.totalDeItens },
      { key: 'ordemAprendizado', title: t('fields.ordemAprendizado'), sortable: true, width: 130, textAlign: 'right', render: (s) => s.ordemAprendizado },
      { key: 'ordemCatalogo', title: t('fields.ordemCatalogo'), sortable: true, width: 140, textAlign: 'right', render: (s) => s.ordemCatalogo },
      {
        key: 'ativo',
        title: t('fields.ativo'),
        sortable: true,
        width: 110,
        filter: { type: 'boolean', trueLabel: t('status.active'), falseLabel: t('status.inactive') },
        render: (s) => (
          <Badge color={s.ativo ? 'teal' : 'gray'} variant="light" radius="sm">
            {t(s.ativo ? 'status.active' : 'status.inactive')}
          </Badge>
        ),
        exportValue: (s) => t(s.ativo ? 'status.active' : 'status.inactive'),
      },
      createdAtColumn(t('fields.createdAt'), language, 170),
    ],
    [t, language],
  );

  const rowActions = useMemo<DataTableRowAction<Section>[]>(
    () => [
      { key: 'edit', label: t('actions.edit'), icon: <IconPencil size={18} />, onClick: (s) => setEditing({ section: s }) },
      deleteRowAction(t('actions.delete'), t('messages:records.removed'), (id) => remove.mutateAsync(id)),
    ],
    [t, remove],
  );

  return (
    <>
      <PageHeader
        icon={<IconLayoutList size={26} stroke={1.6} />}
        eyebrow={t('group')}
        title={t('title')}
        description={t('description')}
        actions={
          <Group gap="xs">
            <Button variant="default" leftSection={<IconArrowsSort size={18} />} onClick={() => setOrdering(true)} data-testid="sections-order">
              {t('order')}
            </Button>
            <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ section: null })} data-testid="sections-new">
              {t('new')}
            </Button>
          </Group>
        }
      />
      <AdminDataTable<Section>
        title={t('title')}
        list={list}
        columns={columns}
        records={query.data?.data}
        totalRecords={query.data?.totalItems ?? 0}
        fetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        rowActions={rowActions}
        selectable
        onDeleteSelected={async (rows) => {
          await deleteEach(rows, (s) => remove.mutateAsync(s.id));
        }}
        exportRows={() => fetchAllPages((pageNumber, pageSize) => listSections({ ...apiQuery, pageNumber, pageSize }))}
        csv={{ path: SECTIONS_CSV_PATH }}
        testId="sections-table"
      />
      <SectionFormModal opened={editing !== null} section={editing?.section ?? null} onClose={() => setEditing(null)} />
      <SectionOrderModal opened={ordering} onClose={() => setOrdering(false)} />
    </>
  );
}
