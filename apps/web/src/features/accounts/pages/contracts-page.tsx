import { Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCopy, IconDoorEnter, IconFileCertificate, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CLASSIFICACOES_CLIENTE, CONTRACT_SORT_FIELDS, STATUS_PROJETO, isoDateIn, parseProducts, type Contract } from '@plataforma/shared/accounts';
import { AdminDataTable, useAdminList, type DataTableColumn, type DataTableRowAction } from '../../../components/data-table/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/notify.ts';
import { useClientModeActions } from '../../shell';
import { listContracts, useContractsList, useDeleteContractMutation } from '../api/contracts.ts';
import { ProjectStatusBadge } from '../components/contract-status-badge.tsx';
import { ContractWizardModal } from '../components/contract-wizard-modal.tsx';
import { formatIsoDay } from '../components/format-day.ts';
import { ReplicateSettingsModal } from '../components/replicate-settings-modal.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { UsageMeter } from '../components/usage-meter.tsx';

const SHOWN_PRODUCTS = 3;

/** /conta/contrato: the contracts of the client companies with their usage (3-admin §2, §3), platform administration only. */
export function ContractsPage() {
  const { t } = useTranslation('accounts');
  const language = useLanguage();
  const [search, setSearch] = useSearchParams();
  const { table } = useAdminList({
    filterKeys: ['nomeEmpresa', 'statusProjeto', 'classificacaoCliente', 'active', 'createdAt'],
    sortFields: CONTRACT_SORT_FIELDS,
    defaultSort: { field: 'nomeEmpresa', direction: 'asc' },
    useList: useContractsList,
    fetchPage: listContracts,
  });
  const remove = useDeleteContractMutation();
  const { enter } = useClientModeActions();
  const [editing, setEditing] = useState<{ contract: Contract | null; companyId?: string | null } | null>(null);
  const [replicating, setReplicating] = useState<Contract | null>(null);
  const today = isoDateIn(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);

  // the companies screen's "Novo contrato" opens the wizard with the company chosen
  const newFor = search.get('novoContrato');
  useEffect(() => {
    if (!newFor) return;
    setEditing({ contract: null, companyId: newFor });
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('novoContrato');
        return next;
      },
      { replace: true },
    );
  }, [newFor, setSearch]);

  const columns = useMemo<DataTableColumn<Contract>[]>(
    () => [
      {
        key: 'nomeEmpresa',
        title: t('contracts.columns.empresa'),
        sortable: true,
        filter: { type: 'text' },
        render: (c) => {
          const products = parseProducts(c.produtos);
          return (
            <Stack gap={4}>
              <div>
                <Text size="sm" fw={600} lh={1.3}>
                  {c.nomeEmpresa}
                </Text>
                <Text size="xs" c="dimmed">
                  {c.nome}
                  {c.subdominio ? ` · ${c.subdominio}` : ''}
                </Text>
              </div>
              {(products.length > 0 || c.isDistribuidor || c.plataforma) && (
                <Group gap={4}>
                  {c.plataforma && (
                    <Badge size="xs" variant="filled" color="dark" radius="sm" tt="none">
                      {t('contracts.platform')}
                    </Badge>
                  )}
                  {c.isDistribuidor && (
                    <Badge size="xs" variant="filled" color="indigo" radius="sm" tt="none">
                      {t('contracts.distributor')}
                    </Badge>
                  )}
                  {products.slice(0, SHOWN_PRODUCTS).map((p) => (
                    <Badge key={p} size="xs" variant="light" color="gray" radius="sm" tt="none" fw={600}>
                      {p}
                    </Badge>
                  ))}
                  {products.length > SHOWN_PRODUCTS && (
                    <Tooltip label={products.slice(SHOWN_PRODUCTS).join(', ')} withArrow>
                      <Badge size="xs" variant="outline" color="gray" radius="sm">
                        +{products.length - SHOWN_PRODUCTS}
                      </Badge>
                    </Tooltip>
                  )}
                </Group>
              )}
            </Stack>
          );
        },
        exportValue: (c) => c.nomeEmpresa,
      },
      { key: 'nome', title: t('contracts.fields.nome'), hidden: true },
      { key: 'subdominio', title: t('contracts.fields.subdominio'), hidden: true },
      {
        key: 'statusProjeto',
        title: t('contracts.columns.status'),
        sortable: true,
        width: 150,
        filter: { type: 'select', options: STATUS_PROJETO.map((s) => ({ value: s, label: t(`contracts.status.${s}`) })) },
        render: (c) => <ProjectStatusBadge status={c.statusProjeto} />,
        exportValue: (c) => t(`contracts.status.${c.statusProjeto}`),
      },
      {
        key: 'classificacaoCliente',
        title: t('contracts.columns.classificacao'),
        sortable: true,
        width: 185,
        filter: { type: 'select', options: CLASSIFICACOES_CLIENTE.map((s) => ({ value: s, label: t(`contracts.classificacoes.${s}`) })) },
        render: (c) => (
          <Text size="sm" c={c.classificacaoCliente ? undefined : 'dimmed'}>
            {c.classificacaoCliente
              ? (CLASSIFICACOES_CLIENTE as readonly string[]).includes(c.classificacaoCliente)
                ? t(`contracts.classificacoes.${c.classificacaoCliente}`)
                : c.classificacaoCliente
              : '—'}
          </Text>
        ),
      },
      { key: 'produtos', title: t('contracts.columns.produtos'), hidden: true, exportValue: (c) => parseProducts(c.produtos).join(', ') },
      {
        key: 'qtdeUsuarioAtivos',
        title: t('contracts.columns.usage'),
        sortable: true,
        width: 170,
        render: (c) => <UsageMeter active={c.qtdeUsuarioAtivos} contracted={c.quantidadeDeUsuariosContratados} />,
        exportValue: (c) => `${c.qtdeUsuarioAtivos} / ${c.quantidadeDeUsuariosContratados}`,
      },
      {
        key: 'dataDeValidade',
        title: t('contracts.columns.validade'),
        sortable: true,
        width: 120,
        noWrap: true,
        render: (c) =>
          c.dataDeValidade ? (
            <Stack gap={2}>
              <Text size="sm">{formatIsoDay(c.dataDeValidade, language)}</Text>
              {c.dataDeValidade < today && (
                <Badge size="xs" color="red" variant="light" radius="sm" w="fit-content">
                  {t('contracts.expired')}
                </Badge>
              )}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {t('contracts.noExpiry')}
            </Text>
          ),
        exportValue: (c) => (c.dataDeValidade ? formatIsoDay(c.dataDeValidade, language) : null),
      },
      {
        key: 'active',
        title: t('contracts.columns.ativo'),
        sortable: true,
        width: 115,
        filter: { type: 'boolean', trueLabel: t('status.active'), falseLabel: t('status.inactive') },
        render: (c) => <StatusBadge active={c.active} />,
        exportValue: (c) => (c.active ? t('status.active') : t('status.inactive')),
      },
      { key: 'isDistribuidor', title: t('contracts.columns.distribuidor'), hidden: true },
      {
        key: 'createdAt',
        title: t('contracts.columns.createdAt'),
        hidden: true,
        filter: { type: 'dateRange' },
        render: (c) => formatDateTime(c.createdAt, language),
        exportValue: (c) => new Date(c.createdAt),
      },
    ],
    [t, language, today],
  );

  const rowActions = useMemo<DataTableRowAction<Contract>[]>(
    () => [
      { key: 'edit', label: t('actions.edit'), icon: <IconPencil size={18} />, onClick: (contract) => setEditing({ contract }) },
      {
        key: 'enter',
        label: t('contracts.enter'),
        icon: <IconDoorEnter size={18} />,
        color: 'orange',
        onClick: async (c) => {
          if (!c.tenantIdDoContrato) return;
          await enter({ id: c.tenantIdDoContrato, nome: c.nomeEmpresa, subdominio: c.subdominio ?? '', contratoId: c.id, empresaId: c.empresaId, ativo: c.active });
        },
      },
      { key: 'replicate', label: t('contracts.replicate.action'), icon: <IconCopy size={18} />, onClick: (contract) => setReplicating(contract) },
      {
        key: 'delete',
        label: t('actions.delete'),
        icon: <IconTrash size={18} />,
        color: 'red',
        confirmDelete: true,
        onClick: async (contract) => {
          try {
            const reply = await remove.mutateAsync(contract.id);
            if (reply.desativado) notifyWarning(t('messages:contracts.deactivated'));
            else notifySuccess(t('messages:records.removed'));
          } catch (error) {
            notifyError(error);
          }
        },
      },
    ],
    [t, remove, enter],
  );

  const disabledActions = useCallback(
    (c: Contract) => [...(c.plataforma || !c.active || !c.tenantIdDoContrato ? ['enter'] : []), ...(c.plataforma ? ['delete'] : []), ...(c.tenantIdDoContrato ? [] : ['replicate'])],
    [],
  );
  const actionHints = useCallback(
    (c: Contract): Partial<Record<string, string>> => ({
      ...(c.plataforma
        ? { enter: t('contracts.enterPlatform'), delete: t('contracts.platformDeleteHint') }
        : !c.tenantIdDoContrato
          ? { enter: t('contracts.enterNoTenant') }
          : !c.active
            ? { enter: t('contracts.enterInactive') }
            : {}),
      ...(!c.plataforma && c.qtdeUsuarioAtivos > 0 ? { delete: t('contracts.deleteHint') } : {}),
    }),
    [t],
  );

  return (
    <>
      <PageHeader
        icon={<IconFileCertificate size={26} stroke={1.6} />}
        eyebrow={t('group')}
        title={t('contracts.title')}
        description={t('contracts.description')}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ contract: null })} data-testid="contracts-new">
            {t('contracts.new')}
          </Button>
        }
      />
      <AdminDataTable<Contract>
        title={t('contracts.title')}
        {...table}
        columns={columns}
        rowActions={rowActions}
        disabledActions={disabledActions}
        actionHints={actionHints}
        testId="contracts-table"
      />
      <ContractWizardModal opened={editing !== null} contract={editing?.contract ?? null} initialCompanyId={editing?.companyId ?? null} onClose={() => setEditing(null)} />
      <ReplicateSettingsModal source={replicating} onClose={() => setReplicating(null)} />
    </>
  );
}
