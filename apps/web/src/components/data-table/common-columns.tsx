import { Badge, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Language } from '@plataforma/shared';
import { formatDate, formatDateTime } from '../../lib/format.ts';
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

/** A sortable day column (date and time in a tooltip), exported as a date. */
export function dayColumn<T>(key: string, title: string, language: Language, valueOf: (record: T) => string): DataTableColumn<T> {
  return {
    key,
    title,
    sortable: true,
    render: (record) => (
      <Tooltip label={formatDateTime(valueOf(record), language)} openDelay={400} withArrow>
        <Text size="sm" c="dimmed">
          {formatDate(valueOf(record), language)}
        </Text>
      </Tooltip>
    ),
    exportValue: (record) => new Date(valueOf(record)),
  };
}

/** A category column: filtered by the tenant's categories (`options`), the category's name or a dimmed dash. */
export function categoryColumn<T>(key: string, title: string, options: readonly { value: string; label: string }[], nameOf: (record: T) => string | null): DataTableColumn<T> {
  return {
    key,
    title,
    filter: { type: 'select', options },
    render: (record) => (
      <Text size="sm" c={nameOf(record) ? undefined : 'dimmed'} truncate>
        {nameOf(record) ?? '—'}
      </Text>
    ),
    exportValue: (record) => nameOf(record) ?? '',
  };
}

/** The status column of records with `active`: a yes/no filter, a teal badge when active, an outlined grey one when not. */
export function activeColumn<T extends { active: boolean }>(title: string, labels: { active: string; inactive: string }): DataTableColumn<T> {
  const label = (record: T) => (record.active ? labels.active : labels.inactive);
  return {
    key: 'active',
    title,
    filter: { type: 'boolean', trueLabel: labels.active, falseLabel: labels.inactive },
    render: (record) => (
      <Badge size="sm" radius="sm" variant={record.active ? 'light' : 'outline'} color={record.active ? 'teal' : 'gray'}>
        {label(record)}
      </Badge>
    ),
    exportValue: label,
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
