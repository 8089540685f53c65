import { Badge, Button, Text } from '@mantine/core';
import { IconBuildingCommunity, IconPencil, IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEPARTMENT_SORT_FIELDS, type Department } from '@plataforma/shared/accounts';
import {
  AdminDataTable,
  createdAtColumn,
  deleteRowAction,
  deleteEach,
  useAdminList,
  type DataTableColumn,
  type DataTableRowAction,
} from '../../../components/data-table/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useLanguage } from '../../../lib/language.ts';
import { listDepartments, useDeleteDepartmentMutation, useDepartmentsList } from '../api/departments.ts';
import { DepartmentFormModal } from '../components/department-form-modal.tsx';
import { StatusBadge } from '../components/status-badge.tsx';

/** /conta/departamento: the departments of the company (3-admin §2, §3). */
export function DepartmentsPage() {
  const { t } = useTranslation('accounts');
  const language = useLanguage();
  const { table } = useAdminList({
    filterKeys: ['nome', 'ativo', 'createdAt'], sortFields: DEPARTMENT_SORT_FIELDS, defaultSort: { field: 'nome', direction: 'asc' },
    useList: useDepartmentsList,
    fetchPage: listDepartments,
  });
  const remove = useDeleteDepartmentMutation();
  const [editing, setEditing] = useState<{ department: Department | null } | null>(null);

  const columns = useMemo<DataTableColumn<Department>[]>(
    () => [
      {
        key: 'nome',
        title: t('fields.nome'),
        sortable: true,
        noWrap: true,
        filter: { type: 'text' },
        render: (d) => (
          <Text size="sm" fw={600}>
            {d.nome}
          </Text>
        ),
      },
      {
        key: 'ativo',
        title: t('fields.ativo'),
        sortable: true,
        width: 130,
        filter: { type: 'boolean', trueLabel: t('status.active'), falseLabel: t('status.inactive') },
        render: (d) => <StatusBadge active={d.ativo} />,
        exportValue: (d) => (d.ativo ? t('status.active') : t('status.inactive')),
      },
      {
        key: 'observacao',
        title: t('fields.observacao'),
        width: 300,
        ellipsis: true,
        render: (d) => (
          <Text size="sm" c={d.observacao ? undefined : 'dimmed'} truncate>
            {d.observacao ?? '—'}
          </Text>
        ),
      },
      {
        key: 'totalUsuarios',
        title: t('fields.totalUsuarios'),
        sortable: true,
        textAlign: 'center',
        width: 110,
        render: (d) => (
          <Badge variant={d.totalUsuarios > 0 ? 'light' : 'outline'} color={d.totalUsuarios > 0 ? 'brand' : 'gray'} radius="sm">
            {d.totalUsuarios}
          </Badge>
        ),
      },
      createdAtColumn(t('fields.createdAt'), language, 170),
    ],
    [t, language],
  );

  const rowActions = useMemo<DataTableRowAction<Department>[]>(
    () => [
      { key: 'edit', label: t('actions.edit'), icon: <IconPencil size={18} />, onClick: (department) => setEditing({ department }) },
      deleteRowAction(t('actions.delete'), t('messages:records.removed'), (id) => remove.mutateAsync(id)),
    ],
    [t, remove],
  );
  // a department in use cannot be deleted (the server answers 409 too): the action is disabled with the reason
  const disabledActions = useCallback((d: Department) => (d.totalUsuarios > 0 ? ['delete'] : []), []);
  const actionHints = useCallback(
    (d: Department): Partial<Record<string, string>> => (d.totalUsuarios > 0 ? { delete: t('inUseHint', { count: d.totalUsuarios }) } : {}),
    [t],
  );

  return (
    <>
      <PageHeader
        icon={<IconBuildingCommunity size={26} stroke={1.6} />}
        eyebrow={t('group')}
        title={t('departments.title')}
        description={t('departments.description')}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ department: null })} data-testid="departments-new">
            {t('departments.new')}
          </Button>
        }
      />
      <AdminDataTable<Department>
        title={t('departments.title')}
        {...table}
        columns={columns}
        rowActions={rowActions}
        disabledActions={disabledActions}
        actionHints={actionHints}
        selectable={(d) => d.totalUsuarios === 0}
        onDeleteSelected={async (departments) => {
          await deleteEach(departments, (d) => remove.mutateAsync(d.id));
        }}
        testId="departments-table"
      />
      <DepartmentFormModal opened={editing !== null} department={editing?.department ?? null} onClose={() => setEditing(null)} />
    </>
  );
}
