import { Badge, Button, Group, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconPresentationAnalytics, IconUsers } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PANEL_SORT_FIELDS, type Panel } from '@plataforma/shared/bi';
import { AdminDataTable, deleteEach, deleteRowAction, useAdminList, type DataTableColumn, type DataTableRowAction } from '../../../components/data-table/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';
import { listPanels, useDeletePanelMutation, usePanelsList } from '../api.ts';
import { PanelFormModal } from '../components/panel-form-modal.tsx';
import { PanelUsersModal } from '../components/panel-users-modal.tsx';

/**
 * /gestao/bi-management 'Painéis Dashboard' (elevated users only, 3-admin §2): the platform's BI panels — create, edit
 * with parameters and contracts, give people access, delete.
 */
export function BiManagementPage() {
  const { t } = useTranslation('bi');
  const language = useLanguage();
  const { query, table } = useAdminList({
    filterKeys: ['name', 'ativo'],
    sortFields: PANEL_SORT_FIELDS,
    defaultSort: { field: 'name', direction: 'asc' },
    useList: usePanelsList,
    fetchPage: listPanels,
  });
  const remove = useDeletePanelMutation();
  const [editing, setEditing] = useState<{ panel: Panel | null } | null>(null);
  const [access, setAccess] = useState<Panel | null>(null);

  const columns = useMemo<DataTableColumn<Panel>[]>(
    () => [
      {
        key: 'name',
        title: t('fields.name'),
        sortable: true,
        filter: { type: 'text' },
        render: (p) => (
          <Group gap={8} wrap="nowrap">
            <Text size="sm" fw={600} truncate>
              {p.name}
            </Text>
            {p.public && (
              <Badge size="sm" variant="light" radius="sm">
                {t('fields.public')}
              </Badge>
            )}
            {!p.ativo && (
              <Badge size="sm" variant="outline" color="gray" radius="sm">
                {t('inactive')}
              </Badge>
            )}
          </Group>
        ),
        exportValue: (p) => p.name,
      },
      { key: 'code', title: t('fields.code'), sortable: true, width: 140, ellipsis: true, render: (p) => p.code },
      { key: 'url', title: t('fields.url'), width: 200, ellipsis: true, render: (p) => p.url },
      { key: 'public', title: t('fields.public'), hidden: true, render: (p) => (p.public ? t('yes') : t('no')) },
      {
        key: 'ativo',
        title: t('fields.ativo'),
        sortable: true,
        width: 130,
        textAlign: 'center',
        filter: {
          type: 'select',
          options: [
            { value: 'true', label: t('yes') },
            { value: 'false', label: t('no') },
          ],
        },
        render: (p) => (p.ativo ? t('yes') : t('no')),
      },
      {
        key: 'classification',
        title: t('fields.classification'),
        width: 150,
        render: (p) => t(`classifications.${p.classification ?? 'all'}`),
      },
      {
        key: 'createdAt',
        title: t('fields.createdAt'),
        hidden: true,
        render: (p) => (
          <Text size="sm" c="dimmed">
            {formatDateTime(p.createdAt, language)}
          </Text>
        ),
        exportValue: (p) => new Date(p.createdAt),
      },
    ],
    [t, language],
  );

  const rowActions = useMemo<DataTableRowAction<Panel>[]>(
    () => [
      { key: 'edit', label: t('actions.edit'), icon: <IconPencil size={18} />, onClick: (p) => setEditing({ panel: p }) },
      { key: 'users', label: t('actions.users'), icon: <IconUsers size={18} />, onClick: (p) => setAccess(p) },
      deleteRowAction(t('actions.delete'), t('messages:records.removed'), (id) => remove.mutateAsync(id)),
    ],
    [t, remove],
  );

  return (
    <>
      <PageHeader
        icon={<IconPresentationAnalytics size={26} stroke={1.6} />}
        eyebrow={t('group')}
        title={t('managementTitle')}
        description={t('managementDescription')}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ panel: null })} data-testid="panels-new">
            {t('new')}
          </Button>
        }
      />
      <AdminDataTable<Panel>
        title={t('managementTitle')}
        {...table}
        columns={columns}
        rowActions={rowActions}
        selectable
        onDeleteSelected={async (rows) => {
          await deleteEach(rows, (p) => remove.mutateAsync(p.id));
          await query.refetch();
        }}
        testId="panels-table"
      />
      <PanelFormModal opened={editing !== null} panel={editing?.panel ?? null} onClose={() => setEditing(null)} />
      <PanelUsersModal panel={access} onClose={() => setAccess(null)} />
    </>
  );
}
