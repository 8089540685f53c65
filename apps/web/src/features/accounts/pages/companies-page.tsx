import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconBuilding, IconFileCertificate, IconFilePlus, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { COMPANY_SORT_FIELDS, TIPOS_PESSOA, type Company } from '@plataforma/shared/accounts';
import { formatDocument } from '@plataforma/shared';
import { AdminDataTable, deleteEach, useAdminList, type DataTableColumn, type DataTableRowAction } from '../../../components/data-table/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { listCompanies, useCompaniesList, useDeleteCompanyMutation } from '../api/companies.ts';
import { CompanyFormModal } from '../components/company-form-modal.tsx';

const TYPE_COLOR = { juridica: 'blue', fisica: 'grape', estrangeira: 'orange' } as const;

/** /conta/pessoa: the client companies (3-admin §2, §3), platform administration only. */
export function CompaniesPage() {
  const { t } = useTranslation('accounts');
  const language = useLanguage();
  const navigate = useNavigate();
  const { table } = useAdminList({
    filterKeys: ['nome', 'documentoIdentificacao', 'tipoPessoa', 'cidade', 'createdAt'],
    sortFields: COMPANY_SORT_FIELDS,
    defaultSort: { field: 'nome', direction: 'asc' },
    useList: useCompaniesList,
    fetchPage: listCompanies,
  });
  const remove = useDeleteCompanyMutation();
  const [editing, setEditing] = useState<{ company: Company | null } | null>(null);

  const columns = useMemo<DataTableColumn<Company>[]>(
    () => [
      {
        key: 'nome',
        title: t('companies.fields.nome'),
        sortable: true,
        filter: { type: 'text' },
        render: (c) => (
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {c.nome}
            </Text>
            {c.nomeFantasia && (
              <Text size="xs" c="dimmed">
                {c.nomeFantasia}
              </Text>
            )}
          </Stack>
        ),
        exportValue: (c) => c.nome,
      },
      { key: 'nomeFantasia', title: t('companies.fields.nomeFantasia'), hidden: true, exportValue: (c) => c.nomeFantasia },
      {
        key: 'documentoIdentificacao',
        title: t('companies.fields.documentoIdentificacao'),
        sortable: true,
        noWrap: true,
        filter: { type: 'text' },
        render: (c) => (
          <Text size="sm" ff="monospace">
            {c.documentoIdentificacao ? formatDocument(c.documentoIdentificacao, c.tipoPessoa) : '—'}
          </Text>
        ),
        exportValue: (c) => (c.documentoIdentificacao ? formatDocument(c.documentoIdentificacao, c.tipoPessoa) : null),
      },
      {
        key: 'tipoPessoa',
        title: t('companies.fields.tipoPessoa'),
        sortable: true,
        width: 170,
        filter: { type: 'select', options: TIPOS_PESSOA.map((v) => ({ value: v, label: t(`companies.tipos.${v}`) })) },
        render: (c) => (
          <Badge variant="light" color={TYPE_COLOR[c.tipoPessoa]} radius="sm" tt="none" fw={600}>
            {t(`companies.tipos.${c.tipoPessoa}`)}
          </Badge>
        ),
        exportValue: (c) => t(`companies.tipos.${c.tipoPessoa}`),
      },
      {
        key: 'cidade',
        title: t('companies.fields.local'),
        sortable: true,
        filter: { type: 'text' },
        render: (c) => (
          <Text size="sm" c={c.cidade ? undefined : 'dimmed'}>
            {[c.cidade, c.estado].filter(Boolean).join(' / ') || '—'}
          </Text>
        ),
        exportValue: (c) => [c.cidade, c.estado].filter(Boolean).join(' / '),
      },
      {
        key: 'nomeContato',
        title: t('companies.sections.contact'),
        hidden: true,
        render: (c) =>
          c.nomeContato || c.emailContato ? (
            <Stack gap={0}>
              <Text size="sm">{c.nomeContato ?? '—'}</Text>
              {c.emailContato && (
                <Text size="xs" c="dimmed">
                  {c.emailContato}
                </Text>
              )}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              —
            </Text>
          ),
        exportValue: (c) => [c.nomeContato, c.emailContato].filter(Boolean).join(' · '),
      },
      {
        key: 'totalContratos',
        title: t('companies.fields.totalContratos'),
        sortable: true,
        textAlign: 'center',
        width: 130,
        render: (c) => (
          <Badge variant={c.totalContratos > 0 ? 'light' : 'outline'} color={c.totalContratos > 0 ? 'brand' : 'gray'} radius="sm">
            {c.totalContratos}
          </Badge>
        ),
      },
      {
        key: 'createdAt',
        title: t('companies.fields.createdAt'),
        hidden: true,
        filter: { type: 'dateRange' },
        render: (c) => (
          <Text size="sm" c="dimmed">
            {formatDateTime(c.createdAt, language)}
          </Text>
        ),
        exportValue: (c) => new Date(c.createdAt),
      },
    ],
    [t, language],
  );

  const rowActions = useMemo<DataTableRowAction<Company>[]>(
    () => [
      { key: 'edit', label: t('actions.edit'), icon: <IconPencil size={18} />, onClick: (company) => setEditing({ company }) },
      {
        key: 'contracts',
        label: t('companies.viewContracts'),
        icon: <IconFileCertificate size={18} />,
        onClick: (company) => void navigate(`/conta/contrato?f_nomeEmpresa=${encodeURIComponent(company.nomeFantasia ?? company.nome)}`),
      },
      {
        key: 'newContract',
        label: t('companies.newContract'),
        icon: <IconFilePlus size={18} />,
        color: 'brand',
        onClick: (company) => void navigate(`/conta/contrato?novoContrato=${encodeURIComponent(company.id)}`),
      },
      {
        key: 'delete',
        label: t('actions.delete'),
        icon: <IconTrash size={18} />,
        color: 'red',
        confirmDelete: true,
        onClick: async (company) => {
          try {
            await remove.mutateAsync(company.id);
            notifySuccess(t('messages:records.removed'));
          } catch (error) {
            notifyError(error);
          }
        },
      },
    ],
    [t, remove, navigate],
  );
  const disabledActions = useCallback((c: Company) => (c.totalContratos > 0 ? ['delete'] : []), []);
  const actionHints = useCallback(
    (c: Company): Partial<Record<string, string>> => (c.totalContratos > 0 ? { delete: t('companies.hasContractsHint', { count: c.totalContratos }) } : {}),
    [t],
  );

  return (
    <>
      <PageHeader
        icon={<IconBuilding size={26} stroke={1.6} />}
        eyebrow={t('group')}
        title={t('companies.title')}
        description={t('companies.description')}
        actions={
          <Group gap="sm">
            <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ company: null })} data-testid="companies-new">
              {t('companies.new')}
            </Button>
          </Group>
        }
      />
      <AdminDataTable<Company>
        title={t('companies.title')}
        {...table}
        columns={columns}
        rowActions={rowActions}
        disabledActions={disabledActions}
        actionHints={actionHints}
        selectable={(c) => c.totalContratos === 0}
        onDeleteSelected={async (companies) => {
          await deleteEach(companies, (c) => remove.mutateAsync(c.id));
        }}
        testId="companies-table"
      />
      <CompanyFormModal
        opened={editing !== null}
        company={editing?.company ?? null}
        onClose={() => setEditing(null)}
        onOpenCompany={(company) => setEditing({ company })}
      />
    </>
  );
}
