import { Badge, Button, Group, Text } from '@mantine/core';
import { IconMailBolt, IconPencil, IconPlayerPlay, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_EVENTS, NOTIFICATION_SORT_FIELDS, SENDING_INTERVALS, type AutomatedNotification } from '@plataforma/shared/automated-notifications';
import { AdminDataTable, deleteEach, deleteRowAction, useAdminList, type DataTableColumn, type DataTableRowAction } from '../../../components/data-table/index.ts';
import { confirmAction } from '../../../components/confirm.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { listNotifications, useDeleteNotificationMutation, useExecuteNotificationMutation, useNotificationsList } from '../api.ts';
import { NotificationFormModal } from '../components/notification-form-modal.tsx';

/**
 * /comunicacoes/notificacoes-automatizadas (permission 'Notificações Automatizadas'): the company's automated e-mail
 * rules (3-admin §3, §7) — create, edit, test-send from the form, run now after a confirmation, delete.
 */
export function AutomatedNotificationsPage() {
  const { t } = useTranslation('automated-notifications');
  const language = useLanguage();
  const { query, table } = useAdminList({
    filterKeys: ['name', 'eventType', 'sendingInterval'],
    sortFields: NOTIFICATION_SORT_FIELDS,
    defaultSort: { field: 'name', direction: 'asc' },
    useList: useNotificationsList,
    fetchPage: listNotifications,
  });
  const remove = useDeleteNotificationMutation();
  const execute = useExecuteNotificationMutation();
  const [editing, setEditing] = useState<{ notification: AutomatedNotification | null } | null>(null);

  const columns = useMemo<DataTableColumn<AutomatedNotification>[]>(
    () => [
      {
        key: 'name',
        title: t('fields.name'),
        sortable: true,
        filter: { type: 'text' },
        render: (n) => (
          <Group gap={8} wrap="nowrap">
            <Text size="sm" fw={600} truncate>
              {n.name}
            </Text>
            {!n.active && (
              <Badge size="sm" variant="outline" color="gray" radius="sm">
                {t('inactive')}
              </Badge>
            )}
          </Group>
        ),
      },
      {
        key: 'eventType',
        title: t('fields.eventType'),
        sortable: true,
        width: 200,
        filter: { type: 'select', options: NOTIFICATION_EVENTS.map((e) => ({ value: e, label: t(`events.${e}`) })) },
        render: (n) => t(`events.${n.eventType}`),
        exportValue: (n) => t(`events.${n.eventType}`),
      },
      {
        key: 'sendingInterval',
        title: t('columns.sendingInterval'),
        sortable: true,
        width: 180,
        filter: { type: 'select', options: SENDING_INTERVALS.map((i) => ({ value: i, label: t(`intervals.${i}`) })) },
        render: (n) => t(`intervals.${n.sendingInterval}`),
        exportValue: (n) => t(`intervals.${n.sendingInterval}`),
      },
      {
        key: 'totalEnvios',
        title: t('columns.totalEnvios'),
        textAlign: 'center',
        width: 120,
        render: (n) => (
          <Badge variant={n.totalEnvios > 0 ? 'light' : 'outline'} color={n.totalEnvios > 0 ? 'brand' : 'gray'} radius="sm" data-testid="notification-total">
            {n.totalEnvios}
          </Badge>
        ),
      },
      {
        key: 'lastRunAt',
        title: t('fields.lastRunAt'),
        width: 180,
        render: (n) => (
          <Text size="sm" c="dimmed">
            {n.lastRunAt ? formatDateTime(n.lastRunAt, language) : t('never')}
          </Text>
        ),
        exportValue: (n) => (n.lastRunAt ? new Date(n.lastRunAt) : ''),
      },
      {
        key: 'createdAt',
        title: t('fields.createdAt'),
        sortable: true,
        width: 160,
        render: (n) => (
          <Text size="sm" c="dimmed">
            {formatDateTime(n.createdAt, language)}
          </Text>
        ),
        exportValue: (n) => new Date(n.createdAt),
      },
    ],
    [t, language],
  );

  const rowActions = useMemo<DataTableRowAction<AutomatedNotification>[]>(
    () => [
      { key: 'edit', label: t('actions.edit'), icon: <IconPencil size={18} />, onClick: (n) => setEditing({ notification: n }) },
      {
        key: 'execute',
        label: t('actions.execute'),
        icon: <IconPlayerPlay size={18} />,
        onClick: async (n) => {
          const ok = await confirmAction({
            title: t('executeConfirmTitle'),
            message: t('executeConfirm', { name: n.name, interpolation: { escapeValue: false } }),
            confirmLabel: t('actions.execute'),
            tone: 'warning',
            testId: 'notification-execute-confirm',
          });
          if (!ok) return;
          try {
            const reply = await execute.mutateAsync(n.id);
            notifySuccess(t('executed', { count: reply.envios }));
          } catch (error) {
            notifyError(error, t('messages:automatedNotifications.executeError'));
          }
        },
      },
      deleteRowAction(t('actions.delete'), t('messages:records.removed'), (id) => remove.mutateAsync(id)),
    ],
    [t, remove, execute],
  );
  const disabledActions = useMemo(() => (n: AutomatedNotification) => (n.active ? [] : ['execute']), []);

  return (
    <>
      <PageHeader
        icon={<IconMailBolt size={26} stroke={1.6} />}
        eyebrow={t('group')}
        title={t('title')}
        description={t('description')}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ notification: null })} data-testid="notifications-new">
            {t('new')}
          </Button>
        }
      />
      <AdminDataTable<AutomatedNotification>
        title={t('title')}
        {...table}
        columns={columns}
        rowActions={rowActions}
        disabledActions={disabledActions}
        selectable
        onDeleteSelected={async (rows) => {
          await deleteEach(rows, (n) => remove.mutateAsync(n.id));
          await query.refetch();
        }}
        testId="notifications-table"
      />
      <NotificationFormModal opened={editing !== null} notification={editing?.notification ?? null} onClose={() => setEditing(null)} />
    </>
  );
}
