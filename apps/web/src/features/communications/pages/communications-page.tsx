import { Badge, Button, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconSpeakerphone } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMUNICATION_SORT_FIELDS, COMMUNICATION_STATUSES, type Communication } from '@plataforma/shared/communications';
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
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';
import { listCommunications, useCommunicationsList, useDeleteCommunicationMutation } from '../api.ts';
import { CommunicationWizard } from '../components/communication-wizard.tsx';

const STATUS_COLOR = { rascunho: 'gray', publicada: 'teal' } as const;

/** /comunicacoes/comunicacao: the company's communications (3-admin §2, §3, §4, §5, §7). */
export function CommunicationsPage() {
  const { t } = useTranslation('communications');
  const language = useLanguage();
  const list = useListState({ filterKeys: ['search', 'status', 'ativo'], sortFields: COMMUNICATION_SORT_FIELDS, defaultSort: { field: 'createdAt', direction: 'desc' } });
  const query = useCommunicationsList(list.query);
  const remove = useDeleteCommunicationMutation();
  const [editing, setEditing] = useState<{ communication: Communication | null } | null>(null);

  const columns = useMemo<DataTableColumn<Communication>[]>(
    () => [
      {
        key: 'search',
        title: t('fields.titulo'),
        filter: { type: 'text' },
        render: (c) => (
          <Text size="sm" fw={600}>
            {c.titulo}
          </Text>
        ),
        exportValue: (c) => c.titulo,
      },
      {
        key: 'status',
        title: t('fields.status'),
        sortable: true,
        width: 160,
        filter: { type: 'select', options: COMMUNICATION_STATUSES.map((v) => ({ value: v, label: t(`status.${v}`) })) },
        render: (c) => (
          <Badge variant="light" radius="sm" color={STATUS_COLOR[c.status]}>
            {t(`status.${c.status}`)}
          </Badge>
        ),
        exportValue: (c) => t(`status.${c.status}`),
      },
      { key: 'inicio', title: t('fields.inicio'), sortable: true, width: 170, render: (c) => (c.inicio ? formatDateTime(c.inicio, language) : '—'), exportValue: (c) => c.inicio ?? '' },
      { key: 'termino', title: t('fields.termino'), sortable: true, width: 170, render: (c) => (c.termino ? formatDateTime(c.termino, language) : '—'), exportValue: (c) => c.termino ?? '' },
      { key: 'postagens', title: t('fields.postagens'), width: 110, textAlign: 'right', render: (c) => c.postagens.length, exportValue: (c) => c.postagens.length },
      {
        key: 'ativo',
        title: t('fields.ativo'),
        sortable: true,
        width: 110,
        filter: { type: 'boolean', trueLabel: t('status.active'), falseLabel: t('status.inactive') },
        render: (c) => (
          <Badge color={c.ativo ? 'teal' : 'gray'} variant="light" radius="sm">
            {t(c.ativo ? 'status.active' : 'status.inactive')}
          </Badge>
        ),
        exportValue: (c) => t(c.ativo ? 'status.active' : 'status.inactive'),
      },
      createdAtColumn(t('fields.createdAt'), language, 170),
    ],
    [t, language],
  );

  const rowActions = useMemo<DataTableRowAction<Communication>[]>(
    () => [
      { key: 'edit', label: t('actions.edit'), icon: <IconPencil size={18} />, onClick: (c) => setEditing({ communication: c }) },
      deleteRowAction(t('actions.delete'), t('messages:records.removed'), (id) => remove.mutateAsync(id)),
    ],
    [t, remove],
  );

  return (
    <>
      <PageHeader
        icon={<IconSpeakerphone size={26} stroke={1.6} />}
        eyebrow={t('group')}
        title={t('title')}
        description={t('description')}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ communication: null })} data-testid="communications-new">
            {t('new')}
          </Button>
        }
      />
      <AdminDataTable<Communication>
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
          await deleteEach(rows, (c) => remove.mutateAsync(c.id));
        }}
        exportRows={() => fetchAllPages((pageNumber, pageSize) => listCommunications({ ...list.query, pageNumber, pageSize }))}
        testId="communications-table"
      />
      <CommunicationWizard opened={editing !== null} communication={editing?.communication ?? null} onClose={() => setEditing(null)} />
    </>
  );
}
