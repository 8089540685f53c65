import { Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Language } from '@plataforma/shared';
import { formatDateTime } from '../../lib/format.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import type { DataTableColumn, DataTableRowAction } from './data-table.tsx';

/** The "created at" column of the admin lists: sortable, filtered by a date range, exported as a date. */
export function createdAtColumn<T extends { createdAt: string }>(title: string, language: Language, width = 170): DataTableColumn<T> {
  return {
    key: 'createdAt',
    title,
    sortable: true,
    width,
    filter: { type: 'dateRange' },
    render: (record) => (
      <Text size="sm" c="dimmed">
        {formatDateTime(record.createdAt, language)}
      </Text>
    ),
    exportValue: (record) => new Date(record.createdAt),
  };
}

/** The delete row action: the table confirms first, then the call runs and a toast tells how it went. */
export function deleteRowAction<T extends { id: string }>(label: string, successMessage: string, remove: (id: string) => Promise<unknown>): DataTableRowAction<T> {
  return {
    key: 'delete',
    label,
    icon: <IconTrash size={18} />,
    color: 'red',
    confirmDelete: true,
    onClick: async (record) => {
      try {
        await remove(record.id);
        notifySuccess(successMessage);
      } catch (error) {
        notifyError(error);
      }
    },
  };
}
