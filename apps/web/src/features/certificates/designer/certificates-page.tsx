import { Badge, Button, Text, type MantineColor } from '@mantine/core';
import { IconCertificate, IconPencil, IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CERTIFICATE_SORT_FIELDS, CERTIFICATE_TYPES, type CertificateRow, type CertificateType } from '@plataforma/shared/certificates';
import { AdminDataTable, activeColumn, createdAtColumn, fetchAllPages, useListState, type DataTableColumn, type DataTableRowAction } from '../../../components/data-table/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { notifyError } from '../../../lib/notify.ts';
import { listCertificates, useCertificatesList } from '../api/certificates.ts';

const TYPE_COLORS: Record<CertificateType, MantineColor> = { Curso: 'blue', Formacao: 'grape' };

/** The list's filters (`nome` is the name column's text filter, sent as the call's `search`). */
const FILTER_KEYS = ['nome', 'tipo', 'active'] as const;

/** The list state's query as GET Certificado takes it: the name filter becomes `search`. */
export function certificatesQuery(query: Record<string, string | number>): Record<string, string | number> {
  const { nome, ...rest } = query;
  return nome === undefined || nome === '' ? rest : { ...rest, search: nome };
}

/**
 * /settings/certificado and /settings/certificate 'Certificados' (3-admin §2): the templates with their type, state,
 * links and issued count; 'Novo certificado' and each row open the designer (/settings/certificate/{id}).
 */
export function CertificatesPage() {
  const { t } = useTranslation('certificates');
  const language = useLanguage();
  const navigate = useNavigate();
  const list = useListState({ filterKeys: [...FILTER_KEYS], sortFields: CERTIFICATE_SORT_FIELDS, defaultSort: { field: 'createdAt', direction: 'desc' } });
  const apiQuery = useMemo(() => certificatesQuery(list.query), [list.query]);
  const query = useCertificatesList(apiQuery);

  useEffect(() => {
    if (query.error) notifyError(null, i18n.t('messages:certificados.listError'), { id: 'certificates-list-error' });
  }, [query.error]);

  const columns = useMemo<DataTableColumn<CertificateRow>[]>(
    () => [
      {
        key: 'nome',
        title: t('fields.nome'),
        sortable: true,
        filter: { type: 'text' },
        render: (c) => (
          <Text size="sm" fw={600} truncate maw={320} data-testid="certificate-row-name">
            {c.nome}
          </Text>
        ),
        exportValue: (c) => c.nome,
      },
      {
        key: 'tipo',
        title: t('fields.tipo'),
        sortable: true,
        noWrap: true,
        filter: { type: 'select', options: CERTIFICATE_TYPES.map((value) => ({ value, label: t(`types.${value}`) })) },
        render: (c) => (
          <Badge size="sm" radius="sm" variant="light" tt="none" color={TYPE_COLORS[c.tipo]}>
            {t(`types.${c.tipo}`)}
          </Badge>
        ),
        exportValue: (c) => t(`types.${c.tipo}`),
      },
      activeColumn<CertificateRow>(t('fields.active'), { active: t('status.active'), inactive: t('status.inactive') }),
      { key: 'vinculos', title: t('fields.vinculos'), textAlign: 'right', render: (c) => <Text size="sm">{c.vinculos}</Text>, exportValue: (c) => c.vinculos },
      { key: 'emitidos', title: t('fields.emitidos'), textAlign: 'right', render: (c) => <Text size="sm">{c.emitidos}</Text>, exportValue: (c) => c.emitidos },
      { key: 'imprimeVerso', title: t('fields.imprimeVerso'), hidden: true, exportValue: (c) => (c.imprimeVerso ? t('status.active') : t('status.inactive')) },
      { ...createdAtColumn<CertificateRow>(t('fields.createdAt'), language), filter: undefined },
    ],
    [t, language],
  );

  const rowActions = useMemo<DataTableRowAction<CertificateRow>[]>(
    () => [{ key: 'edit', label: t('list.edit'), icon: <IconPencil size={18} />, onClick: (c) => void navigate(`/settings/certificate/${c.id}`) }],
    [t, navigate],
  );

  return (
    <>
      <PageHeader
        icon={<IconCertificate size={26} stroke={1.6} />}
        eyebrow={t('list.group')}
        title={t('list.title')}
        description={t('list.description')}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => void navigate('/settings/certificate/new')} data-testid="certificates-new">
            {t('list.new')}
          </Button>
        }
      />
      <AdminDataTable<CertificateRow>
        title={t('list.title')}
        list={list}
        columns={columns}
        records={query.data?.data}
        totalRecords={query.data?.totalItems ?? 0}
        fetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        rowActions={rowActions}
        exportRows={() => fetchAllPages((pageNumber, pageSize) => listCertificates({ ...apiQuery, pageNumber, pageSize }))}
        testId="certificates-table"
      />
    </>
  );
}
