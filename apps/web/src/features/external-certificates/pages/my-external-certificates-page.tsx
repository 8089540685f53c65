import { Button, Modal } from '@mantine/core';
import { IconCertificate, IconEdit, IconEye, IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import type { ExternalCertificate } from '@plataforma/shared/external-certificates';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm.tsx';
import { AdminDataTable, useListState, type DataTableColumn, type DataTableRowAction } from '../../../components/data-table/index.ts';
import { ModalTitle } from '../../../components/modal-title.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useLanguage } from '../../../lib/language.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDeleteCertificate, useMyCertificates } from '../api/external-certificates.ts';
import { CertificateFilePreview } from '../components/certificate-file.tsx';
import { CertificateFilterBar } from '../components/certificate-filter-bar.tsx';
import { CertificateFormModal } from '../components/certificate-form-modal.tsx';
import { certificateColumns } from '../components/certificate-columns.tsx';
import { useListErrorToast } from '../components/use-list-error-toast.ts';
import { fileUrlOf, learnerActionsOf } from '../utils/certificate-form.ts';

/**
 * 'Certificados externos' (2-learner §2, /gestao/certificados-externos): the learner's own requests, newest first, with
 * their status (Pendente / Aprovado / Negado, and the reason of a denial), the file, and 'Novo certificado'. A pending
 * request is edited or deleted; a denied one is corrected and resent, or deleted; an approved one is final.
 */
export function MyExternalCertificatesPage() {
  const { t } = useTranslation('external-certificates');
  const language = useLanguage();
  const list = useListState({ filterKeys: ['status', 'search'] });
  const { filters, page, pageSize } = list.state;
  const query = useMyCertificates({ pageNumber: page, pageSize, status: filters.status, search: filters.search });
  const remove = useDeleteCertificate();
  useListErrorToast(query.error);
  const [editing, setEditing] = useState<{ certificate: ExternalCertificate | null } | null>(null);
  const [viewing, setViewing] = useState<ExternalCertificate | null>(null);

  const columns = useMemo<DataTableColumn<ExternalCertificate>[]>(() => certificateColumns(t, language), [t, language]);

  const actions = useMemo<DataTableRowAction<ExternalCertificate>[]>(() => {
    const askDelete = async (certificate: ExternalCertificate) => {
      const confirmed = await confirmAction({
        title: t('confirmDelete.title'),
        message: t('confirmDelete.message', { name: certificate.name }),
        confirmLabel: t('confirmDelete.confirm'),
        tone: 'danger',
        testId: 'certificate-delete',
      });
      if (!confirmed) return;
      try {
        await remove.mutateAsync(certificate.id);
        notifySuccess(t('confirmDelete.done'));
      } catch (error) {
        notifyError(error);
      }
    };
    return [
      { key: 'view', label: t('actions.view'), icon: <IconEye size={18} />, onClick: setViewing },
      { key: 'edit', label: t('actions.edit'), icon: <IconEdit size={18} />, color: 'blue', onClick: (certificate) => setEditing({ certificate }) },
      { key: 'resend', label: t('actions.resend'), icon: <IconSend size={18} />, color: 'orange', onClick: (certificate) => setEditing({ certificate }) },
      { key: 'delete', label: t('actions.delete'), icon: <IconTrash size={18} />, color: 'red', onClick: askDelete },
    ];
  }, [t, remove]);

  return (
    <>
      <PageHeader
        icon={<IconCertificate size={26} stroke={1.6} />}
        eyebrow={t('group')}
        title={t('title')}
        description={t('description')}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ certificate: null })} data-testid="certificate-new">
            {t('newCertificate')}
          </Button>
        }
      />

      <CertificateFilterBar list={list} searchLabel={t('filters.search')} testId="my-certificates" />

      <AdminDataTable<ExternalCertificate>
        title={t('title')}
        list={list}
        columns={columns}
        records={query.data?.data}
        totalRecords={query.data?.totalItems ?? 0}
        fetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        rowActions={actions}
        allowedActions={(certificate) => ['view', ...learnerActionsOf(certificate.status)]}
        testId="my-certificates-table"
      />

      <CertificateFormModal opened={editing !== null} onClose={() => setEditing(null)} certificate={editing?.certificate ?? null} />

      <Modal
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        centered
        radius="lg"
        size="xl"
        title={<ModalTitle title={viewing?.name ?? ''} icon={<IconCertificate size={22} stroke={1.6} />} />}
        attributes={{ content: { 'data-testid': 'certificate-view' } }}
      >
        {viewing && <CertificateFilePreview url={fileUrlOf(viewing)} fileName={viewing.certificateFileName} mime={viewing.certificateMime} height={560} />}
      </Modal>
    </>
  );
}
