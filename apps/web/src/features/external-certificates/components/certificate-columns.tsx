import { Stack, Text } from '@mantine/core';
import type { Language } from '@plataforma/shared';
import type { ExternalCertificate } from '@plataforma/shared/external-certificates';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../components/data-table/index.ts';
import { formatDate } from '../../../lib/format.ts';
import { justificationText, localDay, typeText } from '../utils/certificate-form.ts';
import { CertificateStatusBadge } from './status-badge.tsx';

/** A calendar day of a request ('YYYY-MM-DD') in the UI language, with no time-zone shift. */
export const formatDay = (day: string | null | undefined, language: Language): string => (day ? formatDate(localDay(day), language) : '');

/** The columns both lists share: certificate (with its type), institution, workload, period and status (with the denial reason). */
export function certificateColumns(t: TFunction, language: Language): DataTableColumn<ExternalCertificate>[] {
  return [
    {
      key: 'name',
      title: t('columns.name'),
      // the type under the name (one column less); the export has its own column
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={600} data-testid="certificate-row-name">
            {row.name}
          </Text>
          <Text size="xs" c="dimmed" data-testid="certificate-row-type">
            {typeText(row, t)}
          </Text>
        </Stack>
      ),
    },
    { key: 'type', title: t('columns.type'), hidden: true, exportValue: (row) => typeText(row, t) },
    { key: 'institution', title: t('columns.institution') },
    {
      key: 'workload',
      title: t('columns.workload'),
      textAlign: 'right',
      noWrap: true,
      render: (row) => t('hours', { count: row.workload }),
      exportValue: (row) => row.workload,
    },
    {
      key: 'initDate',
      title: t('columns.period'),
      noWrap: true,
      render: (row) => t('period', { start: formatDay(row.initDate, language), end: formatDay(row.endDate, language) }),
      exportValue: (row) => t('period', { start: formatDay(row.initDate, language), end: formatDay(row.endDate, language) }),
    },
    {
      key: 'status',
      title: t('columns.status'),
      width: 160,
      render: (row) => (
        <Stack gap={4} align="flex-start">
          <CertificateStatusBadge status={row.status} />
          {row.status === 'denied' && (
            <Text size="xs" c="red" data-testid="certificate-row-justification">
              {justificationText(row, t)}
            </Text>
          )}
        </Stack>
      ),
      exportValue: (row) => (row.status === 'denied' ? `${t(`status.${row.status}`)}: ${justificationText(row, t)}` : t(`status.${row.status}`)),
    },
  ];
}
