import { Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconShieldLock, IconTrash, IconUsersPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PERMISSION_GROUP_SORT_FIELDS, PERMISSION_NAMES, batchOutcome, toPermissionModules, type PermissionGroup } from '@plataforma/shared/permissions';
import { AdminDataTable, fetchAllPages, useListState, type DataTableColumn, type DataTableRowAction } from '../../../components/data-table/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { listPermissionGroups, useDeletePermissionGroupMutation, useDeletePermissionGroupsMutation, usePermissionGroupsList } from '../api/permission-groups.ts';
import { LinkUsersModal } from '../components/link-users-modal.tsx';
import { PermissionGroupDrawer } from '../components/permission-group-drawer.tsx';

/** /settings/permissoes: the permission groups of the company (3-admin §2, §3, §7). */
export function PermissionGroupsPage() {
  const { t } = useTranslation('permissions');
  const language = useLanguage();
  const session = useSession();
  // in client mode the acting account's group is elsewhere: nothing here is "own"
  const ownGroupId = session.clientMode ? null : (session.user?.permissionId ?? null);
  const list = useListState({ filterKeys: ['nome', 'ativo'], sortFields: PERMISSION_GROUP_SORT_FIELDS, defaultSort: { field: 'nome', direction: 'asc' } });
  const apiQuery = list.query;
  const query = usePermissionGroupsList(apiQuery);
  const remove = useDeletePermissionGroupMutation();
  const removeMany = useDeletePermissionGroupsMutation();
  const [editing, setEditing] = useState<{ group: PermissionGroup | null } | null>(null);
  const [linking, setLinking] = useState<PermissionGroup | null>(null);
  const fn = useCallback((name: string) => t(`functionalities.${name}`, { defaultValue: name }), [t]);

  const columns = useMemo<DataTableColumn<PermissionGroup>[]>(
    () => [
      {
        key: 'nome',
        title: t('fields.nome'),
        sortable: true,
        filter: { type: 'text' },
        render: (g) => (
          <Group gap={8} wrap="nowrap">
            <Text size="sm" fw={600}>
              {g.nome}
            </Text>
            {g.id === ownGroupId && (
              <Badge size="xs" variant="light" radius="sm" style={{ flexShrink: 0 }} data-testid="own-group-badge">
                {t('ownBadge')}
              </Badge>
            )}
          </Group>
        ),
      },
      {
        key: 'descricao',
        title: t('fields.descricao'),
        width: 260,
        ellipsis: true,
        render: (g) => (
          <Text size="sm" c={g.descricao ? undefined : 'dimmed'} truncate>
            {g.descricao ?? '—'}
          </Text>
        ),
      },
      {
        key: 'funcionalidades',
        title: t('fields.funcionalidades'),
        width: 132,
        render: (g) => (
          <Tooltip
            multiline
            maw={340}
            withArrow
            label={
              <Stack gap={4}>
                {toPermissionModules(g.funcionalidades).map((m) => (
                  <Text key={m.modulo} size="xs">
                    <b>{t(`modules.${m.modulo}`, { defaultValue: m.modulo })}:</b> {m.acessos.map((a) => fn(a.descricao)).join(', ')}
                  </Text>
                ))}
              </Stack>
            }
          >
            <Badge variant="light" color="violet" radius="sm" tt="none" fw={600}>
              {g.funcionalidades.length}/{PERMISSION_NAMES.length}
            </Badge>
          </Tooltip>
        ),
        exportValue: (g) => g.funcionalidades.map(fn).join(', '),
      },
      {
        key: 'totalUsuarios',
        title: t('fields.totalUsuarios'),
        sortable: true,
        textAlign: 'center',
        width: 120,
        render: (g) => (
          <Badge variant={g.totalUsuarios > 0 ? 'light' : 'outline'} color={g.totalUsuarios > 0 ? 'brand' : 'gray'} radius="sm" data-testid="group-total-users">
            {g.totalUsuarios}
          </Badge>
        ),
      },
      {
        key: 'ativo',
        title: t('fields.ativo'),
        sortable: true,
        width: 124,
        filter: { type: 'boolean', trueLabel: t('status.active'), falseLabel: t('status.inactive') },
        render: (g) => (
          <Badge variant="light" color={g.ativo ? 'teal' : 'gray'} radius="sm" tt="none" fw={600} leftSection={<span aria-hidden>●</span>}>
            {g.ativo ? t('status.active') : t('status.inactive')}
          </Badge>
        ),
        exportValue: (g) => (g.ativo ? t('status.active') : t('status.inactive')),
      },
      {
        key: 'createdAt',
        title: t('fields.createdAt'),
        // in the export only: the table keeps room for the group's own columns
        hidden: true,
        render: (g) => (
          <Text size="sm" c="dimmed">
            {formatDateTime(g.createdAt, language)}
          </Text>
        ),
        exportValue: (g) => new Date(g.createdAt),
      },
    ],
    [t, language, ownGroupId, fn],
  );

  const rowActions = useMemo<DataTableRowAction<PermissionGroup>[]>(
    () => [
      { key: 'edit', label: t('actions.edit'), icon: <IconPencil size={18} />, onClick: (group) => setEditing({ group }) },
      { key: 'link', label: t('actions.link'), icon: <IconUsersPlus size={18} />, color: 'brand', onClick: (group) => setLinking(group) },
      {
        key: 'delete',
        label: t('actions.delete'),
        icon: <IconTrash size={18} />,
        color: 'red',
        confirmDelete: true,
        onClick: async (group) => {
          try {
            await remove.mutateAsync(group.id);
            notifySuccess(t('messages:records.removed'));
          } catch (error) {
            notifyError(error);
          }
        },
      },
    ],
    [t, remove],
  );
  // a group with users cannot be deleted (the server answers 409 too); an inactive one takes no links
  const disabledActions = useCallback((g: PermissionGroup) => [...(g.totalUsuarios > 0 ? ['delete'] : []), ...(g.ativo ? [] : ['link'])], []);
  const actionHints = useCallback(
    (g: PermissionGroup): Partial<Record<string, string>> => ({
      ...(g.totalUsuarios > 0 ? { delete: t('inUseHint', { count: g.totalUsuarios }) } : {}),
      ...(g.ativo ? {} : { link: t('inactiveLinkHint') }),
    }),
    [t],
  );

  const deleteSelected = async (groups: PermissionGroup[]) => {
    try {
      const reply = await removeMany.mutateAsync(groups.map((g) => g.id));
      const outcome = batchOutcome(reply);
      if (outcome === 'success') notifySuccess(t('messages:permissions.deletedMany', { count: reply.successItems.length }));
      else if (outcome === 'failure') notifyError(undefined, reply.failedItems[0]?.message);
      else {
        const names = reply.failedItems.map((f) => `${f.nome ?? f.id} (${f.message})`).join('; ');
        notifyWarning(t('messages:permissions.deletePartial', { deleted: reply.successItems.length, total: groups.length, names }), {
          title: t('messages:permissions.attention'),
          autoClose: 12_000,
        });
      }
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <>
      <PageHeader
        icon={<IconShieldLock size={26} stroke={1.6} />}
        eyebrow={t('group')}
        title={t('title')}
        description={t('description')}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ group: null })} data-testid="permission-groups-new">
            {t('new')}
          </Button>
        }
      />
      <AdminDataTable<PermissionGroup>
        title={t('title')}
        list={list}
        columns={columns}
        records={query.data?.data}
        totalRecords={query.data?.totalItems ?? 0}
        fetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        rowActions={rowActions}
        disabledActions={disabledActions}
        actionHints={actionHints}
        selectable={(g) => g.totalUsuarios === 0}
        onDeleteSelected={deleteSelected}
        exportRows={() => fetchAllPages((pageNumber, pageSize) => listPermissionGroups({ ...apiQuery, pageNumber, pageSize }))}
        testId="permission-groups-table"
      />
      <PermissionGroupDrawer opened={editing !== null} group={editing?.group ?? null} ownGroupId={ownGroupId} onClose={() => setEditing(null)} />
      <LinkUsersModal group={linking} onClose={() => setLinking(null)} />
    </>
  );
}
