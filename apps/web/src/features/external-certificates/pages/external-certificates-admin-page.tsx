import { Anchor, Stack, Text } from '@mantine/core';
import { IconCertificate, IconEye } from '@tabler/icons-react';
import { withDateRangeQuery } from '@plataforma/shared';
import type { ExternalCertificate } from '@plataforma/shared/external-certificates';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminDataTable, fetchAllPages, useListState, type DataTableColumn, type DataTableRowAction } from '../../../components/data-table/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';
import { listAdminCertificates, useAdminCertificates } from '../api/external-certificates.ts';
import { CertificateFilterBar } from '../components/certificate-filter-bar.tsx';
import { certificateColumns } from '../components/certificate-columns.tsx';
import { ReviewDrawer } from '../components/review-drawer.tsx';
import { useListErrorToast } from '../components/use-list-error-toast.ts';

/**
 * 'Gerir certificados externos' (3-admin §2, /conteudo/certificados-externos-admin): every request of the company,
 * newest first, filtered by status, type, a search (person, e-mail, certificate, institution) and the sending dates;
 * a request opens in a drawer with its details and file, where it is approved or denied with a justification.
 */
export function ExternalCertificatesAdminPage() {
  const { t } = useTranslation('external-certificates');
  const language = useLanguage();
  const list = useListState({ filterKeys: ['status', 'type', 'search', 'createdAt'] });
  const apiQuery = useMemo(() => withDateRangeQuery(list.query, 'createdAt'), [list.query]);
  const query = useAdminCertificates(apiQuery);
  useListErrorToast(query.error);
  const [openId, setOpenId] = useState<string | null>(null);
  const [answered, setAnswered] = useState<ExternalCertificate | null>(null);
  // the drawer shows the row as the list has it, or as the review answered it until the list is fetched again
  const rows = query.data?.data;
  const open = useMemo(() => {
    if (!openId) return null;
    const row = rows?.find((certificate) => certificate.id === openId) ?? null;
    if (answered?.id === openId && (!row || row.status === 'pending')) return answered;
    return row ?? (answered?.id === openId ? answered : null);
  }, [openId, rows, answered]);

  const columns = useMemo<DataTableColumn<ExternalCertificate>[]>(
    () => [
      {
        key: 'userName',
        title: t('columns.person'),
        render: (row) => (
          <Stack gap={0}>
            <Anchor component="button" type="button" fw={600} size="sm" ta="left" onClick={() => setOpenId(row.id)} data-testid="certificate-row-open">
              {row.userName}
            </Anchor>
            <Text size="xs" c="dimmed">
              {row.userEmail}
            </Text>
          </Stack>
        ),
      },
      { key: 'userEmail', title: t('columns.email'), hidden: true },
      ...certificateColumns(t, language),
      {
        key: 'createdAt',
        title: t('columns.createdAt'),
        noWrap: true,
        filter: { type: 'dateRange' },
        render: (row) => (
          <Text size="sm" c="dimmed" title={formatDateTime(row.createdAt, language)}>
            {formatDate(row.createdAt, language)}
          </Text>
        ),
        exportValue: (row) => new Date(row.createdAt),
      },
    ],
    [t, language],
  );

  const actions = useMemo<DataTableRowAction<ExternalCertificate>[]>(
    () => [{ key: 'open', label: t('actions.open'), icon: <IconEye size={18} />, onClick: (row) => setOpenId(row.id) }],
    [t],
  );

  return (
    <>
      <PageHeader icon={<IconCertificate size={26} stroke={1.6} />} eyebrow={t('adminGroup')} title={t('adminTitle')} description={t('adminDescription')} />

      <CertificateFilterBar list={list} searchLabel={t('filters.adminSearch')} withType testId="admin-certificates" />

      <AdminDataTable<ExternalCertificate>
        title={t('adminTitle')}
        list={list}
        columns={columns}
        records={rows}
        totalRecords={query.data?.totalItems ?? 0}
        fetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        rowActions={actions}
        exportRows={() => fetchAllPages((pageNumber, pageSize) => listAdminCertificates({ ...apiQuery, pageNumber, pageSize }))}
        testId="admin-certificates-table"
      />

      <ReviewDrawer
        certificate={open}
        onClose={() => {
          setOpenId(null);
          setAnswered(null);
        }}
        onReviewed={setAnswered}
      />
    </>
  );
}
